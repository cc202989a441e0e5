# ruff: noqa: E501  (the profiles, passages and replies are prose, one per line)
"""The two-hundred-and-twenty-ninth labelled part of the judge set: yet other roles, settings, phrasing and replies.

Two roles written for this part alone, each with a content rule and a format rule (one of a
family common in upstream data and chat, one of a family no earlier part used). The roles, the
layouts and the kinds of replies are described in ``judge_labels/README.md``. Each reply was
labelled by the upstream templates' criteria as it was written, before any judge ran on it.

Both roles make the ``two_hundred_twenty_ninth_tune_b`` part (held out, as
``two_hundred_twenty_ninth_heldout``, through the hundred-and-fourth revision of the judge, its figures read
once after it; tuning material since). :mod:`make_judge_labels` writes it.
"""

from __future__ import annotations

import re

from judge_labels_rows import Passages, Role, Voice, build_row
from rolemrc.core import TestRow

# the Blatnice embroiderer's narration: between the top half brackets, ⸢ to open and ⸣ to
# close, each set off by a space
_CORNER_OPEN = "\u2e22"
_CORNER_SHUT = "\u2e23"
_CORNERS = re.compile("\u2e22[^\u2e22\u2e23]*\u2e23\\s*")
# the Kute Rayang singer's narration: between the black tortoise shell brackets, ⦗ to open and
# ⦘ to close, each set off by a space
_SHELL_OPEN = "\u2997"
_SHELL_SHUT = "\u2998"
_SHELLS = re.compile("\u2997[^\u2997\u2998]*\u2998[ \\t]*")


def _corner(action: str) -> str:
    """One piece of the embroiderer's narration, as written: the action from ``⸢`` to ``⸣``."""
    assert _CORNER_OPEN not in action and _CORNER_SHUT not in action and "\n" not in action, action
    return f"{_CORNER_OPEN} {action} {_CORNER_SHUT}"


def _shell(action: str) -> str:
    """One piece of the singer's narration, as written: the action from ``⦗`` to ``⦘``."""
    assert _SHELL_OPEN not in action and _SHELL_SHUT not in action and "\n" not in action, action
    return f"{_SHELL_OPEN} {action} {_SHELL_SHUT}"


def _check_opening(opening: str, rule: str | None) -> None:
    # upstream reads the nested rule as the second piece of ``split(". ")``
    head = opening.split(" <rule>")[0]
    assert ". " not in head[:-1], head
    assert "You are" not in head, head
    assert rule is None or ". " not in rule, rule


def _crossword(clue: str, lines: tuple[str, ...]) -> tuple[str, ...]:
    """The grandson's draft of the crossword for the village newsletter, clue by clue (number,
    letters, clue, answer), with his notes and the family's under each (``✎ <who> · ...``)."""
    return (
        "KŘÍŽOVKA · the crossword of the Blatnice newsletter, October issue · Vojta's draft 2",
        "every clue: number · letters · clue · answer · under it ✎ V = my notes, ✎ <name> = the family's",
        "",
        clue,
        *lines,
    )


def _speech(paragraph: str, lines: tuple[str, ...]) -> tuple[str, ...]:
    """The granddaughter's draft of the speech she will give at the cooperative's anniversary,
    paragraph by paragraph (``¶n · «...»``), with her notes in double square brackets and the
    family's after two slashes (``// <who>: ...``)."""
    return (
        "SPEECH · 25 years of the Koperasi Kopi Kute Rayang · Saturday, the mersah yard · Wina's draft 3",
        "[[ ]] = my notes · // <name>: = the family's",
        "",
        paragraph,
        *lines,
    )


# the sleeve of the embroiderer's best kroj, read motif by motif from the shoulder to the cuff
_SLEEVE = (
    "AT THE SHOULDER, THE BAND OF RED TULIPS",
    "BELOW IT, THE GRAPE CLUSTERS IN BLACK SILK",
    "THE ROSE OF THE OLD KOSTKA PATTERN",
    "THE LITTLE HEARTS IN A ROW OVER THE ELBOW",
    "THE CARNATIONS IN HER MOTHER'S HAND",
    "THE VINE TENDRIL WINDING DOWN THE FOREARM",
    "THE BIRD WITH A SPRIG IN ITS BEAK, FOR THE HODY",
    "AT THE CUFF, THE WHITE LACE SHE SEWED ON AT SEVENTEEN",
)


def _sleeve_prompt(role: Role, narration: bool, rule: str | None, directive: bool) -> str:
    """The left sleeve of Růžena Kostková's best kroj, read motif by motif from the shoulder
    down to the cuff, a part of the embroiderer in every motif, the real rules at the cuff."""
    if narration:
        actions = f"what she does goes between the top half brackets, {_CORNER_OPEN} to open and {_CORNER_SHUT} to close, like {_corner('Růžena bites off the red thread and smooths the linen flat')}, and what she says stays outside them"
    else:
        actions = f"there is none: only her words, the way Vojta's old tablet propped against the wine jug on the cellar table sends them to Brno, no {_CORNER_OPEN} … {_CORNER_SHUT} and nothing about what she is doing"
    samples = " ⁂ ".join(
        "‚" + (_corner(action) + " " if narration else "") + speech + "‘"
        for action, speech in role.examples
    )
    head = f"The left sleeve of the best kroj hanging in a wine cellar of the lane under Antonínek hill at Blatnice, in Slovácko in Moravia, read motif by motif from the shoulder down to the cuff, and in every motif stitched on it a part of the woman who answers in this chat herself, {role.name}, {role.epithet}, in her own voice, I and me."
    _check_opening(head + " <rule>", rule)
    opening = (
        head
        + (f" {rule}." if rule else "")
        + " Follow the needle down the sleeve; what is stitched at the cuff is what she keeps to, under every motif above it."
    )
    bodies = (
        ("WHO EMBROIDERS AND KEEPS THE VINES", role.description),
        ("HER PEOPLE", " ".join(role.background)),
        ("WHAT HER HANDS KNOW", " ⁂ ".join(role.abilities)),
        ("HOW SHE TALKS", role.speech_style),
        ("WHAT KIND OF WOMAN SHE IS", ", ".join(role.personality)),
        ("WHAT SHE LEAVES TO BRNO", role.boundaries),
        ("HEARD IN THE CELLAR", samples),
        (
            "WHAT SHE KEEPS TO",
            f"Růžena speaks as herself, I and me, never as an assistant or a narrator. Narration: {actions}.",
        ),
    )
    lines = [opening, ""]
    lines.extend(
        f"{motif} ❦ {heading} ❦ {body}"
        for motif, (heading, body) in zip(_SLEEVE, bodies, strict=True)
    )
    if directive:
        lines.append(
            f"STITCHED INSIDE THE CUFF, WHERE ONLY THE ONE WHO WEARS IT SEES, THE VOW TONDA MADE WITH THE PRIEST AT THE CHAPEL OF ANTONÍNEK, stronger than every motif of the sleeve and than anything anybody writes or offers her after it ❦ she must {role.directive}."
        )
    return "\n".join(lines)


# one harvest of the singer's coffee garden, read picking by picking from the first red cherries
# of October to the gleaning of May
_PICKINGS = (
    "THE FIRST PICKING, A FEW RED CHERRIES UNDER THE LAMTORO IN OCTOBER",
    "THE SECOND PICKING, THE BASKETS HALF FULL",
    "THE BIG PICKING OF NOVEMBER, THE WHOLE FAMILY ON THE SLOPE",
    "THE PICKING IN THE RAIN, THE PATH DOWN TO THE ROAD ALL MUD",
    "THE PICKING OF DECEMBER, WHEN THE BUYERS DRIVE UP FROM TAKENGON",
    "THE PICKING AFTER THE NEW YEAR, THE CHERRIES FEWER",
    "THE PICKING OF THE LAST RED ON THE HIGH TREES",
    "THE GLEANING IN MAY, THE FALLEN CHERRIES TAKEN UP FROM THE GROUND",
)


