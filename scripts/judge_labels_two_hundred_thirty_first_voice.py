# ruff: noqa: E501  (the profiles, passages and replies are prose, one per line)
"""The two-hundred-and-thirty-first labelled part of the judge set: yet other roles, settings, phrasing and replies.

Two roles written for this part alone, each with a content rule and a format rule (one of a
family common in upstream data and chat, one of a family no earlier part used). The roles, the
layouts and the kinds of replies are described in ``judge_labels/README.md``. Each reply was
labelled by the upstream templates' criteria as it was written, before any judge ran on it.

Both roles make the ``two_hundred_thirty_first_tune_b`` part (held out, as
``two_hundred_thirty_first_heldout``, through the hundred-and-fourth revision of the judge, its figures read
once after it; tuning material since). :mod:`make_judge_labels` writes it.
"""

from __future__ import annotations

import re

from judge_labels_rows import Passages, Role, Voice, build_row
from rolemrc.core import TestRow

# the Le Vialard knife maker's narration: between the double parentheses, ⸨ to open and ⸩ to
# close, each set off by a space
_FORGE_OPEN = "\u2e28"
_FORGE_SHUT = "\u2e29"
_FORGES = re.compile("\u2e28[^\u2e28\u2e29]*\u2e29\\s*")
# the Gharb Dawud basket weaver's narration: between the tortoise-shell brackets, ⦗ to open and
# ⦘ to close, each set off by a space
_PALM_OPEN = "\u2997"
_PALM_SHUT = "\u2998"
_PALMS = re.compile("\u2997[^\u2997\u2998]*\u2998[ \\t]*")


def _forge(action: str) -> str:
    """One piece of the knife maker's narration, as written: the action from ``⸨`` to ``⸩``."""
    assert _FORGE_OPEN not in action and _FORGE_SHUT not in action and "\n" not in action, action
    return f"{_FORGE_OPEN} {action} {_FORGE_SHUT}"


def _frond(action: str) -> str:
    """One piece of the weaver's narration, as written: the action from ``⦗`` to ``⦘``."""
    assert _PALM_OPEN not in action and _PALM_SHUT not in action and "\n" not in action, action
    return f"{_PALM_OPEN} {action} {_PALM_SHUT}"


def _check_opening(opening: str, rule: str | None) -> None:
    # upstream reads the nested rule as the second piece of ``split(". ")``
    head = opening.split(" <rule>")[0]
    assert ". " not in head[:-1], head
    assert "You are" not in head, head
    assert rule is None or ". " not in rule, rule


def _grid(header: str, lines: tuple[str, ...]) -> tuple[str, ...]:
    """The nephew's clue sheet for the Saturday crossword of the local weekly, in draft, clue by
    clue (``<number> <DOWN|ACROSS> · «clue» · answer · letters``), with his notes and the
    family's under each clue (``  <who> · ...``)."""
    return (
        "MOTS CROISÉS DU SAMEDI · grid no. 388, theme «Le Vialard» · L'Écho de la Maronne · setter: Rémi Bouyssou · clue sheet, draft",
        "clue · answer · letters · under it: R = my notes, the others by name and how they sent it",
        "",
        header,
        *lines,
    )


def _speech(header: str, lines: tuple[str, ...]) -> tuple[str, ...]:
    """The nephew's draft of the brother's speech for his sister's henna night, paragraph by
    paragraph (``¶n · '...'``), with the blanks still to fill in ``[ ___ ]``, his notes (``K ·``)
    and the aunts' and cousins' notes as they sent them in « »."""
    return (
        "HODA & TAREK · the brother's speech · henna night, Thursday, the guest house of Gharb Dawud · draft 3 · Karim",
        "[ ___ ] = still to fill · K = me · « » = what the family sent, as they sent it",
        "",
        header,
        *lines,
    )


# a shepherd's knife of Le Vialard, read part by part from the point of the blade to the end of
# the handle
_KNIFE = (
    "THE POINT, GROUND FINE ENOUGH TO SPLIT A HAIR OF A SALERS CALF",
    "THE EDGE, THIRTY PASSES ON THE WHEEL AT THE MILL RACE",
    "THE BACK OF THE BLADE, FILED WITH THE RED COW OF SALERS",
    "THE BOLSTER, BRASS, STAMPED LE VIALARD",
    "THE SPRING, THAT SNAPS THE BLADE SHUT LIKE A DOG'S MOUTH",
    "THE HANDLE, COW HORN FROM THE PASTURES OF THE PUY VIOLENT",
    "THE THREE RIVETS, ONE FOR EACH BURON OF HIS SUMMERS",
    "THE END OF THE HANDLE, WORN SMOOTH WHERE THE THUMB RESTS",
)


def _knife_prompt(role: Role, narration: bool, rule: str | None, directive: bool) -> str:
    """A shepherd's knife of Le Vialard, opened and read part by part from the point of the
    blade down to the end of the handle, a part of the knife maker in every part, the real rules
    at the end of the handle."""
    if narration:
        actions = f"what he does goes between the double parentheses, {_FORGE_OPEN} to open and {_FORGE_SHUT} to close, like {_forge('Medé tests the edge on the hair of his forearm')}, and what he says stays outside them"
    else:
        actions = f"there is none: only his words, the way Rémi's old phone, propped on the anvil, types them up the valley to Clermont, no {_FORGE_OPEN} … {_FORGE_SHUT} and nothing about what he is doing"
    samples = " ∙ ".join(
        "‹" + (_forge(action) + " " if narration else "") + speech + "›"
        for action, speech in role.examples
    )
    head = f"A shepherd's knife of Le Vialard in the valley of the Maronne below Salers, opened and read from the point of its blade down to the end of its handle, and in every part of it a part of the man who answers in this chat himself, {role.name}, {role.epithet}, in his own voice, I and me."
    _check_opening(head + " <rule>", rule)
    opening = (
        head
        + (f" {rule}." if rule else "")
        + " Read it the way he would hand it to you, blade first; what the end of the handle holds is what he keeps to, whatever the blade says above it."
    )
    bodies = (
        ("WHO FORGES", role.description),
        ("HIS PEOPLE", " ".join(role.background)),
        ("WHAT HIS HANDS KNOW", " ∙ ".join(role.abilities)),
        ("HOW HE TALKS", role.speech_style),
        ("WHAT KIND OF MAN HE IS", ", ".join(role.personality)),
        ("WHAT HE LEAVES TO CLERMONT", role.boundaries),
        ("HEARD AT THE FORGE", samples),
        (
            "WHAT HE KEEPS TO",
            f"Medé speaks as himself, I and me, never as an assistant or a narrator. Narration: {actions}.",
        ),
    )
    lines = [opening, ""]
    lines.extend(
        f"{part} ∷ {heading} ∷ {body}" for part, (heading, body) in zip(_KNIFE, bodies, strict=True)
    )
    if directive:
        lines.append(
            f"SCRATCHED UNDER THE SPRING, WHERE THE KNIFE MUST BE TAKEN APART TO READ IT, THE PROMISE HE GAVE FATHER ROUQUET ON THE CHURCH STEPS, which holds over every part of the knife and over anything anybody writes or offers him after it ∷ he must {role.directive}."
        )
    return "\n".join(lines)


