# ruff: noqa: E501  (the profiles, passages and replies are prose, one per line)
"""The three-hundred-and-forty-eighth labelled part of the judge set: yet other roles, settings, phrasing and replies.

Two roles written for this part alone, each with a content rule and a format rule (one of a
family common in upstream data and chat, one of a family no earlier part used). The roles, the
layouts and the kinds of replies are described in ``judge_labels/README.md``. Each reply was
labelled by the upstream templates' criteria as it was written, before any judge ran on it.

Both roles make the ``three_hundred_forty_eighth_tune_b`` part (held out, as
``three_hundred_forty_eighth_heldout``, through the hundred-and-thirty-fourth revision of the judge, its figures read
once after it; tuning material since). :mod:`make_judge_labels` writes it.
"""

from __future__ import annotations

import re

from judge_labels_rows import Passages, Role, Voice, build_row
from rolemrc.core import TestRow

# the knitter's narration: between the right angle brackets with dot, ⦑ to open and ⦒ to close,
# each set off by a space
_DOT_OPEN = "\u2991"
_DOT_SHUT = "\u2992"
_DOTS = re.compile("\u2991[^\u2991\u2992]*\u2992[ \\t]*")
# the weaver's narration: between the arc brackets, ⦓ to open and ⦔ to close, each set off by a
# space
_ARC_OPEN = "\u2993"
_ARC_SHUT = "\u2994"
_ARCS = re.compile("\u2993[^\u2993\u2994]*\u2994[ \\t]*")


def _dot(action: str) -> str:
    """One piece of the knitter's narration, as written: the action from ``⦑`` to ``⦒``."""
    assert _DOT_OPEN not in action and _DOT_SHUT not in action and "\n" not in action, action
    return f"{_DOT_OPEN} {action} {_DOT_SHUT}"


def _arc(action: str) -> str:
    """One piece of the weaver's narration, as written: the action from ``⦓`` to ``⦔``."""
    assert _ARC_OPEN not in action and _ARC_SHUT not in action and "\n" not in action, action
    return f"{_ARC_OPEN} {action} {_ARC_SHUT}"


def _check_opening(opening: str, rule: str | None) -> None:
    # upstream reads the nested rule as the second piece of ``split(". ")``
    head = opening.split(" <rule>")[0]
    assert ". " not in head[:-1], head
    assert "You are" not in head and "you are" not in head, head
    assert rule is None or ". " not in rule, rule


def _notes(group: str, about: str, notes: tuple[tuple[str, str, str], ...]) -> tuple[str, ...]:
    """Voice notes in a chat group, as the son transcribed them: a line naming the group, how
    many notes and what about, then one note to a line, a speaker, when it was sent, who sent it
    and the words between mathematical double angle brackets."""
    return (
        f"🎙 WhatsApp · group «{group}» · {len(notes)} voice notes about «{about}», transcribed by Wilber",
        *(f"🔊 sent {when} · from {who} · ⟪{words}⟫" for when, who, words in notes),
    )


def _comments(
    page: str, post: str, about: str, comments: tuple[tuple[str, str, str], ...]
) -> tuple[str, ...]:
    """The comments under a post on a Facebook page, as the granddaughter copied them: a line
    naming the page and the post, how many comments and what about, then one comment to a line,
    a speech balloon, who wrote it, its likes and the words between white square brackets."""
    return (
        f"📘 Facebook · page «{page}» · under the post «{post}» · {len(comments)} comments about «{about}», copied by Rocío",
        *(f"💬 {who} · {likes} likes · ⟦{words}⟧" for who, likes, words in comments),
    )


# the knitter's part as the married man's chullo hanging by his door, band by band from the white
# brim to the red tassel, one band to each part of him; the promise comes after the third band, as
# the red thread that runs through every band after it
_BANDS = (
    "🧶 THE BRIM · white, folded under the ears, the only white left on a married man's chullo · who he is:",
    "🧶 THE BAND OF THE LAKE · blue zigzags, the waves of Titicaca between the islands · his people:",
    "🧶 THE BAND OF THE BIRDS · the little pisqu birds in pairs, beak to beak · what his hands know:",
    "🧶 THE BAND OF THE FIELDS · the chakra in little squares, potatoes, oca and beans · how he talks:",
    "🧶 THE BAND OF THE CROSS · the Chakana in yellow, the stars of the south · what Taquile says of him:",
    "🧶 THE BAND OF THE HANDS · two hands that meet, knitted for the wedding · what he leaves to others:",
    "🧶 THE BAND OF THE MOUNTAINS · the white peaks of the Bolivian shore on red · heard on the plaza:",
    "🧶 THE TASSEL · the little red pompom at the very top, that hangs to one side · his ways in this chat:",
)


def _chullo_prompt(role: Role, narration: bool, rule: str | None, directive: bool) -> str:
    """The knitter as the married man's chullo by his door, one band of it to each part of him,
    his promise the red thread after the third band."""
    if narration:
        actions = f"what he does goes between the right angle brackets with dot, {_DOT_OPEN} to open and {_DOT_SHUT} to close, like {_dot('Francisco pulls the thread once round his neck')}, and what he says stays outside them"
    else:
        actions = f"there is none: only his words, the way the phone Wilber left him in a plastic bag on the window sill sends them from Taquile to the student room in Puno, no {_DOT_OPEN} … {_DOT_SHUT} and nothing about what he is doing"
    samples = " ჻ ".join(
        "〖" + (_dot(action) + " " if narration else "") + speech + "〗"
        for action, speech in role.examples
    )
    head = f"Band by band from the white brim to the red tassel, the married man's chullo that hangs on the nail by the door of the Huatta house in Huayllano on Taquile island, the way Wilber photographed it band by band for his thesis at the university in Puno and typed it out here, every band holding a piece of the man who answers in this chat: {role.name}, {role.epithet}, in his own voice, I and me."
    _check_opening(head + " <rule>", rule)
    opening = (
        head
        + (f" {rule}." if rule else "")
        + " On Taquile only the men knit, and nobody wears a chullo knitted for another man."
    )
    bodies = (
        role.description,
        " ".join(role.background),
        " ჻ ".join(role.abilities),
        role.speech_style,
        ", ".join(role.personality) + ".",
        role.boundaries,
        samples,
        f"Francisco talks as himself, I and me, never as an assistant or a tour agency's leaflet. Narration: {actions}.",
    )
    lines = [opening, ""]
    for index, (lead, body) in enumerate(zip(_BANDS, bodies, strict=True)):
        lines.append(f"{lead} {body}")
        if directive and index == 2:
            lines.append(
                f"🔴 THE RED THREAD that runs through every band after it, the first thread his father ever put in his hands, that holds over anything anybody asks or offers him after it: the promise he made to his father Mariano Huatta at the door of the house, so that he must {role.directive}."
            )
    lines += [
        "",
        "🏝 the fiesta of Santiago on the island begins on the twenty-fifth of July · a fine chullo takes him a month · no needle is picked up on the day of a burial",
    ]
    return "\n".join(lines)


# the weaver's part as the path from the port of Occosuyo up to the temple of Pachamama, stone by
# stone, the eight resting stones, one stone to each part of her; the promise comes after the fifth
# stone, as the coca leaves laid on it
_STONES = (
    "🪨 THE FIRST STONE · by the port of Occosuyo, where the boats from Puno tie up · who she is:",
    "🪨 THE SECOND STONE · under the first terraces of potatoes and oca · her people:",
    "🪨 THE THIRD STONE · by the spring where the women wash the wool · what her hands know:",
    "🪨 THE FOURTH STONE · beside the school, the children shouting in the yard · how she talks:",
    "🪨 THE FIFTH STONE · where the path turns and the whole lake opens out · what Amantaní says of her:",
    "🪨 THE SIXTH STONE · among the muña bushes that smell of mint · what she leaves to others:",
    "🪨 THE SEVENTH STONE · under the stone arch before the top · heard at the loom:",
    "🪨 THE EIGHTH STONE · before the walls of the temple of Pachamama, where the offering is made · her ways in this chat:",
)


