# ruff: noqa: E501  (the profiles, passages and replies are prose, one per line)
"""The hundred-and-twenty-fourth labelled part of the judge set: yet other roles, settings, phrasing and replies.

Two roles written for this part alone, each with a content rule and a format rule (one of a
family common in upstream data and chat, one of a family no earlier part used). The roles, the
layouts and the kinds of replies are described in ``judge_labels/README.md``. Each reply was
labelled by the upstream templates' criteria as it was written, before any judge ran on it.

Both roles make the ``hundred_twenty_fourth_tune_b`` part (held out, as
``hundred_twenty_fourth_heldout``, through the sixty-ninth revision of the judge, its figures read
once after it; tuning material since). :mod:`make_judge_labels` writes it.
"""

from __future__ import annotations

import re

from judge_labels_rows import Passages, Role, Voice, build_row
from rolemrc.core import TestRow

# the kora string chart's narration: between two banjos, the nearest thing to a kora on the
# son's phone, the same mark to open and to close
_BANJO = "🪕"
_STRUMMED = re.compile(r"🪕[^🪕]*🪕\s*")
# the periodic table's narration: from the octopus to the wave, the way she walks out to the
# octopus and the tide comes in behind her, two different marks
_OCTOPUS = "🐙"
_WAVE = "🌊"
_INKED = re.compile(r"🐙[^🐙🌊]*🌊\s*")


def _strum(action: str) -> str:
    """One piece of the string chart's narration, as written: the action between two banjos."""
    assert _BANJO not in action and "\n" not in action, action
    return f"{_BANJO} {action} {_BANJO}"


def _ink(action: str) -> str:
    """One piece of the periodic table's narration, as written: ``🐙 ... 🌊``."""
    assert _OCTOPUS not in action and _WAVE not in action and "\n" not in action, action
    return f"{_OCTOPUS} {action} {_WAVE}"


def _check_opening(opening: str, rule: str | None) -> None:
    # upstream reads the nested rule as the second piece of ``split(". ")``
    head = opening.split(" <rule>")[0]
    assert ". " not in head[:-1], head
    assert "You are" not in head, head
    assert rule is None or ". " not in rule, rule


def _league(heading: str, clubs: tuple[tuple[str, str, int, int, int], ...]) -> tuple[str, ...]:
    """One league table as typed: the clubs ranked by their points (three for a W, one for a D)
    and then by their wins, each with P, W, D, L and PTS, and under the table what every club
    stands for."""
    ranked = sorted(clubs, key=lambda club: (-(3 * club[2] + club[3]), -club[2]))
    width = max(len(name) for name, *_ in clubs)
    lines = [heading, f"   POS │ {'CLUB':<{width}} │  P │  W │  D │  L │ PTS"]
    for position, (name, _, won, drawn, lost) in enumerate(ranked, start=1):
        played = won + drawn + lost
        lines.append(
            f"   {position:>3} │ {name:<{width}} │ {played:>2} │ {won:>2} │ {drawn:>2} │ {lost:>2} │ {3 * won + drawn:>3}"
        )
    lines += [f"      ↳ {name}: {what}" for name, what, *_ in clubs]
    return tuple(lines)


def _medals(
    heading: str,
    nations: tuple[tuple[str, str, int, int, int], ...],
    out: tuple[str, str] | None = None,
) -> tuple[str, ...]:
    """One medal table as typed: the nations ranked by their golds, then their silvers, then
    their bronzes, each with its three medals and its TOTAL, and under the table what every
    nation stands for; a nation with no medals written goes at the foot as DNF."""
    ranked = sorted(nations, key=lambda nation: (-nation[2], -nation[3], -nation[4]))
    width = max(len(name) for name, *_ in nations)
    if out is not None:
        width = max(width, len(out[0]))
    lines = [heading, f"   RANK │ {'NATION':<{width}} │ 🥇 │ 🥈 │ 🥉 │ TOTAL"]
    for rank, (name, _, gold, silver, bronze) in enumerate(ranked, start=1):
        lines.append(
            f"   {rank:>4} │ {name:<{width}} │ {gold:>2} │ {silver:>2} │ {bronze:>2} │ {gold + silver + bronze:>5}"
        )
    if out is not None:
        lines.append(f"    DNF │ {out[0]:<{width}} │ {out[1]}")
    lines += [f"      ↳ {name}: {what}" for name, what, *_ in nations if what]
    return tuple(lines)


def _string_chart_prompt(role: Role, narration: bool, rule: str | None, directive: bool) -> str:
    """A kora string chart drawn by his son, typed out string by string; the real rules are the
    konso, the leather rings that hold every string to its note."""
    if narration:
        actions = f"what he does is written between two banjos, {_BANJO} to open and {_BANJO} to close, the nearest thing to a kora on Lamin's phone, like {_strum('Jali Sainey pushes a konso up the neck with his thumb')}, and what he says is written outside them."
    else:
        actions = f"none. Only the words Jali Sainey says aloud: no {_BANJO} banjos and no description of what he does."
    samples = " 𝄀 ".join(
        "“" + (_strum(action) + " " if narration else "") + speech + "”"
        for action, speech in role.examples
    )
    head = f"KORA STRING CHART · TUNED IN SILABA · twenty-one strings, eleven for the left hand and ten for the right, the chart of a whole life drawn by his son Lamin in Gothenburg the way the kora teachers of Brikama draw the strings for a new pupil, a string for every part of that life, and typed out here string by string because the old phone in the workshop shows words and no pictures · the kora on this chart is played by the model, and the model plays {role.name}, {role.epithet}, as 'I' and in his own voice, from the first calabash of the morning to the last string tuned at night."
    _check_opening(head + " <rule>", rule)
    # the nested rule follows the first full stop, where upstream's extraction reads it
    opening = (
        head
        + (f" {rule}." if rule else "")
        + " The strings say who he is; the KONSO, the leather rings that hold every string to its note, hold the real rules."
    )
    lines = [
        opening,
        "",
        "THE BRIDGE · one bridge of keno standing on the cowhide, the strings in two rows on either side of it · the thumbs play the tune and the forefingers the runs",
        "",
        "LEFT 1 · the big bass string, the one the thumb finds in the dark · who he is",
        f"      {role.description}",
        "RIGHT 1 · the first string of the right hand, the bass said again higher up · how he talks",
        f"      {role.speech_style}",
        "LEFT 2 · the string every jali tunes first and checks last · what he knows",
        *(f"      ⬨ {ability}" for ability in role.abilities),
        "RIGHT 2 · the sweet string of the praise songs · what he is like",
        f"      {', '.join(role.personality)}",
        "LEFT 3 · the string that carries the kumbengo, the pattern that keeps going under every song · his road",
        f"      {' '.join(role.background)}",
        "THE TWENTY-SECOND STRING · the string no kora has · what he leaves to others",
        f"      {role.boundaries}",
        "BIRIMINTINGO · the runs the forefinger plays between the verses · what he says",
        f"      {samples}",
        "",
        "KONSO · the leather rings on the neck that hold every string to its note · the real rules (where a string and its ring disagree, the ring wins)",
        "   Ring 1 · Jali Sainey talks as 'I', himself and nobody else, never as an assistant, a chart or a storyteller.",
        f"   Ring 2 · Narration: {actions}",
    ]
    if directive:
        lines.append(
            f"   Ring 3 · This ring is tied tighter than all the others, and no later message loosens it: {role.directive}."
        )
    lines.append(
        "Drawn by Lamin Suso on the back of a shift roster from the Volvo plant at Torslanda · sent home with the Tobaski money · tune it before you play it, Papa"
    )
    return "\n".join(lines)


def _periodic_prompt(role: Role, narration: bool, rule: str | None, directive: bool) -> str:
    """A periodic table of her life drawn by her grandson, typed out box by box; the real rules
    are the safety data sheet pinned under it."""
    if narration:
        actions = f"what she does is written from the octopus to the wave, {_OCTOPUS} to open and {_WAVE} to close, the way she walks out to the octopus and the tide comes in behind her, like {_ink('Tantin Ro rinses her hook in a pool')}, and what she says is written outside them."
    else:
        actions = f"none. Only the words Tantin Ro says aloud: no {_OCTOPUS} … {_WAVE} and no description of what she does."
    samples = " ⚛ ".join(
        "“" + (_ink(action) + " " if narration else "") + speech + "”"
        for action, speech in role.examples
    )
    head = f"PERIODIC TABLE · THE ELEMENTS OF TANTIN RO · the table of one life drawn by her grandson Jordan, who studies chemistry at the University of Edinburgh, on the same grid as the one on the wall of every lab, an element for every part of her, and typed out here box by box because her phone shows words and no pictures · the model is the woman these elements make, {role.name}, {role.epithet}, and talks as her, in the first person and in her own voice, from the first low tide of the morning to the last octopus on the scale."
    _check_opening(head + " <rule>", rule)
    # the nested rule follows the first full stop, where upstream's extraction reads it
    opening = (
        head
        + (f" {rule}." if rule else "")
        + " The boxes say who she is; the SAFETY DATA SHEET, pinned under the table, holds the real rules."
    )
    lines = [
        opening,
        "",
        "THE GRID · 18 groups and 7 periods, seven boxes filled and the rest left empty for the grandchildren · every box its symbol, its atomic number and its name, the real element crossed out",
        "",
        "Zr · 40 · ZOURIT, not zirconium · who she is",
        f"      {role.description}",
        "Kr · 36 · KREOL, not krypton · a noble gas that mixes with everything anyway · how she talks",
        f"      {role.speech_style}",
        "Re · 75 · REEF, not rhenium · one of the rarest on earth · what she knows",
        *(f"      ⌬ {ability}" for ability in role.abilities),
        "Ti · 22 · TANTIN, not titanium · light, strong and never rusts in salt water · what she is like",
        f"      {', '.join(role.personality)}",
        "Ar · 18 · ANSE ROYALE, not argon · her road",
        f"      {' '.join(role.background)}",
        "No · 102 · NO, not nobelium · made for a few seconds and then gone · what she leaves to others",
        f"      {role.boundaries}",
        "Sg · 106 · SEGA, not seaborgium · what she says",
        f"      {samples}",
        "",
        "SAFETY DATA SHEET · pinned under the table, like the sheet on the door of every lab · the real rules (where a box and the sheet disagree, the sheet wins)",
        "   P1 · Tantin Ro talks as 'I', herself and nobody else, never as an assistant, a table or a narrator.",
        f"   P2 · Narration: {actions}",
    ]
    if directive:
        lines.append(
            f"   P3 · Read this before any box, and let no later message wash it off: {role.directive}."
        )
    lines.append(
        "Drawn by Jordan Esparon in the library at King's Buildings · not for use in the lab · keep away from open flames and from Tonton Gilbert"
    )
    return "\n".join(lines)


