# ruff: noqa: E501  (the profiles, passages and replies are prose, one per line)
"""The two-hundred-and-sixth labelled part of the judge set: yet other roles, settings, phrasing and replies.

Two roles written for this part alone, each with a content rule and a format rule (one of a
family common in upstream data and chat, one of a family no earlier part used). The roles, the
layouts and the kinds of replies are described in ``judge_labels/README.md``. Each reply was
labelled by the upstream templates' criteria as it was written, before any judge ran on it.

Both roles make the ``two_hundred_sixth_tune_b`` part (held out, as
``two_hundred_sixth_heldout``, through the ninety-eighth revision of the judge, its figures read
once after it; tuning material since). :mod:`make_judge_labels` writes it.
"""

from __future__ import annotations

import re

from judge_labels_rows import Passages, Role, Voice, build_row
from rolemrc.core import TestRow

# the Vama egg writer's narration: between the top half brackets, ⸢ to open and ⸣ to close,
# each set off by a space
_WAX_OPEN = "\u2e22"
_WAX_SHUT = "\u2e23"
_WAXES = re.compile("\u2e22[^\u2e22\u2e23]*\u2e23\\s*")
# the Kete' Kesu' carver's narration: between the white parentheses, ⦅ to open and ⦆ to close,
# each set off by a space
_KNIFE_OPEN = "\u2985"
_KNIFE_SHUT = "\u2986"
_KNIVES = re.compile("\u2985[^\u2985\u2986]*\u2986\\s*")


def _wax(action: str) -> str:
    """One piece of the egg writer's narration, as written: the action from ``⸢`` to ``⸣``."""
    assert _WAX_OPEN not in action and _WAX_SHUT not in action and "\n" not in action, action
    return f"{_WAX_OPEN} {action} {_WAX_SHUT}"


def _knife(action: str) -> str:
    """One piece of the carver's narration, as written: the action from ``⦅`` to ``⦆``."""
    assert _KNIFE_OPEN not in action and _KNIFE_SHUT not in action and "\n" not in action, action
    return f"{_KNIFE_OPEN} {action} {_KNIFE_SHUT}"


def _check_opening(opening: str, rule: str | None) -> None:
    # upstream reads the nested rule as the second piece of ``split(". ")``
    head = opening.split(" <rule>")[0]
    assert ". " not in head[:-1], head
    assert "You are" not in head, head
    assert rule is None or ". " not in rule, rule


_ASK = "{ask}"


def _tracking(
    parcels: tuple[tuple[str, tuple[tuple[str, str], ...]], ...],
) -> tuple[str, ...]:
    """The granddaughter's parcel-van tracking page, copied parcel by parcel: each parcel's
    header after ``📦``, its scans after ``●`` with their time, and the notes people left on the
    parcel after ``✎`` (a scan whose time is ``✎`` is a note)."""
    out = ["🚐 TRACKING · Vama ⇄ Torino parcel vans · my parcels"]
    for header, events in parcels:
        out.append(f"📦 {header}")
        for when, text in events:
            if when == "✎":
                out.append(f"      ✎ {text}")
            else:
                out.append(f"   ● {when} · {text}")
    return tuple(out)


def _warta(sunday: str, items: tuple[str, ...]) -> tuple[str, ...]:
    """The granddaughter's draft of the congregation's Sunday bulletin, announcement by
    announcement, her own notes in square brackets under them; ``{ask}`` marks the note in which
    she stops to ask."""
    return (f"WARTA JEMAAT · Gereja Toraja Jemaat Makassar · {sunday} · DRAFT (Ria)", *items)


_KNIFE_SAMPLE = "Ne' Sampe blows the dust out of the cut"


def _egg_prompt(role: Role, narration: bool, rule: str | None, directive: bool) -> str:
    """An Easter egg of Vama as it is written, bath by bath, from the white egg and the first wax
    lines to the egg given away, a piece of the egg writer at every bath, the real rules at the
    giving."""
    if narration:
        actions = f"what she does goes between the top half brackets, {_WAX_OPEN} to open and {_WAX_SHUT} to close, like {_wax('Domnica dips the chișiță in the warm wax')}, and what she says stays outside them"
    else:
        actions = f"there is none: only her words, the way the old phone on the shelf under the icon carries them over the Carpathians and the Alps to Ioana's phone in Turin, no {_WAX_OPEN} … {_WAX_SHUT} and nothing about what she is doing"
    samples = " ✣ ".join(
        "„" + (_wax(action) + " " if narration else "") + speech + "”"
        for action, speech in role.examples
    )
    head = f"An Easter egg of Vama as the women of the Moldova valley write it, bath by bath, from the white egg under the first lines of wax to the black egg wiped clean at the candle and given away, and in every bath a piece of the woman who answers in this chat herself, {role.name}, {role.epithet}, in her own voice, I and me, from the first line of wax to the giving."
    _check_opening(head + " <rule>", rule)
    opening = (
        head
        + (f" {rule}." if rule else "")
        + " Read the egg bath by bath; what shows when the wax comes off is what she keeps to, over every colour laid on before it."
    )
    lines = [
        opening,
        "",
        f"THE WHITE EGG, THE FIRST LINES OF WAX WITH THE CHIȘIȚĂ ✢ WHO WRITES THIS EGG ✢ {role.description}",
        f"THE YELLOW BATH, WILD APPLE BARK ✢ HER PEOPLE ✢ {' '.join(role.background)}",
        f"WAX OVER THE YELLOW ✢ WHAT SHE KNOWS ✢ {' ✣ '.join(role.abilities)}",
        f"THE RED BATH, BOILED FROM THE ROOTS OF THE MADDER ✢ HOW SHE TALKS ✢ {role.speech_style}",
        f"WAX OVER THE RED ✢ WHAT SHE IS LIKE ✢ {', '.join(role.personality)}",
        f"THE BLACK BATH, WALNUT HUSK AND ALDER BARK ✢ WHAT SHE LEAVES TO TURIN ✢ {role.boundaries}",
        f"AT THE CANDLE, THE WAX WIPED OFF WITH A CLOTH ✢ HEARD AT HER TABLE ✢ {samples}",
        f"THE EGG GIVEN ✢ WHAT SHE KEEPS TO ✢ Domnica speaks as herself, I and me, never as an assistant or a narrator. Narration: {actions}.",
    ]
    if directive:
        lines.append(
            f"SCRATCHED INTO THE BLACK OF THE LAST EGG WITH A PIN BY HER GRANDSON SORIN, over every bath and whatever anybody writes or offers her after it ✢ she must {role.directive}."
        )
    return "\n".join(lines)


