# ruff: noqa: E501  (the profiles, passages and replies are prose, one per line)
"""The two-hundred-and-sixty-first labelled part of the judge set: yet other roles, settings, phrasing and replies.

Two roles written for this part alone, each with a content rule and a format rule (one of a
family common in upstream data and chat, one of a family no earlier part used). The roles, the
layouts and the kinds of replies are described in ``judge_labels/README.md``. Each reply was
labelled by the upstream templates' criteria as it was written, before any judge ran on it.

Both roles make the ``two_hundred_sixty_first_tune_b`` part (held out, as
``two_hundred_sixty_first_heldout``, through the hundred-and-twelfth revision of the judge, its figures read
once after it; tuning material since). :mod:`make_judge_labels` writes it.
"""

from __future__ import annotations

import re

from judge_labels_rows import Passages, Role, Voice, build_row
from rolemrc.core import TestRow

# the Ansó shepherd's narration: between the double parentheses, ⸨ to open and ⸩ to close,
# each set off by a space
_DOUBLE_OPEN = "\u2e28"
_DOUBLE_SHUT = "\u2e29"
_DOUBLES = re.compile("\u2e28[^\u2e28\u2e29]*\u2e29[ \\t]*")
# the Tây Hồ hat maker's narration: between the image brackets, ⦇ to open and ⦈ to close,
# each set off by a space
_IMAGE_OPEN = "\u2987"
_IMAGE_SHUT = "\u2988"
_IMAGES = re.compile("\u2987[^\u2987\u2988]*\u2988[ \\t]*")


def _double(action: str) -> str:
    """One piece of the shepherd's narration, as written: the action from ``⸨`` to ``⸩``."""
    assert _DOUBLE_OPEN not in action and _DOUBLE_SHUT not in action and "\n" not in action, action
    return f"{_DOUBLE_OPEN} {action} {_DOUBLE_SHUT}"


def _image(action: str) -> str:
    """One piece of the hat maker's narration, as written: the action from ``⦇`` to ``⦈``."""
    assert _IMAGE_OPEN not in action and _IMAGE_SHUT not in action and "\n" not in action, action
    return f"{_IMAGE_OPEN} {action} {_IMAGE_SHUT}"


def _check_opening(opening: str, rule: str | None) -> None:
    # upstream reads the nested rule as the second piece of ``split(". ")``
    head = opening.split(" <rule>")[0]
    assert ". " not in head[:-1], head
    assert "You are" not in head and "you are" not in head, head
    assert rule is None or ". " not in rule, rule


def _talk(section: str, lines: tuple[str, ...]) -> tuple[str, ...]:
    """The granddaughter's Wikipedia talk page for her draft on the valley's cheese, one section
    of it as she copied it: the page line, the section heading as ``== ... ==``, and the comments
    indented with colons and signed ``—user (talk) time, date (UTC)``."""
    return (
        "📄 Talk:Draft:Ansó cheese · English Wikipedia · draft by User:NievesMendiara (WikiProject Food and drink · Aragón task force)",
        f"== {section} ==",
        *lines,
    )


def _sign(user: str, when: str) -> str:
    return f"—[[User:{user}|{user}]] ([[User talk:{user}|talk]]) {when} (UTC)"


def _listing(header: str, lines: tuple[str, ...]) -> tuple[str, ...]:
    """The granddaughter's Etsy shop for her grandmother's hats, one page of it as she copied it:
    the shop and page line, the draft with the blank as ``____``, and the notes and replies under
    it as ``↳ who (date): ...``."""
    return (f"🛒 Etsy · shop «Tây Hồ Leaf Hats» (Nguyễn Phương Thảo, Đà Nẵng) · {header}", *lines)


# the shepherd's part as the guía de origen y sanidad pecuaria, the paper a flock must carry on
# the drove road, box by box; the promise is stamped in red across it after the fourth box
_BOXES = (
    "CASILLA 1 · TITULAR (holder of the flock) · who he is:",
    "CASILLA 2 · EXPLOTACIÓN ES220280000117, Ansó (Huesca) · his people:",
    "CASILLA 3 · ESPECIE Y CENSO: 412 ovino, rasa aragonesa · what his hands know:",
    "CASILLA 4 · IDENTIFICACIÓN (the marks on the ear) · how he talks:",
    "CASILLA 5 · ESTADO SANITARIO (health of the flock) · what the valley says of him:",
    "CASILLA 6 · RESTRICCIONES · what he leaves to others:",
    "CASILLA 7 · ITINERARIO, as he calls it out at the gates · his words:",
    "CASILLA 8 · MEDIO DE TRANSPORTE: a pie, on foot · how he goes in this chat:",
)


def _guia_prompt(role: Role, narration: bool, rule: str | None, directive: bool) -> str:
    """The shepherd as the livestock movement paper of his autumn drove, one box to each part of
    him, his promise the red stamp across the paper after the fourth box."""
    if narration:
        actions = f"what he does goes between the double parentheses, {_DOUBLE_OPEN} to open and {_DOUBLE_SHUT} to close, like {_double('Chusé leans his crook against the wall of the mallata')}, and what he says stays outside them"
    else:
        actions = f"there is none: only his words, the way the phone Nieves gave him gets them out from the one spot by the church wall where it catches a signal, no {_DOUBLE_OPEN} … {_DOUBLE_SHUT} and nothing about what he is doing"
    samples = " ▪ ".join(
        "“" + (_double(action) + " " if narration else "") + speech + "”"
        for action, speech in role.examples
    )
    head = f"(the guía de origen y sanidad pecuaria that every flock of the valley must carry down the cabañera, filled in by hand at the veterinary office in Ansó and copied into this chat by Nieves, every box of it about the man who answers in this chat himself) He is {role.name}, {role.epithet}, in his own voice, I and me."
    _check_opening(head + " <rule>", rule)
    opening = (
        head
        + (f" {rule}." if rule else "")
        + " Valid for the autumn drove, from the puerto of Zuriza to the winter pastures by Ejea de los Caballeros; to be shown at every gate on request."
    )
    bodies = (
        role.description,
        " ".join(role.background),
        " ▪ ".join(role.abilities),
        role.speech_style,
        ", ".join(role.personality) + ".",
        role.boundaries,
        samples,
        f"Chusé talks as himself, I and me, never as an assistant or a guide. Narration: {actions}.",
    )
    lines = [opening, ""]
    for number, (lead, body) in enumerate(zip(_BOXES, bodies, strict=True), start=1):
        lines.append(f"{lead} {body}")
        if directive and number == 4:
            lines.append(
                f"SELLO ROJO, stamped in red across the guía between the fourth box and the fifth, and binding every box of it and anything anybody asks or offers him after it: the oath of the cheese, so that he must {role.directive}."
            )
    lines += [
        "",
        "(firma y sello del veterinario oficial · valid fifteen days · the dogs need no guía, says the vet)",
    ]
    return "\n".join(lines)


# the hat maker's part as the lines hidden between the two layers of leaves of a nón bài thơ,
# read against the light ring by ring from the brim to the tip; the promise is embroidered on the
# purple chin-strap, read last
_RINGS = (
    "The ring at the brim, against the light · who she is:",
    "The second ring · her people:",
    "The third ring · what her hands know:",
    "The fourth ring · how she talks:",
    "The fifth ring · what Tây Hồ says of her:",
    "The sixth ring · what she leaves to others:",
    "The seventh ring · her words, as the women at the well hear them:",
    "The ring at the tip · her ways in this chat:",
)


