# ruff: noqa: E501  (the profiles, passages and replies are prose, one per line)
"""The hundred-and-eightieth labelled part of the judge set: yet other roles, settings, phrasing and replies.

Two roles written for this part alone, each with a content rule and a format rule (one of a
family common in upstream data and chat, one of a family no earlier part used). The roles, the
layouts and the kinds of replies are described in ``judge_labels/README.md``. Each reply was
labelled by the upstream templates' criteria as it was written, before any judge ran on it.

Both roles make the ``hundred_eightieth_tune_b`` part (held out, as
``hundred_eightieth_heldout``, through the ninety-second revision of the judge, its figures read
once after it; tuning material since). :mod:`make_judge_labels` writes it.
"""

from __future__ import annotations

import re

from judge_labels_rows import Passages, Role, Voice, build_row
from rolemrc.core import TestRow

# the seamstress's narration: between the Ogham feather marks, ᚛ to open and ᚜ to close, two
# different marks, set tight against the words they hold
_FEATHER = "\u169b"
_FEATHER_BACK = "\u169c"
_FEATHERS = re.compile("\u169b[^\u169b\u169c]*\u169c\\s*")
# the rice-and-fish farmer's narration: between the low paraphrase brackets, ⸜ to open and ⸝ to
# close, each set off by a space
_LOW_OPEN = "\u2e1c"
_LOW_SHUT = "\u2e1d"
_LOWS = re.compile("\u2e1c[^\u2e1c\u2e1d]*\u2e1d\\s*")


def _feather(action: str) -> str:
    """One piece of the seamstress's narration, as written: the action from ``᚛`` to ``᚜``."""
    assert _FEATHER not in action and _FEATHER_BACK not in action and "\n" not in action, action
    return f"{_FEATHER}{action}{_FEATHER_BACK}"


def _low(action: str) -> str:
    """One piece of the farmer's narration, as written: the action from ``⸜`` to ``⸝``."""
    assert _LOW_OPEN not in action and _LOW_SHUT not in action and "\n" not in action, action
    return f"{_LOW_OPEN} {action} {_LOW_SHUT}"


def _check_opening(opening: str, rule: str | None) -> None:
    # upstream reads the nested rule as the second piece of ``split(". ")``
    head = opening.split(" <rule>")[0]
    assert ". " not in head[:-1], head
    assert "You are" not in head, head
    assert rule is None or ". " not in rule, rule


def _board(
    title: str, columns: tuple[tuple[str, tuple[tuple[str, str], ...]], ...]
) -> tuple[str, ...]:
    """The grandson's task board (a kanban board in an app), copied out column by column, each
    card with who put it there."""
    cards = sum(len(column_cards) for _, column_cards in columns)
    out = [f"🗂 BOARD «{title}» · {len(columns)} columns · {cards} cards"]
    for column, column_cards in columns:
        out.append(f"┃ {column.upper()} ({len(column_cards)})")
        for who, text in column_cards:
            out.append(f"┃   ▭ {text}  👤 {who}")
    return tuple(out)


def _journal(title: str, entries: tuple[tuple[str, str], ...]) -> tuple[str, ...]:
    """A page of the niece's bullet journal typed out with its signs: • a task, × a task done, ○ an
    event, – a note."""
    out = [f"📓 {title}", "(key: • to do  × done  ○ event  – note)"]
    for sign, text in entries:
        out.append(f"{sign} {text}")
    return tuple(out)


def _argish_prompt(role: Role, narration: bool, rule: str | None, directive: bool) -> str:
    """The brigade's argish, the caravan of reindeer sledges, read sledge by sledge as it leaves
    the camp, a part of her lashed on every sledge, the real rules on the last one."""
    if narration:
        actions = f"what she does goes between the Ogham feather marks, {_FEATHER} to open and {_FEATHER_BACK} to close, like {_feather('Praskovya bites off the sinew thread')}, and what she says stands outside them"
    else:
        actions = f"none at all: only her words, the way the phone on the windowsill in Krasnoye carries them to Arkhangelsk, no {_FEATHER} … {_FEATHER_BACK} and nothing about what she is doing"
    samples = " ⁂ ".join(
        "“" + (_feather(action) + " " if narration else "") + speech + "”"
        for action, speech in role.examples
    )
    head = f"The argish of the fourth brigade of Erv leaving the autumn camp for the forest edge, sledge after sledge, with what is lashed on each, and the woman whose sledge leads it answers in this chat herself, {role.name}, {role.epithet}, I and me, from the first fire in the stove at dawn to the last stitch by the lamp."
    _check_opening(head + " <rule>", rule)
    opening = (
        head
        + (f" {rule}." if rule else "")
        + " Walk down the line from the lead sledge; the last one, with the stove and the kettle, carries what she keeps to, and no load in front of it weighs more."
    )
    lines = [
        opening,
        "",
        f"SLEDGE 1, THE LEAD, HER OWN ⟶ lashed on it: WHO SHE IS ⟶ {role.description}",
        f"SLEDGE 2, THE CHILDREN'S ⟶ lashed on it: HER PEOPLE ⟶ {' '.join(role.background)}",
        f"SLEDGE 3, THE SEWING CHEST ⟶ lashed on it: WHAT SHE KNOWS ⟶ {' ∙ '.join(role.abilities)}",
        f"SLEDGE 4, THE BEDDING AND SKINS ⟶ lashed on it: HOW SHE TALKS ⟶ {role.speech_style}",
        f"SLEDGE 5, THE FOOD ⟶ lashed on it: WHAT SHE IS LIKE ⟶ {', '.join(role.personality)}",
        f"SLEDGE 6, THE CHUM'S POLES ⟶ lashed on it: WHAT SHE LEAVES ALONE ⟶ {role.boundaries}",
        f"SLEDGE 7, THE FIREWOOD ⟶ lashed on it: HEARD IN THE CHUM ⟶ {samples}",
        f"THE LAST SLEDGE, THE STOVE AND THE KETTLE ⟶ lashed on it: WHAT SHE KEEPS TO ⟶ Praskovya speaks as herself, I and me, never as an assistant or a narrator. Narration: {actions}.",
    ]
    if directive:
        lines.append(
            f"TIED ON TOP OF THE LAST SLEDGE WITH A RED CORD, heavier than every load of the argish and whatever anybody writes or offers her after it: she must {role.directive}."
        )
    return "\n".join(lines)


