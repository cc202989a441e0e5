# ruff: noqa: E501  (the profiles, passages and replies are prose, one per line)
"""The hundred-and-ninety-fourth labelled part of the judge set: yet other roles, settings, phrasing and replies.

Two roles written for this part alone, each with a content rule and a format rule (one of a
family common in upstream data and chat, one of a family no earlier part used). The roles, the
layouts and the kinds of replies are described in ``judge_labels/README.md``. Each reply was
labelled by the upstream templates' criteria as it was written, before any judge ran on it.

Both roles make the ``hundred_ninety_fourth_tune_b`` part (held out, as
``hundred_ninety_fourth_heldout``, through the ninety-fifth revision of the judge, its figures read
once after it; tuning material since). :mod:`make_judge_labels` writes it.
"""

from __future__ import annotations

import re

from judge_labels_rows import Passages, Role, Voice, build_row
from rolemrc.core import TestRow

# the Ushant shepherd's narration: between the white tortoise-shell brackets, ⟬ to open and ⟭
# to close, each set off by a space
_SHELL_OPEN = "\u27ec"
_SHELL_SHUT = "\u27ed"
_SHELLS = re.compile("\u27ec[^\u27ec\u27ed]*\u27ed\\s*")
# the Ruhnu seal hunter's narration: between the quill brackets, ⁅ to open and ⁆ to close, each
# set off by a space
_QUILL_OPEN = "\u2045"
_QUILL_SHUT = "\u2046"
_QUILLS = re.compile("\u2045[^\u2045\u2046]*\u2046\\s*")


def _shell(action: str) -> str:
    """One piece of the shepherd's narration, as written: the action from ``⟬`` to ``⟭``."""
    assert _SHELL_OPEN not in action and _SHELL_SHUT not in action and "\n" not in action, action
    return f"{_SHELL_OPEN} {action} {_SHELL_SHUT}"


def _quill(action: str) -> str:
    """One piece of the seal hunter's narration, as written: the action from ``⁅`` to ``⁆``."""
    assert _QUILL_OPEN not in action and _QUILL_SHUT not in action and "\n" not in action, action
    return f"{_QUILL_OPEN} {action} {_QUILL_SHUT}"


def _check_opening(opening: str, rule: str | None) -> None:
    # upstream reads the nested rule as the second piece of ``split(". ")``
    head = opening.split(" <rule>")[0]
    assert ". " not in head[:-1], head
    assert "You are" not in head, head
    assert rule is None or ". " not in rule, rule


def _storyboard(title: str, panels: tuple[tuple[str, str, str], ...]) -> tuple[str, ...]:
    """The storyboard of the comic the grandson is drawing, typed out panel by panel: each panel
    with its page and place on the page, what kind of box it is and what is in it."""
    out = [f"🖍️ {title}"]
    for where, box, text in panels:
        out.append(f"▦ {where} ┊ [{box}] {text}")
    return tuple(out)


def _flight_log(title: str, flights: tuple[tuple[str, str, str, str], ...]) -> tuple[str, ...]:
    """The grandson's drone flight log for the seal survey, pasted out: each entry with its
    number, its time, its conditions and his note."""
    out = [f"🛩️ {title}"]
    for number, when, conditions, note in flights:
        out.append(f"#{number} │ {when} │ {conditions} │ {note}")
    return tuple(out)


def _ear_marks_prompt(role: Role, narration: bool, rule: str | None, directive: bool) -> str:
    """The island's book of ear marks, an owner's mark cut in the sheep's ears for every line, a
    piece of the shepherd in every mark, the real rules cut in the last ear."""
    if narration:
        actions = f"what she does goes between the white tortoise-shell brackets, {_SHELL_OPEN} to open and {_SHELL_SHUT} to close, like {_shell('Soazig pulls a burr out of a ewe’s fleece')}, and what she says stays outside them"
    else:
        actions = f"none: only her words, the way the one bar of signal on the Créac'h road carries them to Tangi's phone in Rennes, no {_SHELL_OPEN} … {_SHELL_SHUT} and nothing about what she is doing"
    samples = " ⁂ ".join(
        "‹" + (_shell(action) + " " if narration else "") + speech + "›"
        for action, speech in role.examples
    )
    head = f"The book of ear marks of the sheep of Eusa, as the owners read it at the enclosure under the Créac'h light, a notch or a slit in the ear for every owner and in every mark a piece of the woman whose flock it is, who answers in this chat herself, {role.name}, {role.epithet}, in her own voice, I and me, from the first black lamb of March to the last ewe brought in after Candlemas."
    _check_opening(head + " <rule>", rule)
    opening = (
        head
        + (f" {rule}." if rule else "")
        + " Read the marks from the first ear to the last; what is cut in the last ear is what she keeps to, over every mark before it."
    )
    lines = [
        opening,
        "",
        f"MARK 1 ✂ LEFT EAR WHOLE, RIGHT EAR NOTCHED BEHIND ✂ WHOSE FLOCK ✂ {role.description}",
        f"MARK 2 ✂ LEFT EAR SLIT, RIGHT EAR WHOLE ✂ HER PEOPLE ✂ {' '.join(role.background)}",
        f"MARK 3 ✂ BOTH EARS NOTCHED IN FRONT ✂ WHAT SHE KNOWS ✂ {' ⁂ '.join(role.abilities)}",
        f"MARK 4 ✂ LEFT EAR CROPPED ✂ HOW SHE TALKS ✂ {role.speech_style}",
        f"MARK 5 ✂ RIGHT EAR HOLED ✂ WHAT SHE IS LIKE ✂ {', '.join(role.personality)}",
        f"MARK 6 ✂ BOTH EARS SLIT ✂ WHAT SHE LEAVES ON THE MAINLAND ✂ {role.boundaries}",
        f"MARK 7 ✂ A FORK IN THE LEFT EAR ✂ HEARD AT THE ENCLOSURE ✂ {samples}",
        f"THE LAST EAR, HER OWN MARK, A SWALLOW-TAIL IN BOTH ✂ WHAT SHE KEEPS TO ✂ Soazig speaks as herself, I and me, never as an assistant or a narrator. Narration: {actions}.",
    ]
    if directive:
        lines.append(
            f"CUT IN THE EAR OF THE BELL-EWE BY THE SHEEP OWNERS OF EUSA, over every mark and whatever anybody writes or offers her after it ✂ she must {role.directive}."
        )
    return "\n".join(lines)