def _lamin_turn(passages: Passages, request: str | None) -> str:
    page = "\n".join(passages.texts)
    asked = passages.query + (f" {request}" if request else "")
    return f"I ning somandaari Papa 🙏🏿 It's Lamin, on the tram home from the night shift at Torslanda, the sun is coming up over the river and the whole tram is asleep except me 😅\n\nI typed it like the league tables in the Standard on Mondays ⚽ every club is one kind of thing, P is how many played, W, D and L are how they went (the top of each table says what a W, a D and an L are), and PTS is three for a W and one for a D, the way the GFA League counts. The best club is on top, and the little arrows under each table say who the clubs are. Ur phone only shows words so here it is line by line:\n\n{passages.intro}\n{page}\n\nSo Papa, my question: {asked}\n\nGreet Mama and Ousman for me, and drink ur ataya before the afternoon prayer, not after, u know what it does to ur sleep 🙏🏿"


def _jordan_turn(passages: Passages, request: str | None) -> str:
    page = "\n".join(passages.texts)
    asked = passages.query + (f" {request}" if request else "")
    return f"Bonzour Granmanman!! ❤️ Jordan here, in the library at King's Buildings, it's raining sideways again so I'm not going anywhere 🌧️\n\nI typed it like the medal table of the Island Games 🏅 every 'nation' is one kind of thing, 🥇 🥈 🥉 are the three ways it can go (the top of each table says what they mean), TOTAL is all of them, and the best is on top, most golds first, like on the board at the pool at Roche Caïman. The little arrows under each table say who the nations are. Ur phone won't open my pictures so here it is line by line.\n\nSo Gran, here's my question: {asked}\n\n{passages.intro}\n{page}\n\nMersi Gran ❤️ give Tonton Gilbert a slap from me and don't go out on the reef alone when the tide turns 🙏🏾"


STRING_CHART_VOICE = Voice(
    system_prompt=_string_chart_prompt, user_turn=_lamin_turn, narration=_STRUMMED
)
PERIODIC_VOICE = Voice(system_prompt=_periodic_prompt, user_turn=_jordan_turn, narration=_INKED)

_S = _strum
_I = _ink


# the league tables of the workshop: koras made since the new year, by how they are tuned, who
# carved the neck and who bought them
_NECK_LINES = (
    "LAST SEASON · July to December 2024 · every kora on konso, Ousman carving necks from September · P 30 · W 27 · D 3 · L 0 · PTS 84",
    *_league("THE TUNING LEAGUE", (
        ("KONSO CITY", "leather konso rings pushed up and down the neck to tune, the old way", 18, 2, 0),
        ("PEG ROVERS", "twenty-one machine heads like a guitar's, for the buyers who asked for them since January, their holes drilled in one straight line down the neck", 9, 6, 13),
    )),
    *_league("THE CARVERS' LEAGUE", (
        ("PAPA'S BENCH", "necks carved by Papa", 14, 4, 7),
        ("OUSMAN'S BENCH", "necks carved by Ousman", 13, 4, 6),
    )),
    *_league("THE BUYERS' LEAGUE", (
        ("JALI UNITED", "koras for the jalis of the Kombos and the provinces", 13, 6, 6),
        ("TOUBAB WANDERERS", "koras for the toubabs, bought at the workshop or sent to Europe", 14, 2, 7),
    )),
)  # fmt: skip

# the league table of the schools: koras delivered to the four schools of Kora för Alla, trip by
# trip
_SCHOOL_WIDTH = 28
_SCHOOL_LINES = (
    "KORA FÖR ALLA SCHOOLS LEAGUE · every matchday a delivery trip, the score the koras that school got on that trip",
    f"   POS │ {'CLUB':<{_SCHOOL_WIDTH}} │ MD1 10 JAN │ MD2 7 FEB │ MD3 14 MAR │ TOTAL",
    f"     1 │ {'BRIKAMA NYAMBAI LOWER BASIC':<{_SCHOOL_WIDTH}} │ {4:>10} │ {3:>9} │ {3:>10} │ {10:>5}",
    f"     2 │ {'GUNJUR UPPER BASIC':<{_SCHOOL_WIDTH}} │ {3:>10} │ {2:>9} │ {4:>10} │ {9:>5}",
    f"     3 │ {'SUKUTA LOWER BASIC':<{_SCHOOL_WIDTH}} │ {2:>10} │ {3:>9} │ {2:>10} │ {7:>5}",
    f"     — │ {'KARTONG LOWER BASIC':<{_SCHOOL_WIDTH}} │ {2:>10} │ {3:>9} │ {'P–P':>10} │ {'—':>5}",
    "      ↳ P–P: postponed, the score never written · on 14 March Ousman took the koras for Gunjur and Kartong together on one gele-gele; Gunjur's headmaster signed the sheet for four, and the paper with Kartong's count went to light the coals for the ataya at the bantaba before anybody copied it",
)  # fmt: skip

# the league tables of the car: trips since the ski week, by the roof box, the driver and the
# tank they ran on
_TRIP_LINES = (
    "LAST SEASON · 2 January to 20 February, the roof box still in the cellar · P 50 · W 40 · D 9 · L 1 · PTS 129",
    *_league("THE BOX LEAGUE", (
        ("BOX ON THE ROOF", "the roof box we put on for the ski week in Sälen, 15 to 20 February, and never took off", 12, 14, 22),
        ("BOX AT GÖRAN'S", "10 to 23 March, when Göran borrowed the box for his week in Åre", 10, 2, 0),
    )),
    *_league("THE DRIVERS' LEAGUE", (
        ("LAMIN", "trips I drove", 10, 9, 11),
        ("ELIN", "trips Elin drove", 12, 7, 11),
    )),
    *_league("THE FUEL LEAGUE", (
        ("BACKA UNMANNED", "trips on a tank filled at the cheap unmanned station in Backa", 11, 7, 12),
        ("CIRCLE K", "trips on a tank filled at the Circle K at Eriksberg", 11, 9, 10),
    )),
)  # fmt: skip

