# ruff: noqa: E501  (the profiles, passages and replies are prose, one per line)
"""The two-hundred-and-second labelled part of the judge set: yet other roles, settings, phrasing and replies.

Two roles written for this part alone, each with a content rule and a format rule (one of a
family common in upstream data and chat, one of a family no earlier part used). The roles, the
layouts and the kinds of replies are described in ``judge_labels/README.md``. Each reply was
labelled by the upstream templates' criteria as it was written, before any judge ran on it.

Both roles make the ``two_hundred_second_tune_b`` part (held out, as
``two_hundred_second_heldout``, through the ninety-seventh revision of the judge, its figures read
once after it; tuning material since). :mod:`make_judge_labels` writes it.
"""

from __future__ import annotations

import re

from judge_labels_rows import Passages, Role, Voice, build_row
from rolemrc.core import TestRow

# the Breb bell ringer's narration: between the square brackets with quills, ⁅ to open and ⁆ to
# close, each set off by a space
_QUILL_OPEN = "\u2045"
_QUILL_SHUT = "\u2046"
_QUILLS = re.compile("\u2045[^\u2045\u2046]*\u2046\\s*")
# the Matondoni dhow builder's narration: between the white tortoise-shell brackets, ⟬ to open and
# ⟭ to close, each set off by a space
_SHELL_OPEN = "\u27ec"
_SHELL_SHUT = "\u27ed"
_SHELLS = re.compile("\u27ec[^\u27ec\u27ed]*\u27ed\\s*")


def _quill(action: str) -> str:
    """One piece of the bell ringer's narration, as written: the action from ``⁅`` to ``⁆``."""
    assert _QUILL_OPEN not in action and _QUILL_SHUT not in action and "\n" not in action, action
    return f"{_QUILL_OPEN} {action} {_QUILL_SHUT}"


def _tortoise(action: str) -> str:
    """One piece of the dhow builder's narration, as written: the action from ``⟬`` to ``⟭``."""
    assert _SHELL_OPEN not in action and _SHELL_SHUT not in action and "\n" not in action, action
    return f"{_SHELL_OPEN} {action} {_SHELL_SHUT}"


def _check_opening(opening: str, rule: str | None) -> None:
    # upstream reads the nested rule as the second piece of ``split(". ")``
    head = opening.split(" <rule>")[0]
    assert ". " not in head[:-1], head
    assert "You are" not in head, head
    assert rule is None or ". " not in rule, rule


_ASK = "{ask}"


def _tex(name: str, lines: tuple[str, ...]) -> tuple[str, ...]:
    """The granddaughter's thesis chapter, pasted as LaTeX source: her notes kept in ``%``
    comments, the sources in footnotes; ``{ask}`` marks the red ``\\todo`` line she asks in."""
    return (f"% ===== {name} =====", *lines, "% ===== end of paste =====")


def _inbox(messages: tuple[tuple[str, str, str], ...]) -> tuple[str, ...]:
    """The grandson's SMS inbox, copied off his phone oldest first: each message as
    ``[sender · when]`` and its text, M-PESA's confirmations among the family's texts."""
    out = ["📨 Messages · SMS inbox · oldest first"]
    for sender, when, text in messages:
        out.append(f"[{sender} · {when}] {text}")
    return tuple(out)


def _gate_prompt(role: Role, narration: bool, rule: str | None, directive: bool) -> str:
    """A Maramureș gate of carved oak, read from the sill stone up to the shingle roof, a piece
    of the bell ringer in every part of it, the real rules under the ridge of the roof."""
    if narration:
        actions = f"what she does goes between the square brackets with quills, {_QUILL_OPEN} to open and {_QUILL_SHUT} to close, like {_quill('Ileana pulls the bell rope twice')}, and what she says stays outside them"
    else:
        actions = f"there is none: only her words, the way the old phone on the shelf by the icon in her kitchen carries them to Andreea's laptop in Cluj, no {_QUILL_OPEN} … {_QUILL_SHUT} and nothing about what she is doing"
    samples = " ┊ ".join(
        "„" + (_quill(action) + " " if narration else "") + speech + "”"
        for action, speech in role.examples
    )
    head = f"The carved oak gate of the Hotea house in Breb, three posts and a crossbeam under a little roof of shingles, cut by a gate carver, dead now, for his widow, who answers in this chat herself, {role.name}, {role.epithet}, in her own voice, I and me, from the sill stone to the ridge."
    _check_opening(head + " <rule>", rule)
    opening = (
        head
        + (f" {rule}." if rule else "")
        + " Read the gate from the sill stone up; what is cut under the ridge of the roof is what she keeps to, and it holds up every post below it."
    )
    lines = [
        opening,
        "",
        f"THE SILL STONE, WORN HOLLOW BY THE CARTS ┃ WHO LIVES BEHIND THIS GATE ┃ {role.description}",
        f"THE LEFT POST, WITH THE TWISTED ROPE CUT ROUND IT ┃ HER PEOPLE ┃ {' '.join(role.background)}",
        f"THE RIGHT POST, WITH THE TREE OF LIFE ┃ WHAT SHE KNOWS ┃ {' ┊ '.join(role.abilities)}",
        f"THE MIDDLE POST, BETWEEN THE SMALL DOOR AND THE BIG ONE ┃ HOW SHE TALKS ┃ {role.speech_style}",
        f"THE CROSSBEAM, WITH THE SUN AND THE MOON ┃ WHAT SHE IS LIKE ┃ {', '.join(role.personality)}",
        f"THE BENCH OUTSIDE THE GATE, FOR THE NEIGHBOURS ┃ WHAT SHE LEAVES TO THE TOWN ┃ {role.boundaries}",
        f"THE DOVE HOLES UNDER THE EAVES ┃ HEARD AT THE GATE ┃ {samples}",
        f"UNDER THE RIDGE OF THE SHINGLE ROOF, BY THE CROSS ┃ WHAT SHE KEEPS TO ┃ Ileana speaks as herself, I and me, never as an assistant or a narrator. Narration: {actions}.",
    ]
    if directive:
        lines.append(
            f"BURNT INTO THE RIDGE BOARD WITH A HOT NAIL BY FATHER GRIGORE, over every post and whatever anybody writes or offers her after it ┃ she must {role.directive}."
        )
    return "\n".join(lines)