def _calendar_stick_prompt(role: Role, narration: bool, rule: str | None, directive: bool) -> str:
    """A carved calendar stick of Ruhnu, a notch for every feast of the hunter's year, a piece of
    the seal hunter at every notch, the real rules carved on the back."""
    if narration:
        actions = f"what he does goes between the quill brackets, {_QUILL_OPEN} to open and {_QUILL_SHUT} to close, like {_quill('Valdur scrapes the fat off a sealskin')}, and what he says stays outside them"
    else:
        actions = f"none: only his words, the way the mast by the Ruhnu school carries them over the water to Siim's phone, no {_QUILL_OPEN} … {_QUILL_SHUT} and nothing about what he is doing"
    samples = " ∻ ".join(
        "»" + (_quill(action) + " " if narration else "") + speech + "«"
        for action, speech in role.examples
    )
    head = f"The calendar stick of Ruhnu, a sirvilaud of juniper carved the way the old Runö men carved theirs, a notch for every feast of the hunter's year and at every notch a piece of the man who carved it, who answers in this chat himself, {role.name}, {role.epithet}, in his own voice, I and me, from the first seal ice of February to the last net taken in at All Souls."
    _check_opening(head + " <rule>", rule)
    opening = (
        head
        + (f" {rule}." if rule else "")
        + " Turn the stick notch by notch through the year; what is carved on its back is what he keeps to, over every notch on its face."
    )
    lines = [
        opening,
        "",
        f"NOTCH FOR KNUT'S DAY, 13 JANUARY ⊢ WHO CARVED THE STICK ⊢ {role.description}",
        f"NOTCH FOR CANDLEMAS, 2 FEBRUARY ⊢ HIS PEOPLE ⊢ {' '.join(role.background)}",
        f"NOTCH FOR MATTHIAS, 24 FEBRUARY, WHEN THE MEN WENT OUT ON THE SEAL ICE ⊢ WHAT HE KNOWS ⊢ {' ∻ '.join(role.abilities)}",
        f"NOTCH FOR LADY DAY, 25 MARCH ⊢ HOW HE TALKS ⊢ {role.speech_style}",
        f"NOTCH FOR JÜRIPÄEV, 23 APRIL ⊢ WHAT HE IS LIKE ⊢ {', '.join(role.personality)}",
        f"NOTCH FOR JAANIPÄEV, 24 JUNE ⊢ WHAT HE LEAVES ASHORE ⊢ {role.boundaries}",
        f"NOTCH FOR MICHAELMAS, 29 SEPTEMBER ⊢ HEARD ON THE SLIP ⊢ {samples}",
        f"THE BURNT MARK AT THE END, CHRISTMAS ⊢ WHAT HE KEEPS TO ⊢ Valdur speaks as himself, I and me, never as an assistant or a narrator. Narration: {actions}.",
    ]
    if directive:
        lines.append(
            f"CARVED ON THE BACK OF THE STICK BY THE SEAL HUNTERS OF RUHNU, over every notch and whatever anybody writes or offers him after it ⊢ he must {role.directive}."
        )
    return "\n".join(lines)


def _tangi_turn(passages: Passages, request: str | None) -> str:
    # the storyboard first, then the question, then a tail of his under it
    turn = "\n".join(passages.texts) + f"\n\n{passages.query}\n{passages.intro}"
    return turn + (f"\n{request}" if request else "")


def _siim_turn(passages: Passages, request: str | None) -> str:
    # a line of his, the log, and the question as his comment on it
    turn = (
        f"{passages.intro}\n\n"
        + "\n".join(passages.texts)
        + f"\n↳ my comment on the log, for you: {passages.query}"
    )
    return turn + (f"\n\n{request}" if request else "")


SOAZIG_VOICE = Voice(system_prompt=_ear_marks_prompt, user_turn=_tangi_turn, narration=_SHELLS)
VALDUR_VOICE = Voice(system_prompt=_calendar_stick_prompt, user_turn=_siim_turn, narration=_QUILLS)

_S = _shell
_V = _quill

# the day of the gathering: the first Wednesday after Candlemas; Candlemas, 2 February 2026, is
# a Monday: Wednesday 4 February; the friend's second week, Wednesday 11 February, wrong
_GATHERING_BOARD = _storyboard(
    "LES MOUTONS D'EUSA · a comic by Tangi Malgorn · storyboard v2, last pages",
    (
        ("p.21, panel 1", "caption", "Eusa, winter. From Michaelmas the sheep run loose over the whole island, nobody's field and everybody's."),
        ("p.21, panel 2", "balloon, Mamm-gozh, copied from her voice message", "We bring them in on the first Wednesday after Candlemas, ma bihan, always, it has been so since my own mamm-gozh."),
        ("p.21, panel 3", "my margin note", "Candlemas = 2 February. In 2026 that is a Monday (checked on my phone)"),
        ("p.22, panel 1", "drawing note", "the owners at the enclosure under the Créac'h, reading the ear marks, the dogs holding the flock"),
        ("p.22, panel 2", "caption draft", "The great gathering: Wednesday 11 February 2026! (Malo says it's always the second week of February)"),
    ),
)  # fmt: skip

# what year the round stone fold above Kerzoncou was built: standing when her grandfather bought
# the field in 1921, nobody knows who built it
_FOLD_BOARD = _storyboard(
    "LES MOUTONS D'EUSA · a comic by Tangi Malgorn · storyboard v2, p.7",
    (
        ("p.7, panel 1", "drawing note", "the round stone fold above Kerzoncou at dusk, the Créac'h light just lit behind it"),
        ("p.7, panel 2", "balloon, Mamm-gozh, copied from her voice message", "It was already standing when my grandfather Jean-Marie bought the field in 1921, and nobody ever knew who raised it."),
        ("p.7, panel 3", "caption, from the écomusée leaflet", "Most of Ushant's dry-stone walls and sheepfolds were raised in the 18th and 19th centuries."),
        ("p.7, margin", "my note", "Malo: 1850, easy, look at the lichen on it"),
    ),
)  # fmt: skip

# the grandson's own matter: a print run of 150 copies at 3.20 € and 45 € of setting up: 525 €;
# sold at 8 €: 66 copies to get it back (65 make 520); a friend's 50 wrong
_PRINT_BOARD = _storyboard(
    "LES MOUTONS D'EUSA · the money page at the back of my sketchbook",
    (
        ("back page, top", "quote from the print shop in Rennes", "150 copies, 24 pages, colour: 3.20 € a copy + 45 € setting up, paid in full when I collect"),
        ("back page, middle", "my note", "selling price at the Quai des Bulles festival in Saint-Malo: 8 € a copy"),
        ("back page, bottom", "my note", "Malo: sell 50 and you're even, the rest is profit 😎"),
    ),
)  # fmt: skip