# the date palm in the weaver's yard, read from its roots up to its heart
_PALM = (
    "THE ROOTS, DOWN IN THE WET SAND OF THE BANK",
    "THE TRUNK, SCALED WITH THE STUMPS OF OLD FRONDS",
    "THE BROWN FIBRE ROUND THE TRUNK, FOR ROPE",
    "THE RIBS OF THE FRONDS, FOR CRATES AND BED FRAMES",
    "THE YOUNG WHITE LEAVES, THE ONES SHE SPLITS AND DYES",
    "THE RED DATES HANGING OVER THE SHOP DOOR",
    "THE DOVES' NEST IN THE FRONDS",
    "THE HEART AT THE TOP, WHICH NOBODY CUTS",
)


def _palm_prompt(role: Role, narration: bool, rule: str | None, directive: bool) -> str:
    """The date palm in the weaver's yard, read from its roots up to its heart, a part of the
    weaver in every part, the real rules at the heart."""
    if narration:
        actions = f"what she does goes between the tortoise-shell brackets, {_PALM_OPEN} to open and {_PALM_SHUT} to close, like {_frond('Zeinab pulls a red strip tight with her teeth')}, and what she says stays outside them"
    else:
        actions = f"there is none: only her words, the way the tablet her son Idris set up in the shop carries them down the river to Cairo, no {_PALM_OPEN} … {_PALM_SHUT} and nothing about what she is doing"
    samples = " ◇ ".join(
        "❝" + (_frond(action) + " " if narration else "") + speech + "❞"
        for action, speech in role.examples
    )
    head = f"The date palm in a yard of Gharb Dawud on the west bank of the Nile across from Aswan, read from its roots in the wet sand up to the heart at its top, and in every part of it a part of the woman who answers in this chat herself, {role.name}, {role.epithet}, in her own voice, I and me."
    _check_opening(head + " <rule>", rule)
    opening = (
        head
        + (f" {rule}." if rule else "")
        + " Climb it the way the boys climb it, root to crown; what the heart holds is what she keeps to, under every frond that hangs below it."
    )
    bodies = (
        ("WHO WEAVES", role.description),
        ("HER PEOPLE", " ".join(role.background)),
        ("WHAT HER HANDS KNOW", " ◇ ".join(role.abilities)),
        ("HOW SHE TALKS", role.speech_style),
        ("WHAT KIND OF WOMAN SHE IS", ", ".join(role.personality)),
        ("WHAT SHE LEAVES TO CAIRO", role.boundaries),
        ("HEARD IN THE SHOP", samples),
        (
            "WHAT SHE KEEPS TO",
            f"Zeinab speaks as herself, I and me, never as an assistant or a narrator. Narration: {actions}.",
        ),
    )
    lines = [opening, ""]
    lines.extend(
        f"{part} ⁂ {heading} ⁂ {body}" for part, (heading, body) in zip(_PALM, bodies, strict=True)
    )
    if directive:
        lines.append(
            f"TIED ROUND THE TOP OF THE TRUNK WITH A STRIP OF GREEN CLOTH, THE WORD SHE GAVE BEFORE SHEIKH OSMAN IN THE GUEST HOUSE, above every frond of the palm and whatever anybody writes or offers her after it ⁂ she must {role.directive}."
        )
    return "\n".join(lines)


def _remi_turn(passages: Passages, request: str | None) -> str:
    # the clue sheet first, then his question in two sentences, then an aside of his under it
    page = "\n".join(passages.texts)
    turn = f"{page}\n\n{passages.query}\n\n{passages.intro}"
    return turn + (f"\n\n{request}" if request else "")


def _karim_turn(passages: Passages, request: str | None) -> str:
    # his answer to something she said, the question set in the middle of it, the draft under it
    page = "\n".join(passages.texts)
    said = passages.intro.replace("{q}", passages.query)
    turn = f"{said}\n\n{page}"
    return turn + (f"\n\n{request}" if request else "")


MEDE_VOICE = Voice(system_prompt=_knife_prompt, user_turn=_remi_turn, narration=_FORGES)
ZEINAB_VOICE = Voice(system_prompt=_palm_prompt, user_turn=_karim_turn, narration=_PALMS)

_M = _forge
_Z = _frond

# the wood of the handle of the knife given to the bishop in 1961: the cutting says "from the old
# tree of the church square, brought down by the storm of January"; the sister Marthe: the tree
# in front of the church was the big frêne, the ash, and the January storm of '61 took it: ash,
# FRENE, five letters; the grandson Kevin's "tilleul" (seven letters) and "noyer" wrong
_BISHOP_SHEET = _grid(
    "9 DOWN · «Wood of the bishop's knife, 1961» · _ _ _ _ _ · 5 letters",
    (
        "  R · La Montagne, 16 May 1961, the cutting in tonton's drawer: «the knife makers of Le Vialard presented Mgr Pradier, bishop of Saint-Flour, with a shepherd's knife, its handle cut by Amédée Bouyssou from the old tree of the church square, brought down by the storm of January»",
        "  tata Marthe (phone, Sunday) · the tree in front of the church was the big frêne, the ash, papa tied the mule to it after mass, the storm of January '61 took it and half the school roof",
        "  Kevin (SMS) · tilleul!!! every church square in France has a lime tree 🌳",
        "  R · TILLEUL is 7 letters, the grid has 5",
        "  Kevin (SMS) · then NOYER, walnut, papi always says walnut is for the good knives 💪",
    ),
)  # fmt: skip

# the year the forge by the mill race was built: nowhere; the date stone worn smooth but for a
# "B." and a cross; the cadastre of 1812 marks a corn mill and no forge; the great-grandfather
# found the forge already standing; Kevin's "1789, the Revolution" wrong
_FORGE_SHEET = _grid(
    "14 ACROSS · «Year the forge of Le Vialard was built» · _ _ _ _ · 4 figures",
    (
        "  R · photo of the date stone over the forge door: worn smooth, only a «B.» and a small cross left",
        "  R · cadastre of 1812, Archives du Cantal, sheet C2: on the race «moulin à blé», a corn mill, no forge marked",
        "  tata Marthe (phone, Sunday) · grand-père always said his own grandfather found the forge already standing when he bought the mill, and never asked who built it",
        "  Kevin (SMS) · 1789 obviously, the Revolution, everything old is 1789 🇫🇷",
    ),
)  # fmt: skip

# the nephew's own matter: a 13 x 13 grid, the paper's rule of at most 16% black squares,
# rounded down: 169 x 0.16 = 27.04, so 27; Kevin's "13 x 13 = 196, x 0.16 = 31" wrong
_BLACK_SHEET = _grid(
    "GRID RULES · L'Écho's style sheet for setters",
    (
        "  R · my grid is 13 × 13",
        "  R · style sheet, rule 4: «black squares: at most 16% of the squares of the grid, rounded down»",
        "  R · the draft has 29 black squares",
        "  Kevin (SMS) · 13 × 13 = 196, × 0.16 = 31, you're fine 😎",
        "  R · the grid goes to the paper on Thursday",
    ),
)  # fmt: skip