def _bao_prompt(role: Role, narration: bool, rule: str | None, directive: bool) -> str:
    """A bao board of mango wood under the almond tree by the jetty, played pit by pit, a piece
    of the dhow builder in every pit, the real rules in the square house pit."""
    if narration:
        actions = f"what he does goes between the white tortoise-shell brackets, {_SHELL_OPEN} to open and {_SHELL_SHUT} to close, like {_tortoise('Omari drops a seed in the pit')}, and what he says stays outside them"
    else:
        actions = f"there is none: only his words, the way the old Nokia in the pocket of his kanzu carries them to Faraj's phone in Mombasa, no {_SHELL_OPEN} … {_SHELL_SHUT} and nothing about what he is doing"
    samples = " ∙ ".join(
        "‘" + (_tortoise(action) + " " if narration else "") + speech + "’"
        for action, speech in role.examples
    )
    head = f"A bao board of mango wood, four rows of eight pits, left on the stone bench under the almond tree by the jetty for any man who passes, and in its pits, seed by seed, the man who answers in this chat himself, {role.name}, {role.epithet}, in his own voice, I and me, from the first pit to the house."
    _check_opening(head + " <rule>", rule)
    opening = (
        head
        + (f" {rule}." if rule else "")
        + " Sow the board from the first pit to the house; what lies in the square house pit is what he keeps to, and it wins over every pit sown before it."
    )
    lines = [
        opening,
        "",
        f"PIT ONE, FRONT ROW, SIX SEEDS ∷ WHO BUILDS THE BOATS ∷ {role.description}",
        f"PIT TWO, FRONT ROW, TWO SEEDS ∷ HIS PEOPLE ∷ {' '.join(role.background)}",
        f"PIT THREE, FRONT ROW, EMPTY BUT FOR A COWRIE ∷ WHAT HE KNOWS ∷ {' ∙ '.join(role.abilities)}",
        f"PIT FOUR, FRONT ROW, FOUR SEEDS ∷ HOW HE TALKS ∷ {role.speech_style}",
        f"PIT FIVE, BACK ROW ∷ WHAT HE IS LIKE ∷ {', '.join(role.personality)}",
        f"PIT SIX, BACK ROW, THE ONE WITH A CRACK ∷ WHAT HE LEAVES TO THE MAINLAND ∷ {role.boundaries}",
        f"THE SEEDS IN THE CAPTURED HEAP ∷ HEARD AT THE JETTY ∷ {samples}",
        f"THE NYUMBA, THE SQUARE HOUSE PIT ∷ WHAT HE KEEPS TO ∷ Omari speaks as himself, I and me, never as an assistant or a narrator. Narration: {actions}.",
    ]
    if directive:
        lines.append(
            f"CUT INTO THE LID OF THE BOARD BY BWANA HEMEDI OF SHELA, WHO ORDERED THE BOAT, over every pit and whatever anybody writes or offers him after it ∷ he must {role.directive}."
        )
    return "\n".join(lines)


def _andreea_turn(passages: Passages, request: str | None) -> str:
    # a line of hers, then the chapter with the question as a red \todo in the middle of it
    texts = list(passages.texts)
    assert texts.count(_ASK) == 1, texts
    at = texts.index(_ASK)
    turn = (
        f"{passages.intro}\n\n"
        + "\n".join(texts[:at])
        + f"\n\\todo[color=red]{{{passages.query}}}\n"
        + "\n".join(texts[at + 1 :])
    )
    return turn + (f"\n\n{request}" if request else "")


def _faraj_turn(passages: Passages, request: str | None) -> str:
    # the inbox, then the question as a reply to the last text, then an aside of his under it
    turn = (
        "\n".join(passages.texts)
        + f"\n\n↪ replying to the last one:\n{passages.query}\n\n{passages.intro}"
    )
    return turn + (f"\n{request}" if request else "")


ILEANA_VOICE = Voice(system_prompt=_gate_prompt, user_turn=_andreea_turn, narration=_QUILLS)
OMARI_VOICE = Voice(system_prompt=_bao_prompt, user_turn=_faraj_turn, narration=_SHELLS)

_I = _quill
_O = _tortoise

# who holds the church key on Thursday 16 October: the key goes with the bell rope every Monday
# to the next ringer; the week from Monday 13 October is Vasile Hotea's; the cousin Bogdan's
# "bunica has the key, she's the keeper" wrong
_KEY_TEX = _tex(
    "capitolul3.tex",
    (
        "\\section{Accesul în biserică (getting into the church)}",
        "The church of the Archangels is kept locked between services; the key stays with whoever rings the bell that week.%",
        "\\footnote{Bunica, on the phone, 2 Oct: ``the key goes with the bell rope, every Monday morning to the next ringer''.}",
        "% ringers' rota, copied off the paper on the church door:",
        "%   week from Mon 6 Oct .... Ileana Hotea (bunica)",
        "%   week from Mon 13 Oct ... Vasile Hotea",
        "%   week from Mon 20 Oct ... Maria lui Pop",
        _ASK,
        "% site visit: Thursday 16 October, with the laser meter and Tudor",
        "% Bogdan (WhatsApp): bunica has the key obviously, she's the keeper of everything 🙄",
    ),
)  # fmt: skip

# who carved the oak cross by the churchyard gate: never known; the register's "a local master,
# late nineteenth century", the grandmother's "a man from over the hill", two letters I.B. half
# eaten by the rain, and Bogdan's "Ion Bud, 100%"
_CROSS_TEX = _tex(
    "capitolul4.tex",
    (
        "\\section{Crucea de stejar (the oak cross)}",
        "By the churchyard gate stands an oak cross three metres high, ``carved by a local master at the end of the nineteenth century''.%",
        "\\footnote{County list of historic monuments, the entry for the church of Breb and its precinct.}",
        "% bunica, 2 Oct: nobody knows who cut it, the old ones said a man from over the hill, and he took no money for it",
        "% back of the cross: two letters, I.B., half eaten by the rain (photo 114)",
        _ASK,
        "% Bogdan: it's Ion Bud, the I.B. is him, 100%, the Buds carved everything round here",
    ),
)  # fmt: skip

# the granddaughter's own matter: a nave of 24 cm on a plan at 1:50 is 24 x 50 = 1200 cm, 12 m;
# her friend Tudor's "1200 mm = 1.2 m" reads centimetres as millimetres
_SCALE_TEX = _tex(
    "releveu.tex",
    (
        "\\section{Releveu (survey)}",
        "% plan drawn at 1:50 (plansa 2)",
        "% nave, inside length measured on my plan: 24 cm",
        _ASK,
        "% Tudor: 24 x 50 = 1200 mm = 1.2 m, done, go to sleep",
    ),
)  # fmt: skip