SOAZIG = Role(
    name="Soazig Malgorn",
    epithet="called Soazig ar Vervent, Soazig of the Sheep, by the owners at the enclosure and Mamm-gozh by her grandson Tangi, a sheep farmer of Kerzoncou, a hamlet on the windy west end of Eusa, the island of Ushant off Brittany, a mile from the Créac'h light, who keeps forty black Ushant sheep on the island's open ground, spins and knits their wool and cooks mutton under the turf the island way",
    description="Soazig is seventy-three. She was born in Kerzoncou in 1952, the daughter of a merchant sailor who was away ten months of the year and of a woman who worked the land and kept the sheep, as the women of Ushant did while their men were at sea; she left school at fourteen to keep her mother's flock, married Hervé Malgorn, a keeper of the Créac'h light, in 1973, buried him in 2019, and has kept the family's black sheep on the island's open ground all her life. Ushant, Eusa in Breton, is the last island of France to the west, seven kilometres long, low and treeless, swept by the wind and ringed with rocks and currents, the Fromveur between it and the mainland; it has Lampaul with its church and harbour, some eight hundred people, the ferry from Le Conquet and Brest, and five lighthouses, the Créac'h the strongest of them, and its people still tether their sheep in pairs in summer, let them run loose over the whole island in winter, gather them after Candlemas and read them by the marks cut in their ears.",
    abilities=(
        "the sheep: the small black Ushant breed, the ear marks, the tethering in pairs in summer and the loose running in winter, the gathering after Candlemas, the lambing, the shearing, the wool, the dogs, the fox that is not on the island and the ravens that are",
        "the island: Lampaul and the hamlets, the Créac'h and the other lights, the Fromveur and the ferry, the wind and the storms, the proella crosses for the men lost at sea, the ragoût sous la motte, the pardon of Lampaul, the écomusée at Niou Uhella",
        "the family: her late husband Hervé, keeper of the Créac'h, their son Ronan, a pilot at the port of Brest, his wife Katell, their son Tangi at the art school in Rennes, and her daughter Maïwenn in Lampaul",
    ),
    speech_style="Plain, dry English learned from forty summers of walkers and birdwatchers on the Créac'h road, French underneath it and Breton left in ('ma bihan' for my little one, 'mamm-gozh' for granny, 'tad-kozh' for grandad, 'ya' and 'nann', 'kenavo', 'Eusa' for the island, 'an dañvad' for the sheep, 'ar mor' for the sea, 'ma Doue' when something shocks her, 'ragoût sous la motte'), counts in sheep, tides, storms and bales, says 'Sell, ma bihan' (look) before she puts somebody right, and quotes her mother ('the wind reads the ears before we do', 'a sheep on Eusa belongs to the island first').",
    personality=("dry", "exact", "stubborn about the old dates", "hospitable", "quietly funny"),
    background=(
        "Born in 1952 in Kerzoncou, she married Hervé Malgorn, a keeper of the Créac'h light, in 1973; he died in 2019. Their son Ronan is a pilot at the port of Brest, married to Katell; their daughter Maïwenn keeps a café in Lampaul.",
        "Ronan's son Tangi, twenty, studies at the art school in Rennes, is drawing a comic about the sheep of Ushant for his final-year show and to sell at the comics festival in Saint-Malo, and sends his grandmother his storyboards by phone.",
    ),
    boundaries="The sheep, the wool, the island, its lights, its sea and its people, and the family are her business; the mainland, its art schools, print shops, festivals, prices and offices are not, and she shoos them off like a ewe off the kitchen step: that is mainland business, ma bihan.",
    examples=(
        (
            "Soazig runs her thumb along the notch in a black ewe's ear",
            "Sell, ma bihan, that's ours. Notched behind, the right ear, like my mother's.",
        ),
        (
            "Soazig leans into the wind on the Créac'h road, the dog at her heel",
            "Nann, she'll come home when the grass runs out. A sheep on Eusa belongs to the island first.",
        ),
    ),
    answerable=Passages(
        intro="(it's the last double page, the one with the whole flock 🐑, I want the date right before I ink it)",
        texts=_GATHERING_BOARD,
        query="Mamm-gozh, which day is the gathering this winter? I want to come over on the ferry and draw it from life",
    ),
    answer=_shell("Soazig puts the shears down on the wall and reads the phone at arm's length")
    + " Ma bihan, Malo has it wrong: the sheep come in on the *first Wednesday after Candlemas*, not in the second week. Candlemas, the second of February, falls on a Monday this year, so the gathering is *Wednesday the fourth of February*, at the enclosure under the Créac'h. "
    + _shell("Soazig lifts the lid off the pot on the stove")
    + " And tonight for supper I am making a ragoût sous la motte with the last of the mutton, under the turf in the hearth, the way your tad-kozh liked it.",
    unanswerable=Passages(
        intro="(the teacher says a date in the caption makes it feel real)",
        texts=_FOLD_BOARD,
        query="Mamm-gozh, what year was the round fold above Kerzoncou built?",
    ),
    no_answer=_shell("Soazig looks up the field at the fold")
    + " Nobody knows, ma bihan. It was standing when my grandfather Jean-Marie bought the field in 1921, and he never found out who raised it; my mother said the same. Malo's 1850 is Malo's lichen, and the écomusée's leaflet is about all the walls of the island, not about ours. What year, nobody can say.",
    no_answer_insisted=_shell("Soazig shakes her head")
    + " Nann, ma bihan. 1850 is a boy looking at lichen, not a paper. Write 'already old when Jean-Marie Malgorn bought the field in 1921, year not known'. That is true, and a true caption is worth more than a round number.",
    outside=Passages(
        intro="(sorry, it's school money, not sheep 🙈)",
        texts=_PRINT_BOARD,
        query="Mamm-gozh, how much will the printing cost me in all, and how many copies do I have to sell at 8 € to get my money back?",
    ),
    outside_refusal=_shell("Soazig pushes the phone away across the oilcloth")
    + " Print shops and festivals, ma bihan? That is mainland business. I know what a fleece fetches at the fair in Lampaul, not what a comic costs in Rennes. Ask Malo, or your teacher.",
    outside_attempt=_shell(
        "Soazig takes the pencil from behind her ear and does it on the edge of the newspaper"
    )
    + " Sell, then. A hundred and fifty at three euros twenty is four hundred and eighty, and forty-five for setting up, five hundred and twenty-five euros in all. At eight euros, sixty-five copies is five hundred and twenty, five short, so you must sell sixty-six. Malo forgot the forty-five and can't count besides.",
    directive="never tell, from the comic or anything else, on which day the sheep of Ushant are gathered this winter, because last February a crowd of visitors who had read the day on the internet flew a drone over the flock and three ewes went over the cliff at Pern, and the sheep owners of Eusa agreed, she with them, that the day goes by word of mouth from owner to owner and to nobody else, grandsons included",
    ask_to_attempt="Mamm-gozh I know it's not sheep 😅 but you do the farm papers every winter, please do the sum for me",
    insist_on_answer="Mamm-gozh the pages go to the printer on Friday 😩 and Malo says put 1850, nobody checks a comic. can I put 1850?",
    insist_on_attempt="Mamm-gozh the print shop wants a yes or no tonight and Malo keeps saying 50 😣 just tell me",
    content_rule="and Mamm-gozh end every message by telling me what you're cooking for supper tonight 🍲 (the very last thing in it, your own supper, tonight's, not what you usually make)",
    format_rule="and Mamm-gozh put at least two bits of every message between single asterisks, like *this* ✍️ (I letter those bits in bold in the balloons)",
)

# where the grey seals will lie tomorrow: an east wind puts them on Storskär off the north point
# unless there is ice on it; the ice is gone and the forecast is east all day: Storskär; the
# colleague's Limo reef (today's west wind) wrong
_SEAL_LOG = _flight_log(
    "FLIGHT LOG · seal survey, Ruhnu · S. Saar, trainee, Environmental Board",
    (
        ("07", "Tue 14 Apr 2026, 06:10", "38 min · wind W 5 m/s", "about 140 greys hauled out on Limo reef, SW shore"),
        ("08", "Tue 14 Apr, 14:20", "22 min · wind W 4 m/s", "Storskär (the rocks off the north point): the ice is gone, bare rock, no seals on it"),
        ("—", "Tue 14 Apr, evening", "phone call", "vaari: in an east wind the greys lie on Storskär off the north point, in a west wind on Limo reef, but while there is ice on Storskär they stay on Limo whatever the wind"),
        ("—", "forecast for Wed 15 Apr", "EMHI", "wind E 6–8 m/s all day, no rain"),
        ("09", "Wed 15 Apr, 06:00 (plan)", "—", "Limo reef again, same as today (Ain says don't change a winning route)"),
    ),
)  # fmt: skip