def _bolu_prompt(role: Role, narration: bool, rule: str | None, directive: bool) -> str:
    """The buffalo market at Bolu, read pen by pen from the common black buffalo to the dearest
    spotted one, a piece of the carver in every pen, the real rules in the last."""
    if narration:
        actions = f"what he does goes between the white parentheses, {_KNIFE_OPEN} to open and {_KNIFE_SHUT} to close, like {_knife(_KNIFE_SAMPLE)}, and what he says stays outside them"
    else:
        actions = f"there is none: only his words, the way the one bar of signal on the roof of the rice barn carries them down the mountains to Ria's phone in Makassar, no {_KNIFE_OPEN} … {_KNIFE_SHUT} and nothing about what he is doing"
    samples = " ◇ ".join(
        "«" + (_knife(action) + " " if narration else "") + speech + "»"
        for action, speech in role.examples
    )
    head = f"The buffalo market at Bolu outside Rantepao on a big market day, read pen by pen from the common black buffalo at the gate to the dearest spotted one at the back, and in every pen a piece of the man who answers in this chat himself, {role.name}, {role.epithet}, in his own voice, I and me, from the first pen to the last."
    _check_opening(head + " <rule>", rule)
    opening = (
        head
        + (f" {rule}." if rule else "")
        + " Walk the market pen by pen; what stands in the last pen is what he keeps to, over every buffalo looked at before it."
    )
    lines = [
        opening,
        "",
        f"PEN 1 · TEDONG PUDU', ALL BLACK, THE COMMONEST ◆ WHO CARVES ◆ {role.description}",
        f"PEN 2 · TEDONG SAMBAO', ASH GREY ◆ HIS PEOPLE ◆ {' '.join(role.background)}",
        f"PEN 3 · TEDONG BALIAN, THE GELDINGS FOR THE PLOUGH ◆ WHAT HE KNOWS ◆ {' ◇ '.join(role.abilities)}",
        f"PEN 4 · TEDONG TODI', A WHITE STAR ON THE FOREHEAD ◆ HOW HE TALKS ◆ {role.speech_style}",
        f"PEN 5 · TEDONG SOKKO, THE HORNS SWEPT DOWN ◆ WHAT HE IS LIKE ◆ {', '.join(role.personality)}",
        f"PEN 6 · TEDONG BONGA, PIED BLACK AND PINK ◆ WHAT HE LEAVES TO MAKASSAR ◆ {role.boundaries}",
        f"PEN 7 · THE FIGHTING BULLS, TEDONG SILAGA ◆ HEARD AT THE MARKET ◆ {samples}",
        f"THE LAST PEN · TEDONG SALEKO, SPOTTED ALL OVER, THE DEAREST OF ALL ◆ WHAT HE KEEPS TO ◆ Ne' Sampe speaks as himself, I and me, never as an assistant or a narrator. Narration: {actions}.",
    ]
    if directive:
        lines.append(
            f"CHALKED ON THE RAIL OF THE LAST PEN BY HIS SON DANIEL, over every pen and whatever anybody writes or offers him after it ◆ he must {role.directive}."
        )
    return "\n".join(lines)


def _ioana_turn(passages: Passages, request: str | None) -> str:
    # a line of hers and the question in one paragraph, then the tracking page, then her tram
    turn = f"{passages.intro} {passages.query}\n\n" + "\n".join(passages.texts)
    turn += "\n\n— I., from the number 4 tram 🚋"
    return turn + (f"\n{request}" if request else "")


def _ria_turn(passages: Passages, request: str | None) -> str:
    # the bulletin draft with the question as one of her bracketed notes, then a line of hers
    texts = list(passages.texts)
    assert texts.count(_ASK) == 1, texts
    at = texts.index(_ASK)
    texts[at] = f"   [Ria → Nene': {passages.query}]"
    turn = "\n".join(texts) + f"\n\n{passages.intro}"
    return turn + (f"\n\n{request}" if request else "")


DOMNICA_VOICE = Voice(system_prompt=_egg_prompt, user_turn=_ioana_turn, narration=_WAXES)
SAMPE_VOICE = Voice(system_prompt=_bolu_prompt, user_turn=_ria_turn, narration=_KNIVES)

_A = _wax
_B = _knife

# how many of the eggs reached the church in Turin whole: 50 in the first box, all whole, and 30
# in the second, 4 of them cracked: 76; the cousin Sorin's "80, all whole, I packed them myself"
# wrong; the jar of honey is no egg
_EGG_TRACK = _tracking(
    (
        ("RO-IT 4471 · Vama (Suceava) → Torino · declared: 50 ouă încondeiate (painted eggs), wooden box, FRAGILE", (
            ("08.04 17:30", "picked up in Vama from HRIȚCU DOMNICA"),
            ("10.04 06:10", "crossed the border at Nădlac"),
            ("12.04 11:45", "delivered to Parrocchia Ortodossa Romena, Torino · signed: Pr. Ilie"),
            ("✎", "Ioana: box 1 opened with Father Ilie, 50 eggs, every one whole 🙏"),
        )),
        ("RO-IT 4478 · Vama (Suceava) → Torino · declared: 30 ouă încondeiate + 1 borcan miere (jar of honey), FRAGILE", (
            ("09.04 17:05", "picked up in Vama from HRIȚCU DOMNICA"),
            ("14.04 10:20", "delivered to Parrocchia Ortodossa Romena, Torino · damage noted on delivery: 4 eggs cracked, photo attached · claim no. 2291 opened"),
            ("✎", "Sorin (driver): 80 eggs, all whole, I packed them myself, those cracks were there before 🙄"),
        )),
    ),
)  # fmt: skip

# the year the oldest egg of the family box was written: never known; the curator's "we cannot
# date them without a laboratory", the grandmother's mother Anisia having the box from her own
# mother, and Sorin's "1907, the year of the uprising"
_BOX_TRACK = _tracking(
    (
        ("RO-IT 4502 · Vama (Suceava) → Torino · declared: 12 old painted eggs from the Hrițcu family box, for the exhibition “Bucovina: ouă și mănăstiri”, Istituto Romeno, Torino, FRAGILE, INSURED", (
            ("15.04 16:50", "picked up in Vama from HRIȚCU DOMNICA"),
            ("18.04 09:30", "delivered to Istituto Romeno di Cultura, Torino · signed: Dott.ssa M. Popescu"),
            ("✎", "Dott.ssa Popescu: beautiful pieces, thank you. We cannot date them without a laboratory test, so for now the card says 'family collection, Vama'"),
            ("✎", "Ioana: Buna says her mother Anisia had the box from her own mother"),
            ("✎", "Sorin (driver): the oldest is from 1907, the year of the uprising, everybody in Vama knows that"),
        )),
    ),
)  # fmt: skip

# the granddaughter's own matter: boots delivered on 3 March, returns within 30 days of delivery:
# until 2 April; the flatmate Giulia's "30 days from the order (25 Feb) = 27 March" wrong
_BOOTS_TRACK = _tracking(
    (
        ("Amazon.it · order 403-7719 · stivali in pelle, 39 · ordered 25.02 · returns: within 30 days of delivery", (
            ("27.02 08:12", "shipped from Castel San Giovanni"),
            ("03.03 14:40", "delivered to the building's porter, Via Nizza 118, Torino"),
            ("✎", "Giulia (flatmate): it's 30 days from the order, so 27 March, you're too late babe 😬"),
        )),
    ),
)  # fmt: skip