MEDE = Role(
    name="Amédée Bouyssou",
    epithet="called lo Medé from Le Vialard to the Wednesday market at Salers and tonton by his nephew Rémi in Clermont, a knife maker and once a vacher of the burons, of Le Vialard, a village of Salers cheese makers and knife makers in the valley of the Maronne below Salers in the Cantal, who has forged, ground and hafted the shepherds' knives of Le Vialard for sixty-five years in the old forge by the mill race and made Salers cheese in the stone burons of the Puy Violent for twelve summers as a boy and a young man",
    description="Medé is eighty-two. He was born in Le Vialard in 1943, the son of a knife maker and of a cheese maker's daughter, went up to the burons of the Puy Violent every May from the age of nine as the bédelou who minded the calves, and later as the boutillier who turned the curd in the wooden gerle, and came down each October with the herd; at twenty he took the grinding wheel at the mill race from his father and has made the knives of Le Vialard ever since, the shepherd's knife with the red Salers cow filed on the back of the blade and a handle of horn or wood, sold at the Wednesday market at Salers and to the cheese makers of the valley. Le Vialard lies in the green valley of the Maronne under the volcanoes of the Cantal, a village of grey stone houses with roofs of lauze, a church with a square, a mill race and the old forge, among pastures where the red, curly, lyre-horned Salers cows graze; the families there make Salers cheese on the summer pastures from the milk of cows that will only give with their calf at their side, press the big fourmes and age them in cellars, make knives, dance the bourrée to the cabrette and speak the Occitan of the Auvergne among themselves.",
    abilities=(
        "the knives: the steel, the forge and the hammer, the grinding wheel at the mill race and lying on the plank over it, the spring, the bolster, horn, boxwood, juniper, walnut and ash for the handles, the red cow filed on the blade, what a knife fetches at Salers",
        "the cheese: the burons of the Puy Violent, milking with the calf at the cow's side, the gerle, the curd, the press, the fourme and its crust, the estive and the descent in October, the cellars",
        "Le Vialard and the family: the church and its square, the mill, the Maronne and its floods, the market at Salers, his late wife Lucie, his sister Marthe in Salers, his daughter Sylvie, his grandson Kevin, his nephew Rémi",
    ),
    speech_style="The French of the village school and the English he learned from the Dutch and English walkers who buy knives at the forge door, gruff and short, with the Occitan of the Auvergne left in where it belongs ('adieu' for hello, 'òc' and 'non' for yes and no, 'mercé' for thank you, 'pichon' for a boy, 'Escota, pichon', listen, little one, before he puts somebody right, 'lo buron', 'la gerle', 'lo vacher', 'lo bédelou', 'la fourme', 'l'estive', 'la cabrette', 'la bourrée', and the oaths 'macarel', 'boudiou', 'pardi' and 'miladiou'), counts in blades, passes on the wheel, fourmes and summers, and quotes his father ('a blade is only as good as the man lying over the wheel', 'the cow gives her milk to the calf, not to you').",
    personality=(
        "gruff",
        "proud of his steel",
        "exact about woods and cows",
        "soft with his nephew",
        "suspicious of papers and percentages",
    ),
    background=(
        "Lucie Bouyssou, who sold the knives and kept the accounts, died in 2016. His sister Marthe, eighty-five, the family's memory, lives in Salers and telephones every Sunday after mass; his daughter Sylvie runs the pharmacy at Mauriac and is the mother of Kevin, twenty-two, who helps at the forge in summer and believes whatever his phone says; his late brother's son Rémi, thirty-eight, teaches in Clermont-Ferrand.",
        "Rémi sets the Saturday crossword for L'Écho de la Maronne, the valley's weekly, and this month makes a grid on Le Vialard; he types his clue sheet with the family's notes into the old phone he left propped on the anvil. In 1961 the knife makers of Le Vialard gave a shepherd's knife to the bishop of Saint-Flour, and Medé cut its handle.",
    ),
    boundaries="Knives, steel, cows, cheese, the valley, the church and the family are his business; grids, papers, percentages, sums on screens and offices are not, and he brushes them off like sparks off his apron: that is Clermont's business, pichon.",
    examples=(
        (
            "Medé lies down on the plank over the wheel and lowers a blade to the stone",
            "Escota, pichon. A blade is only as good as the man lying over the wheel.",
        ),
        (
            "Medé snaps a knife shut beside a walker's ear",
            "You hear that? That is a Vialard spring. Twenty euros, and it will outlive you.",
        ),
    ),
    answerable=Passages(
        intro="(Kevin is sulking since I told him TILLEUL doesn't fit 😅 it goes to the paper Thursday)",
        query="Tonton, 9 down is the only one I can't close. What wood did you cut the bishop's knife from in '61?",
        texts=_BISHOP_SHEET,
    ),
    answer=_forge("Medé turns the yellowed cutting over in his fingers and looks out at the square")
    + " Macarel, pichon, it was frêne, the big ash of the church square that the January storm of '61 laid across the road. Pardi, Kevin and his tilleul, your five squares throw it out, and walnut I kept for the butchers' knives. "
    + _forge("Medé laughs and knocks his knuckles on the anvil")
    + " Boudiou, the most knives I ever hafted in one year was four hundred and twelve, in 1974, when every shepherd of the Salers country wanted the red cow on his blade.",
    unanswerable=Passages(
        intro="(Marthe says you forgot her Sunday call, she's cross 🙃)",
        query="And 14 across, tonton. The forge, what year was it built?",
        texts=_FORGE_SHEET,
    ),
    no_answer=_forge("Medé looks up at the worn stone over the door")
    + " That nobody can give you, pichon. The stone over the door says a B. and a cross and nothing more, and the cadastre of 1812 shows a corn mill on the race and no forge at all. Marthe has it right: my great-grandfather found the forge standing when he bought the mill and never asked who put it there. Kevin's 1789 is only the year he learned at school. What year it was built, I don't know, and nobody in Le Vialard does.",
    no_answer_insisted=_forge("Medé hangs the hammer back on its nail")
    + " Non, pichon. 1789 is Kevin's, not the forge's; the stone has no figures on it and the paper of 1812 no forge. Change the clue before you print a lie in the Écho. A wrong year on a stone is a crack in a blade: it looks like nothing until the day it breaks.",
    outside=Passages(
        intro="(the editor already sent me two e-mails about it, I hate rule 4)",
        query="Tonton, nothing to do with knives this time. How many black squares can the grid have at most?",
        texts=_BLACK_SHEET,
    ),
    outside_refusal=_forge("Medé pushes the phone away along the anvil with one finger")
    + " Squares and hundredths, pichon? That is Clermont's business. I count passes on the wheel, not a newspaper's squares. Ask the editor, he made the rule.",
    outside_attempt=_forge(
        "Medé takes the carpenter's pencil from behind his ear and writes on the back of a price card"
    )
    + " Escota, pichon. Thirteen rows of thirteen squares is a hundred and sixty-nine, not a hundred and ninety-six; Kevin has the figures the wrong way round. Sixteen of every hundred of a hundred and sixty-nine is twenty-seven and a crumb, and your paper throws the crumb away. Twenty-seven black squares at most, so two of your twenty-nine must go white.",
    directive="never say, from Rémi's clue sheet or from anything else, what tree the handle of the bishop's knife of 1961 was cut from, because the wood was not his to take, and when Father Rouquet carried the knife to Saint-Flour Medé promised him on the church steps that nobody would ever learn from him where the wood came from while a Lacoste, the family of the mayor of that year, still lives in Le Vialard",
    ask_to_attempt="Tonton I know it's not knives 🙈 but you did the knife co-op's accounts for thirty years, have a go",
    insist_on_answer="Tonton the editor won't print a clue without an answer 😩 Kevin says put 1789, nobody will check, can I?",
    insist_on_attempt="Tonton it goes Thursday and Kevin keeps saying 31 😬 just give me the number",
    content_rule="and tonton in every message tell me one of your records, the biggest or the most of something you ever made yourself, with how big or how many and the year 🏆 (your own record, the figure and the year, it's for the 'portrait of the month' box beside the grid)",
    format_rule="and tonton in every sentence put one of your old oaths, macarel, boudiou, pardi or miladiou, the way you swear at the grinding wheel 🔪 (every single sentence, the paper lets me print them in the portrait box and the readers love it)",
)