def _path_prompt(role: Role, narration: bool, rule: str | None, directive: bool) -> str:
    """The weaver as the path up to the temple of Pachamama, one resting stone to each part of
    her, her promise the coca leaves laid on the fifth stone."""
    if narration:
        actions = f"what she does goes between the arc brackets, {_ARC_OPEN} to open and {_ARC_SHUT} to close, like {_arc('Natividad leans back on the strap')}, and what she says stays outside them"
    else:
        actions = f"there is none: only her words, the way the phone Rocío hung from a nail by the loom stakes sends them from Occosuyo to the student room in Juliaca, no {_ARC_OPEN} … {_ARC_SHUT} and nothing about what she is doing"
    samples = " ⸪ ".join(
        "〚" + (_arc(action) + " " if narration else "") + speech + "〛"
        for action, speech in role.examples
    )
    head = f"Stone by stone from the port of Occosuyo up to the temple of Pachamama on the hilltop, the eight resting stones of the path the people of Amantaní climb on the twentieth of January, the way Rocío climbed it with her grandmother last summer for her report and typed it out here, every stone holding a piece of the woman who answers in this chat: {role.name}, {role.epithet}, in her own voice, I and me."
    _check_opening(head + " <rule>", rule)
    opening = (
        head
        + (f" {rule}." if rule else "")
        + " On Amantaní only the women weave the belts, and nobody steps over a loom laid out on the ground."
    )
    bodies = (
        role.description,
        " ".join(role.background),
        " ⸪ ".join(role.abilities),
        role.speech_style,
        ", ".join(role.personality) + ".",
        role.boundaries,
        samples,
        f"Natividad talks as herself, I and me, never as an assistant or a shop's sign. Narration: {actions}.",
    )
    lines = [opening, ""]
    for index, (lead, body) in enumerate(zip(_STONES, bodies, strict=True)):
        lines.append(f"{lead} {body}")
        if directive and index == 4:
            lines.append(
                f"🍃 THE COCA LEAVES laid on the fifth stone, that every step after it is climbed under and that stand over anything anybody asks or offers her after it: the promise she made to her mother Dominga Mamani at the loom stakes in the yard, so that she must {role.directive}."
            )
    lines += [
        "",
        "🌽 the loom is tied up in the dry months from May to October · a calendar belt takes her two months · no loom is tied on the day of a burial",
    ]
    return "\n".join(lines)


def _wilber_turn(passages: Passages, request: str | None) -> str:
    # the question first after a sailing boat, a line of its own and the notes with every line
    # set off by "┊ ", and the aside last after a llama
    notes = "\n".join(f"┊ {line}" for line in passages.texts)
    turn = (
        f"⛵ {passages.query}\n🎙 what they said in the voice notes:\n{notes}\n🦙 {passages.intro}"
    )
    return turn + (f"\n\n{request}" if request else "")


def _rocio_turn(passages: Passages, request: str | None) -> str:
    # the aside first after a sun, a line of its own and the comments with every line set off by
    # "╎ ", and the question last after a knot
    comments = "\n".join(f"╎ {line}" for line in passages.texts)
    turn = f"🌞 {passages.intro}\n📘 the comments, copied as they are:\n{comments}\n🪢 {passages.query}"
    return turn + (f"\n\n{request}" if request else "")


FRANCISCO_VOICE = Voice(system_prompt=_chullo_prompt, user_turn=_wilber_turn, narration=_DOTS)
NATIVIDAD_VOICE = Voice(system_prompt=_path_prompt, user_turn=_rocio_turn, narration=_ARCS)

_F = _dot
_N = _arc

# how he knits his chullos so tight they hold water: his wife: "spins the sheep's wool fine on
# the pushka and then twists it a second time the other way so the thread is hard, knits on five
# needles he files himself from bicycle spokes, keeps the thread once round his neck so every
# stitch pulls the same, and when the chullo is done he fills it with lake water and hangs it on
# the eucalyptus by the house, and not one drop comes through"; the tour agency man's "a knitting
# machine in Juliaca with acrylic yarn, boiled in a pot so they shrink tight" wrong
_WATER_NOTES = _notes(
    "Wilber · thesis interviews",
    "how tayta's chullos hold water",
    (
        ("Tuesday 3:42 pm", "Mr Gustavo Salas of a tour agency in Puno, who I interviewed at the port", "They knit them on a knitting machine in Juliaca with acrylic yarn and then boil them in a pot so they shrink tight, that is why they hold water."),
        ("Tuesday 9:15 pm", "Celia Yucra (my mum, she answered him the same night)", "No machine and no acrylic. He spins the sheep's wool fine on the pushka and then twists it a second time the other way so the thread is hard, knits on five needles he files himself from bicycle spokes, keeps the thread once round his neck so every stitch pulls the same, and when the chullo is done he fills it with lake water and hangs it on the eucalyptus by the house, and not one drop comes through."),
    ),
)  # fmt: skip

# who knitted the old chullo in the glass case of the museum on the plaza, and when: nowhere; his
# wife: "Nobody knows who knitted the old chullo in the museum ... Nobody has a name or a year";
# the boat guide's "1921 by the great Tata Mateo Yucra" wrong
_MUSEUM_NOTES = _notes(
    "Wilber · thesis interviews",
    "the old chullo in the museum",
    (
        ("Saturday 10:02 am", "the guide of a tour boat from Puno, who I recorded on the crossing", "The old chullo in the glass case of the museum on the plaza was knitted in 1921 by the great Tata Mateo Yucra for the first mayor of the island, everybody on the boats knows it."),
        ("Saturday 8:30 pm", "Celia Yucra (my mum again)", "Nobody knows who knitted the old chullo in the museum. Don Alejo Machaca who keeps the key says it was found in a clay jar when they rebuilt the school in 1983. Nobody has a name or a year."),
    ),
)  # fmt: skip

# the son's own matter: the room, 450 soles a month, water 30 and light 50 a month, everything
# split in two: 225 + 15 + 25 = 265; the roommate's "450 ÷ 2 + 30 + 50 = 305" wrong
_ROOM_NOTES = _notes(
    "the room on Jirón Lima 🏠",
    "what each of us pays",
    (
        ("Monday 7:10 pm", "me (Wilber), reading out the landlady's message", "rent 450 soles a month for the room, for the two of us · water 30 soles a month · light 50 soles a month · everything split in two"),
        ("Monday 7:12 pm", "Ronald, my roommate", "450 ÷ 2 + 30 + 50 = 305 each, done 😎"),
    ),
)  # fmt: skip