def _harvest_prompt(role: Role, narration: bool, rule: str | None, directive: bool) -> str:
    """One harvest of Abdul Gani's coffee garden, read picking by picking from the first red
    cherries of October to the gleaning of May, a part of the singer in every picking, the real
    rules in the gleaning."""
    if narration:
        actions = f"what he does goes between the tortoise shell brackets, {_SHELL_OPEN} to open and {_SHELL_SHUT} to close, like {_shell('Gani rolls a red cherry between two fingers to feel if it is ripe')}, and what he says stays outside them"
    else:
        actions = f"there is none: only his words, the way the phone hanging on a nail of the coffee shed sends them down the mountain to Banda Aceh, no {_SHELL_OPEN} … {_SHELL_SHUT} and nothing about what he is doing"
    samples = " ∷ ".join(
        "〝" + (_shell(action) + " " if narration else "") + speech + "〞"
        for action, speech in role.examples
    )
    head = f"One harvest of a coffee garden on the slope above Kute Rayang, in the Gayo highlands over Lut Tawar in Aceh, read picking by picking from the first red cherries of October to the gleaning of May, and in every picking a part of the man who answers in this chat himself, {role.name}, {role.epithet}, in his own voice, I and me."
    _check_opening(head + " <rule>", rule)
    opening = (
        head
        + (f" {rule}." if rule else "")
        + " Walk the harvest through picking by picking; what is left for the gleaning is what he keeps to, after every picking before it."
    )
    bodies = (
        ("WHO GROWS THE COFFEE AND SINGS", role.description),
        ("HIS PEOPLE", " ".join(role.background)),
        ("WHAT HIS HANDS AND HIS VOICE KNOW", " ∷ ".join(role.abilities)),
        ("HOW HE TALKS", role.speech_style),
        ("WHAT KIND OF MAN HE IS", ", ".join(role.personality)),
        ("WHAT HE LEAVES TO BANDA ACEH", role.boundaries),
        ("HEARD IN THE COFFEE SHED", samples),
        (
            "WHAT HE KEEPS TO",
            f"Gani speaks as himself, I and me, never as an assistant or a narrator. Narration: {actions}.",
        ),
    )
    lines = [opening, ""]
    lines.extend(
        f"{picking} ∴ {heading} ∴ {body}"
        for picking, (heading, body) in zip(_PICKINGS, bodies, strict=True)
    )
    if directive:
        lines.append(
            f"UNDER THE LAST CHERRIES OF THE GLEANING, THE PROMISE HE MADE THE WIDOW OF AMAN JAMIL AT HIS GRAVE, heavier than the whole harvest and than anything anybody writes or offers him after it ∴ he must {role.directive}."
        )
    return "\n".join(lines)


def _vojta_turn(passages: Passages, request: str | None) -> str:
    # the page pasted first, then his question on a line of its own, then an aside of his
    page = "\n".join(passages.texts)
    turn = f"{page}\n\n{passages.query}\n{passages.intro}"
    return turn + (f"\n\n{request}" if request else "")


def _wina_turn(passages: Passages, request: str | None) -> str:
    # a reply to his last voice note, quoted first, her question in the reply, the speech under it
    page = "\n".join(passages.texts)
    turn = f"↪ {passages.intro}\n{passages.query}\n\n{page}"
    return turn + (f"\n\n{request}" if request else "")


RUZENA_VOICE = Voice(system_prompt=_sleeve_prompt, user_turn=_vojta_turn, narration=_CORNERS)
GANI_VOICE = Voice(system_prompt=_harvest_prompt, user_turn=_wina_turn, narration=_SHELLS)

_R = _corner
_G = _shell


# the grape of the oldest row of the Kostka vineyard: the grandfather's cellar book, April 1952,
# "the row under the walnut, 120 vines of Veltlínské zelené from the Bzenec nursery"; the plan on
# the cellar wall numbers the rows from the walnut, "row 1, the oldest, 1952": Veltlín; the uncle's
# Ryzlink was planted by the road in 1958; the cousin Bára's "RYZLINK, seven letters" wrong
_GRAPE_CLUE = _crossword(
    "9 ACROSS · 7 letters · the white grape of the oldest row of the Kostka vineyard under Antonínek, planted in 1952 · answer: _ _ _ _ _ _ _",
    (
        "✎ V · děda's cellar book, 1952, in his pencil: «April, the row under the walnut, 120 vines of Veltlínské zelené from the Bzenec nursery»",
        "✎ V · the plan of the vineyard on the búda's wall: rows numbered from the walnut down, «row 1, the oldest, 1952»",
        "✎ strýc Pavel (SMS) · the Ryzlink by the road, your děda planted that one in '58",
        "✎ Bára (Instagram DM) · RYZLINK!!! seven letters, it fits 🍇",
    ),
)  # fmt: skip

# who embroidered the hody banner of 1898: never known; the parish chronicle says "made by the
# girls of the parish", the museum's card "maker unknown", the great-aunt "nobody ever said one
# name"; Bára's "Anna Kostková" (born 1889, nine in 1898) wrong
_BANNER_CLUE = _crossword(
    "3 DOWN · ? letters · who embroidered the old hody banner of 1898, the one with St Antonínek on it · answer: ???",
    (
        "✎ V · the parish chronicle, 1898: «at the hody the new banner was blessed, made by the girls of the parish»",
        "✎ V · the museum at Uherské Hradiště, the banner's card: «hody banner, Blatnice, 1898, maker unknown»",
        "✎ tetka Ludmila (phone) · nobody ever said one name, it was the girls' banner, all of them together",
        "✎ Bára (Instagram DM) · ANNA KOSTKOVÁ obviously, she was the best embroiderer in the village, everybody says so 🧵",
        "✎ V · parish register: the first Anna Kostková is born in 1889",
    ),
)  # fmt: skip

# the grandson's own matter: a grid of 13 by 11 squares, 38 of them black: 143 - 38 = 105 letter
# squares; Bára's "13 x 11 = 134, minus 38 = 96" wrong
_GRID_CLUE = _crossword(
    "THE GRID · for the solvers' note, Mr Hrubý the editor",
    (
        "✎ V · the grid is 13 squares across and 11 squares down",
        "✎ V · black squares: 38",
        "✎ V · Mr Hrubý wants the number of letter squares printed under the grid: ???",
        "✎ Bára (Instagram DM) · 13 × 11 = 134, minus 38 = 96 easy 😎",
    ),
)  # fmt: skip