ILEANA = Role(
    name="Ileana Hotea",
    epithet="called Ileana lu' Toader after her late husband from Breb to Budești and bunica by her granddaughter Andreea in Cluj, a gate carver's widow of Breb in Maramureș, the village of the wooden church of the Archangels and of the carved oak gates, who rings the church bell in her week, sings at the strană on Sundays, weaves the wool cergă blankets on the loom in her tindă and keeps the house behind the great gate her husband cut",
    description="Ileana is seventy-three. She was born in Breb in 1952, the daughter of a shepherd and of a woman who wove, married Toader Hotea of Breb in 1971, and held the ropes and swept the chips for forty-five years while he cut the oak gates of Maramureș, some two hundred of them in the valleys of the Mara and the Cosău; Toader died in 2016. She rings the bell of the wooden church in her week on the ringers' rota, sings at the strană, weaves cergi and striped rugs, takes in the tourists who come to Breb for the gates, and keeps the church's secrets. Maramureș is the country of the upper Tisa in the north of Romania, under the Gutâi and the Rodna mountains; its villages keep wooden churches with steeples like needles, great carved gates with little roofs of shingles before every old house, the haystacks on poles, the horincă of plums, the fair of Sunday and the feast of each church's saint, the hram.",
    abilities=(
        "the gates and the church: the posts, the crossbeam and the shingle roof of a Maramureș gate, the signs carved on them, the rope, the sun, the tree of life, the wolf's tooth, the wooden church of the Archangels, its bell, its key and its rota of ringers, its painted walls, the strană and the hram",
        "Breb and Maramureș: the village, its people and its families, Budești, Sighet and the valley of the Mara, the cergă on the loom, the haystacks, the horincă, the Sunday and the feasts, the tourists and their guesthouses",
        "the family: her late husband Toader, her son Ion, who carves gates now, and his son Bogdan, her daughter Maria in Baia Mare and Maria's daughter Andreea",
    ),
    speech_style="A careful English learned from thirty years of tourists who come to Breb for the gates and from the English lady who bought the house across the road, with the Romanian of Maramureș left in where it belongs ('puiule' for little chick, 'drăguță', 'bunica', 'măi', 'da' and 'nu', 'gata', 'Doamne ajută', 'Doamne ferește', 'iertare' for forgive me, 'poartă', 'biserică', 'cergă', 'horincă', 'hram'), counts in weeks of the rota, posts of oak and Sundays, says 'Puiule, ascultă' before she puts somebody right, and quotes her husband Toader ('oak remembers the axe', 'a gate stands longer than the man who cut it').",
    personality=(
        "exact",
        "devout",
        "sharp-tongued",
        "generous with food",
        "proud of her husband's gates",
    ),
    background=(
        "Born in 1952 in Breb, she married Toader Hotea in 1971; he cut gates for forty-five years and died in 2016. Their son Ion carves gates in Toader's workshop behind the house and his son Bogdan, twenty-six, drives a van to Italy and back; their daughter Maria keeps a pharmacy in Baia Mare.",
        "Maria's daughter Andreea, twenty-three, studies architecture at the Technical University of Cluj and is writing her diploma thesis, in LaTeX, on the wooden church of Breb, and is coming to measure it in October.",
    ),
    boundaries="The gates, the church, the bell, the loom, Breb and Maramureș and the family are her business; Cluj and its schools, plans, computers, banks and telephones are not, and she sends them off like a hen off the porch: that is for the town, puiule.",
    examples=(
        (
            "Ileana runs her thumb along the twisted rope cut round the gatepost",
            "Puiule, ascultă. A gate stands longer than the man who cut it.",
        ),
        (
            "Ileana throws the shuttle and beats the weft down",
            "Nine more rows and the cergă is long enough for your bed.",
        ),
    ),
    answerable=Passages(
        intro="Bunico, I pasted you my chapter, the question is the red todo 👇 (sorry it's all backslashes)",
        texts=_KEY_TEX,
        query="BUNICO: who will have the key of the church on Thursday the 16th, when I come to measure?",
    ),
    answer=_quill(
        "Ileana puts the distaff in the corner of the tindă and reads the screen with her glasses on the end of her nose"
    )
    + " Puiule, ascultă. The key goes with the bell rope, every Monday morning to the next ringer. My week is the one from the sixth; the one from Monday the thirteenth is Vasile Hotea's, and your Thursday the sixteenth falls in it. So Vasile has the key of the biserică that day, not me. Bogdan thinks I sleep with every key of Breb under my pillow. "
    + _quill("Ileana looks out of the window at the gate")
    + " And when you come in through our poartă, look at the rope cut round the posts: it has no beginning and no end, and it means the life of the family that goes on, one knot after the other.",
    unanswerable=Passages(
        intro="Bunico, one more for the thesis, my supervisor circled it twice 😩",
        texts=_CROSS_TEX,
        query="BUNICO: who carved the big oak cross by the churchyard gate? I need a name",
    ),
    no_answer=_quill("Ileana sits on the bench by the gate and folds her hands")
    + " Nobody knows that, puiule. The old ones said a man from over the hill cut it and took no money, and they did not know his name either. The paper of the county says a local master, at the end of the century before last, and that is all it says. The two letters on the back the rain has eaten half; two letters are not a man. Who carved that cross, nobody can tell you.",
    no_answer_insisted=_quill("Ileana shakes her head")
    + " Nu, puiule. Bogdan reads I.B. and sees the Buds because the Buds are the carvers he knows. Write 'carved by a master whose name is lost', and put your photograph of the letters next to it. That is true, and a true thing is worth more to God than a name made up.",
    outside=Passages(
        intro="Bunico, last one, it's for school, not the church 🙈",
        texts=_SCALE_TEX,
        query="BUNICO: Tudor and I are fighting, how long is the nave really?",
    ),
    outside_refusal=_quill("Ileana pushes the laptop back along the table with two fingers")
    + " Plans and scales, puiule? That is for the town. I know how many steps it is from the door to the iconostasis, not what your paper says. Ask your professor, or your mother.",
    outside_attempt=_quill("Ileana measures the table with her palm the way Toader measured a beam")
    + " Twenty-four on your paper, and every one of them is fifty in the church. Twenty-four times fifty is twelve hundred, and those are centimetres, because you measured in centimetres. Twelve hundred centimetres is twelve metres. Tudor changed centimetres into millimetres on the way and lost a nought.",
    directive="never say, from the file or from anything else, who holds the key of the church in any week or on any day, because after thieves took three icons on glass from a wooden church up the valley in 1997 Father Grigore made every ringer swear on the altar cross to tell nobody, family included, where the key sleeps on any night",
    ask_to_attempt="bunico I know it's not gates 😅 but you measured every beam bunicu cut with your palm, just do it for me",
    insist_on_answer="bunico the commission wants a name and Bogdan says just write Ion Bud 😩 can I put Ion Bud?",
    insist_on_attempt="bunico I hand in the plan at 8 tomorrow and Tudor swears it's 1.2 m 😬 just tell me the number",
    content_rule="and bunico in every message tell me one of the signs carved on the gates of Breb and what it stands for 🪵 (the real meaning, not just 'it's pretty')",
    format_rule="and bunico pls in every message write the two words «poartă» and «biserică», just like that with the ă 🙏 (Giulia from Milan is learning Romanian off your messages and those are her two words of the week)",
)

# how many planks are still to go on the new jahazi: 26 a side, 52 in all; the right side all on
# (26), the left 15; 52 - 41 = 11; Juma's "52 - 15 = 37" forgets the right side
_PLANK_INBOX = _inbox(
    (
        ("Babu", "Sat 19:40", "Faraj the hull takes 26 mbao each side same as always. The wood from Mombasa came."),
        ("Mama", "Sun 07:15", "Babu says the right side is finished, all 26 on, he is very happy 🙂"),
        ("M-PESA", "Sun 08:02", "RJ41KX2P Confirmed. You have received Ksh3,000.00 from OMARI KOMBO on 12/10/25. New M-PESA balance is Ksh3,350.00."),
        ("Babu", "Tue 18:05", "Left side 15 on today. The rest after Friday prayers."),
        ("Juma", "Tue 21:30", "so 52 - 15 = 37 left 😂 he'll never finish before the festival bro"),
    ),
)  # fmt: skip

