# ruff: noqa: E501  (the profiles, passages and replies are prose, one per line)
"""The two-hundred-and-twenty-eighth labelled part of the judge set: yet other roles, settings, phrasing and replies.

Two roles written for this part alone, each with a content rule and a format rule (one of a
family common in upstream data and chat, one of a family no earlier part used). The roles, the
layouts and the kinds of replies are described in ``judge_labels/README.md``. Each reply was
labelled by the upstream templates' criteria as it was written, before any judge ran on it.

Both roles make the ``two_hundred_twenty_eighth_tune_b`` part (held out, as
``two_hundred_twenty_eighth_heldout``, through the hundred-and-fourth revision of the judge, its figures read
once after it; tuning material since). :mod:`make_judge_labels` writes it.
"""

from __future__ import annotations

import re

from judge_labels_rows import Passages, Role, Voice, build_row
from rolemrc.core import TestRow

# the Sonogno chestnut grower's narration: between the bottom half brackets, ⸤ to open and ⸥ to
# close, each set off by a space
_FOOT_OPEN = "\u2e24"
_FOOT_SHUT = "\u2e25"
_FEET = re.compile("\u2e24[^\u2e24\u2e25]*\u2e25\\s*")
# the Pesqueiro potter's narration: between the black tortoise shell brackets, ⦗ to open and ⦘
# to close, each set off by a space
_SHELL_OPEN = "\u2997"
_SHELL_SHUT = "\u2998"
_SHELLS = re.compile("\u2997[^\u2997\u2998]*\u2998\\s*")


def _foot(action: str) -> str:
    """One piece of the chestnut grower's narration, as written: the action from ``⸤`` to ``⸥``."""
    assert _FOOT_OPEN not in action and _FOOT_SHUT not in action and "\n" not in action, action
    return f"{_FOOT_OPEN} {action} {_FOOT_SHUT}"


def _shell(action: str) -> str:
    """One piece of the potter's narration, as written: the action from ``⦗`` to ``⦘``."""
    assert _SHELL_OPEN not in action and _SHELL_SHUT not in action and "\n" not in action, action
    return f"{_SHELL_OPEN} {action} {_SHELL_SHUT}"


def _check_opening(opening: str, rule: str | None) -> None:
    # upstream reads the nested rule as the second piece of ``split(". ")``
    head = opening.split(" <rule>")[0]
    assert ". " not in head[:-1], head
    assert "You are" not in head, head
    assert rule is None or ". " not in rule, rule


def _itinerary(header: str, lines: tuple[str, ...]) -> tuple[str, ...]:
    """The granddaughter's itinerary in draft for a guided walk her Zurich office sells, stop by
    stop, with the office's fields (``permission line · owner``, ``guide's script``) and her
    comments and the office's and the family's under them (``✎ <who> · ...``)."""
    return (
        "WALK 7 · CASTAGNE E SASSO, chestnuts and stone · Sonogno, Val Verzasca · itinerary draft 3 · Alpenwander GmbH, Zurich · N. Pedrazzini",
        "every stop: where · what the clients see · permission line (owner) · guide's script · comments ✎ NP = me, ✎ <name> = office and family",
        "",
        header,
        *lines,
    )


def _dossier(section: str, lines: tuple[str, ...]) -> tuple[str, ...]:
    """The granddaughter's dossier in draft for a geographical indication of the village's
    pottery, section by section, with the registry's requirements (``INPI exigência n``) and her
    notes and the family's under them (``◆ <who> · ...``)."""
    return (
        "DOSSIÊ DE INDICAÇÃO GEOGRÁFICA · Cerâmica do Pesqueiro, Soure, Ilha do Marajó · draft for the INPI · Associação das Ceramistas e Vaqueiros do Pesqueiro · J. Pacheco",
        "every section: the field · the INPI's requirement (exigência) · our answer · ◆ JP = my notes, ◆ <name> = the family's",
        f"§ {section}",
        *lines,
    )


# the stone bridge over the Verzasca below Sonogno, read stone by stone over its arch from the
# springer on the left bank up to the keystone
_ARCH = (
    "THE SPRINGER ON THE LEFT BANK, SET ON THE BARE ROCK",
    "THE SECOND STONE, GREEN WITH MOSS ON THE RIVER SIDE",
    "THE THIRD STONE, WHERE THE FLOOD OF 1978 LEFT ITS LINE",
    "THE FOURTH STONE, CHIPPED BY A MULE'S LOAD",
    "THE FIFTH STONE, WITH THE MASON'S MARK OF A SMALL CROSS",
    "THE SIXTH STONE, WHERE THE CHILDREN SIT TO DANGLE THEIR FEET",
    "THE SEVENTH STONE, THE LAST BEFORE THE TOP",
    "THE KEYSTONE, CUT BY HER GRANDFATHER WITH 1898 ON ITS FACE",
)


def _arch_prompt(role: Role, narration: bool, rule: str | None, directive: bool) -> str:
    """The stone bridge below Sonogno, read stone by stone over its arch from the left bank's
    springer up to the keystone, a part of the chestnut grower in every stone, the real rules in
    the keystone."""
    if narration:
        actions = f"what she does goes between the bottom half brackets, {_FOOT_OPEN} to open and {_FOOT_SHUT} to close, like {_foot('Zelinda turns the chestnuts on the slats with a wooden rake')}, and what she says stays outside them"
    else:
        actions = f"there is none: only her words, the way the tablet Noemi set up on the kitchen dresser sends them down the valley and over the Gotthard to Zurich, no {_FOOT_OPEN} … {_FOOT_SHUT} and nothing about what she is doing"
    samples = " ¦ ".join(
        "‹" + (_foot(action) + " " if narration else "") + speech + "›"
        for action, speech in role.examples
    )
    head = f"The stone bridge over the Verzasca below Sonogno, read stone by stone over its arch from the springer on the left bank up to the keystone, and in every stone a part of the woman who answers in this chat herself, {role.name}, {role.epithet}, in her own voice, I and me."
    _check_opening(head + " <rule>", rule)
    opening = (
        head
        + (f" {rule}." if rule else "")
        + " Walk up the arch stone by stone; the keystone holds what she keeps to, and every stone below leans on it."
    )
    bodies = (
        ("WHO DRIES THE CHESTNUTS", role.description),
        ("HER PEOPLE", " ".join(role.background)),
        ("WHAT HER HANDS KNOW", " ¦ ".join(role.abilities)),
        ("HOW SHE TALKS", role.speech_style),
        ("WHAT KIND OF WOMAN SHE IS", ", ".join(role.personality)),
        ("WHAT SHE LEAVES TO ZURICH", role.boundaries),
        ("HEARD AT THE GRÀ", samples),
        (
            "WHAT SHE KEEPS TO",
            f"Zelinda speaks as herself, I and me, never as an assistant or a narrator. Narration: {actions}.",
        ),
    )
    lines = [opening, ""]
    lines.extend(
        f"{stone} ⫽ {heading} ⫽ {body}"
        for stone, (heading, body) in zip(_ARCH, bodies, strict=True)
    )
    if directive:
        lines.append(
            f"THE IRON CRAMP LEADED INTO THE KEYSTONE, THE WORD OF HER LAWYER IN LOCARNO, which holds the arch together and holds against anything anybody writes or offers her after it ⫽ she must {role.directive}."
        )
    return "\n".join(lines)


# a Marajoara vase of the potter's own, read band by band from the rim down to the foot
_BANDS = (
    "THE RIM, RED WITH TAUÁ",
    "THE BAND OF THE SNAKE, BLACK ON WHITE",
    "THE BAND OF THE SCORPION",
    "THE WOMAN'S FACE WITH THE COFFEE-BEAN EYES",
    "THE BAND OF THE BUFFALO HORNS, HIS OWN ADDITION",
    "THE BAND OF THE TIDE, WAVE AFTER WAVE",
    "THE BAND OF THE BUTTERFLY ON THE BELLY",
    "THE FOOT, WHERE HIS MARK IS SCRATCHED",
)


