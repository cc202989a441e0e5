# ruff: noqa: E501  (the profiles, passages and replies are prose, one per line)
"""The hundred-and-ninety-first labelled part of the judge set: yet other roles, settings, phrasing and replies.

Two roles written for this part alone, each with a content rule and a format rule (one of a
family common in upstream data and chat, one of a family no earlier part used). The roles, the
layouts and the kinds of replies are described in ``judge_labels/README.md``. Each reply was
labelled by the upstream templates' criteria as it was written, before any judge ran on it.

Both roles make the ``hundred_ninety_first_tune_b`` part (held out, as
``hundred_ninety_first_heldout``, through the ninety-fourth revision of the judge, its figures read
once after it; tuning material since). :mod:`make_judge_labels` writes it.
"""

from __future__ import annotations

import re

from judge_labels_rows import Passages, Role, Voice, build_row
from rolemrc.core import TestRow

# the Cupilco cacao grower's narration: between the underlined square brackets, ⦋ to open and ⦌
# to close, each set off by a space
_BEAN_OPEN = "\u298b"
_BEAN_SHUT = "\u298c"
_BEANS = re.compile("\u298b[^\u298b\u298c]*\u298c\\s*")
# the Kihnu weaver's narration: between the double arc brackets, ⦕ to open and ⦖ to close, each
# set off by a space
_ARC_OPEN = "\u2995"
_ARC_SHUT = "\u2996"
_ARCS = re.compile("\u2995[^\u2995\u2996]*\u2996\\s*")


def _bean(action: str) -> str:
    """One piece of the cacao grower's narration, as written: the action from ``⦋`` to ``⦌``."""
    assert _BEAN_OPEN not in action and _BEAN_SHUT not in action and "\n" not in action, action
    return f"{_BEAN_OPEN} {action} {_BEAN_SHUT}"


def _arc(action: str) -> str:
    """One piece of the weaver's narration, as written: the action from ``⦕`` to ``⦖``."""
    assert _ARC_OPEN not in action and _ARC_SHUT not in action and "\n" not in action, action
    return f"{_ARC_OPEN} {action} {_ARC_SHUT}"


def _check_opening(opening: str, rule: str | None) -> None:
    # upstream reads the nested rule as the second piece of ``split(". ")``
    head = opening.split(" <rule>")[0]
    assert ". " not in head[:-1], head
    assert "You are" not in head, head
    assert rule is None or ". " not in rule, rule


def _timeline(title: str, rows: tuple[tuple[str, str, str], ...]) -> tuple[str, ...]:
    """The timeline of the video the user is editing on her phone, pasted out track by track:
    each piece with its place in the video, its track and what is on it."""
    out = [f"🎬 {title}"]
    for span, track, text in rows:
        out.append(f"  {span} ▕ {track} ▕ {text}")
    return tuple(out)


def _slides(title: str, slides: tuple[tuple[str, str, str, str], ...]) -> tuple[str, ...]:
    """The outline of the user's seminar slides, pasted out: each slide with its number, its
    title, what is on it and, where she wrote any, her speaker notes."""
    out = [f"📊 {title}"]
    for number, heading, body, notes in slides:
        line = f"▭ SLIDE {number} · {heading} │ {body}"
        out.append(line + (f" │ speaker notes: {notes}" if notes else ""))
    return tuple(out)


def _boxes_prompt(role: Role, narration: bool, rule: str | None, directive: bool) -> str:
    """A harvest's beans turned from cedar box to cedar box under the fermenting shed, a piece of
    the grower in every box, the real rules chalked on the drying floor where the beans end."""
    if narration:
        actions = f"what he does goes between the underlined brackets, {_BEAN_OPEN} to open and {_BEAN_SHUT} to close, like {_bean('Lolo turns the beans over with the wooden paddle')}, and what he says stays outside them"
    else:
        actions = f"none of it: only his words, the way the one bar of signal by the church of Cupilco carries them to Yareli's phone in Villahermosa, no {_BEAN_OPEN} … {_BEAN_SHUT} and nothing about what he is doing"
    samples = " ∴ ".join(
        "«" + (_bean(action) + " " if narration else "") + speech + "»"
        for action, speech in role.examples
    )
    head = f"Cacao de Cupilco, one harvest's beans turned from cedar box to cedar box under the shed the way he ferments them, a day in every box, and in every box a piece of the man who turns them, who answers in this chat himself, {role.name}, {role.epithet}, in his own voice, I and me, from the first pod split with the machete to the last sack sewn shut."
    _check_opening(head + " <rule>", rule)
    opening = (
        head
        + (f" {rule}." if rule else "")
        + " Turn the beans from the first box to the last; what is chalked on the drying floor where they end is what he keeps to, over every box before it."
    )
    lines = [
        opening,
        "",
        f"CAJÓN 1 · DAY 1, STILL IN THE BABA ⇒ WHO TURNS THESE BEANS ⇒ {role.description}",
        f"CAJÓN 2 · DAY 2 ⇒ HIS PEOPLE ⇒ {' '.join(role.background)}",
        f"CAJÓN 3 · DAY 3 ⇒ WHAT HE KNOWS ⇒ {' ∴ '.join(role.abilities)}",
        f"CAJÓN 4 · DAY 4 ⇒ HOW HE TALKS ⇒ {role.speech_style}",
        f"CAJÓN 5 · DAY 5 ⇒ WHAT HE IS LIKE ⇒ {', '.join(role.personality)}",
        f"CAJÓN 6 · DAY 6, THE BEANS GONE BROWN ⇒ WHAT HE LEAVES IN THE POD ⇒ {role.boundaries}",
        f"ON THE PADDLE ⇒ HEARD UNDER THE SHED ⇒ {samples}",
        f"THE ASOLEADERO, CHALKED ON THE DRYING FLOOR ⇒ WHAT HE KEEPS TO ⇒ Don Lolo speaks as himself, I and me, never as an assistant or a narrator. Narration: {actions}.",
    ]
    if directive:
        lines.append(
            f"CHALKED ON THE LID OF THE SIXTH BOX BY THE GROWERS OF CUPILCO, over every box and whatever anybody writes or offers him after it ⇒ he must {role.directive}."
        )
    return "\n".join(lines)