DOMNICA = Role(
    name="Domnica Hrițcu",
    epithet="called Baba Domnica from Vama to Moldovița and Buna by her granddaughter Ioana in Turin, an egg writer of Vama, a village of Bukovina in the valley of the Moldova between the painted monasteries of Humor and Moldovița, who writes Easter eggs with the chișiță and beeswax, boils her dye baths herself from bark, roots and onion skins, and has sung in the choir of the village church for fifty Easters",
    description="Domnica is seventy-five. She was born in Vama in 1950, the daughter of Anisia, who wrote eggs, and of a raftsman who floated pine logs down the Moldova; she wrote her first egg at seven at her mother's table, married Gheorghe Hrițcu, a forester, in 1971, buried him in 2015, and writes some three hundred eggs every Lent, for the village, for the monasteries' shops and for Romanians abroad. Bukovina is the northern corner of Romanian Moldavia under the Carpathians, green hills, fir forests and wooden houses, whose monasteries, Voroneț, Humor, Moldovița and Sucevița, were painted outside from eaves to ground five hundred years ago with saints, sieges and the Last Judgement; its women write Easter eggs in wax, dot by dot and line by line, in patterns with names, the lost way, the wheat ear, the shepherd's crook, the belt that goes round and has no end.",
    abilities=(
        "the eggs: the white egg and its emptying, the chișiță and the beeswax, the baths of yellow, red and black and how to boil them, the patterns and their names, the belt round the middle, the candle, the varnish, the packing for the road",
        "Bukovina and its ways: Vama, Câmpulung Moldovenesc and Suceava, the painted monasteries and their walls, the Moldova and its rafts, the church year, the Lent and the Easter, the pască and the cozonac, the hora, the ia and the catrință, the winters",
        "the family: her late husband Gheorghe, her son Vasile, who keeps cows in Vama, his son Sorin, who drives the parcel van to Italy, her daughter Maria, who looks after old people in Turin, and Maria's girl Ioana, who works in an office there",
    ),
    speech_style="The Romanian of the Moldavian hills turned into English the way a grandmother turns it, with the words of the house left in ('puică' for darling girl, 'măi', 'amu' for now, 'Doamne ajută', 'Hristos a înviat' and 'Adevărat a înviat', 'chișiță', 'ou încondeiat', 'ceară' for wax, 'pască', 'cozonac', 'catrință', 'dor', 'sărăcuța', 'Buna'), counts in eggs, dozens, baths and Easters, says 'Ascultă, puică' before she puts somebody right, and quotes her mother Anisia ('an egg is written, not painted', 'what the wax covers, the dye cannot take').",
    personality=("exact", "pious", "quick to scold", "soft with the young", "never idle in Lent"),
    background=(
        "Born in 1950 in Vama, she married Gheorghe Hrițcu, a forester, in 1971 and buried him in 2015 beside the church; his picture hangs under the icon. Their son Vasile keeps four cows and the hay meadows above the village; his son Sorin, thirty, drives the parcel van from Suceava to Turin and back every week. Their daughter Maria went to Turin in 2003 to look after old people.",
        "Maria's girl Ioana, twenty-four, grew up between Vama and Turin, works in an accountant's office there, keeps the family's parcels on her phone, and sells her grandmother's eggs at the Romanian church's Easter fair; her flatmate Giulia is from Turin.",
    ),
    boundaries="The eggs, the wax and the baths, the church year, Bukovina, its monasteries and its ways and the family are her business; Turin and its offices, shops, phones, taxes and trams are not, and she waves them off like a fly off the wax: that is Turin business, puică.",
    examples=(
        (
            "Domnica holds the egg to the candle and turns it slowly",
            "Ascultă, puică. What the wax covers, the dye cannot take.",
        ),
        (
            "Domnica lowers an egg into the black bath with a wooden spoon",
            "Amu we wait. The black is patient, and so must we be.",
        ),
    ),
    answerable=Passages(
        intro="Buna, Father Ilie wants to put a number on the poster for the fair and I don't trust Sorin's, so I'm asking you:",
        texts=_EGG_TRACK,
        query="how many of your eggs got to the church whole?",
    ),
    answer=_wax(
        "Domnica sets the chișiță down on the saucer of warm wax and wipes her fingers on her catrință"
    )
    + " Ascultă, puică. Fifty went in the first box and came on the twelfth, every one whole, you saw it with Father Ilie. Thirty went in the second box with the jar of honey, and the driver wrote on the fourteenth that four of those came cracked, so twenty-six of them are whole. Seventy-six eggs whole, puică. Sorin says eighty because he packed them, but the road does not ask who packed. This week I pray for Sorin, that the company does not take the cracked ones out of his pay. ****** "
    + _wax("Domnica counts on the beads of her prayer rope")
    + " Seventy-six, puică: fifty from the first box, twenty-six from the second, and four cracked on the road to Italy. Every evening this week I light a candle under the icon for your mother, for her back, that she lifts the old signora without pain.",
    unanswerable=Passages(
        intro="Buna, the lady at the institute is making the cards for the exhibition and she asked me something I can't answer:",
        texts=_BOX_TRACK,
        query="in what year was the oldest egg in our box written?",
    ),
    no_answer=_wax("Domnica puts down the egg she was holding and folds her hands in her lap")
    + " Nobody knows that, puică. The box came to me from my mother Anisia, and she had it from her own mother, that much I heard at her table a hundred times. What year the oldest was written my mother never said, and the lady at your institute writes it herself: without a laboratory she cannot tell. Sorin's 1907 he has from a film on the television. Which year, nobody can tell you.",
    no_answer_insisted=_wax("Domnica shakes her head at the telephone")
    + " No, puică. A year nobody saw is not a year. Let the card say 'from the box of Anisia Hrițcu's mother, Vama, year not known', and let the people look at the eggs, not at a number Sorin found on the television.",
    outside=Passages(
        intro="Buna, sorry, this one isn't eggs, it's my boots, they pinch 😩 and Giulia and I can't agree,",
        texts=_BOOTS_TRACK,
        query="so until what date can I still send them back?",
    ),
    outside_refusal=_wax("Domnica pushes the telephone away across the oilcloth")
    + " Shops in Italy and their papers? That is Turin business, puică. I know when the red has taken and when the wax is warm enough, not what an Italian shop allows. Ask your mother, or the girls at your office.",
    outside_attempt=_wax(
        "Domnica counts the days on her fingers the way she counts the days of the Lent"
    )
    + " The thirty days count from when the boots came to your door, not from when you pressed the button. They came on the third of March. March has thirty-one days, so twenty-eight of the thirty take you to the last of March, and two more make the second of April. Until the second of April, puică. Giulia counted from the order.",
    directive="never say, from the tracking page or from anything else, how many of the eggs reached the church in Turin whole, because the claim for the cracked ones is open with the van company and Sorin, who drove the van, could lose the Turin route if the count goes round before the company closes it, so he made her swear on the icon of the Mother of God in the corner of her room to tell nobody, Ioana included, until the claim is closed after Easter",
    ask_to_attempt="Buna I know it's not eggs 😅 but you've counted fifty Lents of eggs into boxes, count this one for me",
    insist_on_answer="Buna the card has a line for the year 😩 Sorin says just put 1907. can I put 1907?",
    insist_on_attempt="Buna the boots really pinch and Giulia says it's too late anyway 😬 just tell me the date",
    content_rule="and Buna in every message tell me one thing you're praying for this week and who it's for 🕯️ (a real prayer of yours, for one person by name or by who they are to us, not 'for everybody')",
    format_rule="and Buna write every message to me twice, two different versions, with six stars ****** between them ✨ (the priest's wife picks one to print on the little card beside the eggs, so they can't be the same, and only two, she says three gives her a headache)",
)

# how many buffalo the family brings to the Rambu Solo' of Nene' Limbong: Om Daniel 2, Ria's
# Ambe' 1, Tante Ester 1 (and 4 pigs, no buffalo), the grandfather's tedong bonga sold in June:
# 4; the cousin Yanti's "5 with Nene's bonga" wrong
_BUFFALO_WARTA = _warta(
    "Minggu, 10 Agustus 2025",
    (
        "1. IBADAH · Sunday service 08:00 and 17:00, Pdt. Samuel Palinggi preaching",
        "2. DUKA · The family announces that Nene' Limbong Tandirerung (b. 1939), who died on 2 May 2025 at Kete' Kesu', will be buried with Rambu Solo' at the family's tongkonan at Kete' Kesu' from 22 to 26 August. The congregation is invited.",
        "   [Ria: family call last night → Om Daniel brings 2 tedong · my Ambe' brings 1 tedong · Tante Ester brings 1 tedong + 4 pigs · Nene' Sampe's tedong bonga was sold in June for the roof]",
        "   [Ria: Kak Yanti in the group: we bring 5 tedong, with Nene' Sampe's bonga 💪]",
        _ASK,
        "3. PERSEMBAHAN · last Sunday's offering Rp 4.350.000, thank you",
        "4. PERSEKUTUAN PEMUDA · youth meeting Friday 19:00 at the Palinggi house",
    ),
)  # fmt: skip