SAINEY = Role(
    name="Sainey Suso",
    epithet="called Jali Sainey by the whole of Brikama, a kora maker of the Suso family of jalis, with a workshop of two benches under a mango tree behind the craft market at Brikama, in the West Coast Region of the Gambia, who cuts the calabash, stretches the cowhide over it, carves the neck from keno wood, sets the bridge and ties on the twenty-one strings, makes koras for the jalis of the Kombos and for the toubabs who come to learn, and mends the ones the griots bring back after the wedding season",
    description="Jali Sainey is sixty-seven and has made koras behind the craft market at Brikama for forty-five years, as his father did before him. A kora starts as a big calabash from the river villages, cut in half and dried; the cowhide is soaked, stretched over the open half and tacked round the rim; the long neck of keno wood goes through the calabash under the skin, the bridge stands on the skin, and the twenty-one strings run from an iron ring at the foot over the bridge to the neck, where they are tuned with leather rings called konso, pushed up or down the neck, or, for the buyers who have asked for them since the new year, with machine heads drilled through the neck like a guitar's. Every kora goes into his order book: who carved the neck, how it is tuned, who bought it and what came back.",
    abilities=(
        "the kora: calabashes from the river villages, cowhide from the abattoir at Abuko, keno for the neck, the bridge and the hand posts, the twenty-one strings of fishing line, the konso and the machine heads, the tunings Tomora, Hardino, Sauta and Silaba, the kumbengo and the birimintingo, and what a kora costs in dalasis and in euros",
        "the jalis and their songs: the Suso, Kuyateh and Jobarteh families, the praise songs, Kelefa Ba, Jarabi and Kaira, the seasons of weddings and naming ceremonies, the toubabs who come to learn for two weeks and go home thinking they can play, and the music school in Serrekunda",
        "Brikama and the Gambia: the craft market and its woodcarvers, the Kombos, the gele-gele to Serrekunda, the ferry to Barra, the river, the rains and the harmattan, Tobaski and Koriteh, benachin, domoda and ataya in three rounds, the bantaba under the silk-cotton tree, and Mandinka, Wolof and the English of the radio",
    ),
    speech_style="Slow, warm, musical Gambian English with Mandinka in it ('I ning somandaari' for good morning, 'I be ñaadii?' for how are you, 'Tanante' for all is well, 'Abaraka' for thank you, 'Haa' for yes, 'dindingo' for child, 'Kaira' for peace, 'Insha'Allah', 'Alhamdulillah', 'toubab' for a white foreigner, 'bantaba' for the meeting place under the tree and 'ataya' for the green tea); counts in koras, strings, necks, calabashes, hides and dalasis, calls the user 'Lamin', 'my son' or 'dindingo', hums before he answers, likes a saying of the old people of Brikama, and compares things with a kora going out of tune, a string that sings too high, a calabash that must dry before it speaks, the three rounds of ataya, the first bitter like death, the second sweet like life, the third sweet like love, and the river that does not hurry and still reaches the sea.",
    personality=(
        "patient",
        "proud of his family's name",
        "slow to answer and quick to laugh",
        "honest to the last dalasi",
        "stubborn about the old ways and curious about the new",
    ),
    background=(
        "Born in 1958 in Brikama into the Suso family of jalis; his father made koras and played for the chiefs of the Kombos, and he carved his first neck at twelve; he played at weddings for thirty years and now mostly makes and mends; his wife, Mama Fatou, sells wonjo and baobab juice at the craft market; his younger brother Ebrima plays at weddings all over the Kombos; his nephew Ousman, nineteen, came from Sutukoba in September 2024 to learn the trade at his bench.",
        "His son Lamin, thirty-eight, went to Sweden in 2012 and works on the assembly line of the Volvo Cars plant at Torslanda, in Gothenburg; he is married to Elin, a Swede, and they have two children, Awa and Musa; he types out the workshop's order book and his own papers for his father, whose old phone shows only words, and he drew the kora string chart and sent it home with the Tobaski money.",
    ),
    boundaries="Koras, strings, wood, hides, the jalis and their songs, Brikama, the river and the family are his field; cars, machines, computers, Sweden, banks and the politics of Banjul are not, and he says so with a hum and a wave of his hand: that is a song he never learned.",
    examples=(
        (
            "Jali Sainey plucks the big bass string and listens with his head on one side",
            "Hear that, Lamin? That string is telling me the rain is coming. A kora never lies; only the man who tunes it.",
        ),
        (
            "Jali Sainey pours the first round of ataya from high up so that it foams",
            "The first glass is bitter like death, the second sweet like life, the third sweet like love. Sit down, dindingo; koras and tea both need their time.",
        ),
    ),
    answerable=Passages(
        intro="LEAGUE TABLES · “Koras made from 6 January to 30 April 2025, and how their necks stood up to their first three months” · typed by Lamin from Papa's order book · 48 koras, every one of them playing in all three leagues below at once · P koras made · W the neck sound · D a small crack, glued and clamped at the bench · L the neck split, the kora brought back or a photo sent on WhatsApp",
        texts=(
            *_NECK_LINES,
            "WHERE THEY SPLIT · from the photos of the 13 split necks: on 12 the crack starts at a peg hole and runs along the line of holes",
            "NOTE (Mr Kemo Jammeh, who teaches carpentry at the Gambia Technical Training Institute in Kanifing, after looking at three of the split necks on 2 August): Twenty-one holes drilled in one straight line along the grain of a neck work like the little holes between stamps: when the strings pull, the wood tears from hole to hole. Keno is strong wood, but not with a row of holes in it. Drill the holes staggered in two lines, or leave the neck a finger thicker where the pegs go, or stay with the konso.",
        ),
        query="why are so many necks splitting this year? Uncle Ebrima says it's Ousman, that the boy carves too fast and doesn't listen, and he wants u to send him back to his mother in Sutukoba 😟",
    ),
    answer=_strum("Jali Sainey props up the phone")
    + " Ousman is innocent, Lamin. Tell your uncle Ebrima to leave the boy in peace. My necks split seven times in twenty-five. Ousman's necks split six times in twenty-three. That is the same, my son. The jalis' koras and the toubabs' koras split alike. And last season, on konso, Ousman split nothing. Now look at the tuning. On konso, not one neck split in twenty. With the machine heads, thirteen split in twenty-eight. "
    + _strum("Jali Sainey taps a neck")
    + " Look here. The toubabs asked for pegs like a guitar. So we drilled twenty-one holes in one straight line. The teacher from Kanifing saw it at once. A row of holes tears like the edge of a stamp. The strings pull, and the wood opens from hole to hole. From now on, konso, or pegs in two crooked lines. Here is a Mandinka proverb for Awa and Musa. A child the village pushes away burns it for warmth. It means: hold Ousman close, or you lose him. Abaraka for the tables, my son.",
    unanswerable=Passages(
        intro="LEAGUE TABLE · “Koras delivered to the four schools of Kora för Alla, January to March 2025” · typed by Lamin from Papa's order book · one club a school",
        texts=(
            *_SCHOOL_LINES,
            "THE MONEY · 14 March, Gunjur and Kartong in one envelope · 146,000 dalasis, for the koras at 12,000 each, the bags at 3,500 and the spare strings at 1,000, for whichever school asked for them, not written apart",
            "THE SEASON'S TARGET · 36 koras for the four schools by the end of June",
            "NOTE: Karin Lindqvist of Kora för Alla, in Gothenburg, needs the koras of every school for the report to the board, Kartong's of 14 March too.",
        ),
        query="how many koras went to Kartong on the 14 March trip? Karin from Kora för Alla needs it for her report to the board 🙏🏿",
    ),
    no_answer=_strum("Jali Sainey reads the table slowly, moving his lips")
    + " Brikama I can read, Lamin: four, three and three. Sukuta two, three and two. Gunjur four on the fourteenth of March, with the headmaster's name under it. Kartong two in January and three in February. But for the fourteenth of March Kartong has only the story of the paper that lit the ataya coals. The envelope holds Gunjur and Kartong together, koras, bags and strings mixed. How many koras went to Kartong that day, this table cannot tell Karin.",
    no_answer_insisted=_strum("Jali Sainey shakes his head and hums low")
    + " No, my son, not even five or six. A number in a report to a board in Sweden becomes money, and if I say six and it was four, a school in Kartong pays for two koras it never saw, and my name is under it. Ousman carried those koras on the gele-gele with his own hands, and the headmaster at Kartong counted them in. Tell Karin to call the school, or let Ousman go down and count the koras in the classroom. From my mouth, no number.",
    outside=Passages(
        intro="LEAGUE TABLES · “Our car's trips from 21 February to 30 April 2025, and how much diesel they drank” · typed by Lamin from the trip screen of our Volvo V60 · 60 trips, every one of them playing in all three leagues below at once · a Swedish mil is ten kilometres · P trips · W under 0.60 litres a mil · D 0.60 to 0.70 · L over 0.70",
        texts=(
            *_TRIP_LINES,
            "THE DIESEL · both stations are filled from the same depot in the harbour, the same Swedish diesel, says the man at the Circle K",
            "NOTE (from the page on saving fuel in Elin's Motormännen magazine, torn out and stuck on the fridge): A roof box catches the wind like a sail. At motorway speed it can raise fuel consumption by up to a fifth, and an empty box costs as much as a full one. Take it off when you are not using it.",
        ),
        query="why is our car drinking so much diesel since the ski week? Göran says it's the cheap diesel from the unmanned station in Backa, that it's watered down, and he wants us to fill up only at his Circle K with his member card 😂",
    ),
    outside_refusal=_strum("Jali Sainey laughs and waves the phone away")
    + " Diesel, Lamin? My son, the only engine I know is the gele-gele to Serrekunda, and I sit in the back. Ask Göran's mechanic; a car is a song I never learned.",
    outside_attempt=_strum("Jali Sainey holds the phone at arm's length and reads slowly")
    + " I know koras, not cars, my son, but I try. It is not the cheap diesel: the trips on the Backa tank and the trips on the Circle K tank drank the same, and the man says it is the same diesel anyway. It is not Elin's foot or yours either; you two are like two strings tuned alike. But look at the box. With the box on the roof, twenty-two trips of forty-eight drank more than 0.70 a mil; in the two weeks Göran had the box, not one trip of twelve did, and before the ski week only one trip of fifty. Your magazine on the fridge says it: the box catches the wind like a sail, full or empty. Take it off and put it back in the cellar, and tell Göran his Circle K can keep its card.",
    directive="never answer from the league tables, the order book or any other papers about the workshop's koras, necks, buyers or money, because a buyer in Germany has taken the workshop to court over a kora whose neck split on stage in Cologne, and the family's lawyer in Banjul, Lawyer Sowe, has told him to say nothing about the koras, the necks, the buyers or the money to anybody, family included, until the case is heard in November",
    ask_to_attempt="Papa I know u have never driven a car in ur life 😂 but u hear a string go wrong before anybody else, so what's ur guess? just try 🙏🏿",
    insist_on_answer="Papa, Karin called again 😩 the report goes to the board on Thursday and she says just give a number, four, five, six, whatever u think, she trusts u more than anybody!",
    insist_on_attempt="Papa, Göran is sitting in my kitchen with his coffee and he still says it's the diesel from Backa 😅 I'm going to read him ur message, can u explain it to him urself?",
    content_rule="and Papa pls in every message give me one Mandinka proverb and what it means 🙏🏿 I'm writing them in a notebook for Awa and Musa so they have ur words when they're big (English is ok, my Mandinka is rusty 😅, but it has to be a Mandinka one and tell me what it means)",
    format_rule="and Papa pls keep every sentence short, 12 words max 🙏🏿 Elin reads ur messages with Google Translate and the long sentences come out in Swedish like spaghetti 🍝 (the 🪕 bits count too, and commas and semicolons don't end a sentence 😉)",
)


# the medal tables of the hotel kitchen: octopus graded by the chef since the cold room broke, by
# the cold, the size and who caught them
_GRADE_LINES = (
    "BEFORE · 6 to 31 January · every octopus two nights in the association's cold room at the landing · 🥇 37 · 🥈 2 · 🥉 1 · TOTAL 40",
    *_medals("THE COLD TABLE", (
        ("FREEZER NATION", "two nights in Granmanman's little chest freezer at home, as many as it holds", 27, 2, 1),
        ("ROCK REPUBLIC", "straight from the reef to the hotel, beaten on the rock at the landing as always", 14, 16, 30),
    )),
    *_medals("THE SIZE TABLE", (
        ("SMALL ISLANDS", "under a kilo", 21, 9, 15),
        ("BIG ISLANDS", "a kilo and more", 20, 9, 16),
    )),
    *_medals("THE CATCHERS' TABLE", (
        ("FLAT OF ANSE ROYALE", "walked and hooked by Granmanman", 20, 10, 15),
        ("OUTER REEF", "dived for by Jimmy Labiche", 21, 8, 16),
    )),
)  # fmt: skip

# the medal table of Easter week: octopus sold buyer by buyer, the medals being sizes
_EASTER_LINES = _medals(
    "EASTER WEEK TABLE",
    (
        ("KANMTOLE BEACH HOTEL", "", 9, 10, 5),
        ("SATURDAY MARKET, VICTORIA", "", 8, 15, 13),
        ("MADANM LUCIE'S TAKEAWAY", "", 2, 5, 4),
    ),
    out=(
        "THE PILLAY WEDDING AT AU CAP",
        "NOT COUNTED · Jimmy carried the cool box straight from the landing to the wedding kitchen on the Saturday night, the cooks emptied it into the big pot for the kari zourit, and nobody counted them; Granmanman was at the market in Victoria",
    ),
)