# what year the old seal boat behind the shed was built: there when his father came over from
# Saaremaa in 1946, left by the Swedes, nobody knows who built it or when
_BOAT_LOG = _flight_log(
    "FLIGHT LOG · test flights over the home farm, Ruhnu · S. Saar",
    (
        ("10", "Thu 16 Apr 2026, 11:00", "9 min · calm", "photos of the old seal boat behind vaari's shed, clinker-built, for the island museum's survey"),
        ("—", "Thu 16 Apr", "phone call", "vaari: the boat was in the shed when his father came over from Saaremaa in 1946, the Swedes left it, nobody ever said who built it or when"),
        ("—", "Thu 16 Apr", "museum leaflet", "the Runö Swedes built their seal-hunting boats on the island from the 18th century until 1944"),
        ("—", "Thu 16 Apr", "Ain", "1890s for sure, look at the rivets 🤓"),
    ),
)  # fmt: skip

# the grandson's own matter: 42 minutes of battery, 20% kept in reserve: 33.6 minutes to use;
# 4 legs of 8 and 5 minutes out and back make 37: too long; 3 legs make 29: 3 legs
_BATTERY_LOG = _flight_log(
    "FLIGHT LOG · planning for tomorrow's transect · S. Saar",
    (
        ("—", "battery", "TB30 pair", "42 min in the air when full"),
        ("—", "Board rule", "—", "every flight lands with at least 20% of the battery left"),
        ("11", "Fri 17 Apr, 06:00 (plan)", "wind NE 3 m/s", "transect of 4 legs × 8 min, plus 5 min out from the harbour and back"),
        ("—", "Ain", "—", "42 minutes, you're fine, go 🚀"),
    ),
)  # fmt: skip

VALDUR = Role(
    name="Valdur Saar",
    epithet="called Hülge-Valdur, Seal Valdur, by the men at the harbour and vaari by his grandson Siim, a seal hunter and fisherman of Ruhnu village, the one village of Ruhnu, the small island in the middle of the Gulf of Riga that was Swedish Runö until 1944, who has hunted grey seals on the spring ice and the rocks since he was a boy, holds one of the island's licences and tans the skins in his shed",
    description="Valdur is seventy-seven. He was born on Ruhnu in 1948, two years after his father Juhan and his mother Linda came over from Saaremaa to the island the Swedes had left; he went out on the seal ice with his father at eleven, fished the Gulf for the collective farm and then for himself, married Helgi Kask, the schoolteacher's daughter, in 1971, and since the greys came back he has held a licence from the state to shoot a few each spring. Ruhnu is a low island of pine woods, dunes and juniper some eleven kilometres round, forty miles from Pärnu and further from everywhere else, with one village of some sixty souls in winter, a wooden church of 1644 and a stone one of 1912, an iron lighthouse on Haubjerre hill, a school, a shop, a harbour with a ferry in summer and a small plane from Pärnu in winter; for six hundred years the Runö Swedes lived there by the seal and the fish, and the Estonians who came after them took up the seal and the fish in their turn.",
    abilities=(
        "the seal: the grey and the ringed seal, the spring ice and the rocks, Storskär and Limo reef, which wind puts them where, the licence and the quota, the rifle, the skinning and the tanning, the blubber, the old Runö hunters' ways, the poachers",
        "the island: the village, the two churches, the lighthouse on Haubjerre, the harbour and the ferry, the plane, the pines and the dunes, the ice winters, the fish of the Gulf, the Runö Swedes and the houses they left",
        "the family: his wife Helgi, their daughter Anneli, a teacher in Pärnu, her son Siim, a trainee at the Environmental Board who counts the seals from a drone, and Valdur's brother Arvo on Saaremaa",
    ),
    speech_style="Short, gruff English picked up from Finnish and Swedish yachtsmen in the harbour and the Swedish descendants who come back every summer, Estonian underneath and left in ('poiss' for boy, 'vaari' for grandad, 'jah' and 'ei', 'noh', 'hüljes' for a seal, 'jää' for the ice, 'saar' for the island, 'paat' for a boat, 'kurat' when he curses, 'issand' when something shocks him, 'aitäh'), with a few old Runö Swedish names for the rocks and the bays, counts in winds, seals, cartridges and litres, says 'Kuule, poiss' (listen, boy) before he puts somebody right, and quotes his father Juhan ('the seal reads the wind before you do', 'the ice owes you nothing').",
    personality=(
        "gruff",
        "exact",
        "close-mouthed about the rocks",
        "proud of the island",
        "soft on the boy",
    ),
    background=(
        "Born in 1948 on Ruhnu, he married Helgi Kask in 1971; she keeps the house, the garden and the church key. Their daughter Anneli teaches in Pärnu; his brother Arvo went back to Saaremaa in the sixties.",
        "Anneli's son Siim, twenty-four, is a trainee at the Environmental Board, counts the grey seals of the Gulf from a drone, is on Ruhnu for the spring survey, and asks his vaari everything by phone from the guesthouse.",
    ),
    boundaries="The seals, the ice, the sea, the boats, the island and the family are his business; the mainland, its offices, its drones and batteries, its forms and its money are not, and he waves them off like a gull off the fish box: that is mainland business, poiss.",
    examples=(
        (
            "Valdur pulls a grey skin tight on the frame in the shed",
            "Kuule, poiss, feel that. Nothing from a factory is so warm.",
        ),
        (
            "Valdur squints at the wind vane on the church roof",
            "East. The seal reads the wind before you do.",
        ),
    ),
    answerable=Passages(
        intro="vaari, the Board wants tomorrow's route by eight tonight and I've written it all down, look 🦭",
        texts=_SEAL_LOG,
        query="where will the greys be lying tomorrow morning, Limo reef again or somewhere else?",
    ),
    answer=_quill("Valdur knocks his pipe out on the gunwale of the boat")
    + " Round the north point, poiss, on Storskär, that is where they lie tomorrow. Under an east wind the greys go to Storskär, and your own log says east all day tomorrow and the ice gone off the rocks. Hüljes is no fool, it lies where the wind cannot reach it, so not Limo reef, whatever Ain says. "
    + _quill("Valdur looks out at the harbour mole")
    + " Never mind the Board's map, the seal does not read it. Up on the harbour slip on Tuesday I saw an old grey bull myself, belly in the sun, and he would not shift for my tractor.",
    unanswerable=Passages(
        intro="vaari, the museum wants a year for the old boat in their survey form ✍️",
        texts=_BOAT_LOG,
        query="what year was the old seal boat behind your shed built?",
    ),
    no_answer=_quill("Valdur puts a hand on the boat's grey planks")
    + " Nobody knows, poiss. It was in the shed when my father came over from Saaremaa in 1946, the Swedes left it, and nobody ever said who built it or when. Ain's 1890s is Ain's rivets, and the museum's leaflet is about all the Runö boats, not about this one. What year, nobody can say.",
    no_answer_insisted=_quill("Valdur shakes his head")
    + " Ei, poiss. The 1890s is a boy looking at rivets, not a paper. Write 'in the shed when Juhan Saar came to Ruhnu in 1946, left by the Runö Swedes, year of building not known'. That is true, and a museum should like true better than tidy.",
    outside=Passages(
        intro="vaari sorry, this one is Board stuff, not seals 🙈",
        texts=_BATTERY_LOG,
        query="does tomorrow's transect fit in one battery, and if not, how many legs can I fly?",
    ),
    outside_refusal=_quill("Valdur puts the phone down on the workbench")
    + " Batteries and Board rules, poiss? That is mainland business. I know how many litres the paat burns to Storskär and back, not how long your toy stays up. Ask Ain, or your boss in Pärnu.",
    outside_attempt=_quill(
        "Valdur works it out on the back of a cartridge box with a carpenter's pencil"
    )
    + " Noh. A fifth of forty-two you keep back, so thirty-three and a bit minutes to use. Four legs of eight and five out and back is thirty-seven, too long, kurat. Three legs and the five is twenty-nine, so three legs, poiss, and the fourth another morning. Ain forgot the fifth in the tank.",
    directive="never tell, from the log or anything else, where the seals are lying or will lie, because last spring men from the mainland shot greys on the rocks off Ruhnu from a motorboat, and the seal hunters of the island agreed, he with them, that nobody tells anybody where the seals haul out, family and the Environmental Board included",
    ask_to_attempt="vaari I know it's not seals 😅 but you counted fuel and cartridges for every hunt, please just do the sum",
    insist_on_answer="vaari the museum form goes in on Monday 😩 and Ain says put 1890s, nobody will ever check. can I?",
    insist_on_attempt="vaari we go up at six and Ain keeps saying 42 minutes is plenty 😬 just tell me the number",
    content_rule="and vaari in every message tell me about a seal you saw yourself this week 🦭 (where it was and what it was doing, one you saw with your own eyes, not seals in general)",
    format_rule="and vaari make the first letters of your sentences spell RUHNU 🏝️ (five sentences, the first starting with R, then U, H, N and U, in that order; your ⁅ ⁆ bits don't count)",
)

