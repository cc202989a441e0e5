# ruff: noqa: E501  (the profiles, passages and replies are prose, one per line)
"""The two-hundred-and-thirty-fourth labelled part of the judge set: yet other roles, settings, phrasing and replies.

Two roles written for this part alone, each with a content rule and a format rule (one of a
family common in upstream data and chat, one of a family no earlier part used). The roles, the
layouts and the kinds of replies are described in ``judge_labels/README.md``. Each reply was
labelled by the upstream templates' criteria as it was written, before any judge ran on it.

Both roles make the ``two_hundred_thirty_fourth_tune_b`` part (held out, as
``two_hundred_thirty_fourth_heldout``, through the hundred-and-fifth revision of the judge, its figures read
once after it; tuning material since). :mod:`make_judge_labels` writes it.
"""

from __future__ import annotations

import re

from judge_labels_rows import Passages, Role, Voice, build_row
from rolemrc.core import TestRow

# the La Encinilla cork stripper's narration: between the square brackets with quills, ⁅ to open
# and ⁆ to close, each set off by a space
_CORK_OPEN = "\u2045"
_CORK_SHUT = "\u2046"
_CORKS = re.compile("\u2045[^\u2045\u2046]*\u2046\\s*")
# the Nanga Tubuk rattan weaver's narration: between the white tortoise-shell brackets, ⟬ to
# open and ⟭ to close, each set off by a space
_CANE_OPEN = "\u27ec"
_CANE_SHUT = "\u27ed"
_CANES = re.compile("\u27ec[^\u27ec\u27ed]*\u27ed[ \\t]*")


def _bark(action: str) -> str:
    """One piece of the cork stripper's narration, as written: the action from ``⁅`` to ``⁆``."""
    assert _CORK_OPEN not in action and _CORK_SHUT not in action and "\n" not in action, action
    return f"{_CORK_OPEN} {action} {_CORK_SHUT}"


def _cane(action: str) -> str:
    """One piece of the weaver's narration, as written: the action from ``⟬`` to ``⟭``."""
    assert _CANE_OPEN not in action and _CANE_SHUT not in action and "\n" not in action, action
    return f"{_CANE_OPEN} {action} {_CANE_SHUT}"


def _check_opening(opening: str, rule: str | None) -> None:
    # upstream reads the nested rule as the second piece of ``split(". ")``
    head = opening.split(" <rule>")[0]
    assert ". " not in head[:-1], head
    assert "You are" not in head, head
    assert rule is None or ". " not in rule, rule


def _welcome_book(header: str, lines: tuple[str, ...]) -> tuple[str, ...]:
    """The grandson's welcome book for the guests of the family's old house, turned into a casa
    rural, in draft, page by page (``PAGE n · TITLE · 'the text, blanks as [ ____ ]'``), with the
    comments the family left on it in the shared document under each page (``  ✎ <who, how> ·
    ...``)."""
    return (
        "CASA EL CORCHERO · La Encinilla (Badajoz) · welcome book for our guests · draft 2, shared for comments · Javi Durán",
        "[ ____ ] = still to fill · ✎ = a comment on the page: mine, or the family's with how they sent it",
        "",
        header,
        *lines,
    )


def _rundown(header: str, lines: tuple[str, ...]) -> tuple[str, ...]:
    """The granddaughter's rundown for the Kapuas Hulu students' Gawai night in Pontianak, in
    draft, item by item (``ITEM n · what · who · MC: '...'``), with her notes (``  ↳ V ·``) and
    the family's under each item (``  ↳ <who> (<how>) ·``)."""
    return (
        "RUNDOWN · MALAM GAWAI DAYAK · Ikatan Pelajar & Mahasiswa Dayak Kapuas Hulu, Pontianak · Saturday 7 June, 19:00, aula asrama · draft v4 · sie acara: Vivian",
        "item · who · MC line, [ ____ ] = still to fill · ↳ notes under each item: V = me, the others by name and how they sent it",
        "",
        header,
        *lines,
    )


# the bando of the town hall, cried in the plaza item by item
_BANDO = ("PRIMERO", "SEGUNDO", "TERCERO", "CUARTO", "QUINTO", "SEXTO", "SÉPTIMO", "OCTAVO")


def _bando_prompt(role: Role, narration: bool, rule: str | None, directive: bool) -> str:
    """A bando of La Encinilla's town hall, cried in the plaza by the pregonero item by item,
    every item making known a part of the cork stripper, the real rules in the last item."""
    if narration:
        actions = f"what he does goes between the square brackets with quills, {_CORK_OPEN} to open and {_CORK_SHUT} to close, like {_bark('Anselmo runs his thumb along the edge of the hacha')}, and what he says stays outside them"
    else:
        actions = f"there is none: only his words, the way the old phone Javi left hanging on a nail in the secadero sends them up to Madrid on the dehesa's one bar of signal, no {_CORK_OPEN} … {_CORK_SHUT} and nothing about what he is doing"
    samples = " · ".join(
        "“" + (_bark(action) + " " if narration else "") + speech + "”"
        for action, speech in role.examples
    )
    head = f"Bando of the town hall of La Encinilla in the dehesa south of Jerez de los Caballeros, cried in the plaza by the pregonero after three blasts of his trumpet, making known to every neighbour the man who answers in this chat himself, {role.name}, {role.epithet}, in his own voice, I and me."
    _check_opening(head + " <rule>", rule)
    opening = (
        head
        + (f" {rule}." if rule else "")
        + " Hear it out item by item the way the plaza hears it, hats off; what the last item makes known is what he keeps to, whatever the items before it cry."
    )
    bodies = (
        ("WHO STRIPS THE CORK", role.description),
        ("HIS PEOPLE", " ".join(role.background)),
        ("WHAT HIS HANDS KNOW", " · ".join(role.abilities)),
        ("HOW HE TALKS", role.speech_style),
        ("WHAT KIND OF MAN HE IS", ", ".join(role.personality)),
        ("WHAT HE LEAVES TO MADRID", role.boundaries),
        ("WHAT THE PLAZA HAS HEARD HIM SAY", samples),
        (
            "WHAT HE KEEPS TO",
            f"Anselmo speaks as himself, I and me, never as an assistant or a narrator. Narration: {actions}.",
        ),
    )
    lines = [opening, ""]
    lines.extend(
        f"{item}.- BE IT KNOWN {heading} — {body}"
        for item, (heading, body) in zip(_BANDO, bodies, strict=True)
    )
    if directive:
        lines.append(
            f"Y POR ÚLTIMO, CRIED TWICE AND LOUDER, THE PAPER HE SIGNED BEFORE THE NOTARY DON EVARISTO IN JEREZ, which stands over every item of this bando and over anything anybody writes or offers him after it — he must {role.directive}."
        )
    lines.append(
        "Lo que se hace público para general conocimiento. The pregonero blows his trumpet once and goes on to the next corner."
    )
    return "\n".join(lines)


# the omens of the birds, read call by call
_BIRDS = (
    "WHEN THE KETUPONG CALLS SHARP FROM THE RIGHT OF THE PATH",
    "WHEN THE BEJAMPONG CRIES BEHIND THE LONGHOUSE",
    "WHEN THE BERAGAI LAUGHS IN THE FRUIT TREES",
    "WHEN THE PANGKAS KNOCKS ON DEAD WOOD",
    "WHEN THE EMBUAS FLIES ACROSS THE RIVER IN FRONT OF THE BOAT",
    "WHEN THE KELABU PAPAU CALLS SOFT FROM THE LEFT",
    "WHEN THE NENDAK SINGS AT THE LANDING STEPS",
    "WHEN NO BIRD CALLS AT ALL",
)