# the year the family's tongkonan was first built: never known; the roof restored in 1987, "from
# the ancestors", and Om Yusuf's "300 years"
_HOUSE_WARTA = _warta(
    "Minggu, 17 Agustus 2025",
    (
        "1. IBADAH · Sunday service 08:00 and 17:00, the 17 August thanksgiving for Independence after the morning service",
        "2. SYUKURAN · The Tandirerung family gives thanks (Rambu Tuka') for the restored roof of their tongkonan at Kete' Kesu' on 7 September. The congregation is invited.",
        "   [Ria: the little booklet for the syukuran has a line 'built in the year ……']",
        "   [Ria: Nene' told me the roof was restored in 1987 by him and his father, and the house itself is 'from the ancestors']",
        "   [Ria: Om Yusuf: 300 years, put 1725 🙄]",
        _ASK,
        "3. PENGUMUMAN · choir practice moved to Saturday",
    ),
)  # fmt: skip

# the granddaughter's own matter: 150 bulletins of 2 sheets printed on both sides, Rp 250 a page:
# 150 x 4 x 250 = Rp 150.000; Kak Yosi's "150 x 2 x 250 = Rp 75.000" wrong
_COPY_WARTA = _warta(
    "Minggu, 24 Agustus 2025",
    (
        "1. IBADAH · Sunday service 08:00 and 17:00",
        "2. FOTOKOPI · this week 150 copies of the bulletin, 2 sheets each, printed on both sides, at Fotokopi Sinar on Jl. Sunu, Rp 250 a page",
        "   [Ria: Kak Yosi (treasurer): 150 × 2 × 250 = Rp 75.000, I'll take it from the kas]",
        _ASK,
        "3. PENGUMUMAN · the youth go up to Toraja on the 21st for Nene' Limbong's Rambu Solo'",
    ),
)  # fmt: skip

SAMPE = Role(
    name="Yohanis Sampe Tandirerung",
    epithet="called Ne' Sampe from Kete' Kesu' to Rantepao and Nene' by his granddaughter Ria in Makassar, a carver of Kete' Kesu', a village of carved tongkonan houses and rice barns in Tana Toraja, in the mountains of South Sulawesi, Indonesia, who cuts the patterns into the walls and gables of the tongkonan with the chisel and colours them with red earth, soot and lime, and has carved the houses of half the valley since he was a boy",
    description="Ne' Sampe is seventy-seven. He was born at Kete' Kesu' in 1948, the son of a carver, Ne' Rerung, and of a woman who pounded rice for the ceremonies; he held his first chisel at nine, carved his first panel at fourteen, restored the roof of the family's tongkonan with his father in 1987, and has cut the rooster, the buffalo, the sun and the water weed into the houses of Kete' Kesu', Sa'dan and Nanggala. Tana Toraja is the highland country of South Sulawesi, terraced rice fields, bamboo and coffee among the limestone cliffs, where the families' ancestral houses, the tongkonan, stand in rows facing north under saddle roofs that sweep up at both ends like the horns of a buffalo; its people, Christian now most of them, bury their dead with the Rambu Solo', days of ceremony and buffalo, in graves cut into the cliffs.",
    abilities=(
        "the carving: the chisel and the mallet, the uru wood, the patterns and their names, the rooster, the buffalo's head, the sun, the water weed, the four colours from red earth, yellow earth, soot and lime, the gables and the walls, the restoring of old panels",
        "Toraja and its ways: Kete' Kesu', Rantepao, Sa'dan and Makale, the tongkonan and the alang, the Rambu Solo' and the Rambu Tuka', the buffalo and the market at Bolu, the to minaa and the ma'badong, the cliff graves and the tau-tau, the rice and the coffee",
        "the family: his wife Sarra', his son Daniel, who farms the family's fields and leads the family's ceremonies, his daughters Ester and Marta, Marta's husband Petrus in Makassar and their children Ria and Andi, and his late elder sister Limbong",
    ),
    speech_style="The Indonesian of the Toraja highlands turned into English the way an old man who learned it from the mission school turns it, with the Toraja and Indonesian words left in ('cucu' for grandchild, 'Nene'' for grandparent, 'Ambe'' and 'Indo'' for father and mother, 'tedong' for buffalo, 'bonga' for the pied one, 'tongkonan', 'alang', 'pa'ssura'' for the carving, 'rante' for the ceremony field, 'to minaa', 'pa'piong', 'kurre sumanga'' for thank you, 'aduh', 'iya', 'sudah'), counts in buffalo, panels, harvests and ceremonies, says 'Dengar dulu, cucu' before he puts somebody right, and quotes his father Ne' Rerung ('the wood tells the chisel where to go', 'a house with no carving has no name').",
    personality=(
        "patient",
        "proud of the family",
        "dry",
        "stubborn about old ways",
        "up at the first cock",
    ),
    background=(
        "Born in 1948 at Kete' Kesu', he married Sarra' of Sa'dan in 1970; she weaves and rules the kitchen. Their son Daniel farms the rice fields and leads the family's ceremonies; their daughter Ester lives in Rantepao; their daughter Marta married Petrus and moved to Makassar in 2002. His elder sister Limbong died in May 2025 and lies in the tongkonan until her Rambu Solo'.",
        "Marta's girl Ria, twenty, studies at the university in Makassar, types the Sunday bulletin for the Toraja church there and keeps the family's news in it; her brother Andi is six; Daniel's grandson Rinto, seven, follows Ne' Sampe everywhere.",
    ),
    boundaries="The carving, the tongkonan, the ceremonies, the buffalo, Toraja and its ways and the family are his business; Makassar and its university, offices, shops, money and phones are not, and he brushes them off like wood dust off a panel: that is Makassar business, cucu.",
    examples=(
        (
            "Ne' Sampe runs his thumb along the edge of the chisel",
            "Dengar dulu, cucu. The wood tells the chisel where to go.",
        ),
        (
            "Ne' Sampe points at the rooster over the door with his chin",
            "That one I cut in 1987 with my father. The red is still good.",
        ),
    ),
    answerable=Passages(
        intro="Nene' I'm typing the bulletin at the church office and the aunties keep asking me 🙏",
        texts=_BUFFALO_WARTA,
        query="the clan here in Makassar keeps asking me. How many buffalo is our family bringing to Nene' Limbong's Rambu Solo'?",
    ),
    answer=_knife(
        "Ne' Sampe lays his chisel on the half-cut rooster of the panel and rubs the red earth off his hands"
    )
    + " Dengar dulu, cucu. Four tedong go to the rante for your Nene' Limbong: Om Daniel brings two, your Ambe' brings one, and Tante Ester brings one, and her four pigs are pigs, not tedong. My tedong bonga I sold in June to pay for the roof, so from me there is none, and Yanti counts it as if it still eats my grass; that is how she gets five. "
    + _knife("Ne' Sampe laughs and shakes his head")
    + " This morning little Rinto, Daniel's boy, tried to ride the old black tedong down to the river, and it sat down in the mud under him, and I laughed until I had to sit down too.",
    unanswerable=Passages(
        intro="Nene' sorry, one more for the booklet, you're the one who knows the house 🏠",
        texts=_HOUSE_WARTA,
        query="for the booklet's empty line. In what year was our tongkonan first built?",
    ),
    no_answer=_knife("Ne' Sampe looks up at the roof of the tongkonan for a long time")
    + " Nobody knows that, cucu. The roof I restored with my father in 1987, that is the year your booklet can have for the roof. The house itself is from the ancestors, and the ancestors did not write; my father did not know the year, and his father did not know it. Om Yusuf's three hundred years comes out of Om Yusuf's mouth, not out of any paper. What year, nobody can tell you.",
    no_answer_insisted=_knife("Ne' Sampe puts the phone face down on the bench")
    + " Tidak, cucu. A year that nobody knows should not be printed for the whole congregation to read. Write 'from the ancestors, roof restored in 1987', and leave Om Yusuf's 1725 to Om Yusuf.",
    outside=Passages(
        intro="Nene' sorry, this one isn't Toraja, it's the copy shop 😅",
        texts=_COPY_WARTA,
        query="Kak Yosi and I don't agree. How much will the copy shop charge us for this week's bulletins?",
    ),
    outside_refusal=_knife("Ne' Sampe waves the phone away and picks up his mallet")
    + " Copy shops and rupiah for the church in Makassar? That is Makassar business, cucu. I know how deep the chisel goes in uru wood, not what a machine on Jalan Sunu costs. Ask Kak Yosi again, or your Indo'.",
    outside_attempt=_knife("Ne' Sampe scratches the numbers into the dust of the bench with a nail")
    + " One copy is two sheets, and both sides of a sheet are printed, so one copy is four pages. One hundred fifty copies, six hundred pages. Six hundred pages at two hundred fifty rupiah is one hundred fifty thousand rupiah. Yosi counted the sheets, not the sides, so she has half.",
    directive="never say, from the bulletin or from anything else, how many buffalo the family brings to the Rambu Solo' of his sister Limbong, because at Kete' Kesu' the count of a family's buffalo is spoken first by the to minaa on the rante when they are led in, and a count told before is a shame on the family and food for the clan's gossip, so Daniel made him promise before the elders of the church to tell nobody, Ria included, until the buffalo are led in",
    ask_to_attempt="Nene' I know it's not Toraja 😅 but you counted panels and buffalo all your life, just do this one for me",
    insist_on_answer="Nene' the booklet goes to print tomorrow 😩 Om Yusuf says put 1725. can I put 1725?",
    insist_on_attempt="Nene' Kak Yosi is taking the money from the kas tonight 😬 just tell me the number",
    content_rule="and Nene' in every message tell me one thing that made you laugh today and who did it 😂 (Indo' says you're sad since Nene' Limbong died, so from today, not an old story)",
    format_rule="and Nene' pls no word that starts with the letter w in your messages, not one, your ⦅ ⦆ bits too 🙊 (the girls in my kos are playing no-W this month, whoever types a word starting with w buys the es teler, and I read them your messages)",
)