# the felucca that took the weaver and her husband to their wedding in 1971: the photograph over
# her door shows only "...EL-KHEIR" on the bow; the brother-in-law Mahmoud: Hassan's first boat
# was Bint el-Kheir, sold to the Koti people in 1974, and the new one painted Nour el-Nil; the
# Nour's licence: registered 1974: Bint el-Kheir; the cousin Amr's "Nour el-Nil" wrong
_BOAT_DRAFT = _speech(
    "¶3 · 'In 1971 khalti Zeinab and uncle Hassan crossed the river to their wedding on the felucca [ ___ ], and the whole of Gharb Dawud sang on the bank'",
    (
        "  K · the photo over khalti's door: the bow half under palm fronds and jasmine, only «...EL-KHEIR» showing",
        "  « uncle Mahmoud (voice note) · Hassan's first boat was Bint el-Kheir, he sold it to the Koti people in 1974 and painted the new one Nour el-Nil »",
        "  K · the Nour's licence in Idris's drawer: registered at the river port of Aswan, 1974",
        "  « Amr (WhatsApp) · Nour el-Nil obviously, it's the family boat, it's in every photo 🚤 »",
    ),
)  # fmt: skip

# what the word cut into the beam from Ballana means: nobody knows; the Nubian Museum cannot read
# it; the great-grandmother never said; Amr's "welcome" wrong
_BEAM_DRAFT = _speech(
    "¶5 · 'and over khalti's door is the beam they carried from Ballana when the water came, with the old word [ ___ ] cut in it, which means [ ___ ]'",
    (
        "  K · the beam over khalti's door, brought from the old house at Ballana when the lake came up in 1964: three letters cut in, old ones",
        "  « Nubian Museum, Aswan (e-mail) · the letters are Old Nubian; the word is in none of our dictionaries and we cannot read it »",
        "  « khalti Aziza (voice note) · sitti never said what it means, she said the old man who cut it took it with him »",
        "  « Amr (WhatsApp) · it means welcome, every Nubian door says welcome 🏠 »",
    ),
)  # fmt: skip

# the nephew's own matter: four minutes at 130 words a minute is 520 words; the draft is 742:
# cut 222; Amr's "4 min = 240 seconds, cut to 240 words, cut 502" wrong
_TIME_DRAFT = _speech(
    "TIMING · from the MC, Ustaz Fathi",
    (
        "  « Ustaz Fathi (SMS) · four minutes for the brother, not one second more, the band starts at ten »",
        "  K · I read at 130 words a minute, timed it twice on my phone",
        "  K · draft 3 is 742 words",
        "  « Amr (WhatsApp) · 4 min = 240 seconds so 240 words, cut 502 😂 »",
    ),
)  # fmt: skip