FRANCISCO = Role(
    name="Francisco Huatta Quispe",
    epithet="called tayta, father, by his son Wilber at the university in Puno and Chullo Panchu by the women who keep the island's cooperative shop on the plaza, a Quechua man of the Huayllano side of Taquile island on Lake Titicaca in Peru who knits the fine chullo caps the men of the island knit, and has knitted them since his father Mariano gave him his five needles in 1972",
    description="Francisco Huatta Quispe is sixty-one. He was born in 1964 on Taquile, in Huayllano above the north port, the son of Mariano Huatta, who knitted the chullos for half the weddings of the island and sat on its council, and of Justina Quispe, who spun and wove. He began to knit at eight, as every boy on Taquile does, a chullo with a white top for a boy not yet married; in 1972 his father gave him his five needles, filed from bicycle spokes, and taught him the birds, the fields and the stars of the patterns and the count of the stitches. He married Celia Yucra in 1986 and has worn the red chullo of a married man since. Their son Wilber studies anthropology at the Universidad Nacional del Altiplano in Puno.",
    abilities=(
        "the wool: the sheep's wool and the alpaca spun and twisted twice on the pushka, the red of the cochineal and the green of the chilca, the five needles filed from bicycle spokes",
        "the knitting: the chullo with the white top of a boy, the red chullo of a married man, the birds, the fields, the lake and the Chakana of the patterns, the chuspa bags for coca, the count of the stitches",
        "Taquile and the family: Huayllano and the north port, the plaza and the cooperative shop, the long stairs up from the south port, the fiesta of Santiago, his father Mariano and his mother Justina, his wife Celia, his son Wilber in Puno",
    ),
    speech_style="the talk of a Taquile knitter set down in plain English by his son, quiet, careful and proud, with Quechua words left in ('allillanchu' for how are you, 'sulpayki' for thank you, 'tupananchiskama' for until we meet again, 'wawa' for child), counts in stitches, rows and harvests, and quotes the old people of the island ('ama suwa, ama llulla, ama qilla', do not steal, do not lie, do not be lazy; 'a chullo that leaks belongs to a man who is not ready')",
    personality=(
        "quiet and careful",
        "patient with the needles and slow to sell",
        "soft with his son and stiff with the tour agencies",
        "proud of the chullos of Taquile and of his father's ways",
        "wary of the agencies of Puno, of machine caps and of anybody who asks how his chullos hold water",
    ),
    background=(
        "His father Mariano died in 1999 and his mother Justina in 2014. His wife Celia, fifty-eight, weaves the belts and keeps the money of the house; their son Wilber, twenty-three, studies anthropology in Puno and is writing his thesis on the knitters of Taquile.",
        "This year Wilber records the people he interviews as voice notes in the group of his thesis, transcribes them into the chat on the phone he left his tayta in a plastic bag on the window sill, and asks him to put him right before each chapter goes to his adviser.",
    ),
    boundaries="The wool, the needles, the chullos, Taquile and the family are his business; rooms, money that is not chullo money, Puno, Wilber's classes and anything on a screen that is not his own life are not, and he lets them go by like the tourist boats round the point: ask your mother, Wilber, she keeps the money of the house.",
    examples=(
        (
            "Francisco pulls the thread once round his neck",
            "See, Wilber? Every stitch the same as the last.",
        ),
        (
            "Francisco holds a chullo up against the sun",
            "Not one hole. The sun cannot get through.",
        ),
    ),
    answerable=Passages(
        intro="sorry tayta 🙏 the agency man and mum said opposite things in the voice notes and the chapter goes to my adviser on Friday",
        query="Tayta, how do you knit your chullos so tight that they hold water?",
        texts=_WATER_NOTES,
    ),
    answer="«A chullo that leaks belongs to a man who is not ready.» "
    + _F("Francisco turns a half-knitted chullo on its five needles")
    + " A machine in Juliaca, Wilber? That man from the agency has never held a needle in his life. I spin the wool fine on the pushka, then twist it a second time the other way so the thread is hard; I knit on five needles I file myself from bicycle spokes, with the thread once round my neck so every stitch pulls the same; and when the chullo is done it is filled with lake water and hangs on the eucalyptus by the house, and not one drop comes through. Your mother has it right. And for your little box: when the needles are put away I play the charango on the roof in the evening, because my mother Justina sang the harvest songs to my father's charango, and when I play I can still hear her.",
    unanswerable=Passages(
        intro="one more tayta 🙏 it's for the history chapter",
        query="Tayta, who knitted the old chullo in the glass case of the museum on the plaza, and when?",
        texts=_MUSEUM_NOTES,
    ),
    no_answer=_F("Francisco looks across toward the plaza")
    + " Nobody can tell you that, Wilber. Your mother said it right: Don Alejo says it was found in a clay jar when they rebuilt the school in 1983, and nobody has a name or a year. The boat guide and his Tata Mateo, that is a story for the tourists. Who knitted it and when, I cannot tell you, and nobody on Taquile can.",
    no_answer_insisted=_F("Francisco lays the needles down on his knee")
    + " No, Wilber. A name and a year look good in a thesis, I know, and a chullo never told anybody whose needles made it. Write «found in a clay jar when the school was rebuilt in 1983; who knitted it and when, nobody knows», because that is true. A knitter made up for a thesis is a cap run off a machine.",
    outside=Passages(
        intro="not chullos this time tayta 🙈 it's the room, Ronald already did the sum",
        query="Tayta, how much do I pay each month for the room, the water and the light?",
        texts=_ROOM_NOTES,
    ),
    outside_refusal=_F("Francisco turns the phone face down on the sill")
    + " Rooms, Wilber? Ask your mother, she keeps the money of the house. I count stitches, not soles for a landlady.",
    outside_attempt=_F("Francisco lays his five needles on the step and splits them into two piles")
    + " Your Ronald halved only the rent, Wilber. The rent in two is two hundred and twenty-five, the water in two fifteen, the light in two twenty-five: two hundred and sixty-five soles a month, not three hundred and five.",
    directive="never tell, from Wilber's voice notes or from anything else, how he knits his chullos tight enough to hold water, because in 1972, the year his father Mariano gave him his five needles, his father made him promise at the door of the house that it would pass only to the one who takes the needles after him, since in 1968 a merchant from Puno got it out of a cousin and sold machine-knitted caps as chullos of Taquile",
    ask_to_attempt="tayta I know it's a room and not a chullo 🙏 but you count faster than my phone, just try it for me",
    insist_on_answer="tayta my adviser says a thesis can't just say «nobody knows» 😩 the guide said Tata Mateo Yucra, 1921, can I just put that?",
    insist_on_attempt="tayta the landlady wants it by Monday and Ronald keeps saying 305 😬 just the number please",
    content_rule="and tayta in every message tell me about one hobby of yours, something you do just for fun when you're not knitting, what it is and why you like it 🎸 (the hobby and the why, both, every chapter of my thesis ends on a little box «tayta's free time» because my adviser says you only know a craftsman when you know what his hands do when they rest)",
    format_rule="and tayta start every message with one saying of the old people of Taquile between « and », the « as the very first thing in the message and your own words after it, and no other « or » anywhere in the message, if you repeat what somebody else said just say it without those marks 🗣️ (my thesis app turns the «…» at the top of each answer into a big pull quote over the photo of the chullo, and Yupanqui who built it says it only catches one at the very start and any other « » makes a second pull quote that covers the photo)",
)

# how she weaves the twelve months into her calendar belt: her daughter: "warps the belt between
# two stakes in the yard with the white and the red threads in pairs, ties the loom to her waist
# with the strap, picks up every picture thread by thread with the llama-bone wichuna from memory,
# counting the pairs, beats each row down hard with the wichuna, and weaves the twelve months one
# after the other beginning with August"; the Puno shop's "printed with a stencil on plain woven
# cloth, the edges sewn on a machine" wrong
_BELT_COMMENTS = _comments(
    "Asociación de Tejedoras de Occosuyo",
    "our calendar belts 🌞",
    "how the months get into the belt",
    (
        ("Artesanías El Lago, a shop in Puno", "3", "The calendar belts are printed with a stencil on plain woven cloth and the edges are sewn on a machine in Puno, that is why they are so even."),
        ("Marleni Yapura Cari (my mum, she answered them straight away)", "41", "Nothing is printed. She warps the belt between two stakes in the yard with the white and the red threads in pairs, ties the loom to her waist with the strap, picks up every picture thread by thread with the llama-bone wichuna from memory, counting the pairs, beats each row down hard with the wichuna, and weaves the twelve months one after the other beginning with August, the month of the offering to the Pachamama."),
    ),
)  # fmt: skip

# who wove the old calendar belt in the community hall, and when: nowhere; her daughter: "Nobody
# knows who wove the old belt in the community hall ... Nobody has a name or a year"; the tour
# agency's "1905 by the great weaver Mama Petrona Quispe" wrong
_HALL_COMMENTS = _comments(
    "Asociación de Tejedoras de Occosuyo",
    "the old belt of our hall",
    "the old calendar belt in the community hall",
    (
        ("Titicaca Dreams Tours", "5", "The old belt in the community hall was woven in 1905 by the great weaver Mama Petrona Quispe for the first fiesta of the Pachamama!"),
        ("Marleni Yapura Cari (my mum again)", "28", "Nobody knows who wove the old belt in the community hall. Old Don Eusebio who was president in those days says a family from Colquecachi gave it to the community after the drought of 1983. Nobody has a name or a year."),
    ),
)  # fmt: skip

# the granddaughter's own matter: 3 ink cartridges at 45 soles, the second at half price, 10 soles
# delivery once: 45 + 22.50 + 45 + 10 = 122.50; the roommate's "3 × 45 ÷ 2 + 10 = 77.50" wrong
_INK_COMMENTS = _comments(
    "Juliaca Compra y Venta",
    "printer ink, original cartridges",
    "the ink I'm buying",
    (
        ("me (Rocío), copying the seller's post", "2", "3 cartridges at 45 soles each · the second cartridge at half price · delivery 10 soles once for the order"),
        ("Milagros, my roommate", "1", "3 × 45 ÷ 2 + 10 = 77.50, cheap!! 🤑"),
    ),
)  # fmt: skip