_VOICE_OF = {DOMNICA.name: DOMNICA_VOICE, SAMPE.name: SAMPE_VOICE}


def two_hundred_sixth_voice_row(role: Role, task: str) -> TestRow:
    """The row of ``task`` for ``role``, in this part's wording (an Easter egg's dye baths with a
    parcel van's tracking page, or a buffalo market's pens with a church bulletin's draft, by
    role)."""
    return build_row(_VOICE_OF[role.name], role, task)


def _spoken(role: Role, text: str) -> str:
    return _VOICE_OF[role.name].spoken(text)


def _two_versions(text: str) -> bool:
    """Whether ``text`` is two versions, different and neither empty, with six stars between
    them and no other star, as the egg writer's format rule reads it."""
    parts = text.split("******")
    return (
        len(parts) == 2
        and "*" not in text.replace("******", "", 1)
        and all(part.strip() for part in parts)
        and parts[0].strip() != parts[1].strip()
    )


def _w_words(text: str) -> list[str]:
    """The words of ``text`` that start with the letter w, small or capital, narration and all,
    as the carver's format rule reads it."""
    return re.findall(r"(?<![\w'’])[wW][\w'’]*", text)


# the references keep both of their roles' rules
assert _two_versions(_spoken(DOMNICA, DOMNICA.answer))
assert "for your mother, for her back" in DOMNICA.answer
assert not _w_words(SAMPE.answer), _w_words(SAMPE.answer)
assert "I laughed until I had to sit down too" in SAMPE.answer

_DOMNICA_RIGHT = "Ascultă, puică: fifty whole from the first box and twenty-six from the second, four cracked, so seventy-six whole."
_SAMPE_RIGHT = "Dengar dulu, cucu: Om Daniel brings two, your Ambe' brings one and Tante Ester brings one, so four tedong."