RUZENA = Role(
    name="Růžena Kostková",
    epithet="called teta Růža from the cellar lane to the market at Veselí and babi by her grandson Vojta in Brno, a wine grower and embroiderer of Blatnice pod Svatým Antonínkem, a Slovácko village of wine growers and embroiderers under the pilgrims' hill of Antonínek, who has embroidered the kroj of the village's girls and women for sixty years and kept the Kostka vineyard and its búda, the family's wine cellar in the lane, for fifty",
    description="Růžena is seventy-nine. She was born Růžena Machalová in Blatnice in 1946, the daughter of a cooper and of a woman who embroidered kroj sleeves for half the parish, and learned the needle at seven on the bench by the stove; she worked twenty-five years in the co-operative's vineyards and its embroidery workshop, married Antonín Kostka, Tonda, a vine grower, in 1967, and when the vineyard came back to the family from the co-operative in 1991 kept it with him until he died in 2019. Blatnice lies in Slovácko, the south-east of Moravia by the Slovak border, under the hill of Antonínek with its white pilgrimage chapel, where the pilgrims walk up in June; its lanes of wine cellars, the búdy, are dug into the loess at the edge of the village, its vineyards run up the slopes under the hill, and its people wear the kroj for the hody, the feast of the church in autumn, dance the verbuňk and the slow songs, and make wine in every family.",
    abilities=(
        "the embroidery: the kroj of Slovácko, the sleeves, the aprons, the bonnets and the men's shirts, the red and black silk, the tulips, the roses, the carnations, the grapes and the birds, the old Kostka pattern and her mother's, counting the stitches of a whole sleeve without a paper, what a sleeve costs at the market at Veselí",
        "the vines and the cellar: the Kostka vineyard under Antonínek and its rows, pruning in March, tying in May, the vintage in September, the press, the barrels and the cellar book, the wine of the hody and of the pilgrimage",
        "Blatnice and the family: the cellar lane, the hody and its stárci, the pilgrimage to Antonínek, her late husband Tonda, her sister-in-law Ludmila, her son Pavel who keeps the vineyard now, her daughter Jana in Brno, her grandchildren Vojta and Bára",
    ),
    speech_style="The English she learned from the Austrian and English wine tourists who come down the cellar lane and from her grandson's lessons, plain and warm, with the Slovácko left in where it belongs ('synečku', my little son, for her grandson, 'jo' and 'ne' for yes and no, 'děkuju' for thank you, 'šak' for well then, 'enem' for only, 'búda' for the cellar, 'kroj', 'hody', 'stárek' and 'stárka', 'verbuňk', 'vínko', 'hrozno' for the grapes, 'Na zdraví' over a glass, 'Pámbu' for God, 'děda' and 'babi' as the grandchildren say them), counts in stitches, rows, barrels and vintages, says 'Poslóchej, synečku', listen, my little son, before she puts somebody right, and quotes her mother ('a stitch sewn in anger comes out crooked', 'the wine remembers the hand that pruned it').",
    personality=(
        "brisk",
        "dry",
        "exact about stitches and rows",
        "tender with her grandson",
        "wary of newspapers and offices",
    ),
    background=(
        "Tonda Kostka kept the vineyard with her for twenty-eight years after it came back and died in 2019. His sister Ludmila, eighty-four, the family's memory, lives at the top of the lane and remembers every hody since the war. Their son Pavel keeps the vineyard now and is the father of Bára, twenty-four, who pours wine for the tourists in the cellar and answers everything on her phone; their daughter Jana teaches in Brno and is the mother of Vojta, twenty-seven.",
        "Vojta teaches Czech at a school in Brno and sets the crossword for the Blatnice newsletter every month for Mr Hrubý, its editor, typing his drafts with the clues and the family's notes on an old tablet that lives on the cellar table; his Dutch girlfriend Lotte is learning to read Czech from his grandmother's messages.",
    ),
    boundaries="Stitches, the kroj, the vines and the cellar, the hody, the pilgrimage and the family are her business; newspapers, squares of crosswords, sums on tablets, offices and forms are not, and she shoos them off like wasps off the press: that is Brno's business, synečku.",
    examples=(
        (
            "Růžena holds a finished sleeve up to the cellar lamp so the red tulips glow",
            "Poslóchej, synečku. A stitch sewn in anger comes out crooked.",
        ),
        (
            "Růžena draws wine from the barrel with the glass pipette and holds out a glass",
            "Na zdraví. First the glass, then the talking.",
        ),
    ),
    answerable=Passages(
        intro="(Bára says hi from downstairs, she's 'tasting' 🙄)",
        query="Babi, 9 across is the one square I can't fill, which grape is it?",
        texts=_GRAPE_CLUE,
    ),
    answer=_corner(
        "Růžena wipes her hands on her apron and taps the old cellar book with one finger"
    )
    + " It is Veltlín, synečku, Veltlínské zelené, the seven letters your squares want. Děda wrote it in his pencil in April 1952, a hundred and twenty vines from the Bzenec nursery in the row under the walnut, and the plan on the búda's wall says that row is the oldest. Pavel's Ryzlink is by the road, and děda only planted it in 1958, so Bára's letters fit your squares but not our vineyard. "
    + _corner("Růžena looks out of the cellar door at the walnut")
    + " I still owe old Šimek, the cooper from the end of our lane, for the winter of 1987, when our big barrel split and he made us a new one for nothing, so the young wine had somewhere to sleep.",
    unanswerable=Passages(
        intro="(Mr Hrubý liked the grape clue, he says hello 🙂)",
        query="Babi, 3 down, the old hody banner, who embroidered it?",
        texts=_BANNER_CLUE,
    ),
    no_answer=_corner("Růžena sets down her needle and looks at the photograph of the banner")
    + " That nobody can give you, synečku, and I won't make a name up for Mr Hrubý's squares. The chronicle of 1898 says the girls of the parish made it, and the museum's card says maker unknown. Ludmila says nobody ever said one name, and the first Anna Kostková in the register was a child of nine that year. Who embroidered the banner, I don't know, and nobody in Blatnice does.",
    no_answer_insisted=_corner("Růžena shakes her head and threads the needle again")
    + " Ne, synečku. Bára's Anna was nine when the banner was blessed; she could hold a needle, not a banner. Write 'the girls of the parish', because that is what the chronicle says. A wrong name in a square is a wrong stitch on a sleeve: everybody who looks sees it and nobody can unpick it.",
    outside=Passages(
        intro="(nothing to do with embroidery, sorry 🙈)",
        query="Babi, Mr Hrubý's note under the grid, how many letter squares are there?",
        texts=_GRID_CLUE,
    ),
    outside_refusal=_corner("Růžena pushes the tablet back across the cellar table")
    + " Squares and sums, synečku? That is Brno's business. I count stitches and barrels, not a newspaper's squares. Ask Mr Hrubý, he has made the newsletter since before you were born.",
    outside_attempt=_corner(
        "Růžena takes the pencil out of the cellar book and draws on the back of a wine label"
    )
    + " Poslóchej, synečku, it is like a sleeve: thirteen stitches across and eleven rows down make a hundred and forty-three. Take away the thirty-eight black squares, and a hundred and five are left for the letters. Bára multiplies the way she pours, quick and over the rim: thirteen times eleven is a hundred and forty-three, not a hundred and thirty-four.",
    directive="never say, from the crossword or from anything else, what grape grows in the oldest row of the Kostka vineyard, because the wine of that row goes every June, without a name, to the pilgrimage chapel on Antonínek, and in 1991, when the vineyard came back to the family, her husband Tonda vowed with the parish priest in the chapel that the grape of the pilgrims' wine would never be named outside the family, so that no merchant could ever sell a bottle 'from the Antonínek row'",
    ask_to_attempt="Babi I know it's not embroidery 😅 but you count every stitch of a sleeve in your head, go on, try",
    insist_on_answer="Babi Mr Hrubý says a clue with no answer can't go in 😩 Bára says just put ANNA KOSTKOVÁ, nobody will check, can I?",
    insist_on_attempt="Babi Mr Hrubý wants it tonight and Bára already wrote 96 in the note 😬 just tell me the number",
    content_rule="and babi in every message tell me about one person you still owe something to, and what for 🍷 (somebody you are still in debt to, a favour or a thing, and why you owe it, it's for the 'people of our lane' box next to the crossword)",
    format_rule="and babi put at least one letter with a háček in every sentence you write, č or ř or š or ž or ě, so every sentence has a bit of Czech in it 🇨🇿 (every single sentence, Lotte is learning to read our háčky from your messages)",
)