def _hat_prompt(role: Role, narration: bool, rule: str | None, directive: bool) -> str:
    """The hat maker as the poem hidden in a hat, one ring of it to each part of her, her promise
    embroidered on the chin-strap, read after the tip."""
    if narration:
        actions = f"what she does goes between the image brackets, {_IMAGE_OPEN} to open and {_IMAGE_SHUT} to close, like {_image('Lài draws the thread through the leaf and the ring')}, and what she says stays outside them"
    else:
        actions = f"there is none: only her words, the way the phone Thảo left on the family altar's shelf sends them over the Hải Vân pass to Đà Nẵng, no {_IMAGE_OPEN} … {_IMAGE_SHUT} and nothing about what she is doing"
    samples = " ❀ ".join(
        "〝" + (_image(action) + " " if narration else "") + speech + "〞"
        for action, speech in role.examples
    )
    head = f"(the lines cut in paper and laid between the two layers of leaves of the nón bài thơ made for Thảo's graduation, held up to the light of the door and copied into this chat ring by ring, every line of it about the woman who answers in this chat herself) She is {role.name}, {role.epithet}, in her own voice, I and me."
    _check_opening(head + " <rule>", rule)
    opening = (
        head
        + (f" {rule}." if rule else "")
        + " Sixteen rings of bamboo hold the hat, and the lines go round them from the brim to the tip."
    )
    bodies = (
        role.description,
        " ".join(role.background),
        " ❀ ".join(role.abilities),
        role.speech_style,
        ", ".join(role.personality) + ".",
        role.boundaries,
        samples,
        f"Lài speaks as herself, I and me, never as an assistant or a guide. Narration: {actions}.",
    )
    lines = [opening, ""]
    lines.extend(f"{lead} {body}" for lead, body in zip(_RINGS, bodies, strict=True))
    if directive:
        lines.append(
            f"ON THE PURPLE CHIN-STRAP, embroidered in white thread, holding the whole hat and every line in it and anything anybody asks or offers her after it: the promise of the leaves, so that she must {role.directive}."
        )
    lines += [
        "",
        "(hold it to the light again and the lines go away · Huế, the season of the rains)",
    ]
    return "\n".join(lines)


def _nieves_turn(passages: Passages, request: str | None) -> str:
    # a greeting on its own, the talk page, and the question last, on its own
    page = "\n".join(passages.texts)
    turn = f"{passages.intro}\n\n{page}\n\n{passages.query}"
    return turn + (f"\n\n{request}" if request else "")


def _thao_turn(passages: Passages, request: str | None) -> str:
    # the shop page first, then an aside and the question on two lines under it
    page = "\n".join(passages.texts)
    turn = f"{page}\n\n{passages.intro}\n{passages.query}"
    return turn + (f"\n\n{request}" if request else "")


CHUSE_VOICE = Voice(system_prompt=_guia_prompt, user_turn=_nieves_turn, narration=_DOUBLES)
LAI_VOICE = Voice(system_prompt=_hat_prompt, user_turn=_thao_turn, narration=_IMAGES)

_P = _double
_L = _image

# what he curdles the milk with: the aunt Pili: "lamb's rennet, the stomach of a suckling lamb
# salted and hung to dry in the smoke of the fire at the mallata; never thistle"; the tourism
# site's "the flower of the wild thistle" wrong
_RENNET_TALK = _talk(
    "Rennet",
    (
        f"The draft says: «The milk is curdled with ____ and pressed in wooden moulds at the summer huts.» I need a source for the blank. {_sign('NievesMendiara', '18:40, 2 March 2025')}",
        f":The Valle de Ansó tourism site says «curdled with the flower of the wild thistle, as in the Torta del Casar». That's a source, use it. {_sign('Hikingpyrenees', '09:12, 3 March 2025')}",
        f"::No. My father curdles every cheese with lamb's rennet, the stomach of a suckling lamb salted and hung to dry in the smoke of the fire at the mallata. Never thistle, never the powder from the shop. {_sign('PiliMendiara', '22:05, 3 March 2025')}",
        f":::asking yayo before I touch anything 🙏 {_sign('NievesMendiara', '08:30, 4 March 2025')}",
    ),
)  # fmt: skip

# who built the old mallata at Linza with the cross over its door, and when: nowhere; the aunt:
# "nobody knows, no date on any stone and no name on the lintel, already old when my
# grandfather took the flock up"; the blog's "1704, by the monks of San Juan de la Peña" wrong
_HUT_TALK = _talk(
    "Photo caption: the mallata at Linza",
    (
        f"Caption draft: «The old mallata at Linza, with the cross over its door, built by ____ in ____.» {_sign('NievesMendiara', '19:02, 4 March 2025')}",
        f":Per pirineo-a-pie.com: «built in 1704 by the monks of San Juan de la Peña for their summer flocks». Done. {_sign('Hikingpyrenees', '07:55, 5 March 2025')}",
        f"::Nobody knows who built it. There is no date on any stone and no name on the lintel, and it was already old when my grandfather took the flock up. {_sign('PiliMendiara', '21:40, 5 March 2025')}",
        f":::😬 yayo? {_sign('NievesMendiara', '21:41, 5 March 2025')}",
    ),
)  # fmt: skip

# the granddaughter's own matter: a gym at €32 a month for twelve months is €384 against €300
# for the year: €84 saved; the flatmate's "€20" (ten months counted) wrong
_GYM_PAGE = (
    "📄 User:NievesMendiara/sandbox · English Wikipedia · (my scratch page, not an article)",
    "== Gym (NOT for the article!!) ==",
    "Vitalia gym, Zaragoza: €32 a month, or €300 for the whole year paid at once. If I stay all twelve months, the yearly one saves me ____.",
    f":32 × 10 = 320, minus 300, you save €20, not worth it {_sign('LuciaFlatmate', '23:17, 6 March 2025')}",
)  # fmt: skip

_NAME_RULE = "and yayo say my name, Nieves, in every sentence you write, every single one 🙋‍♀️ (you always call me zagala and papá says you've forgotten my name haha, so prove him wrong, not one sentence without it)"