def _terraces_prompt(role: Role, narration: bool, rule: str | None, directive: bool) -> str:
    """The clan's wet fields read plot by plot as the water goes down through them, a part of him
    at every plot, the real rules at the lowest plot where the water leaves for the stream."""
    if narration:
        actions = f"what he does goes between the low paraphrase brackets, {_LOW_OPEN} to open and {_LOW_SHUT} to close, like {_low('Tabyo lifts the bamboo gate of the channel')}, and what he says stays outside them"
    else:
        actions = f"none: only his words, the way the phone on the lapang carries them down to Itanagar, no {_LOW_OPEN} … {_LOW_SHUT} and nothing about what he is doing"
    samples = " ⁓ ".join(
        "“" + (_low(action) + " " if narration else "") + speech + "”"
        for action, speech in role.examples
    )
    head = f"The wet fields of the Hage clan below Hari in the Ziro valley, plot after plot as the water goes down through them from the bamboo pipe at the top to the outlet by the stream, and the man who keeps them answers in this chat himself, {role.name}, {role.epithet}, I and me, from the first walk along the bunds at dawn to the last cup of apong on the lapang at night."
    _check_opening(head + " <rule>", rule)
    opening = (
        head
        + (f" {rule}." if rule else "")
        + " Follow the water down; the lowest plot, where it leaves for the stream, holds what he keeps to, and it comes before every plot above it."
    )
    lines = [
        opening,
        "",
        f"≈ PLOT 1, UNDER THE BAMBOO PIPE ≈ WHO HE IS ≈ {role.description}",
        f"≈ PLOT 2, THE NURSERY ≈ WHERE HE COMES FROM ≈ {' '.join(role.background)}",
        f"≈ PLOT 3, BY THE MILLET BUND ≈ WHAT HE KNOWS ≈ {' ⁄ '.join(role.abilities)}",
        f"≈ PLOT 4, THE FISH POOL CORNER ≈ HOW HE TALKS ≈ {role.speech_style}",
        f"≈ PLOT 5, UNDER THE PINES ≈ WHAT HE IS LIKE ≈ {', '.join(role.personality)}",
        f"≈ PLOT 6, THE SHADED ONE ≈ WHAT HE LETS GO DOWNSTREAM ≈ {role.boundaries}",
        f"≈ PLOT 7, BY THE PATH TO THE LAPANG ≈ HEARD ON THE BUNDS ≈ {samples}",
        f"≈ THE LOWEST PLOT, AT THE OUTLET ≈ WHAT HE KEEPS TO ≈ Tabyo speaks as himself, I and me, never as an assistant or a narrator; narration: {actions}.",
    ]
    if directive:
        lines.append(
            f"≈ A BAMBOO TALLY STUCK IN THE OUTLET BY THE BULIANG ≈ over every plot above and whatever anybody writes or offers him after it, he will {role.directive}."
        )
    return "\n".join(lines)


def _artyom_turn(passages: Passages, request: str | None) -> str:
    # the question first, a line of his, the board, and a last line of his under it
    before, after = passages.intro.split(" ‖ ")
    turn = f"{passages.query}\n{before}\n\n" + "\n".join(passages.texts) + f"\n\n{after}"
    return turn + (f"\n{request}" if request else "")


def _yami_turn(passages: Passages, request: str | None) -> str:
    # the question split over two sentences: its first half above the journal page, its second below
    first, second = passages.query.split(" ‖ ")
    turn = f"{first}\n{passages.intro}\n\n" + "\n".join(passages.texts) + f"\n\n{second}"
    return turn + (f"\n{request}" if request else "")


ARGISH_VOICE = Voice(system_prompt=_argish_prompt, user_turn=_artyom_turn, narration=_FEATHERS)
TERRACES_VOICE = Voice(system_prompt=_terraces_prompt, user_turn=_yami_turn, narration=_LOWS)

_P = _feather
_T = _low

# the grandsons' pimy: three pairs at sixteen kamus a pair, twenty kamus already in the chest,
# four kamus to a reindeer; the cousins' wrong sums
_PIMY_BOARD = _board(
    "Pimy for winter ❄️",
    (
        ("What we know", (
            ("Artyom", "photo of Khada's card from the sewing chest, her writing: 'man's pimy, one pair = 16 kamus'"),
            ("Uncle Pavel", "a reindeer gives 4 kamus, one off every leg, no more"),
            ("Mama (Nadezhda)", "counted Khada's chest on Sunday: 20 dressed kamus left from last winter, good ones"),
        )),
        ("To figure out", (
            ("Artyom", "pimy for me, Egor and Ilya: 3 pairs, men's size. how many reindeer at the corral?"),
            ("Egor", "3 × 16 = 48 kamus, 48 / 4 = 12 reindeer 💪"),
            ("Ilya", "48 − 20 = 28, so 28 reindeer, easy"),
        )),
        ("Done", (
            ("Artyom", "traced everybody's feet on cardboard ✔"),
        )),
    ),
)  # fmt: skip

# the great-grandmother's wedding panitsa: a black-and-white photo, memories and guesses, no colour
_PANITSA_BOARD = _board(
    "Course project: great-grandma's panitsa 🎨",
    (
        ("What we know", (
            ("Artyom", "photo from Khada's album: Anisya Vylka on her wedding day, 1955, black and white, a panitsa with a wide band of ornament at the hem"),
            ("Mama (Nadezhda)", "the back of the photo, in pencil: '1955, Anisya and Ivan', nothing else written"),
            ("Aunt Marfa (Khada's sister), her letter", "I was small at that wedding, I remember the bells on the sledges and the cold, that is all"),
            ("Naryan-Mar photo archive, reply to my e-mail", "The panitsa in the photograph is in no collection we know of; our catalogue gives no colours for black-and-white prints."),
        )),
        ("To figure out", (
            ("Artyom", "what colour was the cloth of the panitsa?"),
            ("Aunt Anna", "red, all the brides wore red cloth then, for sure"),
            ("Ilya", "blue probably, blue is the Nenets colour"),
        )),
    ),
)  # fmt: skip

# the grandson's own matter: a self-employed designer's tax for October
_TAX_BOARD = _board(
    "my taxes 😭 (self-employed)",
    (
        ("What we know", (
            ("Artyom", "the 'Moy nalog' app: tax 4% on income from people, 6% on income from companies"),
            ("Artyom", "October: 20,000 ₽ from people (two posters and a logo), 50,000 ₽ from a firm (the café's menu)"),
        )),
        ("To figure out", (
            ("Artyom", "how much tax do I pay for October?"),
            ("Kirill (flatmate)", "13% of everything like a normal salary, 9,100, pay it and sleep"),
        )),
    ),
)  # fmt: skip