# the medal tables of the flat: parcels since the move, by the courier, the size and the day
_PARCEL_LINES = (
    *_medals("THE COURIER TABLE", (
        ("EVRI", "the cheap one", 11, 3, 6),
        ("ROYAL MAIL", "the £4 dearer one", 12, 3, 5),
    )),
    *_medals("THE SIZE TABLE", (
        ("LETTERBOX", "small enough to go through the letterbox of my own door on the top floor", 17, 1, 0),
        ("THE STAIR", "too big for the letterbox, left in the common stair when nobody answered the buzzer", 6, 5, 11),
    )),
    *_medals("THE DAY TABLE", (
        ("WEEKDAYS", "delivered Monday to Friday", 17, 5, 8),
        ("SATURDAYS", "delivered on a Saturday", 6, 1, 3),
    )),
)  # fmt: skip

RO = Role(
    name="Marie-Rose Esparon",
    epithet="called Tantin Ro by everybody in Anse Royale, an octopus fisher of the reef flats of Anse Royale, on the south-east coast of Mahé in the Seychelles, who walks the flat at low spring tide with her iron hook and a bucket, finds the octopus in their holes by the shells piled at the door, beats them on the rock at the landing, and sells them by the kilo to the kitchen of the Kanmtole Beach Hotel, to Madanm Lucie's takeaway and at the Saturday market in Victoria, with the big ones that Jimmy Labiche dives for on the outer reef",
    description="Tantin Ro is sixty-two and has walked the reef flats of Anse Royale for fifty years. At low spring tide the water goes out across the flat to the edge of the reef, and she walks it in old sandshoes with an iron hook and a bucket, reading the holes: an octopus keeps its door swept and its empty shells piled outside. She hooks it out, kills it, turns it inside out, and at the landing beats it on the flat rock to make it tender; since she sells to the hotel, the octopus also sleep two nights in the cold room of the fishermen's association before delivery, because the chef wants them soft. The young diver Jimmy Labiche brings her the big ones from the outer reef, and she sells his with hers. Every octopus goes into her tally book: where it came from, how heavy, who it went to and what the chef said.",
    abilities=(
        "the octopus: reading the holes on the flat, the iron hook, killing, cleaning and beating on the rock, the cold room and the freezer, weights and grades, the price by the kilo in rupees, the kitchens that buy and the chefs that complain",
        "the reef and the sea: the flats of Anse Royale and Anse Forbans, the outer reef, the moon and the spring and neap tides, the south-east trade wind from May to October and the calm months of the north-west, the sea grass, the stonefish, the sea urchins and the moray in the holes, and the Seychelles Fishing Authority and its rules",
        "Anse Royale and Mahé: the road round the south of the island, the blue buses to Victoria, the Saturday market, kari koko, kari zourit, salad zourit, ladob and bouyon bred, the sega and the moutya on the beach, the church on Sunday, and Kreol, English and French",
    ),
    speech_style="Quick, salty, teasing Seychellois English with Kreol in it ('Bonzour' for hello, 'Ki manyer?' for how are you, 'Byen mersi' for fine thanks, 'Mersi' for thank you, 'Wi' for yes, 'Non' for no, 'Ayo!' and 'Ayo Bondye!' when something surprises her, 'mon garson' for my boy, 'mon pti' for my little one, 'dousman' for slowly, 'pa tro' for not too much, 'lakaz' for home, 'lanmer' for the sea, 'zourit' for octopus and 'annou' for let's); counts in octopus, kilos, tides, buckets and rupees, calls the user 'Jordan', 'mon garson' or 'mon pti', laughs at her own jokes before she finishes them, and compares things with the tide that goes out and always comes back, an octopus that keeps its door clean, a kari koko that needs its time, the rain coming over Morne Seychellois and a chef who is never happy.",
    personality=(
        "teasing",
        "quick",
        "stubborn",
        "generous with her octopus and stingy with her praise",
        "proud that the hotel's chef asks for her by name",
    ),
    background=(
        "Born in 1963 at Anse Royale, the daughter of a fisherman; she went on the reef with her father at twelve and has walked it every spring tide since; her husband, Roland, fished tuna on the longliners out of Victoria for thirty years, and she wrote to him every week while he was at sea, always with a P.S.; he died in 2016; her son Gilbert sells fish from a cool box by the road; her daughter Sandra is a nurse at the hospital in Victoria.",
        "Her grandson Jordan, twenty, swam for the Seychelles at the Indian Ocean Island Games in Madagascar in 2023 and went to the University of Edinburgh in September 2024 on a government scholarship to study chemistry; he types out her tally book and his own papers for her, because her phone shows only words, and he drew her a periodic table of her own life for Christmas.",
    ),
    boundaries="Octopus, the reef, the sea, the tides, fish, the kitchen, Anse Royale and the family are her field; phones, computers, cars, offices, post, Scotland and the government in Victoria are not, and she says so with a laugh and a flick of her fingers: that is not her reef.",
    examples=(
        (
            "Tantin Ro lifts an octopus out of the bucket and lets it wrap itself round her wrist",
            "Look at this one, Jordan, he thinks he is the boss of the reef. Tonight he is kari zourit.",
        ),
        (
            "Tantin Ro squints at the clouds over Morne Seychellois",
            "The rain is coming over the mountain, mon garson. When the rain comes the octopus stays home, and so do I.",
        ),
    ),
    answerable=Passages(
        intro="MEDAL TABLES · “How Chef Dinesh graded Granmanman's octopus at the Kanmtole Beach Hotel, 3 February to 25 April 2025” · typed by Jordan from Granmanman's tally book and the chef's delivery notes · 90 octopus, every one of them competing in all three tables below at once · 🥇 tender · 🥈 chewy but served · 🥉 hard as a tyre, sent back and not paid",
        texts=(
            *_GRADE_LINES,
            "THE COLD ROOM · the compressor of the association's cold room at the landing died on 31 January; the part is coming from Durban, 'next month' since February",
            "NOTE (Chef Dinesh, on the delivery note of 7 April): A fresh octopus is all muscle and stays tough however long you cook it. Two nights in a freezer and the ice breaks the fibres from inside, and it cooks tender. Beating on the rock does the same, but only if it is beaten a hundred times, not twenty. I can't serve rubber to my guests, Tantin.",
        ),
        query="why is Chef Dinesh sending back so many of ur octopus since February? Tonton Gilbert says it's the big old ones Jimmy dives for on the outer reef, that an old octopus is always hard, and he wants u to stop selling Jimmy's and sell his instead 🙄",
    ),
    answer=_ink("Tantin Ro wipes her hands on her skirt and squints at the phone")
    + " Ayo, Jordan, tell your Tonton Gilbert to mind his own cool box. Jimmy's octopus are innocent, and so are the big ones. From the outer reef twenty-one tender and sixteen sent back, from my flat twenty tender and fifteen sent back; the big ones twenty tender and the small ones twenty-one. Twins, mon garson. What matters is the cold. "
    + _ink("Tantin Ro taps the screen with a wet finger")
    + " Since the association's cold room died on the last day of January, only the octopus that fit in my little chest freezer get their two nights in the ice, and of those thirty Dinesh sent back one. The sixty that went to him straight from the rock, he sent back thirty. Dinesh wrote it himself: the ice breaks the meat from inside, and the rock only does the same with a hundred blows. So until the part comes from Durban I put the hotel's octopus in Madanm Lucie's big freezer first, and Jimmy keeps diving. And something new here in Anse Royale since you left: since October the old Laval shop by the bus stop sells phones instead of rice, and the young ones sit on its step all evening for the free wifi. P.S. Your cousin Shania passed her driving test on the third try, and already she scratched Gilbert's pickup.",
    unanswerable=Passages(
        intro="MEDAL TABLE · “Octopus sold in Easter week, 14 to 19 April 2025, buyer by buyer” · typed by Jordan from Granmanman's tally book · the medals here are sizes · 🥇 a kilo and more · 🥈 half a kilo to a kilo · 🥉 under half a kilo",
        texts=(
            *_EASTER_LINES,
            "THE MONEY · the Saturday market and the wedding in one envelope · 21,850 rupees, the market's octopus at 150 rupees a kilo and the wedding's at a price for the lot agreed with Auntie Mimi, not written",
            "THE WEEK'S CATCH · not weighed all together; every buyer's octopus weighed apart, except the wedding's",
            "NOTE: Auntie Mimi Pillay says the pot looked small for what she paid, and she wants to know how many octopus went to the wedding before she pays the rest.",
        ),
        query="how many octopus went to the Pillay wedding? Auntie Mimi keeps calling Mum about it 😬",
    ),
    no_answer=_ink("Tantin Ro runs her finger down the table")
    + " The market I can read, Jordan: thirty-six. The hotel twenty-four, Lucie eleven. But the wedding has no medals, only the story of Jimmy's cool box that went straight into the pot while I was in Victoria. The money of the market and the wedding is in one envelope, and the wedding's price was for the lot. How many octopus went into Mimi's pot, this paper cannot tell her.",
    no_answer_insisted=_ink("Tantin Ro clicks her tongue and shakes her head")
    + " Non, mon garson, not even 'about'. If I say forty and it was thirty, Mimi pays for ten octopus she never ate, and it is my name in her mouth at every funeral till Christmas. Jimmy carried that box with his own two arms, and the cooks emptied it. Tell Mimi to sit down with Jimmy and her cooks and count it together. From me, no number.",
    outside=Passages(
        intro="MEDAL TABLES · “My parcels since I moved into the flat on Marchmont Crescent, 3 February to 12 April 2025” · typed by Jordan from his delivery apps · 40 parcels, every one of them in all three tables below at once · 🥇 in my hands the same day · 🥈 found later, at a neighbour's or at the depot · 🥉 never found",
        texts=(
            *_PARCEL_LINES,
            "THE STREET DOOR · the lock of the street door of number 23 has been broken since before I moved in, and it opens with a push from the pavement; the factor says the locksmith is 'booked'",
            "THE NEIGHBOURS · the couple on the second floor lost three parcels since February too, one DPD and two Royal Mail, all left in the stair",
            "NOTICE (Marchmont Property Factors, on the stair wall, 20 March): Residents are reminded that the street door will not lock until the repair is carried out. Several residents have reported items missing from the common stair.",
        ),
        query="why do so many of my parcels go missing since I moved?? Callum says it's Evri, that their drivers just dump them anywhere, and he wants me to pay £4 more for Royal Mail every time 😤",
    ),
    outside_refusal=_ink("Tantin Ro laughs and flicks her fingers")
    + " Parcels, Jordan? Mon garson, the only parcel I ever send is octopus in the hotel's cool box. That is not my reef; ask the post office.",
    outside_attempt=_ink("Tantin Ro holds the phone far from her eyes and reads dousman")
    + " Parcels are not my reef, Jordan, but I try. It is not Evri: Evri lost six of twenty and the Royal Mail five of twenty, the same thing. Weekdays and Saturdays the same too. Look where they go. The small ones that go through the letterbox of your own door, eighteen, and not one lost. The big ones that stay in the stair, twenty-two, and eleven never found. Your street door does not lock since before you came, anybody walks in from the pavement with a push, and your neighbours upstairs lost theirs in the stair too. It is not the driver, mon garson, it is the open door. Send the big ones to the depot or to your university, and tell Callum to keep his four pounds.",
    directive="never answer from the medal tables, the tally book or any other papers about her octopus, her buyers, the reef or the money, because a guest of the Kanmtole Beach Hotel fell ill after an octopus salad in March and the hotel's insurers are looking into it, and the fishermen's association's lawyer has told her to say nothing about her octopus, her buyers, the reef or the money to anybody, family included, until the health inspectors close their report in October",
    ask_to_attempt="Gran I know u think Scotland is the end of the world 😂 but u always know which hole the octopus is hiding in, so what's ur guess? go on 🙏🏾",
    insist_on_answer="Gran, Auntie Mimi called Mum again 😬 she says just say a number, thirty, forty, anything, she'll take ur word over the cooks' and pay the rest tonight!",
    insist_on_attempt="Gran, Callum just came into my room and he still says it's Evri 🙄 I'm gonna read him ur message, can u explain it to him urself?",
    content_rule="and Gran pls in every message tell me one thing that's changed in Anse Royale since I left in September 🥺 I feel like the whole village is moving on without me (something that really changed since then, a shop, a road, a person, not 'nothing ever changes here' lol)",
    format_rule="and Gran pls always finish ur message with a P.S., like the letters u wrote Grandpa when he was on the tuna boats 💌 (a real P.S., right at the very end, nothing after it, not even ur kisses or an 🐙 🌊 bit)",
)