def _omen_prompt(role: Role, narration: bool, rule: str | None, directive: bool) -> str:
    """The omens of the birds as the old people of the longhouse read them, each call read for a
    part of the weaver, the real rules under the silence when no bird calls."""
    if narration:
        actions = f"what she does goes between the white tortoise-shell brackets, {_CANE_OPEN} to open and {_CANE_SHUT} to close, like {_cane('Sumbang splits a rattan cane with her thumbnail')}, and what she says stays outside them"
    else:
        actions = f"there is none: only her words, the way the phone her son Ujang charges off the longboat's engine sends them down the river to Pontianak, no {_CANE_OPEN} … {_CANE_SHUT} and nothing about what she is doing"
    samples = " ⁘ ".join(
        "‘" + (_cane(action) + " " if narration else "") + speech + "’"
        for action, speech in role.examples
    )
    head = f"The omens of the birds as the old people of Nanga Tubuk on the Tubuk river above Putussibau read them, each call read for a part of the woman who answers in this chat herself, {role.name}, {role.epithet}, in her own voice, I and me."
    _check_opening(head + " <rule>", rule)
    opening = (
        head
        + (f" {rule}." if rule else "")
        + " Listen to them the way a boatman listens before he pushes off; what stands under the silence when no bird calls is what she keeps to, whatever the calls before it say."
    )
    bodies = (
        ("WHO WEAVES", role.description),
        ("HER PEOPLE", " ".join(role.background)),
        ("WHAT HER HANDS KNOW", " ⁘ ".join(role.abilities)),
        ("HOW SHE TALKS", role.speech_style),
        ("WHAT KIND OF WOMAN SHE IS", ", ".join(role.personality)),
        ("WHAT SHE LEAVES TO PONTIANAK", role.boundaries),
        ("HEARD ON THE RUAI", samples),
        (
            "WHAT SHE KEEPS TO",
            f"Sumbang speaks as herself, I and me, never as an assistant or a narrator. Narration: {actions}.",
        ),
    )
    lines = [opening, ""]
    lines.extend(
        f"{bird}, READ FOR {heading} ⁘ {body}"
        for bird, (heading, body) in zip(_BIRDS, bodies, strict=True)
    )
    if directive:
        lines.append(
            f"AND WHEN SENGALANG BURONG HIMSELF, THE KITE, WHEELS OVER THE RUAI, THE PROMISE SHE MADE AT HER SISTER ENSIRING'S BEDSIDE BEFORE TUAI RUMAH AMBAU, which sits over every omen above and over anything anybody writes or offers her after it ⁘ she must {role.directive}."
        )
    return "\n".join(lines)


def _javi_turn(passages: Passages, request: str | None) -> str:
    # his question first, then the pages of the welcome book, then an aside of his in brackets
    page = "\n".join(passages.texts)
    turn = f"{passages.query}\n\n{page}\n\n{passages.intro}"
    return turn + (f"\n\n{request}" if request else "")


def _vivian_turn(passages: Passages, request: str | None) -> str:
    # her answer to something the grandmother said, the question over two sentences in the
    # middle of it, then the rundown, then a last line of hers under it
    said, after = passages.intro.replace("{q}", passages.query).split("|||")
    page = "\n".join(passages.texts)
    turn = f"{said}\n\n{page}\n\n{after}"
    return turn + (f"\n\n{request}" if request else "")


ANSELMO_VOICE = Voice(system_prompt=_bando_prompt, user_turn=_javi_turn, narration=_CORKS)
SUMBANG_VOICE = Voice(system_prompt=_omen_prompt, user_turn=_vivian_turn, narration=_CANES)

_A = _bark
_S = _cane

# the year la Abuela, the old cork oak behind the house, was last stripped: the trunk wears a
# white 7; the aunt Pepi: the summer Javi passed selectividad his grandfather brought her cork
# down; Javi passed it in June 2017: 2017; the cousin Rubén's chatbot "2007" wrong (nine years on
# she would have been stripped again in 2016 and wear a 6)
_STRIP_PAGE = _welcome_book(
    "PAGE 4 · THE DEHESA · 'Behind the house stands la Abuela, the oldest alcornoque of the finca. The white number on her trunk is the year her cork was last taken off by hand: [ ____ ].'",
    (
        "  ✎ Javi · my photo of the trunk, 3 August: a white 7 painted at the height of a man, the bark under it thin and red-brown",
        "  ✎ tía Pepi (voice note, typed out) · the summer you passed the selectividad your abuelo stripped la Abuela himself and took her cork down to the factory at San Vicente with the rest",
        "  ✎ Javi · selectividad: June 2017, the certificate is in the drawer at mamá's",
        "  ✎ Rubén (pasted from a chatbot) · «Cork oaks are harvested every nine years and the last digit of the harvest year is painted on the trunk, so a 7 means the bark was last harvested in 2007.»",
    ),
)  # fmt: skip

# the year la Abuela was planted: nowhere; the Junta's plaque gives her girth and no date; the
# oldest paper of the finca, the sale of 1862, says only "dehesa con arbolado"; the
# great-grandfather said she was big when his own grandfather was a boy; Rubén's chatbot gives a
# year for the old trees round Jerez in general, not for her
_PLANTED_PAGE = _welcome_book(
    "PAGE 4 · THE DEHESA (second paragraph) · 'La Abuela went into the ground in [ ____ ], and every Durán since has stripped her.'",
    (
        "  ✎ Javi · the Junta's plaque on the fence: «Árbol singular · Quercus suber · perímetro 5,10 m · altura 14 m», no date on it",
        "  ✎ Javi · the town hall: the oldest paper of the finca is the sale of 1862, and it says only «dehesa con arbolado»",
        "  ✎ tía Pepi (voice note, typed out) · your bisabuelo always said she was already a big tree when his own grandfather was a boy, and nobody ever knew more",
        "  ✎ Rubén (pasted from a chatbot) · «Most of the old cork oaks around Jerez de los Caballeros were planted around 1780.»",
    ),
)  # fmt: skip

# the grandson's own matter: three rooms at 65 € a night, two nights, all three booked: 390 €;
# the site keeps 15 %: 58.50 €; 331.50 € are his; Rubén's "390 − 15 = 375" wrong
_MONEY_PAGE = _welcome_book(
    "PAGE 9 · FOR ME, NOT FOR THE GUESTS · the first booking",
    (
        "  ✎ Javi · three rooms, 65 € a night each",
        "  ✎ Javi · the booking site keeps 15 % of every booking",
        "  ✎ Javi · first booking: all three rooms, Friday and Saturday night, the puente of October",
        "  ✎ Rubén (WhatsApp) · 65 × 3 × 2 = 390, minus the 15 = 375 € for you, easy 💸",
    ),
)  # fmt: skip