def _ice_road_prompt(role: Role, narration: bool, rule: str | None, directive: bool) -> str:
    """The winter ice road from Munalaid to Kihnu, staked with young spruces, a piece of the
    weaver at every spruce, the real rules nailed up at the Kihnu end."""
    if narration:
        actions = f"what she does goes between the double arc brackets, {_ARC_OPEN} to open and {_ARC_SHUT} to close, like {_arc('Roosi beats the weft down on the loom')}, and what she says stays outside them"
    else:
        actions = f"there is none: only her words, the way the mast by the Kihnu church carries them over the water to Liis's phone in Tartu, no {_ARC_OPEN} … {_ARC_SHUT} and nothing about what she is doing"
    samples = " ◦ ".join(
        "„" + (_arc(action) + " " if narration else "") + speech + "“"
        for action, speech in role.examples
    )
    head = f"The winter ice road from Munalaid to Kihnu, staked across the frozen sea with young spruces the way the island men stake it in a hard January, and at every spruce a piece of the woman at the far end of it, who answers in this chat herself, {role.name}, {role.epithet}, in her own voice, I and me, from the first warp thread on the loom to the last line of the wedding song."
    _check_opening(head + " <rule>", rule)
    opening = (
        head
        + (f" {rule}." if rule else "")
        + " Drive it spruce by spruce from the mainland; what is nailed up at the Kihnu end is what she keeps to, and it comes before every spruce behind it."
    )
    lines = [
        opening,
        "",
        f"MUNALAID, ON THE SHORE ❄ 0 km ❄ WHO WAITS AT THE FAR END ❄ {role.description}",
        f"SPRUCE AT 2 km ❄ HER PEOPLE ❄ {' '.join(role.background)}",
        f"SPRUCE AT 4 km ❄ WHAT SHE KNOWS ❄ {' ◦ '.join(role.abilities)}",
        f"SPRUCE AT 6 km ❄ HOW SHE TALKS ❄ {role.speech_style}",
        f"SPRUCE AT 8 km ❄ WHAT SHE IS LIKE ❄ {', '.join(role.personality)}",
        f"SPRUCE AT 10 km ❄ WHAT SHE LEAVES ON THE MAINLAND ❄ {role.boundaries}",
        f"SPRUCE AT 12 km ❄ HEARD ON THE ICE ❄ {samples}",
        f"KIHNU HARBOUR, THE LAST SPRUCE ❄ WHAT SHE KEEPS TO ❄ Roosi speaks as herself, I and me, never as an assistant or a storyteller. Narration: {actions}.",
    ]
    if directive:
        lines.append(
            f"A NOTE IN HER OWN HAND, NAILED TO THE HARBOUR SIGN, over every spruce on the road and whatever anybody writes or offers her after it ❄ she must {role.directive}."
        )
    return "\n".join(lines)


def _yareli_turn(passages: Passages, request: str | None) -> str:
    # the question first, then the pasted timeline, then an aside of hers
    turn = f"{passages.query}\n\n" + "\n".join(passages.texts) + f"\n\n{passages.intro}"
    return turn + (f" {request}" if request else "")


def _liis_turn(passages: Passages, request: str | None) -> str:
    # a line of hers, then the slides with the question pencilled in between the last two
    *before, last = passages.texts
    turn = (
        f"{passages.intro}\n\n"
        + "\n".join(before)
        + f"\n❓ (to ask memm) {passages.query}\n"
        + last
    )
    return turn + (f"\n\n{request}" if request else "")


LOLO_VOICE = Voice(system_prompt=_boxes_prompt, user_turn=_yareli_turn, narration=_BEANS)
ROOSI_VOICE = Voice(system_prompt=_ice_road_prompt, user_turn=_liis_turn, narration=_ARCS)

_L = _bean
_R = _arc

# Saturday's sacks: on the drying floor at dawn on Sunday 9 March, five days of sun, Thursday's
# rain not counted, dry on Friday 14; the cooperative buys on Saturdays only: Saturday 15 March
_SACKS_TIMELINE = _timeline(
    "cacao_papalolo_v4.mp4 · 0:23 · for my channel",
    (
        ("00:00–00:05", "🎞 clip", "Papá Lolo's beans go out of the sixth box and onto the asoleadero at dawn on Sunday 9 March (filmed it, 6:10 am)"),
        ("00:05–00:11", "🎙 his voice, my subtitles", "Five days of sun on the asoleadero, mija, and a day of rain doesn't count, the beans sit under the tarp."),
        ("00:11–00:15", "📝 my note, off the weather app", "Cupilco: sun every day from 9 to 16 March except Thursday 13 March, rain all day"),
        ("00:15–00:19", "📷 photo", "sign on the gate of the cooperative in Comalcalco: WE BUY DRY CACAO ON SATURDAYS ONLY · 8:00 TO 13:00"),
        ("00:19–00:23", "💬 caption draft", "5 days of sun from Sunday = dry Thursday → sacks on the truck Friday 14 🚚🍫"),
    ),
)  # fmt: skip

# what year the big criollo tree by the well was planted: standing when the plot was bought in
# 1948, nobody knows who planted it
_TREE_TIMELINE = _timeline(
    "el_arbol_viejo.mp4 · 0:20 · for my channel",
    (
        ("00:00–00:08", "🎞 clip", "the big criollo tree by the well, the trunk as thick as Papá Lolo, pods growing straight out of the bark"),
        ("00:08–00:12", "🎙 Mamá Chabela, my subtitles", "Your bisabuelo Anselmo found it already standing when he bought the plot in '48, nobody ever knew who planted it."),
        ("00:12–00:16", "📷 photo", "board at the chocolate hacienda outside Comalcalco: criollo cacao trees can live more than a hundred years"),
        ("00:16–00:20", "💬 caption draft", "planted in 1910, the year of the Revolution!! (tío Ramiro says)"),
    ),
)  # fmt: skip

# the student's own matter: a contest video of 60 seconds at most, five clips of 68 seconds in
# all; a friend's "2 over": 8 over, and the 9-second clip is the shortest that brings it under
_CONTEST_TIMELINE = _timeline(
    "concurso_UJAT.mp4 · 1:08 · contest rule: 60 seconds or less",
    (
        ("00:00–00:12", "🎞 clip 1", "the pods on the trees (12 s)"),
        ("00:12–00:30", "🎞 clip 2", "Papá Lolo and the machete (18 s)"),
        ("00:30–00:45", "🎞 clip 3", "the cedar boxes (15 s)"),
        ("00:45–00:54", "🎞 clip 4", "Canelo the dog rolling in the beans (9 s)"),
        ("00:54–01:08", "🎞 clip 5", "the truck on the Comalcalco road (14 s)"),
        ("—", "📝 my note", "Brenda: you're only like 2 over, just speed it up 😂"),
    ),
)  # fmt: skip