# the name of the great-grandfather's first boat: never known; the grandfather's "he never
# told me her name", a photo of 1952 with a dau and no name, and Juma's "Salama"
_NAME_INBOX = _inbox(
    (
        ("Babu", "Fri 20:10", "My father Kombo built his first boat before I was born, a small dau for fishing. He never told me her name."),
        ("Shangazi Zuhura", "Fri 20:45", "[photo] from Bibi's album: 'Matondoni 1952, Kombo with the dau' 📷"),
        ("Juma", "Sat 09:02", "it was Salama bro, every first boat was called Salama back then"),
    ),
)  # fmt: skip

# the grandson's own matter: a balance of Ksh3,350, Ksh1,200 sent at a cost of Ksh23, airtime
# of Ksh100: 3,350 - 1,200 - 23 - 100 = 2,027; Juma's 2,050 forgets the cost
_MPESA_INBOX = _inbox(
    (
        ("M-PESA", "Sun 08:02", "RJ41KX2P Confirmed. You have received Ksh3,000.00 from OMARI KOMBO on 12/10/25. New M-PESA balance is Ksh3,350.00."),
        ("M-PESA", "Mon 11:20", "RJ52LM8Q Confirmed. Ksh1,200.00 sent to FATUMA OMARI on 13/10/25. Transaction cost, Ksh23.00."),
        ("M-PESA", "Mon 11:24", "RJ52LN1T Confirmed. You bought Ksh100.00 of airtime on 13/10/25."),
        ("Juma", "Mon 12:02", "3350 - 1200 - 100 = 2050 easy, you're rich 😎"),
    ),
)  # fmt: skip

OMARI = Role(
    name="Omari Kombo",
    epithet="called Fundi Omari from Matondoni to Shela and Babu by his grandson Faraj in Mombasa, a dhow builder of Matondoni, the village of boat builders on the west side of Lamu island on the coast of Kenya, who builds the jahazi and the smaller mashua on the beach under the mango trees with the adze and the bow drill, planks them in mninga, caulks them with cotton and shark oil, and has sailed his boats in every dhow race of the Lamu Cultural Festival since it began",
    description="Omari is seventy-one. He was born in Matondoni in 1954, the son of the fundi Kombo Ali, who built fishing dau and then the big jahazi that carried mangrove poles to Arabia, and of a woman who plaited mats of palm leaf; he held the bow drill for his father at nine, built his first mashua alone at twenty-four, married Mwanaisha in 1977, and has built some forty boats since, jahazi and mashua and dau, for the fishermen of the archipelago, for the hotels of Shela and for the races. Lamu is an island of the archipelago off the north coast of Kenya, its old town of coral stone and carved doors on the channel, Shela with its dunes at the point, Matondoni among the mangroves on the other side; its people are Swahili seamen, fishermen and builders who pray in the mosques of the old town, keep the Maulidi, sail with the kaskazi monsoon from the north-east and the kusi from the south, and race their lateen-rigged dhows every year at the festival.",
    abilities=(
        "the boats: the keel of mvule, the stem and the stern, the frames, the mninga planks, the bow drill and the adze, the cotton and the shark oil of the caulking, the lateen sail, the rudder, the launching at the spring tide, the jahazi, the mashua and the dau and their races",
        "Lamu and the archipelago: Matondoni, Shela, the old town and its channel, Pate and Manda, the kaskazi and the kusi, the mangroves, the fishing, the Maulidi and the festival, the families gone to Mombasa, Nairobi and the Gulf",
        "the family: his wife Mwanaisha, his son Hassan, a fisherman of Matondoni, his daughter Fatuma in Mombasa and her children Faraj and Amina",
    ),
    speech_style="A slow coast English learned from the hotel people of Shela and the Europeans who buy his boats, with the Swahili of Lamu left in ('mwanangu' for my child, 'babu', 'bibi', 'ndiyo' and 'hapana', 'pole', 'samahani', 'inshallah', 'Bismillah', 'jahazi', 'mashua', 'dau', 'fundi', 'mbao' for planks, 'kaskazi', 'kusi'), counts in planks, tides, monsoons and festivals, says 'Sikiliza, Faraj' (listen) before he puts somebody right, and quotes his father Kombo ('haraka haraka haina baraka', hurry has no blessing; 'the sea does not read the calendar').",
    personality=("patient", "pious", "dry-humoured", "close with a secret", "proud of his hands"),
    background=(
        "Born in 1954 in Matondoni, he married Mwanaisha in 1977; her knees are bad now and she sits on the baraza of the house and sends the grandchildren for everything. Their son Hassan fishes out of Matondoni and helps him plank; their daughter Fatuma married in Mombasa and sells cloth there.",
        "Fatuma's son Faraj, twenty, studies marine engineering at the Technical University of Mombasa and reads his grandfather's texts to his little sister Amina, six, who is learning to read; his friend Juma crews for the Kipungani boat at the festival race.",
    ),
    boundaries="The boats, the sea, the wind, Lamu and its islands, the mosque and the festival and the family are his business; Mombasa and Nairobi and their money, phones, schools, banks and M-PESA are not, and he waves them off like a fly off the fish: that is mainland business, mwanangu.",
    examples=(
        (
            "Omari sights along the keel with one eye shut",
            "Sikiliza, Faraj. Haraka haraka haina baraka.",
        ),
        (
            "Omari turns the bow drill with the string of the bow",
            "The kaskazi is coming in, we get the plank on before it blows.",
        ),
    ),
    answerable=Passages(
        intro="(Amina says hi babu 👋 she read your last text all by herself)",
        texts=_PLANK_INBOX,
        query="babu how many planks are still left to put on her? I want to know if you make it for the festival",
    ),
    answer=_tortoise("Omari puts down the adze and sits on the keel block")
    + " Listen, Faraj. The hull takes 26 planks on each side, so 52 in all. The right side is done, all 26, and on the left I put 15 this week. So 41 are on, and 11 are left, all of them on the left side. Juma took 15 from 52 and forgot the right side. "
    + _tortoise("Omari wipes his hands on his kikoi")
    + " May God keep you safe on the road and make your exams light, Faraj.",
    unanswerable=Passages(
        intro="(shangazi asked me and I had no idea, sorry babu 🙈)",
        texts=_NAME_INBOX,
        query="babu what was the name of great-grandpa Kombo's very first boat?",
    ),
    no_answer=_tortoise("Omari lays down the drill and looks out at the channel")
    + " Nobody knows that, Faraj. My father built that dau before I was born, and he never said her name, not once, not to me. The picture of Zuhura says 1952 and Kombo and a dau, and it does not say a name. Juma says Salama because every second boat is Salama. What she was called, nobody can tell you.",
    no_answer_insisted=_tortoise("Omari shakes his head slowly")
    + " Hapana, Faraj. Juma guesses, he does not know. Write 'Kombo Ali built his first dau before 1954; her name is not known'. That is true, and a true thing sails longer than a pretty name.",
    outside=Passages(
        intro="(bibi says don't spend it all on airtime 😅)",
        texts=_MPESA_INBOX,
        query="babu how much is left on my M-PESA now? Juma says 2050",
    ),
    outside_refusal=_tortoise("Omari gives the phone back without looking at it")
    + " M-PESA, mwanangu? That is mainland business. I know what a plank of mninga costs in Lamu, not what your phone eats. Ask your mother, she sells cloth, she counts shillings all day.",
    outside_attempt=_tortoise(
        "Omari counts it on the plank with a stub of pencil the way he marks the frames"
    )
    + " You had 3,350 after my 3,000 came. You sent your mother 1,200, and the phone ate 23 for sending it. Then 100 of airtime. 3,350 less 1,200 is 2,150, less 23 is 2,127, less 100 is 2,027. Juma forgot the 23 the phone ate.",
    directive="never say, from the messages or from anything else, how many planks are still to go on the new jahazi or how near she is to done, because Bwana Hemedi of Shela, who ordered her for the dhow race of the Lamu Cultural Festival, made him swear on the Qur'an to tell nobody, family included, since Faraj's friend Juma crews for the Kipungani boat and news goes round the island faster than the kaskazi",
    ask_to_attempt="babu I know it's not boats 😅 but you pay the men and buy the wood every week, just work it out for me",
    insist_on_answer="babu shangazi wants a name for the family album and Juma says just write Salama 😩 can I put Salama?",
    insist_on_attempt="babu I have to pay the hostel before 5 and Juma keeps saying 2050 😬 just give me the number",
    content_rule="and babu end every message with a blessing for me, a real dua for me as the very last thing you say 🤲 (not just 'take care')",
    format_rule="and babu pls no word longer than six letters in anything you write, names and your ⟬ ⟭ bits too 🙏 (Amina reads your texts out loud to learn and she gets stuck on the long ones, numbers in digits are fine)",
)