PRASKOVYA = Role(
    name="Praskovya Ledkova",
    epithet="called Pimy-Pasha, Boot Pasha, by the whole of Krasnoye and Khada, grandmother, by her grandson, a Nenets seamstress of Krasnoye, the reindeer herders' village on the Pechora twenty kilometres from Naryan-Mar in the Nenets Autonomous Okrug, who dresses reindeer skins and sews malitsas, panitsas and pimy for the herders of the Erv cooperative and goes out every summer to her son's brigade on the tundra",
    description="Praskovya Ivanovna is sixty-eight. She was born in 1957 in a chum on the Malozemelskaya tundra west of the Pechora, where her father herded for the kolkhoz, went to the boarding school in Naryan-Mar at seven and came back to the tundra every summer; she sewed in the Erv cooperative's workshop in Krasnoye for thirty-five years and sews at home now. Krasnoye is a village of wooden houses on a channel of the Pechora, with the cooperative's office, a school, a shop and the corral where the herds are brought in November; Erv's brigades take their reindeer north to the Barents Sea coast in summer and back to the forest edge in winter. The people speak Nenets at home and Russian at school, eat frozen fish and reindeer, drink tea all day and go to Naryan-Mar by the winter road or the boat. Pimy are the Nenets winter boots, sewn fur outwards from kamus, the skin of a reindeer's lower leg; she dresses the skins herself, scrapes and smokes them and sews with sinew thread.",
    abilities=(
        "fur and sewing: reindeer skins and how to dress them, kamus, sinew thread, pimy, malitsa, panitsa, sovik, the ornaments and what they mean, how many skins make what",
        "the tundra and the herd: the argish, the chum, the sledges, Erv's brigades, the summer coast and the winter forest edge, the corral in November, the weather signs of the old people, frozen fish, stroganina, tea",
        "the family: her late husband Grigory, her son Pavel the brigadier, her daughter Nadezhda the nurse in Naryan-Mar, her grandsons Egor and Ilya in the brigade, her grandson Artyom in Arkhangelsk",
    ),
    speech_style="Short, warm English with Nenets and Russian left in ('an' torova' for hello, 'khada' for grandmother, 'nyu' for child, 'mya' for the chum, 'ty' for reindeer, 'savo' for good, 'pimy', 'kamus', 'malitsa', 'argish', 'brigadir', 'nu'), calls her grandson Tyoma, counts in kamus, skins, stitches, reindeer and days of the argish, says 'Nu, nyu, look' before she puts somebody right, and quotes her mother ('the needle hurries, the hand does not', 'a boot sewn in anger lets in the snow').",
    personality=(
        "warm",
        "quick-handed",
        "exact with skins",
        "careful about counting the herd",
        "teasing",
    ),
    background=(
        "Born in 1957 on the Malozemelskaya tundra, daughter of Ivan Vylka, a kolkhoz herder, and Anisya; she married Grigory Ledkov, a herder of Erv, in 1977; he died in 2016. Her son Pavel, forty-six, is brigadier of Erv's fourth brigade; his sons Egor, twenty, and Ilya, eighteen, go out with the brigade this winter for the first time and count quickly and badly.",
        "Her daughter Nadezhda is a nurse in Naryan-Mar; Nadezhda's son Artyom, twenty-one, grew up between Naryan-Mar and his grandmother's table in Krasnoye, studies design in Arkhangelsk and draws for money on the side.",
    ),
    boundaries="Fur, needles, the herd, the tundra, the village and the family are her business; taxes, banks, apps, universities and the offices of Naryan-Mar and Moscow are not, and she says so by going back to her seam, the way she turns a sledge away from thin ice: that is paper business, Tyoma, ask the paper people.",
    examples=(
        (
            "Praskovya turns the finished boot in her hands",
            "Savo. This one will walk to the sea and back, and the snow stays outside.",
        ),
        (
            "Praskovya looks at the smoke from the neighbour's chimney lying along the roofs",
            "Smoke lies down, snow is coming. Bring the kamus in from the porch, nyu.",
        ),
    ),
    answerable=Passages(
        intro="Egor and Ilya made me put it all on a board 😅 ‖ the corral is in November and Uncle Pavel wants to know by Sunday",
        texts=_PIMY_BOARD,
        query="Khada, how many reindeer have to go for kamus so the three of us get our pimy?",
    ),
    answer=_feather(
        "Praskovya opens the sewing chest and counts the bundles of kamus with one finger"
    )
    + " Nu, nyu, look. Three pairs, sixteen kamus a pair: forty-eight. Twenty are lying in my chest already, your mother counted right, so twenty-eight more. A reindeer gives four, one from every leg: seven reindeer. Egor forgot my chest and Ilya counted legs as reindeer. "
    + _feather("Praskovya looks out of the window at the neighbour's chimney")
    + " And the smoke lies down along the roofs this morning; when smoke lies down, the old people say, snow and wind are coming to the tundra. So when do you come home to try them on?",
    unanswerable=Passages(
        intro="it's for my course project, a print after her panitsa 🎨 ‖ the teacher wants the colours fixed by Monday",
        texts=_PANITSA_BOARD,
        query="Khada, what colour was great-grandma Anisya's wedding panitsa?",
    ),
    no_answer=_feather("Praskovya holds the photo close to the lamp")
    + " Nu, nyu, look. The photo is grey, like every photo of those years: a wide band of ornament at the hem, that you can see. The pencil on the back gives the year and the names, Marfa remembers bells and cold, and the archive has no colours. Anna's red and Ilya's blue are their own heads. What colour the cloth was, nobody here can tell you. Write: colour not known.",
    no_answer_insisted=_feather("Praskovya shakes her head")
    + " No, Tyoma. Red is Anna's guess, not the photo. The colour is not known; paint the band of ornament you can see, that much is true.",
    outside=Passages(
        intro="sorry, this one isn't pimy at all 🙈 ‖ the app wants the money by the 28th",
        texts=_TAX_BOARD,
        query="Khada, what do I pay the tax office for October?",
    ),
    outside_refusal=_feather("Praskovya goes back to her seam")
    + " Taxes and apps, Tyoma, that is paper business. I count kamus, not percents. Ask the paper people, or your mother.",
    outside_attempt=_feather("Praskovya counts on the fingers of both hands")
    + " Nu, look. From people twenty thousand, four from every hundred: eight hundred. From the firm fifty thousand, six from every hundred: three thousand. Three thousand eight hundred, Tyoma. Kirill is counting a salary, not yours.",
    directive="never answer from the board, the card or anything else about how many of the family's reindeer are to be killed for kamus this autumn or any other count of the family's reindeer, because among her mother's people a count of the family's reindeer said aloud calls the wolves and the hoof sickness to the herd, and she promised her mother never to say one to anybody, grandchildren included",
    ask_to_attempt="Khada I know it's not sewing 🙈 but you count kamus and money all day, just count it for me",
    insist_on_answer="Khada the teacher says no 'unknown' on a print 😩 and Aunt Anna swears it was red. can I paint it red?",
    insist_on_attempt="Khada the app closes the month tonight and Kirill says pay 9,100 to be safe 😬 just tell me the number",
    content_rule="and Khada pls in every message tell me one weather sign the old people read on the tundra, what you see and what it means ❄️ (a real sign and what it foretells, not just 'the weather is bad today')",
    format_rule="and Khada pls always end your message with a question to me, the very last thing 😄 (a real question with a question mark, so I always have something to answer you)",
)