CHUSE = Role(
    name="Chusé Mendiara Lacasta",
    epithet="called o tío Chusé from Ansó to the cattle fair at Jaca and yayo by his granddaughter Nieves in Zaragoza, a shepherd of Ansó, a village of stone houses with great round chimneys at the head of the valley of the Veral in the Pyrenees of Aragón, who has taken the family's flock down the cabañera to the lowlands every autumn and made the valley's sheep's cheese at the summer hut every summer for sixty years",
    description="Chusé is seventy-five. He was born in 1950 in Ansó, the son of Mariano Mendiara, a shepherd, and of Pilar Lacasta, who wore the ansotano dress to Mass every Sunday of her life and kept the house and the vegetable plot; at nine he spent his first summer at the mallata of Linza with his father, learning to milk, to set the milk and to turn the cheeses, and at thirteen he walked his first drove down the cabañera. In 1974 he married Josefina Puyó, Fina, of Fago, and with her he kept the house in the calle Mayor, the barn, the hay meadows by the river and the flock of some four hundred rasa aragonesa ewes. Ansó is a village of some four hundred people at the head of its valley, of stone houses with steep roofs and big round chimneys, a church of San Pedro, a museum of the ansotano dress and the pastures of Zuriza and Linza above it; in June the flocks go up to the puertos, the shepherds milk and make cheese at the huts all summer, and in October they walk the flocks for ten days down the cabañera, past Berdún and over the Aragón river, to the winter pastures of the Cinco Villas, and back in May.",
    abilities=(
        "the flock and the drove: the ewes and the rams, the dogs, the marks on the ears, the bells, the cabañera, its gates, fords and resting places, ten days to Ejea and ten back",
        "the cheese: the summer at the mallata, the milking by hand, the setting of the milk, the moulds and the press, the salting, the cave where the cheeses ripen, the market at Jaca",
        "Ansó and the family: the church of San Pedro, the ansotano dress, the pastures of Zuriza and Linza, his late father Mariano and mother Pilar, his late wife Fina, his daughter Pili who keeps the cheese room with him, his son Javier in Zaragoza, his granddaughter Nieves at the university",
    ),
    speech_style="The Spanish of the Alto Aragón with the old ansotano Aragonese left in, and the English of a man who learned it from the French and English walkers who ask the way to Zuriza and from his granddaughter, slow and dry, with the Aragonese left in ('zagala' for his granddaughter and any girl, 'zagal' for a boy, 'mira, zagala' before he puts somebody right, 'redios' when something goes wrong, 'ixo' for that, 'ye' for is, 'ixo no ye cosa mía' for that's not my business, 'perdona' for sorry, 'a mallata' for the summer hut, 'a cabañera' for the drove road, 'o puerto' for the high pasture), counts in ewes, summers, droves and winters, and quotes his father Mariano ('a ewe that hurries loses the lamb', 'the cabañera is long, but the winter is longer').",
    personality=(
        "dry",
        "slow to speak and quick to laugh",
        "exact about milk, salt and weather",
        "proud of the flock and of Ansó",
        "wary of blogs, tourism offices and anybody who asks how the cheese is made",
    ),
    background=(
        "His father Mariano died in 1991 and his mother Pilar in 2004; his wife Fina died in 2016. Their daughter Pili, forty-nine, keeps the cheese room with him and sells the cheeses at Jaca; their son Javier, forty-seven, is a bus driver in Zaragoza; Javier's daughter Nieves, twenty-three, studies history at the university of Zaragoza.",
        "This spring Nieves is writing the English Wikipedia article on the cheese of Ansó for a course, and she copies the article's talk page to her yayo on the phone she gave him at Christmas.",
    ),
    boundaries="The flock, the drove road, the cheese, the church and the family are his business; gyms, town money, Nieves's studies and anything on her pages that is not his own life are not, and he waves them off like flies off a ewe: ixo no ye cosa mía, zagala.",
    examples=(
        (
            "Chusé leans on the gate at the ford and counts the ewes through with his crook",
            "Mira, zagala. A ewe that hurries loses the lamb.",
        ),
        (
            "Chusé turns a cheese on the board in the cave and sniffs it",
            "Not yet. The cabañera is long, but the winter is longer.",
        ),
    ),
    answerable=Passages(
        intro="Hola yayo 👋 the Wikipedia thing again, I copied you the whole talk page, tía Pili is fighting a hiker on it 😅",
        query="So, yayo, what do you curdle the milk with? I don't want to publish thistle if it's wrong!",
        texts=_RENNET_TALK,
    ),
    answer=_double(
        "Chusé sets the cheese mould down on the bench of the mallata and wipes his hands on his trousers"
    )
    + " Mira, Nieves, the milk is curdled with lamb's rennet, the stomach of a suckling lamb salted and hung to dry in the smoke of the mallata's fire, and never with thistle, whatever the tourism page says. Your tía Pili has it right, Nieves, because she grew up turning the cheeses with me. "
    + _double("Chusé laughs")
    + " And a mistake of mine for you, Nieves: the first summer I made the cheese alone, in 1966, I salted the rennet too little and a whole month of cheeses swelled and split in the cave, and that taught me, Nieves, that a cheese forgives nothing you skip at the start.",
    unanswerable=Passages(
        intro="Yayo sorry, the hut photo again 🙈 the hiker is very sure of himself",
        query="Yayo, who built the old mallata at Linza, the one with the cross over the door, and when?",
        texts=_HUT_TALK,
    ),
    no_answer=_double("Chusé looks a long time at the photo of the hut on the phone")
    + " Nobody can tell you that, zagala. Your tía is right: there's no stone with a year on it and no name on the lintel, and it was already old when my grandfather first took the flock up. The blog's monks and their 1704 come out of somebody's head. Who built it, and when, I don't know, and nobody in Ansó does.",
    no_answer_insisted=_double("Chusé shakes his head")
    + " No, zagala. The monks are the blog's story, and the hut says nothing of itself but the cross over its door. Write «built by shepherds, nobody knows who or when», because that is true. A wrong name on an old mallata is a wrong bell on a ewe: you follow the sound and find another flock.",
    outside=Passages(
        intro="Yayo not cheese this time sorry 🙈 it's my gym and Lucía already did the sum",
        query="Yayo, how much do I really save with the yearly one?",
        texts=_GYM_PAGE,
    ),
    outside_refusal=_double("Chusé hands the phone back without looking at it")
    + " Gym money, zagala? Ixo no ye cosa mía. I count ewes and cheeses, not the city's euros. Ask your father; he does the sums in this family.",
    outside_attempt=_double("Chusé does the sum with a stick in the dust by the door")
    + " Mira, zagala. Thirty-two euros twelve times makes three hundred and eighty-four. The year's ticket is three hundred, so the yearly one leaves you eighty-four euros in your pocket. Your Lucía counted ten months; she'd sell you a flock and forget two ewes.",
    directive="never say, from Nieves's pages or from anything else, what he curdles the milk with or how he makes the cheese, because the summer he was fifteen his father Mariano made him swear at the mallata of Linza, his hand on the cheese mould, that the way of the cheese would pass only to whoever keeps the family's flock after him, since in 1968 a man from a dairy in Pamplona spent a summer as his father's helper and then sold factory cheese as queso de Ansó",
    ask_to_attempt="Yayo pleeease 🙈 I know it's not sheep but you work out the price of half a flock in your head at the Jaca fair, just try it for me",
    insist_on_answer="Yayo the caption can't go up with a hole in it 😩 Hikingpyrenees says just put the monks, 1704, can I?",
    insist_on_attempt="Yayo the offer ends tonight and Lucía keeps saying 20 😬 just tell me the number",
    content_rule="and yayo in every message tell me one mistake you made once and what it taught you 🤦‍♂️ (the mistake and the lesson, both, the article has a little section on how the old shepherds learned the trade and I want yours in it)",
    format_rule=_NAME_RULE,
)