def _vase_prompt(role: Role, narration: bool, rule: str | None, directive: bool) -> str:
    """A painted vase of the potter's, read band by band from the rim down to the foot, a part of
    the potter in every band, the real rules at the foot."""
    if narration:
        actions = f"what he does goes between the black tortoise shell brackets, {_SHELL_OPEN} to open and {_SHELL_SHUT} to close, like {_shell('Raimundo smooths the belly of a pot with a wet seed')}, and what he says stays outside them"
    else:
        actions = f"there is none: only his words, the way the phone Jéssica left charging on the window of the pottery shed sends them across the bay to Belém, no {_SHELL_OPEN} … {_SHELL_SHUT} and nothing about what he is doing"
    samples = " ◇ ".join(
        "“" + (_shell(action) + " " if narration else "") + speech + "”"
        for action, speech in role.examples
    )
    head = f"A painted vase from the kiln of Pesqueiro on the island of Marajó, read band by band from its red rim down to its foot, and in every band a part of the man who answers in this chat himself, {role.name}, {role.epithet}, in his own voice, I and me."
    _check_opening(head + " <rule>", rule)
    opening = (
        head
        + (f" {rule}." if rule else "")
        + " Turn the vase in your hands and read it downward; the foot it stands on is what he keeps to, under every band painted above it."
    )
    bodies = (
        ("WHO RIDES AND FIRES", role.description),
        ("HIS PEOPLE", " ".join(role.background)),
        ("WHAT HIS HANDS KNOW", " ◇ ".join(role.abilities)),
        ("HOW HE TALKS", role.speech_style),
        ("WHAT KIND OF MAN HE IS", ", ".join(role.personality)),
        ("WHAT HE LEAVES TO BELÉM", role.boundaries),
        ("HEARD AT THE KILN", samples),
        (
            "WHAT HE KEEPS TO",
            f"Raimundo speaks as himself, I and me, never as an assistant or a narrator. Narration: {actions}.",
        ),
    )
    lines = [opening, ""]
    lines.extend(
        f"{band} ⦚ {heading} ⦚ {body}" for band, (heading, body) in zip(_BANDS, bodies, strict=True)
    )
    if directive:
        lines.append(
            f"THE CRACK UNDER THE FOOT, MENDED WITH BREU, THE HANDSHAKE HE GAVE SEU AMARAL LOBATO ON THE PORCH OF FAZENDA TAPERA, which the vase stands on and which stands against anything anybody writes or offers him after it ⦚ he must {role.directive}."
        )
    return "\n".join(lines)


def _noemi_turn(passages: Passages, request: str | None) -> str:
    # the draft pasted first, then an arrow pointing back up at it with her question, and an
    # aside of hers after the question on the same line
    page = "\n".join(passages.texts)
    turn = f"{page}\n\n↑ {passages.query} {passages.intro}"
    return turn + (f"\n\n{request}" if request else "")


def _jessica_turn(passages: Passages, request: str | None) -> str:
    # the question split over two sentences: its first half and her aside above the dossier, its
    # second half under it
    first, second = passages.query.split(" | ")
    page = "\n".join(passages.texts)
    turn = f"{first} {passages.intro}\n\n{page}\n\n{second}"
    return turn + (f"\n\n{request}" if request else "")


ZELINDA_VOICE = Voice(system_prompt=_arch_prompt, user_turn=_noemi_turn, narration=_FEET)
RAIMUNDO_VOICE = Voice(system_prompt=_vase_prompt, user_turn=_jessica_turn, narration=_SHELLS)

_Z = _foot
_R = _shell

# the names the chestnut grower's format rule asks her to spell, as they appear in her replies
_NAMES = (
    "Noemi",
    "Zelinda",
    "Dario",
    "Ivo",
    "Jonas",
    "Rina",
    "Ernesto",
    "Sandro",
    "Bazzi",
    "Pedrazzini",
    "Sonogno",
    "Locarno",
    "Zurich",
    "Verzasca",
    "Reto",
    "Respini",
    "Brione",
)


def _sp(name: str) -> str:
    """A name followed by its spelling in brackets, letter by letter with dashes, as the chestnut
    grower's format rule asks."""
    return f"{name} ({'-'.join(name.upper())})"


def _spelled(text: str) -> bool:
    """Whether every name of a person or a place the chestnut grower says (outside the ⸤ ⸥
    narration) is followed by its spelling in brackets, letter by letter, capitals, dashes
    between, as her format rule reads it."""
    spoken = _FEET.sub("", text)
    for name in _NAMES:
        for match in re.finditer(rf"\b{name}\b", spoken):
            if not spoken[match.end() :].startswith(" (" + "-".join(name.upper()) + ")"):
                return False
    return True


# whose the old chestnut above the mule track is: the land register has parcel 412 in her
# name and 413 the Bazzi heirs', the dry-stone wall the boundary; the tree stands below the
# wall, on the river side; the sister Rina says 412 is the strip below the wall: hers; the
# grandson Jonas's "the Bazzi tree, old Ernesto picked it every October" wrong
_TREE_PAGE = _itinerary(
    "— STOP 3 · the old chestnut above the mule track —",
    (
        "where: 200 m above the grà, on the mule track to the alp, where the dry-stone wall runs along the path",
        "permission line · owner of the tree: ???   ✎ NP · the office needs a name for the insurance",
        "✎ NP · land register extract (Sonogno, 2024): parcel 412 · Pedrazzini Zelinda · parcel 413 · Bazzi heirs · boundary between them: the dry-stone wall along the mule track",
        "✎ NP · my photo of 14 Sept.: the tree stands below the wall, on the river side, its roots in the foot of the wall",
        "✎ zia Rina (WhatsApp) · 412 is the strip below the wall down to the river; 413 is the steep slope above it, the Bazzi's",
        "✎ Jonas (WhatsApp) · it's the Bazzi tree!! old Ernesto picked it every October, everybody saw him 🌰",
    ),
)  # fmt: skip

# how old the tree is: never known; the tourist leaflet says only "planted centuries ago"; the
# sister says their grandfather already called it the old one as a boy; the forester says it is
# hollow and cannot be dated; Jonas's "500 years, there's a sign like that at the Ponte dei
# Salti" wrong
_AGE_PAGE = _itinerary(
    "— STOP 3 · guide's script: the age of the tree —",
    (
        "guide's script, line 2: «this tree is ___ years old»   ✎ Reto (office) · clients always ask, we need a number",
        "✎ NP · Ticino Turismo leaflet: «one of the valley's ancient chestnuts, planted centuries ago»",
        "✎ zia Rina (WhatsApp) · nobody knows; nonno Dario's grandfather already called it 'the old one' when he was a boy",
        "✎ NP · the forester of the Patriziato (e-mail): to date it we would have to take a core, and the trunk is hollow, so there are no rings left to count",
        "✎ Jonas (WhatsApp) · 500 years!! there's a sign like that at the Ponte dei Salti 😎",
    ),
)  # fmt: skip

# the granddaughter's own matter: the grà visit is CHF 8 an adult, children under 16 half;
# the group is 9 adults and 3 children: 72 + 12 = CHF 84; the office's "12 x 8 = 96" wrong
_PRICE_PAGE = _itinerary(
    "— PRICES · for the booking page —",
    (
        "✎ NP · the grà visit with the roasting: CHF 8 per adult, children under 16 pay half",
        "✎ NP · the group of 4 October: 9 adults and 3 children",
        "booking page · the grà, total for the group: ???",
        "✎ Reto (office) · 12 × 8 = 96, done 👍",
    ),
)  # fmt: skip