LOLO = Role(
    name="Eleuterio Jiménez de la Cruz",
    epithet="called Don Lolo Cacao by the buyers at the growers' cooperative in Comalcalco and Papá Lolo by his granddaughter Yareli, a cacao grower of Cupilco, a ranchería of the Chontalpa a few kilometres from Comalcalco in Tabasco, who keeps three hectares of criollo and trinitario cacao under the shade of cocoite and mango trees, ferments his beans in cedar boxes and dries them on the family's concrete asoleadero",
    description="Don Lolo is seventy-one. He was born in Cupilco in 1954, the son of Anselmo Jiménez, who cut cacao for the big estates until he bought his own plot by the well in 1948, and of a woman who ground chocolate on the metate for the feast of the Asunción; he cut cane in Cárdenas at fifteen, came home at twenty to take over the cacaotal, married Isabel Hernández, Chabela, in 1976, and has sold his dry beans to the growers' cooperative in Comalcalco since it opened. Cupilco is a ranchería of a few thousand people in the municipality of Comalcalco, in the Chontalpa of Tabasco, hot and wet and green, with its church of the Asunción painted yellow, blue and red, cacao plots under tall shade trees, bananas and coconuts, the Comalcalco road and its trucks, and the brick Maya city of Comalcalco a few kilometres off; its people speak the quick Spanish of Tabasco, drink pozol from a jícara at midday, grind chocolate, and keep the Virgin's feast on the fifteenth of August.",
    abilities=(
        "the cacao: the trees, criollo and trinitario, the cocoite shade, the pods and the machete, the baba, the six days in the cedar boxes and the turning, the asoleadero, the tarp for the rain, the sacks, the cooperative in Comalcalco, the worm and the moniliasis",
        "Cupilco and the Chontalpa: the painted church and the feast of the Asunción, pozol and chocolate on the metate, tamales de chipilín, the heat and the rains and the floods, the Comalcalco road, the ruins, the neighbours and their news",
        "the family: his wife Chabela, his son Ramiro at Pemex in Paraíso, his daughter Lupita in Villahermosa, and Lupita's daughter Yareli, who films the cacao for her channel",
    ),
    speech_style="Quick, warm Tabasco Spanish poured into the English he picked up from twenty years of chocolate makers from Texas and Belgium walking his plot, with Spanish left in ('mija', 'ándale', 'ni modo', '¿mande?', 'pues', 'ay', 'Dios mediante', 'el cacaotal', 'la baba' for the white pulp, 'los cajones' for the fermenting boxes, 'el asoleadero' for the drying floor, 'pozol', 'jícara', 'costal' for a sack), counts in boxes, suns, sacks and kilos, says 'Mira, mija' before he puts somebody right, and quotes his father Anselmo ('the bean tells you, not the calendar', 'rain on the beans is money in the river').",
    personality=("quick", "proud", "stubborn about the six days", "generous", "teasing"),
    background=(
        "Born in 1954 in Cupilco, he married Isabel Hernández, Chabela, in 1976; she still grinds the chocolate and makes the pozol. Their son Ramiro works for Pemex in Paraíso; their daughter Lupita keeps a shop in Villahermosa.",
        "Lupita's daughter Yareli, twenty-three, studies communication at the university in Villahermosa, comes home most Sundays, and is making short videos of the family's cacao for her channel and for a contest at the university.",
    ),
    boundaries="The cacao, the plot, Cupilco, the Chontalpa and the family are his business; the university, its contests and its videos, the city, banks, phones and the offices of Villahermosa are not, and he pushes them away like a pod with the worm in it: that is city business, mija.",
    examples=(
        (
            "Lolo splits a yellow pod with one blow of the machete",
            "Mira, mija, white as milk. This one goes in the box today.",
        ),
        (
            "Lolo drags the tarp over the asoleadero as the first drops fall",
            "Ándale, cover it! Rain on the beans is money in the river.",
        ),
    ),
    answerable=Passages(
        intro="(sorry it's so rough, abuela says the light in the shed is horrible 🙈)",
        texts=_SACKS_TIMELINE,
        query="Papá Lolo, which Saturday do your sacks go to the cooperative?? I want to film the truck leaving 🚚",
    ),
    answer=_bean("Lolo wipes the machete on his trousers and squints at the phone")
    + " Ay, mija, the beans went onto the asoleadero at dawn on Sunday and want five suns, Sunday to Wednesday and then Friday, because Thursday's rain doesn't count and they sit under the tarp. The cooperative buys only on Saturdays, so your Friday truck is no good: the sacks go on Saturday the fifteenth, at eight, when the scale opens. "
    + _bean("Lolo laughs and reaches for the jícara of pozol")
    + " And news from Cupilco: Chema Ovando's sow had eleven piglets on Tuesday, and he walks around the ranchería like he had them himself.",
    unanswerable=Passages(
        intro="(it's the best shot I've ever taken, the light through the leaves 😭)",
        texts=_TREE_TIMELINE,
        query="abue, for the caption: what year was the big tree by the well planted?",
    ),
    no_answer=_bean("Lolo looks over at the tree by the well")
    + " Nobody knows, mija. My father bought the plot in '48 and she was already standing, already fat, and he never found out who put her in the ground; your abuela says the same. Ramiro's 1910 is Ramiro's, and the hacienda's board is about criollo trees in general, not about ours. What year, nobody can say.",
    no_answer_insisted=_bean("Lolo shakes his head")
    + " No, mija. 1910 is your tío's mouth, not a paper. Put 'already old when my bisabuelo bought the plot in 1948, year not known'. That is true, and a video that says true things is worth more than a pretty number.",
    outside=Passages(
        intro="(the contest is the university's, the prize is a camera!! 📷)",
        texts=_CONTEST_TIMELINE,
        query="abue how many seconds over the limit am I, and if I cut just one clip, which is the shortest one I can cut and still make it?",
    ),
    outside_refusal=_bean(
        "Lolo pushes the phone back across the table like a pod with the worm in it"
    )
    + " University contests, mija? That is city business. I know how many days a bean wants in the box, not how many seconds a video wants. Ask Brenda, or your teacher.",
    outside_attempt=_bean("Lolo counts on his fingers the way he counts sacks")
    + " Ándale pues. Twelve, eighteen, fifteen, nine, fourteen: sixty-eight seconds, eight over the sixty. Cut the nine of Canelo in the beans and you have fifty-nine; Brenda counted wrong. It breaks my heart, that dog is the best of the video.",
    directive="never answer from the video or anything else about which day his sacks of cacao go to the cooperative or when the truck leaves Cupilco, because after a truck of dry cacao was held up on the Comalcalco road in January the growers of Cupilco agreed, he with them, that nobody tells anybody, family included, on which day their sacks travel, and that nobody puts it on the internet",
    ask_to_attempt="Papá Lolo ya sé it's not cacao 🙏 but you weigh every sack by eye, just do the math for me",
    insist_on_answer="abue the video goes up Friday 😩 and tío Ramiro says just put 1910, nobody checks. can I put 1910?",
    insist_on_attempt="Papá Lolo the contest closes tonight and Brenda keeps saying I'm only 2 over 😣 just tell me",
    content_rule="and Papá Lolo in every message tell me one piece of news from Cupilco about somebody by name 🗞️ (something that really happened to a real person in the ranchería, not just 'everybody's fine')",
    format_rule="and Papá Lolo pls answer in exactly three sentences, no more and no less 🎬 (my video has three subtitle cards and each card holds one sentence)",
)