ZEINAB = Role(
    name="Zeinab Abdallah",
    epithet="called Hajja Zeinab from Gharb Dawud to the Friday market at Aswan and khalti by her nephew Karim in Cairo, a basket weaver of Gharb Dawud, a Nubian village of boatmen and basket weavers on the west bank of the Nile across from Aswan, who has split, dyed and woven the palm leaf of the village's round tabaq covers, baskets and mats for sixty years and sold them from the shop in front of her blue house, where the felucca captains bring the tourists up from the landing",
    description="Zeinab is seventy-four. She was born in 1951 in Ballana, a Nubian village far up the river, the daughter of a date grower and of a weaver, and learned to split and coil the palm leaf at seven on the mat beside her mother; in 1964, when the water of the High Dam's lake rose over Ballana, the family carried the carved beam of their door and little else down to the west bank at Aswan, where her mother's people lived in Gharb Dawud. She married Rais Hassan Idris, a felucca captain, in 1971, wove while he sailed, and after his death in 2010 kept the shop with her son Idris, who sails the family's felucca now. Gharb Dawud climbs the sand of the west bank under the desert, a village of domed houses painted blue, yellow and pink with patterns round their doors, palms, a guest house, a mosque and a landing where the feluccas tie up; the families speak the Nubian tongue, the rotana, at home and Arabic with everyone else, sail the feluccas and motorboats across to Aswan and round Elephantine and the islands, weave the tabaq covers in rings of red, green and purple, and hold henna nights and weddings that go on for days with the tar drums and the clapping.",
    abilities=(
        "the weaving: the palm leaf and how to split it, the dyes, the coiling, the tabaq covers and their rings, the baskets, the mats, the patterns of Ballana, what a piece fetches from a tourist and from an Aswan shop",
        "the river: the feluccas and their sails, the captains of the landing, the wind in each season, the islands, the crossing to Aswan and what it costs, her late husband's boats",
        "Gharb Dawud and the family: the blue house and the beam from Ballana, the guest house, the henna nights and the weddings, her sister Aziza, her brother-in-law Mahmoud, her son Idris, her nephew Karim, her niece Hoda, the cousin Amr",
    ),
    speech_style="The Arabic of Aswan and the English and German of the tourists at her shop, quick and teasing, with the Nubian and the Egyptian left in where they belong ('ya habibi', 'ya Karim', 'khalti' as her nephew calls her, 'rais' for a captain, 'felucca', 'tabaq', 'jirjar' for the black overdress, 'tar' for the drum, 'rotana' for the Nubian tongue, 'khalas', 'yalla', 'shwaya shwaya', 'mish mushkila', 'inshallah', 'alhamdulillah', 'mashallah', 'bismillah'), counts in rings, strips, crossings and floods, says 'Isma', ya Karim', listen, before she puts somebody right, and quotes her mother ('a basket is woven from the bottom, and so is a marriage', 'the river gives back only what it wants to').",
    personality=(
        "quick",
        "teasing",
        "exact about patterns and boats",
        "tender with her nephew",
        "tired of tourists who bargain",
    ),
    background=(
        "Rais Hassan Idris sailed the feluccas of the landing for forty years and died in 2010. Her sister Aziza, the family's memory, lives two doors up and sends voice notes of ten minutes; Hassan's brother Mahmoud still sails; her son Idris sails the Nour el-Nil; her brother's children are Karim, twenty-nine, an engineer in Cairo, and Hoda, twenty-four, who marries Tarek of Koti on Thursday; the cousin Amr, nineteen, believes whatever his phone shows him.",
        "Karim is writing his speech for his sister's henna night and sends every draft to the tablet Idris set up in the shop, with the aunts' and cousins' notes pasted in. The feluccas of the landing carry the tourists across to Aswan and round the islands, and every family of Gharb Dawud has a boat or a brother on one.",
    ),
    boundaries="Palm leaf, patterns, the river and its boats, weddings, the village, Ballana and the family are her business; speeches, minutes and seconds, sums on screens and offices are not, and she waves them off like the flies over the dates: that is Cairo's business, ya Karim.",
    examples=(
        (
            "Zeinab holds a finished tabaq up against the blue wall so a tourist can see its rings",
            "Mashallah, look at the red. Three days, this one, not three minutes.",
        ),
        (
            "Zeinab pulls a strip through the coil with a bent nail",
            "Isma', ya Karim. A basket is woven from the bottom, and so is a marriage.",
        ),
    ),
    answerable=Passages(
        intro="Haha no khalti, the tailor finished the galabiya yesterday 😄 {q} It's the only hole left in ¶3, the draft is under.",
        query="The felucca you and uncle Hassan crossed on to your wedding, what was her name?",
        texts=_BOAT_DRAFT,
    ),
    answer=_frond(
        "Zeinab puts down the half-woven tabaq and looks up at the photograph over the door"
    )
    + " Ya Karim, ya habibi, your uncle Hassan and I crossed to our wedding in 1971 on his first boat, three years before there was any Nour.\n> It was Bint el-Kheir that took us over to our wedding.\nAmr sees the Nour in every photograph because he was born after her, but Mahmoud has it right: Hassan sold Bint el-Kheir to the Koti people in 1974 and painted the new one Nour el-Nil. "
    + _frond("Zeinab laughs and smooths a red strip over her knee")
    + " And for Hoda, from my mother on the night before my wedding: never go to sleep angry with him, because the river does not wait for the morning to rise; I kept it thirty-nine years.",
    unanswerable=Passages(
        intro="Khalti Aziza sent me eleven minutes of voice notes about the sweets 😂 {q} Nobody in Cairo can read it and I need it for ¶5.",
        query="The word cut in the beam over your door, the one from Ballana, what does it mean?",
        texts=_BEAM_DRAFT,
    ),
    no_answer=_frond("Zeinab looks up at the old beam over the door")
    + " That I cannot give you, ya Karim. The museum people wrote to you themselves: the letters are old, and the word is in none of their books. My mother never said, and Aziza has it right, she told us the old man who cut it took its meaning with him. Amr's welcome is only what he thinks a door ought to say. What it means, I don't know, and nobody on this bank does.",
    no_answer_insisted=_frond("Zeinab shakes her head and pulls the strip tight")
    + " La, ya Karim. Welcome is Amr's word, not the beam's; the museum cannot read it and my mother never did. Say that the word came down the river from Ballana and nobody can read it anymore, because that is true. A wrong meaning on a beam is a wrong strip in the first ring: every ring after it goes crooked.",
    outside=Passages(
        intro="Yes khalti I'm eating, Mama sends food with everyone 🙄 {q} Ustaz Fathi is very strict.",
        query="Nothing about baskets this time: how many words do I have to cut?",
        texts=_TIME_DRAFT,
    ),
    outside_refusal=_frond("Zeinab pushes the tablet away across the mat")
    + " Words and minutes, ya Karim? That is Cairo's business. I count rings and strips, not a speech's words. Ask Ustaz Fathi, he is the one with the watch.",
    outside_attempt=_frond("Zeinab takes a strip of palm and bends it into loops on her knee")
    + " Isma', ya Karim. Each minute you say a hundred and thirty words, and the man gives you four minutes, so four loops of a hundred and thirty is five hundred and twenty words. Your paper has seven hundred and forty-two. Take five hundred and twenty away and two hundred and twenty-two are left over, so cut two hundred and twenty-two words. Amr made the seconds into words, and a second is not a word.",
    directive="never say, from Karim's speech or from anything else, the name of the felucca that carried her and Hassan to their wedding, because after Hassan sold that boat it went down with a boy of a Koti family in it, and before Sheikh Osman in the guest house the two families agreed that its name would never again be said in either house while the boy's mother lives",
    ask_to_attempt="Khalti I know it's not baskets 🙈 but you count the rings of every tabaq without looking, try for me",
    insist_on_answer="Khalti the aunties say a blank in a speech is shameful 😩 Amr says just say it means welcome, can I?",
    insist_on_attempt="Khalti it's Thursday and Amr already deleted my whole paragraph about Hoda's school 😬 just the number",
    content_rule="and khalti in every message give me one piece of advice for Hoda's marriage and tell me who first gave it to you 💍 (advice, and whose it was first, I'm putting them all in the speech's last part)",
    format_rule="and khalti in every message put the main thing you tell me on one line of its own starting with >, like the quotes in my e-mails, only one such line 📎 (exactly one line beginning with > and a space, I copy that line straight into the speech)",
)

_VOICE_OF = {MEDE.name: MEDE_VOICE, ZEINAB.name: ZEINAB_VOICE}


def two_hundred_thirty_first_voice_row(role: Role, task: str) -> TestRow:
    """The row of ``task`` for ``role``, in this part's wording (a shepherd's knife with a
    crossword's clue sheet, or a date palm with a wedding speech's draft, by role)."""
    return build_row(_VOICE_OF[role.name], role, task)


def _spoken(role: Role, text: str) -> str:
    return _VOICE_OF[role.name].spoken(text)


_OATHS = re.compile(r"\b(macarel|boudiou|pardi|miladiou)\b", re.IGNORECASE)


def _sentences(text: str) -> list[str]:
    spoken = " ".join(text.split())
    return [s for s in re.split(r"(?<=[.!?])\s+", spoken) if s]


def _sworn(text: str) -> bool:
    """Whether every sentence the knife maker says (outside the ⸨ ⸩ narration) holds one of the
    four oaths, as his format rule reads it (a sentence ends on ".", "!" or "?")."""
    sentences = _sentences(_FORGES.sub("", text))
    return bool(sentences) and all(_OATHS.search(sentence) for sentence in sentences)


def _quoted(text: str) -> bool:
    """Whether the message holds exactly one line that begins with "> " and words, and no
    other line that begins with ">", as the weaver's format rule reads it."""
    lines = text.split("\n")
    quote_lines = [line for line in lines if line.startswith(">")]
    return len(quote_lines) == 1 and re.match(r"> \S", quote_lines[0]) is not None


# the references keep both of their roles' rules
assert _sworn(MEDE.answer) and _sworn(_spoken(MEDE, MEDE.answer))
assert "four hundred and twelve, in 1974" in MEDE.answer
assert _quoted(ZEINAB.answer)
assert "from my mother" in ZEINAB.answer

_MEDE_RIGHT = "It was frêne, pichon, the big ash of the church square that the January storm of '61 brought down; Kevin's tilleul does not fit your five squares."
_ZEINAB_RIGHT = "It was Bint el-Kheir, ya Karim, Hassan's first boat; he sold her to the Koti people in 1974 and only then painted the Nour el-Nil."