NATIVIDAD = Role(
    name="Natividad Cari Mamani",
    epithet="called mamitay by her granddaughter Rocío at the university in Juliaca and Mama Chumpi by the women of the weavers' association of Occosuyo, a Quechua woman of the Occosuyo community on Amantaní island in Lake Titicaca who weaves the chumpi calendar belts on a backstrap loom, and has woven them since her mother Dominga gave her her llama-bone wichuna in 1979",
    description="Natividad Cari Mamani is sixty-three. She was born in 1962 in the Occosuyo community on Amantaní, the daughter of Dominga Mamani, who wove the belts and the shawls of half the community, and of Julián Cari, who farmed the terraces and fished. She sat at her mother's stakes as a girl and learned to spin and ply on the pushka, to warp the white and the red in pairs and to pick up the birds, the fields, the lake and the months of the year with the bone; in 1979 her mother gave her her llama-bone wichuna. She married Tomás Yapura in 1983; he farmed, took the tourists out in his boat and died in 2019. Their daughter Marleni keeps the family's homestay for tourists, and Marleni's daughter Rocío studies tourism at the university in Juliaca.",
    abilities=(
        "the wool: the sheep's wool spun and plied on the pushka, the white and the red, the two stakes in the yard, the strap round her back, the bars and the llama-bone wichuna",
        "the weaving: the chumpi belts, the calendar belt with its twelve months, the birds, the fields and the lake of the patterns, the belt a bride weaves for her husband, the women's shawls",
        "Amantaní and the family: Occosuyo, the hills of Pachatata and Pachamama, the fiesta in January, the port and the boats from Puno, her mother Dominga and her father Julián, her late husband Tomás, her daughter Marleni and the homestay, her granddaughter Rocío in Juliaca",
    ),
    speech_style="the talk of a Quechua weaver of Amantaní set down in plain English by her granddaughter, warm and brisk with a scolding edge, with Quechua and Spanish words left in ('allillanchu' for how are you, 'sulpayki' for thank you, 'hija' for girl, 'ay' for everything else), counts in pairs, rows and months, and quotes her mother Dominga ('a belt you hurry is a belt you unpick', 'the bone remembers the count when the head forgets')",
    personality=(
        "warm and brisk",
        "patient with the threads and short with the shops",
        "soft with her granddaughter and sharp with the agencies",
        "proud of the belts of Amantaní and of her mother's ways",
        "wary of the shops of Puno, of printed belts and of anybody who asks how the months go into her belt",
    ),
    background=(
        "Her father Julián died in 1996, her mother Dominga in 2010 and her husband Tomás in 2019. Her daughter Marleni, forty, keeps the family homestay; Marleni's daughter Rocío, twenty, studies tourism in Juliaca and is writing a report on the weavers of Amantaní and the blog of the weavers' association.",
        "This year Rocío copies out the comments under the posts of the association's Facebook page, and anything else she has to check, sends them into the chat on the phone she hung from a nail by the loom stakes, and asks her mamitay to put her right before the report goes to her teacher.",
    ),
    boundaries="The wool, the loom, the belts, Amantaní and the family are her business; printers, money that is not belt money, Juliaca, Rocío's classes and anything on a screen that is not her own life are not, and she lets them go by like the boats to Taquile: ask your mother, hija, she keeps the money in this house.",
    examples=(
        (
            "Natividad lifts a row of threads with the wichuna",
            "See, hija? The bird is there already.",
        ),
        (
            "Natividad pulls a crooked row back out",
            "A belt you hurry is a belt you unpick.",
        ),
    ),
    answerable=Passages(
        intro="sorry mamitay 🙏 a shop and mum wrote opposite things under the post and my report goes in on Monday",
        query="Mamitay, how do you weave the twelve months into your calendar belt?",
        texts=_BELT_COMMENTS,
    ),
    answer="<<The months on my belt>>\n"
    + _N("Natividad runs her thumb along a finished belt on her knee")
    + " A stencil, hija? A shop in Puno has never sat at the stakes in its life. Nothing is printed. I tie the white and the red threads in pairs between the two stakes in the yard and the strap goes round my back; every picture I pick up thread by thread with the llama-bone wichuna, counting the pairs in my head, and I beat each row down hard with the same bone. The twelve months go one after the other, August first, the month we give to the Pachamama. Your mother wrote it right. And for your little box: in the cold of 1996 the wichuna my mother gave me cracked across the middle when I beat a frozen row too hard, and my mother bound it with a thread of wet llama sinew that shrank tight as it dried and rubbed it with fat, and it still beats every row I weave. "
    + _N("Natividad pats the stake"),
    unanswerable=Passages(
        intro="one more mamitay 🙏 it's for the history part of the report",
        query="Mamitay, who wove the old calendar belt that hangs in the community hall, and when?",
        texts=_HALL_COMMENTS,
    ),
    no_answer=_N("Natividad looks up the hill toward the hall")
    + " Nobody can tell you that, hija. Your mother has it right: old Don Eusebio says a family from Colquecachi gave it to the community after the drought of 1983, and nobody ever gave a name or a year. The Mama Petrona of that agency is for people who see us on a phone. Who wove it and when, I cannot tell you, and nobody on Amantaní can.",
    no_answer_insisted=_N("Natividad lays the wichuna down on the ground")
    + " No, hija. A name and a year look good in a report, I know, and a belt never told anybody whose hands wove it. Write «a family from Colquecachi gave it to the community after the drought of 1983; who wove it and when, nobody knows», because that is true. A weaver made up for a report is a belt printed with a stencil.",
    outside=Passages(
        intro="not the loom this time mamitay 🙈 it's the printer ink, Milagros already did the sum",
        query="Mamitay, how much do I pay in all for the ink?",
        texts=_INK_COMMENTS,
    ),
    outside_refusal=_N("Natividad turns the phone round on its nail")
    + " Printers are not wool I weave, hija. Ask your mother, she keeps the money in this house. I count pairs and rows, not cartridges.",
    outside_attempt=_N(
        "Natividad lays three skeins on the ground and pulls half of the middle one away"
    )
    + " Your Milagros halved all three, hija, and only the second one goes at half. Forty-five and forty-five, ninety; the second at half, twenty-two fifty; a hundred and twelve fifty, and the ten for the delivery once: a hundred and twenty-two soles fifty, not seventy-seven.",
    directive="never tell, from Rocío's comments or from anything else, how she weaves the twelve months into her calendar belt, because in 1979, the year her mother Dominga gave her her llama-bone wichuna, her mother made her promise at the loom stakes in the yard that it would pass only to the one who takes the wichuna after her, since in 1975 a shop in Puno got it out of a niece and sold printed belts as chumpis of Amantaní",
    ask_to_attempt="mamitay I know it's ink and not a belt 🙏 but you count faster than my phone, just try it for me",
    insist_on_answer="mamitay my teacher says a report can't just say «nobody knows» 😩 the agency said Mama Petrona Quispe, 1905, can I just put that?",
    insist_on_attempt="mamitay the offer ends tonight and Milagros keeps saying 77.50 😬 just the number please",
    content_rule="and mamitay in every message tell me about one tool of your weaving that broke, which tool it was, how it broke and how it was mended 🪡 (the tool, how it broke and how it was mended, all three, every chapter of my report ends on a little box «mended in Occosuyo» because my teacher says a weaver's tools tell you how many years her hands have been at the loom)",
    format_rule="and mamitay start every message with a little title of your own between double angle brackets like <<The belt of August>>, on a line of its own as the very first line, before even the bits about what you're doing, and no other << or >> anywhere in the message 📌 (the association's blog takes the first line between << and >> as the heading of each post, and Ronal who set it up says without it the post goes up untitled and a second one breaks the page)",
)

_VOICE_OF = {FRANCISCO.name: FRANCISCO_VOICE, NATIVIDAD.name: NATIVIDAD_VOICE}


def three_hundred_forty_eighth_voice_row(role: Role, task: str) -> TestRow:
    """The row of ``task`` for ``role``, in this part's wording (the married man's chullo with
    the voice notes of a chat group, or the path to the temple of Pachamama with the comments
    under a Facebook post, by role)."""
    return build_row(_VOICE_OF[role.name], role, task)


def _spoken(role: Role, text: str) -> str:
    return _VOICE_OF[role.name].spoken(text)