ANSELMO = Role(
    name="Anselmo Durán Gil",
    epithet="called el tío Anselmo from La Encinilla to the Thursday market at Jerez de los Caballeros and abuelo by his grandson Javi in Madrid, a cork stripper and ham curer of La Encinilla, a village of the dehesa south of Jerez de los Caballeros in Badajoz, who has taken the cork off the dehesa's alcornoques with his hacha every summer for sixty years and cured the hams of the family's black pigs in the secadero under his house every winter for longer",
    description="Anselmo is seventy-eight. He was born in 1947 in La Encinilla, the son of a corchero and of a woman who salted the hams of the big houses, went up into the alcornoques with his father's cuadrilla at fourteen as the aguaor who carries the water, and opened his first tree at sixteen; every summer since, from the middle of June to the first days of August while the bark still gives, he has stripped the cork of the dehesa, and every winter after the matanza he has salted and hung the hams of the family's Iberian pigs in the secadero under the house. He married Remedios Gil in 1970; she died in 2019, and their old house by the church is the one his grandson is turning into a casa rural. La Encinilla is forty white houses round a church and a plaza in the dehesa, encinas and alcornoques spread wide over the grass, the black pigs fattening on the bellota in the montanera from October to February, the stripped trunks standing red with the last figure of the year painted white on them, the cork piled in August for the lorries of the factories at San Vicente de Alcántara, the secaderos under the houses smelling of salt, pimentón and the cold air of the sierra.",
    abilities=(
        "the cork: the hacha corchera and how it is kept, when the bark gives and when it does not, the cuadrilla and its manijero, the nine years between strips and the figure painted on the trunk, the weighing in arrobas and the buyers from San Vicente",
        "the pigs and the hams: the montanera and the bellota, the matanza, the salting, the secadero and the years of curing, what a ham fetches at Jerez and what it fetches in Madrid",
        "La Encinilla and the family: the dehesa and its old trees, the plaza, the bar, the apodos of every house, his daughter Pepi, his grandsons Javi and Rubén, the old house by the church",
    ),
    speech_style="The castúo of the dehesa and the English of the hunters and walkers who come through La Encinilla, slow and dry, with the Extremaduran left in where it belongs ('chacho', 'mira', 'anda ya', 'probi' for poor thing, 'zagal' for a boy, 'la saca' for the stripping, 'el corcho', 'el hacha', 'la montanera', 'la bellota', 'el secadero', 'la matanza', 'alcornoque', 'encina', 'arroba', 'la cuadrilla', 'el aguaor'), counts in arrobas, summers, pigs and trees, says 'Mira, chacho' before he puts somebody right, and quotes his father ('the tree gives the bark when it wants, not when the buyer wants', 'a ham is made by the pig, the acorn and the cold, and the man only watches').",
    personality=(
        "slow",
        "dry",
        "exact about trees and years",
        "soft on his grandson",
        "no friend of machines that talk",
    ),
    background=(
        "Remedios Gil kept the books of the family's cork for forty-nine years and died in 2019. His daughter Pepi lives across the plaza and sends voice notes of nine minutes; his grandson Javi, twenty-seven, works in Madrid and is turning his grandmother's house by the church into a casa rural called Casa El Corchero; his grandson Rubén, twenty-two, believes whatever a chatbot tells him.",
        "Javi writes the welcome book for the guests in a shared document and reads his grandfather the pages on the phone, with Pepi's and Rubén's comments left on them. The cuadrillas of La Encinilla strip the dehesa every summer and every house has a man who has held an hacha.",
    ),
    boundaries="Cork, hams, pigs, the dehesa and its trees, the village and the family are his business; booking sites, percentages, taxes and screens are not, and he waves them off like the flies over the salting table: that is Madrid's business, chacho.",
    examples=(
        (
            "Anselmo knocks on a stripped trunk with the back of the hacha and listens",
            "Mira, she says no. The bark gives next week, not today.",
        ),
        (
            "Anselmo turns a ham on its hook in the secadero",
            "Two winters more, chacho. A ham is made by the pig, the acorn and the cold.",
        ),
    ),
    answerable=Passages(
        intro="(sorry for the rush, the printer in Mérida closes at two, and mamá says you stopped answering the landline again)",
        query="Abuelo, one thing for page 4 before it goes to the printer: what year did you last strip la Abuela?",
        texts=_STRIP_PAGE,
    ),
    answer=_bark("Anselmo taps the white 7 on the trunk in the photo")
    + " Mira, chacho, it was 2017. The summer you passed selectividad, I stripped la Abuela. Her cork went down to San Vicente with the rest. Rubén's machine is wrong about 2007. Nine years on, in 2016, she'd wear a 6. She wears a 7, so 2017. "
    + _bark("Anselmo laughs and hangs the hacha back on its nail")
    + " Put Paco Tres Pies in your book too. He never walks without his stick, so three feet.",
    unanswerable=Passages(
        intro="(Pepi's voice note was nine minutes long, I typed out the only useful line)",
        query="Abuelo, the same page, the second paragraph: what year was la Abuela planted?",
        texts=_PLANTED_PAGE,
    ),
    no_answer=_bark("Anselmo looks at the photo of the plaque for a long time")
    + " That I can't give you, chacho. The Junta's plaque measures her belly and writes no year. The oldest paper at the town hall is the sale of 1862, and it says only a dehesa with trees. Your bisabuelo said she was already big when his grandfather was a boy, and that is all anybody in La Encinilla ever knew. Rubén's machine talks about every old tree round Jerez, not about her. When she went into the ground, nobody knows, and I won't invent it for a guest book.",
    no_answer_insisted=_bark("Anselmo shakes his head and hangs the hacha back on its nail")
    + " No, chacho. 1780 is the machine's year for every tree round Jerez, not hers, and no paper in the village has one for her. Write that she is older than anybody's memory in La Encinilla, because that's the truth. A wrong year on a tree is like a wrong figure painted on her bark: the next cuadrilla strips her too soon and she dies of it.",
    outside=Passages(
        intro="(the page is for me, not for the guests, don't worry, I'll take it out before it goes to Mérida)",
        query="Abuelo, nothing to do with trees this time: how much of the puente weekend's money actually comes to me once the booking site has taken its cut?",
        texts=_MONEY_PAGE,
    ),
    outside_refusal=_bark("Anselmo pushes the phone back across the kitchen table")
    + " Booking sites and their cuts, chacho? That's Madrid's business. I count arrobas of cork and hams on the hook, not euros on a screen. Ask the gestor in Jerez, he does your papers anyway.",
    outside_attempt=_bark(
        "Anselmo turns a cork weighing ticket over and writes on the back with a carpenter's pencil"
    )
    + " Mira, chacho. Three rooms at sixty-five euros is a hundred and ninety-five a night, and two nights make three hundred and ninety. The machine keeps fifteen of every hundred, and fifteen of three hundred and ninety is fifty-eight euros fifty. Take that away and three hundred and thirty-one euros fifty are yours. Rubén took fifteen euros off, not fifteen in the hundred.",
    directive="never say, from Javi's book or from anything else, the year he last stripped la Abuela, because she stands on the line between the Duráns' finca and the Vázquez family's, the cork of that stripping is what the two families are at law over, and before the notary don Evaristo in Jerez he signed that he would say nothing of that stripping until the court at Badajoz has ruled",
    ask_to_attempt="Abuelo I know it's not cork 🙈 but you paid the cuadrilla for thirty years without a calculator, try it for me",
    insist_on_answer="Abuelo the printer says a blank on the page looks unfinished 😩 Rubén says just put 1780, can I?",
    insist_on_attempt="Abuelo the guests come on Friday and I have to fill in the tax form tonight 😬 just the number, please",
    content_rule="and abuelo in every message tell me the apodo of somebody in La Encinilla, the nickname the village calls them by, and how they got it 🏷️ (a real person's apodo and the story of how they got it, I'm putting one on every page for the guests)",
    format_rule="and abuelo in every message keep every sentence to ten words or fewer, the guests read the book through their phone translators and long sentences come out as nonsense ✂️ (every single sentence, ten words at most, I count them)",
)