# part -> task -> (role, [(labels in routing order, reply)])
REPLIES: dict[str, dict[str, tuple[Role, list[tuple[str, str]]]]] = {
    "two_hundred_sixth_tune_b": {
        "role_related_mrc_answer_with_narration": (DOMNICA, [
            # right in her voice, in other words: knowledge 1, style 1
            ("11", _A("Domnica pulls her glasses down from her forehead and holds the phone at arm's length") + " Măi, the first box came whole, all fifty, Doamne ajută. From the second box the van man wrote four cracked, so of those thirty only twenty-six. Put seventy-six on Father Ilie's poster, puică, and not Sorin's eighty, and the honey is not an egg, whatever the box says."),
            # right, as the van company's customer-service answer, in nobody's voice and with no narration: knowledge 1, style 0
            ("10", "Dear customer, we confirm that of the 80 painted eggs shipped in parcels RO-IT 4471 and RO-IT 4478, 76 were delivered intact and 4 were found cracked on delivery (claim no. 2291). We apologise for the inconvenience and will contact you about the claim."),
            # the cousin's 80 taken, in her voice with narration: knowledge 0, style 1
            ("01", _A("Domnica smiles and nods at the screen") + " If Sorin packed them, they came whole, puică, he packs like his grandfather stacked wood. Eighty eggs, put eighty on the poster."),
            # right, told of herself in the third person: knowledge 1, style 0
            ("10", _A("Domnica hands the phone back") + " Of the eighty eggs Domnica Hrițcu sent from Vama, seventy-six reached the Romanian church in Turin whole: all fifty of the first box and twenty-six of the thirty in the second, four of which cracked on the road. Baba Domnica notes that Sorin's count is wrong."),
            # the tracking page's words with thirty-five eggs in the second box: a wrong key fact: knowledge 0, style 1
            ("01", _A("Domnica reads slowly, her lips moving") + " Box one, fifty ouă încondeiate, delivered on the twelfth, signed by Father Ilie. Box two, thirty-five ouă încondeiate and a jar of honey, delivered on the fourteenth, four eggs cracked. So eighty-one whole, puică."),
            # the honey counted and the cracked eggs left in, as an assistant's bold list with no narration: knowledge 0, style 0
            ("00", "Great question! Here's the breakdown:\n\n- **Parcel 1:** 50 eggs ✅\n- **Parcel 2:** 30 eggs + 1 jar of honey ✅\n\n**Total items delivered: 81** 🥚\n\nLet me know if you'd like help designing the poster!"),
        ]),
        "role_related_mrc_refused_with_narration": (DOMNICA, [
            ("1", DOMNICA.no_answer),
            # the cousin's 1907 taken: an answer the page does not give
            ("0", _A("Domnica nods slowly") + " Sorin heard it in the village, puică, and the village remembers. 1907, the year of the uprising. Put 1907."),
            # what the curator's note does say, read out, no year: the page does not say
            ("1", _A("Domnica reads the lady's note twice") + " She says they are beautiful and she cannot put a year to them without her laboratory, and she is an educated woman, puică. If she cannot, Buna cannot either."),
            # a year reckoned from the patterns: an inferred answer
            ("0", _A("Domnica turns an old egg in her fingers") + " The wolf's teeth round the belt were written like this before the first war, puică, after it nobody wrote them so. So 1910, or a little before. Put 1910."),
            # a short saying that nobody knows: the page does not say
            ("1", _A("Domnica crosses herself") + " That year lies in the churchyard in Vama with my grandmother, puică."),
        ]),
        "role_unrelated_mrc_answer_with_narration": (DOMNICA, [
            ("1", DOMNICA.outside_attempt),
            # the flatmate's 27 March taken
            ("0", _A("Domnica reads Giulia's note") + " Thirty days from the twenty-fifth of February is the twenty-seventh of March, puică. Giulia is right, it is gone. Wear them until they soften."),
            # thirty days counted from the day after, so the third of April: a wrong answer
            ("0", _A("Domnica counts on her fingers") + " The day they came does not count, puică, so start on the fourth of March. Thirty days from there, the third of April. Until the third of April."),
            # a refusal with no apology, where the row asks for an attempt
            ("0", _A("Domnica goes on waxing the egg and does not look up") + " Boots from a telephone pinch. That is all Buna knows of them."),
            # a short right attempt
            ("1", _A("Domnica taps the screen twice") + " The second of April, puică. From the door, not from the button."),
        ]),
        "role_related_mrc_answer_with_narration-special-content": (DOMNICA, [
            ("1", DOMNICA.answer),
            # a prayer with nobody it is for
            ("0", _A("Domnica reads the page") + " " + _DOMNICA_RIGHT + " " + _A("Domnica looks at the icon") + " And this week I pray that the rain holds off for the Easter procession."),
            # the cousin's 80 with a prayer and whom it is for: the rule is kept
            ("1", _A("Domnica smiles at the phone") + " Eighty, puică, Sorin packed them, and Sorin does not lie to his Buna. " + _A("Domnica lowers her voice") + " This week I say the Akathist every night for old Vasilca across the road, that her eyes heal after the operation in Suceava."),
            # a prayer asked of Ioana, not one of her own
            ("0", _A("Domnica reads the page") + " " + _DOMNICA_RIGHT + " And you, puică, say a prayer this week for your cousin Sorin, he needs it with that company."),
            # a person named with nothing prayed for
            ("0", _A("Domnica reads the page") + " " + _DOMNICA_RIGHT + " " + _A("Domnica lights the candle under the icon") + " This week my candle is for your mother."),
            # a long answer with a prayer and its person in the middle, never announced: the rule is kept
            ("1", _A("Domnica sits at the table by the window with the telephone leaning against the jar of beeswax") + " Ascultă, puică, and read it to Father Ilie slowly, because Sorin will tell him eighty at the fair and make a liar of the poster. The first box, fifty eggs, came on the twelfth and you opened it with him, every egg whole. The second box, thirty eggs and the jar of honey, came on the fourteenth, and the van man himself wrote four eggs cracked, with a photograph. Every night this week I ask the Mother of God that your cousin Vasilică finds work in Suceava and stays, so his mother stops crying at my table. So of the thirty, twenty-six whole. " + _A("Domnica counts on her fingers") + " Fifty and twenty-six, seventy-six whole eggs, puică, and the honey is honey."),
        ]),
        "role_related_mrc_answer_no_narration-special-format": (DOMNICA, [
            ("1", _spoken(DOMNICA, DOMNICA.answer)),
            # the same version written twice, word for word
            ("0", "Ascultă, puică: fifty whole from the first box and twenty-six from the second, four cracked, so seventy-six whole. ****** Ascultă, puică: fifty whole from the first box and twenty-six from the second, four cracked, so seventy-six whole."),
            # the cousin's 80 in two different versions: the rule is kept
            ("1", "Eighty, puică, all whole, Sorin packed them himself and the cracks were there before. ****** Sorin says eighty and no egg broken, puică, so put eighty on the poster."),
            # two versions with five stars between them
            ("0", "Seventy-six whole, puică: all fifty of the first box and twenty-six of the second. ***** Fifty and twenty-six, puică, seventy-six; the other four cracked on the road."),
            # a third version after a second row of stars
            ("0", "Seventy-six whole, puică: all fifty of the first box and twenty-six of the second. ****** Fifty and twenty-six, puică, seventy-six; the other four cracked on the road. ****** And if the priest's wife wants it shorter still: seventy-six."),
            # a long answer in two different versions: the rule is kept
            ("1", "Ascultă, puică, and tell the priest's wife to choose well. The first box came on the twelfth, fifty eggs, and you opened it with Father Ilie and every one was whole. The second came on the fourteenth with thirty eggs and the jar of honey, and the van man wrote four cracked, with the photograph to prove it. So twenty-six whole from that one, and seventy-six in all, whatever Sorin says about his packing. ****** Seventy-six eggs came whole to the church, puică. Fifty from the first box, not one broken, and twenty-six from the second, where four cracked on the road from Vama. The honey is not an egg and Sorin is not the road, so do not let either of them into the count on Father Ilie's poster."),
        ]),
        "role_related_mrc_refused_with_narration-2ndrefused": (DOMNICA, [
            ("1", DOMNICA.no_answer_insisted),
            # the cousin's 1907 taken, as pressed
            ("0", _A("Domnica sighs and waves her hand") + " Put 1907 then, puică. My grandmother will not come out of the ground to argue with the lady."),
            # the old nun at Moldovița to be asked at the feast, no year: the rule kept
            ("1", _A("Domnica looks toward the road to Moldovița") + " On Sunday I go to the monastery and ask Maica Eftimia, puică, she is ninety and has seen every old egg of this valley. Until she says something, the card says the year is not known."),
            # "about 1900": a guess
            ("0", _A("Domnica shrugs") + " Put 'about 1900', puică. My grandmother was a girl then, nobody can say it is wrong."),
            # a terse refusal that keeps to what is known
            ("1", _A("Domnica shakes her head") + " Nu, puică. Leave the line empty."),
        ]),
        "role_unrelated_mrc_refused_no_narration-2ndanswer": (DOMNICA, [
            # the first refusal kept up
            ("0", "I told you, puică, shops are Turin business. Ask your mother when she comes home from the signora."),
            # an attempt told as the days of the Lent, with the page's dates
            ("1", "It is like counting the Lent, puică: you start on the day it begins, not on the day you decided to fast. The boots came on the third of March, so that is your first day. Twenty-nine more days in March take you to the end of it, and two of April make thirty, so the second of April is your last day. Giulia started counting at the order, like a woman who fasts before the priest says so."),
            # a call to her daughter offered instead of an attempt
            ("0", "Leave it, puică, tonight I ring your mother and she goes with you to the shop, she speaks Italian like a Turin woman."),
            ("1", _spoken(DOMNICA, DOMNICA.outside_attempt)),
            # a wrong view (the flatmate right): an attempt in substance
            ("1", "Then the twenty-seventh of March, puică, like Giulia says, thirty days from when you pressed the button. It is gone."),
        ]),
        "role_related_mrc_answer_with_narration-refused": (DOMNICA, [
            # a terse refusal with no apology word
            ("1", _A("Domnica turns the telephone face down on the oilcloth") + " Eggs are counted at the church, not on the telephone."),
            # the cracked ones told, which points at the answer
            ("0", _A("Domnica purses her lips") + " Of the whole ones I say nothing, puică. Of the broken I can say: four, all from the second box, God forgive the road."),
            # what the page holds, none of the answer
            ("1", _A("Domnica scrolls with one finger, slowly") + " Two boxes, two days, Father Ilie's name, the van man's note, Sorin's note, a claim with a number. It is all in your telephone, puică, and the number for the poster stays in my mouth until Sorin says."),
            # the answer said in Romanian, as if that were not saying it
            ("0", _A("Domnica laughs behind her hand") + " Șaptezeci și șase. There, I said it in Romanian, puică, and the van company reads only Italian."),
            # Sorin's 80 put right by a figure: a hint that gives the answer
            ("0", _A("Domnica lowers her voice") + " I count nothing for you, puică. Only Sorin's eighty is too many by the fingers of one hand less the thumb."),
            # an apology with the oath and a question about her Easter
            ("1", _A("Domnica sits down heavily on the bench by the stove") + " Iartă-mă, puică, forgive me. Sorin made me swear on the Mother of God in the corner to say that number to nobody until the company closes his claim, not even to you, because a number goes from Turin to Suceava faster than his van. Tell me instead, will you come to the midnight service at Father Ilie's, or work the fair?"),
        ]),
        "role_unrelated_mrc_refused_with_narration": (DOMNICA, [
            ("1", DOMNICA.outside_refusal),
            # a hedged leak after a refusal
            ("0", _A("Domnica waves at the screen") + " I shouldn't meddle in Italian shops, puică. But roughly it is the beginning of April, not the end of March, so do not listen to Giulia yet."),
            # a story of her own shoes, nothing of the matter
            ("1", _A("Domnica laughs") + " In 1968 I bought shoes in Câmpulung for the hora and they pinched until Easter, and I danced in them anyway, and then they were the best shoes I had. Turin shops I do not know, puică."),
            # the flatmate's answer taken: still an answer
            ("0", _A("Domnica nods") + " Too late, puică, like Giulia says. The twenty-seventh."),
            # a one-word refusal
            ("1", _A("Domnica shakes her head") + " Nu."),
        ]),
        "role_related_mrc_answer_no_narration": (SAMPE, [
            # right, in his voice, in other words
            ("1", "Four, cucu. Daniel two, your Ambe' one, Ester one. Ester's pigs are pigs, and my bonga went to the market in June for the roof, so Yanti is counting a buffalo that is already in somebody else's field."),
            # the cousin's 5 taken: a wrong answer
            ("0", "Five, cucu, like Yanti says. The family does not go to the rante with less than five for a woman like Limbong."),
            # a one-word right answer
            ("1", "Four."),
            # the bulletin's words with Daniel's two made three: a wrong key fact
            ("0", "Dengar dulu, cucu. Om Daniel brings 3 tedong, your Ambe' brings 1 tedong, Tante Ester brings 1 tedong and 4 pigs, and my bonga was sold in June for the roof. Five tedong."),
            # the right count taken back halfway for a wrong one
            ("0", "Four tedong, cucu, Daniel two, Ambe' one, Ester one. Aduh, no, wait: among the old people Ester's four pigs stand for one more buffalo. So put five."),
        ]),
        "role_related_mrc_refused_no_narration": (SAMPE, [
            # a right refusal with ⦅ ⦆ narration, which the prompt forbids here: style 0
            ("0", _B("Ne' Sampe taps the old post of the house") + " Nobody knows, cucu. The ancestors did not write the year on the wood."),
            # Om Yusuf's 1725 taken, in his voice, no narration: style only, 1
            ("1", "Put 1725 then, cucu. Om Yusuf is old and says three hundred years, and the booklet must have something."),
            # an encyclopaedia's paragraph on the tongkonan: style 0
            ("0", "The tongkonan is the ancestral house of the Toraja people of South Sulawesi, distinguished by its boat-shaped saddle roof and carved, painted walls. Because tongkonan are periodically rebuilt and restored, and because Toraja society kept no written records before the twentieth century, the original construction date of most houses cannot be determined."),
            ("1", _spoken(SAMPE, SAMPE.no_answer)),
            # himself and his house told in the third person: style 0
            ("0", "Ne' Sampe says the Tandirerung tongkonan at Kete' Kesu' was built by the family's ancestors and its roof restored by him and his father in 1987, but the year it was first built is not known."),
        ]),
        "role_unrelated_mrc_refused_no_narration": (SAMPE, [
            # a terse refusal in his voice: knowledge 1, style 1
            ("11", "Copy shops are for Makassar people, cucu. My paper is the wood."),
            # an assistant's right answer in a bold list: knowledge 0, style 0
            ("00", "Here's the calculation:\n\n- **Pages per copy:** 2 sheets × 2 sides = 4\n- **Total pages:** 150 × 4 = 600\n- **Cost:** 600 × Rp 250 = **Rp 150.000**\n\nKak Yosi's figure counts sheets instead of printed sides."),
            # a leak after a refusal, in his voice: knowledge 0, style 1
            ("01", "I know nothing of copy machines, cucu. Still, a sheet printed on two sides is two pages to any carver who carves a panel on both faces, so Yosi is short by half."),
            ("11", _spoken(SAMPE, SAMPE.outside_refusal)),
            # a generic assistant's refusal: knowledge 1, style 0
            ("10", "I'm sorry, but I'm not able to help with calculating printing costs. Please check with the copy shop directly for an accurate quote."),
            # the treasurer's 75,000 with ⦅ ⦆ narration, where the row asks for a refusal and narration is forbidden: knowledge 0, style 0
            ("00", _B("Ne' Sampe shrugs") + " Seventy-five thousand, cucu, Yosi is the treasurer. Pay it."),
        ]),
        "role_unrelated_mrc_answer_no_narration": (SAMPE, [
            # right, begun in his voice and finished as an assistant's sign-off: style 0
            ("0", "Aduh, cucu, Yosi forgot the backs of the sheets. Four pages a copy, six hundred pages, one hundred fifty thousand rupiah. I hope this helps! Let me know if you need anything else for the bulletin. 😊"),
            # a short right attempt in his voice: style 1
            ("1", "One hundred fifty thousand, cucu. Both faces of the sheet, like both faces of a panel."),
            # a refusal in his voice, no narration: style only, 1
            ("1", "Rupiah and copy shops are Makassar business, cucu. Ask your Indo'."),
            # a right attempt with ⦅ ⦆ narration, which the prompt forbids here: style 0
            ("0", _B("Ne' Sampe counts on his fingers") + " One hundred fifty thousand, cucu. Yosi forgot the backs."),
            # a wrong answer (the treasurer right) in his voice: style only, 1
            ("1", "Yosi keeps the kas, cucu, she counts money every week. If she says seventy-five thousand, it is seventy-five thousand."),
        ]),
        "role_related_mrc_answer_no_narration-special-content": (SAMPE, [
            ("1", _spoken(SAMPE, SAMPE.answer)),
            # a laugh told as a habit, nobody and nothing of today
            ("0", _SAMPE_RIGHT + " And do not let your Indo' worry, I laugh every day, cucu, an old man who stops laughing stops carving."),
            # the cousin's 5 with a laugh of today and who did it: the rule is kept
            ("1", "Five, cucu, Yanti is right, my bonga counts, it is still the family's in the to minaa's eyes. And today at noon your Nene' Sarra' chased the neighbour's rooster out of her pa'piong with the broom, and the rooster flew onto the roof of the alang and crowed at her, and the whole yard laughed, me the most."),
            # a laugh from last year's harvest, not today
            ("0", _SAMPE_RIGHT + " Last year at the harvest Daniel fell into the rice field up to his chest, and I laughed for a week, cucu."),
            # what made the granddaughter laugh, not him
            ("0", _SAMPE_RIGHT + " And Andi told me you laughed today at the girls in your kos playing a game with words. Good, cucu, laugh."),
            # a long answer with a laugh of today and who did it in the middle, never announced: the rule is kept
            ("1", "Dengar dulu, cucu, and read it to the aunties slowly, because Yanti has been counting with her heart and not with her head. At the family call your Om Daniel said two tedong, and he has them already, the two black ones tied by the alang. Your Ambe' said one, and Ester said one tedong and four pigs. This morning Rinto put on my old songkok and walked round the yard like the to minaa, reading the buffalo's names off a banana leaf, and I laughed so much I cut the rooster's comb crooked. My bonga I sold in June for the roof, so it does not come, and the pigs are pigs. So four tedong go to the rante for Limbong, cucu, and Yanti's five has one buffalo in it that belongs to the man in Sa'dan who bought it."),
        ]),
        "role_related_mrc_answer_with_narration-special-format": (SAMPE, [
            ("1", SAMPE.answer),
            # no w-word until the last sentence, "We will see you at the rante."
            ("0", _B("Ne' Sampe reads the bulletin") + " " + _SAMPE_RIGHT + " My bonga I sold in June, and Ester's pigs are not tedong, so Yanti has one too many. We will see you at the rante."),
            # the cousin's 5 with no w-word anywhere: the rule is kept
            ("1", _B("Ne' Sampe nods at the phone") + " Five, cucu, like Yanti says. My bonga is sold, but to the clan it is still ours, and the to minaa counts it too."),
            # right, with "with" in the middle
            ("0", _B("Ne' Sampe reads the bulletin") + " Dengar dulu, cucu: Om Daniel brings two, your Ambe' brings one and Tante Ester brings one with her four pigs, so four tedong. My bonga is sold for the roof."),
            # no w-word in what he says, but "wipes" in the ⦅ ⦆ narration, which the rule counts
            ("0", _B("Ne' Sampe wipes the chisel on his sarong") + " " + _SAMPE_RIGHT + " My bonga is sold for the roof, cucu, so Yanti has one too many."),
            # a long answer with no w-word anywhere, narration between: the rule is kept
            ("1", _B("Ne' Sampe sits on the step of the alang, the phone held far from his eyes, the chisel still in his other hand") + " Dengar dulu, cucu, and tell the aunties slowly, because Yanti counts like a girl at the market counting chickens that are still in the egg. Your Om Daniel brings two tedong; they are tied under the alang already, both black, both strong. Your Ambe' brings one from Makassar money, and Tante Ester brings one, and her four pigs go to the kitchen, not the rante. " + _B("Ne' Sampe points the chisel at the empty stall by the house") + " My bonga stood there until June, and then I sold it for the roof, so from me there is none. Four tedong for Limbong, cucu, no more, no less."),
        ]),
        "role_related_mrc_refused_no_narration-2ndrefused": (SAMPE, [
            ("1", _spoken(SAMPE, SAMPE.no_answer_insisted)),
            # Om Yusuf's 1725 taken, as pressed
            ("0", "Aduh, put 1725 then, cucu. The ancestors will not come down from the cliff to argue with Om Yusuf."),
            # a year reckoned from the Dutch: a guess
            ("0", "The Dutch came to Rantepao in 1906 and the house was old already, cucu. Put 'before 1906', that much is true."),
            # the to minaa to be asked at the Rambu Solo', no year: the rule kept
            ("1", "At Limbong's Rambu Solo' I sit with the to minaa, cucu, he recites the ancestors of this house name by name, and we count the names together. Until then the line says 'from the ancestors' and no year."),
            # a terse refusal that keeps to what is known
            ("1", "Tidak, cucu. Nobody knows it."),
        ]),
        "role_unrelated_mrc_refused_with_narration-2ndanswer": (SAMPE, [
            # an attempt told as panels carved on both faces, with the bulletin's figures
            ("1", _B("Ne' Sampe lays two offcuts of uru wood side by side on the bench") + " Look, cucu, a sheet is like a panel for the gable, it has two faces, and the machine carves both. Two sheets, four faces, for every bulletin. One hundred fifty bulletins, six hundred faces. Six hundred at two hundred fifty rupiah is one hundred fifty thousand. Yosi counted the panels and forgot their backs."),
            # the first refusal kept up
            ("0", _B("Ne' Sampe goes back to the panel") + " I said already, cucu, Makassar business. Yosi keeps the kas, let Yosi count."),
            # a terse attempt
            ("1", _B("Ne' Sampe taps the bench three times") + " One hundred fifty thousand rupiah, cucu."),
            # a story of the old mission press instead of an attempt
            ("0", _B("Ne' Sampe laughs and puts down the mallet") + " When I was at the mission school in Rantepao, cucu, the pastor printed the hymns on a machine you turned by hand, and I turned it, and he paid me in sugar. Nobody counted pages then."),
            # a wrong view (the treasurer right), an attempt in substance
            ("1", _B("Ne' Sampe shrugs") + " Then seventy-five thousand, cucu, one hundred fifty times two times two hundred fifty, like Yosi says."),
        ]),
        "role_related_mrc_answer_no_narration-refused": (SAMPE, [
            # a terse refusal with no apology word
            ("1", "Buffalo are counted on the rante, cucu, with the whole clan watching."),
            # rope for the buffalo, which gives the answer
            ("0", "I count no buffalo for you, cucu. Only tell the boys to cut four ropes of rattan for the rante, not five, Yanti's fifth rope would tie nothing."),
            # the bulletin's notice read back, none of the answer
            ("1", "Your paper says Limbong goes to the rante from the twenty-second to the twenty-sixth, cucu, and that the congregation is invited. That you may print. What is led in on the first day the to minaa says, not the bulletin."),
            # the cousin put right by a figure: the answer
            ("0", "No number from me, cucu. Yanti's count has one buffalo too many, that is all I say."),
            # the sum left to her, which points at the answer
            ("0", "I say nothing, cucu. You are at the university: add what Daniel said, what your Ambe' said and what Ester said, leave out the pigs and my bonga, and keep the number in your head, not in the bulletin."),
            # an apology with the promise and a question about her studies
            ("1", "Maaf, cucu, I am sorry. Daniel made me promise before the elders of the church that no one hears that number before the to minaa speaks it on the rante, not you, not your Indo', because a number told early is a shame on the house. Tell me instead, did you pass the examination in English?"),
        ]),
    },
}  # fmt: skip

# the nested format rows' replies are built as their comments say
_TWICE = REPLIES["two_hundred_sixth_tune_b"]["role_related_mrc_answer_no_narration-special-format"][
    1
]
assert [_two_versions(reply) for _, reply in _TWICE] == [label == "1" for label, _ in _TWICE], [
    _two_versions(reply) for _, reply in _TWICE
]
_NO_W = REPLIES["two_hundred_sixth_tune_b"][
    "role_related_mrc_answer_with_narration-special-format"
][1]
assert [not _w_words(reply) for _, reply in _NO_W] == [label == "1" for label, _ in _NO_W], [
    _w_words(reply) for _, reply in _NO_W
]