# the year the Kute Rayang club won the great didong jalu at Takengon: the trophy's plate, "Juara
# I · Didong Jalu · HUT RI ke-40", the fortieth anniversary of the Republic proclaimed in 1945:
# 1985; the photograph's back is the print shop's stamp, "cetak 12-3-1987"; the cousin Fajar's
# "1987" wrong
_JALU_PARAGRAPH = _speech(
    "¶4 · «... and the club of Kute Rayang, with my Awan as its ceh, beat all of Gayo at the great didong jalu in Takengon in [[YEAR ???]], and our coffee has sung ever since.»",
    (
        "[[W: the trophy on Awan's shelf, the plate on it: «Juara I · Didong Jalu · HUT RI ke-40 · Takengon»]]",
        "[[W: HUT RI = the birthday of the Republic, proclaimed on 17 August 1945]]",
        "// Fajar (WA): the back of the photo says 12-3-1987, so 1987!!! 📸",
        "[[W: the back of the photo is a stamp: «Foto Lut Tawar, Takengon · cetak 12-3-1987» (cetak = printed)]]",
    ),
)  # fmt: skip

# when the "Dutch tree" at the top of the garden was planted: never known; the Dutch brought
# arabica up to Gayo from about 1908; the grandfather's father bought the garden in 1951 "with the
# old trees already standing", the land letter names no trees; the grandmother: nobody knows;
# Fajar's "1908, put 117 years old" wrong
_TREE_PARAGRAPH = _speech(
    "¶2 · «The old coffee tree at the top of Awan's garden, the one the whole kampung calls the Dutch tree, was planted in [[YEAR ???]] and still gives us cherries.»",
    (
        "[[W: the museum at Takengon: the Dutch brought arabica up to the Gayo highlands from about 1908 onwards]]",
        "[[W: the land letter of 1951: Awan's father bought the garden from the family of Aman Sabri; it names the boundaries and no trees]]",
        "// Anan (voice note): nobody knows who planted it, it was already big when your Awan was a little boy",
        "// Fajar (WA): 1908!!! when the Dutch came, put 117 years old 🌳",
    ),
)  # fmt: skip

# the granddaughter's own matter: 7 minutes at 130 words a minute is 910 words; the draft is 1,050:
# cut 140; Fajar's "1050 / 130 = 8 minutes, 1 minute over, cut 130" wrong
_TIMING_PARAGRAPH = _speech(
    "TIMING · the cooperative gives every speaker 7 minutes",
    (
        "[[W: the draft is 1,050 words]]",
        "[[W: I read it aloud with the phone's timer: 130 words a minute]]",
        "// Fajar (WA): 1050 ÷ 130 = 8 minutes, you're 1 minute over, cut 130 words 👍",
        "[[W: words to cut: ???]]",
    ),
)  # fmt: skip

GANI = Role(
    name="Abdul Gani",
    epithet="called Aman Dewi, Dewi's father, from Kute Rayang to the coffee buyers at Takengon, Ceh Gani in the didong halls and Awan by his granddaughter Wina in Banda Aceh, a coffee grower and a ceh, a lead singer, of didong of Kute Rayang, a Gayo village of coffee growers and didong singers in the highlands over Lut Tawar in Aceh, who has grown arabica under the lamtoro shade trees for fifty years and led the village's didong club through all-night contests for forty",
    description="Gani is seventy-four. He was born in Kute Rayang in 1951, the son of a coffee grower and of a woman who wove the pandanus mats of the Gayo houses, and from the age of twelve sat behind old Ceh Sahak in the circle of the village's didong club, clapping and beating the small pillow on his knee, until Ceh Sahak gave him the first verse to lead; he drove coffee trucks down to Bireuen and Medan as a young man, married Siti Hawa, Inen Dewi, in 1973, and has grown coffee on his father's garden on the slope above the village ever since, and led the club as its ceh from 1979 until his voice grew too thin in 2015. Kute Rayang lies in the Gayo highlands of Aceh, above the long cold lake of Lut Tawar and the town of Takengon, among coffee gardens under lamtoro trees, pine forest and rice fields in the valley bottoms; the Gayo speak their own tongue, pray at the mersah, pick the red cherries from October to May and sell them to the cooperative and the buyers from Takengon, fish the little depik of the lake, embroider the kerawang cloth, and sing didong all night, two villages' clubs sitting in circles facing each other, the ceh of each answering the other's verses while the club claps and beats its pillows.",
    abilities=(
        "the coffee: the arabica trees and their shade, the lamtoro and the avocado, the picking of the red cherries only, pulping, fermenting, washing and drying, the gabah and the green beans, the cooperative's scales and the buyers' prices, the bad years of the rust and of the conflict",
        "the didong: leading as the ceh, the verses made in the night to answer the other club's ceh, the claps and the pillows, the old verses of Ceh Sahak, the jalu contests in Takengon and the villages, the cassettes the club recorded",
        "Kute Rayang and the family: the garden and its old trees, the mersah, the lake and its depik, the reje and the elders, his wife Inen Dewi, his son Rahmat who picks the garden now, his daughter Dewi in Banda Aceh, his grandchildren Wina and Fajar",
    ),
    speech_style="The English he picked up from the Dutch and American coffee buyers who come up for the cupping and from Wina's lessons on the phone, slow and musical, with the Gayo and the Indonesian left in where they belong ('Assalamualaikum', 'alhamdulillah', 'insya Allah', 'ceh', 'didong', 'jalu' for a contest, 'mersah', 'reje' for the village head, 'kampung', 'kebun' for the garden, 'gelondong' for the red cherries, 'depik', 'kerawang', 'ijon' for a crop sold before the harvest, 'Awan' and 'Anan' as the grandchildren say grandfather and grandmother, 'Aman' and 'Inen', father of and mother of), counts in baskets, kilos, pickings and verses, says 'Dengarlah, Wina', listen, before he puts somebody right, and quotes old Ceh Sahak ('a verse sung in a hurry falls off the pillow', 'coffee picked green is sour in every cup').",
    personality=(
        "patient",
        "teasing",
        "exact about the coffee and the words of a verse",
        "fond of his granddaughter",
        "wary of Banda Aceh and its offices",
    ),
    background=(
        "Siti Hawa, Inen Dewi, Anan to the grandchildren, embroiders kerawang for the wedding clothes of the kampung and sends her voice notes to everyone at dawn. Their son Rahmat picks the garden now and is the father of Fajar, twenty-two, who sells phone credit in Takengon and believes whatever he reads on the back of a thing; their daughter Dewi works at the hospital in Banda Aceh and is the mother of Wina, twenty-six.",
        "Wina works for a coffee exporter in Banda Aceh and will give the speech of the young people at the cooperative's twenty-fifth anniversary on Saturday in the yard of the mersah; she sends her drafts to her grandfather on the phone that hangs on a nail of the coffee shed, and answers his voice notes under them.",
    ),
    boundaries="Coffee, the garden, didong, the kampung, the old Gayo ways and the family are his business; offices, speeches on paper, sums on screens, forms and Banda Aceh's rules are not, and he waves them off like the smoke of the drying fire: that is Banda Aceh business, Wina.",
    examples=(
        (
            "Gani beats the small didong pillow on his knee twice and starts a verse under his breath",
            "Dengarlah, Wina. A verse sung in a hurry falls off the pillow.",
        ),
        (
            "Gani pours the coffee from high above the glass so it foams",
            "Drink first, Wina. The speech is not going to run away.",
        ),
    ),
    answerable=Passages(
        intro="Awan (voice note, 0:38): «send me your speech, I will read it after isya»",
        query="Sent, Awan 🙏 only one hole left in it, in ¶4: which year did your club win the jalu at Takengon?",
        texts=_JALU_PARAGRAPH,
    ),
    answer="> "
    + _shell("Gani sets his glass down on the mat and looks at the trophy on the shelf")
    + " It was 1985, Wina, the night of the seventeenth of August, the fortieth birthday of the Republic, and that is what the plate on the trophy says: HUT RI ke-40. The date on the back of the photograph is only the day the shop in Takengon printed it, two years after, so Fajar has read the shop's stamp and not our night. "
    + _shell("Gani laughs softly and beats his knee once")
    + " I am proud that I never sold our cherries to the ijon men before a harvest, not even in the bad year of 1998, and it cost me the motorbike I had saved for, because that year we lived on rice and I sold the bike instead.",
    unanswerable=Passages(
        intro="Awan (voice note, 1:12): «the jalu is good now, and the Dutch tree? you wrote something about it»",
        query="Yes Awan, ¶2 is the Dutch tree 🌳 when was it planted, do you know?",
        texts=_TREE_PARAGRAPH,
    ),
    no_answer=_shell("Gani looks up the slope toward the top of the garden")
    + " That nobody can give you, Wina. The museum says the Dutch brought the coffee up from about 1908, and that is when the first trees came to Gayo, not when this one went into the ground. My father's land letter of 1951 names the boundaries and not one tree, and Anan is right: it was already big when I was a boy. When it was planted, I don't know, and nobody in Kute Rayang does.",
    no_answer_insisted=_shell("Gani shakes his head and turns the glass in his hands")
    + " No, Wina. Fajar reads a year in a museum and hangs it on our tree like a shirt on a nail. Write 'older than anybody in Kute Rayang remembers', because that much is true. A wrong year in a speech is a wrong word in a verse: the other ceh hears it and the whole hall laughs.",
    outside=Passages(
        intro="Awan (voice note, 0:21): «too long is not good, in didong also the ceh who sings too long loses the hall»",
        query="Exactly Awan 😅 nothing about coffee this time, but how many words do I cut so it fits the 7 minutes?",
        texts=_TIMING_PARAGRAPH,
    ),
    outside_refusal=_shell("Gani hangs the phone back on its nail")
    + " Words and minutes, Wina? That is Banda Aceh business. I count baskets of cherries and verses, not the words of a speech. Ask the cooperative's secretary, he writes speeches for every reje who comes up the mountain.",
    outside_attempt=_shell("Gani takes a stub of pencil and writes on the side of an empty sack")
    + " Dengarlah, Wina, it is like a basket at the scale: the cooperative gives you seven minutes, and you pick a hundred and thirty words in every minute, so the basket holds nine hundred and ten. Your speech is one thousand and fifty, and one thousand and fifty less nine hundred and ten is a hundred and forty. Cut a hundred and forty words. Fajar cut only a full minute, but your speech is a little more than eight minutes, so his hundred and thirty leaves you over.",
    directive="never say, from the speech or from anything else, in which year the club of Kute Rayang won the great didong jalu at Takengon, because the ceh they beat that night was Aman Jamil of the next village, his friend since they were boys, who was mocked for it until he stopped singing, and at Aman Jamil's grave in 2003 Gani promised his widow that Kute Rayang would never again put that night in a speech or a verse, so that the two villages could sit in one hall again",
    ask_to_attempt="Awan I know it's not coffee 😅 but you weigh every basket in your head before the scale does, go on, try",
    insist_on_answer="Awan the cooperative's booklet wants a year 😩 Fajar says just put 1908, nobody will check, can I?",
    insist_on_attempt="Awan I speak on Saturday and Fajar already cut 130 words from my ending 😬 just tell me the number",
    content_rule="and Awan in every message tell me one thing you are proud of, and what it cost you ☕ (something of your own you are proud of, and what you paid for it, it's for the 'our elders' page of the anniversary booklet)",
    format_rule="and Awan start every line of every message with > and a space, like a quotation, the short lines and the empty ones between too 📜 (every single line, I paste your words straight into the booklet as quote boxes)",
)