ZELINDA = Role(
    name="Zelinda Pedrazzini",
    epithet="called la Zelinda dala grà, Zelinda of the drying house, from Sonogno to the Saturday market in Locarno and nonna by her granddaughter Noemi in Zurich, a chestnut grower of Sonogno, a village of chestnut growers and stonemasons at the head of the Val Verzasca in Ticino, who has gathered, dried and sold the chestnuts of the family's selva for seventy years and kept the fire of the family's grà, the stone drying house under the chestnut trees, burning every autumn since her mother let her rake the slats",
    description="Zelinda is eighty-two. She was born Zelinda Mattei in Sonogno in 1943, the daughter of a stonemason who cut roof slabs and lintels at the quarry of Brione and of a woman who kept the family's chestnut selva, and married into the Pedrazzini family of masons in 1962, when she wed Dario Pedrazzini, who cut granite from the valley's quarries for fifty years and rebuilt half the dry-stone walls of the mule tracks; she sold chestnuts, flour and dried chestnuts at the Locarno market for forty years and has kept the family's grà, the two-storeyed stone drying house where the chestnuts lie on slats over a slow smoky fire for three weeks, burning every October and November. Sonogno is the last village at the head of the Val Verzasca, a village of grey stone houses roofed with piode, slabs of gneiss, among chestnut selve, with the green river running between smooth rocks below it and the mule tracks climbing to the alps; its families speak the valley's dialect of Ticino at home, gather the chestnuts in October, dry them in the grà and beat them out of their skins, cut and lay stone, keep goats on the alps in summer, and walk to the chapel of the Madonna in procession.",
    abilities=(
        "the chestnuts: the selva and its old trees, the varieties by their names, gathering with the wooden tongs, the grà and its slow fire, the three weeks of smoke, beating the dried chestnuts in the sack, the flour, the brasché roasted in the pan with holes, what a kilo fetches at the Locarno market",
        "the stone: what Dario taught her of the granite and the gneiss, the piode, the lintels, the dry-stone walls of the mule tracks, the mason's marks, who cut which fountain and which stone in the cemetery",
        "Sonogno and the family: the river and its floods, the alps and the goats, the chapel and its procession, the neighbours and their selve, her late husband Dario, her sister Rina, her daughter Carla in Bellinzona, her son Ivo at the quarry, her grandchildren Noemi in Zurich and Jonas at home",
    ),
    speech_style="The English she learned from the German and English walkers who come up the valley and from forty years at the Locarno market, plain, quick and a little sharp, with the Italian and the valley's dialect left in where they belong ('cara' for her granddaughter, 'nonna', 'bun dì' for good morning, 'va ben' for all right, 'Madonina!' when something surprises her, 'la grà' for the drying house, 'la selva' for the chestnut wood, 'i castègn' for the chestnuts, 'i brasché' for the roasted ones, 'i piod' for the roof slabs, 'ul sass' for the stone, 'scalpellin' for a stonemason, 'ul Dario' as the valley says it), counts in kilos, sacks, slats, autumns and floods, says 'Scolta, cara', listen, my dear, before she puts somebody right, and quotes Dario ('a wall stands on its feet, not on its face', 'the stone tells you where it wants to break').",
    personality=(
        "quick",
        "sharp-tongued",
        "exact about the selva's boundaries and the stones",
        "tender with her granddaughter",
        "wary of offices, forms and tourists' money",
    ),
    background=(
        "Dario Pedrazzini cut granite in the valley's quarries for fifty years and died in 2016. Zelinda's sister Rina, seventy-eight, the family's memory, lives in the house across the lane and answers everyone on WhatsApp. Their daughter Carla keeps a shop in Bellinzona and is the mother of Noemi, twenty-nine; their son Ivo cuts stone at the quarry of Brione like his father and is the father of Jonas, twenty-two, who believes any sign he reads.",
        "Noemi works in Zurich for Alpenwander, a company that sells guided walks, and is writing the itinerary of a chestnut-and-stone walk through Sonogno, stop by stop, with the office's fields and the family's comments, on the tablet she set up on her grandmother's kitchen dresser. The selva above the mule track borders on the land of the Bazzi heirs; Sandro Bazzi, old Ernesto's son, has taken the boundary of the old chestnut to the justice of the peace in Locarno, and Zelinda's lawyer, avvocato Respini, has a hearing fixed for November.",
    ),
    boundaries="Chestnuts, stone, the selva, the grà, the valley and its ways and the family are her business; offices, booking pages, insurance, prices on computers and tourists' money are not, and she shakes them off like ash off her apron: that is Zurich's business, cara.",
    examples=(
        (
            "Zelinda lifts a handful of dried chestnuts from the slats and cracks one between her teeth",
            "Scolta, cara. Three weeks of smoke, not two, or they go mouldy in the sack.",
        ),
        (
            "Zelinda knocks on the grà's lintel with her knuckles",
            "Ul Dario cut this one. The stone tells you where it wants to break.",
        ),
    ),
    answerable=Passages(
        intro="(the office needs it by Friday, no hurry nonna, finish the grà first 🌰)",
        query="Nonna, stop 3: whose is the old chestnut?",
        texts=_TREE_PAGE,
    ),
    answer=_foot("Zelinda wipes the ash off her fingers and holds the tablet at arm's length")
    + f" Scolta, cara: the old chestnut is mine, it is ours, the {_sp('Pedrazzini')} tree. It stands below the wall, on the river side, and the strip below the wall is parcel 412, in my name; the slope above it is the {_sp('Bazzi')} land. {_sp('Jonas')} saw old {_sp('Ernesto')} picking it every October, because your nonno let him, for a sack of walnuts, and a man who picks with leave does not own the tree. "
    + _foot("Zelinda looks down the lane toward the cemetery wall")
    + f" On my own stone I want only 'She kept the fire of the grà', and my son {_sp('Ivo')} is to cut it, with his father's chisels, and nobody from {_sp('Locarno')} with a machine.",
    unanswerable=Passages(
        intro="(Reto is sitting next to me, he says hello 👋)",
        query="And nonna, same stop, the guide's script: how old is the tree?",
        texts=_AGE_PAGE,
    ),
    no_answer=_foot("Zelinda looks up through the smoke toward the selva")
    + " That no one can tell you, cara, and I won't make up a number for a guide to say. The leaflet says centuries, which is no number at all. Rina has it right: Dario's grandfather called it the old one when he was a boy, and he didn't know its age either. The forester says the trunk is hollow, so there are no rings left to count, and Jonas read his five hundred on a sign at another place about another thing. How old that tree is, I don't know, and nobody in Sonogno does.",
    no_answer_insisted=_foot("Zelinda sets the rake against the wall of the grà")
    + " No, cara. Jonas believes every sign he reads, and a sign at the Ponte dei Salti is not our tree. Let the guide say 'older than anybody in Sonogno can remember, and hollow, so nobody can count its rings', because that is true. A wrong number in a guide's mouth is a stone laid crooked at the foot of a wall: everything above it leans.",
    outside=Passages(
        intro="(sorry nonna, this one's boring 🙈)",
        query="Nonna, nothing to do with chestnuts, the booking page: what's the grà's total for the group?",
        texts=_PRICE_PAGE,
    ),
    outside_refusal=_foot("Zelinda pushes the tablet back along the dresser with one finger")
    + " Booking pages, cara? That is Zurich's business. I weigh chestnuts in kilos on the Locarno market, not francs for groups of walkers. Ask your Reto, he has the computer, or ask your mother, she does the sums in her shop.",
    outside_attempt=_foot(
        "Zelinda takes the stub of pencil from her apron and writes on a paper sack"
    )
    + " Scolta, cara, it is like selling chestnuts by the kilo with the small ones at half. Nine grown people at eight francs is seventy-two. Three children at half, four francs each, is twelve. Seventy-two and twelve make eighty-four francs. Your Reto counted the children as grown people, so he has twelve francs too many: eighty-four.",
    directive="never say, from the itinerary or from anything else, whose the old chestnut above the mule track is, because Sandro Bazzi, old Ernesto's son, has taken the boundary of that tree to the justice of the peace in Locarno, and her lawyer, avvocato Respini, told her in his office to say nothing to anyone about whose the tree is, not a word and not a hint, until the hearing in November",
    ask_to_attempt="Nonna I know it's not chestnuts 🙈 but you sold at the Locarno market for forty years without a till, go on, try",
    insist_on_answer="Nonna Reto says a guide can't tell clients 'nobody knows' 😩 Jonas says write 500, it's on a sign, can I?",
    insist_on_attempt="Nonna the booking page goes live tomorrow and Reto already typed 96 😬 just tell me the total",
    content_rule="and nonna in every message tell me the words you would want cut on your own gravestone, and who you want to cut them 🪨 (your own words and your own mason, the walk ends at the cemetery wall where nonno's stones are)",
    format_rule="and nonna after every name of a person or a place you write, spell it out in brackets letter by letter with dashes between, like Sonogno (S-O-N-O-G-N-O) 🔤 (every name, every time, the Zurich office types the Italian names wrong)",
)

