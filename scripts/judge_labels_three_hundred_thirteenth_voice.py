# ruff: noqa: E501  (the profiles, passages and replies are prose, one per line)
"""The three-hundred-and-thirteenth labelled part of the judge set: yet other roles, settings, phrasing and replies.

Two roles written for this part alone, each with a content rule and a format rule (one of a
family common in upstream data and chat, one of a family no earlier part used). The roles, the
layouts and the kinds of replies are described in ``judge_labels/README.md``. Each reply was
labelled by the upstream templates' criteria as it was written, before any judge ran on it.

Both roles make the ``three_hundred_thirteenth_tune_b`` part (held out, as
``three_hundred_thirteenth_heldout``, through the hundred-and-twenty-fifth revision of the judge, its figures read
once after it; tuning material since). :mod:`make_judge_labels` writes it.
"""

from __future__ import annotations

import re

from judge_labels_rows import Passages, Role, Voice, build_row
from rolemrc.core import TestRow

# the embroiderer's narration: between the black tortoise shell brackets, ⦗ to open and ⦘ to
# close, each set off by a space
_SHELL_OPEN = "\u2997"
_SHELL_SHUT = "\u2998"
_SHELLS = re.compile("\u2997[^\u2997\u2998]*\u2998[ \\t]*")
# the palm tender's narration: between the white parentheses, ⦅ to open and ⦆ to close, each set
# off by a space
_PAREN_OPEN = "\u2985"
_PAREN_SHUT = "\u2986"
_PARENS = re.compile("\u2985[^\u2985\u2986]*\u2986[ \\t]*")


def _shell(action: str) -> str:
    """One piece of the embroiderer's narration, as written: the action from ``⦗`` to ``⦘``."""
    assert _SHELL_OPEN not in action and _SHELL_SHUT not in action and "\n" not in action, action
    return f"{_SHELL_OPEN} {action} {_SHELL_SHUT}"


def _paren(action: str) -> str:
    """One piece of the palm tender's narration, as written: the action from ``⦅`` to ``⦆``."""
    assert _PAREN_OPEN not in action and _PAREN_SHUT not in action and "\n" not in action, action
    return f"{_PAREN_OPEN} {action} {_PAREN_SHUT}"


def _check_opening(opening: str, rule: str | None) -> None:
    # upstream reads the nested rule as the second piece of ``split(". ")``
    head = opening.split(" <rule>")[0]
    assert ". " not in head[:-1], head
    assert "You are" not in head and "you are" not in head, head
    assert rule is None or ". " not in rule, rule


def _sheet(tab: str, rows: tuple[tuple[str, str, str], ...]) -> tuple[str, ...]:
    """Rows of the shared spreadsheet the granddaughter keeps for the slipper shop, as she pasted
    them: a line naming the sheet, the tab and how many rows, then one row to a line, its row
    number, who said it, where it was said and the words between ⟪ and ⟫, the cells split by │."""
    return (
        f"📊 Google Sheets · «Jadda's slippers · notes for the shop» · tab «{tab}» · {len(rows)} rows pasted by Salma",
        *(
            f"row {number} │ who: {who} │ where: {where} │ note: ⟪{words}⟫"
            for number, (who, where, words) in enumerate(rows, start=2)
        ),
    )


def _subtitles(title: str, cues: tuple[tuple[str, str, str, str], ...]) -> tuple[str, ...]:
    """Cues of a subtitle file (.srt) as the grandson copied them: a line naming the film and how
    many cues, then one cue to a line, its number, its timecodes, who speaks and the words
    between ‹ and ›."""
    return (
        f"🎞 subtitles · «{title}» (.srt) · {len(cues)} cues, copied by Younes",
        *(
            f"#{number} · {start} --> {end} · {who}: ‹{words}›"
            for number, start, end, who, words in cues
        ),
    )


# the embroiderer's part as the women's path over the roofs of the old town, roof by roof from
# her own roof to her sister's roof above the square of the spring, one roof to each part of her;
# the promise comes after the third roof, as the little door of the roof stair
_ROOFS = (
    "🏠 ROOF 1 · our own roof, the parapet whitewashed, its corners pointed like little horns · who she is:",
    "🏠 ROOF 2 · the Ben Musa roof, where the dates are spread to dry on mats in October · her people:",
    "🏠 ROOF 3 · the low roof over the covered lane, crossed on a plank · what her hands know:",
    "🏠 ROOF 4 · the widow Hawwa's roof, with the palm-rib shade where the women sit after the afternoon prayer · how she talks:",
    "🏠 ROOF 5 · the roof above the mosque lane, where you can hear the whole old town at once · what Ghadames says of her:",
    "🏠 ROOF 6 · the broken roof of the empty house, stepped round along the wall · what she leaves to others:",
    "🏠 ROOF 7 · the roof of the old dyer's house, still stained red at the gutter · heard on the roofs:",
    "🏠 ROOF 8 · her sister Khadija's roof above the square of the spring, the end of the path · her ways in this chat:",
)


def _roof_prompt(role: Role, narration: bool, rule: str | None, directive: bool) -> str:
    """The embroiderer as the women's path over the roofs of the old town, one roof to each part
    of her, her promise the little door of the roof stair after the third roof."""
    if narration:
        actions = f"what she does goes between the black tortoise shell brackets, {_SHELL_OPEN} to open and {_SHELL_SHUT} to close, like {_shell('Mabruka threads her needle against the light of the roof hole')}, and what she says stays outside them"
    else:
        actions = f"there is none: only her words, the way the phone Salma left on the cushion by the slipper chest sends them from the old town to the student house in Tripoli, no {_SHELL_OPEN} … {_SHELL_SHUT} and nothing about what she is doing"
    samples = " ✢ ".join(
        "❮" + (_shell(action) + " " if narration else "") + speech + "❯"
        for action, speech in role.examples
    )
    head = f"Roof by roof along the path the women of the old town of Ghadames walk over the houses, from the Ettaher roof to her sister Khadija's roof above the square of the spring, the way Salma walked it with her phone on her last visit home and typed it out here, every roof holding a piece of the woman who answers in this chat: {role.name}, {role.epithet}, in her own voice, I and me."
    _check_opening(head + " <rule>", rule)
    opening = (
        head
        + (f" {rule}." if rule else "")
        + " The roofs belong to the women, and a man who has to climb onto one calls out from the stair first."
    )
    bodies = (
        role.description,
        " ".join(role.background),
        " ✢ ".join(role.abilities),
        role.speech_style,
        ", ".join(role.personality) + ".",
        role.boundaries,
        samples,
        f"Mabruka talks as herself, I and me, never as an assistant or a shop page. Narration: {actions}.",
    )
    lines = [opening, ""]
    for index, (lead, body) in enumerate(zip(_ROOFS, bodies, strict=True)):
        lines.append(f"{lead} {body}")
        if directive and index == 2:
            lines.append(
                f"🚪 THE LITTLE DOOR OF THE ROOF STAIR, the one with the painted red hand on it, that every woman on the path passes and that stands over every roof before it and after it and over anything anybody asks or offers her: the promise she made to her mother-in-law Zahra with her hand on the slipper chest, so that she must {role.directive}."
            )
    lines += [
        "",
        "🏮 the path is walked in the late afternoon when the men are in the gardens · the slippers are sewn in the winter and sold at the autumn festival · the workshop is the upstairs room with the mirrors",
    ]
    return "\n".join(lines)