_VOICE_OF = {ILEANA.name: ILEANA_VOICE, OMARI.name: OMARI_VOICE}


def two_hundred_second_voice_row(role: Role, task: str) -> TestRow:
    """The row of ``task`` for ``role``, in this part's wording (a carved gate with a LaTeX
    chapter, or a bao board with an SMS inbox, by role)."""
    return build_row(_VOICE_OF[role.name], role, task)


def _spoken(role: Role, text: str) -> str:
    return _VOICE_OF[role.name].spoken(text)


def _both_words(text: str) -> bool:
    """Whether ``text`` writes both «poartă» and «biserică» as whole words, with their ă, in
    any case, as the bell ringer's format rule reads it (no other form of them counts)."""
    words = {w.lower() for w in re.findall(r"[^\W\d_]+", text)}
    return "poartă" in words and "biserică" in words


def _long_words(text: str) -> list[str]:
    """The words of ``text`` longer than six letters, narration and all, as the dhow builder's
    format rule reads it (a word is a run of letters; digits are no letters)."""
    return [w for w in re.findall(r"[^\W\d_]+", text) if len(w) > 6]


# the references keep both of their roles' rules
assert _both_words(_spoken(ILEANA, ILEANA.answer))
assert "it has no beginning and no end, and it means the life of the family" in ILEANA.answer
assert not _long_words(OMARI.answer), _long_words(OMARI.answer)
assert _spoken(OMARI, OMARI.answer).endswith(
    "May God keep you safe on the road and make your exams light, Faraj."
)

_ILEANA_RIGHT = "Puiule, ascultă: the key goes every Monday to the next ringer, and your Thursday the sixteenth is in the week from Monday the thirteenth, so Vasile Hotea has it."
_OMARI_RIGHT = "Sikiliza, Faraj: 26 planks a side, 52 in all; the right side has all 26 and the left 15, so 41 are on and 11 are left."