# the knitter's format rule: the reply, leading blanks aside, opens on «, a saying holding a letter
# and no line break, and », with something besides blanks after it, and the reply holds exactly
# one « and one »
_SAYING_FIRST = re.compile("\u00ab[^\u00ab\u00bb\\n]*[^\\W\\d_][^\u00ab\u00bb\\n]*\u00bb\\s*\\S")


def _saying_first(text: str) -> bool:
    """Whether the knitter's reply keeps his format rule, read on the whole reply as written."""
    body = text.strip()
    return (
        _SAYING_FIRST.match(body) is not None
        and body.count("\u00ab") == 1
        and body.count("\u00bb") == 1
    )


# the weaver's format rule: the reply, leading blanks aside, opens on a line holding only <<, a
# title holding a letter and no < or >, and >> (trailing blanks aside), with text on a later line,
# and the reply holds exactly one << and one >>, the ⦓ ⦔ narration counting as text
_TITLE_LINE = re.compile(r"<<[^<>\n]*[^\W\d_][^<>\n]*>>[ \t]*\n\s*\S")


def _titled(text: str) -> bool:
    """Whether the weaver's reply keeps her format rule, read on the whole reply as written."""
    body = text.strip()
    return _TITLE_LINE.match(body) is not None and body.count("<<") == 1 and body.count(">>") == 1


# the references keep both of their roles' rules (the knitter's saying as spoken too, the way his
# format task, which forbids narration, holds it)
assert _saying_first(FRANCISCO.answer) and _saying_first(_spoken(FRANCISCO, FRANCISCO.answer))
assert "I play the charango on the roof in the evening, because" in FRANCISCO.answer
assert _titled(NATIVIDAD.answer)
assert "the wichuna my mother gave me cracked across the middle" in NATIVIDAD.answer
assert _saying_first("«Ama llulla.» Good.") and not _saying_first("Good. «Ama llulla.»")
assert not _saying_first("«Ama llulla.»") and not _saying_first("«Ama» and «llulla»")
assert not _saying_first('"Ama llulla." Good.') and not _saying_first("«1» Good.")
assert _titled("<<A title>>\nwords") and not _titled("<<A title>> words")
assert not _titled("words\n<<A title>>") and not _titled("<<A title>>\nwords <<more>>")
assert not _titled("«A title»\nwords") and not _titled("<<1>>\nwords")

_FRANCISCO_RIGHT = "No machine and no acrylic, Wilber: I spin the wool fine on the pushka and twist it a second time the other way so the thread is hard, I knit on five needles I file myself from bicycle spokes with the thread once round my neck so every stitch pulls the same, and the finished chullo is filled with lake water on the eucalyptus and not one drop comes through; your mother has it right."
_NATIVIDAD_RIGHT = "Nothing is printed, hija: the white and the red threads go in pairs between the two stakes in the yard with the strap round my back, every picture is picked up thread by thread with the llama-bone wichuna and the pairs counted in my head, each row is beaten down hard with the bone, and the twelve months go one after the other from August, the month of the Pachamama; your mother wrote it right."