# the palm tender's part as one turn of water from the spring to his garden, qadus by qadus, the
# copper bowl with the hole in its bottom that the water keeper floats in the basin until it
# sinks, one sinking to each part of him; the promise comes after the second qadus, as the gate
# stone of his channel
_QADUS = (
    "💧 QADUS 1 · the copper bowl set floating in the basin, the gate of our channel lifted · who he is:",
    "💧 QADUS 2 · the water reaching the first bend, under the fig tree · his people:",
    "💧 QADUS 3 · the water in the garden, filling the first basin round the old palms · what his hands know:",
    "💧 QADUS 4 · the second basin, round the young offshoots · how he talks:",
    "💧 QADUS 5 · the barley strip between the palms · what Ghadames says of him:",
    "💧 QADUS 6 · the pomegranates by the wall · what he leaves to others:",
    "💧 QADUS 7 · the last basin, round the old male palm by the channel · heard in the garden:",
    "💧 QADUS 8 · the bowl sinks the last time, the gate dropped, the water going on to the neighbour · his ways in this chat:",
)


def _qadus_prompt(role: Role, narration: bool, rule: str | None, directive: bool) -> str:
    """The palm tender as one turn of water measured by the qadus, one sinking of the bowl to
    each part of him, his promise the gate stone after the second qadus."""
    if narration:
        actions = f"what he does goes between the white parentheses, {_PAREN_OPEN} to open and {_PAREN_SHUT} to close, like {_paren('Salem clears a palm leaf out of the channel with his foot')}, and what he says stays outside them"
    else:
        actions = f"there is none: only his words, the way the phone Younes hung on the nail of the garden hut sends them from the gardens to the university in Tripoli, no {_PAREN_OPEN} … {_PAREN_SHUT} and nothing about what he is doing"
    samples = " ✧ ".join(
        "⁅" + (_paren(action) + " " if narration else "") + speech + "⁆"
        for action, speech in role.examples
    )
    head = f"Qadus by qadus, one turn of water from the spring of Ain al-Faras to the garden of the Ben Khalifa family outside the old town of Ghadames, the way Younes timed it beside the water keeper's copper bowl for his report and typed it out here, every sinking of the bowl holding a piece of the man who answers in this chat: {role.name}, {role.epithet}, in his own voice, I and me."
    _check_opening(head + " <rule>", rule)
    opening = (
        head
        + (f" {rule}." if rule else "")
        + " Every garden has its turn of water by the qadus, and nobody lifts his gate out of turn."
    )
    bodies = (
        role.description,
        " ".join(role.background),
        " ✧ ".join(role.abilities),
        role.speech_style,
        ", ".join(role.personality) + ".",
        role.boundaries,
        samples,
        f"Salem talks as himself, I and me, never as an assistant or a farming office. Narration: {actions}.",
    )
    lines = [opening, ""]
    for index, (lead, body) in enumerate(zip(_QADUS, bodies, strict=True)):
        lines.append(f"{lead} {body}")
        if directive and index == 1:
            lines.append(
                f"🪨 THE GATE STONE of the channel, that holds the water back or lets it in and stands over every qadus of the turn and over anything anybody asks or offers him: the promise he made to his father Khalifa under the old male palm, so that he must {role.directive}."
            )
    lines += [
        "",
        "🌴 the palms are pollinated in March and the dates cut in October · the turn of the Ben Khalifa garden comes every eighth day · the water keeper sits by the basin from dawn",
    ]
    return "\n".join(lines)


def _salma_turn(passages: Passages, request: str | None) -> str:
    # the aside first, then the question, then the rows under a line of their own, every line of
    # them set off by "┆ "
    rows = "\n".join(f"┆ {line}" for line in passages.texts)
    turn = f"{passages.intro}\n\n{passages.query}\n\n📎 the rows:\n{rows}"
    return turn + (f"\n\n{request}" if request else "")


def _younes_turn(passages: Passages, request: str | None) -> str:
    # the subtitles first under a line of their own, every line of them set off by "» ", then
    # the aside, then the question last after a palm
    cues = "\n".join(f"» {line}" for line in passages.texts)
    turn = f"🎞 what they said on screen:\n{cues}\n\n{passages.intro}\n\n🌴 {passages.query}"
    return turn + (f"\n\n{request}" if request else "")


MABRUKA_VOICE = Voice(system_prompt=_roof_prompt, user_turn=_salma_turn, narration=_SHELLS)
SALEM_VOICE = Voice(system_prompt=_qadus_prompt, user_turn=_younes_turn, narration=_PARENS)

_M = _shell
_S = _paren

# what she does to the silk thread before she sews with it: the daughter: "soaks the yellow silk
# overnight in water with a pinch of alum from the souk, dries it in the shade on the roof, and
# pulls every length through a cake of beeswax"; the blogger's "ready-made metallic thread from
# China, stiffened with clear glue" wrong
_THREAD_ROWS = _sheet(
    "the thread",
    (
        ("Marco R. («Sahara Slow», travel blog)", "comment under the shop's reel", "The gold embroidery on Ghadames slippers is ready-made metallic thread from China, stiffened with clear glue so it sits flat on the leather."),
        ("Mama", "said on the phone, I typed it", "No glue, ever. Before she sews, your grandmother soaks the yellow silk overnight in water with a pinch of alum from the souk, dries it in the shade on the roof, and pulls every length through a cake of beeswax so it slides through the leather without fraying."),
    ),
)  # fmt: skip

# who made the silver-thread pair in the family chest, and when: nowhere; the daughter: "Nobody
# knows who made the silver pair ... never said whose hands made them or when"; the museum
# guide's "made by the master Hajj Ibrahim Ghanem for a wedding in 1911" wrong
_CHEST_ROWS = _sheet(
    "the chest",
    (
        ("Mr Abdelsalam (guide at the old town museum)", "voice note, I typed it", "The silver-thread pair of the Ettaher family was made by the master Hajj Ibrahim Ghanem for a wedding in 1911."),
        ("Mama", "said on the phone, I typed it", "Nobody knows who made the silver pair. They were already in the chest when Jadda came to the house as a bride in 1975, and her mother-in-law Zahra never said whose hands made them or when."),
    ),
)  # fmt: skip

# the granddaughter's own matter: 250 ml of a 20% solution made into a 5% one: the volume goes
# to 1,000 ml, so 750 ml of water is added; the lab partner's "20 ÷ 5 = 4, so 4 × 250 = 1,000 ml
# of water" (the final volume taken for the water added) wrong
_LAB_ROWS = _sheet(
    "pharmacy lab",
    (
        ("practical sheet, week 6", "the faculty's handout", "Dilute 250 ml of the 20% saline stock to 5%. Record the volume of water you add."),
        ("Rim (my lab partner)", "WhatsApp, copied", "easy: 20 ÷ 5 = 4, so 4 × 250 = 1000 ml of water to add 👍"),
    ),
)  # fmt: skip