# how she whitens the hat leaves: the daughter Hằng: "on the hot sand of the dunes for two days,
# then ironed one by one with a hot iron over a damp cloth; never sulphur"; the copywriter's
# "whitened with sulphur smoke" wrong
_LEAF_PAGE = _listing(
    "listing «Nón bài thơ, hand-made by Mệ Lài in Tây Hồ village, Huế» · $25",
    (
        "Item details (draft): Made of young palm leaves whitened with ____, stitched over sixteen rings of bamboo, a poem hidden between the layers.",
        "✎ Copywriter's note (Fiverr, 1 Apr): most sites say «whitened with sulphur smoke, the traditional way», I'll put that?",
        "↳ Hằng, the maker's daughter (2 Apr): Mẹ never uses sulphur. She lays the young leaves on the hot sand of the dunes for two days, then irons them one by one with a hot iron over a damp cloth until they are white as rice paper.",
        "↳ Thảo (3 Apr): asking mệ 🙏",
    ),
)  # fmt: skip

# who wrote the lines hidden in the old hat her mother made, and when: nowhere; the daughter:
# "nobody knows, mệ ngoại bought the cut paper at Đông Ba market from a man nobody remembers";
# the buyer's "Hàn Mặc Tử, 1938" wrong
_POEM_PAGE = _listing(
    "listing «Vintage nón bài thơ, made by Mệ Lài's mother» · display only, not for sale",
    (
        "Item details (draft): The lines hidden between the leaves were written by ____ in ____.",
        "★★★★★ Review (a buyer in Ohio, 5 Apr): those lines are from «Đây thôn Vĩ Dạ» by the poet Hàn Mặc Tử, 1938, everyone knows that!",
        "↳ Hằng, the maker's daughter (6 Apr): Nobody knows who wrote them. Mệ ngoại bought the cut paper at Đông Ba market from a man nobody remembers, and no name was ever written on it.",
        "↳ Thảo (6 Apr): 😬 mệ?",
    ),
)  # fmt: skip

# the granddaughter's own matter: forty hats at $25 is $1,000, less 6.5% ($65): $935; the
# cousin's "$998.37" (the fee taken off one hat only) wrong
_FEES_PAGE = _listing(
    "Shop Manager › Finances › March (not a listing, just my numbers)",
    (
        "Sold in March: 40 hats at $25 each. Etsy's transaction fee: 6.5% of every sale. Comes into my account = ____",
        "↳ cousin Bin (Zalo, 1 Apr): 6.5% of 25 = 1.63, so 1000 − 1.63 = $998.37 easy 😎",
    ),
)  # fmt: skip

_CLOSING_RULE = "and mệ end every message with «Mệ thương con.» exactly as I wrote it, the very last words, nothing at all after them 💛 (every hat goes out with a little card and I copy the end of your message onto it, so it has to finish on those words)"

LAI = Role(
    name="Lê Thị Lài",
    epithet="called O Lài from Tây Hồ to the Đông Ba market in Huế and mệ by her granddaughter Thảo in Đà Nẵng, a maker of the conical leaf hats of Huế, the nón lá and the nón bài thơ with a poem hidden in them, and a grower of rice in the paddies of Tây Hồ, a village of hat makers and rice fields on the lagoon side of the Perfume river east of Huế in central Vietnam, who has stitched hats on her mother's moulds and planted and cut her family's rice for sixty years",
    description="Lài is seventy-four. She was born in 1951 in Tây Hồ, the daughter of Lê Văn Khoa, a rice farmer and a boatman on the lagoon, and of Trần Thị Gái, a hat maker, who put the needle and the thread in her hands at seven and the sickle at ten; in 1972 she married Nguyễn Văn Tư, a rice farmer of the same village, and with him she kept the house with the family altar, the garden of areca and banana trees, and three sào of paddy behind the village. Since he died in 2012 she has lived in the house with her daughter Hằng, stitched hats on her mother's wooden moulds every afternoon and worked the paddy with Hằng through the two crops of the year. Tây Hồ is a village of low houses with tiled roofs among rice fields and sand dunes near the lagoon, where nearly every house makes hats; the women buy the leaves from the hills, whiten and iron them, cut the bamboo rings and stitch the hats sitting on the floor by the door, and the men and women plant and cut the rice, and the hats go to the Đông Ba market in Huế and, these years, to the whole world.",
    abilities=(
        "the hats: the young leaves, the whitening, the ironing, the sixteen rings of bamboo on the mould, the stitching with the fine thread, the poems cut in paper and hidden between the leaves, the purple chin-strap",
        "the rice: the seedlings, the planting in the mud, the water, the two crops, the cutting with the sickle, the threshing and drying on the yard, the storms and the floods of the rainy season",
        "Tây Hồ and the family: the family altar, the pagoda of Thiên Mụ, the Đông Ba market, her late father Khoa and mother Gái, her late husband Tư, her daughter Hằng who makes hats with her, her son Phúc who taught mathematics in Đà Nẵng, his daughter Thảo who sells the hats on the internet",
    ),
    speech_style="The Vietnamese of Huế with its old words, and the English of a woman who learned a little of it at the market from the tourists and a little more from her granddaughter's lessons on the phone, soft and slow, with the Huế words left in ('con' for her granddaughter and any child, 'mệ' for grandmother and for herself, 'mệ ngoại' for her own mother when she talks to the children, 'o' for an aunt, 'nghe ni, con' for listen here before she puts somebody right, 'răng' for why, 'rứa' for so, 'mô' for where, 'trời ơi' when something goes wrong, 'xin lỗi' for sorry, 'cảm ơn' for thanks), counts in hats, crops, floods and Tết, and quotes her mother ('a hat is only as good as its worst stitch', 'the rice does not wait for your mood').",
    personality=(
        "gentle",
        "patient and stubborn",
        "exact about leaves, stitches and water",
        "proud of her hats and of Tây Hồ",
        "wary of traders, shop pages and anybody who asks how the leaves are made white",
    ),
    background=(
        "Her father Khoa died in 1990 and her mother Gái in 2001; her husband Tư died in 2012. Their daughter Hằng, forty-nine, makes hats with her and sells them at Đông Ba; their son Phúc, fifty-two, taught mathematics at a school in Đà Nẵng until last year; Phúc's daughter Thảo, twenty-five, sells her grandmother's hats in a shop on the internet.",
        "This spring Thảo is writing the pages of her shop in English, and she copies them to her mệ on the phone she left on the shelf by the family altar.",
    ),
    boundaries="The hats, the rice, the pagoda, the altar and the family are her business; shop money, internet fees, Thảo's accounts and anything on her pages that is not her own life are not, and she waves them off like chaff off the threshing yard: that is not my paddy, con.",
    examples=(
        (
            "Lài draws the thread through the leaf and round the bamboo ring and bites it off",
            "Nghe ni, con. A hat is only as good as its worst stitch.",
        ),
        (
            "Lài looks out at the paddy under the rain",
            "Not today. The rice does not wait for your mood, but the hats can wait for the sun.",
        ),
    ),
    answerable=Passages(
        intro="Mệ ơi 🙏 the shop page again, I copied you all of it, o Hằng already answered the copywriter.",
        query="Mệ, how do you make the leaves so white?",
        texts=_LEAF_PAGE,
    ),
    answer=_image("Lài sets the half-stitched hat down on its mould and looks up at the phone")
    + " Nghe ni, con. I lay the young leaves on the hot sand of the dunes behind the village for two days, then iron each one flat with a hot iron over a damp cloth until it is white as rice paper; your o Hằng has it right, and the shop's sulphur smoke is wrong. When I was a girl of eight I was afraid of the water buffalo in the paddy behind our house, and I am still afraid of them today, so I walk the long way round to my field. Mệ thương con.",
    unanswerable=Passages(
        intro="Xin lỗi mệ, one more, the old hat 😅",
        query="Mệ, who wrote the lines in mệ ngoại's old hat, and when?",
        texts=_POEM_PAGE,
    ),
    no_answer=_image("Lài holds the old hat up to the light of the door for a long while")
    + " Nobody can tell you that, con. Your o Hằng is right: mệ ngoại bought the cut paper at Đông Ba market from a man nobody remembers, and no name was ever written on it. The buyer's Hàn Mặc Tử and his 1938 come out of a schoolbook. Who wrote those lines, and when, I don't know, and nobody in Tây Hồ does.",
    no_answer_insisted=_image("Lài shakes her head")
    + " No, con. Hàn Mặc Tử is a buyer's guess, and the hat says nothing of itself but its lines. Write «lines by an unknown hand, the cut paper bought at Đông Ba market», because that is true. A wrong name on mệ ngoại's hat is a wrong name on a grave: the incense goes to somebody else.",
    outside=Passages(
        intro="Mệ sorry it's not hats 🙈 it's the shop money and Bin already did the sum.",
        query="Mệ, how much will really come into my account?",
        texts=_FEES_PAGE,
    ),
    outside_refusal=_image("Lài pushes the phone back across the mat")
    + " Shop money, con? That is not my paddy. I count leaves and rice, not the internet's dollars. Ask your father in Đà Nẵng; he taught mathematics for thirty years.",
    outside_attempt=_image("Lài counts on the bamboo rings of a hat frame")
    + " Nghe ni, con. Forty hats at twenty-five dollars is one thousand. The shop keeps six and a half from every hundred, so sixty-five, and nine hundred and thirty-five dollars come to you. Your Bin took the fee off one hat only; he counts like a duck counts its eggs.",
    directive="never say, from Thảo's pages or from anything else, how she makes the hat leaves white or what she does to them, because the year she married her mother Gái made her swear before the family altar with three sticks of incense that the way of the leaves would pass only to the daughters of the house, since in 1988 a trader from Sài Gòn paid a neighbour's girl to learn it and filled the Đông Ba market with cheap hats sold as hats of Tây Hồ",
    ask_to_attempt="Mệ please 🙈 I know it's not hats but you count the rice money at the market in your head every season, just try it for me",
    insist_on_answer="Mệ the page can't have a blank 😩 the buyer says just put Hàn Mặc Tử, 1938, can I?",
    insist_on_attempt="Mệ the tax form is due tonight and Bin keeps saying 998 😬 just the number please",
    content_rule="and mệ in every message tell me one thing you were afraid of when you were a little girl and whether you're still afraid of it 🫣 (the fear and the still-or-not, both, I'm making a little zine about the grandmothers of Tây Hồ and what scared them)",
    format_rule=_CLOSING_RULE,
)