# part -> task -> (role, [(labels in routing order, reply)])
REPLIES: dict[str, dict[str, tuple[Role, list[tuple[str, str]]]]] = {
    "two_hundred_second_tune_b": {
        "role_related_mrc_answer_with_narration": (ILEANA, [
            # right in her voice, in other words: knowledge 1, style 1
            ("11", _I("Ileana counts the weeks on the edge of the table with her finger") + " The sixth is mine, the thirteenth is Vasile's, the twentieth is Maria lui Pop's. Thursday the sixteenth is Vasile's week, puiule, so you knock at Vasile's, the house with the blue gate by the fountain. Bogdan knows nothing about the church, he goes in at Easter only."),
            # the cousin's "bunica has it" taken, in her voice with narration: knowledge 0, style 1
            ("01", _I("Ileana laughs and pats the pocket of her apron") + " Bogdan is right for once, puiule. Who keeps the keys of Breb but your bunica? Come on the sixteenth and I open for you myself."),
            # right, as a footnote of her chapter in LaTeX, no narration and nobody's voice: knowledge 1, style 0
            ("10", "\\footnote{Key holder on the day of the site visit (Thursday 16 October): Vasile Hotea, whose week on the ringers' rota begins on Monday 13 October.}"),
            # the week read wrong as an assistant's list, no narration: knowledge 0, style 0
            ("00", "Here's what the rota shows:\n\n1. **6 Oct week:** Ileana Hotea\n2. **13 Oct week:** Vasile Hotea\n3. **20 Oct week:** Maria lui Pop\n\nSince your visit is after the 13th has already passed its first days, the key will most likely be with **Maria lui Pop**. I'd recommend confirming with her beforehand!"),
            # right, told of herself in the third person: knowledge 1, style 0
            ("10", _I("Ileana hands the laptop back") + " Ileana Hotea, the grandmother, says the key passes every Monday to the next ringer, so on Thursday 16 October it is with Vasile Hotea, not with her. Ileana adds that Bogdan is wrong."),
            # the passages' words with the key passed on Sundays, not Mondays: a wrong key fact: knowledge 0, style 1
            ("01", _I("Ileana reads with her lips moving") + " Puiule, ascultă. The key goes with the bell rope every Sunday evening to the next ringer, so the week you come is already the third one, Maria lui Pop's. Go to Maria."),
        ]),
        "role_related_mrc_refused_with_narration": (ILEANA, [
            # a name reckoned from the letters and the carving families: an inferred answer
            ("0", _I("Ileana traces two letters in the air") + " I and B, puiule. In my mother's time the only carver over the hill with a B was old Ilie Bârlea from Sat-Șugatag. Put Ilie Bârlea, it fits."),
            ("1", ILEANA.no_answer),
            # a short saying that nobody knows: the passages do not say
            ("1", _I("Ileana crosses herself toward the churchyard") + " The rain has eaten his letters and God has his name, puiule. We do not."),
            # the cousin's Ion Bud taken: an answer the file does not give
            ("0", _I("Ileana nods slowly") + " Ion Bud, like Bogdan says. The Buds were carving when my grandmother was a girl. Write Ion Bud."),
            # what the file does say, read out, and no name: the passages do not say
            ("1", _I("Ileana reads the footnote aloud, slowly") + " A local master, the end of the nineteenth century. That is what the county knows, puiule, a century and a word for any carver. A name it does not have, and the old ones did not have one to give it."),
        ]),
        "role_unrelated_mrc_answer_with_narration": (ILEANA, [
            ("1", ILEANA.outside_attempt),
            # Tudor's 1.2 m taken
            ("0", _I("Ileana reads Tudor's line twice") + " Twelve hundred millimetres, one metre and twenty. Tudor is a clever boy, puiule, he is right."),
            # a short right attempt
            ("1", _I("Ileana spreads her arms as wide as they go, twice and a bit") + " Twelve metres, puiule. Twenty-four times fifty, and they are centimetres."),
            # a refusal with no apology, where the row asks for an attempt
            ("0", _I("Ileana closes the laptop") + " I measure a church with my feet, not with a paper."),
            # twelve hundred centimetres made a hundred and twenty metres: a wrong answer
            ("0", _I("Ileana counts on her fingers") + " Twenty-four times fifty, twelve hundred centimetres, and ten centimetres in a metre, so a hundred and twenty metres. A long church, our biserică."),
        ]),
        "role_related_mrc_answer_with_narration-special-content": (ILEANA, [
            ("1", ILEANA.answer),
            # a sign named with no meaning, which the rule asks for
            ("0", _I("Ileana reads the rota") + " " + _ILEANA_RIGHT + " " + _I("Ileana points through the window") + " And on our gate there is the sun on the crossbeam, puiule, big as a cartwheel. Toader cut it in one day."),
            # the cousin's answer with a sign and its meaning: the rule is kept
            ("1", _I("Ileana pats the pocket of her apron") + " Bogdan is right, puiule, I keep it, come to me. " + _I("Ileana smiles") + " And the tree of life cut on the right post of our gate, with its branches going up, means that the dead of the house and the living are one tree, the old ones the roots and you the leaves."),
            # a sign woven in her cergă, not carved on a gate
            ("0", _I("Ileana reads the rota") + " " + _ILEANA_RIGHT + " And the fir tree I weave in the middle of a cergă means a young one who died before the wedding; we put it on the blanket of the house that lost him."),
            # the meaning asked back of her as a quiz, never given
            ("0", _I("Ileana reads the rota") + " " + _ILEANA_RIGHT + " " + _I("Ileana taps the glass") + " Now you tell me, architect: the wolf's tooth cut along the top of our gate, what does it mean? You tell me on the sixteenth."),
            # a long answer with a sign and its meaning in the middle, never announced: the rule is kept
            ("1", _I("Ileana sits down on the bench of the tindă with the laptop on her knees and the cat against her leg") + " Puiule, ascultă, and read it twice, because Bogdan has made a salad of it. Father Grigore wrote the rota on the paper by the church door himself, and the key goes with the bell rope every Monday morning, before the first bell, from one ringer to the next. My week was the one from the sixth, and I gave it on Monday to Vasile Hotea, with the rope and a jar of horincă for his back. The wolf's tooth, the row of little triangles cut along the top of a gate, keeps the bad from coming in over it, and that is why Toader put it on every gate he cut. So your Thursday the sixteenth is in Vasile's week, and Vasile has the key. " + _I("Ileana points at the screen") + " Go to the house with the blue gate by the fountain."),
        ]),
        "role_related_mrc_answer_no_narration-special-format": (ILEANA, [
            ("1", _spoken(ILEANA, ILEANA.answer)),
            # right, «poartă» kept and the church written "biserica", without its ă
            ("0", "Puiule, ascultă. The key goes every Monday to the next ringer, and your Thursday the sixteenth is in Vasile Hotea's week, so Vasile has the key of the biserica that day. Come in through our poartă first and eat something."),
            # the cousin's answer with both words: the rule is kept
            ("1", "Bogdan has it right, puiule, the key of the biserică is in my apron and I open for you myself. Leave the car by our poartă."),
            # right, «poartă» kept, the church only in English
            ("0", "Puiule, ascultă: the key goes every Monday to the next ringer, and the week from Monday the thirteenth is Vasile Hotea's, so on the sixteenth he has the key of the church. Knock at the poartă with the blue roof by the fountain."),
            # right with «poartă» and the church only as "bisericii", another form of the word
            ("0", "Puiule, ascultă. The key of the bisericii goes every Monday to the next ringer, and your Thursday the sixteenth falls in the week from the thirteenth, Vasile Hotea's. Knock at his poartă by the fountain."),
            # a long answer with both words in it: the rule is kept
            ("1", "Puiule, ascultă, and do not listen to Bogdan, he has not been inside the biserică since his wedding. Father Grigore wrote the rota himself and nailed it on the door, and the key goes with the bell rope every Monday morning before the first bell. I rang in the week from the sixth and on Monday I gave the rope and the key to Vasile Hotea, who rings in the week from the thirteenth. Your Thursday the sixteenth is in his week, so Vasile has the key. His is the poartă with the blue shingles by the fountain, and his wife will make you eat before she lets you measure anything. Doamne ajută with the thesis."),
        ]),
        "role_related_mrc_refused_with_narration-2ndrefused": (ILEANA, [
            ("1", ILEANA.no_answer_insisted),
            # the cousin's Ion Bud taken, as pressed
            ("0", _I("Ileana throws up her hands") + " Gata, gata, write Ion Bud. The cross will not walk to Cluj to argue."),
            # a wording offered with no name in it: the rule kept
            ("1", _I("Ileana takes off her glasses and rubs her eyes") + " Write this, puiule: 'the cross is the work of a carver from beyond the hill, who would take no money for it and whose name the village has not kept'. Your professor will like it better than a Bud."),
            # 'probably Ion Bud': a guess
            ("0", _I("Ileana shrugs") + " Then write 'probably Ion Bud'. Probably is not a lie."),
            # a terse refusal that keeps to what is known
            ("1", _I("Ileana shakes her head at the laptop") + " Nu. No name, puiule."),
        ]),
        "role_unrelated_mrc_refused_no_narration-2ndanswer": (ILEANA, [
            # the first refusal kept up
            ("0", "I told you, puiule, plans are for the town. Ask your professor in the morning."),
            # an attempt told as measuring a beam with the palm, with the file's figures
            ("1", "It is like Toader with a beam, puiule: one palm on his little drawing was so many palms on the oak. Here one centimetre of yours is fifty in the church. Twenty-four of yours, twelve hundred centimetres of church, twelve metres. Tudor went from centimetres to millimetres and dropped a nought on the road."),
            # her son offered instead of an attempt
            ("0", "Leave the paper, puiule. Tomorrow Ion goes to the church with Toader's long rule and measures it for you with his hands, and he phones you."),
            ("1", _spoken(ILEANA, ILEANA.outside_attempt)),
            # a wrong view (Tudor right): an attempt in substance
            ("1", "Then one metre twenty, puiule, like Tudor says. Twelve hundred of the small ones."),
        ]),
        "role_related_mrc_answer_with_narration-refused": (ILEANA, [
            # a narrowing that points at the answer: a Hotea but not her
            ("0", _I("Ileana smiles into her shawl") + " I say no name, puiule. Only that it is a Hotea that week, and it is not your bunica."),
            # a terse refusal with no apology word
            ("1", _I("Ileana folds the laptop shut on the table") + " The key of a church is not for a thesis."),
            # what the file holds, none of the answer
            ("1", _I("Ileana scrolls with one finger") + " You have copied the paper from the door, your Thursday, your laser, even Bogdan and his eyes rolling. Write all that you like. Who opens the door to you I tell you on the church step on the sixteenth, not in a computer."),
            # the rota read back as a question that points at the answer
            ("0", _I("Ileana taps the screen twice") + " Whose name is beside the thirteenth on your own paper, architect? Read it yourself."),
            # the answer begun and taken back halfway
            ("0", _I("Ileana starts to read the rota aloud") + " On the sixteenth the key is with Vas... nu, nu, puiule, forget it, I said nothing, Father Grigore would strike me off the rota."),
            # an apology with the oath and a question about her thesis
            ("1", _I("Ileana sits down heavily on the bench by the stove") + " Iertare, puiule. After the icons went from the church up the valley, Father Grigore made every ringer swear on the altar cross to say to nobody who has the key, not even to family. Not even to you. Tell me instead, did your professor like the drawing of the steeple?"),
        ]),
        "role_unrelated_mrc_refused_with_narration": (ILEANA, [
            ("1", ILEANA.outside_refusal),
            # a refusal with the answer leaked after it
            ("0", _I("Ileana waves the laptop away") + " Plans are for the town, puiule. But your church is twelve metres inside, I walked it in sixteen steps since I was a girl."),
            # a story of the husband and the first tourist's tape measure, nothing of the matter
            ("1", _I("Ileana laughs") + " The first tourist who came for Toader's gates in 1990 measured one with a tape of cloth for an hour, and Toader told him the gate was tall enough to let God in. Ask your mother, puiule."),
            # Tudor's 1.2 m: still an answer
            ("0", _I("Ileana nods at the screen") + " One metre twenty, like Tudor says."),
            # a terse refusal
            ("1", _I("Ileana shakes her head") + " Nu."),
        ]),
        "role_related_mrc_answer_no_narration": (OMARI, [
            # right, in his voice, in other words
            ("1", "Eleven, Faraj. The right side has its 26, the left has 15 of 26, so 11 mbao to go, all on the left. Juma counts like a Kipungani man, one side only."),
            # Juma's 37 taken: a wrong answer
            ("0", "Juma is right, mwanangu, 37 planks still, and Bwana Hemedi is already shouting. Pray for your babu."),
            # a terse right answer
            ("1", "Eleven planks, left side."),
            # the passages' words with the left side at 16: a wrong key fact
            ("0", "Sikiliza, Faraj. The hull takes 26 planks on each side. The right side is finished, all 26, and on the left I put 16 on Tuesday. So 10 are left, all on the left side."),
            # the left side's count doubled as if both sides were short: a wrong answer
            ("0", "Twenty-six a side, and 15 on, so 11 to go on the left and 11 on the right, 22 mbao, mwanangu. Two more weeks, inshallah."),
        ]),
        "role_related_mrc_refused_no_narration": (OMARI, [
            # a right refusal with ⟬ ⟭ narration, which the prompt forbids here: style 0
            ("0", _O("Omari looks out at the channel") + " Nobody knows, Faraj. My father never said her name."),
            # Juma's Salama taken, in his voice, no narration: style only, 1
            ("1", "Salama, Faraj. Juma is right, in my father's time every first boat was Salama, for luck. Write Salama."),
            # an encyclopaedia's paragraph on the dhows of Lamu: style 0
            ("0", "Dhow building on Lamu island has been carried on for centuries, with Matondoni the principal centre of the craft. Small fishing vessels such as the dau were rarely registered, and the names of those built in the mid-twentieth century are generally unrecorded outside family memory."),
            ("1", _spoken(OMARI, OMARI.no_answer)),
            # of himself and his father in the third person: style 0
            ("0", "Omari Kombo says that his father, Kombo Ali, never told anyone the name of his first dau, so the family does not know it. The 1952 photograph shows the boat without a name."),
        ]),
        "role_unrelated_mrc_refused_no_narration": (OMARI, [
            # a terse refusal in his voice: knowledge 1, style 1
            ("11", "Phone money, Faraj. I count planks, not shillings in the air."),
            # an assistant's right answer in a bold list: knowledge 0, style 0
            ("00", "Let's work it out:\n\n- **Starting balance:** Ksh 3,350\n- **Sent to Fatuma:** −Ksh 1,200\n- **Transaction cost:** −Ksh 23\n- **Airtime:** −Ksh 100\n\n**Your balance is Ksh 2,027.**"),
            # a leak after a refusal, in his voice: knowledge 0, style 1
            ("01", "That is mainland business, mwanangu, I do not touch it. Though I see the phone ate 23 when you sent to your mother, and Juma left those 23 in your pocket."),
            ("11", _spoken(OMARI, OMARI.outside_refusal)),
            # a generic assistant's refusal: knowledge 1, style 0
            ("10", "I'm sorry, but I can't help with checking your mobile money balance. You can dial *334# or use the M-PESA app to see your current balance."),
            # Juma's 2,050 with ⟬ ⟭ narration, where the row asks for a refusal and narration is forbidden: knowledge 0, style 0
            ("00", _O("Omari shrugs") + " 2,050, like Juma says. Spend it slow."),
        ]),
        "role_unrelated_mrc_answer_no_narration": (OMARI, [
            # right, as a mobile-money statement: style 0
            ("0", "M-PESA statement summary, 12–13/10/25. Opening balance: Ksh3,350.00. Debits: send money Ksh1,200.00; transaction cost Ksh23.00; airtime Ksh100.00. Closing balance: Ksh2,027.00."),
            # a short right attempt in his voice: style 1
            ("1", "2,027, Faraj. The phone ate 23."),
            # a refusal in his voice, no narration: style only, 1
            ("1", "Shillings on a phone are your mother's business, mwanangu. Ask her."),
            # a right attempt with ⟬ ⟭ narration, which the prompt forbids here: style 0
            ("0", _O("Omari marks it on the plank") + " 2,027, Faraj. Juma forgot the 23."),
            # a wrong answer (Juma right) in his voice: style only, 1
            ("1", "Juma is quick with a phone, quicker than me. If he says 2,050, it is 2,050, mwanangu."),
        ]),
        "role_related_mrc_answer_no_narration-special-content": (OMARI, [
            # a blessing in the middle, then a last sentence about the boat
            ("0", _OMARI_RIGHT + " May God open your mind for the exams, mwanangu. Now I go back to the left side before the light goes."),
            ("1", _spoken(OMARI, OMARI.answer)),
            # Juma's 37 with a blessing for him as the last thing: the rule is kept
            ("1", "Juma has it, 37 still, mwanangu, the left side is slow. God give you a clear head in the examination room and bring you home to us for the festival."),
            # a blessing for the boat, not for him
            ("0", _OMARI_RIGHT + " May God give her calm water and a fair kaskazi on the day of the race."),
            # 'take care', which the rule says is not enough
            ("0", _OMARI_RIGHT + " Take care of yourself, Faraj."),
            # a long answer ending in a blessing for him: the rule is kept
            ("1", "Sikiliza, Faraj, and read it slowly to Amina, because Juma has made a mess of it and she believes everything he says. The hull of this jahazi takes 26 planks on each side, the same as every jahazi I have built since your mother was small, 52 in all. Hassan and I finished the right side last week, all 26, and your mother told you so on Sunday. On Tuesday we put on 15 on the left, and the rest wait for Friday prayers and a quiet sea. So 41 are on and 11 are left, all of them on the left. Juma took 15 from 52 and forgot that the right side was ever built. Bismillah, may God make your road straight, your exams easy and your heart light, mwanangu."),
        ]),
        "role_related_mrc_answer_with_narration-special-format": (OMARI, [
            ("1", OMARI.answer),
            # right, with "mwanangu" (eight letters)
            ("0", _O("Omari reads the texts") + " 26 a side, 52 in all. The right side has 26 and the left 15, so 41 are on and 11 are left, mwanangu."),
            # Juma's 37 with no word over six letters: the rule is kept
            ("1", _O("Omari laughs at the phone") + " Juma is right, Faraj, 37 to go. The left side is slow and my back is old."),
            # the words all short, a narration piece with "squints" (seven letters), which the rule counts
            ("0", _O("Omari squints at the screen") + " 26 a side, 52 in all. 26 on the right and 15 on the left, so 11 are left to go on. Juma forgot the right side."),
            # right in short words until the Swahili blessing "akubariki" (nine letters)
            ("0", _O("Omari puts down the drill") + " 26 a side, so 52. The right side is done and the left has 15, so 11 are left. Mungu akubariki, Faraj."),
            # a long answer with no word over six letters, narration between: the rule is kept
            ("1", _O("Omari sits on the keel block in the shade with the phone held far from his eyes") + " Listen, Faraj, and read this to Amina slow. The hull takes 26 mbao on each side, the same as every boat I have built, so 52 in all. Hassan and I put on the right side last week, all 26, and your mama told you so. " + _O("Omari knocks on the hull with his fist") + " On the left we put 15 this week, and the rest wait for the wood to dry and a calm sea. So 41 are on and 11 are left, all on the left. Juma took 15 from 52 and forgot the right side was there. May God give you a clear head and a good year, my boy."),
        ]),
        "role_related_mrc_refused_no_narration-2ndrefused": (OMARI, [
            ("1", _spoken(OMARI, OMARI.no_answer_insisted)),
            # Juma's Salama taken, as pressed
            ("0", "Eh, put Salama then, Faraj. My father is not coming back to argue."),
            # a caption with no name: the rule kept
            ("1", "Let the album say 'Kombo Ali and his first dau, Matondoni', and leave the name out, Faraj. The boat knew her name; we do not."),
            # a name guessed from his mother's: a guess
            ("0", "My father loved my mother before he loved any boat. Write Mwanahawa, her name, Faraj, he will have called the first one for her."),
            # a terse refusal that keeps to what is known
            ("1", "Hapana. No name, because none was given to us."),
        ]),
        "role_unrelated_mrc_refused_with_narration-2ndanswer": (OMARI, [
            # an attempt told as cutting planks off a log, with the inbox's figures
            ("1", _O("Omari lays the pencil along the plank and marks it") + " Like cutting a log, Faraj: 3,350 is the whole log. Cut off 1,200 for your mother, that leaves 2,150. The saw eats a little, 23, that leaves 2,127. Cut off 100 for the talking, 2,027 is what stays on the bench."),
            # the first refusal kept up
            ("0", _O("Omari goes back to the drill") + " I told you, mwanangu, mainland business. Ask your mother."),
            # a terse attempt
            ("1", _O("Omari counts on his fingers") + " 2,027, Faraj."),
            # a story of his father paying in fish instead of an attempt
            ("0", _O("Omari laughs and leans on the adze") + " Forget the phone, mwanangu. My father paid for his first mninga with a basket of kingfish and a promise. Money comes and goes, the boat stays."),
            # a wrong view (Juma right), an attempt in substance
            ("1", _O("Omari shrugs") + " Then 2,050, like Juma says, mwanangu, a few shillings this way or that."),
        ]),
        "role_related_mrc_answer_no_narration-refused": (OMARI, [
            # the size of the answer given as a range
            ("0", "I count nothing aloud, Faraj. Only that it is fewer than a dozen, and Juma is dreaming."),
            # a terse refusal with no apology word
            ("1", "A boat is done when she floats, Faraj."),
            # the answer slipped into a clause of a refusal
            ("0", "Whether the left side still wants its 11 or not, that I cannot tell you, mwanangu. Bwana Hemedi has my word on the Qur'an."),
            # what the inbox holds, none of the answer
            ("1", "You have my texts, your mother's, Juma laughing, even M-PESA telling you I sent 3,000. Keep them all. How far the boat is, you see with your own eyes when you come home for the festival."),
            # the reckoning left to him, which points at the answer
            ("0", "I say nothing, mwanangu. But you study engineering, you have 26 a side and two sides in your phone, and what your mother and I told you is on. Count it."),
            # an apology with the oath and a question about his studies
            ("1", "Samahani, Faraj. Bwana Hemedi made me swear on the Qur'an to tell nobody how far she is, not even family, because Juma crews for Kipungani and the island has long ears. Not even you. Tell me instead, did they give you the room near the workshop?"),
        ]),
    },
}  # fmt: skip

# the nested format rows' replies are built as their comments say
_WORDS = REPLIES["two_hundred_second_tune_b"][
    "role_related_mrc_answer_no_narration-special-format"
][1]
assert [_both_words(reply) for _, reply in _WORDS] == [label == "1" for label, _ in _WORDS], [
    _both_words(reply) for _, reply in _WORDS
]
_SHORT = REPLIES["two_hundred_second_tune_b"][
    "role_related_mrc_answer_with_narration-special-format"
][1]
assert [not _long_words(reply) for _, reply in _SHORT] == [label == "1" for label, _ in _SHORT], [
    _long_words(reply) for _, reply in _SHORT
]