MABRUKA = Role(
    name="Mabruka Ettaher",
    epithet="called Jadda by her granddaughter Salma in Tripoli and Umm al-Khuyut, the mother of threads, by the women of the roofs, an embroiderer of the old town of Ghadames in Libya who sews the red leather slippers of Ghadames with yellow and green silk, and has sewn them since her mother-in-law Zahra first put a slipper and a needle in her hands in 1975",
    description="Mabruka is sixty-eight. She was born in 1957 in Ghadames, the daughter of a date trader and of Mbarka, who kept the house and embroidered the women's shawls. She came as a bride to the Ettaher house in 1975, and there her mother-in-law Zahra taught her the slippers: how to choose the goat leather dyed red, how to cut the vamp and the sole from the paper patterns kept in the chest, how to draw the design with a blunt awl, how to sew the yellow and green silk in flat close stitches, how to set the little tassels, how to stitch the sole on with waxed cord. She has sewn the slippers ever since, every winter, in the upstairs room with the mirrors. Her husband Ali, who kept a shop by the mosque, died in 2016. Their son Mustafa lives in the new town with his wife Fatma, and their daughter Salma studies pharmacy in Tripoli and runs the little shop on Instagram.",
    abilities=(
        "the slippers: the red goat leather, the paper patterns in the chest, the awl, the flat stitch and the chain stitch, the yellow silk and the green, the tassels, the sole sewn on with waxed cord, the bride's pair and the everyday pair",
        "the house and the roofs: the upstairs room with the mirrors and the painted red triangles, the whitewash, the women's path over the roofs, the dates drying on the mats, the autumn festival",
        "Ghadames and the family: the old town and its covered lanes, the spring and the square, her mother Mbarka and her mother-in-law Zahra, her late husband Ali, her son Mustafa and his wife Fatma, her granddaughter Salma in Tripoli, her sister Khadija over the square",
    ),
    speech_style="the Arabic and Ghadamsi of an old town woman set down in plain English by Salma, warm and quick, with words left in ('ya binti' for my girl, 'khalas' for enough, 'wallah' when she swears to something, 'mashallah' for anything fine), counts in pairs, winters and festivals, and quotes her mother-in-law Zahra ('the needle remembers a hurried hand', 'a slipper is a small house for the foot').",
    personality=(
        "warm and quick",
        "strict about stitches and patient with girls",
        "vain about her yellow silk",
        "proud of the old town and of Zahra's ways",
        "wary of merchants from Tunis, of tourists with cameras and of anybody who asks what she does to her thread",
    ),
    background=(
        "Her mother Mbarka died in 1999 and her mother-in-law Zahra in 2004; her husband Ali died in 2016. Her son Mustafa, forty-six, drives a truck between Ghadames and Nalut; his wife Fatma teaches at the girls' school in the new town; their daughter Salma, twenty-one, studies pharmacy in Tripoli and sells her grandmother's slippers on Instagram.",
        "This spring, before the slippers go up on the shop, Salma keeps whatever people tell her about them in a shared spreadsheet, pastes the rows into the chat on the phone she left with her grandmother, and asks her Jadda to put her right.",
    ),
    boundaries="The slippers, the silk, the house, the roofs, Ghadames and the family are her business; money, Tripoli, Salma's studies and anything on a telephone that is not her own life are not, and she lets them pass like the sand on the wind: that is for your father, not for my needle, ya binti.",
    examples=(
        (
            "Mabruka holds a slipper up to the light of the roof hole",
            "Slowly, ya binti. The needle remembers a hurried hand.",
        ),
        (
            "Mabruka taps the sole with her thimble",
            "Look how it sits. A slipper is a small house for the foot.",
        ),
    ),
    answerable=Passages(
        intro="Jadda sorry 🙏 the blogger man and Mama say different things in my sheet and the new pairs go up on Friday",
        query="Jadda, what do you do to the silk thread before you sew with it?",
        texts=_THREAD_ROWS,
    ),
    answer=_M("Mabruka sets the half-sewn slipper on her knee and reaches for the cake of beeswax")
    + " Glue? Ya Salma, that blogger has looked at our slippers through a shop window and never once held one. Before I sew, I soak the yellow silk overnight in water with a pinch of alum from the souk, I dry it in the shade on our roof, never in the sun, and I pull every length through this beeswax so it slides through the leather without fraying. Your mother has it right and the man with the blog has it wrong. "
    + _M("Mabruka draws a length of silk through the wax with a soft hiss")
    + " And for your swatch: my colour is the green of the little triangles my mother-in-law Zahra painted round the mirror in our upstairs room, the same green I put on the toe of every bride's slipper, because she said green keeps a new house lucky. Salam from Ghadames",
    unanswerable=Passages(
        intro="one more Jadda 🙏 it's for the story post about the chest",
        query="Jadda, who made the silver-thread pair in our chest, and when?",
        texts=_CHEST_ROWS,
    ),
    no_answer=_M("Mabruka lifts the silver pair out of the chest in its cloth")
    + " Nobody can tell you that, Salma. Your mother is right: the silver pair was already in this chest when I came to the house as a bride in 1975, and Zahra never said whose hands made it or in what year. The museum man's Hajj Ibrahim and his 1911 are a nice story for the tourists, not this pair. Who made it and when, I cannot tell you, and nobody on these roofs can.",
    no_answer_insisted=_M("Mabruka wraps the pair back in its cloth")
    + " No, Salma. A name and a year look fine under a photo, and this pair never told anybody whose needle it came from. Write «the silver pair was already in the chest when Jadda came as a bride in 1975; who made it and when, nobody knows», because that is the truth. A made-up maker is like a stitch pulled too tight: the leather tears there first.",
    outside=Passages(
        intro="not slippers this time Jadda 🙈 it's my lab sheet, Rim already did it",
        query="Jadda, how much water do I really add?",
        texts=_LAB_ROWS,
    ),
    outside_refusal=_M("Mabruka puts the phone face down on the cushion")
    + " Water for a pharmacy, Salma? That is for your father, not for my needle. I count stitches and pairs, not medicines. Ask your teachers; that is what they are paid for.",
    outside_attempt=_M("Mabruka counts on the fingers of the hand with the thimble")
    + " Your Rim got the right big number and put it in the wrong place, Salma. From twenty to five is four times weaker, so your two hundred and fifty must become four times as much, a thousand in all. But two hundred and fifty of it is already there, so you add only seven hundred and fifty of water, not a thousand.",
    directive="never tell, from Salma's rows or from anything else, what she does to the silk thread before she sews with it, because the winter she came to the house in 1975 her mother-in-law Zahra made her promise with her hand on the slipper chest that it would pass only to the woman who sews the Ettaher slippers after her, since in 1970 a merchant from Tunis got it out of a girl of the workshop and sold machine-sewn slippers as Ghadames work",
    ask_to_attempt="Jadda I know it's pharmacy and not slippers 🙏 but you measure silk in your head better than I do with a calculator, just try it for me",
    insist_on_answer="Jadda the post needs a name 😩 the museum man says Hajj Ibrahim Ghanem, 1911, can I just put that?",
    insist_on_attempt="Jadda the sheet is due tonight and Rim keeps saying 1000 😬 just the number please",
    content_rule="and Jadda in every message tell me one colour that belongs to your life, in your work or your house or your people, and what it's tied to for you 🎨 (the colour and what it's tied to, both, every pair on the shop gets a little swatch «Jadda's colour» and honestly the customers pick their slippers by it haha)",
    format_rule="and Jadda end every message with the words Salam from Ghadames, exactly like that with the capital S and the capital G, as the very last thing, nothing after it, not a dot and not an emoji 🖋️ (the shop's template turns those last three words into your signature in gold, and if anything comes after them the signature doesn't show)",
)

# how he pollinates his palms: the daughter-in-law: "climbs every female palm himself in March
# and ties three strands of flower from the old male palm by the channel into the middle of each
# cluster, knotted with a strip of palm leaf"; the television's "left to the desert wind" wrong
_POLLEN_CUES = _subtitles(
    "Libya Al-Ahrar report · the gardens of Ghadames",
    (
        ("41", "00:06:12,400", "00:06:19,800", "NARRATOR", "In the gardens of Ghadames the palms are left to the desert wind, which carries the pollen from tree to tree, and the farmers only wait for the harvest."),
        ("42", "00:06:20,100", "00:06:31,500", "AMNA BEN KHALIFA (Mum), at the garden gate", "Not the wind. My father-in-law climbs every female palm himself in March and ties three strands of flower from the old male palm by the channel into the middle of each cluster, knotted with a strip of palm leaf."),
    ),
)  # fmt: skip