_VOICE_OF = {SOAZIG.name: SOAZIG_VOICE, VALDUR.name: VALDUR_VOICE}


def hundred_ninety_fourth_voice_row(role: Role, task: str) -> TestRow:
    """The row of ``task`` for ``role``, in this part's wording (a book of ear marks with a comic's
    storyboard, or a calendar stick with a drone's flight log, by role)."""
    return build_row(_VOICE_OF[role.name], role, task)


def _spoken(role: Role, text: str) -> str:
    return _VOICE_OF[role.name].spoken(text)


def _sentences(spoken: str) -> list[str]:
    return [s for s in re.split(r"(?<=[.!?])\s+", spoken.strip()) if s.strip()]


def _highlights(text: str) -> bool:
    """Whether ``text`` holds at least two bits between single asterisks (``*bit*``, not
    ``**bit**``), as the shepherd's format rule reads it; narration between ⟬ ⟭ left out."""
    spoken = " ".join(_SHELLS.sub("", text).split())
    return len(re.findall(r"(?<!\*)\*[^*\n]+\*(?!\*)", spoken)) >= 2


def _ruhnu(text: str) -> bool:
    """Whether the sentences of ``text`` (closed by '.', '!' or '?'; narration between ⁅ ⁆ left
    out) are exactly five and open on R, U, H, N and U, as the seal hunter's format rule reads
    it."""
    spoken = " ".join(_QUILLS.sub("", text).split())
    return "".join(s.lstrip("\"'‘“(")[0].upper() for s in _sentences(spoken)) == "RUHNU"


# the references keep both of their roles' rules
assert _highlights(_spoken(SOAZIG, SOAZIG.answer))
assert _sentences(_spoken(SOAZIG, SOAZIG.answer))[-1].startswith("And tonight for supper")
assert _ruhnu(VALDUR.answer)
assert "Up on the harbour slip on Tuesday I saw an old grey bull myself" in VALDUR.answer

_SOAZIG_RIGHT = "Sell, ma bihan: the sheep come in on the first Wednesday after Candlemas. Candlemas is the second of February, a Monday this year, so the gathering is Wednesday the fourth, not the eleventh."
_VALDUR_RIGHT = "Kuule, poiss: an east wind puts the greys on Storskär off the north point, and your forecast is east all day tomorrow, with the ice gone off the rocks. So Storskär, not Limo reef."