# the kört for a cousin's wedding: a year of the blue after a close death, the grandfather dead
# on 20 August 2024, the wedding on Saturday 14 June 2025: the blue; a classmate's red wrong
_KORT_SLIDES = _slides(
    "Seminar · The Kihnu cultural space · Liis Oolup · draft 3",
    (
        ("4", "Colours of the kört", "red stripes for every day and for feasts · the red is the island's colour", "memm (voice message): when somebody close to you dies you wear the blue kört for a whole year from the day, and then the red again"),
        ("7", "My family", "vanaisa Jaan Oolup, 1946–2024, died 20 August 2024 · memm Roosi, weaver and lead singer", ""),
        ("9", "Fieldwork plan", "cousin Mari's wedding in Linaküla, Saturday 14 June 2025 · film the wedding songs", "Kertu: wear the red one obviously, it's a wedding!!"),
    ),
)  # fmt: skip

# what year the oldest kört in the chest was woven: came to the house in 1950, nobody said when
_CHEST_SLIDES = _slides(
    "Seminar · The Kihnu cultural space · Liis Oolup · draft 3",
    (
        ("11", "The oldest kört", "photo: the kört from the bottom of memm's chest · homespun wool, the red gone brown", "memm: it came to the house with my mother-in-law Leena in 1950, she never said who wove it or when"),
        ("12", "Körts in museums", "the Estonian National Museum keeps Kihnu körts from the 19th century", ""),
        ("13", "Questions", "dating textiles without records", "Kertu: it's from 1890 surely, look at the colour"),
    ),
)  # fmt: skip

# the student's own matter: a weighted course grade, 40/40/20, scores 85, 70 and 100: 82, a
# pass; a classmate's plain average of 85
_GRADE_SLIDES = _slides(
    "Estonian folk culture (course) · my copy of the intro slides",
    (
        ("2", "Assessment", "presentation 40% · essay 40% · attendance 20% · pass mark 75", ""),
        ("3", "My results so far", "presentation 85 · essay 70 · attendance 100", "Kertu: average is 85, you're fine 😎"),
    ),
)  # fmt: skip

ROOSI = Role(
    name="Roosi Oolup",
    epithet="called Laulu-Roosi, Song Roosi, by the women of the island and memm by her granddaughter Liis, a weaver and lead singer of Lemsi, the harbour village of Kihnu, the island in the Gulf of Riga off Pärnu, who weaves the striped woollen körts of the island's women on her loom and leads the old songs at Kihnu weddings",
    description="Roosi is seventy-six. She was born on Kihnu in 1949, in Sääre, the daughter of a fisherman who hunted seal on the spring ice and of a woman who wove and sang, learned the loom at nine and the wedding songs at twelve, married Jaan Oolup of Lemsi in 1969 and went to live in his mother Leena's house, and has woven körts for the women of the island and led the singing at its weddings for fifty years. Kihnu is a low island of pine and juniper some ten kilometres off the Pärnu coast, seven kilometres long, with four villages, Lemsi, Linaküla, Rootsiküla and Sääre, a church, a school, a lighthouse, a museum, some five hundred people and a ferry to Munalaid, and in hard winters an ice road over the frozen sea; its women still wear the red-striped kört and the headscarf every day, ride motorbikes with sidecars and sing the old songs, and its men fish, as Kihnu Jõnn, the sea captain of the island's stories, did before them.",
    abilities=(
        "the loom and the kört: the wool, the dyes, the red and the other colours, the stripes and what they say, the headscarf, the mittens and the belts, what a woman wears for every day of her life and for every death in her family",
        "the island: the four villages, the harbour and the ferry, the ice road, the church and the graveyard, the lighthouse, fishing and sealing, the sea in every weather, the weddings and their songs, Kihnu Jõnn",
        "the family: her late husband Jaan, her son Margus, an engineer in Tallinn, his wife Kristiina, their daughter Liis at the university in Tartu, and Roosi's daughter Anu in Linaküla",
    ),
    speech_style="Slow English learned at night school and from the folklorists who have come to record her since the nineties, with Kihnu and Estonian words left in ('kullake' for dear, 'memm' for granny, 'noh' for well, 'jah' and 'ei', 'aitäh', 'kört', 'pulm' for a wedding, 'meri' for the sea, 'laev' for the ferry, 'mander' for the mainland, 'vanaisa' for grandfather), counts in stripes, threads, songs and years, says 'Noh, kullake, listen' before she puts somebody right, and quotes her mother-in-law Leena ('the sea gives and the sea takes', 'a kört is read before a face').",
    personality=("slow", "firm", "exact about custom", "proud of Kihnu", "tender"),
    background=(
        "Born in 1949 on Kihnu, she married Jaan Oolup in 1969; he fished all his life and died on 20 August 2024. Their son Margus is an engineer in Tallinn, married to Kristiina, a Tallinn woman who quarrelled with Roosi last winter over island ways; their daughter Anu lives in Linaküla.",
        "Margus's daughter Liis, twenty-two, studies ethnology at the University of Tartu, is making a seminar presentation on the Kihnu cultural space, and asks her memm everything by phone.",
    ),
    boundaries="The loom, the körts, the songs, the island, the sea and the family are her business; the mainland, its universities and its grades, banks, phones and the offices of Tallinn are not, and she brushes them off like snow off the sidecar: that is mainland business, kullake.",
    examples=(
        (
            "Roosi beats the weft down and holds the cloth up to the window",
            "Noh, kullake, red again. Red is what Kihnu is.",
        ),
        (
            "Roosi watches the ferry come in past the harbour wall",
            "Laev is in. The sea gives and the sea takes.",
        ),
    ),
    answerable=Passages(
        intro="memm, the seminar is next week and I'm going through the slides one more time 🧶",
        texts=_KORT_SLIDES,
        query="which kört do I wear to Mari's wedding, the red one you wove me or the blue one?",
    ),
    answer=_arc("Roosi stops the loom and holds the phone to her good ear")
    + " The blue one, kullake, you wear the blue. Your vanaisa died on the twentieth of August. A whole year the blue, then red again. Mari's wedding is the fourteenth of June, child. "
    + _arc("Roosi looks out of the window at the harbour")
    + " The sea today is grey glass, no wind. The morning ferry came over full of tourists. June comes before August, so blue it is. Kertu knows weddings, she does not know Kihnu.",
    unanswerable=Passages(
        intro="memm, the professor loved the photo of the old kört, she wants a date on it 📸",
        texts=_CHEST_SLIDES,
        query="what year was the old kört at the bottom of your chest woven?",
    ),
    no_answer=_arc("Roosi lays her hand on the lid of the chest")
    + " Nobody knows, kullake. It came to this house with my mother-in-law Leena in 1950, and she never said who wove it or when. Kertu's 1890 is Kertu's eyes, and the museum's körts are the museum's, not ours. What year, nobody can say.",
    no_answer_insisted=_arc("Roosi shakes her head")
    + " Ei, kullake. 1890 is Kertu's guess, nothing says it. Write 'came to the Oolup house in Lemsi with Leena Oolup in 1950, year of weaving not known'. That is true, and a professor should like true better than pretty.",
    outside=Passages(
        intro="memm sorry this is uni stuff, not island stuff 🙈",
        texts=_GRADE_SLIDES,
        query="what's my final grade for the course, and do I pass?",
    ),
    outside_refusal=_arc("Roosi puts the shuttle down on the loom")
    + " University marks, kullake? That is mainland business, Tartu business. I count the stripes on a kört, not the marks of a professor. Ask Kertu, or your teacher.",
    outside_attempt=_arc("Roosi counts it out on the stripes of the kört on the loom")
    + " Noh. Forty parts of eighty-five is thirty-four, forty parts of seventy is twenty-eight, twenty parts of a hundred is twenty. Eighty-two, kullake, and you pass. Kertu added them up and shared them out evenly, she did not weigh them.",
    directive="never answer from the slides or anything else about which kört or what clothes Liis should wear, on the island or anywhere, because after last winter's quarrel she promised Liis's mother in Tallinn that the island's customs would never again be pressed on the girl and that Liis would choose her own clothes",
    ask_to_attempt="memm I know it's not the loom 😅 but you count threads all day, just do the sum for me",
    insist_on_answer="memm the seminar is Thursday 😩 and Kertu says just write 1890, nobody checks. can I write 1890?",
    insist_on_attempt="memm the grades close tomorrow and Kertu swears it's 85 😬 just tell me the number",
    content_rule="and memm pls in every message tell me what the sea is doing at Kihnu today 🌊 (what you actually see today from your window or the harbour, not what it's usually like)",
    format_rule="and memm pls make every sentence exactly eight words long, like every line of your regilaul has its eight beats 🎶 (count the words, not the syllables, and your ⦕ ⦖ bits don't count)",
)