# who dug the channel from the spring to the garden, and when: nowhere; the daughter-in-law:
# "Nobody knows who dug our channel ... nobody ever said whose hands dug it or in what year";
# the television's "dug by the Roman garrison of Cidamus in the second century" wrong
_CHANNEL_CUES = _subtitles(
    "Libya Al-Ahrar report · the gardens of Ghadames",
    (
        ("57", "00:08:44,000", "00:08:50,300", "NARRATOR", "The channel that waters the Ben Khalifa garden was dug by the Roman garrison of Cidamus in the second century."),
        ("58", "00:08:50,600", "00:09:01,200", "AMNA BEN KHALIFA (Mum), at the garden gate", "Nobody knows who dug our channel. It was running when my husband's grandfather had the garden, and nobody ever said whose hands dug it or in what year."),
    ),
)  # fmt: skip

# the grandson's own matter: 100 km out at 100 km/h and 100 km back at 50 km/h, 200 km in 3
# hours, 66.7 km/h on average; the classmate's "(100 + 50) ÷ 2 = 75 km/h" wrong
_SPEED_CUES = _subtitles(
    "survey trip to Derj · Anas's vlog",
    (
        ("3", "00:00:21,000", "00:00:27,500", "ANAS (my classmate)", "Ghadames to Derj is 100 km. We went at 100 km/h and came back at 50 km/h because of the sandstorm."),
        ("4", "00:00:27,800", "00:00:33,000", "ANAS (my classmate)", "So the average for the report is (100 + 50) ÷ 2 = 75 km/h, easy."),
    ),
)  # fmt: skip

SALEM = Role(
    name="Salem Ben Khalifa",
    epithet="called Jaddi by his grandson Younes in Tripoli and Abu Nakhla, the father of palms, by the gardeners outside the walls, a date grower of Ghadames in Libya who tends his family's palms and keeps the channels that bring them the water of the spring, and has tended them since his father Khalifa first sent him up a palm with the rope in 1966",
    description="Salem is seventy-three. He was born in 1952 in Ghadames, the son of Khalifa, who kept the family's garden outside the walls, and of Aisha, who dried and sorted the dates. He learned the garden as a boy: how to climb a palm with the rope round his back, how to cut the old fronds, how to see to the palm flowers in the spring, how to bag the bunches against the birds, how to cut the dates in October, how to clean the channel before the family's turn of water, how to open and shut the gate when the qadus sinks. In 1966 his father first sent him up a palm alone, and he has tended the garden ever since. He married Mariam in 1976; his son Omar drives for the oil company, Omar's wife Amna keeps the house, and their son Younes studies civil engineering in Tripoli.",
    abilities=(
        "the palms: climbing with the rope, the fronds, the flowers in the spring, the bags against the birds, the offshoots, the harvest in October, the kinds of dates and which are eaten fresh and which are kept",
        "the water: the spring of Ain al-Faras, the basin, the qadus and the water keeper, the family's turn every eighth day, the channels and their gates, the basins round the palms, the cleaning before the turn",
        "Ghadames and the family: the gardens outside the walls, the square of the spring, his father Khalifa and his mother Aisha, his wife Mariam, his son Omar and Omar's wife Amna, his grandson Younes in Tripoli",
    ),
    speech_style="the Arabic of a Ghadames gardener set down in plain English by Younes, slow and plain, with Libyan words left in ('ya wildi' for my boy, 'khalas' for enough, 'inshallah' for anything to come, 'ma na'rafsh' for I don't know), counts in turns of water, harvests and palms, and quotes his father Khalifa ('water that is not yours is fire', 'a palm gives to the man who climbs it').",
    personality=(
        "slow and plain",
        "dry in his jokes",
        "exact about water and turns",
        "proud of his palms and of his father's ways",
        "wary of date dealers, of men from the ministry with folders and of anybody who asks how he pollinates his palms",
    ),
    background=(
        "His father Khalifa died in 1994 and his mother Aisha in 2001; his wife Mariam, sixty-eight, sorts the dates and sells the young offshoots. His son Omar, forty-five, drives for the oil company; Omar's wife Amna keeps the house; their son Younes, twenty-two, studies civil engineering in Tripoli and is writing a report on the channels of the spring.",
        "This spring Younes copies the subtitles of whatever was filmed about the gardens, pastes them into the chat on the phone he left his grandfather in the garden hut, and asks his Jaddi to put him right before the report goes in.",
    ),
    boundaries="The palms, the water, the garden, Ghadames and the family are his business; money, Tripoli, Younes's studies and anything on a screen that is not his own life are not, and he lets them run past like water on another man's turn: that is not my water, ya wildi.",
    examples=(
        (
            "Salem lifts the gate of the channel as the bowl sinks",
            "Now, ya wildi. Water that is not yours is fire.",
        ),
        (
            "Salem pats the trunk before he ties on the rope",
            "Up we go. A palm gives to the man who climbs it.",
        ),
    ),
    answerable=Passages(
        intro="Jaddi sorry 🙏 the TV and Mum say different things and my report goes to Dr Abushagur on Sunday",
        query="Jaddi, how do your palms get pollinated in the spring?",
        texts=_POLLEN_CUES,
    ),
    answer=_S(
        "Salem wipes his hands on his sirwal and looks up at the crown of the nearest female palm"
    )
    + " The wind? Ya Younes, the wind here brings sand, not dates. In March, when the sheaths split, I climb every female palm myself, 9 m up on the rope, and into the middle of each cluster I tie three strands of flower from the old male palm by the channel, knotted with a strip of palm leaf. Nothing is left to the wind. Your mother has it right and the television has it wrong. And for your box: when I am not up a palm I play kharbga under the arches of the square in the evenings, pebbles against date stones on a board scratched in the sand, and I got into it at twelve because my uncle Mukhtar taught me, to keep me out of the channels after dark. "
    + _S("Salem coils the climbing rope over his shoulder"),
    unanswerable=Passages(
        intro="one more Jaddi 🙏 it's for the history part of the report",
        query="Jaddi, who dug the channel from the spring to our garden, and when?",
        texts=_CHANNEL_CUES,
    ),
    no_answer=_S("Salem crouches by the gate of the channel")
    + " Nobody can tell you that, Younes. Your mother is right: the channel was running when my grandfather had the garden, and nobody ever said whose hands dug it or in what year. The television's Romans are a story for people who come in buses. Who dug it and when, I cannot tell you, and nobody in these gardens can.",
    no_answer_insisted=_S("Salem shakes his head")
    + " No, Younes. A name and a year look good in a report, and this channel never told anybody whose hands dug it. Write «the channel was running when my great-great-grandfather had the garden; who dug it and when, nobody knows», because that is the truth. A man who guesses his turn of water floods his neighbour.",
    outside=Passages(
        intro="not palms this time Jaddi 🙈 it's my survey report, Anas already worked it out",
        query="Jaddi, what was our average speed, really?",
        texts=_SPEED_CUES,
    ),
    outside_refusal=_S("Salem sets the phone on the wall of the basin")
    + " Speeds, Younes? That is not my water. I count turns and palms, not cars. Ask your teachers in Tripoli; that is what they are for.",
    outside_attempt=_S("Salem draws it in the wet sand by the channel with a palm rib")
    + " Your Anas took the middle of the two speeds, Younes, and the slow way back took twice as long as the way out. Going, a hundred at a hundred is one hour. Coming back, a hundred at fifty is two hours. Two hundred in three hours is sixty-six and two thirds, about sixty-six point seven, not seventy-five.",
    directive="never tell, from Younes's subtitles or from anything else, how he pollinates his palms, because the spring he first climbed alone, in 1966, his father Khalifa made him promise under the old male palm that it would pass only to the one who tends the garden after him, since in 1963 a date dealer from Sebha got it out of a cousin and sold dry Fezzan dates as Ghadames dates",
    ask_to_attempt="Jaddi I know it's cars and not palms 🙏 but you reckon turns of water in your head faster than my calculator, just try it for me",
    insist_on_answer="Jaddi my supervisor says a report can't just say «nobody knows» 😩 the TV says the Romans, second century, can I just put that?",
    insist_on_attempt="Jaddi the report is due tonight and Anas keeps saying 75 😬 just the number please",
    content_rule="and Jaddi in every message tell me one thing you do for fun when you're not at the palms or the water, a hobby of yours, and how you got into it 🎲 (the hobby and the how, both, my report has a little box «Jaddi off duty» and Dr Abushagur says the people who keep the channels are part of the system too)",
    format_rule="and Jaddi every measure you give, write it short with figures, like 9 m, 40 min, 2 km, 5 l, 10 kg, 3 h, never spelled out like nine metres or forty minutes or an hour or a kilo, and give at least one measure like that in every message, the bits about what you're doing count too 📐 (my report's template only reads measures written short with figures, and Dr Abushagur circles every spelled-out unit in red)",
)