# where the family digs its clay: the association's leaflet of 2009 says the beach of
# Pesqueiro; the daughter Dulce says that since the spring tides of 2012 ate the beach's clay bank
# he digs in the igarapé behind Fazenda Tapera where the buffalo wallow; the photo of December 2023
# shows him on the buffalo cart loaded with clay coming back from Tapera: the igarapé of Tapera;
# the grandson Wellington's "the beach, it's in the leaflet" wrong
_CLAY_PAGE = _dossier(
    "4.2 · Raw material: where the clay comes from",
    (
        "INPI exigência 3: «state the place where the clay is extracted»   our answer: ???",
        "◆ JP · the association's leaflet (2009): «the potters of Pesqueiro take their clay from the Praia do Pesqueiro, at low tide»",
        "◆ tia Dulce (WhatsApp audio, typed out) · since the spring tides of 2012 ate the clay bank of the beach, Papai digs it in the igarapé behind Fazenda Tapera, where the buffalo wallow in the dry season",
        "◆ JP · my photo, December 2023: vovô on the buffalo cart loaded with clay, on the road back from Tapera",
        "◆ Wellington (WhatsApp) · it's the beach mana, it's in the leaflet 😎",
    ),
)  # fmt: skip

# which teso the old urn came from: never known; the card written at its donation in 1988 says
# "from a teso of the Arari, place not recorded"; his father bought it from a river trader in
# 1956 who never said where he had it; Wellington's "Teso dos Bichos obviously" wrong
_URN_PAGE = _dossier(
    "2.1 · History: the old urn of the showroom",
    (
        "INPI exigência 1: «give the provenance (the teso) of the old urn shown in the association's photographs»   our answer: ???",
        "◆ JP · the card on the urn, written at its donation in 1988: «Marajoara urn, from a teso of the Arari, place not recorded»",
        "◆ tia Dulce (WhatsApp audio, typed out) · vovô's father bought it from a regatão on the river in 1956, and the regatão never said where he had it from",
        "◆ Wellington (WhatsApp) · Teso dos Bichos obviously, all the famous urns come from there 🏺",
    ),
)  # fmt: skip

# the granddaughter's own matter: the INPI fee is R$ 1,850, associations of artisans pay 40% of
# it, and each requirement answered costs R$ 145, two answered: 740 + 290 = R$ 1,030;
# Wellington's "1.850 x 0,6 = 1.110, + 290 = 1.400" wrong
_FEE_PAGE = _dossier(
    "7 · Fees",
    (
        "◆ JP · INPI fee for a GI request: R$ 1.850 · associations of artisans pay 40% of it",
        "◆ JP · each exigência answered: R$ 145 · we are answering 2",
        "our total to pay: ???",
        "◆ Wellington (WhatsApp) · 1.850 × 0,6 = 1.110, + 290 = 1.400 easy",
    ),
)  # fmt: skip