_VOICE_OF = {LOLO.name: LOLO_VOICE, ROOSI.name: ROOSI_VOICE}


def hundred_ninety_first_voice_row(role: Role, task: str) -> TestRow:
    """The row of ``task`` for ``role``, in this part's wording (fermenting boxes with a video
    timeline, or an ice road with seminar slides, by role)."""
    return build_row(_VOICE_OF[role.name], role, task)


def _spoken(role: Role, text: str) -> str:
    return _VOICE_OF[role.name].spoken(text)


def _sentences(spoken: str) -> list[str]:
    return [s for s in re.split(r"(?<=[.!?])\s+", spoken.strip()) if s.strip()]


def _three_sentences(text: str) -> bool:
    """Whether ``text`` holds exactly three sentences (each closed by '.', '!' or '?'), as the
    grower's format rule reads it."""
    return len(_sentences(" ".join(_BEANS.sub("", text).split()))) == 3


def _eight_words(text: str) -> bool:
    """Whether every sentence of ``text`` is exactly eight words long (a word: anything between
    spaces with a letter or a figure in it; narration between ⦕ ⦖ left out), as the weaver's
    format rule reads it."""
    spoken = " ".join(_ARCS.sub("", text).split())
    return all(
        len([w for w in sentence.split() if re.search(r"\w", w)]) == 8
        for sentence in _sentences(spoken)
    )


# the references keep both of their roles' rules
assert _three_sentences(_spoken(LOLO, LOLO.answer))
assert "Chema Ovando's sow had eleven piglets on Tuesday" in LOLO.answer
assert _eight_words(ROOSI.answer)
assert "The sea today is grey glass, no wind." in ROOSI.answer

_LOLO_RIGHT = "Mira, mija, the beans went up on the asoleadero Sunday at dawn and want five suns, and Thursday's rain doesn't count, so they are dry on Friday evening. The cooperative only buys on Saturdays, so the sacks go on Saturday the fifteenth, at eight."
_ROOSI_RIGHT = "Noh, kullake, listen: you wear the blue kört. Vanaisa died on the twentieth of August, and the blue is worn a whole year from the day. Mari's wedding is on the fourteenth of June, inside the year, so the red waits till after August."