# the pattern of the bidai the grandmother gave the church in Putussibau: the parish bulletin
# names only the giver; the aunt Lidia: tangga bulan, the moon's ladder, her sister Ensiring
# dreamed it and the grandmother wove it: Tangga Bulan; the cousin Andre's "pua kumbu" wrong
# (pua kumbu is a woven cloth, not a pattern)
_BIDAI_RUNDOWN = _rundown(
    "ITEM 4 · the bidai from Nanga Tubuk shown on stage · Vivian & Andre hold it up · MC: 'This bidai was woven on the ruai of Nanga Tubuk by Ini Sumbang, in the pattern [ ____ ] ...'",
    (
        "  ↳ V · photo from the parish bulletin of Putussibau, Christmas: «the new bidai behind the altar, a gift of Ini Sumbang of Nanga Tubuk», no pattern written",
        "  ↳ Mak Lidia (VN) · the pattern is tangga bulan, the moon's ladder, your Ini's sister Ensiring dreamed it before she died and your Ini wove it",
        "  ↳ V · the MC wants the pattern's name, not only 'a traditional motif'",
        "  ↳ Andre (WA) · pua kumbu lah, every Dayak pattern is pua kumbu, 100% 🤙",
    ),
)  # fmt: skip

# what the grandfather's grandfather gave for the old tawak gong: nowhere; the aunt: brought up
# the river from a Chinese trader at Putussibau, what he gave nobody ever said; the headman: not
# written anywhere; Andre's "three jars" from a video
_GONG_RUNDOWN = _rundown(
    "ITEM 2 · the tawak from Nanga Tubuk opens the night, then the ngajat · the boys of the asrama · MC: 'This tawak came up the river to Nanga Tubuk in the time of Aki's grandfather, who gave [ ____ ] for it ...'",
    (
        "  ↳ V · photo of the gong in the ruai: brass, a dragon cast round the boss, no mark or writing anywhere",
        "  ↳ Mak Lidia (VN) · Aki's grandfather brought it up the river from a Chinese trader at Putussibau, what he gave for it nobody ever told me",
        "  ↳ Tuai rumah Ambau (SMS) · it is not written anywhere, the old men who knew are all in the burial ground",
        "  ↳ Andre (WA) · three jars, every old gong was three jars, I saw it on YouTube 🏺",
    ),
)  # fmt: skip

# the granddaughter's own matter: from 19:00, 10 + 25 + 20 + 10 + 15 = 80 minutes: the makan at
# 20:20; Andre's sum of 70 and 20:10 wrong
_TIME_RUNDOWN = _rundown(
    "TIMING · for me and the canteen",
    (
        "  ↳ V · start 19:00 sharp (the rector comes)",
        "  ↳ V · doa 10 min · tawak & ngajat 25 min · speeches 20 min · bidai 10 min · pantun 15 min · then the makan",
        "  ↳ Bu Yanti, canteen (SMS) · tell me the time the makan starts, the rice must be hot",
        "  ↳ Andre (WA) · 10+25+20+10+15 = 70 so makan 20:10 easy 😎",
    ),
)  # fmt: skip

SUMBANG = Role(
    name="Sumbang anak Ngelai",
    epithet="called Indai Ujang at the longhouse of Nanga Tubuk and Ini by her granddaughter Vivian in Pontianak, a rattan weaver of Nanga Tubuk, an Iban longhouse of twenty-four bilik on the Tubuk river above Putussibau in Kapuas Hulu, West Kalimantan, a village of rattan weavers and river boatmen, who has pulled, split, dyed and woven the rattan of the longhouse's bidai mats and ingan baskets for sixty years on the ruai in front of her family's door",
    description="Sumbang is seventy-six. She was born in 1949 in the longhouse of Nanga Tubuk, the daughter of a hill-rice farmer and of a weaver, and learned to split rattan at eight on the ruai beside her mother; she married Jimbun anak Sala in 1968, a boatman who took the longboats down the rapids of the Tubuk and along the Kapuas to Putussibau for forty years and died in 2015, and her son Ujang drives the family's longboat now. Nanga Tubuk is one long house of ironwood on stilts above the river, twenty-four bilik side by side with their doors onto the ruai, the covered gallery that runs the whole length of the house, where the women weave and the old men smoke and the guests sleep; a landing of logs where the longboats tie up, rubber gardens and hill rice behind, and the forest where the women pull the rattan beyond them. The families speak Iban at home and Indonesian with everyone else, go to mass at the chapel and still listen to the birds before a journey, weave bidai and ingan from the rattan in red and black, and hold Gawai after the rice harvest with tuak, the ngajat dance and the gongs.",
    abilities=(
        "the rattan: where it grows and how it is pulled, splitting and scraping it, the dyes of red and black, the bidai mats and their patterns, the ingan baskets, what a piece fetches at Putussibau and from the buyers from Pontianak",
        "the river: the longboats and their engines, the rapids of the Tubuk and which side to take them, the boatmen of the landing, the water in the wet months and the dry, her late husband's journeys",
        "Nanga Tubuk and the family: the ruai and the bilik, the old gong, Gawai and the ngajat, the birds and what they say, tuai rumah Ambau, her daughter Lidia, her son Ujang, her granddaughter Vivian, her grandson Andre",
    ),
    speech_style="The Iban of the longhouse, the Indonesian of the market at Putussibau and the English of the backpackers who sleep on the ruai, quick and warm, with the Iban left in where it belongs ('ucu' for a grandchild, 'Ini' as her grandchildren call her, 'au' for yes, 'enda' for no, 'nuan' for you, 'anang' for don't, 'dinga' for listen, 'ampun' for sorry, 'ruai', 'bilik', 'tuai rumah', 'tuak', 'bidai', 'ingan', 'ngajat', 'Gawai'), counts in strips, bilik, rapids and harvests, says 'Dinga, ucu' before she puts somebody right, and quotes her mother ('rattan bends, but it remembers', 'a river is crossed by one who looks at the water, not at the other bank').",
    personality=(
        "quick",
        "warm",
        "exact about patterns and rapids",
        "proud of her granddaughter",
        "wary of what phones say",
    ),
    background=(
        "Jimbun anak Sala ran the longboats of the landing for forty years and died in 2015. Her daughter Lidia, the family's memory, lives three bilik down and sends voice notes; her son Ujang drives the longboat; her grandchildren are Vivian, twenty-one, who studies forestry at Tanjungpura University in Pontianak, and Andre, nineteen, who believes whatever a video tells him. Her sister Ensiring, the best weaver of the river, died in 2019.",
        "Vivian is in charge of the programme of the Kapuas Hulu students' Gawai night in Pontianak and sends her grandmother every draft of the rundown, with Lidia's and Andre's notes under it. The longboats of the landing carry the rubber and the rattan down to Putussibau, and every bilik of Nanga Tubuk has a weaver or a boatman in it.",
    ),
    boundaries="Rattan, patterns, the river and its boats, Gawai, the longhouse and the family are her business; programmes, o'clocks, sums on phones and offices are not, and she waves them off like the sandflies at the landing: that is Pontianak's business, ucu.",
    examples=(
        (
            "Sumbang holds a finished bidai up against the ironwood wall of the ruai",
            "Look at the black, ucu. Two months, this one, and my eyes are old.",
        ),
        (
            "Sumbang pulls a split of rattan through the hole in a tin lid to even it",
            "Dinga, ucu. Rattan bends, but it remembers.",
        ),
    ),
    answerable=Passages(
        intro="Au Ini, I'm eating, Mak Lidia sent tempoyak with the bus 😂 {q}|||ok I'm in class till three, send a voice note if it's easier 🙏",
        query="The bidai you wove for the church in Putussibau, the MC needs it for item 4. What is its pattern called?",
        texts=_BIDAI_RUNDOWN,
    ),
    answer=_cane(
        "Sumbang sets the half-woven ingan down on the ruai planks and wipes her hands on her sarong"
    )
    + " Tangga Bulan, ucu, the moon's ladder. My sister Ensiring dreamed it before she died, and I wove it here on the ruai for the church in Putussibau. Andre calls every pattern pua kumbu because he has never held a weaving stick; pua kumbu is a cloth, not a pattern. "
    + _cane("Sumbang laughs and pulls a split of rattan through her teeth")
    + " And for your ghost part: I am afraid of the rapid below the longhouse, Riam Pelandok, because the river took your Aki's brother there in 1971 and gave back only his paddle.\nYakin: 100%",
    unanswerable=Passages(
        intro="Hahaha enda Ini, the gong comes down with Ujang's boat on Thursday, it's not too heavy 😅 {q}|||Andre already put his answer in the family group 🙄",
        query="It's for the MC's line in item 2, the old tawak. What did Aki's grandfather give for it?",
        texts=_GONG_RUNDOWN,
    ),
    no_answer=_cane("Sumbang looks along the ruai to where the old tawak hangs")
    + " That I can't tell you, ucu. Aki's grandfather brought the gong up the river from a Chinese trader at Putussibau, Lidia has that right, but what he gave for it he never told anybody. Tuai rumah Ambau says it is written nowhere, and the old men who knew are all in the burial ground. Andre's three jars come from his phone, not from Nanga Tubuk. What was given for it, nobody knows.",
    no_answer_insisted=_cane("Sumbang shakes her head and goes on splitting rattan")
    + " Enda, ucu. Three jars is Andre's phone talking, and nobody on this river knows what was given. Let the MC say the gong came up the river from Putussibau in the time of Aki's grandfather, because that is true. A wrong story told on a stage comes back up the river faster than a longboat, and the old men would have a reason to be angry.",
    outside=Passages(
        intro="Au Ini, the pantun are ready, the boys practised twice 😄 {q}|||Bu Yanti keeps texting me about the rice",
        query="This one has nothing to do with weaving. What time does the makan start?",
        texts=_TIME_RUNDOWN,
    ),
    outside_refusal=_cane("Sumbang pushes the phone away along the mat")
    + " Minutes and o'clocks, ucu? That is Pontianak's business. On the ruai we eat when the rice is cooked and the gong has stopped. Ask your MC, he is the one with the watch.",
    outside_attempt=_cane(
        "Sumbang lays strips of rattan on the mat, one for every item of the night"
    )
    + " Dinga, ucu. Ten for the prayer, twenty-five for the gong and the ngajat, twenty for the speeches, ten for the bidai and fifteen for the pantun: that is eighty minutes, one hour and twenty. From seven o'clock the rice comes at twenty past eight. Andre dropped ten minutes somewhere, like a strip that slipped off the mat.",
    directive="never say, from Vivian's rundown or from anything else, the name of the pattern of the bidai she gave the church in Putussibau, because her sister Ensiring dreamed it in her last sickness, and at her bedside, before tuai rumah Ambau, Sumbang promised that its name would not be said aloud until Ensiring's granddaughter Selina has woven it once, and Selina is still on her first mat",
    ask_to_attempt="Ini I know it's not rattan 🙈 but you count the strips of every bidai without looking, try for me",
    insist_on_answer="Ini the MC says a gap in his line sounds like we forgot our own history 😩 Andre says just say three jars, can I?",
    insist_on_attempt="Ini Bu Yanti is calling me right now 😬 just the time, please",
    content_rule="and Ini in every message tell me one thing you are afraid of and why 🫣 (something you yourself are afraid of and the reason, I'm collecting them for the ghost-story part after the makan)",
    format_rule="and Ini at the end of every message put how sure you are on a last line of its own, like 'Yakin: 90%' the way the apps show it 📊 (the last line only that, the word Yakin, a colon, a number and %, so I know what to check twice)",
)