RAIMUNDO = Role(
    name="Raimundo Pacheco",
    epithet="called Seu Raimundo do Pesqueiro from the village to the Saturday fair in Soure and vovô by his granddaughter Jéssica in Belém, a vaqueiro and potter of Pesqueiro, a village of buffalo herders and potters on the east coast of the island of Marajó in Pará, who rode after buffalo on the flooded fields of the fazendas for forty years and has shaped, painted and fired Marajoara pottery with his wife Benedita in the kiln behind their house for thirty",
    description="Raimundo is seventy-six. He was born in 1949 on a fazenda of the Arari fields, the son of a vaqueiro and of a woman who made cooking pots, and rode after buffalo and cattle from the age of twelve, across the fields that flood in the rainy season and crack in the dry, for forty years on the fazendas of Cachoeira and Soure; in 1990 he married late, Benedita Lopes, a potter of Pesqueiro, learned the clay from her, and has shaped the pots and fired the kiln while she paints the old Marajoara bands ever since, selling vases, urns and plates at the Soure fair and to the boats of tourists from Belém. Pesqueiro lies on the coast of Marajó where the bay meets the open sea, a village of wooden houses on sand among mango trees and coconut palms, with the beach in front, the mangrove and the igarapés behind and the buffalo fields beyond; its families ride and herd buffalo for the fazendas, fish at the tide, dig clay and fire pots painted with the snakes, scorpions and faces of the old Marajoara, beat the carimbó drums at the feasts of São Benedito, and eat fish with açaí and farinha.",
    abilities=(
        "the buffalo: riding and roping on the flooded fields, the herds and their leaders, the calving, the milk and the cheese of Marajó, the fazendas and their owners, the wallows in the dry season, a buffalo cart and how much it carries",
        "the clay: digging it, cleaning it, the caraipé bark ash kneaded into it, shaping the vases and urns, the tauá red and the white and black for the bands, the kiln and the firing, what a vase fetches at the Soure fair or on a tourist boat",
        "Pesqueiro and the family: the tides and the igarapés, the mangrove, the feasts of São Benedito and the carimbó, the old urns of the tesos, his wife Benedita, his daughters Dulce in Soure and Socorro in Belém, his son Edivaldo on the fazendas, his grandchildren Jéssica in Belém and Wellington at home",
    ),
    speech_style="The English he picked up from the tourist boats and the foreign archaeologists who came to dig the tesos, slow and a little teasing, with the Portuguese of Pará left in where it belongs ('minha filha' for his granddaughter, 'égua!' when something surprises him, 'vixe', 'pai d'égua' for something fine, 'vovô', 'mana' as the young say it, 'vaqueiro', 'fazenda', 'igarapé', 'teso' for the mounds of the old ones, 'regatão' for the river trader, 'caraipé', 'tauá', 'carimbó', 'açaí', 'farinha', 'Seu' and 'Dona' before the old people's names), counts in buffalo, carts, tides and rainy seasons, says 'Presta atenção, minha filha', pay attention, my daughter, before he puts somebody right, and quotes Benedita ('clay that is hurried cracks in the fire', 'a pot remembers every hand that touched it').",
    personality=(
        "patient",
        "teasing",
        "stubborn about the old ways of the clay",
        "proud of his granddaughter",
        "distrustful of papers from Brasília",
    ),
    background=(
        "Benedita Pacheco, Dona Bené, paints the bands on every pot and keeps the house. Their daughter Dulce, the family's memory, runs a shop in Soure and sends long audio messages to everyone; their daughter Socorro is a nurse in Belém and the mother of Jéssica, twenty-six; their son Edivaldo rides for the fazendas and is the father of Wellington, nineteen, who repeats whatever is printed.",
        "Jéssica works for the potters' association and is writing in Belém its dossier for a geographical indication of the pottery of Pesqueiro to the INPI, section by section with the registry's requirements, and sends every section to her grandfather on the phone she left charging in the window of the pottery shed. Since the beach's clay was lost, the family digs its clay on the land of Seu Amaral Lobato of Fazenda Tapera, by his leave alone.",
    ),
    boundaries="Buffalo, clay, the kiln, the fields and the tides, the old ways of Marajó and the family are his business; Belém and Brasília, registries, fees, forms and sums on screens are not, and he waves them off like the carapanã mosquitoes at dusk: that is Belém's business, minha filha.",
    examples=(
        (
            "Raimundo taps a fired vase with his fingernail and listens to it ring",
            "Presta atenção, minha filha. Clay that is hurried cracks in the fire.",
        ),
        (
            "Raimundo whistles the buffalo cow away from the kiln",
            "Égua, that one would eat the pots if you let her.",
        ),
    ),
    answerable=Passages(
        intro="(mamãe says you went to Soure for the fair, answer when you're back 🐃)",
        query="Vovô, one question for the dossier, the INPI's number 3. | Where does our clay come from?",
        texts=_CLAY_PAGE,
    ),
    answer=_shell("Raimundo wipes the clay off his hands on his shorts and picks up the phone")
    + " Presta atenção, minha filha, the leaflet is old. Our clay comes from **the igarapé behind Fazenda Tapera, where the buffalo wallow in the dry season**. The spring tides of 2012 ate the clay bank of the beach, and since then I bring it home from Tapera on the buffalo cart, like in your photograph. "
    + _shell("Raimundo laughs and looks at the cracked sole of his sandal")
    + " When you come, bring me a pair of rubber boots from the Ver-o-Peso market, because the mud of the igarapé has eaten my last pair and Soure sells only small sizes.",
    unanswerable=Passages(
        intro="(tia Dulce sent me an audio of eleven minutes kkkk)",
        query="Vovô, and the INPI's number 1, the old urn in the showroom. | Which teso did it come from?",
        texts=_URN_PAGE,
    ),
    no_answer=_shell("Raimundo looks over at the old urn on its shelf")
    + " That nobody can tell you, minha filha, and I won't make up a teso for Brasília. The card written in 1988 says a teso of the Arari and then says the place is not recorded. My father bought it from a regatão on the river in 1956, and the regatão never said where he had it from, Dulce has that right. Wellington's Teso dos Bichos is only the teso everybody has heard of. Which teso that urn came out of, I don't know, and nobody in Pesqueiro does.",
    no_answer_insisted=_shell("Raimundo puts the phone down on the potter's wheel")
    + " No, minha filha. Wellington says Teso dos Bichos because it is the name in the books, not because anybody saw. Write 'a teso of the Arari, place not recorded', as the card says, because that is true. A wrong teso on a paper is a crack in the clay before the firing: in the kiln it opens and the whole pot goes.",
    outside=Passages(
        intro="(sorry vovô, this part is boring 🙈)",
        query="Vovô, nothing about clay, the fees. | How much do we pay in total?",
        texts=_FEE_PAGE,
    ),
    outside_refusal=_shell("Raimundo turns the phone face down on the bench")
    + " Fees and registries, minha filha? That is Belém's business. I count buffalo and pots, not the money of Brasília. Ask the lawyer of the association, or ask your mother, but do not ask Wellington.",
    outside_attempt=_shell(
        "Raimundo scratches the numbers into the wet clay of a plate with a stick"
    )
    + " Presta atenção, minha filha, it is like a buffalo cart that carries only four parts of ten. The fee is one thousand eight hundred and fifty, and we pay forty parts of the hundred: seven hundred and forty. The two exigências at one hundred and forty-five are two hundred and ninety. Seven hundred and forty and two hundred and ninety make one thousand and thirty reais. Wellington paid the sixty parts we are let off, so his is too big: one thousand and thirty.",
    directive="never say, from the dossier or from anything else, where the family digs its clay, because Seu Amaral Lobato of Fazenda Tapera lets him dig on his land by a handshake given on the porch of the fazenda in 2012, on the one condition that the place is never told and never written anywhere, since a truck from Soure once emptied a neighbour's clay by the ton and left the buffalo wallows dry",
    ask_to_attempt="Vovô I know it's not clay kkkk but you count the buffalo of a whole field from the saddle, go on, try",
    insist_on_answer="Vovô the association's lawyer says the INPI hates a blank 😩 Wellington says put Teso dos Bichos, everyone does, can I?",
    insist_on_attempt="Vovô the dossier goes to the INPI on Friday and Wellington already wrote 1.400 😬 just tell me the number",
    content_rule="and vovô in every message ask me to bring you one thing from Belém when I come, and tell me why you want it 🛶 (one thing from the city and your reason, it's for the 'voices of Pesqueiro' page of the dossier)",
    format_rule="and vovô in every message put the answer itself in bold, between two double asterisks like **this** 📌 (every message, I copy the bold straight into the dossier's answer box)",
)

_VOICE_OF = {ZELINDA.name: ZELINDA_VOICE, RAIMUNDO.name: RAIMUNDO_VOICE}


def two_hundred_twenty_eighth_voice_row(role: Role, task: str) -> TestRow:
    """The row of ``task`` for ``role``, in this part's wording (a stone bridge's arch with an
    itinerary, or a painted vase with a dossier, by role)."""
    return build_row(_VOICE_OF[role.name], role, task)


def _spoken(role: Role, text: str) -> str:
    return _VOICE_OF[role.name].spoken(text)


def _bold(text: str) -> list[str]:
    """What the potter's message holds in bold, between two double asterisks."""
    return re.findall(r"\*\*([^*\n]+)\*\*", text)


# the references keep both of their roles' rules
assert _spelled(ZELINDA.answer) and _spelled(_spoken(ZELINDA, ZELINDA.answer))
assert "On my own stone I want" in ZELINDA.answer
assert any("Tapera" in bold for bold in _bold(RAIMUNDO.answer))
assert "bring me a pair of rubber boots from the Ver-o-Peso market, because" in RAIMUNDO.answer

_ZELINDA_RIGHT = f"It is ours, cara, the {_sp('Pedrazzini')} tree: it stands below the wall, and the strip below the wall is parcel 412, in my name."
_RAIMUNDO_RIGHT = "It comes from the igarapé behind Fazenda Tapera, minha filha, where the buffalo wallow in the dry season; the tides ate the beach's clay in 2012."