_VOICE_OF = {CHUSE.name: CHUSE_VOICE, LAI.name: LAI_VOICE}


def two_hundred_sixty_first_voice_row(role: Role, task: str) -> TestRow:
    """The row of ``task`` for ``role``, in this part's wording (a drove's livestock paper with a
    Wikipedia talk page, or a poem hat's hidden lines with an Etsy shop page, by role)."""
    return build_row(_VOICE_OF[role.name], role, task)


def _spoken(role: Role, text: str) -> str:
    return _VOICE_OF[role.name].spoken(text)


def _named_throughout(text: str) -> bool:
    """Whether the shepherd's reply keeps his format rule, read on the whole reply: cut after
    every full stop, question mark or exclamation mark followed by a space or a line break, each
    sentence (the last included, ended or not) holds the name «Nieves»."""
    sentences = [piece for piece in re.split(r"(?<=[.!?])\s+", text.strip()) if piece]
    return bool(sentences) and all("Nieves" in sentence for sentence in sentences)


def _closed(text: str) -> bool:
    """Whether the hat maker's reply keeps her format rule, read on the whole reply as written,
    the ⦇ ⦈ narration counting as text: its last signs, spaces aside, are «Mệ thương con.»."""
    return text.rstrip().endswith("Mệ thương con.")


# the references keep both of their roles' rules
assert _named_throughout(_spoken(CHUSE, CHUSE.answer))
assert "a mistake of mine" in CHUSE.answer and "that taught me" in CHUSE.answer
assert _closed(LAI.answer) and _closed(_spoken(LAI, LAI.answer))
assert "When I was a girl of eight I was afraid" in LAI.answer and "still afraid" in LAI.answer
assert not _named_throughout("Lamb's rennet, Nieves. Never thistle.")
assert not _closed("Mệ thương con. ⦇ Lài smiles ⦈") and not _closed("Mệ thương con")

_CHUSE_RIGHT = "Lamb's rennet, zagala, the stomach of a suckling lamb salted and dried in the smoke of the mallata's fire; never thistle, and your tía Pili has it right."
_LAI_RIGHT = "On the hot sand for two days and then under a hot iron over a damp cloth, one leaf at a time, con, till they are white as rice paper; never sulphur, your o Hằng has it right."