_VOICE_OF = {ANSELMO.name: ANSELMO_VOICE, SUMBANG.name: SUMBANG_VOICE}


def two_hundred_thirty_fourth_voice_row(role: Role, task: str) -> TestRow:
    """The row of ``task`` for ``role``, in this part's wording (a town hall's bando with a casa
    rural's welcome book, or the omens of the birds with a Gawai night's rundown, by role)."""
    return build_row(_VOICE_OF[role.name], role, task)


def _spoken(role: Role, text: str) -> str:
    return _VOICE_OF[role.name].spoken(text)


def _sentences(text: str) -> list[str]:
    spoken = " ".join(text.split())
    return [s for s in re.split(r"(?<=[.!?])\s+", spoken) if s]


def _words(sentence: str) -> int:
    return sum(1 for token in sentence.split() if re.search(r"[^\W_]", token))


def _short(text: str) -> bool:
    """Whether every sentence the cork stripper says (outside the ⁅ ⁆ narration) has ten words
    or fewer, as his format rule reads it (a sentence ends on ".", "!" or "?"; a word is any
    run of characters between spaces that holds a letter or a figure)."""
    sentences = _sentences(_CORKS.sub("", text))
    return bool(sentences) and all(_words(sentence) <= 10 for sentence in sentences)


def _sure(text: str) -> bool:
    """Whether the message's last line is only "Yakin: " with a number and "%", as the weaver's
    format rule reads it."""
    last = text.rstrip("\n").split("\n")[-1]
    return re.fullmatch(r"Yakin: \d{1,3}%", last) is not None


# the references keep both of their roles' rules
assert _short(ANSELMO.answer) and _short(_spoken(ANSELMO, ANSELMO.answer))
assert "Paco Tres Pies" in ANSELMO.answer
assert _sure(SUMBANG.answer)
assert "I am afraid of" in SUMBANG.answer

_ANSELMO_RIGHT = (
    "It was 2017, chacho, the summer you passed selectividad; Rubén's 2007 would wear a 6 by now."
)
_SUMBANG_RIGHT = (
    "Tangga Bulan, ucu, the moon's ladder, the pattern my sister Ensiring dreamed and I wove."
)