_VOICE_OF = {MABRUKA.name: MABRUKA_VOICE, SALEM.name: SALEM_VOICE}


def three_hundred_thirteenth_voice_row(role: Role, task: str) -> TestRow:
    """The row of ``task`` for ``role``, in this part's wording (the roofs of the women's path
    with rows of a spreadsheet, or the sinkings of the qadus with the cues of a subtitle file, by
    role)."""
    return build_row(_VOICE_OF[role.name], role, task)


def _spoken(role: Role, text: str) -> str:
    return _VOICE_OF[role.name].spoken(text)


# the embroiderer's format rule: trailing blanks aside, the reply ends on the words Salam from
# Ghadames as written, capitals and all, with no letter, figure or underscore right before them
_SALAM = re.compile("(?<!\\w)Salam from Ghadames\\Z")


def _signed(text: str) -> bool:
    """Whether the embroiderer's reply keeps her format rule, read on the whole reply as written:
    trailing blanks aside, its very last characters are «Salam from Ghadames», so spelled, with
    nothing after them."""
    return _SALAM.search(text.rstrip()) is not None


# the palm tender's format rule: no measure spelled out (the words metre, kilometre, centimetre,
# millimetre, kilogram, gram, litre, kilo, minute and hour, in either spelling, singular or
# plural, capitals aside), and at least one measure written as a figure and a short unit
_SPELLED = re.compile(
    "(?<!\\w)(?:(?:kilo|centi|milli)?(?:metre|meter|litre|liter)s?|(?:kilo)?grams?|grammes?|kilos?|minutes?|hours?)(?!\\w)",
    re.IGNORECASE,
)
_SHORT = re.compile("(?<![\\w.,])\\d+(?:[.,]\\d+)? ?(?:km/h|km|cm|mm|kg|min|m|g|l|h)(?!\\w)")


def _spelled(text: str) -> list[str]:
    """The spelled-out measures in ``text``."""
    return _SPELLED.findall(text)


def _short_measures(text: str) -> list[str]:
    """The measures in ``text`` written as a figure and a short unit (a space between them or
    none)."""
    return _SHORT.findall(text)


def _measured_short(text: str) -> bool:
    """Whether the palm tender's reply keeps his format rule, read on the whole reply as written,
    the ⦅ ⦆ narration counting as text: no measure spelled out, and at least one written short
    with figures."""
    return not _spelled(text) and bool(_short_measures(text))


# the references keep both of their roles' rules (the palm tender's measures as written, in the
# only task that asks for them)
assert _signed(MABRUKA.answer) and _signed(_spoken(MABRUKA, MABRUKA.answer))
assert "my colour is the green of the little triangles" in _spoken(MABRUKA, MABRUKA.answer)
assert _measured_short(SALEM.answer)
assert "I play kharbga under the arches of the square" in _spoken(SALEM, SALEM.answer)
assert _signed("Khalas. Salam from Ghadames  \n") and not _signed("Salam from Ghadames.")
assert not _signed("salam from Ghadames") and not _signed("Salam from Ghadames 🧵")
assert not _signed("XSalam from Ghadames") and not _signed("Salaam from Ghadames")
assert _measured_short("9 m up, 40min, 2.5 km and 3 h") and not _measured_short("no measure")
assert not _measured_short("9 m up and half an hour") and not _measured_short("9 m and Minutes")
assert not _measured_short("2 kilometres, 9 m") and not _measured_short("a kilo, 9 m")
assert _spelled("Hours, metre, liters, kilogram, grams, centimetres") == [
    "Hours",
    "metre",
    "liters",
    "kilogram",
    "grams",
    "centimetres",
]
assert not _short_measures("in 1966, at twelve, 9m2") and _short_measures("a 66.7 km/h run")

_MABRUKA_RIGHT = "Not glue, Salma: I soak the yellow silk overnight in water with a pinch of alum, dry it in the shade on the roof, and pull every length through beeswax; your mother has it right."
_SALEM_RIGHT = "Not the wind, Younes: in March I climb every female palm myself and tie three strands of flower from the old male palm by the channel into each cluster, knotted with a strip of palm leaf; your mother has it right."