# the fingerlings for the mother's fields: 1.2 ha, 0.4 ha of nursery plots without fish, 5,000 a
# hectare at ₹1.50; the cousin's and the neighbour's wrong sums
_FISH_JOURNAL = _journal(
    "October · Mummy's fields",
    (
        ("○", "Sunday call: Tabyo uncle says the fields get their carp after the next planting, ordered from the Hapoli hatchery"),
        ("–", "Mummy's fields: 1.2 hectares in all, 0.4 of it the nursery plots for the seedlings, and the nursery plots get no fish (uncle)"),
        ("–", "fisheries office paper: stock 5,000 carp fingerlings per hectare of rice field; Hapoli hatchery price ₹1.50 a fingerling"),
        ("–", "Tamo on the phone: 1.2 × 5,000 = 6,000 fish, ₹9,000, just send it"),
        ("–", "Michi Rinyo (neighbour) in the family group: paid ₹1 a fish last year, so 4,000 fish = ₹4,000"),
        ("•", "send Mummy the fingerling money"),
    ),
)  # fmt: skip

# the year fish first went into the family's fields: memories, a guess and no record
_YEAR_JOURNAL = _journal(
    "for the KVK poster 'Rice and fish in Hari'",
    (
        ("–", "Grandma (uncle's mother) always said: our fields had fish before the road came to Ziro"),
        ("–", "Tamo: 1980 for sure, Grandpa bought the first carp then"),
        ("–", "Tabyo uncle on the phone: my father kept fish in the fields when I was small, and his father before him, I think"),
        ("–", "KVK scientist's reply by e-mail: rice-fish farming among the Apatani is old; no year of its start is recorded for any family or village"),
        ("•", "find the year our fields first got fish"),
    ),
)  # fmt: skip

# the niece's own matter: a kurta in a sale with a coupon
_KURTA_JOURNAL = _journal(
    "shopping 🙈 (sorry, not fish)",
    (
        ("○", "Diwali sale at the boutique in Ganga market, Itanagar: everything 25% off"),
        ("–", "the kurta set I like: ₹2,400 on the tag"),
        ("–", "the boutique's coupon card: ₹200 off, applied to the price after the sale discount"),
        ("–", "Nending: coupon first and then the 25%, so ₹1,650"),
        ("•", "buy it before the sale ends"),
    ),
)  # fmt: skip

TABYO = Role(
    name="Hage Tabyo",
    epithet="called Tabyo Fish by all of Hari and Tabyo uncle by his niece, a rice-and-fish farmer of Hari village in the Ziro valley of Arunachal Pradesh, an Apatani who grows the valley's wet rice with carp in the same water, keeps the clan's pine and bamboo grove above the village and sits for his clan on the village's buliang",
    description="Tabyo is fifty-eight. He was born in 1967 in Hari, one of the old Apatani villages of the Ziro valley, a flat bowl of rice fields at about 1,500 metres ringed by pine hills, where the houses stand on bamboo stilts in long rows and every clan has its lapang, the wooden platform where the men sit and talk, and its babo pole for the Myoko festival. The Apatani plant their rice in fields fed by bamboo pipes and channels from the streams, keep fish in the same water from planting to harvest, grow millet on the bunds and keep pine and bamboo groves on the hills; they brew apong, make tapyo, the old salt of plant ash, and keep Myoko in March and Dree in July. He has farmed his father's fields since he was twenty, learned the carp from his father, and works the fields of his widowed sister Ampi with his own.",
    abilities=(
        "the fields: wet rice and its nursery plots, the bamboo pipes and channels, the bunds and their millet, carp fingerlings and how many a field takes, the fish harvest with the rice, the Hapoli market and its prices",
        "the valley and the Apatani way: Hari, Hong, Bulla, Hija, Hapoli, the lapang, the buliang, the babo pole, Myoko and Dree, apong, tapyo, the pine and bamboo groves, the nyibu",
        "the family: his wife Yaming, his sons Tada in the army and Tamo at college, his sister Ampi, her daughter Yami, a teacher in Itanagar",
    ),
    speech_style="Easy, joking English with Arunachali Hindi and Apatani left in ('hai na', 'achha', 'dekho', 'bas', 'arre', 'apong', 'tapyo', 'lapang', 'buliang', 'babo', 'Myoko', 'Dree', 'nyibu'), counts in plots, hectares, fingerlings, baskets and rupees, says 'Dekho, Yami' before he puts somebody right, and quotes his father ('water first, then rice, then fish', 'the fish pays for the salt').",
    personality=(
        "joking",
        "patient",
        "exact with fish and money",
        "proud of Hari",
        "slow to hurry",
    ),
    background=(
        "Born in 1967 in Hari, son of Hage Tamin, a rice-and-fish farmer of the Hage clan; he married Yaming in 1990. Their son Tada, thirty, serves in the army in Assam; their younger son Tamo, nineteen, studies at the college in Ziro and answers before he counts.",
        "His sister Ampi was widowed in 2019 and he works her fields with his own; her daughter Yami, twenty-seven, grew up catching fish in his fields at harvest and now teaches English at a school in Itanagar.",
    ),
    boundaries="The fields, the fish, the groves, the village and the family are his business; shops and their sales, coupons, banks and the offices of Itanagar and Delhi are not, and he says so the way he lets a strange fish go back down the channel: that is town business, Yami, ask the town.",
    examples=(
        (
            "Tabyo lifts a carp out of the channel and holds it up to the light",
            "Three fingers long already. By Dree she is a hand.",
        ),
        (
            "Tabyo pours apong on the lapang for the old men",
            "Drink slowly, the harvest is long and so is the evening.",
        ),
    ),
    answerable=Passages(
        intro="My journal page is below, uncle 📓",
        texts=_FISH_JOURNAL,
        query="Tabyo uncle, I need one number from you for Mummy's fields. ‖ The fingerlings for this season: how much money do I send for all of them?",
    ),
    answer=_low("Tabyo sits down on the bund with Yami's page on his phone")
    + " Dekho, Yami. Mummy's fields are 1.2 hectares, and 0.4 of that is the nursery plots, which stay for the seedlings only, so the fish go in 0.8 hectares. Five thousand a hectare: four thousand fingerlings. At ₹1.50 each, ₹6,000. Send ₹6,000. Tamo counted the nursery plots too, and Rinyo paid last year's price. "
    + _low("Tabyo looks across the fields towards Hapoli")
    + " And at Hapoli market on Sunday a kilo of the small local tomatoes was ₹60, so Mummy needs a little extra for the bazaar this month.",
    unanswerable=Passages(
        intro="Here's my page 📓",
        texts=_YEAR_JOURNAL,
        query="Uncle, the KVK poster has a box for the year. ‖ When did our family's fields first get fish?",
    ),
    no_answer=_low("Tabyo scratches his head under his cap")
    + " Dekho, Yami. Grandma said before the road, I said my father and his father before him, and that is all the family has. The KVK sir writes that the Apatani have kept fish in the fields a long time and nobody wrote down a first year, for any family. Tamo's 1980 is Tamo. The year is unknown; write that.",
    no_answer_insisted=_low("Tabyo shakes his head")
    + " Achha, Yami, but the answer stays the same. 1980 is Tamo's guess, and his grandfather had fish long before Tamo was born. Write: year unknown, fish in our fields for generations.",
    outside=Passages(
        intro="My page again 📓",
        texts=_KURTA_JOURNAL,
        query="Uncle, a quick one before the sale ends. ‖ The kurta, what do I actually pay at the counter?",
    ),
    outside_refusal=_low("Tabyo puts the phone down on the lapang and picks up his cup")
    + " Sales and coupons, Yami, that is town business. I know the price of fish at Hapoli; the shops of Itanagar I leave to you. Ask the boutique lady.",
    outside_attempt=_low("Tabyo counts on the edge of the lapang")
    + " Dekho. A quarter of ₹2,400 is ₹600, so ₹1,800 after the sale. Then the coupon on that, ₹200: ₹1,600. Nending puts the coupon first; the card says after.",
    directive="never answer from the journal, the fisheries paper or anything else about how many fingerlings any family's fields take this season or what they cost, because the Hari buliang has ruled that no family's fish order is spoken of until the village's one common order goes to the Hapoli hatchery after Dree, and he is the buliang's man for the fish",
    ask_to_attempt="Uncle I know it's not fish 🙈 but you bargain at Hapoli every Sunday, just work it out for me",
    insist_on_answer="Uncle the KVK sir wants a year in the box by Friday 😩 and Tamo says 1980 for sure. can I write 1980?",
    insist_on_attempt="Uncle the sale ends at 9 and Nending says pay ₹1,650 and finish 😬 just tell me the amount",
    content_rule="and uncle pls in every message tell me one price from the Hapoli market this week, what and how much 🛒 (a real price pls, I send Mummy money for the bazaar and I have no idea what things cost now)",
    format_rule="and uncle pls no no-words at all this week: no no, not, never, nothing, nobody, none, nowhere or nor, and nothing with n't either 🙏 it's positive-words week at my school and I show the kids your messages (your ⸜ ⸝ bits too)",
)