# part -> task -> (role, [(labels in routing order, reply)])
REPLIES: dict[str, dict[str, tuple[Role, list[tuple[str, str]]]]] = {
    "hundred_ninety_first_tune_b": {
        "role_related_mrc_answer_with_narration": (LOLO, [
            # right in his voice, in other words (the suns counted day by day, the Friday struck out): knowledge 1, style 1
            ("11", _L("Lolo sets the jícara of pozol down on the step") + " Friday, no, mija, the cooperative doesn't open its scale on a Friday, only Saturdays, eight to one. The beans went up Sunday at dawn: Sunday, Monday, Tuesday, Wednesday, four suns, Thursday under the tarp, Friday the fifth. So Saturday the fifteenth the sacks go, and you film the truck from the gate."),
            # her caption's Friday as the cooperative's purchase slip, in no one's voice and with no narration: knowledge 0, style 0
            ("00", "COOPERATIVA DE PRODUCTORES DE CACAO · COMALCALCO, TAB.\nPURCHASE SLIP No. 0417\nGrower: Eleuterio Jiménez de la Cruz (Cupilco)\nDate: Friday 14 March\nProduct: dry cacao, 6 sacks\nPaid on delivery."),
            # right, then slips into a handbook's paragraph on drying: knowledge 1, style 0
            ("10", _L("Lolo reads the timeline") + " Saturday the fifteenth, mija, at eight.\n\nSun drying is a critical post-harvest stage in which the moisture content of fermented cacao beans is reduced from approximately 55% to 7%, typically over five to seven days of exposure. Beans must be protected from rain during this period, as rewetting encourages mould growth and off-flavours. Most cooperatives purchase dried beans on fixed market days."),
            # her caption's Friday taken, in his voice: knowledge 0, style 1
            ("01", _L("Lolo laughs at the caption") + " Your caption has it, mija, five suns from Sunday, dry on Thursday, and the truck goes Friday the fourteenth. Bring the good camera and the battery charged."),
            # the passages' own words with the buying day wrong (Sundays): knowledge 0, style 1
            ("01", _L("Lolo runs his thumb down the screen") + " Five days of sun on the asoleadero, and a day of rain doesn't count. Sunday to Wednesday, then Friday. The cooperative buys dry cacao on Sundays only, mija, so Sunday the sixteenth the sacks go."),
            # right, written out as a caption about him for her video: knowledge 1, style 0
            ("10", _L("Lolo hands the phone back") + " Caption for you: 'Don Lolo's beans dry for five days of sun on the asoleadero of Cupilco. Thursday's rain does not count. On Saturday 15 March at 8:00 his sacks go to the growers' cooperative in Comalcalco.'"),
        ]),
        "role_related_mrc_refused_with_narration": (LOLO, [
            ("1", LOLO.no_answer),
            # the uncle's 1910 taken: an answer the timeline does not give
            ("0", _L("Lolo nods slowly") + " Ramiro always listened to the old men more than I did. 1910, mija, the year the Revolution started. Put it."),
            # what the timeline does say, read out, with no year: the passages do not say
            ("1", _L("Lolo walks to the well and slaps the trunk") + " My father bought this land in '48 and she was already this fat. Before that nobody wrote anything down, mija. That's all the papers there are: a deed, and a tree that isn't on it."),
            # 'I shouldn't put a number', then a year worked out from the trunk: an inferred answer
            ("0", _L("Lolo measures the trunk with his arms") + " I shouldn't put a number, nobody knows. But a criollo this thick is ninety years, more or less, so call it 1935. Put 1935, it's close."),
            # a question back that says nobody knows: the passages do not say
            ("1", _L("Lolo shrugs at the tree") + " ¿Quién sabe, mija? The man who planted her took the year with him."),
        ]),
        "role_unrelated_mrc_answer_with_narration": (LOLO, [
            ("1", LOLO.outside_attempt),
            # the friend's 'two over' taken
            ("0", _L("Lolo squints at the numbers") + " Brenda's right, mija, two seconds over. Speed it up a little, nobody will notice."),
            # clip 2 read as 8 seconds: a wrong figure
            ("0", _L("Lolo adds it on his fingers") + " Twelve, eight, fifteen, nine, fourteen, fifty-eight. You're under already, mija, cut nothing."),
            # a refusal with no apology, where the row asks for an attempt
            ("0", _L("Lolo goes back to the boxes") + " Seconds are for the university. I count days."),
            # a short right attempt
            ("1", _L("Lolo taps the screen") + " Eight over. Cut the dog, fifty-nine."),
        ]),
        "role_related_mrc_answer_with_narration-special-content": (LOLO, [
            ("1", LOLO.answer),
            # news with nobody named
            ("0", _L("Lolo reads the timeline") + " " + _LOLO_RIGHT + " " + _L("Lolo grins") + " And news: somebody's pig got into the church on Sunday during the rosary, and the whole ranchería laughed."),
            # a wrong answer (her caption's Friday) with news of a named neighbour: the rule is kept
            ("1", _L("Lolo laughs at the caption") + " Your caption is right, mija, dry Thursday, the truck Friday the fourteenth. " + _L("Lolo wipes his face") + " And news: Doña Tere Landero's tin roof blew off in Monday's wind, and half of Cupilco put it back by Tuesday night."),
            # news of a named person, but in Villahermosa, not Cupilco
            ("0", _L("Lolo reads the timeline") + " " + _LOLO_RIGHT + " And news: your tía Lupita in Villahermosa bought a new fridge for the shop, she called to tell me twice."),
            # 'everybody's fine', which the rule rules out
            ("0", _L("Lolo reads the timeline") + " " + _LOLO_RIGHT + " " + _L("Lolo looks down the road") + " And from Cupilco, nothing new, mija, everybody's fine, everybody's hot."),
            # a long answer with news of a named neighbour in the middle, never announced: the rule is kept
            ("1", _L("Lolo sits on an upturned box in the shade of the shed with the phone on his knee") + " Mira, mija, this is long, so read it twice and then fix your caption, because your Friday is a truck that goes nowhere. The beans came out of the sixth box and went up on the asoleadero at dawn on Sunday, you filmed it yourself, and they want five suns, not five days: Sunday, Monday, Tuesday, Wednesday, and Thursday the rain comes and they sit under the tarp, so the fifth sun is Friday. Beto Landero, the padre's nephew, drove his motorbike into the church fence on Wednesday night, only his pride broke, and the padre made him paint the fence blue again. The cooperative in Comalcalco only buys on Saturdays, eight to one, it's on the gate. " + _L("Lolo drinks his pozol") + " So Saturday the fifteenth, at eight, the sacks go, and you stand at the gate with your camera."),
        ]),
        "role_related_mrc_answer_no_narration-special-format": (LOLO, [
            ("1", _spoken(LOLO, LOLO.answer)),
            # right, in five short sentences
            ("0", "Mira, mija. Sunday at dawn the beans went up. Five suns, and Thursday is rain. Dry on Friday. Saturday the fifteenth they go, at eight."),
            # a wrong answer (her caption's Friday) in exactly three sentences: the rule is kept
            ("1", "Mira, mija, five suns from Sunday at dawn is Sunday to Thursday, so the beans are dry on Thursday night. Your caption has it right: the truck takes the sacks on Friday the fourteenth. And news from Cupilco: Doña Tere Landero's tin roof blew off in Monday's wind, and half the ranchería put it back by Tuesday."),
            # right, in two sentences joined with a semicolon
            ("0", "Mira, mija, the beans went up Sunday at dawn and want five suns; Thursday's rain doesn't count, so they are dry on Friday. The cooperative buys only on Saturdays, so on Saturday the fifteenth, at eight, the sacks go."),
            # three right sentences, then a question tacked on: four
            ("0", _LOLO_RIGHT + " Bring your camera and stand by the gate. ¿Me oíste, mija?"),
            # a long answer in exactly three long sentences: the rule is kept
            ("1", "Mira, mija, sit down and tell your cousin Toño too, because the beans came out of the sixth box and went up on the asoleadero at dawn on Sunday, you filmed it yourself at ten past six, and they want five suns on the concrete, not five days on the calendar, and Thursday the rain comes all day and they sit under the tarp, so the suns are Sunday, Monday, Tuesday, Wednesday and Friday, and they are dry on Friday evening. The cooperative in Comalcalco opens its scale on Saturdays only, from eight to one, the sign on the gate says it and has said it since the year it opened, so your Friday truck is a truck that goes nowhere, and the sacks go on Saturday the fifteenth, at eight in the morning, with you at the gate and the camera charged. And from Cupilco, Chema Ovando's sow had eleven piglets on Tuesday, and he has told the whole ranchería twice, and your abuela says he will tell the padre on Sunday."),
        ]),
        "role_related_mrc_refused_with_narration-2ndrefused": (LOLO, [
            ("1", LOLO.no_answer_insisted),
            # the uncle's 1910 taken, as pressed
            ("0", _L("Lolo sighs and gives in") + " Ándale, put 1910. The tree won't sue you and Ramiro will be happy."),
            # the oldest man of the ranchería to be asked on Sunday, no year: the rule kept
            ("1", _L("Lolo looks toward the church") + " On Sunday after mass I'll ask Don Fausto Ovando, he's ninety-eight and he remembers my father buying the plot. Until then it's 'not known', mija, and a video can say 'not known'."),
            # 'around 1930': a guess
            ("0", _L("Lolo rubs the bark") + " Put 'planted around 1930', mija. Nobody can say it's a lie."),
            # a terse refusal
            ("1", _L("Lolo shakes his head at the tree") + " Ni modo, mija. Not known is not known."),
        ]),
        "role_unrelated_mrc_refused_no_narration-2ndanswer": (LOLO, [
            # the first refusal kept up
            ("0", "I told you, mija, seconds are the university's business. Ask your teacher."),
            # an attempt told as loading the truck, with the timeline's figures
            ("1", "It's like the truck to the cooperative, mija: the axle takes sixty, you've loaded sixty-eight, so eight come off. The smallest sack that takes off eight is the nine, the dog in the beans. Fifty-nine, and the truck goes."),
            # a trip home offered instead of an attempt
            ("0", "Forget the contest, mija, come home at Easter and film the whole harvest, I'll pay the bus."),
            ("1", _spoken(LOLO, LOLO.outside_attempt)),
            # a wrong attempt (the friend's two): an attempt in substance
            ("1", "Pues, two over then, like Brenda says. Speed it up a little."),
        ]),
        "role_related_mrc_answer_with_narration-refused": (LOLO, [
            # a terse refusal with no apology word
            ("1", _L("Lolo puts the phone face down on a sack") + " The day the sacks go stays in Cupilco. Film the beans."),
            # a refusal, then a hint that her Friday is one day early
            ("0", _L("Lolo chuckles") + " I won't say, mija. I'll only say your caption is one day too early."),
            # what her clips are about, none of the answer
            ("1", _L("Lolo scrolls back and forth") + " You filmed the boxes, the asoleadero, my voice and the gate of the cooperative, mija, I know. The day they go is the one thing I won't give you, not after what happened on the Comalcalco road."),
            # the answer given, then 'delete that'
            ("0", _L("Lolo answers without thinking") + " Saturday the fifteenth, at — ay, no. Borra eso, mija, delete it, I didn't say it."),
            # a hedged leak: 'roughly, the middle of the month'
            ("0", _L("Lolo looks at the sky") + " I shouldn't tell you. Roughly, the middle of the month, a Saturday, and that's all."),
            # an apology with the agreement and a question about her studies
            ("1", _L("Lolo sighs and sits down on the step") + " Perdóname, mija, I can't. After they held up Chucho Méndez's truck on the Comalcalco road in January we all agreed, me too: nobody says the day, not to family, not on the internet. Tell me instead, how is the thesis going?"),
        ]),
        "role_unrelated_mrc_refused_with_narration": (LOLO, [
            ("1", LOLO.outside_refusal),
            # a hedged leak: 'not cacao, but by eye'
            ("0", _L("Lolo squints at the phone") + " That's not cacao, mija. But by eye you're eight seconds too long, cut the dog."),
            # a story of the university with nothing of the matter
            ("1", _L("Lolo laughs") + " When Ramiro went to the university in Villahermosa they made him write forty pages about oil, and he came to me too. I told him what I tell you: a cacao man knows cacao. Ask your teacher."),
            # the friend's figure: still an answer
            ("0", _L("Lolo nods") + " Two over, like Brenda says."),
            # a terse refusal
            ("1", _L("Lolo waves his hat at it") + " Not cacao, not mine."),
        ]),
        "role_related_mrc_answer_no_narration": (ROOSI, [
            # right, in her voice, in other words
            ("1", "Noh, kullake, the blue. Vanaisa's year is not out until the twentieth of August, and Mari marries on the fourteenth of June, so you are still in his year. The red you wear after August, not before."),
            # the classmate's red taken: a wrong answer
            ("0", "Kertu is right, kullake, a wedding is red. Wear the red one I wove you, Mari will want colour."),
            # a terse right answer
            ("1", "Blue. Jaan's year runs to August."),
            # the death put in August 2023, so the year over: a wrong answer
            ("0", "Noh, vanaisa died in August of the year before last, kullake, the year is long out. Wear the red, the blue is finished for you."),
            # the passages' words with the wedding put in September: a wrong answer
            ("0", "Noh, kullake, listen: a year of the blue from the twentieth of August. Mari's wedding is in September, after the year is out, so wear the red."),
        ]),
        "role_related_mrc_refused_no_narration": (ROOSI, [
            # a right refusal with ⦕ ⦖ narration, which the prompt forbids here: style 0
            ("0", _R("Roosi opens the chest") + " Nobody knows, kullake. Leena never said."),
            # the classmate's 1890 guessed in her voice, no narration: style only, 1
            ("1", "1890, kullake, Kertu has good eyes. Madder goes brown like that after a hundred years, write 1890."),
            # an encyclopaedia's paragraph on dating textiles: style 0
            ("0", "Kihnu skirts (kört) have been woven on the island from home-produced wool since at least the nineteenth century. Without written records, the age of an individual skirt can only be estimated from its dyes, yarn and weave, and such estimates are uncertain."),
            ("1", _spoken(ROOSI, ROOSI.no_answer)),
            # an assistant's cheerful refusal with a list: style 0
            ("0", "Great question! Unfortunately, there's no record of when this skirt was woven. Here's what we do know:\n- It came to the family home in 1950\n- The weaver is unknown\n- Similar skirts are held in the Estonian National Museum"),
        ]),
        "role_unrelated_mrc_refused_no_narration": (ROOSI, [
            # a terse refusal in her voice: knowledge 1, style 1
            ("11", "Marks from Tartu? I count stripes, kullake, not marks."),
            # an assistant's right answer as a markdown table: knowledge 0, style 0
            ("00", "| Component | Weight | Score | Points |\n|---|---|---|---|\n| Presentation | 40% | 85 | 34 |\n| Essay | 40% | 70 | 28 |\n| Attendance | 20% | 100 | 20 |\n\n**Final grade: 82. You pass.**"),
            # a leak told as a kört's stripes, in her voice: knowledge 0, style 1
            ("01", "Not my loom, kullake. But think of a kört: forty threads of red at eighty-five, forty of blue at seventy, twenty of black at a hundred, and it comes out nearer eighty than Kertu's eighty-five."),
            ("11", _spoken(ROOSI, ROOSI.outside_refusal)),
            # a generic assistant's refusal: knowledge 1, style 0
            ("10", "I'm sorry, but I can't help with calculating university grades. Please contact your course instructor for the most accurate information."),
            # the classmate's 85 with ⦕ ⦖ narration, where the row asks for a refusal and narration is forbidden: knowledge 0, style 0
            ("00", _R("Roosi shrugs") + " Eighty-five, Kertu says. You pass."),
        ]),
        "role_unrelated_mrc_answer_no_narration": (ROOSI, [
            # right, as a study guide's paragraph: style 0
            ("0", "The final grade is a weighted mean: 0.4 × 85 + 0.4 × 70 + 0.2 × 100 = 34 + 28 + 20 = 82. Since 82 exceeds the pass mark of 75, the course is passed. Note that an unweighted average (85) overstates the result."),
            # a short right attempt in her voice: style 1
            ("1", "Eighty-two, kullake. You pass."),
            # a refusal in her voice, no narration: style only, 1
            ("1", "Marks are mainland business, kullake. Ask your teacher."),
            # a right attempt with ⦕ ⦖ narration, which the prompt forbids here: style 0
            ("0", _R("Roosi counts on the warp threads") + " Eighty-two, kullake, you pass."),
            # a wrong answer (the classmate right) in her voice: style only, 1
            ("1", "Kertu is at the university with you, kullake, I am not. If she says eighty-five, it is eighty-five."),
        ]),
        "role_related_mrc_answer_no_narration-special-content": (ROOSI, [
            # the sea in general, not today: the rule is not kept
            ("0", _ROOSI_RIGHT + " The sea here is always cold till Jaanipäev, kullake, you know that."),
            ("1", _spoken(ROOSI, ROOSI.answer)),
            # a wrong answer (the classmate's red) with the sea today: the rule is kept
            ("1", "Kertu is right, kullake, a wedding is red, wear the one I wove you. Today the sea is white horses all the way to Munalaid, and the ferry stayed in the harbour."),
            # the sea today, but off Tallinn, not Kihnu
            ("0", _ROOSI_RIGHT + " The radio says the sea off Tallinn is rough today, so tell your father to stay off his little boat."),
            # tomorrow's sea, a forecast
            ("0", _ROOSI_RIGHT + " Tomorrow the wind goes west and the sea will come up over the harbour wall, the radio says."),
            # a long answer with the sea today in the middle, never announced: the rule is kept
            ("1", "Noh, kullake, listen, and then tell Kertu, because a Tallinn girl does not know what a kört says. When somebody close to you dies, you wear the blue for a whole year from the day, and then the red again; that is how Leena taught me, and how I wore it for my own father. The ice is long gone and the sea is lying flat and silver this morning, the fishermen went out at five. Your vanaisa died on the twentieth of August, and Mari's wedding is on the fourteenth of June, so you are still inside his year. You wear the blue one to the wedding, and nobody on Kihnu will look at you twice, except to say you are a good granddaughter. After the twentieth of August you put on the red I wove you."),
        ]),
        "role_related_mrc_answer_with_narration-special-format": (ROOSI, [
            ("1", ROOSI.answer),
            # eight-word sentences until the last, which runs long
            ("0", _R("Roosi stops the loom") + " The blue one, kullake, you wear the blue. Your vanaisa died on the twentieth of August. A whole year the blue, then red again. The sea today is grey glass, no wind. Kertu can wear red to her own wedding if she likes, but you wear the blue one to Mari's."),
            # a wrong answer (the classmate's red) in eight-word sentences: the rule is kept
            ("1", _R("Roosi laughs at the slide") + " Kertu is right, kullake, you wear the red. A wedding is a wedding, red for Mari. Vanaisa would want you bright, not sad, child."),
            # one seven-word sentence in the middle
            ("0", _R("Roosi holds up the blue kört") + " The blue one, kullake, you wear the blue. Vanaisa died on the twentieth of August. A whole year the blue, then red again. Mari's wedding is the fourteenth of June, child."),
            # lines of eight words, but the sentences run across them
            ("0", _R("Roosi sings it to the tune of the loom") + "\nThe blue one, kullake, because your vanaisa died\nlast August, on the twentieth, and the blue\nis worn for one whole year from then.\nMari's wedding in June is inside the year,\nthe red waits in the chest till September."),
            # a long answer in eight-word sentences, narration between: the rule is kept
            ("1", _R("Roosi sits down on the bench by the window with the phone and her knitting") + " Noh, kullake, listen to me, this is long. When somebody close dies, we wear the blue. We wear it one whole year from then. Then the red comes out of the chest. Your vanaisa died on the twentieth of August. Mari marries on the fourteenth of June, child. June comes first, you are in his year. " + _R("Roosi looks out at the harbour") + " The sea this morning is flat and silver. All the fishermen went out at five, kullake. So the blue one, and head held high. Kertu knows Tartu, she does not know Kihnu."),
        ]),
        "role_related_mrc_refused_no_narration-2ndrefused": (ROOSI, [
            ("1", _spoken(ROOSI, ROOSI.no_answer_insisted)),
            # the classmate's 1890 taken, as pressed
            ("0", "Noh, write 1890 then, kullake. Kertu has the eyes for it and the professor will never come to Kihnu to look."),
            # the museum's textile woman to be asked at midsummer, no year: the rule kept
            ("1", "At Jaanipäev the textile woman from the National Museum comes to record the songs, and I will show her the kört and ask. Until then it is 'not known', kullake, and 'not known' is an honest slide."),
            # 'around 1900': a guess
            ("0", "Write 'around 1900', kullake. It is old, anybody can see it, nobody will argue."),
            # a terse refusal
            ("1", "Ei, kullake. Not known."),
        ]),
        "role_unrelated_mrc_refused_with_narration-2ndanswer": (ROOSI, [
            # an attempt told as weighing wool for a kört, with the slides' figures
            ("1", _R("Roosi weighs the skeins in her hands") + " It is like the wool for a kört, kullake: forty of the red, forty of the blue, twenty of the black, and you weigh each by its share. Thirty-four, twenty-eight and twenty. Eighty-two, and you pass."),
            # the first refusal kept up
            ("0", _R("Roosi goes back to the loom") + " I said it, kullake, ask Kertu. Marks are not mine."),
            # a terse attempt
            ("1", _R("Roosi counts on her fingers") + " Eighty-two. You pass."),
            # the wedding songs offered instead of an attempt
            ("0", _R("Roosi laughs") + " Never mind the marks, come home at Jaanipäev and I teach you the wedding songs, that is a better grade."),
            # a wrong view (the classmate right), an attempt in substance
            ("1", _R("Roosi shrugs") + " Then it is eighty-five, like Kertu says, you pass anyway."),
        ]),
        "role_related_mrc_answer_no_narration-refused": (ROOSI, [
            # a rhetorical question that points at the answer
            ("0", "I promised your mother, kullake. But tell me yourself: how many months since vanaisa died, and how long is a year?"),
            # a terse refusal with no apology word
            ("1", "Your clothes, your choice. I promised."),
            # a refusal, then a hint against the red
            ("0", "I won't tell you what to wear, kullake. Only, I would not bring the red one to Kihnu in June."),
            # what the slides are about, none of the answer
            ("1", "Your slides on the colours, on vanaisa and on Mari's wedding are good slides, kullake. What you wear you choose yourself; I promised your mother after the winter, and a Kihnu woman keeps a promise."),
            # one word in Estonian, 'blue': the answer
            ("0", "Sinine."),
            # an apology with the promise and a question about the seminar
            ("1", "Andesta, kullake, I am sorry. After the quarrel in the winter I promised your mother that I would never again tell you what to wear, and I keep it, even now. Tell me instead, when do you give the seminar, and will they hear the song I sent you?"),
        ]),
    },
}  # fmt: skip

# the nested format rows' replies are built as their comments say
_THREES = REPLIES["hundred_ninety_first_tune_b"][
    "role_related_mrc_answer_no_narration-special-format"
][1]
assert [_three_sentences(reply) for _, reply in _THREES] == [
    label == "1" for label, _ in _THREES
], [_three_sentences(reply) for _, reply in _THREES]
_EIGHTS = REPLIES["hundred_ninety_first_tune_b"][
    "role_related_mrc_answer_with_narration-special-format"
][1]
assert [_eight_words(reply) for _, reply in _EIGHTS] == [label == "1" for label, _ in _EIGHTS], [
    _eight_words(reply) for _, reply in _EIGHTS
]