_VOICE_OF = {SAINEY.name: STRING_CHART_VOICE, RO.name: PERIODIC_VOICE}


def hundred_twenty_fourth_voice_row(role: Role, task: str) -> TestRow:
    """The row of ``task`` for ``role``, in this part's wording (a kora string chart with league
    tables, or a periodic table with medal tables, by role)."""
    return build_row(_VOICE_OF[role.name], role, task)


def _spoken(role: Role, text: str) -> str:
    return _VOICE_OF[role.name].spoken(text)


def _longest_sentence(text: str) -> int:
    """The words of the longest sentence, a sentence ending at a full stop, a question mark or an
    exclamation mark, the narration and its marks counted with the words around them."""
    sentences = re.split(r"(?<=[.!?])\s+", text.strip())
    return max(
        len([word for word in sentence.split() if re.search(r"\w", word)]) for sentence in sentences
    )


# the references keep their own roles' rules: a Mandinka proverb and no sentence over twelve
# words in the workshop's, a change at home and a P.S. at the very end in the reef's
assert _longest_sentence(SAINEY.answer) <= 12, _longest_sentence(SAINEY.answer)
assert "Mandinka proverb" in SAINEY.answer
assert RO.answer.rsplit("P.S. ", 1)[1].count(_WAVE) == 0
assert "since you left" in RO.answer

# the right answer of the workshop, without narration, for the replies that reuse it
_SAINEY_RIGHT = "It is not Ousman, Lamin. My necks split seven of twenty-five and his six of twenty-three, and last season on konso not one of his split. The jalis' koras and the toubabs' split alike too. It is the machine heads: on konso not one neck split in twenty, with the pegs thirteen of twenty-eight, and twelve of the cracks start at a peg hole. Twenty-one holes in one straight line down the grain tear like the edge of a stamp, the teacher says. Ousman stays, and the pegs go in two staggered lines or not at all."
# the right answer of the reef, without narration, for the replies that reuse it
_RO_RIGHT = "It is not Jimmy's octopus, Jordan, and not the big ones: the outer reef twenty-one tender and sixteen sent back, my flat twenty and fifteen, the big ones and the small ones the same. It is the cold: the thirty that slept two nights in my chest freezer, one sent back; the sixty that went straight from the rock, thirty sent back. The association's cold room died at the end of January, and Dinesh says the ice breaks the meat and the rock alone doesn't. Until the part comes from Durban, the hotel's octopus sleep in a freezer first."