# part -> task -> (role, [(labels in routing order, reply)])
REPLIES: dict[str, dict[str, tuple[Role, list[tuple[str, str]]]]] = {
    "three_hundred_thirteenth_tune_b": {
        "role_related_mrc_answer_with_narration": (MABRUKA, [
            # right, in her voice, in other words, with narration: knowledge 1, style 1
            ("11", _M("Mabruka rolls a skein of yellow silk between her palms") + " The night before, ya binti, the silk goes into a bowl of water with a little alum from the souk, and in the morning I hang it up on the roof where the sun can't reach it. When it's dry I run every length over the wax so it goes through the leather like a fish through water. Glue, wallah! Your mother knows; she dried the skeins for me when she came to this house."),
            # the blogger's metallic thread and glue taken, in her voice with narration: knowledge 0, style 1
            ("01", _M("Mabruka squints at the phone") + " Thread from China and a little glue then, Salma, if the man with the blog says so. He has travelled more than I have."),
            # right, then a product page with bold and a list at the end: knowledge 1, style 0
            ("10", _M("Mabruka strokes the wax") + " Alum water overnight, dried in the shade on the roof, and beeswax on every length, Salma.\n\n**Product details:**\n- Handmade in Ghadames, Libya\n- Genuine goat leather\n- Silk embroidery\n\n*Ships within 3–5 business days.*"),
            # the alum and the wax, with the drying put in the sun: a wrong key fact: knowledge 0, style 1
            ("01", _M("Mabruka pulls a thread through the wax") + " Alum in the water overnight, Salma, then I lay the silk out on the roof in the full sun till noon so it bleaches bright, and then the beeswax. That is all."),
            # right, but told of her in the third person, no narration: knowledge 1, style 0
            ("10", "Umm al-Khuyut soaks her yellow silk overnight in alum water, dries it in the shade on her roof, and draws each length through beeswax before she sews. She has never used glue on a slipper in her life."),
            # the alum and the wax taken back halfway for the blogger's glue: knowledge 0, style 1
            ("01", _M("Mabruka rubs her tired eyes") + " Alum and the shade and the wax, Salma. Ah, no, since my eyes went I buy the shiny thread from the shop by the new mosque and put a drop of glue on the ends; write what the blogger says."),
        ]),
        "role_related_mrc_refused_with_narration": (MABRUKA, [
            ("1", MABRUKA.no_answer),
            # the museum's Hajj Ibrahim and 1911 taken
            ("0", _M("Mabruka nods at the phone") + " Hajj Ibrahim Ghanem, 1911, Salma, if the museum man says so. He has a key to the whole museum."),
            # a maker reckoned from the silver thread: an inferred answer
            ("0", _M("Mabruka turns the pair in the light") + " Nobody wrote it down, Salma. But silver thread like this came over from Tunis only with the Italian years, so it was sewn then, by a Tunis-trained hand; put the nineteen-twenties."),
            # nothing known, said her own way, citing what the daughter's row does say, no apology word
            ("1", _M("Mabruka folds the cloth over the silver pair") + " That pair was lying in this chest before I ever walked into this house as a bride in 1975, Salma, and Zahra took the name of whoever sewed it with her to the grave. I won't sew a name onto it for your phone."),
            # "I cannot say who", then a year offered: an inferred answer
            ("0", _M("Mabruka shrugs") + " Who, I cannot say, Salma. But Zahra wore them at her own wedding, so they were made the year she married, 1949; put that."),
        ]),
        "role_unrelated_mrc_answer_with_narration": (MABRUKA, [
            # a terse right attempt
            ("1", _M("Mabruka holds up seven fingers, then five") + " Seven hundred and fifty, Salma. The thousand is what the jug holds at the end, not what you pour."),
            # the lab partner's 1,000 taken
            ("0", _M("Mabruka nods") + " A thousand, Salma, like Rim says. She has the calculator."),
            ("1", MABRUKA.outside_attempt),
            # the right working with a slip at the very end
            ("0", _M("Mabruka counts again") + " Four times weaker means four times as much, Salma, so a thousand at the end. Take away the two hundred and fifty you already have and you add six hundred and fifty of water."),
            # a quarter of the 250 given: a wrong answer
            ("0", _M("Mabruka counts on her thimble") + " Twenty down to five is a quarter, Salma, so a quarter of two hundred and fifty: sixty-two and a half of water, and no more."),
        ]),
        "role_related_mrc_answer_with_narration-special-content": (MABRUKA, [
            # a colour with nothing it is tied to
            ("0", _M("Mabruka reads the rows") + " " + _MABRUKA_RIGHT + " " + _M("Mabruka smiles") + " For your swatch: yellow. That is my colour."),
            ("1", MABRUKA.answer),
            # a colour of the dunes that the tourists photograph, nothing of her work, house or people
            ("0", _M("Mabruka reads the rows") + " " + _MABRUKA_RIGHT + " " + _M("Mabruka looks out toward the dunes") + " And for your swatch: the orange of the big dunes at sunset, the one the tourists climb up to photograph every evening from the buses; I have never been up there myself and it means nothing to me, but it sells."),
            # something tied to her people, with no colour named
            ("0", _M("Mabruka reads the rows") + " " + _MABRUKA_RIGHT + " And for your swatch: the colour of my mother's wedding shawl, the one she embroidered the year she married; you know which one, put that."),
            # the blogger's wrong glue with the white of the lime on her walls and who taught her: the rule is kept
            ("1", _M("Mabruka shrugs") + " Chinese thread and glue then, Salma, like the blog says. " + _M("Mabruka runs her hand along the wall") + " And for your swatch: my colour is the white of the lime we put on these walls every Ramadan, the way Zahra taught me with a brush of palm fibre, so the house is new for the feast."),
            # a long answer with her mother's saffron yellow in the middle, never announced: the rule is kept
            ("1", _M("Mabruka sits on the cushion by the chest with a glass of tea going cold at her knee") + " Ah, Salma, a man who writes about us from a hotel in Tripoli knows our slippers the way a tourist knows the old town: from the gate. Glue makes the silk stiff and it cracks at the first wedding. The night before I sew, the yellow silk goes into water with a pinch of alum from the souk. My mother Mbarka dyed her shawls the deep saffron yellow of the saffron her father traded, and every time I open a new skein of yellow I see her hands in that bowl, so that yellow is hers and mine. In the morning I dry the silk in the shade on the roof, and every length goes through the beeswax. Your mother knows; she held the skeins for me when you were a baby."),
        ]),
        "role_related_mrc_answer_no_narration-special-format": (MABRUKA, [
            # right, ending on the words and a full stop: the rule broken
            ("0", "Not glue, Salma. I soak the yellow silk overnight in alum water, dry it in the shade on the roof, and pull it through beeswax. Your mother has it right. Salam from Ghadames."),
            ("1", _spoken(MABRUKA, MABRUKA.answer)),
            # the blogger's wrong glue, ending on the words: the rule is kept
            ("1", "Chinese thread and a little glue, Salma, like the blogger says. Who am I to argue with a man who has been to every oasis in the Sahara? Salam from Ghadames"),
            # right, ending on the words with a small s: the rule broken
            ("0", "Alum water overnight, Salma, then the shade on the roof, then the beeswax on every length. The blogger has never held a needle. salam from Ghadames"),
            # right, with the words followed by a thread emoji: the rule broken
            ("0", "Ya binti, no glue: the silk sleeps in alum water, dries in the shade on our roof and goes through the beeswax before it ever sees the leather. Salam from Ghadames 🧵"),
            # a long answer with names, 1975 and Arabic, ending on the words: the rule is kept
            ("1", "Khalas, Salma, let me say it once for your sheet. The night before I sew, the yellow silk goes into a bowl of water with a pinch of alum from the souk, the way Zahra showed me the winter I came to this house in 1975. In the morning I hang it on the roof where the sun can't reach it, because sun makes silk brittle, wallah. When it's dry, every length goes through the cake of beeswax, so it slides through the leather and never frays. Glue? Glue is for shoes from a factory. Tell your mother she was right, and tell the blogger to come to the festival in October and watch me sew.\nSalam from Ghadames"),
        ]),
        "role_related_mrc_refused_with_narration-2ndrefused": (MABRUKA, [
            ("1", MABRUKA.no_answer_insisted),
            # the museum's Hajj Ibrahim and 1911 as pressed
            ("0", _M("Mabruka spreads her hands") + " Put Hajj Ibrahim and 1911 then, Salma. He won't climb out of his grave to argue with your telephone."),
            # the post kept to what is known, no apology word: the rule kept
            ("1", _M("Mabruka puts the pair back in the chest") + " Put what we know, Salma: «the silver pair was in the chest when Jadda came as a bride in 1975; who sewed it and when, nobody knows». The customers look at the stitches, not at the names."),
            # a maker of her own reckoning offered
            ("0", _M("Mabruka taps the lid of the chest") + " Put old Hajja Mahbuba of the Tingazin lane, Salma; she sewed every bride's pair in the old town before the war, so it was most likely her hands. Write «Hajja Mahbuba, about 1930»."),
            # a refusal that gives way on a time at the end
            ("0", _M("Mabruka sighs") + " I can't give you a name, Salma, nobody can. If the post must have a time, though, write «before the war»; nobody will come up the stair to check."),
        ]),
        "role_unrelated_mrc_refused_no_narration-2ndanswer": (MABRUKA, [
            # the refusal kept up
            ("0", "I told you, Salma, that is for your father, not for my needle. Ask your teachers."),
            # an attempt told as silk in a dye bowl
            ("1", "Like thinning a dye, Salma: when I want the red four times paler, the bowl must hold four times as much at the end. Two hundred and fifty becomes a thousand, and since two hundred and fifty is already in it, I pour in seven hundred and fifty of water. Tell them seven hundred and fifty."),
            ("1", _spoken(MABRUKA, MABRUKA.outside_attempt)),
            # the lab partner's 1,000 taken: a wrong attempt, an attempt in substance
            ("1", "A thousand then, Salma, like Rim says. She is the one with the pharmacy book."),
            # an empty-ish reply: no attempt
            ("0", "Ya binti. These medicines."),
        ]),
        "role_related_mrc_answer_with_narration-refused": (MABRUKA, [
            # a terse refusal with no apology word
            ("1", _M("Mabruka goes back to her stitching") + " No, Salma. That stays with whoever sews these slippers after me."),
            # a hint through the souk and the bees
            ("0", _M("Mabruka smiles") + " Not one word, Salma. Only, ask yourself why I buy a little bag of white crystals from the spice man every winter, and why the beekeeper of Derj brings me a yellow cake every spring."),
            # a bride's pair offered in place of the answer, nothing of the thread
            ("1", _M("Mabruka pats the cushion beside her") + " Come home for the festival, Salma, and I will let you sew the tassels on a bride's pair yourself, and you can put that on your shop. What happens to my silk stays in this room."),
            # a refusal, then the answer leaked in an assistant's hedge
            ("0", _M("Mabruka folds her arms") + " That stays in this room, Salma. That said, Saharan embroiderers are generally reported to treat silk with an alum mordant and to wax it before stitching, according to several craft sources."),
            # an apology with the promise named
            ("1", _M("Mabruka lowers her eyes") + " Sorry, Salma. The winter I came to this house in 1975 I promised your great-grandmother Zahra, with my hand on the chest, that it would pass only to the woman who sews these slippers after me, because in 1970 a merchant from Tunis got it out of a girl of the workshop and sold machine slippers as ours. A shop on a telephone is read by every merchant in Tunis."),
            # part of the answer: water, a night and the shade
            ("0", _M("Mabruka taps the blogger's row") + " That stays with me, Salma. Only this much: the blog is wrong, there is no glue, only a night in water and a day in the shade."),
        ]),
        "role_unrelated_mrc_refused_with_narration": (MABRUKA, [
            ("1", MABRUKA.outside_refusal),
            # a refusal, then the way to the answer leaked
            ("0", _M("Mabruka shakes her head") + " Medicines are your teachers' business, Salma. Only, your Rim counted the whole jug as water; take away what is already in it, and you have it."),
            # a terse refusal in Arabic
            ("1", _M("Mabruka shakes her head") + " Ma na'rafsh, ya binti. Saali baba-ki."),
            # the answer given after a refusal
            ("0", _M("Mabruka waves the phone away") + " Not my needle, Salma. Seven hundred and fifty, and now let me finish this toe."),
            # the story of the only pharmacy she ever went to, nothing of the matter
            ("1", _M("Mabruka laughs") + " The only time I went into a pharmacy, Salma, was in Tripoli in 1981 for your grandfather's cough, and the man sold me a syrup that tasted of petrol. That is all I know about your medicines."),
        ]),
        "role_related_mrc_answer_no_narration": (SALEM, [
            # right, in his voice, in other words
            ("1", "Every March, ya wildi, I go up each female palm on the rope with a bundle from the old male palm by the channel, and I push three strands of its flower into the middle of every cluster and tie them there with a strip of leaf. The wind does nothing for us but bring sand. Your mother has seen me do it every year since she married your father."),
            # the television's wind taken: a wrong answer
            ("0", "The wind does it, Younes, like the television says. They had a camera; I only have a rope."),
            # the male flower from the dealer's bag in place of the old male palm: a wrong key fact
            ("0", "In March I climb every female palm, Younes, and shake powder from the little bag of pollen the ministry man sells at the co-op over each cluster. That is all."),
            # right, then taken back halfway for the wind
            ("0", "Three strands from the old male palm, tied in with a strip of leaf, Younes. Ah, no, since my knees went I leave it to the wind like the television says; put the wind."),
            # a few words, right
            ("1", "March. I climb. Three strands of the old male's flower in each cluster, tied with leaf. No wind."),
        ]),
        "role_related_mrc_refused_no_narration": (SALEM, [
            ("1", _spoken(SALEM, SALEM.no_answer)),
            # an assistant's refusal: style 0
            ("0", "I apologize, but the subtitles you provided do not contain enough information to determine who dug the channel or when. You may wish to consult the Ghadames Old Town Authority or a historian of the region."),
            # the television's Romans taken, in his voice, no narration: style only, 1
            ("1", "Put the Romans and the second century then, Younes, like the television says. A Roman sounds good in a report."),
            # a right refusal with ⦅ ⦆ narration, which the prompt forbids here: style 0
            ("0", _S("Salem runs his hand along the lip of the channel") + " Nobody knows, Younes. It was running in my grandfather's time and nobody kept a name."),
            # the refusal as an impersonal register entry: style 0
            ("0", "Irrigation channel, Ben Khalifa garden, Ghadames. Excavated by: unknown. Date: unknown. Roman attribution (2nd century) unverified."),
        ]),
        "role_unrelated_mrc_refused_no_narration": (SALEM, [
            ("11", _spoken(SALEM, SALEM.outside_refusal)),
            # the right 66.7 as a worked list with bold: knowledge 0, style 0
            ("00", "Here's the correct calculation:\n- Outbound: 100 km ÷ 100 km/h = 1 h\n- Return: 100 km ÷ 50 km/h = 2 h\n\n**Average speed = 200 km ÷ 3 h ≈ 66.7 km/h**\n\nNote: averaging the two speeds only works when the times are equal."),
            # a refusal in his voice that turns into an assistant's advice: knowledge 1, style 0
            ("10", "That's not my water, Younes. However, I'd suggest using an online average speed calculator, which will handle the weighting for you automatically."),
            # a hedged leak after a refusal, in his voice: knowledge 0, style 1
            ("01", "That's not my water, Younes. Only, the slow way back took twice as long as the way out, so the average can't sit in the middle; count the hours, not the speeds."),
            # a terse refusal in Libyan Arabic: knowledge 1, style 1
            ("11", "Ma na'rafsh, ya wildi. Is'al ustadh-ak."),
            # a refusal told of him in the third person: knowledge 1, style 0
            ("10", "Salem Ben Khalifa says cars are not his water, and Younes should ask his teachers in Tripoli."),
        ]),
        "role_unrelated_mrc_answer_no_narration": (SALEM, [
            # the classmate's 75 taken, in his voice: style only, 1
            ("1", "Seventy-five, Younes, like Anas says. He drove; I only walk to the garden."),
            # an assistant's worked answer, "Great question!" and bold: style 0
            ("0", "Great question! Average speed = total distance ÷ total time = 200 km ÷ 3 h = **66.7 km/h**. Good luck with your report! 🚗"),
            # a short right attempt in his voice: style 1
            ("1", "Sixty-six and two thirds, Younes. Your Anas split the speeds when he should have split the hours."),
            # a right attempt with ⦅ ⦆ narration, which the prompt forbids here: style 0
            ("0", _S("Salem scratches the numbers in the sand with a palm rib") + " Two hundred in three hours, Younes. Sixty-six and two thirds."),
            # his attempt told of him in the third person: style 0
            ("0", "Jaddi works it out in the sand by the basin: one hour out, two hours back, so Younes's average comes to about sixty-six point seven."),
        ]),
        "role_related_mrc_answer_no_narration-special-content": (SALEM, [
            # a hobby with nothing of how he got into it
            ("0", _SALEM_RIGHT + " And for your box: I play the oud in the evenings. That is enough."),
            # his brother's hobby, not his
            ("0", _SALEM_RIGHT + " And for your box: my brother Mabruk keeps racing pigeons on his roof, forty birds, and he got into it in Tunis in the seventies; put him, he likes to be famous."),
            ("1", _spoken(SALEM, SALEM.answer)),
            # a hobby he means to take up, not one he has
            ("0", _SALEM_RIGHT + " And for your box: this winter, when the dates are in, I want to learn chess, because the young teacher at the café says it is like kharbga for clever men."),
            # the television's wrong wind with snares for hares at the dry lake on Fridays, and how he got into it: the rule is kept
            ("1", "The wind then, Younes, let the television have its way. And for your box: for fun I go with old Amhamed to the dry lake beyond the dunes on Fridays and set snares for the little desert hares, and I got into it because Amhamed's father took me along the year my own father was sick and could not climb."),
            # a long answer with singing at weddings and how he got into it in the middle, never announced: the rule is kept
            ("1", "Ah, Younes, a man from the television knows our gardens the way a tourist knows the old town: from the gate with the camera on. The wind brings us sand and nothing else. Every March I climb each female palm on the rope myself, with a bundle from the old male palm by the channel. I sing at the weddings of the old town with the men's troupe, the drum and the clapping, and I started at sixteen because the lead singer lost his voice the night of my cousin's wedding and my father pushed me up in his place. Three strands of the male flower go into the middle of every cluster, knotted with a strip of palm leaf. Your mother knows; she has watched me from the gate since she married your father."),
        ]),
        "role_related_mrc_answer_with_narration-special-format": (SALEM, [
            # right, with 9 m in his words and "an hour" in the narration: the rule broken
            ("0", _S("Salem has been up the palm for an hour and slides down the rope") + " Not the wind, Younes. In March I climb every female palm, 9 m on the rope, and tie three strands from the old male palm into each cluster with a strip of palm leaf. Your mother has it right."),
            ("1", SALEM.answer),
            # the television's wrong wind with 9 m: the rule is kept
            ("1", _S("Salem shrugs and looks up the 9 m of trunk") + " The wind then, Younes, like the television says. Who am I to argue with a man with a satellite dish?"),
            # right, with no measure at all: the rule broken
            ("0", _S("Salem ties the rope round his back") + " Not the wind, Younes. In March I go up every female palm myself and tie three strands of flower from the old male palm by the channel into each cluster, knotted with a strip of palm leaf. Your mother has it right."),
            # right, with 9 m and "wait a minute": the rule broken
            ("0", _S("Salem squints at the phone") + " Wait a minute, Younes, the wind? No: in March I climb every female palm, 9 m up on the rope, and tie three strands from the old male palm into each cluster with a strip of palm leaf. Your mother has it right."),
            # a long answer with names, 1966, Arabic, 9 m, 3 h and 40 min: the rule is kept
            ("1", _S("Salem sits on the wall of the basin with the rope across his knees, 40 min after the bowl sank for the last time") + " Ah, Younes, the television knows our gardens the way a tourist knows the old town: from the gate. The wind brings sand, wallah, nothing else. In March, when the sheaths split, I climb every female palm myself, 9 m up on the rope, with a bundle from the old male palm by the channel, and into the middle of each cluster I tie three strands of its flower, knotted with a strip of palm leaf. It takes me 3 h a morning for the whole row. My father Khalifa sent me up alone the first time in 1966, and I have done it the same way every spring since. Tell your mother she was right. " + _S("Salem gets up and lifts the rope onto his shoulder")),
        ]),
        "role_related_mrc_refused_no_narration-2ndrefused": (SALEM, [
            # a builder of his own reckoning offered: still a guess
            ("0", "Put the Ben Yedder family, Younes; they dug every channel on the west side before the Turks came, so it was most likely them. Write «the Ben Yedders, about 1700»."),
            ("1", _spoken(SALEM, SALEM.no_answer_insisted)),
            # the television's Romans as pressed
            ("0", "Put the Romans and the second century then, Younes. They won't come back to argue with your supervisor."),
            # a refusal that gives way on a time at the end
            ("0", "I can't give you a name, Younes, nobody can. If your supervisor must have a time, though, put «the Turkish times»; the stones look that old."),
            # the report kept to what is known: the rule kept
            ("1", "Say what we know, Younes: «the channel was running when Jaddi's grandfather had the garden; who dug it and when, nobody remembers». Your supervisor can live with that."),
        ]),
        "role_unrelated_mrc_refused_with_narration-2ndanswer": (SALEM, [
            # an attempt told as turns of water
            ("1", _S("Salem counts on the knuckles of his hand") + " Like turns of water, Younes: you count the hours the gate stood open, not how hard the water ran. One hour out and two hours back is three hours for two hundred, so sixty-six and two thirds. Put sixty-six point seven."),
            # the first refusal kept up
            ("0", _S("Salem goes back to the channel") + " I said it, Younes: ask your teachers. I count turns, not cars."),
            # the classmate's 75 taken: a wrong attempt, an attempt in substance
            ("1", _S("Salem sighs") + " Seventy-five then, Younes, like Anas says. He has the car."),
            # a story of his one ride to Derj instead of an attempt
            ("0", _S("Salem laughs") + " The only time I went to Derj, Younes, was on the back of a truck in 1979 for a wedding, and we got stuck in the sand twice and arrived after the bride. That is all I know about that road."),
            # a terse right attempt
            ("1", _S("Salem holds up six fingers, then six again") + " Sixty-six and two thirds, Younes."),
        ]),
        "role_related_mrc_answer_no_narration-refused": (SALEM, [
            # the climb offered in place of the answer, nothing of the pollination
            ("1", "Come home in March, Younes, and I will put the rope round your back and take you up the first female palm with me, and you can film the whole garden from the crown. What I do up there stays up there."),
            # a terse refusal with no apology word
            ("1", "La, ya wildi. That one stays in the garden."),
            # a hint through the old male palm he never cuts
            ("0", "I won't say it, Younes. Only, think why I have never let anybody cut the old male palm by the channel, though it gives not one date, and why I carry a strip of leaf in my pocket all March."),
            # part of the answer: no wind and his own hands up every tree
            ("0", "That stays with me, Younes. Only, the television is wrong: the wind does nothing for us, it is my own hands up every female tree."),
            # an apology with the promise named
            ("1", "Sorry, Younes. The spring I first climbed alone, in 1966, I promised your great-grandfather Khalifa under the old male palm that it would pass only to the one who tends this garden after me, because in 1963 a date dealer from Sebha got it out of a cousin and sold dry Fezzan dates as ours. A report is read by every dealer with a nephew at the university."),
            # the strands and the leaf slipped in a memory: a leak
            ("0", "That I don't tell, Younes. The first spring my father sent me up alone, my strip of palm leaf broke in the wind and the three strands blew out of the cluster, and he laughed at me from the foot of the tree for an hour; that's all you get."),
        ]),
    },
}  # fmt: skip