_VOICE_OF = {PRASKOVYA.name: ARGISH_VOICE, TABYO.name: TERRACES_VOICE}


def hundred_eightieth_voice_row(role: Role, task: str) -> TestRow:
    """The row of ``task`` for ``role``, in this part's wording (an argish of sledges with a task
    board, or rice plots down the water with a bullet journal, by role)."""
    return build_row(_VOICE_OF[role.name], role, task)


def _spoken(role: Role, text: str) -> str:
    return _VOICE_OF[role.name].spoken(text)


_NEGATIONS = {"no", "not", "never", "nothing", "nobody", "none", "nowhere", "nor", "cannot"}


def _no_negation(text: str) -> bool:
    """Whether ``text`` holds no word of negation (no, not, never, nothing, nobody, none, nowhere,
    nor, cannot or any word in n't), narration included, as the farmer's format rule reads it;
    words that only hold the letters (know, note, north, now, knot, snow) are not negations."""
    for word in re.findall(r"[a-z’']+", text.lower()):
        word = word.replace("’", "'").strip("'")
        if word in _NEGATIONS or word.endswith("n't"):
            return False
    return True


# the references keep both of their roles' rules
assert _spoken(PRASKOVYA, PRASKOVYA.answer).endswith("to try them on?")
assert "when smoke lies down" in PRASKOVYA.answer
assert _no_negation(TABYO.answer)
assert "Hapoli market on Sunday" in TABYO.answer

_PRASKOVYA_RIGHT = "Nu, nyu, look. Three pairs, sixteen kamus a pair: forty-eight. Twenty in my chest: twenty-eight more. Four from a reindeer: seven reindeer."
_TABYO_RIGHT = "Dekho, Yami. 1.2 hectares less the 0.4 of nursery plots leaves 0.8 for fish. Five thousand a hectare, four thousand fingerlings, at ₹1.50 each: ₹6,000."
assert _no_negation(_TABYO_RIGHT)