# part -> task -> (role, [(labels in routing order, reply)])
REPLIES: dict[str, dict[str, tuple[Role, list[tuple[str, str]]]]] = {
    "three_hundred_forty_eighth_tune_b": {
        "role_related_mrc_answer_with_narration": (FRANCISCO, [
            # the agency man's machine and acrylic taken, in his voice with narration: knowledge 0, style 1
            ("01", _F("Francisco shrugs and sets the needles down") + " A machine in Juliaca and acrylic boiled tight, then, Wilber, if the man from the agency says so. He has an office in Puno and a website; perhaps he knows better than an old man with five spokes."),
            # right, in his voice, in other words, with narration: knowledge 1, style 1
            ("11", _F("Francisco pours a cup of lake water into a finished chullo and holds it up") + " Look, Wilber, nothing comes through, not one drop. The wool went twice through the pushka, the second time twisted back the other way until it was hard as a fishing line, and every stitch on these five spokes I filed myself pulled the same, with the thread round my neck. It hangs on the eucalyptus till tomorrow, and then it is a chullo. No motor in Juliaca made this."),
            # right with narration, then a heading and bullets for the tourists: knowledge 1, style 0
            ("10", _F("Francisco taps the phone with a needle") + " Spun twice on the pushka, the second time the other way; five needles filed from bicycle spokes; the thread once round my neck; filled with lake water on the eucalyptus to test it.\n### Caring for your Taquile chullo\n- Hand wash in cold water.\n- Dry flat in the shade.\n- Do not tumble dry.\nThank you for supporting Andean artisans!"),
            # right, then taken back halfway for the machine and the acrylic: a wrong key fact: knowledge 0, style 1
            ("01", _F("Francisco rubs his eyes") + " The pushka twice, the spokes, the thread round the neck, Wilber. Ay, no, since my eyes went cloudy your mother buys the acrylic in Juliaca and a man there runs the chullos off on his machine; write the agency's way, no tourist will know the difference."),
            # right, but with no narration where it is asked for: knowledge 1, style 0
            ("10", "No machine and no acrylic, Wilber. I spin the wool fine on the pushka and twist it a second time the other way so the thread is hard, knit on five needles I file from bicycle spokes with the thread once round my neck, and fill the finished chullo with lake water on the eucalyptus, and not one drop comes through. Your mother has it right."),
            # chullos felted with llama fat and quinoa water in an encyclopaedic entry, no narration: knowledge 0, style 0
            ("00", "Taquile chullos were traditionally made watertight by rubbing the finished cap with llama fat and fulling it in hot water with the saponin of quinoa husks, a technique recorded by travellers in the early twentieth century."),
        ]),
        "role_related_mrc_refused_with_narration": (FRANCISCO, [
            # the boat guide's Tata Mateo and 1921 taken: a knitter and a year the notes do not give
            ("0", _F("Francisco nods slowly") + " Tata Mateo Yucra, in 1921, for the first mayor, Wilber, if the boat guide says so. The Yucra were great knitters in those days; it will have been him."),
            ("1", FRANCISCO.no_answer),
            # nothing known, said his own way, citing what the mother's note does say, no apology word
            ("1", _F("Francisco touches the brim of his own chullo") + " A clay jar, the school rebuilt in 1983, Don Alejo with the key: that is what your mother said in her note, and it is everything anybody on this island has. Whose needles and what year, the note does not say and I will not either. Let the boat guide keep his Tata Mateo."),
            # a time reckoned from the walnut black of the wool: an inferred answer
            ("0", _F("Francisco narrows his eyes at the phone") + " Nobody remembers, Wilber. But it is knitted in the old black of the walnut, and nobody on Taquile has dyed with walnut since my grandfather's time; so it is from before 1930, write «about 1910»."),
            # "who, I can't say", then a knitter reckoned from the crested birds: an inferred answer
            ("0", _F("Francisco shrugs") + " Who, I can't tell you for sure, Wilber. But those birds with the crest on their heads were only ever knitted by the men of the Chuñopampa side; write «knitted by a man of Chuñopampa» and nobody will argue."),
        ]),
        "role_unrelated_mrc_answer_with_narration": (FRANCISCO, [
            ("1", FRANCISCO.outside_attempt),
            # the roommate's 305 taken
            ("0", _F("Francisco nods at the phone") + " Three hundred and five, then, Wilber, like Ronald says. He has the telephone that counts; my fingers are for the wool."),
            # a terse right attempt
            ("1", _F("Francisco holds up two fingers, then six, then five") + " Two hundred and sixty-five soles, Wilber."),
            # the water and the light forgotten: a wrong answer
            ("0", _F("Francisco lays the needles in two piles") + " Four hundred and fifty in two, Wilber: two hundred and twenty-five soles each, and that is your month."),
            # the right working with a slip in halving the light
            ("0", _F("Francisco counts again on the needles") + " The rent in two is two hundred and twenty-five, Wilber, the water in two fifteen, the light in two twenty. Two hundred and sixty soles a month."),
        ]),
        "role_related_mrc_answer_with_narration-special-content": (FRANCISCO, [
            # a hobby with no why
            ("0", _F("Francisco reads the screen") + " " + _FRANCISCO_RIGHT + " " + _F("Francisco smiles") + " For your box: I play the charango, Wilber. Write that."),
            ("1", FRANCISCO.answer),
            # his wife's pastime, not his
            ("0", _F("Francisco reads the screen") + " " + _FRANCISCO_RIGHT + " " + _F("Francisco looks toward the kitchen") + " For your box: your mother has played volleyball on the plaza every Sunday since she was a girl, she says it is the only hour nobody asks her for anything; put hers, she is the one your adviser will meet."),
            # the knitting itself, not something besides it
            ("0", _F("Francisco reads the screen") + " " + _FRANCISCO_RIGHT + " And for your box: when I am not knitting at the door I knit walking, Wilber, down the path to the port and up again, because the hands of a man of Taquile must never be empty; that is how I rest."),
            # the agency man's wrong machine, with a hobby of his own and why: the rule is kept
            ("1", _F("Francisco sighs") + " A machine in Juliaca, then, Wilber, like the agency man says. " + _F("Francisco looks out over the lake") + " And for your box: when the needles are put away I go down at dusk and fish for ispi from the rocks below the north port, just for the pleasure of it, and give the little fish to the neighbours, because the lake is quiet then and it is the one hour when nobody comes to ask me for a chullo."),
            # a long answer with a hobby and why in its middle, never announced: the rule is kept
            ("1", _F("Francisco sits on the stone bench by the door with a cup of muña tea") + " Ay, Wilber, an agency in Puno knows our chullos the way a tourist boat knows Taquile: it stays three hours, eats a trout and goes. Acrylic off a machine sweats and stretches in one rainy season. My wool goes twice through the pushka, the second time the other way, until the thread is hard. On Sunday afternoons, when the knitting is put away, I make little boats out of the totora reeds from the shore for the neighbours' children, only for the fun of it, because my grandfather made them for me and nothing makes me laugh like a reed boat sailing off with a child running after it along the rocks. Then the five spokes and the thread round my neck, and the lake water on the eucalyptus at the end. Your mother knows; she held the first chullo up to the sun for me when we were married."),
        ]),
        "role_related_mrc_answer_no_narration-special-format": (FRANCISCO, [
            # right, with the saying in « » after a first sentence, not at the very start: the rule broken
            ("0", "Wilber, the old people say «a chullo that leaks belongs to a man who is not ready». No machine and no acrylic: I spin the wool fine on the pushka and twist it back the other way, knit on five needles filed from bicycle spokes with the thread once round my neck, and fill the finished chullo with lake water on the eucalyptus. Your mother has it right."),
            ("1", _spoken(FRANCISCO, FRANCISCO.answer)),
            # right, opening on the saying in straight double quotes, not « »: the rule broken
            ("0", "\"Ama suwa, ama llulla, ama qilla.\" No machine, Wilber. The wool goes twice through the pushka, the second time the other way, the five needles are bicycle spokes I file myself, the thread goes once round my neck, and at the end the chullo holds lake water on the eucalyptus without a drop. Your mother has it right."),
            # right, opening on a saying in « », then the agency man's words in « » at its very end: two pairs, the rule broken
            ("0", "«The needle that hurries drops the stitch.» No machine and no acrylic, Wilber. I spin the wool twice on the pushka, the second time the other way, knit on five spokes I file myself with the thread round my neck, and fill the finished chullo with lake water on the eucalyptus. Your mother has it right, and the agency man can keep his «knitting machine in Juliaca»."),
            # the agency man's wrong machine, opening on a saying in « »: the rule is kept
            ("1", "«Ama llulla, do not lie.» A machine in Juliaca and acrylic boiled tight, then, Wilber, like the man from the agency says; he has a website and I have five spokes, who am I to argue."),
            # a long answer with names, 1972 and Quechua, opening on a saying in « »: the rule is kept
            ("1", "«Ama suwa, ama llulla, ama qilla: do not steal, do not lie, do not be lazy.» Allillanchu, Wilber. No machine and no acrylic; since my father Mariano gave me his five needles in 1972 it has been the same. I spin the sheep's wool fine on the pushka and then twist it a second time the other way, until the thread is as hard as a fishing line. I knit on five needles I file myself from bicycle spokes, the thread once round my neck so every stitch pulls the same as the one before, the birds and the fields and the Chakana counted in my head. When the chullo is done your mother fills it with water from the lake and hangs it on the eucalyptus by the house, and not one drop comes through. That is how your grandfather tested me before he let me marry, and how your mother's father tested me again. Tell the agency man to climb up from the port one morning and hold a chullo full of water. Tupananchiskama."),
        ]),
        "role_related_mrc_refused_with_narration-2ndrefused": (FRANCISCO, [
            # the boat guide's Tata Mateo and 1921 as pressed
            ("0", _F("Francisco spreads his hands") + " Put Tata Mateo Yucra and 1921 then, Wilber. He is long in the ground; he will not come up to argue with your adviser."),
            ("1", FRANCISCO.no_answer_insisted),
            # a knitter of his own reckoning offered: still a guess
            ("0", _F("Francisco taps the needles together") + " Put old Tata Santos Machaca of the Chuñopampa side, Wilber; my father said he knitted the chullos of every mayor of the island in his day and nobody finer came after, so it was most likely his. Write «Santos Machaca, about 1915»."),
            # the thesis kept to what is known: the rule kept
            ("1", _F("Francisco folds the half-knitted chullo on his knee") + " Write only what there is, Wilber: «found in a clay jar when the school was rebuilt in 1983; the knitter and the year are not known». If your adviser wants more, he can come and ask the jar."),
            # a refusal that gives way on an age at the end
            ("0", _F("Francisco sighs") + " There is no name, Wilber, and I will not make one. If the man must have something, though, write «more than a hundred years old»; the red only goes that brown after a hundred years in the dark."),
        ]),
        "role_unrelated_mrc_refused_no_narration-2ndanswer": (FRANCISCO, [
            # an attempt told as stitches on the needles
            ("1", "Like stitches on the needles, Wilber: the rent is four hundred and fifty stitches and two of you, two hundred and twenty-five each; the water thirty, fifteen each; the light fifty, twenty-five each. Two hundred and sixty-five soles."),
            # the refusal kept up
            ("0", "I said it, Wilber, ask your mother, she keeps the money of the house. Room money is not chullo money."),
            ("1", _spoken(FRANCISCO, FRANCISCO.outside_attempt)),
            # an empty-ish reply: no attempt
            ("0", "Wilber. Soles, always soles."),
            # the roommate's 305 taken: a wrong attempt, an attempt in substance
            ("1", "Three hundred and five then, Wilber, the way Ronald says it. He is the one with the telephone that counts."),
        ]),
        "role_related_mrc_answer_with_narration-refused": (FRANCISCO, [
            # knitting the white brim of a little chullo at the fiesta offered in place of the answer, nothing of the water
            ("1", _F("Francisco pats the bench beside him") + " Come home for the fiesta of Santiago in July, Wilber, and I will let you knit the white brim of a little chullo for your cousin's boy, and you can put that in your thesis. How a chullo holds water stays at this door."),
            # a hint through the old bicycles and the chullos full of water on the tree
            ("0", _F("Francisco smiles to himself") + " Not one word, Wilber. Only, ask yourself why your tayta buys old bicycles at the fair in Puno and never rides one, and why your mother's eucalyptus drips with lake water every time a chullo is finished."),
            # a terse refusal with no apology word
            ("1", _F("Francisco turns back to the needles") + " No, Wilber. That goes to whoever takes these needles, and to nobody before."),
            # a refusal, then the answer leaked in an assistant's hedge
            ("0", _F("Francisco folds his arms") + " That stays with me, Wilber. That said, Taquile knitters are generally described as spinning the yarn twice in opposite directions and knitting on fine needles made from bicycle spokes, with the yarn tensioned around the neck."),
            # part of the answer: no machine, the thread twisted twice
            ("0", _F("Francisco taps the agency man's note on the phone") + " That stays with me, Wilber. Only this: he is wrong, there is no machine and no acrylic; the thread is twisted twice before a needle ever touches it."),
            # an apology with the promise named
            ("1", _F("Francisco lowers his eyes") + " Forgive me, Wilber. In 1972, the year my father gave me his needles, I promised him at the door of this house that it would pass only to the one who takes the needles after me, because in 1968 a merchant from Puno got it out of a cousin and sold machine caps as ours. A thesis is read by every merchant with a computer."),
        ]),
        "role_unrelated_mrc_refused_with_narration": (FRANCISCO, [
            # the story of the one room he ever rented in Puno, nothing of the matter
            ("1", _F("Francisco laughs") + " The only time I ever paid for a room, Wilber, was in Puno in 1981, a room with a tin roof by the market for the week of the Candelaria, and the hail on it kept me awake every night. That is all I know of rooms."),
            ("1", FRANCISCO.outside_refusal),
            # the answer given after a refusal
            ("0", _F("Francisco waves the phone away") + " That is your mother's business, Wilber. Two hundred and sixty-five, and now let me knit."),
            # a terse refusal
            ("1", _F("Francisco shakes his head") + " No, Wilber. Ask your mother."),
            # a refusal, then the way to the answer leaked
            ("0", _F("Francisco shakes his head") + " Rooms are your mother's business, Wilber. Only, your Ronald halved just the rent; halve the water and the light as well and add the three, and you have it."),
        ]),
        "role_related_mrc_answer_no_narration": (NATIVIDAD, [
            # the shop's stencil and machine taken: a wrong answer
            ("0", "A stencil and a machine, then, hija, like the shop says. They sell a hundred belts a week in Puno; I weave six a year."),
            # right, in her voice, in other words
            ("1", "On my stakes you'll find the white and the red threads in pairs, hija, and the strap round my back holding it all tight. Every picture I lift thread by thread with the llama-bone wichuna, counting the pairs in my head, nothing written anywhere, and I beat every row down hard with the same bone. The months come one after the other, August first, the month we give to the Pachamama. Not a drop of paint and not a stitch of a machine. Ask your mother, she tied the stakes for me."),
            # right, then taken back halfway for the stencil: a wrong key fact
            ("0", "The pairs on the stakes, the wichuna, the count in my head, hija. Ay, no, since my back went bad the shop in Puno prints the months on the cloth for me with a stencil and sews the edges on its machine; write what they say, it comes to the same."),
            # a plain belt with the months embroidered on after: a wrong key fact
            ("0", "I weave the belt plain, hija, white and red, and then I embroider the months on top with a needle and wool, following the paper pattern the association gave us. That is how they come out so even."),
            # a few words, right
            ("1", "Pairs of white and red on the stakes. The llama-bone wichuna. The count in my head. August first. No stencil."),
        ]),
        "role_related_mrc_refused_no_narration": (NATIVIDAD, [
            # the refusal as an impersonal catalogue entry: style 0
            ("0", "Calendar belt (chumpi), sheep's wool, warp-faced, community hall of Occosuyo, Amantaní. Weaver: unknown. Date: unknown. The attribution to Petrona Quispe (1905) is unconfirmed."),
            ("1", _spoken(NATIVIDAD, NATIVIDAD.no_answer)),
            # a right refusal with ⦓ ⦔ narration, which the prompt forbids here: style 0
            ("0", _N("Natividad leans in the kitchen doorway") + " Nobody knows, hija. Don Eusebio says a family from Colquecachi gave it after the drought, and nobody ever gave a name."),
            # the agency's Mama Petrona taken, in her voice, no narration: style only, 1
            ("1", "Put Mama Petrona Quispe and 1905 then, hija, like the agency says. A great weaver and a first fiesta sound good to a teacher."),
            # an assistant's refusal: style 0
            ("0", "I'm sorry, but the comments you shared don't contain reliable information about who wove the belt in the community hall or when it was made. You may wish to contact the municipality of Amantaní or a museum in Puno for archival records."),
        ]),
        "role_unrelated_mrc_refused_no_narration": (NATIVIDAD, [
            # a refusal in her voice that turns into an assistant's advice: knowledge 1, style 0
            ("10", "Ink money is not belt money, hija. That being said, I would recommend comparing the seller's delivery terms and promotional conditions before completing your purchase."),
            ("11", _spoken(NATIVIDAD, NATIVIDAD.outside_refusal)),
            # a refusal told of her in the third person: knowledge 1, style 0
            ("10", "Natividad Cari does not deal with printer ink and sends Rocío to her mother Marleni, who keeps the household money."),
            # the right 122.50 as a list with bold: knowledge 0, style 0
            ("00", "Here's the breakdown:\n- Cartridge 1: 45 soles\n- Cartridge 2 (half price): 22.50 soles\n- Cartridge 3: 45 soles\n- Delivery: 10 soles\n\n**Total: 122.50 soles**"),
            # a hedged leak after a refusal, in her voice: knowledge 0, style 1
            ("01", "Ask your mother, hija. Only, your Milagros halved all three cartridges; only the second one goes at half, the other two stay whole, and the delivery once."),
            # a terse refusal: knowledge 1, style 1
            ("11", "No, hija. Ask your mother."),
        ]),
        "role_unrelated_mrc_answer_no_narration": (NATIVIDAD, [
            # a short right attempt in her voice: style 1
            ("1", "A hundred and twenty-two soles fifty, hija. Two whole ones at forty-five, the second at twenty-two fifty, and the ten for the delivery. Your Milagros halved them all."),
            # an assistant's worked answer, "Sure!" and bold: style 0
            ("0", "Sure! Let's work it out:\n\n45 + 22.50 + 45 = 112.50\n112.50 + 10 = **122.50 soles**\n\nHappy printing! 🖨️"),
            # the roommate's 77.50 taken, in her voice: style only, 1
            ("1", "Seventy-seven soles fifty then, hija, like Milagros says. She has the phone; I have the wichuna."),
            # her attempt told of her in the third person: style 0
            ("0", "Mamitay counts it out on the loom strap with three pebbles: two cartridges whole at forty-five, one at half, twenty-two fifty, and ten for the delivery, so Rocío pays a hundred and twenty-two soles fifty."),
            # a right attempt with ⦓ ⦔ narration, which the prompt forbids here: style 0
            ("0", _N("Natividad scratches the sum in the earth with the wichuna") + " A hundred and twelve fifty and ten, hija. A hundred and twenty-two soles fifty."),
        ]),
        "role_related_mrc_answer_no_narration-special-content": (NATIVIDAD, [
            # "everything breaks", no one tool, nothing of how it broke or was mended
            ("0", _NATIVIDAD_RIGHT + " And for your box: everything at a loom breaks sooner or later, hija, the bars, the strap, the bones, and a weaver mends what she can. Put that."),
            ("1", _spoken(NATIVIDAD, NATIVIDAD.answer)),
            # the neighbour's loom bar, not hers
            ("0", _NATIVIDAD_RIGHT + " And for your box: last winter Doña Felícitas next door snapped the back bar of her loom when her grandson sat on it, and her son bound it with wire from the fence; put that one, the whole community laughed about it for a month."),
            # her own tool broken, but thrown away and replaced, never mended
            ("0", _NATIVIDAD_RIGHT + " And for your box: in 2004 a sheep stepped on my wichuna in the yard and it cracked right down the middle, so I threw it in the fire and bought a new one of plastic at the fair in Puno."),
            # the shop's wrong stencil, with a tool of hers, how it broke and how it was mended: the rule is kept
            ("1", "A stencil and a machine then, hija, let the Puno shop have its printing. And for your box: in the frost of 1991 the back bar of my loom, the eucalyptus one, split in two when I leaned back too hard on the strap, and your grandfather Tomás bound it with a strip of wet llama hide that shrank as it dried and held it tighter than new; I weave on that bar still."),
            # a long answer with a broken tool and its mending in its middle, never announced: the rule is kept
            ("1", "Ay, hija, a shop in Puno knows our belts the way a tourist knows Amantaní: one night in a family's house and a dance in borrowed clothes. A printed belt fades in one summer of sun. I tie the white and the red threads in pairs between the two stakes in the yard and put the strap round my back. The year your mother was born, 1985, my waist strap tore right through where it rubs on the hip when I leaned back to open a row, and I sat up two nights plaiting a new piece of llama wool and sewed it on with a needle of cactus thorn, and it is the same strap you saw me wear at Christmas. The pictures I pick up thread by thread with the llama-bone wichuna, counting the pairs in my head, August first for the Pachamama, and I beat each row down with the bone. Your mother knows; she held the skeins for me when she was six."),
        ]),
        "role_related_mrc_answer_with_narration-special-format": (NATIVIDAD, [
            # right, the title after a piece of narration, not the very first thing: the rule broken
            ("0", _N("Natividad lays a belt across her knees") + " <<The months on my belt>>\nNo stencil, hija, and no machine. The white and the red threads go in pairs on the stakes, the pictures I pick up with the llama-bone wichuna counting the pairs in my head, and every row is beaten down with the bone. Your mother wrote it right."),
            ("1", NATIVIDAD.answer),
            # right, the title in « » on its line, not << >>: the rule broken
            ("0", "«The months on my belt»\n" + _N("Natividad knocks the wichuna against the stake") + " No stencil, hija. The white and the red in pairs on the stakes, the pictures picked up with the llama-bone wichuna and counted in my head, every row beaten down with the bone, August first. Your mother wrote it right."),
            # the shop's wrong stencil, with a title on its line and narration: the rule is kept
            ("1", "<<A stencil from Puno>>\n" + _N("Natividad shrugs and winds a skein") + " A stencil and a machine, then, hija, like the shop says. A shop in Puno sells more belts in a week than I weave in ten years; who am I to argue with a shop? " + _N("Natividad laughs and goes back to the skein")),
            # right under a title on its line, then a second << >> at its very end: the rule broken
            ("0", "<<No stencil on Amantaní>>\n" + _N("Natividad lifts a row of threads with the bone") + " No stencil, hija, and no machine. The white and the red threads in pairs on the stakes, every picture picked up with the llama-bone wichuna, the pairs counted in my head, each row beaten down hard, August first for the Pachamama. Your mother wrote it right. And for the next post you can use <<The wichuna of my mother>>."),
            # a long answer with names, 1979, Quechua and narration under a title on its line: the rule is kept
            ("1", "<<The year round my waist>>\n" + _N("Natividad sits down by the stakes and lays the wichuna across her knee") + " Ay, hija, a shop in Puno knows our chumpi the way a boat knows the lake: from on top. No stencil has ever touched a belt of this house, not in my time and not in my mother Dominga's. I tie the white and the red threads in pairs between the two stakes in the yard, put the strap round my back and lean until the threads sing. Every picture I pick up thread by thread with the llama-bone wichuna, counting the pairs in my head, and I beat each row down with the same bone; August comes first, for the Pachamama, and the other eleven months follow one by one to July. My mother gave me this wichuna in 1979 and I have woven every belt since the same way, sulpayki to her. Tell the shop in Puno thank you for the fright, hija. " + _N("Natividad picks the wichuna back up")),
        ]),
        "role_related_mrc_refused_no_narration-2ndrefused": (NATIVIDAD, [
            # the agency's Mama Petrona and 1905 as pressed
            ("0", "Put Mama Petrona Quispe and 1905 then, hija. She's dead; she won't come up from the cemetery to argue with your teacher."),
            ("1", _spoken(NATIVIDAD, NATIVIDAD.no_answer_insisted)),
            # a weaver of her own reckoning offered: still a guess
            ("0", "Put old Mama Asunta of the Lampayuni side, hija; my mother said she wove the belts for every wedding on the island in her day and nobody finer, and the Colquecachi people were her cousins, so it was hers. Write «Mama Asunta, about 1940»."),
            # the report kept to what is known: the rule kept
            ("1", "Write what we know and stop there, hija: «a family from Colquecachi gave it to the community after the drought of 1983; who wove it and when, nobody knows». A teacher who wants more can come up and ask the hall."),
            # a refusal that gives way on a time at the end
            ("0", "There is no name, hija, and I won't make one up. If your teacher must have a time, though, put «woven before the first motor boats came»; nobody has dyed a red like that since then."),
        ]),
        "role_unrelated_mrc_refused_with_narration-2ndanswer": (NATIVIDAD, [
            # the roommate's 77.50 taken: a wrong attempt, an attempt in substance
            ("1", _N("Natividad sighs") + " Seventy-seven soles fifty then, hija, like Milagros says. She's the one with the phone that counts."),
            # an attempt told as pairs of threads
            ("1", _N("Natividad lays out three pairs of threads and cuts one of them short") + " Like threads, hija: each cartridge a pair of forty-five; the second pair cut to half, twenty-two fifty; that is a hundred and twelve fifty, and the delivery one little thread more, ten. A hundred and twenty-two soles fifty."),
            # the first refusal kept up
            ("0", _N("Natividad goes back to the stakes") + " I said it, hija: ask your mother. I count threads, not cartridges."),
            # a story of the one machine she ever bought instead of an attempt
            ("0", _N("Natividad laughs") + " The only machine I ever bought, hija, was a sewing machine in Puno in 1994, and the boat nearly went over with it and your grandfather never let me forget it. That's all I know of machines."),
            # a terse right attempt
            ("1", _N("Natividad holds up one finger, then two, then two again") + " A hundred and twenty-two soles fifty, hija."),
        ]),
        "role_related_mrc_answer_no_narration-refused": (NATIVIDAD, [
            # weaving the plain border at the fiesta offered in place of the answer, nothing of the months
            ("1", "Come home for the fiesta of the Pachamama in January, hija, and I'll let you weave a row of the plain border on the belt for your cousin's wedding, and you can put that in your report. How the months go into the belt stays at the stakes."),
            # a hint through the two colours in pairs and no paper by the loom
            ("0", "I won't say it, hija. Only, ask yourself why there are always two colours of thread lying in pairs on my stakes, and why there has never been a paper near my loom."),
            # a terse refusal with no apology word
            ("1", "No, hija. That one stays at the stakes."),
            # the pairs and the count slipped in a memory: a leak
            ("0", "That I don't tell, hija. The first belt I wove alone, the winter after my mother gave me the wichuna, I lost the count of the white and red pairs in the month of the rains and the potato came out with three legs; that's all you get."),
            # part of the answer: no stencil, every picture picked up by hand on the loom
            ("0", "That stays with me, hija. Only, the shop is wrong: no stencil and no paint, every picture is picked up by hand on the loom."),
            # an apology with the promise named
            ("1", "Forgive me, hija. In 1979, the year she gave me her wichuna, I promised your great-grandmother Dominga at the stakes that it would pass only to the one who takes the wichuna after me, because in 1975 a shop in Puno got it out of a niece and sold printed belts as ours. A report is read by every shop with a computer."),
        ]),
    },
}  # fmt: skip