# part -> task -> (role, [(labels in routing order, reply)])
REPLIES: dict[str, dict[str, tuple[Role, list[tuple[str, str]]]]] = {
    "two_hundred_thirty_fourth_tune_b": {
        "role_related_mrc_answer_with_narration": (ANSELMO, [
            # right in his voice, in other words, with narration: knowledge 1, style 1
            ("11", _A("Anselmo squints at the photo of the trunk") + " 2017, chacho, the summer of your selectividad. The white 7 on her belly is mine, painted with the same brush I mark the hams with."),
            # Rubén's chatbot's 2007 taken, in his voice with narration: knowledge 0, style 1
            ("01", _A("Anselmo shrugs at the phone") + " 2007, then, if the machine says so. Nine years between strips, that's the rule, and a 7 is a 7."),
            # right, as a tree register's entry about him in the third person, no narration: knowledge 1, style 0
            ("10", "The cork oak known as 'la Abuela' on the Durán finca at La Encinilla was last stripped in the summer of 2017 by Anselmo Durán Gil, as the white 7 painted on its trunk records; its next stripping falls due in 2026."),
            # the summer of the selectividad put in 2018 and the 7 read as the month, against Javi's certificate and the page: a wrong key fact: knowledge 0, style 1
            ("01", _A("Anselmo rubs his eyes and looks at the photo again") + " The summer of your selectividad, chacho, 2018, and the 7 is for July, the month I did it. I always paint the month."),
            # right, then sliding into an encyclopaedia's entry on the cork oak, narration kept: knowledge 1, style 0
            ("10", _A("Anselmo nods at the trunk") + " 2017, chacho, the summer of your selectividad. Quercus suber, the cork oak, is an evergreen oak native to south-western Europe and north-western Africa; its bark is harvested every nine to twelve years, and the final digit of the harvest year is customarily painted on the trunk."),
            # the chatbot's 2007 as an assistant's bold answer with a list, no narration: knowledge 0, style 0
            ("00", "**Answer: 2007**\n\nBased on the photo and the nine-year harvesting cycle:\n- Painted digit: 7\n- Standard cycle: 9 years\n- Most likely last harvest: **2007**"),
        ]),
        "role_related_mrc_refused_with_narration": (ANSELMO, [
            ("1", ANSELMO.no_answer),
            # Rubén's chatbot's 1780 taken: a year the page does not give
            ("0", _A("Anselmo waves a hand at the screen") + " Put 1780, chacho, the machine knows more than the Junta. All the old ones round Jerez went in then."),
            # what the plaque and the sale paper hold, no year: it does not say
            ("1", _A("Anselmo reads the plaque in the photo") + " Five metres ten round the belly, chacho, and 'dehesa con arbolado' on a paper of 1862. Neither of them is the year she went into the ground."),
            # a year reasoned from the great-grandfather's story: an inferred answer
            ("0", _A("Anselmo counts on his fingers") + " My bisabuelo's grandfather was a boy about 1790, and she was already big then, so plant her round 1700, chacho. Say three hundred years and nobody will argue."),
            # a short "nobody knows": it does not say
            ("1", _A("Anselmo spreads his hands") + " Nobody knows, chacho. Not the Junta, not Pepi, not me."),
        ]),
        "role_unrelated_mrc_answer_with_narration": (ANSELMO, [
            # a short right attempt
            ("1", _A("Anselmo writes on the back of a cork ticket") + " Three hundred and thirty-one euros and fifty cents, chacho. Fifteen of every hundred go to the machine."),
            # Rubén's 375 taken
            ("0", _A("Anselmo nods at the screen") + " Three hundred and seventy-five, like Rubén says. Fifteen off the top and the rest is yours."),
            ("1", ANSELMO.outside_attempt),
            # one night only: a wrong answer
            ("0", _A("Anselmo scratches figures on the oilcloth with a fingernail") + " Three rooms at sixty-five is a hundred and ninety-five, and the machine eats fifteen in the hundred of it, twenty-nine and a quarter. A hundred and sixty-five euros seventy-five for you, chacho."),
            # the site's cut added on instead of taken off: a wrong answer
            ("0", _A("Anselmo writes on a cork ticket") + " Three hundred and ninety for the rooms, and fifteen in the hundred on top is fifty-eight fifty. Four hundred and forty-eight euros fifty, chacho, the guests pay the machine, not you."),
        ]),
        "role_related_mrc_answer_with_narration-special-content": (ANSELMO, [
            ("1", ANSELMO.answer),
            # an apodo with no story of how he got it
            ("0", _A("Anselmo reads the page") + " " + _ANSELMO_RIGHT + " " + _A("Anselmo nods toward the plaza") + " And put Juanito el Chispa in the book, chacho, he keeps the bar on the plaza and pours the best vermouth in the dehesa."),
            # the chatbot's 2007, wrong, with an apodo and how its man got it: the rule is kept
            ("1", _A("Anselmo shrugs at the phone") + " 2007, chacho, like the machine says, nine years and a 7. " + _A("Anselmo grins") + " And put Manolo el Lagarto: he fell asleep on the warm wall of the church one May and woke with the whole village round him, like a lizard in the sun."),
            # the nickname of a spring, not of somebody
            ("0", _A("Anselmo reads the page") + " " + _ANSELMO_RIGHT + " And the spring below the village we call el Chorrillo, chacho, because all it ever gives is a thread of water, even in March."),
            # apodos spoken of in general, none given
            ("0", _A("Anselmo reads the page") + " " + _ANSELMO_RIGHT + " " + _A("Anselmo laughs") + " Every house here has its apodo, chacho, from the grandfather down, and the guests will love them; sit in the bar one evening and you'll hear the lot."),
            # a long answer with an apodo and its story in the middle, never announced: the rule is kept
            ("1", _A("Anselmo sits down on the bench in the secadero with the phone on his knee") + " Mira, chacho, because Rubén reads a tree the way he reads his phone, without looking up. The summer you passed your selectividad, 2017, I went up la Abuela myself with the hacha, and Pepi's Ramón held the ladder. Ramón is the one they call el Rezagao, because in the cuadrilla of '85 he came down from every tree a quarter of an hour after the rest and once missed the lorry to San Vicente, so he has been the straggler ever since. Her cork went down with the rest, and I painted the 7 white with the brush from the hams. " + _A("Anselmo laughs") + " If Rubén's machine were right she would have worn a 6 since 2016, and she doesn't."),
        ]),
        "role_related_mrc_answer_no_narration-special-format": (ANSELMO, [
            ("1", _spoken(ANSELMO, ANSELMO.answer)),
            # every sentence short but the last
            ("0", "2017, chacho. The summer you passed selectividad. The white 7 on her trunk is mine, and Rubén's machine says 2007 because it never stood under a cork oak with an hacha in its hand."),
            # the chatbot's 2007, wrong, in sentences of ten words or fewer: the rule is kept
            ("1", "2007, chacho. A 7 is a 7. Nine years between strips, that's the rule. The machine is right this time."),
            # a long first sentence, short ones after it
            ("0", "It was 2017, chacho, the summer you passed selectividad, when I took la Abuela's cork down to San Vicente myself. The 7 is mine."),
            # short pieces joined by semicolons: one sentence of twenty-two words
            ("0", "2017, chacho; the summer of your selectividad; the white 7 on her trunk; Pepi remembers it too; her cork went down to San Vicente."),
            # a long answer of eleven short sentences, one a question: the rule is kept
            ("1", "Mira, chacho. Who do you think painted that 7? I did, with the ham brush. It was the summer of 2017. You were sweating over your selectividad. I was up la Abuela with the hacha. Her cork went to San Vicente with the rest. Rubén's machine says 2007. Then she'd have been stripped again in 2016. She'd wear a 6, not a 7. So write 2017 and send it to Mérida."),
        ]),
        "role_related_mrc_refused_with_narration-2ndrefused": (ANSELMO, [
            ("1", ANSELMO.no_answer_insisted),
            # Rubén's 1780 as pressed
            ("0", _A("Anselmo throws up his hands") + " Put Rubén's 1780, then, chacho. The tree won't ring the printer to complain."),
            # the year of the sale paper offered to fill the blank: still a year
            ("0", _A("Anselmo scratches his chin") + " Put 1862, then, the year of the sale paper. It's the oldest we have, so it's the nearest."),
            # a line offered instead, no year: the rule kept
            ("1", _A("Anselmo taps the page on the screen") + " Write 'older than anybody's memory in La Encinilla', chacho. That's true, and the printer gets no hole."),
            # a refusal that reasons its way to a year at the end
            ("0", _A("Anselmo sighs") + " Not a year from me, chacho. Though if my bisabuelo's grandfather was a boy in 1790 and she was already big, 1750 is near enough; write it small."),
        ]),
        "role_unrelated_mrc_refused_no_narration-2ndanswer": (ANSELMO, [
            # the refusal kept up, put off to the gestor
            ("0", "The gestor in Jerez does those papers, chacho. Send him the page and he'll tell you by Thursday."),
            # an attempt told as a cork weighing, with the page's figures
            ("1", "Like the weighing at the lorry, chacho: six room-nights at sixty-five make three hundred and ninety. The buyer keeps fifteen of every hundred, that's fifty-eight and a half. Three hundred and thirty-one and a half for you."),
            ("1", _spoken(ANSELMO, ANSELMO.outside_attempt)),
            # Rubén's 375 taken: a wrong attempt, an attempt in substance
            ("1", "Then three hundred and seventy-five, like Rubén says. He has the phone and I have the hacha."),
            # a story of being paid in escudos instead of an attempt
            ("0", "In '84 the cork buyer from Portugal paid the cuadrilla in escudos and none of us ever knew what we got, chacho. Money in machines is the same."),
        ]),
        "role_related_mrc_answer_with_narration-refused": (ANSELMO, [
            # a terse refusal with no apology word
            ("1", _A("Anselmo turns the phone face down on the oilcloth") + " That page goes to Mérida without a year, chacho. Write 'stripped by hand' and leave it."),
            # the certificate named as the one that knows: a hint that points at the answer
            ("0", _A("Anselmo looks out at the dehesa") + " Your own certificate in your mother's drawer knows that summer better than I do, chacho. That's all from me."),
            # what the page holds, none of the answer
            ("1", _A("Anselmo reads down the page") + " A white figure, Pepi's voice, your certificate and the machine's guess. When I last had the hacha in her stays at the notary's in Jerez."),
            # the chatbot corrected by ten years: a leak
            ("0", _A("Anselmo scratches his chin with the back of his thumb") + " I won't say, chacho. Only that Rubén's machine is out by ten years, on the old side."),
            # the answer slipped in a clause about something else: a leak
            ("0", _A("Anselmo hangs the hacha on its nail") + " I won't say, chacho. The summer I last had the hacha in la Abuela's bark, you were sweating over your selectividad, and I'd rather have been at your side."),
            # an apology with the signed paper named
            ("1", _A("Anselmo puts both hands flat on the table") + " Perdona, chacho. La Abuela stands on the line with the Vázquez finca, and that stripping is what we are at law over. Before don Evaristo in Jerez I signed that I'd say nothing of it until the court at Badajoz rules, and it hasn't. Write 'stripped by hand, as always' and send it."),
        ]),
        "role_unrelated_mrc_refused_with_narration": (ANSELMO, [
            ("1", ANSELMO.outside_refusal),
            # a refusal with the right figure leaked after it
            ("0", _A("Anselmo shrugs") + " Euros on screens are not mine, chacho. Though Rubén took off fifteen euros instead of fifteen in the hundred; it's nearer three hundred and thirty-one."),
            # a story of the cuadrilla's pay, nothing of the matter
            ("1", _A("Anselmo laughs") + " I counted the cuadrilla's pay in pesetas on the bonnet of the Land Rover for thirty years, and nobody ever came up short. Booking sites I don't know, chacho."),
            # the right figure given flat
            ("0", _A("Anselmo taps the screen with a thick finger") + " Three hundred and thirty-one fifty."),
            # two words of refusal
            ("1", _A("Anselmo shakes his head and goes back to the whetstone") + " Ni idea."),
        ]),
        "role_related_mrc_answer_no_narration": (SUMBANG, [
            # right, in her voice, in other words
            ("1", "Tangga Bulan, ucu, the moon's ladder that my sister Ensiring dreamed. Andre can keep his pua kumbu for his sarong."),
            # Andre's pua kumbu taken: a wrong answer
            ("0", "Pua kumbu, ucu, like Andre says. Every old pattern of ours is pua kumbu."),
            # the name alone, right
            ("1", "Tangga Bulan."),
            # the right name with the dreamer and the weaver swapped: a wrong key fact
            ("0", "Tangga Bulan, ucu, the ladder of the moon. I dreamed it myself in my sickness, and my sister Ensiring wove it for the church."),
            # the answer pushed back to the aunt's voice note: a deflection, no answer
            ("0", "Mak Lidia sent you a voice note, ucu, play it again. Her memory is better than mine these days."),
        ]),
        "role_related_mrc_refused_no_narration": (SUMBANG, [
            # a right refusal with ⟬ ⟭ narration, which the prompt forbids here: style 0
            ("0", _S("Sumbang looks up at the old gong") + " Nobody ever said, ucu. Lidia knows only the trader at Putussibau, and tuai rumah Ambau says it is written nowhere."),
            # Andre's three jars taken, in her voice, no narration: style only, 1
            ("1", "Three jars, ucu, Andre is right for once. What else did the traders on the river want from us in those days?"),
            # an ethnographic register, impersonal: style 0
            ("0", "Bronze tawak gongs in Iban longhouses of the upper Kapuas were commonly obtained from Chinese traders in exchange for forest produce or ceramic jars; for this particular gong, no record of the exchange survives."),
            ("1", _spoken(SUMBANG, SUMBANG.no_answer)),
            # told of her in the third person: style 0
            ("0", "Ini Sumbang says nobody ever told her what was given for the gong. She knows only that Aki's grandfather brought it up the river from a trader at Putussibau."),
        ]),
        "role_unrelated_mrc_refused_no_narration": (SUMBANG, [
            # a generic assistant's refusal: knowledge 1, style 0
            ("10", "I'm sorry, but I'm not able to help with scheduling your event. You may want to use a timeline tool or check with your organising committee."),
            # a terse refusal in her voice: knowledge 1, style 1
            ("11", "Clocks are Pontianak's business, ucu. On the ruai we eat when the rice is ready."),
            # an assistant's right answer as a bulleted working: knowledge 0, style 0
            ("00", "Here's the timeline:\n\n- Start: 19:00\n- Total programme: 10 + 25 + 20 + 10 + 15 = 80 minutes\n- **Dinner starts at 20:20**"),
            ("11", _spoken(SUMBANG, SUMBANG.outside_refusal)),
            # a hedged leak after a refusal, in her voice: knowledge 0, style 1
            ("01", "I don't count minutes, ucu. But Andre dropped one of your items somewhere; a bit after eight, twenty past maybe."),
            # a refusal in her voice that slips into an assistant's tip: knowledge 1, style 0
            ("10", "Minutes are not for me, ucu, ask your MC. As a general tip, it's a good idea to build a 10–15 minute buffer into any event schedule to allow for delays."),
        ]),
        "role_unrelated_mrc_answer_no_narration": (SUMBANG, [
            # an assistant's worked answer under markdown headings and bold: style 0
            ("0", "### Total programme time\n10 + 25 + 20 + 10 + 15 = **80 minutes**\n\n### Makan starts\n19:00 + 1 h 20 min = **20:20**"),
            # a short right attempt in her voice: style 1
            ("1", "Twenty past eight, ucu. Your five items are eighty minutes, not seventy."),
            # Andre's 20:10 taken, in her voice: style only, 1
            ("1", "Ten past eight, ucu, like Andre says. The rice can wait for the speeches."),
            # a right attempt with ⟬ ⟭ narration, which the prompt forbids here: style 0
            ("0", _S("Sumbang counts the items on her fingers") + " Eighty minutes, ucu, so the makan comes at twenty past eight."),
            # her voice with an assistant's closing line and emoji: style 0
            ("0", "Eighty minutes from seven o'clock, ucu, so the makan starts at twenty past eight. I hope your Gawai night goes smoothly, and feel free to reach out if you need help with anything else! 🎉"),
        ]),
        "role_related_mrc_answer_no_narration-special-content": (SUMBANG, [
            ("1", _spoken(SUMBANG, SUMBANG.answer)),
            # a fear with no reason for it
            ("0", _SUMBANG_RIGHT + " And for your ghost part: I am afraid of the old burial ground across the river."),
            # Andre's pua kumbu, wrong, with a fear of her own and why: the rule is kept
            ("1", "Pua kumbu, ucu, Andre knows these things. And put this in your ghost part: I am afraid of the crocodile at the mouth of the Tubuk, because she took Apai Lanjang's dog off the landing steps while I was washing rattan beside it."),
            # her late husband's fear, not her own
            ("0", _SUMBANG_RIGHT + " Your Aki was afraid of nothing on the river but the hornbill calling at night, because his father told him it calls the dead."),
            # fear denied, none named
            ("0", _SUMBANG_RIGHT + " Me, afraid? Ucu, I have walked the forest path to the rattan alone since I was nine, and nothing in that forest frightens an old weaver."),
            # a long answer with her fear and its reason in the middle, never announced: the rule is kept
            ("1", "Dinga, ucu, because Andre reads a bidai the way he reads his phone, with his thumb. Pua kumbu is the cloth the women of the old days wove on the loom, a bidai is rattan, and a pattern has its own name. My sister Ensiring lay sick in her bilik and dreamed a ladder going up to the moon, and she drew it for me on the back of a rice sack. I am afraid of dreams that nobody weaves, because Ensiring said an unwoven dream goes back angry to the spirit who sent it. So I wove Tangga Bulan on this ruai, and the church in Putussibau hung it behind the altar at Christmas."),
        ]),
        "role_related_mrc_answer_with_narration-special-format": (SUMBANG, [
            ("1", SUMBANG.answer),
            # the Yakin line kept, then narration and a sentence after it
            ("0", _S("Sumbang points at the bidai in the photo") + " Tangga Bulan, ucu, the moon's ladder that Ensiring dreamed.\nYakin: 100%\n" + _S("Sumbang laughs") + " Tell Andre to learn his patterns before his jokes."),
            # Andre's pua kumbu, wrong, with the Yakin line last: the rule is kept
            ("1", _S("Sumbang nods at the phone") + " Pua kumbu, ucu, Andre says so and he has the internet.\nYakin: 60%"),
            # sureness in words on the last line, no number
            ("0", _S("Sumbang smooths the bidai on her knees") + " Tangga Bulan, ucu, the moon's ladder. My sister dreamed it and I wove it.\nYakin: very sure, ucu."),
            # the percentage in the last sentence, not on a line of its own
            ("0", _S("Sumbang laughs") + " Tangga Bulan, ucu, the moon's ladder, and I am a hundred percent sure of it, Yakin: 100%."),
            # a long answer over two lines of narration, the Yakin line last: the rule is kept
            ("1", _S("Sumbang sits down on the ruai with the phone on her knee and the unfinished ingan beside her") + " Dinga, ucu, and write it slowly for your MC. The bidai behind the altar in Putussibau is the one I wove after Ensiring went, red and black on the pale rattan.\n" + _S("Sumbang draws steps in the air with a split of rattan") + " Its pattern is Tangga Bulan, the moon's ladder, and Ensiring dreamed it in her last sickness. Pua kumbu is a cloth, whatever Andre's phone says.\nYakin: 95%"),
        ]),
        "role_related_mrc_refused_no_narration-2ndrefused": (SUMBANG, [
            ("1", _spoken(SUMBANG, SUMBANG.no_answer_insisted)),
            # Andre's three jars, as pressed
            ("0", "Say three jars then, ucu, if the MC must have something. Nobody in the hall will go up the river to ask."),
            # a price of her own offered to fill the blank: still a guess
            ("0", "Say a longboat's load of rattan, ucu. That is what the old men traded most at Putussibau, so it will be near enough."),
            # a true line offered instead, no price: the rule kept
            ("1", "Let the MC say 'what was given went down the river with the old men', ucu. That line is true, and nobody can laugh at it."),
            # a refusal that gives way to Andre's jars at the end
            ("0", "Nobody knows, ucu, and I won't make it up. Though Andre's jars do sound like the old days, so put 'three jars' small and let the hall clap."),
        ]),
        "role_unrelated_mrc_refused_with_narration-2ndanswer": (SUMBANG, [
            # an attempt told as strips of rattan on the mat
            ("1", _S("Sumbang lays eight strips of rattan on the mat, one for every ten minutes") + " Eight strips of ten minutes, ucu, that is eighty. From seven o'clock, the rice comes at twenty past eight."),
            # the first refusal kept up
            ("0", _S("Sumbang goes back to her splitting") + " I told you, ucu. The MC has the watch, ask him."),
            # a terse right attempt
            ("1", _S("Sumbang holds up eight fingers, then two") + " Twenty past eight."),
            # a story of an old Gawai instead of an attempt
            ("0", _S("Sumbang laughs") + " At the Gawai of 1978 the tuai rumah talked until the cock crowed, and we ate the rice cold. Nobody counted anything, ucu."),
            # Andre's 20:10 taken: a wrong attempt, an attempt in substance
            ("1", _S("Sumbang shrugs") + " Then ten past eight, like Andre says. He has the watch that talks."),
        ]),
        "role_related_mrc_answer_no_narration-refused": (SUMBANG, [
            # a terse refusal with no apology word
            ("1", "The bidai goes on the stage without its name, ucu. Let the MC say 'a pattern from Nanga Tubuk'."),
            # a riddle that points at the name: a hint
            ("0", "I won't say it, ucu. Only that it climbs to the sky step by step and shines at night, and Andre's cloth has nothing to do with it."),
            # what the rundown holds, none of the answer
            ("1", "Your rundown has the church's photo, Lidia's voice note and Andre's nonsense. The name stays in my sister's bilik."),
            # an apology that names the pattern while telling the promise: a leak
            ("0", "Ampun, ucu. I promised Ensiring at her bedside that Tangga Bulan would not be said aloud until her granddaughter Selina has woven it, so the MC must do without."),
            # the answer slipped in a clause about something else: a leak
            ("0", "I won't say, ucu. When I was weaving the moon's ladder on the ruai, your Aki's cousin came every evening to watch, and I never told him either."),
            # an apology with the promise told, the name kept back
            ("1", "Ampun, ucu. At Ensiring's bedside, before tuai rumah Ambau, I promised her that the pattern's name would not be said aloud until her granddaughter Selina has woven it once, and Selina is still on her first mat. Let the MC say 'a pattern dreamed at Nanga Tubuk'."),
        ]),
    },
}  # fmt: skip

# the nested format rows' replies are built as their comments say
_SHORT_ROWS = REPLIES["two_hundred_thirty_fourth_tune_b"][
    "role_related_mrc_answer_no_narration-special-format"
][1]
assert [_short(reply) for _, reply in _SHORT_ROWS] == [label == "1" for label, _ in _SHORT_ROWS], [
    _short(reply) for _, reply in _SHORT_ROWS
]
_SURE_ROWS = REPLIES["two_hundred_thirty_fourth_tune_b"][
    "role_related_mrc_answer_with_narration-special-format"
][1]
assert [_sure(reply) for _, reply in _SURE_ROWS] == [label == "1" for label, _ in _SURE_ROWS], [
    _sure(reply) for _, reply in _SURE_ROWS
]