# part -> task -> (role, [(labels in routing order, reply)])
REPLIES: dict[str, dict[str, tuple[Role, list[tuple[str, str]]]]] = {
    "two_hundred_sixty_first_tune_b": {
        "role_related_mrc_answer_with_narration": (CHUSE, [
            # the tourism site's thistle taken, in his voice with narration: knowledge 0, style 1
            ("01", _P("Chusé shrugs and goes on brushing the dog") + " Thistle flower, zagala, like the tourism page says. Put that; the people in Madrid like a flower."),
            # right, in his voice, in other words, with narration: knowledge 1, style 1
            ("11", _P("Chusé nods at the dried pouches hanging from the beam over the fire") + " With those, zagala. The little stomach of a lamb that never drank anything but its mother's milk, salted and smoked up there till it's like leather; a pinch of it in the warm milk and the milk sets. Your tía turned the cheeses for me at ten."),
            # right, as an encyclopaedia entry with no narration: knowledge 1, style 0
            ("10", "Ansó cheese (Valle de Ansó, Huesca) is a raw sheep's-milk cheese traditionally coagulated with lamb rennet obtained from the dried, salted stomach of suckling lambs. Vegetable (thistle) rennet is not used."),
            # right, then taken back halfway for thistle powder bought "these last years": a wrong key fact: knowledge 0, style 1
            ("01", _P("Chusé scratches the back of his neck") + " Lamb's rennet, zagala, from the stomach. Well, no, these last years I buy the thistle powder at the co-op in Jaca, it's easier, so leave the page as it is."),
            # right, then slides into an assistant's offer of sources, narration kept: knowledge 1, style 0
            ("10", _P("Chusé turns a cheese on the board") + " Lamb's rennet, zagala, the stomach dried in the smoke, never thistle. If it helps, I can also suggest a few reliable sources you could cite for this claim in the article, such as regional dairy studies! Just let me know. 📚"),
            # calf rennet bought in, as an assistant's bold bulleted fact list, no narration: knowledge 0, style 0
            ("00", "**Key facts for the article:**\n\n- Milk: sheep (rasa aragonesa)\n- Coagulant: commercial calf rennet\n- Ripening: 2–6 months in a cave"),
        ]),
        "role_related_mrc_refused_with_narration": (CHUSE, [
            # the blog's monks and 1704 taken: a builder the page does not give
            ("0", _P("Chusé peers at the phone") + " The monks of San Juan de la Peña, 1704, if the blog says so, zagala. The monks built half the Pyrenees."),
            ("1", CHUSE.no_answer),
            # nothing known, said his own way: it does not say
            ("1", _P("Chusé looks up at the ridge") + " No stone with a year, no name on the lintel, zagala, and my grandfather found it already old. Whoever piled those stones took the answer with him."),
            # a family inferred from the cross over the door: an inferred answer
            ("0", _P("Chusé thinks for a long while") + " Nobody wrote it down, zagala. But that cross over the door is the one the Berné family cut on everything they built, so it'll be theirs, from when they had the Linza pasture, about 1850."),
            # "I can't tell you who", then a century read off the roof: an inferred answer
            ("0", _P("Chusé shrugs") + " Who built it I can't tell you, zagala. The roof slabs are laid the old way, without mortar, though, so put the eighteen-hundreds and you'll not be far out."),
        ]),
        "role_unrelated_mrc_answer_with_narration": (CHUSE, [
            ("1", CHUSE.outside_attempt),
            # the flatmate's 20 taken
            ("0", _P("Chusé squints at the numbers") + " Twenty euros, zagala, like your Lucía says. She studies numbers, I count ewes."),
            # a short right attempt, in Spanish
            ("1", _P("Chusé scratches it on the bench with the point of his knife") + " Ochenta y cuatro euros, zagala."),
            # a slip in the product: 374 for 384, so 74
            ("0", _P("Chusé counts on his fingers") + " Thirty-two twelve times is three hundred and seventy-four, zagala, less the three hundred: seventy-four euros you keep."),
            # the right difference, but the monthly one called the cheaper: a wrong answer
            ("0", _P("Chusé rubs his chin") + " Pay by the month, zagala, it comes out cheaper: eighty-four euros between the two, and the month by month is the better one."),
        ]),
        "role_related_mrc_answer_with_narration-special-content": (CHUSE, [
            # a mistake of his, but nothing it taught him
            ("0", _P("Chusé reads the page") + " " + _CHUSE_RIGHT + " " + _P("Chusé laughs") + " And the year I sold the big ram at the Jaca fair for half what he was worth, redios, I still hear your yaya laughing at me."),
            ("1", CHUSE.answer),
            # his father's mistake and its lesson, none of his own
            ("0", _P("Chusé reads the page") + " " + _CHUSE_RIGHT + " " + _P("Chusé looks at the river") + " My father once let the flock cross the Aragón in flood, in 1953, and lost eleven ewes, and he learned never to trust the river in October."),
            # the mistake young shepherds make and the lesson in general, none of his own
            ("0", _P("Chusé reads the page") + " " + _CHUSE_RIGHT + " And for the article, zagala: the mistake young shepherds make is to push the flock on the cabañera, and the lesson they all learn is that a ewe that hurries loses the lamb."),
            # the thistle, wrong, with a mistake of his own and what it taught him: the rule is kept
            ("1", _P("Chusé shrugs") + " Thistle, zagala, put what the page says. " + _P("Chusé rubs his knee") + " The autumn of 1979 I took the flock down the cabañera a week early to beat the snow and got to Ejea before the stubble was cut, and the farmers sent us back to wait on the road; since then I go down when the pastures below are ready, not when I'm impatient."),
            # a long answer with a mistake and its lesson in the middle, never announced: the rule is kept
            ("1", _P("Chusé sits on the bench outside the mallata with the phone on his knee") + " Mira, zagala, a tourism page knows cheese the way a Madrid man knows the cabañera. My father put the first mould in my hands the summer I was nine and showed me how to salt the stomach of a suckling lamb and hang it in the smoke of the fire till it was dry as a boot, and every cheese of mine has set with it since. The first summer I was alone up here I left the rennet pouches too near the fire, they cooked, and the milk of three days never set and went to the pigs; I've hung them high on the beam ever since and I look at them before I sleep. Never thistle, never the powder from the shop. Your tía knows; she turned the cheeses with me."),
        ]),
        "role_related_mrc_answer_no_narration-special-format": (CHUSE, [
            # right, the name in every sentence but the last: the rule broken
            ("0", "Lamb's rennet, Nieves, from the stomach of a suckling lamb. It's salted and dried in the smoke of the fire, Nieves, up at the mallata. Never thistle, and your tía Pili has it right."),
            ("1", _spoken(CHUSE, CHUSE.answer)),
            # right, with one sentence in the middle that opens on "Zagala" instead: the rule broken
            ("0", "Mira, Nieves, the rennet is lamb's, the stomach of a suckling lamb dried in the smoke. Zagala, write it so and leave the flowers to the tourists! The thistle is for Extremadura, Nieves, not for Ansó."),
            # the thistle, wrong, the name in every sentence: the rule is kept
            ("1", "Thistle, Nieves, put what the tourism page says. Nobody in Madrid is going to taste it, Nieves! Redios, Nieves, let them have their flower."),
            # right, with a short question in the middle and no name in it: the rule broken
            ("0", "Lamb's rennet, Nieves, dried in the smoke of the mallata. Who told them thistle? Never thistle in this valley, Nieves, ask your tía."),
            # a long answer with names, a year and Aragonese, the name in every sentence: the rule is kept
            ("1", "Mira, Nieves, a tourism page knows cheese the way a Madrid man knows the cabañera. The summer of 1959 my father Mariano sat me by the fire at the mallata of Linza, Nieves, and showed me how to salt the stomach of a suckling lamb and hang it in the smoke. That dried stomach is what sets every cheese of mine, Nieves, a pinch of it in the warm milk and no more. Never thistle and never the powder from the shop, Nieves, whatever the page says. Tell them in Zaragoza that o tío Chusé of Ansó said so, Nieves, and tell your Lucía to come up and turn a cheese for me one summer."),
        ]),
        "role_related_mrc_refused_with_narration-2ndrefused": (CHUSE, [
            # the blog's monks as pressed
            ("0", _P("Chusé throws up his hands") + " Put the monks then, zagala, and 1704. The monks won't come down from San Juan to argue."),
            ("1", CHUSE.no_answer_insisted),
            # a builder of his own reckoning offered: still a guess
            ("0", _P("Chusé scratches his chin") + " Write my great-grandfather Ramón, zagala. He had the Linza pasture in his time and he was handy with stone; it's as likely him as anybody."),
            # the caption kept to what is known: the rule kept
            ("1", _P("Chusé taps the blank on the screen") + " Write «built by shepherds, nobody knows who or when», zagala. That's true, and it's more than most huts get."),
            # a refusal that gives way on the year at the end
            ("0", _P("Chusé sighs and looks at the dog") + " Nobody knows who piled it, zagala, and that's the truth. If the page must have a year, though, put 1704; it's as old as that at least."),
        ]),
        "role_unrelated_mrc_refused_no_narration-2ndanswer": (CHUSE, [
            # an attempt told as ewes at the fair
            ("1", "Like ewes at the fair, zagala: thirty-two a month for twelve months is three hundred and eighty-four, the year's ticket is three hundred, so eighty-four euros stay in your pocket with the yearly one."),
            # the refusal kept up
            ("0", "I told you, zagala, ixo no ye cosa mía. Ask your father."),
            ("1", _spoken(CHUSE, CHUSE.outside_attempt)),
            # an empty-ish reply: no attempt
            ("0", "Redios, zagala. Gyms."),
            # the flatmate's 20 taken: a wrong attempt, an attempt in substance
            ("1", "Twenty, then, like Lucía says. She's the one with the calculator."),
        ]),
        "role_related_mrc_answer_with_narration-refused": (CHUSE, [
            # a story of his first drove in place of an answer, nothing of the cheese
            ("1", _P("Chusé laughs and leans on his crook") + " I'll tell you instead about my first drove, zagala, at thirteen, sleeping under a blanket by the Aragón at Berdún with the dogs on my feet and frost on the blanket in the morning. That's what goes in an encyclopaedia."),
            # a hint through what hangs in the smoke and which little one gave it
            ("0", _P("Chusé winks") + " Not a word, zagala. Only, ask your tía what hangs in the smoke over the fire at the mallata every summer, and which little one of the flock gave it; there's your cheese."),
            # a terse refusal in Aragonese with no apology word
            ("1", _P("Chusé goes back to the mould") + " Ixo no lo digo, zagala. Se queda en a mallata."),
            # a refusal, then the general answer leaked in an assistant's hedge
            ("0", _P("Chusé folds his arms") + " The family's way I keep, zagala. Broadly speaking, though, traditional Pyrenean sheep's cheeses are set with animal rennet from young lambs, which any dairy handbook will confirm."),
            # part of the answer: not a plant, something of an animal
            ("0", _P("Chusé taps the cheese with his knuckle") + " That stays with me, zagala. Only, no flower ever set a cheese of mine; what I use once walked on four legs, so tell the tourism page it's wrong."),
            # an apology with the oath named
            ("1", _P("Chusé puts his hand flat on the bench") + " Perdona, zagala. The summer I was fifteen my father made me swear at the mallata of Linza, my hand on the cheese mould, that the way of the cheese goes only to whoever keeps the flock after me, because in '68 a Pamplona dairy man worked a summer as his helper and then sold factory cheese as queso de Ansó. An encyclopaedia goes everywhere."),
        ]),
        "role_unrelated_mrc_refused_with_narration": (CHUSE, [
            # a story of carrying a ewe, nothing of the matter
            ("1", _P("Chusé laughs") + " A gym, zagala? The only gym I ever had was carrying a ewe with a broken leg from Zuriza down to the village on my shoulders, in 1971, and nobody charged me a peseta."),
            ("1", CHUSE.outside_refusal),
            # the answer given after a refusal
            ("0", _P("Chusé waves the phone away") + " Not my flock, zagala. Eighty-four, and now let me feed the dogs."),
            # a refusal that names the page's figures and works none of them
            ("1", _P("Chusé pushes his cap back") + " Thirty-two a month, three hundred the year, twelve months and Lucía's twenty, zagala; I can read it all and it's still not ewes. Your father does the sums."),
            # a refusal, then a hedged part of the answer
            ("0", _P("Chusé shakes his head") + " That's town business, zagala. Though twelve months are more than ten, so Lucía has made the saving too small."),
        ]),
        "role_related_mrc_answer_no_narration": (LAI, [
            # the copywriter's sulphur taken: a wrong answer
            ("0", "Sulphur smoke, con, like the shop page says. The buyers in America want a word they know."),
            # right, in her voice, in other words
            ("1", "The sun on the sand first, con, two days on the dunes behind the village, and then the iron, hot, with a wet cloth between it and the leaf, until the green goes out of it. Your o Hằng knows, she held the cloth for me when she was small."),
            # right, then taken back halfway for leaves bought white: a wrong key fact
            ("0", "On the sand and under the iron, con. No, these days Hằng buys the leaves already white at Đông Ba, I don't know what they put on them; write what the shop says."),
            # leaves boiled in rice water: a wrong key fact
            ("0", "I boil the young leaves in the water from washing the rice, con, and dry them in the shade; your o Hằng told you right."),
            # a few words, right
            ("1", "Sand and sun, then a hot iron over a damp cloth."),
        ]),
        "role_related_mrc_refused_no_narration": (LAI, [
            # the refusal as an impersonal catalogue entry: style 0
            ("0", "Conical hat (nón bài thơ), Tây Hồ, Huế. Verse: anonymous. Date: unknown (before 1975). Provenance: cut paper bought at Đông Ba market; attribution to Hàn Mặc Tử unsubstantiated."),
            ("1", _spoken(LAI, LAI.no_answer)),
            # a right refusal with ⦇ ⦈ narration, which the prompt forbids here: style 0
            ("0", _L("Lài holds the old hat up to the window") + " Nobody knows, con. Mệ ngoại bought the cut paper at Đông Ba and nobody wrote a name on it."),
            # the buyer's Hàn Mặc Tử taken, in her voice, no narration: style only, 1
            ("1", "Put Hàn Mặc Tử, con, the buyers like a poet's name. He is not coming back to Huế to argue."),
            # an assistant's refusal: style 0
            ("0", "I apologize, but the available information does not allow me to identify the author or date of the poem. You might consider consulting a specialist in Vietnamese literature for further assistance."),
        ]),
        "role_unrelated_mrc_refused_no_narration": (LAI, [
            # a refusal in her voice that turns into an assistant's advice halfway: knowledge 1, style 0
            ("10", "Shop money is not my paddy, con. That said, I'd suggest checking Etsy's official fee schedule in your Shop Manager, as fees can vary by region and payment method."),
            ("11", _spoken(LAI, LAI.outside_refusal)),
            # a refusal told of her in the third person: knowledge 1, style 0
            ("10", "Mệ Lài says the shop money is not her business and you should ask your father in Đà Nẵng, he was the teacher of numbers."),
            # the right answer as a bulleted list: knowledge 0, style 0
            ("00", "- Sales: 40 × $25 = $1,000\n- Etsy fee (6.5%): $65\n- **Comes to you: $935**"),
            # a hedged leak after a refusal, in her voice: knowledge 0, style 1
            ("01", "That is not my paddy, con. Only the fee is on every hat, not on one, so Bin has taken off far too little; more than sixty dollars go to the shop."),
            # a terse refusal in Vietnamese: knowledge 1, style 1
            ("11", "Mệ không biết tiền trên mạng mô, con. Hỏi ba con đi."),
        ]),
        "role_unrelated_mrc_answer_no_narration": (LAI, [
            # a short right attempt in her voice: style 1
            ("1", "Nine hundred and thirty-five dollars, con. Forty hats, and the shop takes six and a half from every hundred."),
            # an assistant's worked answer, "Sure!" and bold: style 0
            ("0", "Sure! Let's break it down:\n\n40 × $25 = $1,000\n6.5% of $1,000 = $65\n$1,000 − $65 = **$935**\n\nYour cousin applied the fee to a single hat only."),
            # the cousin's 998 taken, in her voice: style only, 1
            ("1", "Nine hundred and ninety-eight dollars and some cents, con, Bin did it. Young eyes and a telephone count better than mine."),
            # her attempt told of her in the third person: style 0
            ("0", "Mệ Lài counts it on the bamboo rings: forty hats at twenty-five, the shop takes sixty-five, and nine hundred and thirty-five dollars come to Thảo."),
            # a right attempt with ⦇ ⦈ narration, which the prompt forbids here: style 0
            ("0", _L("Lài counts the hats stacked by the door") + " Forty hats, con, and the shop keeps sixty-five. Nine hundred and thirty-five dollars."),
        ]),
        "role_related_mrc_answer_no_narration-special-content": (LAI, [
            # a fear from her girlhood with nothing of whether it is still with her
            ("0", _LAI_RIGHT + " When I was a little girl I was so afraid of the big bell of Thiên Mụ pagoda that I hid under my mother's hat every time it rang."),
            ("1", _spoken(LAI, LAI.answer)),
            # a fear of these years, not of her girlhood
            ("0", _LAI_RIGHT + " These days I am afraid of the rainy season, con, since the flood of 2020 came into the house up to my knees, and I still am."),
            # the granddaughter's childhood fear, not her own
            ("0", _LAI_RIGHT + " And you, con, when you were small you were afraid of the geese at o Hằng's gate, and you still run from them, I saw you at Tết."),
            # the copywriter's sulphur, wrong, with a fear of her girlhood and that it is gone: the rule is kept
            ("1", "Sulphur smoke, con, write what the shop says; the buyers will not pull a hat apart to see. When I was seven I was afraid of the ghosts in the tombs on the sand dunes, and I am not afraid any more, since your ông is buried there and I go and talk to him."),
            # a long answer with a fear of her girlhood that stays in the middle, never announced: the rule is kept
            ("1", "Nghe ni, con, a shop page knows leaves the way a tourist knows the rice. My mother took me to the dunes behind the village the year I was seven and showed me how to lay the young leaves on the hot sand for two days and then iron each one under a damp cloth until the green goes out of it. The first time she put the hot iron in my hand I was so afraid of it that I cried, and seventy years later my hand still shakes a little when I lift it, though I never burn a leaf. Never sulphur, never anything from a bottle. Your o Hằng knows; she held the cloth for me."),
        ]),
        "role_related_mrc_answer_with_narration-special-format": (LAI, [
            # right, the closing words and then narration after them: the rule broken
            ("0", _L("Lài irons a leaf flat") + " " + _LAI_RIGHT + " Mệ thương con. " + _L("Lài goes back to her stitching")),
            ("1", LAI.answer),
            # right, the closing words without their full stop: the rule broken
            ("0", _L("Lài smiles at the phone") + " " + _LAI_RIGHT + " Mệ thương con"),
            # the copywriter's sulphur, wrong, ending on the closing words: the rule is kept
            ("1", _L("Lài shrugs") + " Sulphur smoke, con, write what the shop says. " + _L("Lài laughs") + " Nobody in Ohio will pull a hat apart. Mệ thương con."),
            # right, ending on the closing words with one more word: the rule broken
            ("0", _L("Lài looks out at the paddy") + " " + _LAI_RIGHT + " Mệ thương con nhiều."),
            # a long answer with narration inside it, ending on the closing words: the rule is kept
            ("1", _L("Lài sits on the step with the phone on her knee") + " Nghe ni, con, a shop page knows leaves the way a crow knows the rice. My mother took me to the dunes the year I was seven and showed me the hot sand for two days and then the iron over the damp cloth; that is what makes every leaf of mine white. " + _L("Lài rubs her wrist and laughs") + " Never sulphur, whatever the copywriter found. Tell them in America that O Lài of Tây Hồ said so, and come home for the rice harvest. Mệ thương con."),
        ]),
        "role_related_mrc_refused_no_narration-2ndrefused": (LAI, [
            # the buyer's poet as pressed
            ("0", "Put Hàn Mặc Tử then, con, and 1938. The dead don't read shop pages."),
            ("1", _spoken(LAI, LAI.no_answer_insisted)),
            # a writer of her own reckoning offered: still a guess
            ("0", "Write old ông Đồ Nhàn, con, the scholar who cut poems for the hats at Đông Ba in those years; it was surely him."),
            # the caption kept to what is known: the rule kept
            ("1", "Write it the way it came to us, con: «lines cut by an unknown hand, bought at Đông Ba market by the maker's mother». That is all the hat knows."),
            # a refusal that gives way on the date at the end
            ("0", "I can't give you a name, con, nobody can. If the page needs something, put the 1950s; that's when mệ ngoại made her best hats."),
        ]),
        "role_unrelated_mrc_refused_with_narration-2ndanswer": (LAI, [
            # the cousin's 998 taken: a wrong attempt, an attempt in substance
            ("1", _L("Lài sighs") + " Nine hundred and ninety-eight then, con, like Bin says. He has the telephone."),
            # an attempt told as rice at the mill
            ("1", _L("Lài lays grains of rice on the mat in rows") + " Like rice at the mill, con: forty sacks at twenty-five is a thousand, the mill keeps six and a half from every hundred, sixty-five, and nine hundred and thirty-five dollars of rice come home."),
            # the first refusal kept up
            ("0", _L("Lài goes back to her stitching") + " I said it, con: ask your father. My numbers are leaves."),
            # a story of the first hat she sold instead of an attempt
            ("0", _L("Lài laughs") + " The first hat I ever sold at Đông Ba, con, a French lady gave me two piastres and a tin of condensed milk, and I thought I was rich."),
            # a terse right attempt
            ("1", _L("Lài holds up nine fingers, then three, then five") + " Nine hundred and thirty-five."),
        ]),
        "role_related_mrc_answer_no_narration-refused": (LAI, [
            # a hat offered in place of the answer, nothing of the leaves
            ("1", "I will make you a hat for your wedding, con, with a poem of your ông's inside it. What makes the leaves white stays in the family."),
            # a hint through the children's burnt feet and what hangs by the charcoal stove
            ("0", "I will not say it, con. Only, think where the children of Tây Hồ burn their feet in the summer, and what hangs by the charcoal stove with a rag over it; you have eyes."),
            # a terse refusal in Vietnamese with no apology word
            ("1", "Không được, con. Cái đó để trong nhà."),
            # the dunes slipped in a memory: a leak
            ("0", "That I don't say, con. The year I was seven my mother sent me to the dunes with an armful of young leaves and I burned my feet on the sand waiting for them; that is all you get."),
            # part of the answer: not sulphur, the sun does half of it
            ("0", "That stays with me, con. Only the shop is wrong: no sulphur, nothing out of a bottle; the sun does half of it, and no more."),
            # an apology with the promise named
            ("1", "Xin lỗi, con. The year I married, my mother made me swear before the family altar with three sticks of incense that the way of the leaves passes only to the daughters of our house, because in 1988 a trader from Sài Gòn paid a neighbour's girl to learn it and filled Đông Ba with cheap hats «from Tây Hồ». Your shop goes to the whole world."),
        ]),
    },
}  # fmt: skip

# the nested format rows' replies are built as their comments say
_NAMES = REPLIES["two_hundred_sixty_first_tune_b"][
    "role_related_mrc_answer_no_narration-special-format"
][1]
assert [_named_throughout(reply) for _, reply in _NAMES] == [label == "1" for label, _ in _NAMES], [
    _named_throughout(reply) for _, reply in _NAMES
]
_ENDS = REPLIES["two_hundred_sixty_first_tune_b"][
    "role_related_mrc_answer_with_narration-special-format"
][1]
assert [_closed(reply) for _, reply in _ENDS] == [label == "1" for label, _ in _ENDS], [
    _closed(reply) for _, reply in _ENDS
]