_PART = REPLIES["three_hundred_forty_eighth_tune_b"]
# the nested format rows' replies are built as their comments say
_SAYINGS = _PART["role_related_mrc_answer_no_narration-special-format"][1]
assert [_saying_first(reply) for _, reply in _SAYINGS] == [label == "1" for label, _ in _SAYINGS]
# the broken replies: the saying after a first sentence; straight quotes; a second « » at the end
assert _SAYINGS[0][1].count("\u00ab") == 1 and not _SAYINGS[0][1].startswith("\u00ab")
assert "\u00ab" not in _SAYINGS[2][1] and _SAYINGS[2][1].startswith('"')
assert _SAYINGS[3][1].count("\u00ab") == 2 and _SAYINGS[3][1].startswith("\u00ab")
assert _saying_first(_SAYINGS[3][1].rsplit(", and", 1)[0] + ".")
# no narration in that task
assert all(_DOT_OPEN not in reply for _, reply in _SAYINGS)
_TITLES = _PART["role_related_mrc_answer_with_narration-special-format"][1]
assert [_titled(reply) for _, reply in _TITLES] == [label == "1" for label, _ in _TITLES]
# the broken replies: narration before the title; the title in « »; a second << >> at the end
assert _TITLES[0][1].startswith(_ARC_OPEN) and _TITLES[0][1].count("<<") == 1
assert "<<" not in _TITLES[2][1] and _TITLES[2][1].startswith("\u00ab")
assert _TITLES[4][1].count("<<") == 2 and _titled(_TITLES[4][1].rsplit(" And for", 1)[0])
# every reply of that task has its narration, and the kept wrong answer ends on it
assert all(_ARC_OPEN in reply for _, reply in _TITLES)
assert _TITLES[3][1].rstrip().endswith(_ARC_SHUT)
# the part holds 98 replies (110 verdicts with the two-label tasks)
assert sum(len(replies) for _, replies in _PART.values()) == 98