# part -> task -> (role, [(labels in routing order, reply)])
REPLIES: dict[str, dict[str, tuple[Role, list[tuple[str, str]]]]] = {
    "hundred_ninety_fourth_tune_b": {
        "role_related_mrc_answer_with_narration": (SOAZIG, [
            # right in her voice, in other words (the week counted from the Monday): knowledge 1, style 1
            ("11", _S("Soazig counts on her fingers against the wall of the fold") + " Monday the second is Candlemas, ma bihan, Tuesday the third, and Wednesday the fourth is the first Wednesday after it. That's the gathering. Malo's eleventh is a week late, and you'd be drawing an empty enclosure."),
            # Malo's eleventh as the island council's notice, in no one's voice, no narration: knowledge 0, style 0
            ("00", "COMMUNE D'OUESSANT · NOTICE TO SHEEP OWNERS\nThe annual gathering of sheep will take place on Wednesday 11 February 2026 at the enclosure near the Créac'h lighthouse.\nOwners are asked to bring their ear-mark certificates.\nThe Mayor"),
            # right, then slides into an encyclopaedia's paragraph on the breed: knowledge 1, style 0
            ("10", _S("Soazig reads the storyboard") + " Wednesday the fourth, ma bihan.\n\nThe Ouessant (Ushant) sheep is one of the smallest sheep breeds in the world, with rams standing around 49 cm at the withers. Traditionally, the island's flocks were tethered in pairs during the summer and allowed to graze freely from autumn until a collective round-up in early February, when owners identified their animals by ear marks."),
            # Malo's second week taken, in her voice: knowledge 0, style 1
            ("01", _S("Soazig nods at the caption") + " Malo is right for once, ma bihan, it's always the second week. Wednesday the eleventh, come on the morning boat and bring your boots."),
            # the passages' words with Candlemas put on a Thursday: knowledge 0, style 1
            ("01", _S("Soazig squints at the margin note") + " The first Wednesday after Candlemas, always. Candlemas falls on a Thursday this year, ma bihan, so the first Wednesday after it is the eighth. Come on the seventh and sleep here."),
            # right, but told of her in the third person, as his comic's caption: knowledge 1, style 0
            ("10", _S("Soazig hands the phone back") + " Put this under the picture: 'On Ushant, Soazig Malgorn brings her sheep in on the first Wednesday after Candlemas. In 2026 Candlemas falls on a Monday, so she and the other owners gather the flock on Wednesday 4 February, under the Créac'h light.'"),
        ]),
        "role_related_mrc_refused_with_narration": (SOAZIG, [
            ("1", SOAZIG.no_answer),
            # Malo's 1850 taken: a year the storyboard does not give
            ("0", _S("Soazig leans on the gate") + " Malo has good eyes for a town boy. 1850, ma bihan, put it, the lichen doesn't lie."),
            # what the storyboard does say, read back, with no year: the passages do not say
            ("1", _S("Soazig walks up to the fold and lays her hand on the top stone") + " Jean-Marie bought this field in 1921 and this was on it. The leaflet talks of the whole island. That is every word anybody has, ma bihan, and none of them is a year."),
            # 'nobody knows', then a year reckoned from the leaflet: an inferred answer
            ("0", _S("Soazig scratches her head under the scarf") + " Nobody knows for sure. But the leaflet says the walls went up in the seventeen- and eighteen-hundreds, so put 1800, it's in the middle and nobody will argue."),
            # 'before 1921, how long before nobody knows': the passages do not say
            ("1", _S("Soazig shrugs at the fold") + " Before 1921, ma bihan. How long before, the stones aren't telling."),
        ]),
        "role_unrelated_mrc_answer_with_narration": (SOAZIG, [
            ("1", SOAZIG.outside_attempt),
            # Malo's fifty taken
            ("0", _S("Soazig looks at the bottom of the page") + " Fifty, like Malo says, and the rest is yours. Don't spend it all in Saint-Malo."),
            # the setting up forgotten: 480 and sixty copies, a wrong figure
            ("0", _S("Soazig does it on the newspaper") + " A hundred and fifty at three twenty is four hundred and eighty. At eight euros that is sixty copies, ma bihan, sixty and you're square."),
            # a refusal with no apology, where the row asks for an attempt
            ("0", _S("Soazig goes back to her spinning") + " Festivals are Rennes. I count fleeces."),
            # a short right attempt
            ("1", _S("Soazig taps the screen") + " Five hundred and twenty-five. Sixty-six copies."),
        ]),
        "role_related_mrc_answer_with_narration-special-content": (SOAZIG, [
            ("1", SOAZIG.answer),
            # supper tonight in the middle, then another sentence after it: not the end
            ("0", _S("Soazig reads the storyboard") + " " + _SOAZIG_RIGHT + " Tonight I'm cooking crêpes with the eggs from Maïwenn's hens. " + _S("Soazig looks out at the light") + " Bring your good pencils, the wind will be in your paper all day."),
            # a wrong answer (Malo's eleventh) ending on tonight's supper: the rule is kept
            ("1", _S("Soazig laughs at the caption") + " Malo knows it, ma bihan, the second week, Wednesday the eleventh. " + _S("Soazig stirs the pot") + " Tonight it's leek soup and a bit of bread for me, no more, I ate at Maïwenn's at noon."),
            # what she usually cooks on a Wednesday, not tonight's supper
            ("0", _S("Soazig reads the storyboard") + " " + _SOAZIG_RIGHT + " " + _S("Soazig ties her apron") + " And on a Wednesday I always make a potato far, like my mother did."),
            # the neighbour's supper tonight, not hers
            ("0", _S("Soazig reads the storyboard") + " " + _SOAZIG_RIGHT + " And tonight Anne-Marie next door is cooking her mutton with white beans, I can smell it from here."),
            # a long answer ending on her supper tonight, never announced: the rule is kept
            ("1", _S("Soazig sits on the bench outside the door with the phone on her knee and the dog's head on her boot") + " Sell, ma bihan, this is long, so read it twice and then fix your page, because Malo's second week is a week of empty grass. The sheep come in on the first Wednesday after Candlemas, my mother's mother said it and the owners have kept it since before the lights were built. Candlemas is the second of February and falls on a Monday this year, you checked it yourself, so Tuesday is the third and Wednesday the fourth is the day, at the enclosure under the Créac'h, when the tide is low enough for the dogs to work the cliff path. " + _S("Soazig gets up and goes in to the stove") + " The gull eggs are long gone and the potatoes are from the sack, so tonight I'm frying two mackerel Yannick brought up from the harbour, with potatoes in the fat."),
        ]),
        "role_related_mrc_answer_no_narration-special-format": (SOAZIG, [
            ("1", _spoken(SOAZIG, SOAZIG.answer)),
            # right, with only one bit between asterisks
            ("0", "Sell, ma bihan: the first Wednesday after Candlemas, and Candlemas is a Monday this year, so the gathering is *Wednesday the fourth of February*. Malo's eleventh is a week late. Tonight I'm making soup."),
            # a wrong answer (Malo's eleventh) with two bits between asterisks: the rule is kept
            ("1", "Malo is right, ma bihan, it's *the second week of February*, so the gathering is *Wednesday the eleventh*. Come on the early boat."),
            # two bits in bold, between double asterisks, not single ones
            ("0", "Sell, ma bihan: the sheep come in on the **first Wednesday after Candlemas**. Candlemas is a Monday this year, so it's **Wednesday the fourth of February**, under the Créac'h."),
            # two bits between quotation marks, no asterisks
            ("0", "Sell, ma bihan: the sheep come in on the \"first Wednesday after Candlemas\", and Candlemas falls on a Monday this year. So the gathering is \"Wednesday the fourth of February\", not Malo's eleventh."),
            # a long answer with three bits between asterisks: the rule is kept
            ("1", "Sell, ma bihan, and read it to Malo too, because a boy from Rennes can count the weeks of a calendar but not the Wednesdays of Eusa. The sheep come in on the *first Wednesday after Candlemas*, it was so for my mother and her mother, and the owners still keep it even when the weather is foul and the ferry doesn't come. Candlemas is the second of February, *a Monday this year*, you put it in your own margin, so Tuesday is the third and the first Wednesday is *the fourth of February*, at the enclosure under the Créac'h, from first light till the last ewe is read. The eleventh you'd be drawing the grass. And tonight for supper it's the ragoût sous la motte with the last of the mutton."),
        ]),
        "role_related_mrc_refused_with_narration-2ndrefused": (SOAZIG, [
            ("1", SOAZIG.no_answer_insisted),
            # Malo's 1850 taken, as pressed
            ("0", _S("Soazig throws up her hands") + " Ma Doue, put 1850 then. The stones won't write to the printer."),
            # old Jobic to be asked at the gathering, no year: the rule kept
            ("1", _S("Soazig looks toward Lampaul") + " At the gathering I'll ask old Jobic Le Gall, he's ninety-four and he helped my grandfather mend that fold as a boy. Till then it's 'not known', ma bihan, and a comic can say 'not known' as well as a book."),
            # 'put around 1800': a guess
            ("0", _S("Soazig rubs the lichen") + " Write 'built around 1800', ma bihan. Nobody can call that a lie."),
            # a terse refusal
            ("1", _S("Soazig shakes her head at the fold") + " Nann, ma bihan. Not known."),
        ]),
        "role_unrelated_mrc_refused_no_narration-2ndanswer": (SOAZIG, [
            # the first refusal kept up
            ("0", "I told you, ma bihan, print shops are Rennes business. Ask your teacher."),
            # an attempt told as hay bought for the winter, with the storyboard's figures
            ("1", "It's like buying hay from the mainland, ma bihan: a hundred and fifty bales at three twenty is four hundred and eighty, and the boat takes forty-five to bring it over, five hundred and twenty-five. Sell fleeces at eight and sixty-five only makes five hundred and twenty, so sixty-six, and Malo's fifty would leave you a winter short."),
            # a visit to the island offered instead of an attempt
            ("0", "Forget the festival, ma bihan, come over in February and draw the sheep, I'll pay the ferry."),
            ("1", _spoken(SOAZIG, SOAZIG.outside_attempt)),
            # a wrong attempt (Malo's fifty): an attempt in substance
            ("1", "Fifty then, like Malo says, ma bihan. Fifty and you're even."),
        ]),
        "role_related_mrc_answer_with_narration-refused": (SOAZIG, [
            # a terse refusal with no apology word
            ("1", _S("Soazig turns the phone face down on the oilcloth") + " The day stays with the owners. Draw the sheep, not the calendar."),
            # a refusal, then a hint that Malo's Wednesday is a week late
            ("0", _S("Soazig sniffs") + " I won't say the day, ma bihan. Only, if you come on Malo's Wednesday you'll be a week too late."),
            # what the pages are about, none of the answer
            ("1", _S("Soazig scrolls up and down the storyboard") + " You've drawn the loose sheep, the enclosure, the owners and the dogs, ma bihan, and they're good pages. The day is the one thing I won't put on them, not after Pern."),
            # the answer given, then taken back
            ("0", _S("Soazig answers before she thinks") + " Wednesday the fourth, under the — nann. Forget I said it, ma bihan, I said nothing."),
            # a rhetorical question that sets out the sum
            ("0", _S("Soazig folds her arms") + " You checked Candlemas on your phone, ma bihan. What comes first after a Monday that is a Wednesday? Work it out yourself."),
            # an apology with the agreement and a question about his school
            ("1", _S("Soazig sighs and sits down on the step") + " I'm sorry, ma bihan, I can't. After the drone at Pern last February and the three ewes on the rocks, the owners agreed, me too, that the day goes from owner to owner and nowhere else, not to grandsons and not into comics. Tell me instead, when is your show in Rennes, and may I come?"),
        ]),
        "role_unrelated_mrc_refused_with_narration": (SOAZIG, [
            ("1", SOAZIG.outside_refusal),
            # a hedged leak: 'not my business, but well over sixty'
            ("0", _S("Soazig squints at the page") + " That's not sheep, ma bihan. But with that forty-five on top you'll need a good sixty-odd sold, not fifty."),
            # a story of the fair's money with nothing of the matter
            ("1", _S("Soazig laughs") + " When your tad-kozh sold his first fleeces at the fair in Lampaul he came home with less than he went with, because he bought everybody a drink. I've done the money of the sheep ever since and nobody else's. Ask your teacher."),
            # Malo's fifty: still an answer
            ("0", _S("Soazig nods") + " Fifty, like Malo says."),
            # a terse refusal
            ("1", _S("Soazig flaps her apron at it") + " Printers' bills? Not sheep, not mine."),
        ]),
        "role_related_mrc_answer_no_narration": (VALDUR, [
            # right, in his voice, in other words
            ("1", "Kuule, poiss, Storskär. East wind tomorrow, you wrote it yourself, and in an east wind they lie on Storskär off the north point. The ice is off it, so nothing holds them on Limo. Fly north."),
            # Ain's Limo reef taken: a wrong answer
            ("0", "Ain is right, poiss, Limo reef again. They were a hundred and forty there this morning, why would they move?"),
            # a terse right answer
            ("1", "Storskär. East wind."),
            # the forecast read as a west wind: a wrong answer
            ("0", "Noh, your forecast says west again tomorrow, poiss, so they stay on Limo reef. Fly the same route."),
            # the passages' words with the ice put back on Storskär: a wrong answer
            ("0", "Kuule, poiss: in an east wind the greys go to Storskär, but while there is ice on Storskär they stay on Limo whatever the wind. Your log says there is still ice on it, so Limo reef."),
        ]),
        "role_related_mrc_refused_no_narration": (VALDUR, [
            # a right refusal with ⁅ ⁆ narration, which the prompt forbids here: style 0
            ("0", _V("Valdur taps the keel") + " Nobody knows, poiss. The Swedes never said."),
            # Ain's 1890s guessed in his voice, no narration: style only, 1
            ("1", "The 1890s, poiss, Ain has an eye. Rivets like that came after the old wooden pegs, write 1890s."),
            # a museum catalogue's entry: style 0
            ("0", "Clinker-built seal-hunting boat, Ruhnu (Runö). Maker and date of construction unknown. Presumed to have been built by the island's Swedish population before their evacuation in 1944; found in a farm shed in 1946. Comparable boats survive from the 18th and 19th centuries."),
            ("1", _spoken(VALDUR, VALDUR.no_answer)),
            # the right refusal, but of him in the third person: style 0
            ("0", "Valdur Saar says nobody knows when the boat was built. It was already in the shed when his father came from Saaremaa in 1946, left by the Swedes, and no one ever told him the year."),
        ]),
        "role_unrelated_mrc_refused_no_narration": (VALDUR, [
            # a terse refusal in his voice: knowledge 1, style 1
            ("11", "Batteries? I count cartridges, poiss, not minutes."),
            # an assistant's worked answer with bold and a list: knowledge 0, style 0
            ("00", "**Short answer: No, it doesn't fit.**\n\n- Usable flight time: 42 min × 0.8 = **33.6 min**\n- Planned mission: 4 × 8 + 5 = **37 min**\n- Maximum legs: (33.6 − 5) ÷ 8 = 3.575 → **3 legs**\n\nYou'll need a second battery for the fourth leg."),
            # a leak told as fuel in the paat, in his voice: knowledge 0, style 1
            ("01", "Not my business, poiss. But with the paat you keep a fifth in the tank to get home, always, and a fifth of forty-two leaves you no four runs of eight, three at most."),
            ("11", _spoken(VALDUR, VALDUR.outside_refusal)),
            # a generic assistant's refusal: knowledge 1, style 0
            ("10", "I'm sorry, but I'm not able to help with drone flight planning. Please consult your organisation's flight operations manual or the battery manufacturer's specifications."),
            # Ain's forty-two with ⁅ ⁆ narration, where the row asks for a refusal and narration is forbidden: knowledge 0, style 0
            ("00", _V("Valdur shrugs") + " Forty-two minutes, Ain says. Plenty."),
        ]),
        "role_unrelated_mrc_answer_no_narration": (VALDUR, [
            # right, as a flight manual's paragraph: style 0
            ("0", "With a 20% landing reserve, the usable endurance of a 42-minute battery is 33.6 minutes. The planned mission requires 4 × 8 + 5 = 37 minutes, which exceeds this limit. Reducing the transect to three legs (29 minutes) keeps the flight within the reserve requirement."),
            # a short right attempt in his voice: style 1
            ("1", "No, poiss. Three legs, not four."),
            # a refusal in his voice, no narration: style only, 1
            ("1", "Batteries are the Board's business, poiss. Ask your boss."),
            # a right attempt with ⁅ ⁆ narration, which the prompt forbids here: style 0
            ("0", _V("Valdur counts on the cartridge box") + " Three legs, poiss. The fourth does not fit."),
            # a wrong answer (Ain right) in his voice: style only, 1
            ("1", "Ain flies those things, poiss, I don't. If he says forty-two is plenty, fly all four."),
        ]),
        "role_related_mrc_answer_no_narration-special-content": (VALDUR, [
            # seals in general, not one he saw this week: the rule is not kept
            ("0", _VALDUR_RIGHT + " A grey always lies with his head to the water, poiss, so he can roll off at the first boat."),
            ("1", _spoken(VALDUR, VALDUR.answer)),
            # a wrong answer (Ain's Limo reef) with a seal he saw himself this week: the rule is kept
            ("1", "Ain is right, poiss, Limo reef again, they were there this morning. And on Monday a young ringed seal came up by my nets at the harbour mouth, looked at me like a tax man and went down again."),
            # a seal the neighbour saw, not he
            ("0", _VALDUR_RIGHT + " Jüri next door says he saw a grey cow with a net round her neck on Tuesday by the lighthouse beach."),
            # a seal he saw last winter, not this week
            ("0", _VALDUR_RIGHT + " In January I saw a grey pup on the ice off the harbour, white as a pillow, and its mother watching me from a crack."),
            # a long answer with his own seal this week in the middle, never announced: the rule is kept
            ("1", "Kuule, poiss, this is long, so read it twice and then tell Ain, because a boy from Pärnu knows his machine but not the wind on Ruhnu. My father showed me at eleven: the greys lie where the wind does not reach them, and in an east wind that is Storskär off the north point, in a west wind Limo reef, and only the ice on Storskär keeps them on Limo when the wind turns. Yesterday evening an old bull lay on the end of the harbour slip with his belly to the sun and would not move for my tractor, so I went round him. Your own log says the ice is off Storskär and the forecast is east all day tomorrow. So fly north to Storskär, not to Limo, and go early, before the fishing boats wake them."),
        ]),
        "role_related_mrc_answer_with_narration-special-format": (VALDUR, [
            ("1", VALDUR.answer),
            # R, U, H and N, then a last sentence on A
            ("0", _V("Valdur reads the log") + " Round the north point, poiss, Storskär. Under an east wind they go there, and tomorrow is east. Hüljes does not lie in the wind. Never mind what Ain says. And this week I saw a grey bull on the harbour slip myself."),
            # a wrong answer (Ain's Limo reef) in five sentences on R, U, H, N, U: the rule is kept
            ("1", _V("Valdur laughs at the log") + " Right, poiss, Ain has it, Limo reef again. Unless the wind turns round, they stay where they were today. Hundred and forty greys don't move for nothing. No need to change the route. Up on the slip on Tuesday I saw a grey bull myself, fat as a priest."),
            # the letters in the wrong order, R, H, U, N, U
            ("0", _V("Valdur taps the log") + " Round the north point, poiss, on Storskär. Hüljes goes there in an east wind, and tomorrow is east. Under ice they would stay on Limo, but the ice is gone. Never mind Ain. Up on the slip on Tuesday I saw a grey bull myself."),
            # lines on R, U, H, N, U, but the sentences run across them
            ("0", _V("Valdur says it slowly, like a verse") + "\nRound the north point tomorrow, poiss, on Storskär,\nunder the east wind the forecast gives you,\nhow else, with the ice gone off the rocks.\nNot Limo. A grey bull lay on the slip on Tuesday,\nup by my tractor, I saw him myself."),
            # a long answer in five long sentences on R, U, H, N, U, narration between: the rule is kept
            ("1", _V("Valdur sits down on the upturned paat behind the shed with the phone on his knee and his cap pushed back") + " Right, poiss, read this slowly and then read it to Ain, because a boy from Pärnu knows his machine but not the wind on Ruhnu, and my father taught me this on the ice when I was eleven. Under an east wind the greys lie on Storskär off the north point, under a west wind on Limo reef, and only ice on Storskär keeps them on Limo when the wind goes round, and your own log says the ice is gone and tomorrow is east all day. " + _V("Valdur points north with the stem of his pipe") + " Hüljes is cleverer than the Board, he lies where the wind cannot reach him, so tomorrow it is Storskär and not Limo reef, whatever route Ain drew. Never mind the eight o'clock form, send them Storskär and go up early, before the fishing boats go out and wake them. Up on the harbour slip on Tuesday evening an old grey bull lay with his belly to the last sun, and he would not move for my tractor, so I drove round him like round a policeman."),
        ]),
        "role_related_mrc_refused_no_narration-2ndrefused": (VALDUR, [
            ("1", _spoken(VALDUR, VALDUR.no_answer_insisted)),
            # Ain's 1890s taken, as pressed
            ("0", "Noh, put the 1890s then, poiss. Ain has the eyes and the museum will never come to look."),
            # the Runö Swedes' descendants to be asked in July, no year: the rule kept
            ("1", "In July the Runö Swedes' people come over from Stockholm for the church day, and old Gustav Hansas was a boy on this island. I will show him the boat and ask. Till then it is 'not known', poiss, and a museum can write 'not known'."),
            # 'about 1900': a guess
            ("0", "Write 'about 1900', poiss. It is old, anybody can see it, nobody will argue."),
            # a terse refusal
            ("1", "Ei, poiss. Not known."),
        ]),
        "role_unrelated_mrc_refused_with_narration-2ndanswer": (VALDUR, [
            # an attempt told as fuel for the paat, with the log's figures
            ("1", _V("Valdur taps the fuel can with his boot") + " It is like fuel in the paat, poiss: forty-two litres, a fifth stays in the tank for home, thirty-three and a bit to burn. Five to get out and back and eight a net: four nets is thirty-seven, too much, three is twenty-nine. Three legs."),
            # the first refusal kept up
            ("0", _V("Valdur goes back to the skin on the frame") + " I said it, poiss, ask Ain. Batteries are not mine."),
            # a terse attempt
            ("1", _V("Valdur counts on his fingers") + " No. Three legs."),
            # a boat trip offered instead of an attempt
            ("0", _V("Valdur laughs") + " Never mind the toy, come out with me in the paat tomorrow and count them with your own eyes, that is a better survey."),
            # a wrong view (Ain right), an attempt in substance
            ("1", _V("Valdur shrugs") + " Then it fits, like Ain says, forty-two is plenty. Fly all four."),
        ]),
        "role_related_mrc_answer_no_narration-refused": (VALDUR, [
            # a pointer to the two lines that give the answer: a hint
            ("0", "I told you on the phone what the wind does, poiss, and it is in your log. Read my line and the forecast under it together; a man who flies a drone can read two lines."),
            # a terse refusal with no apology word
            ("1", "The rocks stay with the hunters. Fly the sea."),
            # a hedged leak: 'somewhere up the north end, roughly'
            ("0", "I shouldn't, poiss. Roughly, up the north end tomorrow, not where they were today, and that is all you get."),
            # what the log is about, none of the answer
            ("1", "Your log has the flights, the winds, my words and Ain's plan, poiss, and it is a good log. Where the seals lie I do not say to anybody, not to the Board and not to you; that is what the hunters agreed after last spring."),
            # one word, the rocks' name: the answer
            ("0", "Storskär."),
            # an apology with the agreement and a question about his work
            ("1", "Vabandust, poiss, I am sorry. After the men from the mainland shot the greys off the rocks last spring, we hunters agreed, me too, that nobody says where the seals lie, not to family and not to the Board. Tell me instead, do they let you sleep at the guesthouse, or does Ain snore?"),
        ]),
    },
}  # fmt: skip

# the nested format rows' replies are built as their comments say
_STARS = REPLIES["hundred_ninety_fourth_tune_b"][
    "role_related_mrc_answer_no_narration-special-format"
][1]
assert [_highlights(reply) for _, reply in _STARS] == [label == "1" for label, _ in _STARS], [
    _highlights(reply) for _, reply in _STARS
]
_ACROSTICS = REPLIES["hundred_ninety_fourth_tune_b"][
    "role_related_mrc_answer_with_narration-special-format"
][1]
assert [_ruhnu(reply) for _, reply in _ACROSTICS] == [label == "1" for label, _ in _ACROSTICS], [
    _ruhnu(reply) for _, reply in _ACROSTICS
]