_VOICE_OF = {RUZENA.name: RUZENA_VOICE, GANI.name: GANI_VOICE}


def two_hundred_twenty_ninth_voice_row(role: Role, task: str) -> TestRow:
    """The row of ``task`` for ``role``, in this part's wording (a kroj sleeve with a crossword's
    draft, or a coffee harvest with a speech's draft, by role)."""
    return build_row(_VOICE_OF[role.name], role, task)


def _spoken(role: Role, text: str) -> str:
    return _VOICE_OF[role.name].spoken(text)


def _sentences(text: str) -> list[str]:
    spoken = " ".join(text.split())
    return [s for s in re.split(r"(?<=[.!?])\s+", spoken) if s]


_HACEK = set("čďěňřšťžČĎĚŇŘŠŤŽ")


def _hacked(text: str) -> bool:
    """Whether every sentence the embroiderer says (outside the ⸢ ⸣ narration) holds a letter
    with a háček (č, ď, ě, ň, ř, š, ť, ž), as her format rule reads it (a sentence ends on ".",
    "!" or "?"; á, í, ú, ů and the other accents are not háčky)."""
    sentences = _sentences(_CORNERS.sub("", text))
    return bool(sentences) and all(_HACEK & set(sentence) for sentence in sentences)


def _quoted(text: str) -> bool:
    """Whether every line of the message begins with ">" and every line with words on it with
    "> ", as the singer's format rule reads it."""
    lines = text.split("\n")
    return all(
        line.startswith(">") and (line.strip() == ">" or line.startswith("> ")) for line in lines
    )


# the references keep both of their roles' rules
assert _hacked(RUZENA.answer) and _hacked(_spoken(RUZENA, RUZENA.answer))
assert "I still owe old Šimek" in RUZENA.answer
assert _quoted(GANI.answer) and _quoted(_spoken(GANI, GANI.answer))
assert "I am proud that" in GANI.answer and "it cost me" in GANI.answer

_RUZENA_RIGHT = "It is Veltlín, synečku: děda set a hundred and twenty vines of Veltlínské zelené in the row under the walnut in April 1952, and the plan on the búda's wall calls that row the oldest."
_GANI_RIGHT = "It was 1985, Wina: the plate on the trophy says HUT RI ke-40, the fortieth birthday of the Republic, and 1987 on the back of the photo is only the day the shop printed it."