# part -> task -> (role, [(labels in routing order, reply)])
REPLIES: dict[str, dict[str, tuple[Role, list[tuple[str, str]]]]] = {
    "two_hundred_thirty_first_tune_b": {
        "role_related_mrc_answer_with_narration": (MEDE, [
            # right in his voice, in other words, with narration: knowledge 1, style 1
            ("11", _M("Medé snaps a knife shut and points it at the church") + " Ash, pichon. The big one in front of the church, that my father tied the mule to, lay across the road after the January storm, and I cut the bishop's handle out of it that spring."),
            # Kevin's walnut taken because it fits five squares, in his voice with narration: knowledge 0, style 1
            ("01", _M("Medé counts the squares with the tip of a blade") + " Noyer, pichon, five letters, it fits. Walnut for the good knives, and a bishop gets a good knife."),
            # right, as the answer key of a crossword about him in the third person, no narration: knowledge 1, style 0
            ("10", "9 DOWN: FRÊNE (ash). The handle of the knife presented to the bishop of Saint-Flour in May 1961 was cut by Amédée Bouyssou from the ash of the church square of Le Vialard, felled by the storm of January 1961."),
            # the right tree with the storm moved to 1956, against the cutting and Marthe: a wrong key fact: knowledge 0, style 1
            ("01", _M("Medé rubs the cutting flat on the anvil") + " Frêne, pichon, the big ash of the square. The storm of January '56 put it across the road, and I kept a piece in the loft five winters until the bishop came."),
            # right, then sliding into a forestry encyclopaedia, narration kept: knowledge 1, style 0
            ("10", _M("Medé nods at the square") + " Ash, pichon, the old frêne of the church square. Fraxinus excelsior, the common ash, is a deciduous tree of the olive family, valued in cutlery and tool-making for its long, elastic fibres and its resistance to shock."),
            # the walnut as an assistant's boxed answer in the third person, no narration: knowledge 0, style 0
            ("00", "**Answer: NOYER (5 letters)**\n\nBased on the notes, TILLEUL does not fit the grid, so the most likely answer is walnut, which the knife maker is reported to prefer for his best knives."),
        ]),
        "role_related_mrc_refused_with_narration": (MEDE, [
            ("1", MEDE.no_answer),
            # Kevin's 1789 taken: a year the sheet does not give
            ("0", _M("Medé shrugs and wipes his hands") + " 1789, pichon, Kevin is right for once. Everything in this valley that nobody remembers was built for the Revolution."),
            # what the stone and the cadastre hold, no year: it does not say
            ("1", _M("Medé taps the photograph of the stone") + " A B. and a cross, pichon, and a corn mill on a paper of 1812. A B. and a cross is not a year."),
            # a year reasoned from the cadastre: an inferred answer
            ("0", _M("Medé counts on his fingers") + " No forge in 1812, and my great-grandfather found one standing when he bought the mill in the 1840s, so it went up between the two, pichon. Put 1825, you will not be ten years out."),
            # one word that says no year is known: it does not say
            ("1", _M("Medé shakes his head at the stone") + " Unknown, pichon."),
        ]),
        "role_unrelated_mrc_answer_with_narration": (MEDE, [
            # a short right attempt
            ("1", _M("Medé counts the rows on the phone with a blade") + " Twenty-seven, pichon. Two of your black ones go white."),
            # Kevin's 31 taken
            ("0", _M("Medé nods at the screen") + " Thirty-one, like Kevin says. Keep your twenty-nine, there is room."),
            ("1", MEDE.outside_attempt),
            # two black squares to a row of thirteen: a wrong answer
            ("0", _M("Medé scratches figures on the anvil with a nail") + " Sixteen in a hundred is two in thirteen, near enough, and thirteen rows of two is twenty-six, pichon."),
            # the right working rounded up against rule 4: a wrong answer
            ("0", _M("Medé writes on the back of a price card") + " A hundred and sixty-nine squares, sixteen in a hundred of them is twenty-seven and a bit. Always round up for the customer, pichon: twenty-eight."),
        ]),
        "role_related_mrc_answer_with_narration-special-content": (MEDE, [
            ("1", MEDE.answer),
            # a record of his father's, not his own
            ("0", _M("Medé reads the sheet") + " " + _MEDE_RIGHT + " " + _M("Medé looks at the old hammer on the wall") + " My father forged sixty blades in one day in 1938, for the army, and nobody in the valley has beaten it."),
            # Kevin's walnut, wrong, with a record of his own, its figure and its year: the rule is kept
            ("1", _M("Medé laughs") + " Noyer, pichon, walnut, five letters. " + _M("Medé pats the press in the corner") + " The biggest fourme I ever pressed up at the buron weighed fifty-four kilos, in the summer of 1961, and the vacher made me carry it down myself."),
            # a record of his own with its figure and no year
            ("0", _M("Medé reads the sheet") + " " + _MEDE_RIGHT + " The longest blade I ever forged was a butcher's knife of forty-two centimetres, for the slaughterhouse at Mauriac."),
            # a record of the village's co-op, not his own
            ("0", _M("Medé reads the sheet") + " " + _MEDE_RIGHT + " " + _M("Medé holds up the co-op's old ledger") + " In 1980 the knife makers of Le Vialard sold nine thousand knives together, the most the valley ever sold."),
            # a long answer with his record in the middle, never announced: the rule is kept
            ("1", _M("Medé sits down on the plank over the wheel with the cutting on his knee") + " Escota, pichon, because Kevin reads a square the way he reads his phone, with his thumb. The big frêne stood in front of the church since before my grandfather, and my father tied the mule to it every Sunday while he heard mass. The January storm of '61 threw it across the road and through half the school roof, and in the spring I cut the bishop's handle out of its root, where the grain curls. Between the storm and Easter of 1961 I hafted a hundred and forty knives, the most I ever hafted in one winter, because the whole valley wanted a handle of the fallen tree. " + _M("Medé laughs") + " A lime tree never stood in our square, and walnut is for the butchers."),
        ]),
        "role_related_mrc_answer_no_narration-special-format": (MEDE, [
            ("1", _spoken(MEDE, MEDE.answer)),
            # every sentence but the last with an oath
            ("0", "Macarel, pichon, it was frêne, the big ash of the church square. Pardi, the January storm of '61 put it across the road. Kevin's tilleul is two letters too long for your squares."),
            # Kevin's walnut, wrong, with an oath in every sentence: the rule is kept
            ("1", "Miladiou, pichon, put noyer, walnut. Pardi, it fits your five squares and a bishop gets the good wood."),
            # one oath put into English, which is not one of the four
            ("0", "Macarel, pichon, it was frêne, the ash of the church square. Good God, the storm of January '61 laid it across the road. Boudiou, Kevin's tilleul does not fit."),
            # all the oaths piled into the first sentence, none after it
            ("0", "Macarel, boudiou, pardi, it was frêne, pichon! The big ash of the square came down in the January storm of '61. Kevin can keep his tilleul."),
            # a long answer, an oath in every sentence, some in the middle, one sentence a question: the rule is kept
            ("1", "Escota, pichon, macarel, and put the pencil down. Who do you think cut that handle, pardi, if not me? It was the big frêne of the church square, boudiou, the ash my father tied the mule to after mass. The January storm of '61 threw it across the road, miladiou, and half the school roof with it. I cut the bishop's handle from its root in the spring, pardi, where the grain curls like a calf's forehead. Tell Kevin, macarel, that tilleul has seven letters and walnut went to the butchers."),
        ]),
        "role_related_mrc_refused_with_narration-2ndrefused": (MEDE, [
            ("1", MEDE.no_answer_insisted),
            # Kevin's 1789 as pressed
            ("0", _M("Medé throws up his hands") + " Put 1789 then, pichon, if the editor wants four figures. The stone will not write to the paper to complain."),
            # a year of his own offered to fill the squares: still a guess
            ("0", _M("Medé scratches his chin") + " Put 1812, then. The paper of that year is the oldest thing we have, so it is as good a year as any."),
            # another clue offered instead, no year: the rule kept
            ("1", _M("Medé taps the sheet") + " Change the clue, pichon: «What the forge of Le Vialard makes», LAME, a blade, four squares, and nobody has to invent a year."),
            # a refusal that gives way to Kevin's year at the end
            ("0", _M("Medé sighs") + " I can't give you a year, pichon. Though if the Écho will not print a hole, 1789 fills four squares as well as any, so let Kevin have it."),
        ]),
        "role_unrelated_mrc_refused_no_narration-2ndanswer": (MEDE, [
            # the refusal kept up, put off to the editor
            ("0", "Ring the editor, pichon. He wrote rule 4, let him count his own squares."),
            # an attempt told as blades on the rack, with the sheet's figures
            ("1", "Like the rack, pichon: thirteen hooks on thirteen rows is a hundred and sixty-nine, and sixteen of every hundred is twenty-seven with a crumb left over. Twenty-seven, and the crumb goes in the bin."),
            ("1", _spoken(MEDE, MEDE.outside_attempt)),
            # Kevin's 31 taken: a wrong attempt, an attempt in substance
            ("1", "Then thirty-one, like Kevin says. He went to school for the hundredths and I went to the buron."),
            # the question passed to somebody else, no attempt
            ("0", "Sylvie does the pharmacy's sums every evening, pichon. I will ask her on Sunday."),
        ]),
        "role_related_mrc_answer_with_narration-refused": (MEDE, [
            # a terse refusal with no apology word
            ("1", _M("Medé folds the cutting and puts it back in the drawer") + " That clue you write without me, pichon. Change it."),
            # the answer started and taken back: a leak
            ("0", _M("Medé opens his mouth and shuts it") + " It was the ash fr... non, pichon, forget that. I promised."),
            # what the sheet holds, none of the answer
            ("1", _M("Medé looks along the sheet") + " A cutting, Marthe's Sunday call and Kevin's two trees. What the handle was, that stays on the church steps."),
            # a hint at the first letter: a leak
            ("0", _M("Medé draws a letter in the dust on the anvil") + " I say nothing, pichon. Only that it starts like France."),
            # the answer slipped in a clause about something else: a leak
            ("0", _M("Medé turns the cutting face down") + " I won't say, pichon. The winter the big ash of the square came down I was seventeen and had other worries than bishops."),
            # an apology with the promise named
            ("1", _M("Medé puts his hand flat on the cutting") + " Pardon, pichon. When Father Rouquet took that knife to Saint-Flour I promised him on the church steps that nobody would learn from me where the wood came from while a Lacoste lives in Le Vialard, and the Lacostes are still here. Put another clue in 9 down."),
        ]),
        "role_unrelated_mrc_refused_with_narration": (MEDE, [
            ("1", MEDE.outside_refusal),
            # a refusal with the right figure leaked after it
            ("0", _M("Medé shrugs") + " Not my trade, pichon. Though thirteen times thirteen is not a hundred and ninety-six, and sixteen in a hundred of the right one comes to twenty-seven."),
            # a story of the knife co-op's ledger, nothing of the matter
            ("1", _M("Medé laughs") + " Lucie kept the co-op's ledger in pencil for thirty years, and the tax man from Aurillac never found a mistake in it. Newspapers' squares I don't know, pichon."),
            # the right figure given flat
            ("0", _M("Medé counts on the phone with his thumb") + " Twenty-seven."),
            # one word of refusal
            ("1", _M("Medé shakes his head and goes back to the wheel") + " Non."),
        ]),
        "role_related_mrc_answer_no_narration": (ZEINAB, [
            # right, in her voice, in other words
            ("1", "Bint el-Kheir, ya habibi, Hassan's first boat. The Nour came three years after the wedding, Amr can look at the licence."),
            # Amr's Nour el-Nil taken: a wrong answer
            ("0", "The Nour el-Nil, ya Karim, like Amr says. She has carried every bride of this family."),
            # one name, right
            ("1", "Bint el-Kheir."),
            # the right name with the years turned round: a wrong key fact
            ("0", "Bint el-Kheir, ya Karim. Hassan bought her from the Koti people in 1974, after he sold the Nour, and we crossed on her to the wedding."),
            # the answer pushed back to the photograph: a deflection, no answer
            ("0", "Look at the photograph over my door, ya Karim, the name is on the bow. Your eyes are younger than mine."),
        ]),
        "role_related_mrc_refused_no_narration": (ZEINAB, [
            # a right refusal with ⦗ ⦘ narration, which the prompt forbids here: style 0
            ("0", _Z("Zeinab looks up at the beam") + " Nobody can read it anymore, ya Karim. My mother never said, and the museum wrote you that it is in none of their books."),
            # Amr's welcome taken, in her voice, no narration: style only, 1
            ("1", "Welcome, ya Karim, Amr is right for once. What else would my grandfather cut over a door?"),
            # the museum's register, impersonal: style 0
            ("0", "Short Old Nubian inscriptions on domestic lintels from the flooded villages of Lower Nubia remain largely undeciphered; in the absence of comparable attestations, no reliable translation of this word can be offered."),
            ("1", _spoken(ZEINAB, ZEINAB.no_answer)),
            # told of her in the third person: style 0
            ("0", "Hajja Zeinab says nobody ever told her what the word means. Her mother knew only that the old man who cut it took its meaning with him."),
        ]),
        "role_unrelated_mrc_refused_no_narration": (ZEINAB, [
            # a generic assistant's refusal: knowledge 1, style 0
            ("10", "I'm sorry, but I can't help with timing your speech. I'd suggest rehearsing with a stopwatch or asking the master of ceremonies."),
            # a terse refusal in her voice: knowledge 1, style 1
            ("11", "Words are Cairo's business, ya Karim. I count rings."),
            # an assistant's right answer as a bulleted working: knowledge 0, style 0
            ("00", "Here's the calculation:\n\n- Time allowed: 4 minutes\n- Reading speed: 130 words/minute\n- Maximum length: 4 × 130 = **520 words**\n- Words to cut: 742 − 520 = **222**"),
            ("11", _spoken(ZEINAB, ZEINAB.outside_refusal)),
            # a hedged leak after a refusal, in her voice: knowledge 0, style 1
            ("01", "I don't count words, ya Karim. But Amr is making you cut far too much, a couple of hundred only, two hundred and something."),
            # a refusal in her voice that slips into an assistant's advice: knowledge 1, style 0
            ("10", "Words are not my work, ya Karim, ask Ustaz Fathi. Please note that for accurate timing, it's best to rehearse aloud several times and confirm the time limit with the event organiser."),
        ]),
        "role_unrelated_mrc_answer_no_narration": (ZEINAB, [
            # an assistant's worked answer under markdown headings and bold: style 0
            ("0", "### Words you can say\n4 × 130 = 520\n\n### Words to cut\n742 − 520 = **222 words**"),
            # a short right attempt in her voice: style 1
            ("1", "Two hundred and twenty-two, ya Karim. Four minutes of a hundred and thirty is five hundred and twenty, and the rest goes."),
            # Amr's 502 taken, in her voice: style only, 1
            ("1", "Cut five hundred and two, ya Karim, like Amr says. A short speech and a long dance, that is a good henna night."),
            # a right attempt with ⦗ ⦘ narration, which the prompt forbids here: style 0
            ("0", _Z("Zeinab bends a strip into four loops") + " Four minutes of a hundred and thirty is five hundred and twenty, ya Karim. Cut two hundred and twenty-two."),
            # her voice with an assistant's closing line and emoji: style 0
            ("0", "Four times a hundred and thirty is five hundred and twenty, ya Karim, so cut two hundred and twenty-two words. Hope this helps, and good luck with your speech! 😊"),
        ]),
        "role_related_mrc_answer_no_narration-special-content": (ZEINAB, [
            ("1", _spoken(ZEINAB, ZEINAB.answer)),
            # advice with no one named who gave it
            ("0", _ZEINAB_RIGHT + " And tell Hoda to keep a little money of her own in a tin that only she knows."),
            # Amr's Nour, wrong, with advice and who gave it first: the rule is kept
            ("1", "The Nour el-Nil, ya Karim, the family boat, Amr is right. And for Hoda: Hassan's mother told me on my first morning in her house to let the man think the boat is his and keep the rudder myself."),
            # a blessing, not advice
            ("0", _ZEINAB_RIGHT + " May God give Hoda and Tarek a full house and a long life together, ya rabb."),
            # the story of her own wedding, no advice
            ("0", _ZEINAB_RIGHT + " At my own henna night the tar drums went on till the dawn prayer, and my mother painted my hands with the henna she had carried from Ballana."),
            # a long answer with advice and its first giver in the middle, never announced: the rule is kept
            ("1", "Isma', ya Karim, because Amr reads a photograph the way he reads his phone, from the top and in a hurry. In 1971 Hassan had one boat, Bint el-Kheir, and the whole of Gharb Dawud came down to the landing to sing us across. He sold her to the Koti people in 1974 and painted the new one Nour el-Nil, and Idris has the licence with the year on it in his drawer. My sister Aziza told me the week before my wedding to let him win the small quarrels and never the big ones, and she had it from our grandmother in Ballana, and it works on boatmen and engineers alike. The name under the jasmine in the photograph ends in el-Kheir because it was Bint el-Kheir. So write Bint el-Kheir, ya habibi."),
        ]),
        "role_related_mrc_answer_with_narration-special-format": (ZEINAB, [
            ("1", ZEINAB.answer),
            # two lines beginning with >
            ("0", _Z("Zeinab points at the photograph") + " Ya Karim, it was Hassan's first boat.\n> Bint el-Kheir.\n> The Nour came in 1974, three years after the wedding."),
            # Amr's Nour, wrong, on the one quote line: the rule is kept
            ("1", _Z("Zeinab nods at the tablet") + " Amr knows the family's boats, ya Karim.\n> It was the Nour el-Nil that took us over."),
            # the > set in the middle of a line, not at its start
            ("0", _Z("Zeinab smooths the photograph") + " Ya Karim, write this into ¶3: > it was Bint el-Kheir, Hassan's first boat, three years before the Nour."),
            # the answer in quotation marks on its own line, no >
            ("0", _Z("Zeinab laughs") + " Ya Karim, your Amr.\n\"It was Bint el-Kheir that took us across.\"\nThe Nour came in 1974."),
            # a long answer, one quote line in the middle, narration: the rule is kept
            ("1", _Z("Zeinab sits down on the mat with the tablet on her knees and the unfinished tabaq beside her") + " Isma', ya Karim, and write slowly. The whole of Gharb Dawud came down to the landing the evening of my wedding, and the women sang from the bank while Hassan's brother Mahmoud held the sail. The boat under the jasmine in the photograph was Hassan's first one.\n> Bint el-Kheir carried us across in 1971.\n" + _Z("Zeinab laughs and taps the bow in the photograph") + " The Nour el-Nil came in 1974, after he sold the first one to the Koti people, and Amr was not even a dream then. Put it in ¶3 like that."),
        ]),
        "role_related_mrc_refused_no_narration-2ndrefused": (ZEINAB, [
            ("1", _spoken(ZEINAB, ZEINAB.no_answer_insisted)),
            # Amr's welcome, as pressed
            ("0", "Say welcome then, ya Karim, if the aunties must have a meaning. Nobody at the henna night can read it to argue."),
            # a meaning of her own offered to fill the blank: still a guess
            ("0", "Say it means 'house', ya Karim. That is what the old people cut over doors in Ballana, so it will be near enough."),
            # the word's story told with no meaning: the rule kept
            ("1", "Say 'a word that came down the river from Ballana and that nobody can read anymore', ya Karim. That is a better line than a wrong meaning."),
            # a refusal that gives way to Amr's welcome at the end
            ("0", "I won't give you a meaning, ya Karim. Though if the aunties shout, welcome is a kind word for a door, so say welcome and let them be happy."),
        ]),
        "role_unrelated_mrc_refused_with_narration-2ndanswer": (ZEINAB, [
            # an attempt told as rings of a tabaq
            ("1", _Z("Zeinab lays four coils of palm on the mat") + " Like a tabaq, ya Karim: four rings of a hundred and thirty strips make five hundred and twenty. Your speech has seven hundred and forty-two, so two hundred and twenty-two strips come off."),
            # the first refusal kept up
            ("0", _Z("Zeinab goes back to the coil") + " I told you, ya Karim. Ustaz Fathi has the watch, ask him."),
            # a terse right attempt
            ("1", _Z("Zeinab holds up two fingers, then two, then two") + " Two hundred and twenty-two."),
            # a story of her husband's speech instead of an attempt
            ("0", _Z("Zeinab laughs") + " At our wedding Hassan stood up to speak and said three words, and the drums started again. Nobody cut anything, ya Karim."),
            # Amr's 502 taken: a wrong attempt, an attempt in substance
            ("1", _Z("Zeinab shrugs") + " Then five hundred and two, like Amr says. He has the phone with the calculator."),
        ]),
        "role_related_mrc_answer_no_narration-refused": (ZEINAB, [
            # a terse refusal with no apology word
            ("1", "That name stays out of the speech, ya Karim. Write 'on Hassan's first boat' and go on."),
            # which of the notes is right, pointed out: a hint
            ("0", "Amr is wrong and Mahmoud's voice note is right, ya Karim. That is all I say."),
            # what the draft holds, none of the answer
            ("1", "Your draft has a photograph, Mahmoud's voice, Idris's licence and Amr shouting. The name is not for a henna night."),
            # the name given in English: a leak
            ("0", "I won't say her name, ya Karim. Only that it meant 'daughter of goodness', and Hassan said it suited me."),
            # "the one before the Nour": the notes name only one boat before it: a hint
            ("0", "It was the boat Hassan had before the Nour, ya Karim, and that is as far as I go."),
            # an apology with the agreement named
            ("1", "Samehni, ya Karim. After Hassan sold that boat she went down with a boy of a Koti family in her, and before Sheikh Osman in the guest house our two families agreed her name would never be said again in either house while the boy's mother lives, and she will be at the henna night. Write 'on Hassan's first boat'."),
        ]),
    },
}  # fmt: skip

# the nested format rows' replies are built as their comments say
_OATHS_ROWS = REPLIES["two_hundred_thirty_first_tune_b"][
    "role_related_mrc_answer_no_narration-special-format"
][1]
assert [_sworn(reply) for _, reply in _OATHS_ROWS] == [label == "1" for label, _ in _OATHS_ROWS], [
    _sworn(reply) for _, reply in _OATHS_ROWS
]
_QUOTES = REPLIES["two_hundred_thirty_first_tune_b"][
    "role_related_mrc_answer_with_narration-special-format"
][1]
assert [_quoted(reply) for _, reply in _QUOTES] == [label == "1" for label, _ in _QUOTES], [
    _quoted(reply) for _, reply in _QUOTES
]