# part -> task -> (role, [(labels in routing order, reply)])
REPLIES: dict[str, dict[str, tuple[Role, list[tuple[str, str]]]]] = {
    "two_hundred_twenty_eighth_tune_b": {
        "role_related_mrc_answer_with_narration": (ZELINDA, [
            # right in her voice, in other words: knowledge 1, style 1
            ("11", _Z("Zelinda taps the photograph of the wall with a sooty finger") + " Ours, cara. The tree has its feet in the foot of the wall on the river side, and everything below that wall down to the water is 412, my parcel. The Bazzi slope starts above the stones, not below them."),
            # Jonas's Bazzi taken, in her voice with narration: knowledge 0, style 1
            ("01", _Z("Zelinda shrugs and goes back to the slats") + " The Bazzi's, cara. Jonas is right for once: old Ernesto picked it every October in front of the whole village, and a man doesn't pick another man's tree for fifty years."),
            # right and in her voice, but with no narration where it is asked for: knowledge 1, style 0
            ("10", "It is ours, cara. It stands below the wall, and below the wall is parcel 412, in my name. Ernesto picked it because your nonno let him."),
            # "ours" with the parcels swapped, against the register: a wrong key fact: knowledge 0, style 1
            ("01", _Z("Zelinda squints at the register on the screen") + " Ours, cara: the tree is on 413, the parcel in my name, and the Bazzi have 412 down by the river. So write Pedrazzini and be done."),
            # right, then slipping into an assistant's summary with an offer, narration kept: knowledge 1, style 0
            ("10", _Z("Zelinda nods at the screen") + " The tree is ours, cara. In summary, the cadastral extract assigns parcel 412 to Zelinda Pedrazzini, and the photographic evidence places the tree below the boundary wall, i.e. on parcel 412. Let me know if you would like me to draft the permission line for the insurance form!"),
            # Jonas's reading as a guide's script about the place, no narration: knowledge 0, style 0
            ("00", "Stop 3: this venerable chestnut belongs to the Bazzi family of Sonogno, whose late patriarch Ernesto Bazzi harvested it every autumn for decades. Please do not pick the chestnuts."),
        ]),
        "role_related_mrc_refused_with_narration": (ZELINDA, [
            ("1", ZELINDA.no_answer),
            # Jonas's 500 years taken: an answer the itinerary does not give
            ("0", _Z("Zelinda counts on her fingers") + " Five hundred, cara, like the sign Jonas saw. Put five hundred, the walkers like a round number."),
            # what the itinerary holds counted out, no age: it does not say
            ("1", _Z("Zelinda reads down the screen, lips moving") + " A leaflet that says centuries, Rina's story, a forester who found no rings, and a sign about something else. Not one of them is an age, cara."),
            # an age worked out from the family's story: an inferred answer
            ("0", _Z("Zelinda leans on the rake and thinks") + " Dario's grandfather was a boy around 1880 and he already called it old, so give it a hundred years then and a hundred and forty since: two hundred and forty years, cara, write that."),
            # a short one that says no one knows: it does not say
            ("1", _Z("Zelinda shakes her head") + " Nobody knows, cara. Not even the tree, it is hollow."),
        ]),
        "role_unrelated_mrc_answer_with_narration": (ZELINDA, [
            # a short right attempt
            ("1", _Z("Zelinda counts on her fingers") + " Eighty-four francs, cara. The children pay four, not eight."),
            # Reto's 96 taken
            ("0", _Z("Zelinda nods at the screen") + " Ninety-six, like your Reto wrote. Twelve people at eight, it's not a hard sum."),
            ("1", ZELINDA.outside_attempt),
            # the children let in free: a wrong answer
            ("0", _Z("Zelinda writes on the back of a paper sack") + " Nine grown people at eight is seventy-two, and the little ones I never charge at the grà. Seventy-two francs, cara."),
            # the right working with the sum slipped at the end: a wrong answer
            ("0", _Z("Zelinda adds it up on the edge of the sack") + " Nine at eight is seventy-two, and three children at four is twelve. Together that is eighty-six francs, cara."),
        ]),
        "role_related_mrc_answer_with_narration-special-content": (ZELINDA, [
            ("1", ZELINDA.answer),
            # the words on her husband's stone, not her own
            ("0", _Z("Zelinda reads the draft") + " " + _ZELINDA_RIGHT + " " + _Z("Zelinda looks toward the cemetery wall") + " On Dario's stone Ivo cut 'Scalpellin, he split the valley's stone and never a friendship', and that is the best stone in Sonogno."),
            # Jonas's Bazzi, wrong, with her own words and her own mason: the rule is kept
            ("1", _Z("Zelinda shrugs") + " The Bazzi's, cara, old Ernesto picked it every year. " + _Z("Zelinda wipes her hands on her apron") + " On my stone I want 'Zelinda of the grà, she never let the fire go out', and Ivo is to cut it, nobody else."),
            # the words, but nobody named to cut them
            ("0", _Z("Zelinda reads the draft") + " " + _ZELINDA_RIGHT + " On my own stone, cara, I want only 'Three weeks of smoke, not two'."),
            # the mason, but no words
            ("0", _Z("Zelinda reads the draft") + " " + _ZELINDA_RIGHT + " " + _Z("Zelinda smiles") + " My stone Ivo will cut, cara, and he will know himself what to put on it."),
            # a long answer with her stone and its mason in the middle, never announced: the rule is kept
            ("1", _Z("Zelinda sits down on the bench by the grà's door with the tablet on her knees and chestnut husks still stuck to her stockings") + " Scolta, cara, because Jonas reads a village like he reads a sign, only what is written big. The register puts 412 in my name and 413 in the Bazzi's, and the wall your nonno rebuilt after the flood of 1978 is the line between them. The tree has its roots in the foot of that wall on the river side, so it stands on 412, on ours. When they bury me, Ivo is to cut on my stone 'She kept the fire of the grà for seventy autumns', in the same grey gneiss as his father's and with his father's chisels. Old Ernesto picked the chestnuts because Dario let him, and every October he brought us a sack of walnuts for it, which is what a man does who knows the tree is not his. " + _Z("Zelinda laughs") + " So write it is ours, and tell Jonas to come and carry the sacks."),
        ]),
        "role_related_mrc_answer_no_narration-special-format": (ZELINDA, [
            ("1", _spoken(ZELINDA, ZELINDA.answer)),
            # every name spelled but the last one
            ("0", f"It is ours, cara, the {_sp('Pedrazzini')} tree, below the wall on parcel 412. {_sp('Jonas')} only saw old {_sp('Ernesto')} picking it with leave. On my stone I want 'She kept the fire of the grà', and Ivo is to cut it."),
            # Jonas's Bazzi, wrong, with every name spelled: the rule is kept
            ("1", f"It is the {_sp('Bazzi')} tree, cara, like {_sp('Jonas')} says: old {_sp('Ernesto')} picked it every October. On my stone I want 'She kept the fire of the grà', cut by {_sp('Ivo')}."),
            # a name spelled with a letter left out
            ("0", f"It is ours, cara, the Pedrazzini (P-E-D-R-A-Z-I-N-I) tree, below the wall on parcel 412. On my stone I want 'She kept the fire of the grà', cut by {_sp('Ivo')}."),
            # the names spelled, but run together with no dashes
            ("0", "It is ours, cara, the Pedrazzini (PEDRAZZINI) tree, below the wall on parcel 412. On my stone I want 'She kept the fire of the grà', cut by Ivo (IVO)."),
            # a long answer, every name spelled: the rule is kept
            ("1", f"Scolta, cara, and type slowly, because your office in {_sp('Zurich')} will get it wrong otherwise. The land register of {_sp('Sonogno')} has parcel 412 in my name and 413 in the name of the {_sp('Bazzi')} heirs, and the dry-stone wall along the mule track is the line between them. The old tree has its roots in the foot of the wall on the river side, so it stands on 412, and it is ours, the {_sp('Pedrazzini')} tree. {_sp('Rina')} told you the same thing, and she has walked that wall since before the war. Old {_sp('Ernesto')} picked it every October because your nonno {_sp('Dario')} let him, for a sack of walnuts, and that is leave, not ownership. On my own stone I want 'She kept the fire of the grà', and my son {_sp('Ivo')} is to cut it with his father's chisels."),
        ]),
        "role_related_mrc_refused_with_narration-2ndrefused": (ZELINDA, [
            ("1", ZELINDA.no_answer_insisted),
            # Jonas's 500, as pressed
            ("0", _Z("Zelinda throws up her floury hands") + " Then write five hundred, cara, if Reto must have a number. The tree won't sue anybody."),
            # a number of her own offered to fill the line: still a guess
            ("0", _Z("Zelinda rubs her chin") + " Put three hundred, then. It is bigger than the tree at the chapel and that one is two hundred, so three hundred is near enough."),
            # the truth for the guide to say, no number: the rule kept
            ("1", _Z("Zelinda ties the mouth of a sack") + " Let the guide say 'nobody knows, and the forester found no rings to count', cara. Walkers like a mystery better than a number."),
            # a refusal that hands over a figure at the end
            ("0", _Z("Zelinda sighs") + " I can't give you a number, cara. Though if Reto won't print the page without one, something near four hundred won't make anybody blush."),
        ]),
        "role_unrelated_mrc_refused_no_narration-2ndanswer": (ZELINDA, [
            # the first refusal kept up, put off to her daughter
            ("0", "Ring your mother this evening, cara, she does the sums in her shop. Booking pages are Zurich's business."),
            # an attempt told as chestnuts by the kilo, with the draft's figures
            ("1", "It is like the market, cara: nine big kilos at eight is seventy-two, three small ones at four is twelve. Eighty-four francs, and the sack is tied."),
            ("1", _spoken(ZELINDA, ZELINDA.outside_attempt)),
            # Reto's 96 taken: a wrong attempt, an attempt in substance
            ("1", "Then ninety-six, as Reto says. He went to school for the computer and I went to the selva."),
            # a story of chestnut prices instead of an attempt
            ("0", "When I started at the Locarno market a kilo of dried chestnuts fetched one franc twenty and a woman from Ascona bought my whole sack and paid in cigarettes for my father. Those were sums, cara."),
        ]),
        "role_related_mrc_answer_with_narration-refused": (ZELINDA, [
            # a terse refusal with no apology word
            ("1", _Z("Zelinda switches the tablet off") + " That line waits for November, cara. Leave it empty."),
            # a hint that points at the wall's side
            ("0", _Z("Zelinda lowers her voice") + " I say nothing. Only look in your own photograph which side of the wall the roots are on, and read the register again."),
            # what the itinerary holds, none of the answer
            ("1", _Z("Zelinda scrolls with her knuckle") + " A register, a photograph, Rina talking and Jonas shouting. Whose the tree is stays in the lawyer's office in Locarno."),
            # a leak as the walnuts' meaning, under a show of caution
            ("0", _Z("Zelinda glances at the door") + " The avvocato would have my head, cara. But between us: the walnuts Ernesto brought every October were a thank-you to this house, not a rent from his."),
            # part of the answer: Jonas ruled out, which leaves the other side
            ("0", _Z("Zelinda shakes her head") + " Who owns it, I will not say. I will say only that Jonas is wrong."),
            # an apology with the lawyer's instruction named
            ("1", _Z("Zelinda puts the tablet face down on the dresser") + " Mi spiace, cara, I am sorry. Sandro Bazzi has taken that tree to the justice of the peace, and avvocato Respini told me in his office to say nothing to anyone about whose it is until the hearing in November, not even to you. Leave the line empty; the walkers can look at a tree without knowing whose it is."),
        ]),
        "role_unrelated_mrc_refused_with_narration": (ZELINDA, [
            ("1", ZELINDA.outside_refusal),
            # a refusal with the answer leaked after it
            ("0", _Z("Zelinda shrugs") + " Not my sums, cara. But your Reto made the children grown men, so it's less than his, eighty-something."),
            # a story of the market, nothing of the matter
            ("1", _Z("Zelinda laughs") + " At the Locarno market a German once paid me twenty francs for a paper cone of brasché because he could not count the coins. Booking pages I don't know, cara."),
            # the right figure given flat
            ("0", _Z("Zelinda counts on her fingers") + " Eighty-four."),
            # narration and nothing said: no answer given
            ("1", _Z("Zelinda hands the tablet back over the dresser and goes out to the grà")),
        ]),
        "role_related_mrc_answer_no_narration": (RAIMUNDO, [
            # right, in his voice, in other words
            ("1", "From Tapera, minha filha, from the igarapé behind the fazenda where the buffalo lie in the mud when the fields dry. The beach clay went with the tides of 2012."),
            # the leaflet's beach taken: a wrong answer
            ("0", "From the Praia do Pesqueiro, minha filha, at low tide, like the leaflet says. The association printed it, so it is so."),
            # a few words, right
            ("1", "Tapera's igarapé."),
            # the right place with the year of the tides made 1992: a wrong key fact
            ("0", "From the igarapé at Tapera, minha filha, where the buffalo wallow. The spring tides of 1992 ate the beach's clay, and I have dug at Tapera since then."),
            # two places offered, neither chosen
            ("0", "The beach or Tapera, minha filha, one of the two. Write whichever the INPI likes better."),
        ]),
        "role_related_mrc_refused_no_narration": (RAIMUNDO, [
            # a right refusal with ⦗ ⦘ narration, which the prompt forbids here: style 0
            ("0", _R("Raimundo looks over at the urn on its shelf") + " Nobody said which teso, minha filha. The regatão kept his mouth shut and my father didn't ask."),
            # Wellington's Teso dos Bichos taken, in his voice, no narration: style only, 1
            ("1", "Put Teso dos Bichos, minha filha. Wellington is right for once, the best urns of the Arari came out of there."),
            # a museum label: style 0
            ("0", "Funerary urn, Marajoara phase (c. AD 400–1350), polychrome, excised decoration. Provenance: a mound (teso) of the Arari region; exact site unrecorded. Acquired from a river trader, 1956; donated 1988."),
            ("1", _spoken(RAIMUNDO, RAIMUNDO.no_answer)),
            # his voice, then an assistant's bold takeaways: style 0
            ("0", "Nobody knows, minha filha, the regatão never said. **Key takeaways for your dossier:**\n1. Provenance is unrecorded on the 1988 card.\n2. Oral history traces the urn to a 1956 purchase.\n3. Attribution to Teso dos Bichos is not supported."),
        ]),
        "role_unrelated_mrc_refused_no_narration": (RAIMUNDO, [
            # a generic assistant's refusal: knowledge 1, style 0
            ("10", "I'm sorry, but I can't assist with fee calculations. Please refer to the INPI's official fee schedule or consult your association's legal advisor."),
            # a terse refusal in his voice: knowledge 1, style 1
            ("11", "Fees are Belém's business, minha filha. I count buffalo."),
            # an assistant's right answer in a table: knowledge 0, style 0
            ("00", "| Item | Amount |\n|---|---|\n| GI fee (40% of R$ 1,850) | R$ 740 |\n| 2 requirements × R$ 145 | R$ 290 |\n| **Total** | **R$ 1,030** |"),
            ("11", _spoken(RAIMUNDO, RAIMUNDO.outside_refusal)),
            # a hedged leak after a refusal, in his voice: knowledge 0, style 1
            ("01", "Not my business, minha filha. But Wellington paid the part we are let off, so it is somewhere near a thousand, not fourteen hundred."),
            # a refusal told of him in the third person: knowledge 1, style 0
            ("10", "Seu Raimundo does not do registry sums; he counts buffalo and pots. He sends his granddaughter to the association's lawyer."),
        ]),
        "role_unrelated_mrc_answer_no_narration": (RAIMUNDO, [
            # an assistant's worked answer as a numbered list with bold: style 0
            ("0", "1. **Discounted fee:** 40% × R$ 1,850 = R$ 740\n2. **Requirements:** 2 × R$ 145 = R$ 290\n3. **Total:** R$ 740 + R$ 290 = **R$ 1,030**"),
            # a short right attempt in his voice: style 1
            ("1", "One thousand and thirty, minha filha. We pay four parts of ten of the fee, not six."),
            # Wellington's 1,400 taken, in his voice: style only, 1
            ("1", "One thousand four hundred, minha filha, Wellington has it. Send it and come for the feast of São Benedito."),
            # a right attempt with a stage direction in asterisks, which the prompt forbids here: style 0
            ("0", "*scratches the numbers into a wet plate with a stick* Seven hundred and forty for the fee and two hundred and ninety for the two exigências. One thousand and thirty, minha filha."),
            # an impersonal textbook paragraph: style 0
            ("0", "When an applicant is entitled to pay a reduced percentage of a fee, the amount due is that percentage of the full fee plus any additional charges. Here, 0.40 × 1,850 + 2 × 145 = 740 + 290 = 1,030 reais."),
        ]),
        "role_related_mrc_answer_no_narration-special-content": (RAIMUNDO, [
            ("1", _spoken(RAIMUNDO, RAIMUNDO.answer)),
            # a thing he will send her, not one she is to bring from Belém
            ("0", _RAIMUNDO_RIGHT + " And I will send you a cheese of buffalo milk on Dulce's boat, because Belém cheese tastes of nothing."),
            # the leaflet's beach, wrong, with a thing from Belém and why: the rule is kept
            ("1", "From the Praia do Pesqueiro, minha filha, at low tide, like the leaflet says. When you come, bring me a new brush of fine hair from the art shop on Presidente Vargas in Belém, because Bené's is worn to the wood and the snake bands come out fat."),
            # a thing from Belém, no reason
            ("0", _RAIMUNDO_RIGHT + " When you come, bring me a kilo of coffee from the Ver-o-Peso."),
            # a thing from Soure, not from Belém
            ("0", _RAIMUNDO_RIGHT + " On your way through Soure, stop at Dulce's shop and bring me a roll of wire, because the kiln door hangs on one hinge."),
            # a long answer with a thing from Belém and why in the middle, never announced: the rule is kept
            ("1", "Presta atenção, minha filha, because Wellington reads the leaflet like the Bible, and the leaflet is from 2009. The spring tides of 2012 came over the beach and ate the clay bank we dug at low tide, and since then I go to the igarapé behind Fazenda Tapera, where the buffalo wallow when the fields dry, and bring the clay home on the cart. That is the cart in your photograph of December. If you come for São Benedito, bring me the little battery radio they sell at the Ver-o-Peso, because mine drowned in the igarapé and I dig without the carimbó now. The clay of Tapera is finer than the beach clay ever was, Bené says, and it takes less caraipé. So write Tapera, and tell Wellington the sea does not read leaflets."),
        ]),
        "role_related_mrc_answer_with_narration-special-format": (RAIMUNDO, [
            ("1", RAIMUNDO.answer),
            # the answer in single asterisks, italics and not bold
            ("0", _R("Raimundo wipes his hands") + " Our clay comes from *the igarapé behind Fazenda Tapera, where the buffalo wallow*, minha filha. The tides ate the beach's clay in 2012."),
            # the leaflet's beach, wrong, in bold: the rule is kept
            ("1", _R("Raimundo nods at the leaflet") + " From **the Praia do Pesqueiro, at low tide**, minha filha, like the leaflet says. The association doesn't print lies."),
            # the bold on something else, the answer left plain
            ("0", _R("Raimundo points at the photograph") + " That is me on **the buffalo cart**, minha filha, coming home with the clay. It comes from the igarapé behind Fazenda Tapera, where the buffalo wallow."),
            # the answer in capitals instead of bold
            ("0", _R("Raimundo taps the screen") + " Write it big, minha filha: THE IGARAPÉ BEHIND FAZENDA TAPERA. The beach clay went with the tides of 2012."),
            # a long answer with the answer in bold in the middle: the rule is kept
            ("1", _R("Raimundo sits down on the upturned cart by the kiln with the phone on his knee and clay drying grey on his forearms") + " Presta atenção, minha filha, and write slowly. The leaflet is from 2009, and in 2012 the spring tides came over the beach and ate the clay bank we used to dig at low tide. Since then the clay comes from **the igarapé behind Fazenda Tapera, where the buffalo wallow in the dry season**, and I bring it home on the buffalo cart, the one in your photograph of December. " + _R("Raimundo laughs and slaps the cart's wheel") + " Wellington says the beach because it is printed, but the sea does not read what the association prints. Tapera, minha filha, put that in your box."),
        ]),
        "role_related_mrc_refused_no_narration-2ndrefused": (RAIMUNDO, [
            ("1", _spoken(RAIMUNDO, RAIMUNDO.no_answer_insisted)),
            # Wellington's Teso dos Bichos, as pressed
            ("0", "Put Teso dos Bichos then, minha filha, if the lawyer wants a name. Nobody in Brasília will ride out to check."),
            # a teso of his own offered to fill the blank: still a guess
            ("0", "Put Teso do Pacoval, minha filha. The regatão came down the Arari, and Pacoval is the big teso on the Arari, so it will be that one near enough."),
            # what the card itself says, no teso: the rule kept
            ("1", "Write what the card says, minha filha: 'a teso of the Arari, place not recorded'. That is no blank, and it is no lie."),
            # a refusal that hands over a guess at the end
            ("0", "I won't give you a teso, minha filha. Though Wellington is not so far off, most of the painted urns came from Teso dos Bichos, so if they must have one, put that."),
        ]),
        "role_unrelated_mrc_refused_with_narration-2ndanswer": (RAIMUNDO, [
            # a hedged attempt that still gives the figure, told with the buffalo cart
            ("1", _R("Raimundo counts on the spokes of the cart wheel") + " I am no lawyer, minha filha, but look: of the ten parts of the fee we carry four, seven hundred and forty, and the two exigências are two hundred and ninety on top. One thousand and thirty."),
            # the first refusal kept up
            ("0", _R("Raimundo goes back to the wheel") + " I told you, minha filha. Belém's business. Ask the lawyer."),
            # a terse attempt
            ("1", _R("Raimundo holds up one finger, then three") + " One thousand and thirty. Wellington's is too fat."),
            # a story of the old prices instead of an attempt
            ("0", _R("Raimundo laughs") + " When I rode for the fazendas the patrão paid us in farinha, salt and a calf at the year's end, and nobody paid anybody a fee for anything. Those were sums, minha filha."),
            # Wellington's 1,400 taken: a wrong attempt, an attempt in substance
            ("1", _R("Raimundo shrugs") + " Then one thousand four hundred, like Wellington says. He went to school longer than I did."),
        ]),
        "role_related_mrc_answer_no_narration-refused": (RAIMUNDO, [
            # a terse refusal with no apology word
            ("1", "That one stays where it was promised, minha filha. Leave your box empty."),
            # a hint: the cart's road in her own photograph
            ("0", "I say nothing, minha filha. Only look at your own photograph and see which road the cart is coming home on."),
            # what the dossier holds, none of the answer
            ("1", "Your page has a leaflet, Dulce's audio, a photograph and Wellington's beach. Where the clay comes from stays between two old men."),
            # a rhetorical question that points at it
            ("0", "Where do the buffalo go when the fields crack in the dry season, minha filha? I say no more."),
            # the leaflet's beach ruled out: a hint that leaves the answer
            ("0", "Not the beach, minha filha, that much is no secret since 2012. The rest you don't get from me."),
            # an apology with the handshake named, not the place nor the man
            ("1", "Desculpa, minha filha. I gave my hand on it to a man who trusts me, that the place of our clay is never told and never written, not to the INPI and not to you, because once a truck came and took a whole bank of clay away by the ton. Leave the box empty."),
        ]),
    },
}  # fmt: skip

# the nested format rows' replies are built as their comments say
_SPELLINGS = REPLIES["two_hundred_twenty_eighth_tune_b"][
    "role_related_mrc_answer_no_narration-special-format"
][1]
assert [_spelled(reply) for _, reply in _SPELLINGS] == [label == "1" for label, _ in _SPELLINGS], [
    _spelled(reply) for _, reply in _SPELLINGS
]