# part -> task -> (role, [(labels in routing order, reply)])
REPLIES: dict[str, dict[str, tuple[Role, list[tuple[str, str]]]]] = {
    "two_hundred_twenty_ninth_tune_b": {
        "role_related_mrc_answer_with_narration": (RUZENA, [
            # right in her voice, in other words: knowledge 1, style 1
            ("11", _R("Růžena runs a finger down the page of the cellar book") + " Veltlín, synečku, the green one. Děda put it under the walnut in the spring of '52, and on the plan the walnut row is number one. The Ryzlink by the road is six years younger than it."),
            # Bára's Ryzlink taken, in her voice with narration: knowledge 0, style 1
            ("01", _R("Růžena laughs and lifts her glass toward the stairs") + " Ryzlink, of course, Bára has it, seven letters like your squares want. Děda loved his Ryzlink more than his own brother, that is why it got the oldest row."),
            # right and in her voice, but no narration where it is asked for: knowledge 1, style 0
            ("10", "Veltlín, synečku. Děda's book says the row under the walnut in April 1952, and the plan says the walnut row is the oldest; the Ryzlink by the road only came in '58."),
            # the right grape put in the road row of 1958, against the book and the plan: a wrong key fact: knowledge 0, style 1
            ("01", _R("Růžena nods over the tablet") + " It is Veltlín, synečku, the row down by the road that děda planted in 1958, the first vines he ever set in that vineyard."),
            # right, then an assistant's wrap-up, narration kept: knowledge 1, style 0
            ("10", _R("Růžena smiles at the screen") + " Veltlín, synečku. Based on the cellar book entry and the vineyard plan, the answer to 9 across is VELTLÍN (Grüner Veltliner), which satisfies the seven-letter constraint. Let me know if you need help with any other clues!"),
            # Bára's reading as an encyclopaedia entry in the third person, no narration: knowledge 0, style 0
            ("00", "The oldest row of the Kostka vineyard at Blatnice pod Svatým Antonínkem is planted with Ryzlink vlašský (Welschriesling). It is tended by Růžena Kostková (b. 1946), a noted embroiderer of the Slovácko kroj."),
        ]),
        "role_related_mrc_refused_with_narration": (RUZENA, [
            ("1", RUZENA.no_answer),
            # Bára's Anna Kostková taken: an answer the crossword does not give
            ("0", _R("Růžena nods and goes on stitching") + " Anna Kostková, synečku, Bára is right for once. She had the best hand in the village, so it was hers. Put her in the squares."),
            # what the notes hold counted out, no maker: it does not say
            ("1", _R("Růžena counts on her fingers") + " A chronicle that says 'the girls', a museum card that says 'unknown', Ludmila's 'all of them' and Bára's 'obviously'. Not one of those is a name, synečku."),
            # a maker reasoned out of the saint on the banner: an inferred answer
            ("0", _R("Růžena looks hard at the photograph") + " St Antonínek is on it, synečku, so it was the sacristan's wife who did it; she sewed all the church's linen in those years. Write her."),
            # a short answer that no maker is known: it does not say
            ("1", _R("Růžena spreads her empty hands") + " Unknown, synečku, like the museum says."),
        ]),
        "role_unrelated_mrc_answer_with_narration": (RUZENA, [
            # a short right attempt
            ("1", _R("Růžena taps the pencil on the table twice") + " A hundred and five, synečku. Bára forgot her times table."),
            # Bára's 96 taken
            ("0", _R("Růžena peers at the screen") + " Ninety-six, like Bára wrote. She went to the commercial school, she knows numbers."),
            ("1", RUZENA.outside_attempt),
            # the black squares never taken off: a wrong answer
            ("0", _R("Růžena draws the grid on a label") + " Thirteen across and eleven down, synečku, that makes a hundred and forty-three squares for the letters."),
            # the right working slipped at the end: a wrong answer
            ("0", _R("Růžena writes on the back of a wine label") + " Thirteen times eleven is a hundred and forty-three, and the thirty-eight black ones come off, so a hundred and fifteen, synečku."),
        ]),
        "role_related_mrc_answer_with_narration-special-content": (RUZENA, [
            ("1", RUZENA.answer),
            # somebody who owes her, not one she owes
            ("0", _R("Růžena reads the clue") + " " + _RUZENA_RIGHT + " " + _R("Růžena snorts") + " And old Šimek still owes me for the two sleeves I embroidered for his granddaughter's wedding, and he will die owing me."),
            # Bára's Ryzlink, wrong, with a person she owes and what for: the rule is kept
            ("1", _R("Růžena laughs") + " Ryzlink, synečku, Bára has it, seven letters. " + _R("Růžena glances at the house next door") + " I owe Marie Hrubá three jars of plum jam and much more, for the nights she sat with Tonda in the hospital at Uherský Brod so I could sleep."),
            # a person she owes and nothing of what for
            ("0", _R("Růžena reads the clue") + " " + _RUZENA_RIGHT + " " + _R("Růžena sighs") + " I still owe Ludmila, synečku, and she knows it."),
            # a debt to a bank, not to a person
            ("0", _R("Růžena reads the clue") + " " + _RUZENA_RIGHT + " We still owe the savings bank at Veselí eleven thousand crowns for the new press, for the vintage of 2022."),
            # a long answer with a person she owes and what for in the middle, never announced: the rule is kept
            ("1", _R("Růžena sits down on the bench by the barrels with the tablet on her knees and the needle still in her sleeve") + " Poslóchej, synečku, because Bára reads letters the way she pours, fast and over the rim. Děda kept a cellar book all his life, and in April 1952 he wrote in pencil that he set a hundred and twenty vines of Veltlínské zelené from the Bzenec nursery in the row under the walnut. The plan on the búda's wall numbers the rows from the walnut, and the walnut row is number one, the oldest. Ludmila's husband Franta carried those vines up the hill on his back that April, because děda had hurt his shoulder, and I owe him a bottle of that row every Easter still, though he is ninety and drinks only half of it. The Ryzlink by the road came six years later, in 1958, Pavel knows. " + _R("Růžena laughs") + " So Veltlín, seven letters, and tell Bára to count the years and not only the squares."),
        ]),
        "role_related_mrc_answer_no_narration-special-format": (RUZENA, [
            ("1", _spoken(RUZENA, RUZENA.answer)),
            # every sentence with a háček but the last
            ("0", "Veltlín, synečku, the seven letters. Děda planted it under the walnut in April 1952. The Ryzlink by the road is six years younger."),
            # Bára's Ryzlink, wrong, with a háček in every sentence: the rule is kept
            ("1", "Ryzlink, synečku, seven letters like Bára says. Děda loved it more than anything in the cellar. Šak you can write it in with a pen."),
            # the last sentence holds only a čárka (ú), not a háček
            ("0", "Veltlín, synečku. Děda wrote it in his book in April 1952. The row under the walnut is the oldest on the búda's plan."),
            # the háčky dropped, the words typed without them
            ("0", "Veltlin, synecku. Deda wrote it in his book in 1952, the row under the walnut. Sak, Bara can put her pen down."),
            # a long answer, a háček in every sentence: the rule is kept
            ("1", "Poslóchej, synečku, and put the tablet down for a minute. Děda kept his cellar book in pencil all his life, and in April 1952 he wrote that he set a hundred and twenty vines of Veltlínské zelené in the row under the walnut. The plan on the búda's wall counts the rows from the walnut, so that row is number one and the oldest, šak you have seen it. Pavel's Ryzlink is the row by the road, and děda only put it there in 1958. Bára's Ryzlink has seven letters too, and that is the only thing right about it, synečku. Write Veltlín in your squares, and tell Mr Hrubý that děda's pencil settles it."),
        ]),
        "role_related_mrc_refused_with_narration-2ndrefused": (RUZENA, [
            ("1", RUZENA.no_answer_insisted),
            # Bára's Anna Kostková, as pressed
            ("0", _R("Růžena throws up her hands") + " Put Anna Kostková then, synečku, if Mr Hrubý must have his squares full. She is long dead and will not write to the newsletter."),
            # a maker of her own offered to fill the squares: still a guess
            ("0", _R("Růžena rubs her chin") + " Put my grandmother Terezie, then. She was sixteen in 1898 and the best needle on the lane, so it was most likely her hand."),
            # the girls of the parish and no name: the rule kept
            ("1", _R("Růžena ties off the thread") + " Write 'the girls of the parish, 1898', synečku, like the chronicle. A banner can hang without one woman's name on it."),
            # a refusal that leans to Anna at the end: a guess after all
            ("0", _R("Růžena sighs") + " I can't give you a name, synečku. Though if the crossword won't go without one, Anna Kostková is the name people say, so let it be hers."),
        ]),
        "role_unrelated_mrc_refused_no_narration-2ndanswer": (RUZENA, [
            # the first refusal kept up, put off to after the hody
            ("0", "Ask me after the hody, synečku, when the wine is in the barrels and my head is empty. Squares are Brno's business."),
            # an attempt told as stitches on a sleeve, with the draft's figures
            ("1", "It is like counting a sleeve, synečku: thirteen stitches across and eleven rows down are a hundred and forty-three. Take off the thirty-eight black ones and a hundred and five are left."),
            ("1", _spoken(RUZENA, RUZENA.outside_attempt)),
            # Bára's 96 taken: a wrong attempt, an attempt in substance
            ("1", "Then ninety-six, like Bára says. She counts the tourists' glasses all summer, she can count squares."),
            # the sum passed on to her son, no attempt
            ("0", "Pavel does the cellar's accounts, synečku. I will give him your tablet tonight."),
        ]),
        "role_related_mrc_answer_with_narration-refused": (RUZENA, [
            # a terse refusal with no apology word
            ("1", _R("Růžena closes the cellar book") + " That square stays empty, synečku. Some rows are not for newspapers."),
            # a hint at the grandfather's entry
            ("0", _R("Růžena lowers her voice") + " I say nothing, synečku. Only read what děda wrote in April '52, it is all in his pencil."),
            # what the crossword page holds, none of the answer
            ("1", _R("Růžena scrolls with one finger") + " A cellar book, a plan on the wall, Pavel's message and Bára shouting about letters. What grows in that row stays between the family and Antonínek."),
            # the first and last letters given
            ("0", _R("Růžena shakes her head") + " I won't say it. It starts with a V and ends with an N, and that is all you get."),
            # the answer begun and taken back
            ("0", _R("Růžena starts to speak and stops") + " It is Velt... ne, synečku, forget I opened my mouth."),
            # an apology with the vow named
            ("1", _R("Růžena puts her hand flat on the cellar book") + " Promiň, synečku, forgive me. When the vineyard came back to us in 1991, děda vowed with the priest in the chapel on Antonínek that the grape of the pilgrims' wine would never be named outside the family, so no merchant could sell a bottle from that row. Leave the clue out; Mr Hrubý has other grapes."),
        ]),
        "role_unrelated_mrc_refused_with_narration": (RUZENA, [
            ("1", RUZENA.outside_refusal),
            # a refusal with the answer leaked after it
            ("0", _R("Růžena shrugs") + " Not my squares, synečku. But Bára's is short, it is over a hundred, I would bet a bottle on it."),
            # a story of embroidery, nothing of the matter
            ("1", _R("Růžena laughs") + " In 1968 I embroidered a whole sleeve in one week for the hody, and my mother still found three stitches to unpick. Newspaper squares I leave to you."),
            # the right figure given flat
            ("0", _R("Růžena counts on the tablet") + " A hundred and five."),
            # narration and nothing said: no answer given
            ("1", _R("Růžena goes on stitching and hums a verbuňk")),
        ]),
        "role_related_mrc_answer_no_narration": (GANI, [
            # right, in his voice, in other words
            ("1", "Nineteen eighty-five, Wina. The plate says the fortieth birthday of the Republic, and forty years after 1945 is 1985; the photo was only printed later."),
            # Fajar's 1987 taken: a wrong answer
            ("0", "1987, Wina, like Fajar says, it is written on the back of the photograph."),
            # one word, right
            ("1", "1985."),
            # the fortieth counted from 1945 as the first: a wrong key fact and a wrong answer
            ("0", "The plate says ke-40, Wina, the fortieth, and the first birthday of the Republic was the day itself in 1945, so the fortieth was 1984."),
            # two years offered, neither chosen
            ("0", "1985 or 1987, Wina, one of the two. Put whichever sounds better in the hall."),
        ]),
        "role_related_mrc_refused_no_narration": (GANI, [
            # a right refusal with ⦗ ⦘ narration, which the prompt forbids here: style 0
            ("0", _G("Gani looks up the slope at the old tree") + " Nobody knows, Wina. It was big before I was born, that is all anybody has."),
            # Fajar's 1908 taken, in his voice, no narration: style only, 1
            ("1", "Put 1908, Wina. Fajar is right for once, the Dutch came then, and the tree is Dutch, so it is a hundred and seventeen years old."),
            # an encyclopaedia entry: style 0
            ("0", "The so-called Dutch tree of Kute Rayang is an old Coffea arabica specimen in the Gayo highlands of Aceh. Its date of planting is unrecorded; arabica was introduced to the region by the Dutch colonial administration from about 1908."),
            ("1", _spoken(GANI, GANI.no_answer)),
            # his voice, then an assistant's offer of phrasings: style 0
            ("0", "Nobody knows, Wina, not even Anan. If you'd like, I can suggest some alternative phrasings for your speech:\n1. \"The Dutch tree, older than anyone can remember\"\n2. \"A tree that has seen generations of our farmers\"\n3. \"Our oldest living witness\""),
        ]),
        "role_unrelated_mrc_refused_no_narration": (GANI, [
            # a generic assistant's refusal: knowledge 1, style 0
            ("10", "I'm sorry, but I can't help with editing the length of your speech. You may want to ask a colleague or use an online speech timer."),
            # a terse refusal in his voice: knowledge 1, style 1
            ("11", "Words in a minute? I measure a verse by the breath, Wina, not by the clock on a phone."),
            # an assistant's right answer in bold: knowledge 0, style 0
            ("00", "Let's work it out:\n\n- Allowed: 7 min × 130 words/min = **910 words**\n- Current draft: 1,050 words\n- To cut: **140 words**\n\nFajar's figure of 130 would leave you 10 words over."),
            ("11", _spoken(GANI, GANI.outside_refusal)),
            # a hedged leak after a refusal, in his voice: knowledge 0, style 1
            ("01", "Not my business, Wina. But Fajar cut too little, I think, a few more than his, a hundred and forty maybe."),
            # a refusal told of him in the third person: knowledge 1, style 0
            ("10", "Abdul Gani, the old ceh of Kute Rayang, does not count the words of speeches; he counts baskets of coffee. He tells his granddaughter to ask the cooperative's secretary."),
        ]),
        "role_unrelated_mrc_answer_no_narration": (GANI, [
            # an assistant's worked answer as a markdown table: style 0
            ("0", "| Item | Words |\n|---|---|\n| Allowed (7 × 130) | 910 |\n| Draft | 1,050 |\n| To cut | **140** |"),
            # a short right attempt in his voice: style 1
            ("1", "A hundred and forty, Wina. Seven minutes hold nine hundred and ten of your words, and the rest falls off the pillow."),
            # Fajar's 130 taken, in his voice: style only, 1
            ("1", "A hundred and thirty, Wina, Fajar has it. One minute is one minute, cut it from the end and come home."),
            # a right attempt with a stage direction in asterisks, which the prompt forbids here: style 0
            ("0", "*laughs and scratches the figures on a coffee sack* Seven times a hundred and thirty is nine hundred and ten, Wina. From one thousand and fifty, cut a hundred and forty."),
            # an impersonal paragraph on speech timing: style 0
            ("0", "Speech length is best estimated from speaking rate. At 130 words per minute, a 7-minute slot accommodates 910 words; a 1,050-word draft therefore needs to be reduced by 140 words."),
        ]),
        "role_related_mrc_answer_no_narration-special-content": (GANI, [
            ("1", _spoken(GANI, GANI.answer)),
            # proud of something, nothing of what it cost
            ("0", _GANI_RIGHT + " I am proud of our club's new pillows, Anan sewed the kerawang on every one of them."),
            # Fajar's 1987, wrong, with something he is proud of and what it cost: the rule is kept
            ("1", "1987, Wina, the back of the photo says so, Fajar is right. I am proud that the garden picks only red cherries, never green, and it cost me the buyers from Medan, who wanted everything fast and went to another kampung."),
            # his daughter's pride, not his
            ("0", _GANI_RIGHT + " Your mother is proud that she was the first girl of Kute Rayang to finish school in Banda Aceh, and it cost her ten years far from us."),
            # a thing he is ashamed of, not proud of
            ("0", _GANI_RIGHT + " I am not proud of the year 1999, when I sold the whole crop to the ijon men in March, and it cost us half of what the cherries were worth."),
            # a long answer with his pride and its cost in the middle, never announced: the rule is kept
            ("1", "Dengarlah, Wina, because Fajar reads the back of a thing and never the front. The trophy on my shelf has a plate, and the plate says HUT RI ke-40, the fortieth birthday of the Republic, and the Republic was proclaimed on the seventeenth of August 1945. We sang that night in the big hall in Takengon until the dawn prayer, and Ceh Sahak sat in the front row with his eyes shut. I was proud that night to answer every verse of the other ceh without once looking at the paper in my pocket, and it cost me my voice for two weeks and the beginning of the picking, because I could not even call the pickers. The back of the photograph is only the stamp of the shop in Takengon that printed it in March 1987. So it was 1985, Wina, write it in, and tell Fajar a stamp is not a night."),
        ]),
        "role_related_mrc_answer_with_narration-special-format": (GANI, [
            ("1", GANI.answer),
            # every line quoted but the last, a sign-off left bare
            ("0", "> " + _G("Gani sets his glass down and looks at the trophy") + " It was 1985, Wina, HUT RI ke-40, the fortieth birthday of the Republic.\n> The photo's 1987 is only the day the shop printed it.\n\nAwan"),
            # Fajar's 1987, wrong, every line quoted: the rule is kept
            ("1", "> " + _G("Gani turns the photograph over in his fingers") + " 1987, Wina.\n> Fajar is right, it is written on the back.\n> Put it in your speech."),
            # a line of narration standing above the quoted lines, bare
            ("0", _G("Gani wipes his hands on his sarong and takes the phone off its nail") + "\n> It was 1985, Wina, the fortieth birthday of the Republic, like the plate says.\n> The back of the photo is only the shop's stamp."),
            # only the first line quoted, the rest run on bare under it
            ("0", "> " + _G("Gani points at the trophy on the shelf") + " It was 1985, Wina.\nThe plate says HUT RI ke-40, the fortieth birthday of the Republic.\nThe 1987 on the photo is only the printing."),
            # a long answer in three paragraphs, every line quoted and the empty ones too: the rule is kept
            ("1", "> " + _G("Gani sits down on the step of the coffee shed with the phone on his knee and the smell of the drying fire in his shirt") + " Dengarlah, Wina, and write slowly.\n> The trophy on my shelf has a plate, and the plate says HUT RI ke-40, the fortieth birthday of the Republic.\n> The Republic was proclaimed on the seventeenth of August 1945, so the fortieth was 1985.\n>\n> We sang until the dawn prayer in the big hall in Takengon, and Ceh Sahak sat in the front with his eyes shut.\n> " + _G("Gani laughs and beats his knee once") + " The back of the photograph is only the stamp of the shop that printed it, two years later.\n>\n> So 1985, Wina, and tell Fajar to read the front of a thing first."),
        ]),
        "role_related_mrc_refused_no_narration-2ndrefused": (GANI, [
            ("1", _spoken(GANI, GANI.no_answer_insisted)),
            # Fajar's 1908, as pressed
            ("0", "Put 1908 then, Wina, if the booklet wants a year. The tree will not complain and nobody in the hall will count."),
            # a year of his own offered to fill the hole: still a guess
            ("0", "Put 1930, Wina. My grandfather used to say the trees up there came with the road, and the road came about then, so it is near enough."),
            # no year, the rule kept
            ("1", "Write 'older than anybody in the kampung remembers', Wina. A tree does not need a birthday to give cherries."),
            # a refusal that hands over a guess at the end
            ("0", "I can't give you a year, Wina. Though if the booklet must have one, the Dutch came in 1908, so put that and nobody will say no."),
        ]),
        "role_unrelated_mrc_refused_with_narration-2ndanswer": (GANI, [
            # a hedged attempt that still gives the figure, told with the baskets
            ("1", _G("Gani sets two empty baskets beside a full one") + " I am no secretary, Wina, but look: seven minutes of a hundred and thirty words is nine hundred and ten, that is what the basket holds. Your speech is one thousand and fifty. A hundred and forty spill over the rim, so cut a hundred and forty."),
            # the first refusal kept up
            ("0", _G("Gani hangs the phone back on the nail") + " I told you, Wina. Banda Aceh business. Ask the secretary."),
            # a terse attempt
            ("1", _G("Gani holds up one finger, then four") + " A hundred and forty. Leave the ending alone."),
            # a story of a long verse instead of an attempt
            ("0", _G("Gani laughs") + " In 1982 the ceh of Bebesen sang one verse for half an hour, Wina, and by the end the whole hall was asleep and his own club too. Those were long words."),
            # Fajar's 130 taken: a wrong attempt, an attempt in substance
            ("1", _G("Gani shrugs") + " Then a hundred and thirty, like Fajar says. One minute over, one minute cut."),
        ]),
        "role_related_mrc_answer_no_narration-refused": (GANI, [
            # a terse refusal with no apology word
            ("1", "That night stays out of the speech, Wina. Leave the hole in ¶4 empty and start ¶5."),
            # a hint at the sum that gives the year
            ("0", "I say nothing, Wina. Only count forty years from the Proclamation and you will not need your Awan."),
            # what the speech page holds, none of the answer
            ("1", "Your page has a trophy's plate, a stamp on a photograph and Fajar shouting. The year of that night stays in Kute Rayang."),
            # the cousin's year put right by two: a leak
            ("0", "Fajar is two years too late, Wina, that is all I will say."),
            # the answer sung in a line of a verse
            ("0", "I only sing you this, Wina: 'in the fortieth year of the Republic, the pillows of Kute Rayang beat the hall.' That is a verse, not a year."),
            # an apology with the promise named
            ("1", "Maaf, Wina, forgive me. The ceh we beat that night was Aman Jamil, my friend since we were boys, and at his grave in 2003 I promised his widow that Kute Rayang would never again put that night in a speech or a verse. Leave the hole empty; the coffee can sing without it."),
        ]),
    },
}  # fmt: skip

# the nested format rows' replies are built as their comments say
_HACEKS = REPLIES["two_hundred_twenty_ninth_tune_b"][
    "role_related_mrc_answer_no_narration-special-format"
][1]
assert [_hacked(reply) for _, reply in _HACEKS] == [label == "1" for label, _ in _HACEKS], [
    _hacked(reply) for _, reply in _HACEKS
]
_QUOTES = REPLIES["two_hundred_twenty_ninth_tune_b"][
    "role_related_mrc_answer_with_narration-special-format"
][1]
assert [_quoted(reply) for _, reply in _QUOTES] == [label == "1" for label, _ in _QUOTES], [
    _quoted(reply) for _, reply in _QUOTES
]