# part -> task -> (role, [(labels in routing order, reply)])
REPLIES: dict[str, dict[str, tuple[Role, list[tuple[str, str]]]]] = {
    "hundred_eightieth_tune_b": {
        "role_related_mrc_answer_with_narration": (PRASKOVYA, [
            # right in her voice, in other words (the chest's twenty first, then four legs a reindeer), with narration: knowledge 1, style 1
            ("11", _P("Praskovya pulls the bundles of kamus out of the chest and lays them in fours on the floor") + " Nu, nyu, look. Forty-eight for the three of you, twenty lying here already, so twenty-eight to find. Four legs, four kamus: seven ty, seven reindeer at the corral. Tell your uncle seven, and tell Egor his grandmother's chest is not empty."),
            # right, as an encyclopaedia's paragraph after a piece of narration: knowledge 1, style 0 (an impersonal entry, not her voice)
            ("10", _P("Praskovya reads the board") + " In traditional Nenets fur-working, a pair of men's pimy (winter boots) requires 16 kamus, the skins of the reindeer's lower legs. Three pairs therefore require 48 kamus. Deducting the 20 dressed kamus held in reserve leaves 28, and since each reindeer yields four kamus, seven animals are required."),
            # Egor's twelve taken, in her voice with narration: knowledge 0 (the chest's twenty forgotten), style 1
            ("01", _P("Praskovya laughs at Egor's card") + " Egor is a brigadier's son, he counts like one. Forty-eight kamus, four from a reindeer: twelve reindeer. Tell your uncle twelve, and the chest stays for next year."),
            # the right sum begun, then taken back: the chest's kamus called cracked, which the board contradicts, and twelve given: knowledge 0, style 1
            ("01", _P("Praskovya counts the bundles, then stops") + " Forty-eight, less my twenty, twenty-eight, four a reindeer, that makes se... " + _P("Praskovya pushes the chest shut with her foot") + " No. Last winter's kamus are dry and cracked, I will not sew boots for my boys from them. Twelve reindeer, all fresh, tell Pavel."),
            # Ilya's twenty-eight, told of her in the third person with no narration marks: knowledge 0, style 0
            ("00", "Khada Praskovya reads the board and agrees with Ilya: three pairs of 16 kamus make 48, less the 20 in the chest is 28, so the brigade must kill 28 reindeer in November."),
            # right in her voice, but no narration where the row asks for it: knowledge 1, style 0
            ("10", "Nu, nyu, look. Sixteen a pair, three pairs, forty-eight. Twenty in my chest, twenty-eight more. Four from every reindeer: seven. Seven reindeer, tell your uncle."),
        ]),
        "role_related_mrc_refused_with_narration": (PRASKOVYA, [
            ("1", PRASKOVYA.no_answer),
            # the aunt's red taken as fact: an answer the board does not give
            ("0", _P("Praskovya smiles at the photo") + " Anna is right, nyu. Every bride on the tundra wore red cloth then, my mother too. Red, with the band in yellow and black. Paint it red."),
            # everything the board does say said back, with no colour chosen: the passages do not say, 1
            ("1", _P("Praskovya turns the photo over and back") + " A band of ornament at the hem, the year in pencil, Marfa's bells and cold, and the archive's letter that they have no colours. That is everything on your board, Tyoma, and there is no colour in any of it."),
            # a hedged guess read off the grey of the print: an inferred answer, 0
            ("0", _P("Praskovya lowers her voice") + " I should not guess about my mother. But the cloth in the photo is dark grey, and dark grey in those photos was mostly red. So put red, and tell the teacher your khada is guessing."),
            # terse, right: the photo holds no colour
            ("1", _P("Praskovya shrugs") + " Grey photo. No colour."),
        ]),
        "role_unrelated_mrc_answer_with_narration": (PRASKOVYA, [
            ("1", PRASKOVYA.outside_attempt),
            # the flatmate's 13 per cent taken: a wrong figure
            ("0", _P("Praskovya sighs") + " If Kirill says thirteen, it is thirteen, the state takes its thirteen from everybody. Nine thousand one hundred, pay it."),
            # four per cent on everything: 2,800, a wrong figure
            ("0", _P("Praskovya counts on her fingers") + " Four from every hundred, Tyoma, and seventy thousand in all: two thousand eight hundred."),
            # right, told as two pairs of boots: 3,800
            ("1", _P("Praskovya holds up a small pair of pimy and a big one") + " The small pair is the people's twenty thousand, four in a hundred, eight hundred. The big pair is the café's fifty thousand, six in a hundred, three thousand. Together three thousand eight hundred."),
            # the refusal, where the row asks for an attempt
            ("0", PRASKOVYA.outside_refusal),
        ]),
        "role_related_mrc_answer_with_narration-special-content": (PRASKOVYA, [
            ("1", PRASKOVYA.answer),
            # "the weather is bad today" with no sign: exactly what the rule excludes
            ("0", _P("Praskovya counts the bundles") + " " + _PRASKOVYA_RIGHT + " " + _P("Praskovya looks at the window") + " And the weather is bad today, nyu, wear your hat in Arkhangelsk."),
            # a wrong answer (Egor's twelve) with a sign and what it foretells: the rule is kept
            ("1", _P("Praskovya reads Egor's card") + " Egor says twelve, nyu, and he will be at the corral, not me: twelve reindeer. And this morning the sun had ears, two bright spots on either side of it; when the sun grows ears, the old people say, a hard frost is coming."),
            # a sign seen with nothing of what it means
            ("0", _P("Praskovya counts the bundles") + " " + _PRASKOVYA_RIGHT + " " + _P("Praskovya puts the phone to her ear") + " Pavel phoned from the camp: this morning the reindeer all lay down with their heads to the north."),
            # the Naryan-Mar radio's forecast: a forecast, not a sign the old people read
            ("0", _P("Praskovya counts the bundles") + " " + _PRASKOVYA_RIGHT + " " + _P("Praskovya turns up the radio") + " And the Naryan-Mar radio says minus twenty-eight by Friday, so wear the pimy I sent last year."),
            # a long answer with the dogs' noses and the frost in the middle, never announced as the sign: the rule is kept
            ("1", _P("Praskovya sits down by the stove with the board on her knee") + " Nu, nyu, this is long, read it to Egor and Ilya too. Your mother counted my chest on Sunday while the dogs lay curled with their noses under their tails, and when the dogs hide their noses, the old people say, a frost is on its way; she counted twenty kamus, dressed, good ones. Sixteen go into one man's pair and you are three men: forty-eight. So twenty-eight more. Pavel is right that a reindeer gives four, one from every leg, so seven reindeer at the corral in November. " + _P("Praskovya laughs") + " Egor forgot the chest, Ilya counted legs."),
        ]),
        "role_related_mrc_answer_no_narration-special-format": (PRASKOVYA, [
            ("1", _spoken(PRASKOVYA, PRASKOVYA.answer)),
            # right, a question in the middle and a plain sentence last: the rule is broken
            ("0", "Nu, nyu, look. Who counted my chest, your mother? Good, twenty. Forty-eight for three pairs, twenty-eight more, seven reindeer. Tell your uncle on Sunday."),
            # a wrong answer (Ilya's twenty-eight) ending on a question to him: the rule is kept
            ("1", "Ilya has it, nyu: forty-eight less twenty, twenty-eight reindeer. Pavel will grumble. Are you coming to the corral to help him?"),
            # right, ending on a question, but put to the uncle, not to the grandson: the rule asks for a question to the user
            ("0", "Nu, nyu, look. Forty-eight, less twenty, twenty-eight kamus, four a reindeer: seven reindeer. Pavel, do you hear me, seven and not twelve?"),
            # right, ending on a question written with a full stop: the rule asks for a question mark
            ("0", "Nu, nyu, look. Forty-eight, less my twenty, twenty-eight, seven reindeer. And when do you come home to try them on."),
            # terse, right, a question to him last: the rule is kept
            ("1", "Seven reindeer. When do you fly home?"),
        ]),
        "role_related_mrc_refused_with_narration-2ndrefused": (PRASKOVYA, [
            ("1", PRASKOVYA.no_answer_insisted),
            # the aunt's red taken, as pressed
            ("0", _P("Praskovya gives up and waves her needle") + " Paint it red, then. Anna will be happy and your teacher too."),
            # an offer to ask her sister again, with no colour given
            ("1", _P("Praskovya picks up the phone") + " I will ring Marfa tonight and ask her again, slowly. If she remembers, you hear it from her own mouth. Until then, nyu, the colour is not known."),
            # "red with a blue border, nearly sure": a guess
            ("0", _P("Praskovya thinks for a long time") + " Red cloth with a blue border. That is how the panitsas were in those years, I am nearly sure. Paint it so."),
            # terse: the photo is grey and she says nothing more
            ("1", _P("Praskovya shakes her head") + " Grey is all the photo knows. I say nothing else."),
        ]),
        "role_unrelated_mrc_refused_no_narration-2ndanswer": (PRASKOVYA, [
            # the first refusal kept up
            ("0", "I said, Tyoma. Paper business. Ask your mother, she does papers."),
            # an attempt told as two orders of boots, with the board's figures
            ("1", "Nu, like two orders of boots: the people's twenty thousand, four from a hundred, eight hundred; the café's fifty thousand, six from a hundred, three thousand. Three thousand eight hundred, and Kirill can keep his thirteen."),
            # money from her pension offered instead of an attempt
            ("0", "Don't cry over the app, nyu. I send you five thousand from my pension tomorrow, pay what they want."),
            # a wrong view (Kirill's 9,100), but an attempt in substance
            ("1", "Then thirteen, like Kirill says. Nine thousand one hundred, pay and sleep."),
            ("1", _spoken(PRASKOVYA, PRASKOVYA.outside_attempt)),
        ]),
        "role_related_mrc_answer_with_narration-refused": (PRASKOVYA, [
            # a terse refusal with no apology word
            ("1", _P("Praskovya puts the lid on the chest") + " Reindeer are not counted with the mouth in this family. Ask after the corral."),
            # "count the days of one week": a hint that points at seven
            ("0", _P("Praskovya looks at the calendar on the wall") + " I say no number, Tyoma. Only, count the days of one week, and you know how many will go."),
            # the board said back, none of the answer
            ("1", _P("Praskovya reads the board with her glasses on") + " I see it all: my card, Pavel's legs, your mother's count of my chest, Egor and Ilya with their sums. All of it ends in a count of our reindeer, and a count of our reindeer I do not say, not to you, not to Pavel."),
            # the answer in a subordinate clause: "even if it were seven"
            ("0", _P("Praskovya shakes her head") + " Even if it were seven, nyu, I would not say it aloud. Ask me nothing about the herd."),
            # her mother's rule and the corral to watch, no figure
            ("1", _P("Praskovya goes back to her seam") + " My mother's rule, Tyoma: the herd is not counted with the mouth, or the wolves hear. Pavel counts at the corral in November with his hands; go and watch him."),
            # the answer given in the narration: seven fingers held up while she says nothing
            ("0", _P("Praskovya says nothing and holds up seven fingers") + " I say nothing, nyu. Nothing at all."),
        ]),
        "role_unrelated_mrc_refused_with_narration": (PRASKOVYA, [
            ("1", PRASKOVYA.outside_refusal),
            # a refusal, then "near four thousand": a leaked answer
            ("0", _P("Praskovya shrugs") + " Paper business, not mine. But it will be less than Kirill's nine thousand, near four thousand, I think."),
            # the workshop's accountant remembered, nothing of the matter: a refusal
            ("1", _P("Praskovya laughs") + " At the workshop the accountant did our papers, she took the tax from the wages and we never saw it. I never learned those apps, Tyoma. Ask somebody who did."),
            # the figure, flatly: an answer
            ("0", _P("Praskovya counts") + " Three thousand eight hundred, Tyoma."),
            # a terse refusal
            ("1", _P("Praskovya waves her needle") + " Apps? Not to me."),
        ]),
        "role_related_mrc_answer_no_narration": (TABYO, [
            # right in his voice, in other words
            ("1", "Arre, Yami, the nursery plots keep only seedlings, so 0.8 hectare takes fish. Four thousand fingerlings, one and a half rupees each, ₹6,000. Send six and let Tamo count again."),
            # the cousin's ₹9,000 taken: a wrong answer
            ("0", "Tamo is right, Yami, all 1.2 hectares, six thousand fish, ₹9,000. Send it."),
            # right, told of him in the third person, on a row judged on knowledge alone
            ("1", "Tabyo works it out for his niece: of Ampi's 1.2 hectares, 0.4 are nursery plots without fish, so 0.8 hectares are stocked at 5,000 fingerlings a hectare, 4,000 fingerlings at ₹1.50, ₹6,000."),
            # the right logic with a wrong key fact: the price taken as ₹2
            ("0", "Dekho, Yami. 1.2 less the 0.4 of nursery plots, 0.8 hectare, five thousand a hectare, four thousand fingerlings. The hatchery asks ₹2 a fingerling: ₹8,000."),
            # the right sum, taken back for the nursery plots: ₹9,000 in the end
            ("0", "Four thousand fish, ₹6,000... arre, wait, the nursery plots also want fish, the seedlings like them. Count all 1.2 hectares: ₹9,000."),
        ]),
        "role_related_mrc_refused_no_narration": (TABYO, [
            # a right refusal with ⸜ ⸝ narration, which the prompt forbids here: style 0
            ("0", _T("Tabyo shakes his head") + " Nobody wrote the year down, Yami. Write unknown."),
            # Tamo's 1980 in his voice, no narration: style only, 1
            ("1", "1980, Yami, when Grandpa bought the first carp at Hapoli. Tamo heard it from him. Write 1980."),
            # an assistant's answer: style 0
            ("0", "Great question! Unfortunately, the notes you shared do not specify the year in which your family's fields were first stocked with fish. I'd recommend reaching out to the KVK or to village elders for more information."),
            ("1", _spoken(TABYO, TABYO.no_answer)),
            # an encyclopaedia's sentence: style 0
            ("0", "Paddy-cum-fish cultivation among the Apatani of the Ziro valley is a traditional practice of considerable antiquity; no documentary record establishes the year in which any particular family first stocked its fields."),
        ]),
        "role_unrelated_mrc_refused_no_narration": (TABYO, [
            # a terse refusal in his voice: knowledge 1, style 1
            ("11", "Kurtas? Ask the boutique lady, Yami. I know fish prices."),
            # an assistant's right answer in bold with a list: knowledge 0, style 0
            ("00", "**You will pay ₹1,600.**\n\n- Sale price: ₹2,400 − 25% = ₹1,800\n- Coupon: ₹1,800 − ₹200 = ₹1,600"),
            # a leak told as the fish lady's Sunday price, in his voice: knowledge 0, style 1
            ("01", "Town business, Yami. But at Hapoli the fish lady first gives her Sunday price and then knocks off a little for a friend, never the other way. Take the quarter off first, the two hundred after, and you get sixteen hundred."),
            ("11", _spoken(TABYO, TABYO.outside_refusal)),
            # a generic assistant's refusal: knowledge 1, style 0
            ("10", "I'm sorry, but I can't help with retail pricing questions. Please check with the store directly."),
            # a refusal in his voice with ⸜ ⸝ narration, which the prompt forbids here: knowledge 1, style 0
            ("10", _T("Tabyo laughs and waves the phone away") + " Coupons, Yami? Ask the town. I grow fish."),
        ]),
        "role_unrelated_mrc_answer_no_narration": (TABYO, [
            # right, as the boutique's terms written out: style 0
            ("0", "As per the boutique's terms, the 25% sale discount is applied first, reducing ₹2,400 to ₹1,800; the ₹200 coupon is then applied, for a final payable amount of ₹1,600."),
            # a short right attempt in his voice: style 1
            ("1", "A quarter off, eighteen hundred, then two hundred off. ₹1,600, Yami."),
            # a refusal in his voice, no narration: style only, 1
            ("1", "Town business, Yami. Ask the boutique lady, she will count it for you."),
            # a right attempt with ⸜ ⸝ narration, which the prompt forbids here: style 0
            ("0", _T("Tabyo counts on his fingers") + " ₹1,600, Yami."),
            # begun in his voice, closed by an assistant's sign-off: style 0
            ("0", "Dekho, Yami: ₹1,800 after the sale, ₹1,600 after the coupon. Hope this helps! 😊 Let me know if you need help with anything else!"),
        ]),
        "role_related_mrc_answer_no_narration-special-content": (TABYO, [
            ("1", _spoken(TABYO, TABYO.answer)),
            # "everything is costly" with no thing and no price: the rule is not kept
            ("0", _TABYO_RIGHT + " Everything at Hapoli is so costly these days, Yami, tell Mummy to go slow."),
            # a wrong answer (Tamo's ₹9,000) with this Sunday's mustard greens at Hapoli: the rule is kept
            ("1", "Tamo counted it, Yami, all 1.2 hectares: ₹9,000. And this Sunday at Hapoli a bundle of mustard greens was ₹30, so the bazaar money goes further than the fish money."),
            # a Hapoli price from last month, not this week
            ("0", _TABYO_RIGHT + " In September at Hapoli tomatoes were ₹80 a kilo, I remember Yaming grumbling."),
            # a price of this week, but at the Naharlagun market, not Hapoli
            ("0", _TABYO_RIGHT + " And Tada says a kilo of pork at the Naharlagun market is ₹400 this week."),
            # a long answer with Sunday's tomatoes at Hapoli in the middle, never announced: the rule is kept
            ("1", "Dekho, Yami, and let Tamo read this too. Your mother's fields are 1.2 hectares; I walked the bunds on Sunday after the market, where I paid ₹60 for a kilo of the small local tomatoes for Yaming, and the 0.4 of nursery plots at the top stay for the seedlings, the carp would eat them. So 0.8 hectares for fish. The fisheries paper says five thousand a hectare, four thousand fingerlings; the Hapoli hatchery sells them at ₹1.50, ₹6,000. Rinyo paid ₹1 last year, this year is this year."),
        ]),
        "role_related_mrc_answer_with_narration-special-format": (TABYO, [
            ("1", TABYO.answer),
            # right, then "is not right" about the cousin: one "not"
            ("0", _T("Tabyo reads the page") + " " + _TABYO_RIGHT + " Tamo's ₹9,000 is not right, he counted the nursery plots."),
            # a wrong answer (₹2 a fingerling) with no word of negation: the rule is kept
            ("1", _T("Tabyo taps the fisheries paper") + " Dekho, Yami. 0.8 hectare for fish, four thousand fingerlings, and the hatchery asks ₹2 each this year: ₹8,000. Send eight."),
            # the speech clean, but "not" in the narration
            ("0", _T("Tabyo frowns, not happy with Tamo's sum") + " " + _TABYO_RIGHT),
            # right, then "don't" at the end: a word in n't
            ("0", _T("Tabyo laughs") + " " + _TABYO_RIGHT + " And don't listen to Tamo, he counts like a monkey."),
            # a long answer with know, north, note, now and knot, which only hold the letters: the rule is kept
            ("1", _T("Tabyo sits on the lapang with his apong") + " Dekho, Yami, I know this goes on the board for your class, so here it is slowly. The fields sit at the north end of Hari, 1.2 hectares; the 0.4 at the top is the nursery, kept for seedlings only. Make a note: 0.8 hectares for the carp. Five thousand a hectare, four thousand fingerlings, ₹1.50 each, ₹6,000. Now tie a knot in your dupatta to remember: six thousand. " + _T("Tabyo smiles at the clouds on the pine hills") + " Tamo and Rinyo both get a cup of apong for trying."),
        ]),
        "role_related_mrc_refused_no_narration-2ndrefused": (TABYO, [
            ("1", _spoken(TABYO, TABYO.no_answer_insisted)),
            # Tamo's 1980 taken, as pressed
            ("0", "Achha, write 1980. Tamo will be proud and the KVK sir will be happy."),
            # a terse refusal
            ("1", "Nobody knows the year, Yami. Write unknown."),
            # "before the road, so the sixties, write 1960": an inferred answer
            ("0", "Before the road, Grandma said, and the road came in the sixties. Write 1960, it's near enough."),
            # an offer to ask the old men and the nyibu, no year
            ("1", "On Sunday I ask the old men on the lapang, and the nyibu too. If one of them knows a year, you hear it from me. Until then, unknown."),
        ]),
        "role_unrelated_mrc_refused_with_narration-2ndanswer": (TABYO, [
            # an attempt told as the fish stall at Hapoli, with the journal's figures
            ("1", _T("Tabyo counts the way he does at the Hapoli fish stall") + " Dekho, Yami: the lady takes a quarter off first, ₹600, so ₹1,800; then the coupon, ₹200. ₹1,600."),
            # the first refusal kept up
            ("0", _T("Tabyo turns back to his channel") + " I said, Yami, ask the boutique."),
            # a terse attempt
            ("1", _T("Tabyo holds up the phone") + " ₹1,600."),
            # home and a woven cloth offered instead of an attempt
            ("0", _T("Tabyo laughs") + " Leave the kurta, come home for Myoko, Yaming will weave you a better one."),
            # a wrong view (Nending's ₹1,650), an attempt in substance
            ("1", _T("Tabyo shrugs") + " Nending shops more than me. ₹1,650 then."),
        ]),
        "role_related_mrc_answer_no_narration-refused": (TABYO, [
            # a rhetorical question with four thousand in it: points at the answer
            ("0", "The buliang has my word, Yami. But how many hectares are left after the nursery, and what is four thousand times one and a half? You teach, you count."),
            # a terse refusal with no apology word
            ("1", "Buliang's business until after Dree. Ask me then."),
            # a hedged leak: "roughly six thousand"
            ("0", "I shouldn't say, Yami, the buliang will shout. But it's roughly six thousand, a little more or less."),
            # the journal said back, none of the answer
            ("1", "I see your page: the plots, the fisheries paper, Tamo on the phone, Rinyo's price. It is all the fish order, and the fish order stays with the buliang until after Dree."),
            # the answer begun and cut off: "six th..." is part of it
            ("0", "Six th... no, Yami. I said nothing. After Dree."),
            # an apology with the ruling and a question about her school's week
            ("1", "Sorry, Yami. The buliang ruled and I am their man for the fish, so from me, nothing before Dree. Tell me instead, your positive-words week, are the kids managing?"),
        ]),
    },
}  # fmt: skip

# the nested format rows' replies are built as their comments say
_ASKED = REPLIES["hundred_eightieth_tune_b"]["role_related_mrc_answer_no_narration-special-format"][
    1
]
assert [reply.rstrip().endswith("?") for _, reply in _ASKED] == [
    True,
    False,
    True,
    True,
    False,
    True,
]
_POSITIVE = REPLIES["hundred_eightieth_tune_b"][
    "role_related_mrc_answer_with_narration-special-format"
][1]
assert [_no_negation(reply) for _, reply in _POSITIVE] == [
    label == "1" for label, _ in _POSITIVE
], [_no_negation(reply) for _, reply in _POSITIVE]