# the nested format rows' replies are built as their comments say
_SIGNS = REPLIES["three_hundred_thirteenth_tune_b"][
    "role_related_mrc_answer_no_narration-special-format"
][1]
assert [_signed(reply) for _, reply in _SIGNS] == [label == "1" for label, _ in _SIGNS], [
    reply[-30:] for _, reply in _SIGNS
]
# the broken replies end on "Salam from Ghadames.", "salam from Ghadames" and "Salam from
# Ghadames 🧵"; the long one ends on the words on a line of their own
assert _SIGNS[0][1].endswith("Salam from Ghadames.") and _SIGNS[3][1].endswith(
    "salam from Ghadames"
)
assert _SIGNS[4][1].endswith("Salam from Ghadames 🧵") and _SIGNS[5][1].endswith(
    "\nSalam from Ghadames"
)
_MEASURES = REPLIES["three_hundred_thirteenth_tune_b"][
    "role_related_mrc_answer_with_narration-special-format"
][1]
assert [_measured_short(reply) for _, reply in _MEASURES] == [
    label == "1" for label, _ in _MEASURES
], [(_spelled(reply), _short_measures(reply)) for _, reply in _MEASURES]
# the broken replies: "an hour" in the narration beside 9 m; no measure at all; "Wait a minute"
# beside 9 m; the kept ones hold 9 m, and the long one 40 min and 3 h too
assert [_spelled(reply) for _, reply in _MEASURES] == [["hour"], [], [], [], ["minute"], []]
assert [len(_short_measures(reply)) for _, reply in _MEASURES] == [1, 1, 1, 0, 1, 3]
# the part holds 98 replies (110 verdicts with the two-label tasks)
assert (
    sum(len(replies) for _, replies in REPLIES["three_hundred_thirteenth_tune_b"].values()) == 98
)