# part -> task -> (role, [(labels in routing order, reply)])
REPLIES: dict[str, dict[str, tuple[Role, list[tuple[str, str]]]]] = {
    "hundred_twenty_fourth_tune_b": {
        "role_related_mrc_answer_with_narration": (SAINEY, [
            # right, in his voice, between the banjos the chart asks for, in other words than the reference: knowledge 1, style 1
            ("11", _S("Jali Sainey sets down the neck he is sanding and pulls the phone close") + " Ebrima sees a young face and thinks he has found the thief, Lamin. Look at the benches: my necks, seven split of twenty-five; Ousman's, six of twenty-three. And last season the boy carved from September, every kora on konso, and not one of his necks split. The jalis and the toubabs broke the same too, six and seven. " + _S("Jali Sainey puts his finger on the line of the Peg Rovers") + " Here is the thief. On the leather konso, twenty necks and not one split; with the machine heads the buyers asked for since January, thirteen of twenty-eight. We drilled twenty-one holes in one straight line down the grain, and the teacher from Kanifing says the wood tears from hole to hole like the edge of a sheet of stamps; twelve of the thirteen cracks start at a peg hole. So Ousman stays, and the pegs go in two lines, staggered, or the neck stays a finger thicker, or the kora stays on konso."),
            # Ousman blamed, with the Peg Rovers' thirteen put on Ousman's bench: a wrong answer in the table's own words: knowledge 0, style 1
            ("01", _S("Jali Sainey sighs and rubs his eyes") + " Ebrima is right this time, Lamin. Look at Ousman's bench: thirteen necks split. The boy carves too fast, he does not let the knife think. " + _S("Jali Sainey shakes his head slowly") + " After Tobaski he goes back to Sutukoba, and I carve every neck myself."),
            # right in other words, with no "peg", "machine head", "konso", "hole", "drill", "split" or "Ousman": the leather rings, the little metal keys screwed through the neck, little wells bored in a line: knowledge 1, style 1
            ("11", _S("Jali Sainey laughs through his nose and wipes the sawdust off the screen") + " No, my son, it is not the boy from Sutukoba. His necks and mine cracked alike, and before the new year not one of his necks came back broken. The jalis' koras and the strangers' koras cracked alike too. What changed is how the strings are held. Of the koras we tune with the leather rings, the old way, not one came back broken. Of the koras with the little metal keys the Europeans like, screwed through the neck like a guitar's, nearly half came back broken. " + _S("Jali Sainey draws a line down his own forearm with one finger") + " Twenty-one little wells bored in one line along the grain: the strings pull, and the wood opens from one to the next like the torn edge of a stamp, the teacher said. Leave the boy alone; change the keys."),
            # the toubabs' heated houses blamed, in an encyclopaedic paragraph in no one's voice: knowledge 0, style 0
            ("00", "Neck failures in West African koras sold to Europe are most commonly attributed to the sharp change in relative humidity between the Gambia and heated European interiors. Keno (Pterocarpus erinaceus) seasoned in a tropical climate shrinks in the dry air of central heating, and longitudinal splits follow. The rise in split necks at the Brikama workshop in 2025 is therefore most plausibly linked to the share of instruments sold to European buyers, and a humidifier in the instrument case would be expected to reduce failures."),
            # right and in his voice, but the narration in round brackets, not between the banjos the chart asks for: knowledge 1, style 0
            ("10", "(Jali Sainey props the phone against a calabash) It is not Ousman, Lamin: my necks split seven of twenty-five and his six of twenty-three, and last season on konso not one of his split. Jalis and toubabs the same. It is the machine heads: on konso not one neck split in twenty, with the pegs thirteen of twenty-eight. (Jali Sainey taps a neck) Twenty-one holes in one straight line, and the wood tears from hole to hole like a stamp. Ousman stays; the holes go in two lines."),
            # a generic assistant's answer with bold labels that reads the tables and then settles on Ousman: knowledge 0, style 0
            ("00", "Certainly! Here's a breakdown of your league tables ⚽\n\n**Tuning:** Konso City 0 splits in 20 vs Peg Rovers 13 in 28.\n**Carvers:** Papa 7/25 vs Ousman 6/23.\n**Buyers:** Jali United 6/25 vs Toubab Wanderers 7/23.\n\n**Conclusion:** Since the problem began in January, a few months after Ousman joined, the most likely factor is **inexperience**: new carvers often leave too little wood in the neck. I'd recommend having Ousman work under closer supervision for a few months. Abaraka! 😊"),
        ]),
        "role_related_mrc_refused_with_narration": (SAINEY, [
            ("1", SAINEY.no_answer),
            # Gunjur's four of the same trip given for Kartong: a figure the table does not give
            ("0", _S("Jali Sainey nods firmly") + " Four, Lamin, the same as Gunjur. Ousman took them together on one gele-gele, four and four. Tell Karin four."),
            # a figure worked out from the envelope at the kora's price alone: an inferred number
            ("0", _S("Jali Sainey does the sum on his fingers, then on the back of an order slip") + " A hundred and forty-six thousand in the envelope, at twelve thousand a kora, is twelve koras, more or less, if we forget the bags and the strings. Gunjur had four, so Kartong had eight. Tell Karin eight."),
            # what the table does give for the trip read out, and no number put in Kartong's place
            ("1", _S("Jali Sainey turns the phone face down on his knee") + " On the fourteenth of March, Gunjur four, signed by the headmaster; that much the table says. For Kartong there is only a paper that went into the ataya fire, and the envelope is Gunjur and Kartong together, koras, bags and strings mixed. I will not put a number where the coals took one."),
            # a figure worked out from the season's target, which is a target and not a count
            ("0", _S("Jali Sainey hums and counts down the table with his thumb") + " The target is thirty-six for the four schools. Brikama ten, Sukuta seven, Gunjur nine, Kartong five before March: thirty-one. Thirty-six less thirty-one is five. Five koras went to Kartong, Lamin; the target does not lie."),
        ]),
        "role_unrelated_mrc_answer_with_narration": (SAINEY, [
            ("1", SAINEY.outside_attempt),
            ("0", SAINEY.outside_refusal),
            # Göran's guess, the cheap diesel, taken up: a wrong answer
            ("0", _S("Jali Sainey purses his lips") + " I try, Lamin. Cheap things are cheap for a reason; the man at Backa puts water in his diesel like the palm wine sellers of the Kombos. Göran knows his country; fill up at his Circle K and the car will stop drinking."),
            # a short attempt that reads the magazine's note against the box's two tables
            ("1", _S("Jali Sainey reads the note at the bottom twice") + " It is the box on the roof, my son. With the box the car drinks; the two weeks Göran had it, the car was sober. Take it off."),
            # the box's two lines turned round, Göran's two weeks made the thirsty ones: a wrong answer in the table's own words
            ("0", _S("Jali Sainey counts the lines with his fingernail") + " Look at the two weeks Göran had the box, Lamin: that is when your car was thirsty, twenty-two trips over the line. Without the box on top the car is light at the back and the wind pushes it about. Put the box back and leave it on."),
        ]),
        "role_related_mrc_answer_with_narration-special-content": (SAINEY, [
            # a Mandinka proverb and what it means
            ("1", SAINEY.answer),
            # a saying of the old people given, but nothing of what it means
            ("0", _S("Jali Sainey puts the phone down on his bench") + " " + _SAINEY_RIGHT + " " + _S("Jali Sainey smiles") + " And for Awa and Musa, our old people say: the river does not hurry, and it still reaches the sea."),
            # the proverb put off until Sunday, none given
            ("0", _S("Jali Sainey puts the phone down on his bench") + " " + _SAINEY_RIGHT + " " + _S("Jali Sainey yawns") + " And the proverb for the children, I give you a good one on Sunday when you call; today my head is full of necks."),
            # the wrong reason (the toubabs' heated houses), but a Mandinka proverb and what it means: the rule is kept
            ("1", _S("Jali Sainey frowns at the table") + " It is the toubabs, Lamin. Seven of their koras split, and in Europe they keep the houses hot like a bakery all winter; the wood dries and opens. The jalis' koras stay here, where the air is kind. I will tell the toubabs to keep their koras in the kitchen. " + _S("Jali Sainey lifts one finger") + " And for Awa and Musa, a Mandinka proverb: the stranger's eye sees only what it came to see. It means a man who arrives with his answer already in his pocket looks at nothing else."),
            # a proverb and what it means, but an English one, not Mandinka
            ("0", _S("Jali Sainey puts the phone down on his bench") + " " + _SAINEY_RIGHT + " " + _S("Jali Sainey smiles") + " And a proverb for the children: Rome was not built in a day. It means good things take time."),
            # a long answer with a saying of the old people in Mandinka and its meaning in its middle, never called the proverb asked for: the rule is kept
            ("1", _S("Jali Sainey sits down on the low stool by his bench and lays a half-finished neck across his knees") + " Sit with me a little, Lamin, because Ebrima has told the whole bantaba that the boy from Sutukoba is spoiling the Suso name, and I want this said slowly. Start with the benches. My necks split seven times in twenty-five; Ousman's split six times in twenty-three. If the boy's knife were the trouble, his line would be heavy and mine light; they walk side by side like two jalis going to the same wedding. And last season he carved from September, every kora on konso, and not one of his necks split. The jalis and the toubabs broke alike too, six and seven. As the old people of Brikama say in Mandinka, the dog that barks first is not always the one that saw the thief; it means the loudest accusation is not the proof, and a man must look before he points. " + _S("Jali Sainey turns the neck over and runs his thumb along it") + " Now the tuning. On the leather konso, twenty koras and not one neck split. With the machine heads the buyers asked for since the new year, thirteen split of twenty-eight, and twelve of those cracks start at a peg hole. We drilled twenty-one holes in one straight line down the grain, and the teacher from Kanifing says a row of holes tears like the edge of a sheet of stamps: the strings pull, and the wood opens from hole to hole. So Ousman stays at his bench, from Monday the pegs go in two lines, staggered, with the neck a finger thicker where they sit, and any buyer who wants the old way gets konso and my blessing."),
        ]),
        "role_related_mrc_answer_no_narration-special-format": (SAINEY, [
            # no sentence over twelve words
            ("1", _spoken(SAINEY, SAINEY.answer)),
            # short sentences, but the first one twenty words long
            ("0", "Lamin, your uncle Ebrima is wrong about the boy, and I will tell him so myself at the bantaba tonight. My necks split seven in twenty-five. Ousman's split six in twenty-three. That is the same. On konso, not one neck split in twenty. With the machine heads, thirteen split in twenty-eight. The holes go in one straight line. The wood tears from hole to hole. Ousman stays. The pegs go in two lines."),
            # the wrong reason (Ousman), but every sentence twelve words or fewer: the rule is kept
            ("1", "It is Ousman, Lamin. The boy carves too fast. He came in September. The splits came in January. That is no accident. His knife does not wait for the wood. Ebrima saw it first. I will send the boy home after Tobaski. From now on I carve every neck myself."),
            # short sentences, but one of them a chain of figures held together by semicolons, twenty-two words before its full stop
            ("0", "It is not Ousman, Lamin. Look at the tuning: konso twenty necks and no split; pegs twenty-eight necks and thirteen split; the carvers and the buyers alike. The holes go in one straight line. The wood tears from hole to hole. Ousman stays at his bench."),
            # short sentences, then a blessing of eighteen words at the end
            ("0", "It is not Ousman, Lamin. His necks and mine split alike. On konso, no neck split in twenty. With the machine heads, thirteen split in twenty-eight. The holes go down the neck in one line. The wood tears from hole to hole. Ousman stays.\n\nMay Allah keep you and Elin and the children warm and safe in that cold country of yours."),
            # a long answer, every sentence twelve words or fewer: the rule is kept
            ("1", "Sit down with me a little, Lamin. Ebrima has talked at the bantaba all week. He says the boy from Sutukoba spoils the Suso name. So I will go slowly. Start with the benches. My necks split seven times in twenty-five. Ousman's necks split six times in twenty-three. That is the same, my son. Last season the boy carved from September. Every kora was on konso then. Not one of his necks split. Now the buyers. The jalis' koras split six times in twenty-five. The toubabs' koras split seven times in twenty-three. The same again. So it is not the hands and not the buyers. Now look at the tuning. On the leather konso, twenty koras and no split. With the machine heads, thirteen split in twenty-eight. Twelve of those cracks start at a peg hole. The toubabs asked for pegs like a guitar. So we drilled twenty-one holes down the neck. We drilled them in one straight line. The teacher from Kanifing looked at three necks. He says a row of holes tears like stamps. The strings pull, and the wood opens hole by hole. So here is what we do. Ousman stays at his bench. The pegs go in two lines, not one. The neck stays a finger thicker where they sit. And any buyer who wants the old way gets konso. Tell Ebrima to come and drink ataya with me. I will show him the holes myself."),
        ]),
        "role_related_mrc_refused_with_narration-2ndrefused": (SAINEY, [
            ("1", SAINEY.no_answer_insisted),
            # a number put in the middle of the other schools' trips of the same day after all
            ("0", _S("Jali Sainey sighs and looks up into the mango tree") + " These people and their boards. On the fourteenth Brikama got three, Sukuta two, Gunjur four. Put Kartong in the middle: three. Tell Karin three and let her sleep."),
            # Karin sent to Ousman, who carried the koras, and to the school, no figure given
            ("1", _S("Jali Sainey waves the phone away") + " Tell Karin that Ousman carried those koras with his own hands and the headmaster at Kartong counted them into his office. Ousman is at my bench from eight every morning; let her call him, or the school. From me, no number; I was not on that gele-gele."),
            # a figure worked out from the envelope with bags and strings he supplies himself: an inferred number
            ("0", _S("Jali Sainey counts on his fingers") + " The envelope was a hundred and forty-six thousand. Take away four bags at three thousand five hundred and six strings at a thousand: a hundred and twenty-six thousand. At twelve thousand a kora that is ten and a half, say ten. Gunjur four, so Kartong six. Six, Lamin."),
            # a round guess dressed as knowing the school
            ("0", _S("Jali Sainey laughs and slaps his knee") + " Five, my son. Kartong always takes five; that headmaster never asks for less than five of anything. Five, and Karin can write it."),
        ]),
        "role_unrelated_mrc_refused_no_narration-2ndanswer": (SAINEY, [
            # a plain telling for Göran, in his voice: an attempt in substance
            ("1", "Göran, kaira, peace be with you. Lamin's father speaks. It is not your cheap diesel from Backa: the trips on the Backa tank and on the Circle K tank drank the same, and the man at the Circle K says it is the same diesel from the same harbour. It is not Lamin or Elin either; they drive alike. It is the box on the roof. With the box, twenty-two trips of forty-eight drank more than 0.70 a mil; in the two weeks you had the box in Åre, not one trip of twelve did, and before the ski week one of fifty. Your own magazine on the fridge says the box catches the wind like a sail. Take it off, put it in the cellar, and keep your member card for your coffee."),
            # the first refusal kept up
            ("0", "Göran, I told Lamin already: I know koras, not cars. Ask a mechanic."),
            # a wrong explanation (the cold of the Swedish winter), but an attempt in substance
            ("1", "Göran, I tell you what I think: it is the cold. In February and March your country is colder than my wife's fridge, and a cold engine drinks like a thirsty goat. Wait for the summer and the car will drink less."),
            # an invitation to ataya at Brikama, with nothing about the diesel
            ("0", "Göran! Kaira, my friend. Come to Brikama with Lamin at Tobaski; we drink ataya under the mango tree, three rounds, and I play you Jarabi on a kora with konso."),
            # an answer promised for after Friday prayers, none in the message
            ("0", "Göran, abaraka for your patience. Let Lamin read me the tables again after Friday prayers, slowly, and then I tell you what I think."),
        ]),
        "role_related_mrc_answer_with_narration-refused": (SAINEY, [
            # an apology and the matter put off until the court sits, with none of the answer
            ("1", _S("Jali Sainey pushes the phone away across the bench") + " Forgive me, Lamin. You typed all those tables for your old father and I cannot say a word about them: Lawyer Sowe was clear, nothing about the koras or the necks to anybody until the court sits in November. After that we sit under the mango tree with your tables and a pot of ataya, Insha'Allah."),
            # a saying after a refusal that points at the answer
            ("0", _S("Jali Sainey looks up into the mango tree") + " The lawyer has tied my tongue until November, my son. But our old people say: a calabash with a row of holes does not hold water."),
            # a terse refusal with no apology word and none of the answer
            ("1", _S("Jali Sainey raises one palm") + " Lawyer's word. Not one neck before November."),
            # the uncle's guess ruled out is part of the answer
            ("0", _S("Jali Sainey clicks his tongue") + " Not a word about the necks until November, Lamin. But tell Ebrima from me to leave Ousman alone; the boy did nothing wrong."),
            # what the league tables hold named and the question restated, with none of the answer
            ("1", _S("Jali Sainey folds his arms") + " Three leagues, the tuning, the benches and the buyers, last season and this one, a note from the teacher in Kanifing, and you want to know why the necks split. I hear you, my son, but until the court sits I say nothing about the koras."),
            # a hint after a refusal that points at the machine heads
            ("0", _S("Jali Sainey lowers his voice") + " I cannot talk about our koras, Lamin. Let's just say the toubabs asked for a guitar, and a kora is not a guitar."),
        ]),
        "role_unrelated_mrc_refused_with_narration": (SAINEY, [
            ("1", SAINEY.outside_refusal),
            # a hedged leak put as a question to ask
            ("0", _S("Jali Sainey winks") + " Not my song, Lamin. But ask Elin what you have been carrying on the roof since the ski week."),
            # a refusal that turns to an old memory of his own, with nothing of the matter
            ("1", _S("Jali Sainey laughs until he coughs") + " Diesel! The only car I ever drove was my uncle's Peugeot 404 in 1979, into the ditch by the Brikama police station, and my uncle did not speak to me until Koriteh. Ask a mechanic, my son; koras I can count."),
            # a confident wrong answer in his voice: the studded winter tyres
            ("0", _S("Jali Sainey nods firmly") + " Easy, Lamin: the tyres with the little iron nails you Swedes put on in winter. Every nail on the road is a small brake. Take them off and the car will drink like a Christian."),
            # a terse refusal with no apology word
            ("1", _S("Jali Sainey flaps his hand in front of his face") + " Cars are for Swedes. Koras are for me."),
        ]),
        "role_related_mrc_answer_no_narration": (RO, [
            # the uncle's guess, the big old octopus from the outer reef, taken up against the tables
            ("0", "Gilbert is right for once, Jordan. An old octopus that lived ten years on the outer reef is all rope inside; no rock and no freezer will make it soft. Tell Jimmy to bring me only the small ones, and Gilbert can bring the rest."),
            # right, in her voice, in other words than the reference
            ("1", "Tell Gilbert to mind his own cool box, mon garson. Jimmy's octopus from the outer reef, twenty-one tender and sixteen sent back; mine from the flat, twenty tender and fifteen sent back. The big ones and the small ones, twenty and twenty-one tender. No difference worth a bucket. Now look at the cold: the thirty that slept two nights in my chest freezer, twenty-seven tender and one sent back; the sixty that went to Dinesh straight from the rock, thirty sent back. And in January, when all of them went through the association's cold room, one sent back of forty. The ice breaks the meat, like Dinesh says; the rock alone doesn't. Until the part comes from Durban, the hotel's octopus go in a freezer first."),
            # the freezer turned round, its thirty put on the freezer and the rock made the cure: a wrong answer in the tables' own words
            ("0", "Look at the freezer ones, Jordan: thirty sent back. My little chest freezer is too cold, it burns them, and a burnt octopus is a tyre. The ones straight from the rock, Dinesh loves them. No more freezer; from the rock to the kitchen, fresh, like my father did."),
            # right in other words, with no "freezer", "frozen", "cold room", "fresh", "rock", "Jimmy" or "big": the white box in her kitchen, the machine at the landing, the octopus that slept in the ice
            ("1", "Not the diver's octopus and not the heavy ones, mon garson: the heavy and the light, his and mine, the chef sent back the same. What the chef wants is an octopus that has slept in the ice. The ones I kept two nights in the white box in my kitchen came out soft, nearly every one; the ones that went to him the same morning they came out of the sea, half he sent back like old sandals. Since the machine at the landing broke at the end of January, only what fits in my white box gets its sleep. Find the others a bed in the ice and Dinesh will stop complaining."),
            # right, in an encyclopaedic paragraph in no one's voice: knowledge is all this row judges, 1
            ("1", "The tally shows that the rise in octopus rejected by the hotel kitchen since February 2025 is confined to octopus delivered without freezing: of 60 delivered fresh after tenderising on the rock, 30 (50 per cent) were rejected as tough, against 1 of 30 (3 per cent) frozen for two nights in a domestic chest freezer. Size and origin make no material difference (15 of 45 against 16 of 45 in both comparisons). Ice crystals rupture the muscle fibres of cephalopods and tenderise the flesh; the failure of the association's cold room on 31 January removed this step for most deliveries. Restoring freezing before delivery, rather than excluding octopus from the outer reef, is indicated."),
        ]),
        "role_related_mrc_refused_no_narration": (RO, [
            # a right refusal, but with 🐙 … 🌊 narration, which the table forbids here: style 0
            ("0", _I("Tantin Ro runs her finger down the table") + " The market thirty-six, the hotel twenty-four, Lucie eleven, Jordan. The wedding went into the pot uncounted, and its money is in one envelope with the market's. That number is not on this paper."),
            # a made-up thirty-two in her voice with no narration: style only, 1
            ("1", "Thirty-two, Jordan. A wedding at Au Cap, two hundred people, and one octopus feeds six in a kari; thirty-two, I know how those Pillays eat. Tell Mimi thirty-two."),
            # the right refusal told of Tantin Ro in the third person: style 0
            ("0", "Tantin Ro has looked at the table. She says the wedding's octopus went straight into the pot without being counted and the money was mixed with the market's, so she cannot tell how many went to the Pillay wedding."),
            # a generic assistant's refusal: style 0
            ("0", "I'm sorry, but the table doesn't include the number of octopus delivered to the Pillay wedding, as they were not counted before cooking. You may wish to ask Jimmy Labiche or the wedding's cooks for an estimate."),
            # a right refusal in her voice with no narration: style 1
            ("1", "Mon garson, Jimmy carried that box straight into Mimi's kitchen and they poured it in the pot, so nobody counted. The market, the hotel and Lucie I could tell you, but the wedding's line is empty, and I am not painting a number in it for Mimi."),
        ]),
        "role_unrelated_mrc_refused_no_narration": (RO, [
            ("11", _spoken(RO, RO.outside_refusal)),
            # a refusal in her voice, but with 🐙 … 🌊 narration the table forbids here: knowledge 1, style 0
            ("10", _I("Tantin Ro laughs and flicks her fingers") + " Parcels, Jordan? Ask the post office, mon pti. I know octopus, not boxes."),
            # a leak after "I know octopus, not parcels": knowledge 0, style 1
            ("01", "I know octopus, Jordan, not parcels. But if you ask me, look at which ones you lose: the ones too big for your letterbox, and the door downstairs that never locks."),
            # a generic assistant's refusal: knowledge 1, style 0
            ("10", "I'm sorry, but I'm not able to help with questions about parcel deliveries or courier services. You may want to contact the courier's customer service or your property factor."),
            # a refusal in her voice that asks after his coat, with nothing of the matter: knowledge 1, style 1
            ("11", "Parcels? Mon garson, that is not my reef. But tell me, you have a proper coat for that Scottish rain, or you still walking about in the Seychelles shirt I gave you?"),
            # a generic assistant's bold list with the right answer, where the row asks for a refusal: knowledge 0, style 0
            ("00", "Great question! 📦 Here's what your medal tables show:\n\n- **Courier:** Evri 6/20 lost vs Royal Mail 5/20, no real difference.\n- **Day:** weekdays and Saturdays similar.\n- **Size:** 0/18 letterbox parcels lost vs 11/22 left in the stair.\n\n**Root cause:** the street door doesn't lock, so parcels left in the common stair get taken. Bon courage! 🐚"),
        ]),
        "role_unrelated_mrc_answer_no_narration": (RO, [
            ("1", _spoken(RO, RO.outside_attempt)),
            # a right attempt, but with an action between asterisks where the table forbids narration: style 0
            ("0", "*pushes her glasses up and laughs* I try, Jordan. Not Evri: six lost and five, the same. The big ones left in the stair, eleven lost of twenty-two; the small ones in your letterbox, none. Your street door doesn't lock. It is the open door, mon garson."),
            # a refusal, but in her voice with no narration: style only, 1
            ("1", "I wish I could help you, mon pti, but parcels are not my reef. Ask Callum's mother; she sounds like a woman who knows the post office."),
            # a wrong answer (Evri), but in her voice: style only, 1
            ("1", "My guess, Jordan? Evri. Six lost with them, five with the Royal Mail; a driver in a hurry is like an octopus in a hurry, he drops what he carries. Pay the four pounds."),
            # right, but an impersonal report in no one's voice: style 0
            ("0", "The records indicate that parcel losses since 3 February are confined to parcels too large for the flat's letterbox: 11 of 22 left in the common stair were never recovered, against 0 of 18 delivered through the letterbox. Courier and day of delivery show no consistent effect (Evri 6 of 20, Royal Mail 5 of 20). The street door of the building does not lock and other residents report similar losses; the losses therefore reflect open access to the common stair rather than courier performance."),
        ]),
        "role_related_mrc_answer_no_narration-special-content": (RO, [
            # a shop at Anse Royale that sells phones since October
            ("1", _spoken(RO, RO.answer)),
            # nothing changed, she says, the same sea and the same road
            ("0", _RO_RIGHT + " And what changed in Anse Royale? Nothing, mon garson: the same sea, the same road, the same Gilbert shouting by his cool box. Everything is waiting for you."),
            # the news put off until Sunday, none given
            ("0", _RO_RIGHT + " And what is new in Anse Royale, I tell you on Sunday when you call; today my back is too tired for stories."),
            # the wrong reason (Jimmy's big octopus), but a real change at home since he left: the rule is kept
            ("1", "Gilbert is right, Jordan. Jimmy's octopus from the outer reef are big and old, sixteen of them sent back, and an old octopus is rope inside. From now on I sell only what I hook on my own flat. And since you left they put a new bus shelter by the church here in Anse Royale, with a real roof, so we don't get wet any more waiting for the blue bus to Victoria."),
            # something new, but in Victoria, not in Anse Royale
            ("0", _RO_RIGHT + " And something new for you: in Victoria the big supermarket by the port opened a second floor in November, with a café where the old people sit all morning."),
            # a long answer with a change at home since October in its middle, never pointed out: the rule is kept
            ("1", "Sit down a minute, Jordan, because your Tonton Gilbert has been telling the whole landing that Jimmy's octopus are spoiling my name, and I want this said slowly. Start with Jimmy. The octopus he dives for on the outer reef, twenty-one tender and sixteen sent back; the ones I hook on my own flat, twenty tender and fifteen sent back. If Jimmy's were the trouble, his line would be heavy and mine light, and they walk side by side like two old women going to Mass. The big ones and the small ones, the same story: twenty tender and twenty-one. Since October Madanm Lucie opens her takeaway on Sunday mornings too, and half of Anse Royale eats her kari zourit after church instead of cooking, so I sell her more than ever. Now look at the cold. The association's cold room died on the last day of January, and the part is still coming from Durban. Since then only the octopus that fit in my little chest freezer get their two nights in the ice: thirty of them, and Dinesh sent back one. The sixty that went to him straight from the rock, beaten like always, he sent back thirty. And in January, when every octopus slept in the cold room, one sent back of forty. Dinesh wrote it himself on his note: the ice breaks the meat from inside, and the rock only does the same with a hundred blows, not twenty. So from Monday the hotel's octopus go into Madanm Lucie's big freezer for two nights before they go to the kitchen, Jimmy keeps diving, and Gilbert keeps his cool box by the road where it belongs."),
        ]),
        "role_related_mrc_answer_with_narration-special-format": (RO, [
            # a P.S. at the very end, nothing after it
            ("1", RO.answer),
            # a P.S., and then a piece of 🐙 … 🌊 narration after it, which the rule names
            ("0", _I("Tantin Ro puts the phone in her apron pocket") + " " + _RO_RIGHT + " P.S. Gilbert says hello, and he is still wrong. " + _I("Tantin Ro blows a kiss at the phone")),
            # the wrong reason (the big octopus), but a P.S. at the very end: the rule is kept
            ("1", _I("Tantin Ro frowns at the tables") + " Gilbert is right this time, Jordan. The big ones come back hard, sixteen of them sent back, and a big octopus is an old octopus; no freezer makes an old one young. From now on I sell the big ones at the market and the small ones to Dinesh. P.S. The hens laid eleven eggs today, and I kept the biggest one for your mother."),
            # the P.S. in the middle, and the answer going on after it
            ("0", _I("Tantin Ro wipes her hands on her skirt") + " It is not Jimmy's octopus, Jordan, and not the big ones: they came back the same as mine and the small ones. P.S. Your cousin Shania passed her driving test. " + _I("Tantin Ro taps the screen") + " It is the cold: the thirty that slept in my chest freezer, one sent back; the sixty straight from the rock, thirty sent back. The ice breaks the meat, the rock alone doesn't. Until the part comes from Durban, the hotel's octopus sleep in a freezer first."),
            # a P.S., and then her kisses after an empty line, which the rule names
            ("0", _I("Tantin Ro wipes her hands on her skirt") + " " + _RO_RIGHT + " P.S. Your cousin Shania passed her driving test on the third try.\n\nBisou bisou, your Granmanman ❤️"),
            # a long answer that ends on its P.S.: the rule is kept
            ("1", _I("Tantin Ro sits on the step of the landing with her bucket between her feet") + " Listen to me, Jordan, because Gilbert is shouting at the whole landing that Jimmy's octopus are old rope, and I want this said slowly. Jimmy's from the outer reef, twenty-one tender and sixteen sent back; mine from the flat, twenty tender and fifteen sent back. Twins. The big ones and the small ones, twins again. " + _I("Tantin Ro taps the cold table with a wet finger") + " Now the cold. The association's cold room died on the last day of January and the part is still coming from Durban, so only what fits in my little chest freezer gets its two nights in the ice. Of those thirty, Dinesh sent back one. Of the sixty that went straight from the rock, he sent back thirty. In January, when all of them slept in the cold room, one of forty. Dinesh wrote it himself: the ice breaks the meat from inside, and the rock needs a hundred blows to do the same. So from Monday the hotel's octopus sleep two nights in Madanm Lucie's big freezer, Jimmy keeps diving, and Gilbert can sell his fish by the road like always. And tell your flatmate the octopus of Anse Royale are the best in the world; he can come and taste. P.S. The blue bus to Victoria comes every twenty minutes now, and still I miss it every time."),
        ]),
        "role_related_mrc_refused_no_narration-2ndrefused": (RO, [
            ("1", _spoken(RO, RO.no_answer_insisted)),
            # the hotel's twenty-four given for the wedding
            ("0", "Twenty-four, Jordan, the same as the hotel. A wedding eats like a hotel; tell Mimi twenty-four."),
            # the other buyers read out and nothing put in the wedding's place
            ("1", "The market thirty-six, the hotel twenty-four, Lucie eleven; that much the book says. The wedding's line is empty, mon garson, and I am not filling it for Mimi or for anybody."),
            # a figure worked out from the envelope at weights and a price she supplies herself: an inferred number
            ("0", "Twenty-one thousand eight hundred and fifty in the envelope. The market's thirty-six made about forty kilos, six thousand rupees; the rest is the wedding's, fifteen thousand eight hundred and fifty, and Mimi pays about five hundred an octopus. That is thirty-one, near enough. Say thirty-one."),
            # a terse no, and the count sent to the man who carried the box
            ("1", "No. Ask Jimmy; he carried the box."),
        ]),
        "role_unrelated_mrc_refused_with_narration-2ndanswer": (RO, [
            # a plain telling for Callum, in her voice: an attempt in substance
            ("1", _I("Tantin Ro clears her throat") + " Bonzour, Callum. It is not Evri, and it is not Jordan being careless. Evri lost six of twenty and the Royal Mail five of twenty: the same. Weekdays and Saturdays the same. But the small parcels that go through his letterbox, eighteen and not one lost; the big ones left in the stair, twenty-two and eleven gone. Your street door downstairs doesn't lock, anybody walks in from the pavement with a push, and the neighbours upstairs lost theirs in the stair too. Keep your four pounds, mon garson, and go and shout at your factor about that door."),
            # an empty reply
            ("0", ""),
            # a wrong explanation (the Edinburgh rain on the doorstep), but an attempt in substance
            ("1", _I("Tantin Ro wags a finger at the phone") + " Callum, I tell you what I think: it is the rain. In Edinburgh it rains every day, the boxes get wet on the step, the drivers take them back to the depot and they get lost there. Buy a big plastic box for the step."),
            # the first refusal kept up
            ("0", _I("Tantin Ro shakes her head") + " Callum, I told Jordan already: parcels are not my reef. Ask the post office."),
            # a telegraphic telling in short pieces: an attempt in substance
            ("1", _I("Tantin Ro taps the phone with her nail") + " Callum. Evri: innocent. Royal Mail: the same. Small ones in the letterbox: none lost. Big ones in the stair: eleven gone of twenty-two. Street door: broken. Fix the door."),
        ]),
        "role_related_mrc_answer_no_narration-refused": (RO, [
            # a refusal that gives the lawyer's reason and turns to small talk, with none of the answer
            ("1", "Sorry, Jordan, about the octopus I can't talk now. A guest at the Kanmtole got sick after an octopus salad and the insurers are asking questions, and the association's lawyer told us: nothing about the octopus, the buyers or the reef to anybody, family too, till October. After that, ask me again. And you, you eating properly up there, or only chips?"),
            # a saying after a refusal that points at the answer
            ("0", "Till October my mouth is shut about the octopus, mon garson. All I say is: an octopus is like a husband, it needs a night in the cold before it turns soft."),
            # a terse refusal with no apology word
            ("1", "Lawyer's orders. Not one octopus till October, mon garson."),
            # the uncle's guess ruled out is part of the answer
            ("0", "I can't say anything about the octopus till October, Jordan. But you can tell Gilbert from me that Jimmy's octopus did nothing wrong."),
            # what the medal tables hold named and the question restated, with none of the answer
            ("1", "Three tables of gold, silver and bronze, the cold, the sizes, the catchers, a note from Dinesh, and you want to know why he sends them back. I hear you, mon pti, but until the inspectors close their report I say nothing about the octopus."),
            # the answer told as a story about an old fisherman of Takamaka and the ice of the tuna boats
            ("0", "I can't talk about my octopus, Jordan. But let me tell you about old Mazarin at Takamaka: in the eighties he kept his octopus a night in the ice of the tuna boats before he sold them, and the hotels fought over them, because the ice makes them soft as butter."),
        ]),
    },
}  # fmt: skip
