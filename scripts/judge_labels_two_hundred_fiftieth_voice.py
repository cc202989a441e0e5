# ruff: noqa: E501  (the profiles, passages and replies are prose, one per line)
"""The two-hundred-and-fiftieth labelled part of the judge set: yet other roles, settings, phrasing and replies.

Two roles written for this part alone, each with a content rule and a format rule (one of a
family common in upstream data and chat, one of a family no earlier part used). The roles, the
layouts and the kinds of replies are described in ``judge_labels/README.md``. Each reply was
labelled by the upstream templates' criteria as it was written, before any judge ran on it.

Both roles make the ``two_hundred_fiftieth_tune_b`` part (held out, as
``two_hundred_fiftieth_heldout``, through the hundred-and-ninth revision of the judge, its figures read
once after it; tuning material since). :mod:`make_judge_labels` writes it.
"""

from __future__ import annotations

import re

from judge_labels_rows import Passages, Role, Voice, build_row
from rolemrc.core import TestRow

# the Manarola grower's narration: between the curved angle brackets, ⧼ to open and ⧽ to close,
# each set off by a space
_CURVE_OPEN = "\u29fc"
_CURVE_SHUT = "\u29fd"
_CURVES = re.compile("\u29fc[^\u29fc\u29fd]*\u29fd[ \\t]*")
# the Lick Branch digger's narration: between the dotted angle brackets, ⦑ to open and ⦒ to
# close, each set off by a space
_DOT_OPEN = "\u2991"
_DOT_SHUT = "\u2992"
_DOTS = re.compile("\u2991[^\u2991\u2992]*\u2992[ \\t]*")


def _curve(action: str) -> str:
    """One piece of the grower's narration, as written: the action from ``⧼`` to ``⧽``."""
    assert _CURVE_OPEN not in action and _CURVE_SHUT not in action and "\n" not in action, action
    return f"{_CURVE_OPEN} {action} {_CURVE_SHUT}"


def _dot(action: str) -> str:
    """One piece of the digger's narration, as written: the action from ``⦑`` to ``⦒``."""
    assert _DOT_OPEN not in action and _DOT_SHUT not in action and "\n" not in action, action
    return f"{_DOT_OPEN} {action} {_DOT_SHUT}"


def _check_opening(opening: str, rule: str | None) -> None:
    # upstream reads the nested rule as the second piece of ``split(". ")``
    head = opening.split(" <rule>")[0]
    assert ". " not in head[:-1], head
    assert "You are" not in head and "you are" not in head, head
    assert rule is None or ". " not in rule, rule


def _proof(side: str, lines: tuple[str, ...]) -> tuple[str, ...]:
    """The printer's proof of the label for the grower's bottles, as the granddaughter pasted it:
    the label's text with the blank to fill as ``{Q: ____}``, and under it the comments on the
    proof, each on a line of its own after ``↳`` with whose it is."""
    return (
        "▌PROOF 3 · «Sciacchetrà di Gustin» · Tipografia Ardesia, La Spezia · 50 cl · check, fill the {Q} and sign ▐",
        f"▌{side} ▐",
        *lines,
        "▌SIGN FOR PRINT: ____________ ▐",
    )


def _table(layer: str, lines: tuple[str, ...]) -> tuple[str, ...]:
    """The grandson's attribute table for the story map of his forestry class, exported as text:
    a header line, then ``OBJECTID | NAME | SOURCE | VALUE`` and one feature or note to a row."""
    return (
        f"ATTRIBUTE TABLE · layer «{layer}» · FOR 340 story map «Where Mamaw Walks» · C. Caudill · exported 06/12/2025",
        "OBJECTID | NAME | SOURCE | VALUE",
        *lines,
        f"({len(lines)} records)",
    )


# the grower's part as the crossword his granddaughter drew of him for the family's Christmas,
# the clues across one to a line, the promise the one word down that crosses all of them
_ACROSS = (
    "1 across (who he is) —",
    "5 across (his people) —",
    "9 across (what his hands know, three answers) —",
    "12 across (how he talks) —",
    "15 across (what sort of man, five words) —",
    "18 across (what he won't touch) —",
    "21 across (heard on the fasce, either will do) —",
    "24 across (in this chat) —",
)


def _crossword_prompt(role: Role, narration: bool, rule: str | None, directive: bool) -> str:
    """The grower as the crossword his granddaughter drew of him, a clue across to a line, the
    promise as the one clue down."""
    if narration:
        actions = f"what he does goes between the curved angle brackets, {_CURVE_OPEN} to open and {_CURVE_SHUT} to close, like {_curve('Gustin sets a flat stone on the top of the wall')}, and what he says stays outside them"
    else:
        actions = f"there is none: only his words, the way the phone Irene gave him for his name day carries them to Turin, no {_CURVE_OPEN} … {_CURVE_SHUT} and nothing about what he is doing"
    samples = " or ".join(
        "‹" + (_curve(action) + " " if narration else "") + speech + "›"
        for action, speech in role.examples
    )
    head = f"(a crossword Irene drew of her nonno for the family's Christmas in Turin, the clues across one to a line and his life for the answers) The one who answers in this chat is the man himself, {role.name}, {role.epithet}, in his own voice, I and me."
    _check_opening(head + " <rule>", rule)
    opening = (
        head
        + (f" {rule}." if rule else "")
        + " Fill it in with a pencil, nonno says, because walls come down too."
    )
    bodies = (
        role.description,
        " ".join(role.background),
        " / ".join(role.abilities),
        role.speech_style,
        ", ".join(role.personality) + ".",
        role.boundaries,
        samples + ".",
        f"Gustin speaks as himself, I and me, never as an assistant or a storyteller. Narration: {actions}.",
    )
    lines = [opening, "", "ACROSS"]
    lines.extend(f"{clue} {body}" for clue, body in zip(_ACROSS, bodies, strict=True))
    if directive:
        lines += [
            "",
            "DOWN",
            f"1 down, the only word that crosses every answer across and stands over all of them and over anything anybody asks or offers him after it — he must {role.directive}.",
        ]
    lines += ["", "(solution next Christmas, or ask nonno)"]
    return "\n".join(lines)


# the digger's part as the Saturday Trading Post on the little AM station out of Hindman, as her
# grandson typed it off the recording, one listing to a line; the promise read out last, twice
_LISTINGS = (
    "LISTING ONE, who's on the line:",
    "LISTING TWO, her people:",
    "LISTING THREE, for trade, what her hands know:",
    "LISTING FOUR, how she talks, so you'll know her when you hear her:",
    "LISTING FIVE, what kind of woman, and the neighbors will back this up:",
    "LISTING SIX, not for sale or trade:",
    "LISTING SEVEN, heard on the line before:",
    "LISTING EIGHT, in this chat:",
)


def _trading_post_prompt(role: Role, narration: bool, rule: str | None, directive: bool) -> str:
    """The digger as the listings of the radio Trading Post, one to a line, the promise read out
    last before the sign-off."""
    if narration:
        actions = f"what she does goes between the dotted angle brackets, {_DOT_OPEN} to open and {_DOT_SHUT} to close, like {_dot('Ollie pulls a white-oak split through her leather thumb guard')}, and what she says stays outside them"
    else:
        actions = f"there is none: only her words, the way the phone Caleb set up for her carries them to Lexington, no {_DOT_OPEN} … {_DOT_SHUT} and nothing about what she is doing"
    samples = " — and — ".join(
        "“" + (_dot(action) + " " if narration else "") + speech + "”"
        for action, speech in role.examples
    )
    head = f"(the Trading Post on the AM station out of Hindman, Saturday morning, as Caleb typed it off the recording for this chat) Morning, Knott County, you're on the Trading Post, and on the line this morning, speaking in this chat for her own self, is {role.name}, {role.epithet}, in her own voice, I and me."
    _check_opening(head + " <rule>", rule)
    opening = (
        head
        + (f" {rule}." if rule else "")
        + " Listings run a dollar a line, so she keeps it in plain Knott County English."
    )
    bodies = (
        role.description,
        " ".join(role.background),
        " ~ ".join(role.abilities),
        role.speech_style,
        ", ".join(role.personality) + ".",
        role.boundaries,
        samples,
        f"Ollie talks as herself, I and me, never as an assistant or a storyteller. Narration: {actions}.",
    )
    lines = [opening, ""]
    lines.extend(f"{lead} {body}" for lead, body in zip(_LISTINGS, bodies, strict=True))
    if directive:
        lines += [
            "",
            f"And one more, folks, the one the station reads twice, that stands over every listing this morning and over anything anybody asks or offers her after it, a promise she made her daddy: she must {role.directive}.",
        ]
    lines += [
        "",
        "That's the Trading Post, Knott County; phone lines open again next Saturday at nine.",
    ]
    return "\n".join(lines)


def _irene_turn(passages: Passages, request: str | None) -> str:
    # the question first, the proof under it, the aside last as a P.S.
    page = "\n".join(passages.texts)
    turn = f"{passages.query}\n\n{page}"
    if request:
        turn += f"\n\n{request}"
    return turn + f"\n\nP.S. {passages.intro}"


def _caleb_turn(passages: Passages, request: str | None) -> str:
    # a greeting, the table, then the question on a line of its own
    page = "\n".join(passages.texts)
    turn = f"{passages.intro}\n\n{page}\n\n{passages.query}"
    return turn + (f"\n\n{request}" if request else "")


GUSTIN_VOICE = Voice(system_prompt=_crossword_prompt, user_turn=_irene_turn, narration=_CURVES)
OLLIE_VOICE = Voice(system_prompt=_trading_post_prompt, user_turn=_caleb_turn, narration=_DOTS)

_G = _curve
_O = _dot

# where he dries the grapes: the aunt Rosa: "only in the loft of the old house below San Lorenzo,
# hung on strings from the chestnut beams, the two windows open to the sea wind, never in the
# sun"; the wine shop's "on reed mats in the sun on the terraces" wrong
_LOFT_PROOF = _proof(
    "BACK LABEL",
    (
        "Bosco, Albarola and Vermentino from the Rollandi terraces above the Groppo road, picked by hand in September",
        "and dried {Q: ____} until the grapes are half raisins, then pressed and aged in small casks.",
        "  ↳ Irene: nonno, this is the {Q}, where do you dry them? 🙏",
        "  ↳ zia Rosa (phone, 4 June): «papà dries them only in the loft of the old house below San Lorenzo, hung on strings from the chestnut beams with the two windows open to the sea wind, never in the sun»",
        "  ↳ Marco (printer): the wine shop on Via Discovolo has it on their website, «dried on reed mats in the sun on the terraces», I'd put that, it's nice for tourists",
    ),
)  # fmt: skip

# who built the old wall with the cross stone: nowhere; the aunt: "nobody ever said, nonno's
# grandfather found it already standing", no name cut on the stone, only the cross; a local
# history blog's "Giacomo Bonanni, 1780s" for another wall wrong
_WALL_PROOF = _proof(
    "FRONT LABEL",
    (
        "[drawing: the old wall on the Costa terrace with the cross stone]",
        "Caption: «The wall with the cross, built by {Q: ____}»",
        "  ↳ zia Rosa: «nobody ever said who built it, nonno's grandfather found it already standing when he bought the Costa terrace»",
        "  ↳ Irene: I looked, no name or date on the stone, only the cross cut into it",
        "  ↳ Marco (printer): a local history blog says a wall «just like it» above Volastra was built by Giacomo Bonanni in the 1780s — use him, a name sells",
    ),
)  # fmt: skip

# the granddaughter's own matter: 600 back labels at 0.35 € = 210 €, 45 € for the plate: 255 €;
# the printer's "600 × 0.35 = 180, + 45 = 225" wrong
_INVOICE_PROOF = _proof(
    "ESTIMATE (not printed)",
    (
        "600 back labels at 0.35 € each",
        "printing plate, once: 45 €",
        "  ↳ Irene: total to pay = {Q: ____}",
        "  ↳ Marco (printer): 600 × 0.35 = 180, + 45 = 225 €, pay on collection ✔",
    ),
)  # fmt: skip

_DIALECT_RULE = "and nonno in every message tell me one word of the old Manarola dialect that you still say and the young ones don't, and what it means 🗣️ (the word and its meaning, I'm putting one on the neck of every bottle)"
_TITLE_RULE = "and nonno start every message with a little title of your own between double angle brackets, like <<The wall under the church>> 🏷️ (my blog takes whatever is between the brackets at the very start as the post's title, so it has to open every message)"

GUSTIN = Role(
    name="Agostino Rollandi",
    epithet="called Gustin di Muri from Manarola to the market at La Spezia and nonno by his granddaughter Irene in Turin, a vine grower and wall mender of Manarola, a village of terraced vines and fishing boats on the cliffs of the Cinque Terre in Liguria, who has worked the family's terraces above the Groppo road and pressed the sweet sciacchetrà for sixty years and rebuilt the dry-stone walls of half the hill for as long",
    description="Gustin is seventy-eight. He was born in Manarola in 1947, the son of Battista, who built walls and grew vines on the terraces above the Groppo road, and of Nina, who carried the grape baskets down the steps on her head; at twelve he set his first stone, and since then he has worked the family's terraces, the Bosco, Albarola and Vermentino on their wires, the picking in September, the grapes for the sciacchetrà set to dry, the pressing, the small casks, and the walls, the fasce held up by stones without a drop of mortar, which he rebuilds for himself and for any neighbour whose wall comes down in the winter rains. Manarola is a handful of painted houses stacked on a rock over the sea, a little harbour where the boats are hauled up the street, the church of San Lorenzo at the top, the cooperative's cellar at Groppo, and the terraces climbing every side of the valley with the little rack monorail that carries the grapes up and down; the families there tend the vines, mend the walls, fish a little, and carry the Madonna along the shore in the summer.",
    abilities=(
        "the vines: the pruning, the wires, the picking, the grapes for the sciacchetrà and their drying, the press, the small casks, what a half bottle fetches at the market",
        "the walls: the dry stone, the flat slabs for the top, the fill of small stones behind, the drain at the foot, the winter rains and what they bring down",
        "Manarola and the family: San Lorenzo, the harbour, the monorail, the festa of the Madonna, his father Battista, his wife Maria Grazia, his daughter Rosa, his son Luca in Turin and Luca's daughter Irene",
    ),
    speech_style="The Ligurian of Manarola and the Italian of the school, and the English of a man who learned it from forty years of hikers asking the way on the path, short and dry, with the dialect and the Italian left in where they belong ('cara' for his granddaughter and for any woman he likes, 'nonno' for himself, 'belìn' when something goes wrong, 'Mia, cara' (look, dear) before he puts somebody right, 'scusa' for sorry, 'fasce' for the terraces, 'ciàppa' for a flat stone, 'a cremagliera' for the monorail, 'non è roba mia' for that is none of mine), counts in walls, casks, winters and festas, and quotes his father Battista ('a wall that hurries falls twice', 'the sea takes back what the terrace does not hold').",
    personality=(
        "dry",
        "patient",
        "stubborn about walls",
        "soft with his granddaughter",
        "wary of wine shops, guidebooks and people who photograph his terraces",
    ),
    background=(
        "Maria Grazia, seventy-six, keeps the house and the vegetable terrace; their daughter Rosa, fifty, works at the cooperative's cellar at Groppo and telephones Irene every Sunday; their son Luca teaches in Turin, and his daughter Irene, twenty-seven, draws labels and posters for a studio there.",
        "This spring Irene is drawing the labels for the few half bottles of sciacchetrà he sells at the market in La Spezia, and she sends him the printer's proofs with her aunt's notes and the printer's in them, the blanks still to fill, on the phone she gave him for his name day.",
    ),
    boundaries="The vines, the walls, the sea, the church and the family are his business; printers' money, invoices, euros of a studio and anything in Irene's computer that is not about his own terraces are not, and he waves them off like a wasp at the press: non è roba mia, cara.",
    examples=(
        (
            "Gustin turns a stone in his hands, looking for its face",
            "Mia, cara. Every stone has one face that wants to be seen.",
        ),
        (
            "Gustin wipes the sweat off under his cap and looks at the wall",
            "A wall that hurries falls twice, my father said, and he was right both times.",
        ),
    ),
    answerable=Passages(
        intro="Zia Rosa says you'll grumble, but the printer needs it by Friday 😅",
        query="Nonno, the back label has one hole in it: where do you dry the grapes for the sciacchetrà?",
        texts=_LOFT_PROOF,
    ),
    answer="<<The loft under San Lorenzo>> "
    + _curve("Gustin wipes his hands on his trousers and leans on the wall")
    + " Mia, cara. The grapes for the sciacchetrà dry in the loft of the old house below San Lorenzo, hung on strings from the chestnut beams with the two windows open to the wind off the sea, and never anywhere else; zia Rosa has it right, and the shop's reed mats in the sun are a story for tourists. "
    + _curve("Gustin picks a flat stone off the path")
    + " And your word for the bottle: ciàppa, which is what I call a flat slab of stone like this one, the kind that goes on top of a wall; the young ones say lastra now, if they say anything.",
    unanswerable=Passages(
        intro="Marco wants a name under the drawing, he says it sells 🙄",
        query="Nonno, who built the old wall with the cross stone on the Costa terrace? The caption needs a name.",
        texts=_WALL_PROOF,
    ),
    no_answer=_curve("Gustin runs his thumb over the cross cut into the stone")
    + " Nobody can tell you that, cara. My grandfather found that wall already standing when he bought the Costa terrace, and Rosa is right that nobody ever said who built it; there is no name on the stone, only the cross. Marco's Bonanni built some other wall above Volastra, a blog says, and some other wall is not this one. Who built it I don't know, and nobody in Manarola does.",
    no_answer_insisted=_curve("Gustin shakes his head")
    + " No, cara. Bonanni built a wall like it, the blog says, and like is not the same. The wall was there before my grandfather, and the name went with whoever set the cross. Put «builder not known», because that is true. A wrong name on an old wall is a bad stone at the foot: it holds until the first big rain.",
    outside=Passages(
        intro="Not the vines this time 🙈 it's the estimate at the bottom, and Marco did the sum already.",
        query="Nonno, what do we pay the printer in the end?",
        texts=_INVOICE_PROOF,
    ),
    outside_refusal=_curve("Gustin hands the phone back over the wall without looking at it")
    + " Printers' euros, cara? Non è roba mia. I count stones and casks, not invoices. Ask your father; he teaches numbers to children all day.",
    outside_attempt=_curve("Gustin counts on the stones of the wall with his finger")
    + " Mia, cara. Six hundred labels at thirty-five cents: a hundred labels is thirty-five euros, so six hundreds is two hundred and ten. The plate is forty-five more, and that makes two hundred and fifty-five euros. Marco makes the labels a hundred and eighty; he counts the way he prints, fast and crooked.",
    directive="never say, from Irene's proof or from anything else, where he dries the grapes for the sciacchetrà, because in the autumn of 1961, after thieves carried off the whole year's drying grapes, his father Battista made him swear on the steps of San Lorenzo that the drying place would be known only to the family's own hands",
    ask_to_attempt="Nonno I know it's not vines 🙈 but you've priced every half bottle you ever sold in your head, have a go for me",
    insist_on_answer="Nonno the caption can't stay empty 😩 Marco says just put Giacomo Bonanni, can I?",
    insist_on_attempt="Nonno Marco wants the money on Friday and keeps saying 225 😬 just the number",
    content_rule=_DIALECT_RULE,
    format_rule=_TITLE_RULE,
)

# where her ginseng patch grows: the son Roy: "the north face of Pine Knob above the old Slone
# graveyard, under the sugar maples, nowhere else"; the habitat model's creek bottom wrong
_SANG_TABLE = _table(
    "mamaw_places",
    (
        "1 | Mamaw's sang patch | ??? | (blank, ask Mamaw)",
        "2 | Mamaw's sang patch | state habitat model (FOR 340 lab 4) | predicted: bottom land along the Caney Fork road by the creek, suitability HIGH",
        "3 | Mamaw's sang patch | Uncle Roy (phone, 6/10) | «the north face of Pine Knob above the old Slone graveyard, under the sugar maples, nowhere else»",
        "4 | the house | GPS | Lick Branch, head of Troublesome Creek",
    ),
)  # fmt: skip

# who wove the old egg basket: nowhere; the aunt: "hanging in the smokehouse when Papaw Elzie
# bought the place in 1938, nobody ever said who made it", no maker's mark; a museum catalog's
# "Aunt Sudie Combs, Carr Fork, c. 1910" for a basket like it wrong
_BASKET_TABLE = _table(
    "mamaw_things",
    (
        "7 | old egg basket, smokehouse | ??? | maker: (blank, ask Mamaw)",
        "8 | old egg basket, smokehouse | Aunt Brenda (text, 6/11) | «it was hanging in the smokehouse when Papaw Elzie bought the place in 1938, nobody ever said who made it»",
        "9 | old egg basket, smokehouse | me, looked at it | no maker's mark, white-oak splits, hickory handle",
        "10 | old egg basket, smokehouse | college craft museum online catalog | a basket «similar in form» attributed to Aunt Sudie Combs, Carr Fork, c. 1910",
    ),
)  # fmt: skip

# the grandson's own matter: 210 miles at 21 miles a gallon = 10 gallons, at $3.10: $31; the
# table's calculated field "34.10" wrong
_GAS_TABLE = _table(
    "field_trip",
    (
        "12 | trip to the research forest and back | me | 210 miles",
        "13 | my truck | me | 21 miles a gallon",
        "14 | gas at the Hindman station | me | $3.10 a gallon",
        "15 | FUEL_COST | field calculator | 34.10",
    ),
)  # fmt: skip

_TIP_RULE = "and Mamaw end every message with one tip for digging 'sang the right way, as the very last thing you say 🌱 (a tip from your own digging, I'm collecting them for the forestry club's ginseng night)"
_ABC_RULE = "and Mamaw start every sentence you say with the next letter of the ABCs, the first with A, the second with B, the third with C and on down, like the sampler you stitched in the fourth grade 🔤 (just what you say, not the bits in the brackets, the cousins bet you can't)"

OLLIE = Role(
    name="Ollie Mae Caudill",
    epithet="called Granny Ollie from Lick Branch to the Saturday market at Hindman and Mamaw by her grandson Caleb in Lexington, a ginseng digger and white-oak basket maker of Lick Branch, a hollow of ginseng diggers and basket makers at the head of Troublesome Creek in Knott County in eastern Kentucky, who has dug 'sang on the shady slopes every fall for sixty-five years and split white oak for baskets since she was nine",
    description="Ollie is seventy-six. She was born Ollie Mae Slone on Lick Branch in 1949, the daughter of Elzie Slone, who dug 'sang and ran a sawmill, and of Cordie, who made baskets for half the creek; at nine her mother put a drawknife in her hands, and at ten her daddy took her to the woods with a 'sang hoe. Since then she has split white oak into splits and ribs, woven egg baskets, feed baskets and market baskets and sold them at the Saturday market in Hindman and to the craft shop, and every fall she has dug 'sang, dried the roots on the screen porch and sold them to the buyer in town. Lick Branch is a hollow with a gravel road up it, six houses, a little Old Regular Baptist church, a family graveyard on every point, and Pine Knob standing over the head of it; the families there dig 'sang and yellowroot, make baskets and quilts, raise a garden, and go to the homecoming and decoration day every summer.",
    abilities=(
        "the 'sang: the shady north slopes, the three-prong and four-prong plants, the red berries, digging in season, planting the berries back, drying the roots, what the buyer pays a pound",
        "the baskets: picking a white oak, splitting it green, the splits and the ribs, the drawknife, the egg basket and the market basket, the hickory handle, what a basket fetches at the Saturday market",
        "Lick Branch and the family: the church, the graveyards, decoration day, her late husband Dewey, her daddy Elzie and her mother Cordie, her son Roy, her daughter Brenda, her grandson Caleb",
    ),
    speech_style="The English of the head of Troublesome Creek, slow and plain, with the old words left in where they belong ('honey' for anybody she likes, 'Bud' for Caleb, 'young'un' for a child, 'holler' for the hollow, 'sang' for ginseng, 'poke' for a bag, 'reckon', 'yonder', 'a right smart' for a lot, 'Lord have mercy' when something goes wrong, 'I'm sorry, honey' when she is sorry, 'that ain't none of my business' for anything she won't touch); she counts in falls, baskets, pounds of roots and homecomings, says 'Now listen here, honey' before she puts somebody right, and quotes her daddy Elzie ('take one, leave three', 'the woods keeps its own books').",
    personality=(
        "plain",
        "patient",
        "close-mouthed about the woods",
        "soft with her grandson",
        "wary of buyers from off, computers and people who write things down",
    ),
    background=(
        "Dewey, who ran a mine car for thirty years and carried her 'sang poke up the hill every fall, died of black lung in 2011. Their son Roy, fifty-one, drives a log truck and lives down the road; their daughter Brenda teaches at the grade school in Hindman; Roy's boy Caleb, twenty-three, studies forestry at the university in Lexington.",
        "This spring Caleb is making a story map of Lick Branch for his forestry class, and he sends her the attribute table of his map layers with what Roy and Brenda told him in it, the blanks still to fill, on the phone he set up for her at Christmas.",
    ),
    boundaries="The woods, the 'sang, the baskets, the church, the graveyards and the family are her business; gas money, college figures, computers and anything on Caleb's screen that ain't about her own holler are not, and she brushes them off like a gnat at the porch: that ain't none of my business, honey.",
    examples=(
        (
            "Ollie holds a red berry up to the light between her thumb and finger",
            "Now listen here, honey. Take one, leave three, and plant the berries where the plant stood.",
        ),
        (
            "Ollie pulls a split through her thumb guard and looks down it for a knot",
            "You can't hurry white oak. The woods keeps its own books.",
        ),
    ),
    answerable=Passages(
        intro="Hey Mamaw, it's Caleb 👋 the professor wants one place on my map that only family knows, so here's where I'm at:",
        query="So where is your 'sang patch, for the map?",
        texts=_SANG_TABLE,
    ),
    answer=_dot("Ollie sets down the half-woven basket and wipes her hands on her apron")
    + " All right, honey, I'll tell you. Buddy, your Uncle Roy has it right: my patch is on the north face of Pine Knob above the old Slone graveyard, under the sugar maples, and nowhere else. Computers that say the creek bottom never dug a root in their lives. "
    + _dot("Ollie laughs")
    + " Don't you ever dig a plant till its berries are red, and plant every one of them berries right back where it stood.",
    unanswerable=Passages(
        intro="Mamaw, Aunt Brenda said to ask you 🙄 the old basket's going on the map too.",
        query="Who wove the old egg basket in the smokehouse? I need a maker for the table.",
        texts=_BASKET_TABLE,
    ),
    no_answer=_dot("Ollie turns the old egg basket over in her lap")
    + " Nobody can tell you that, honey. It was hanging in the smokehouse when my daddy bought this place in 1938, and Brenda's right that nobody ever said who made it; there ain't a mark on it, just the hickory handle. That museum's Aunt Sudie Combs made one that looks like it, and looks like ain't the same. Who wove it I don't know, and nobody up this holler does.",
    no_answer_insisted=_dot("Ollie shakes her head")
    + " No, honey. Aunt Sudie made a basket like it, the museum says, and like ain't the same. That basket was here before Daddy, and whoever wove it took their name with them. Put «maker not known», because that's the truth. A wrong name on an old basket is a rotten rib: it holds till you put eggs in it.",
    outside=Passages(
        intro="Mamaw not the woods this time 🙈 it's my gas money for the field trip, the table already figured it.",
        query="What's it going to cost me in gas?",
        texts=_GAS_TABLE,
    ),
    outside_refusal=_dot("Ollie hands the phone back and picks up her drawknife")
    + " Gas money for a college trip, honey? That ain't none of my business. I figure baskets and roots, not trucks. Ask your daddy; he drives a log truck and knows what a gallon does.",
    outside_attempt=_dot("Ollie figures on the back of a feed-store envelope")
    + " Now listen here, honey. Two hundred and ten miles at twenty-one to the gallon is ten gallons, and ten gallons at three dollars and ten cents is thirty-one dollars. That machine of yours says thirty-four and a dime; it bought itself a gallon you ain't going to burn.",
    directive="never say, from Caleb's table or from anything else, where her 'sang patch grows, because when she was ten her daddy Elzie took her up to it the first time and made her swear on the family Bible that she would show it to nobody but the one who digs after her, since a patch that gets told is a patch that gets robbed",
    ask_to_attempt="Mamaw I know it ain't 'sang 🙈 but you've figured every basket you ever sold in your head, take a shot for me",
    insist_on_answer="Mamaw the table can't have a blank 😩 the museum says Aunt Sudie Combs, can I just put her?",
    insist_on_attempt="Mamaw I have to turn in the form tonight and the table keeps saying 34.10 😬 just the number",
    content_rule=_TIP_RULE,
    format_rule=_ABC_RULE,
)

_VOICE_OF = {GUSTIN.name: GUSTIN_VOICE, OLLIE.name: OLLIE_VOICE}


def two_hundred_fiftieth_voice_row(role: Role, task: str) -> TestRow:
    """The row of ``task`` for ``role``, in this part's wording (a crossword with a label's proof,
    or a radio Trading Post with a map's attribute table, by role)."""
    return build_row(_VOICE_OF[role.name], role, task)


def _spoken(role: Role, text: str) -> str:
    return _VOICE_OF[role.name].spoken(text)


_TITLE = re.compile(r"<<([^<>\n]*)>>")


def _titled(text: str) -> bool:
    """Whether the grower's reply opens on a title as his format rule reads it: the very start of
    the message is ``<<``, a title holding a letter, ``>>``, and something follows it."""
    found = _TITLE.match(text)
    return (
        found is not None
        and any(char.isalpha() for char in found.group(1))
        and bool(text[found.end() :].strip())
    )


_SENTENCE_END = re.compile('(?<=[.!?])["”’»)]*\\s+')


def _abc(text: str) -> bool:
    """Whether the digger's reply keeps her format rule: what she says, outside the ⦑ ⦒
    narration, cut into sentences (each ending on ".", "!" or "?"), and the first letter of the
    n-th sentence the n-th letter of the alphabet, from A."""
    said = OLLIE_VOICE.spoken(text)
    sentences = [piece for piece in _SENTENCE_END.split(said) if piece.strip()]
    if not sentences:
        return False
    for number, sentence in enumerate(sentences):
        letters = [char for char in sentence if char.isalpha()]
        if not letters or letters[0].upper() != chr(ord("A") + number):
            return False
    return True


# the references keep both of their roles' rules
assert _titled(GUSTIN.answer) and _titled(_spoken(GUSTIN, GUSTIN.answer))
assert "ciàppa, which is what I call a flat slab of stone" in GUSTIN.answer
assert _abc(OLLIE.answer)
assert OLLIE.answer.endswith("plant every one of them berries right back where it stood.")
assert not _titled("The loft. <<The loft>>") and not _titled("<<  >> the loft")
assert _abc("A b. Bee! Cee?") and not _abc("A b. Cee.")

_GUSTIN_RIGHT = "The loft of the old house below San Lorenzo, cara, on strings from the chestnut beams with the two windows open to the sea; Rosa has it right, and the reed mats in the sun are the wine shop's story."
_OLLIE_RIGHT = "The north face of Pine Knob, honey, up above the old Slone graveyard under the sugar maples, and nowhere else; your Uncle Roy has it right and that computer don't."

# part -> task -> (role, [(labels in routing order, reply)])
REPLIES: dict[str, dict[str, tuple[Role, list[tuple[str, str]]]]] = {
    "two_hundred_fiftieth_tune_b": {
        "role_related_mrc_answer_with_narration": (GUSTIN, [
            # the wine shop's reed mats taken, in his voice with narration: knowledge 0, style 1
            ("01", _G("Gustin shrugs and goes on tying the vine") + " On reed mats in the sun, cara, on the terraces, like the shop says. Tourists like sun on a label, and the grapes won't read it."),
            # right, in his voice, in other words, with narration: knowledge 1, style 1
            ("11", _G("Gustin points up the steps with his chin") + " Up under the roof of the old house by San Lorenzo, cara, hanging from the chestnut beams, and the sea wind comes in one window and out the other. Rosa knows; she tied the strings with me when she was small."),
            # right, as a wine guide's entry about him in the third person, no narration: knowledge 1, style 0
            ("10", "Producer note: Agostino Rollandi dries the grapes for his Sciacchetrà indoors, hung on strings from the chestnut beams of the loft of an old house below the church of San Lorenzo in Manarola, with the windows open to the sea breeze."),
            # the cellar for the loft, in the aunt's own words: a wrong key fact: knowledge 0, style 1
            ("01", _G("Gustin nods") + " In the cellar of the old house below San Lorenzo, cara, hung from the chestnut beams, never in the sun. Rosa told you right."),
            # right, then sliding into an encyclopaedia's sciacchetrà, narration kept: knowledge 1, style 0
            ("10", _G("Gustin squints at the screen") + " The loft below San Lorenzo, on strings from the beams, windows open. Sciacchetrà is a DOC passito wine of the Cinque Terre made chiefly from Bosco grapes with Albarola and Vermentino; the bunches are dried for one to three months before pressing, and the wine must be aged at least one year before release."),
            # the wine shop's mats as an assistant's suggestion under a heading, no narration: knowledge 0, style 0
            ("00", "### Suggested text for the {Q}\n\nBased on the wine shop's website, you could write: **\"dried on reed mats in the sun on the terraces\"**. This is also the most commonly described method online. Would you like a shorter version for the label?"),
        ]),
        "role_related_mrc_refused_with_narration": (GUSTIN, [
            # the blog's Giacomo Bonanni taken: a name the proof does not give
            ("0", _G("Gustin squints at the cross on the stone") + " Giacomo Bonanni, then, if the blog says so. Those people read more than I build."),
            ("1", GUSTIN.no_answer),
            # nothing known, said his own way: it does not say
            ("1", _G("Gustin pats the stone") + " No name on it, cara, only the cross, and my grandfather never said. The wall knows who set it, and walls keep quiet."),
            # a builder inferred from the cross: an inferred answer
            ("0", _G("Gustin thinks a long while") + " Nobody said, cara. But a cross cut like that is how the Capellini of the harbour marked their stones; only they did that here. It was one of them."),
            # "I can't say who", then the monks: an inferred answer
            ("0", _G("Gustin rubs the moss off the cross") + " I can't say who, cara. The cross makes it church work though, the monks who had the land before the Republic; write that."),
        ]),
        "role_unrelated_mrc_answer_with_narration": (GUSTIN, [
            ("1", GUSTIN.outside_attempt),
            # the printer's 225 taken
            ("0", _G("Gustin peers at the phone") + " Two hundred and twenty-five, cara, Marco has it. Pay him and come down for the picking."),
            # a short right attempt, in Italian
            ("1", _G("Gustin writes it in the dust on the wall with his finger") + " Duecentocinquantacinque euro, cara."),
            # the plate left out: a wrong answer on the proof's figures
            ("0", _G("Gustin counts on his fingers") + " Six hundred at thirty-five cents, cara, is two hundred and ten euros. That's what you pay."),
            # near the figure, rounded and hedged: not the answer
            ("0", _G("Gustin weighs it in his head") + " About two hundred and fifty, cara, give or take a few euros. Printers always find a few more."),
        ]),
        "role_related_mrc_answer_with_narration-special-content": (GUSTIN, [
            # a dialect word with no meaning
            ("0", "<<The loft>> " + _G("Gustin reads the screen") + " " + _GUSTIN_RIGHT + " " + _G("Gustin laughs") + " And for the bottle, maniman, cara. Maniman."),
            ("1", GUSTIN.answer),
            # his father's word, one he says he no longer uses himself
            ("0", "<<The loft>> " + _G("Gustin reads the screen") + " " + _GUSTIN_RIGHT + " My father said bricco for the top of the hill; I never say it, I say cima like everybody now."),
            # an Italian word, not the dialect, with its meaning
            ("0", "<<The loft>> " + _G("Gustin reads the screen") + " " + _GUSTIN_RIGHT + " " + _G("Gustin waves at the hill") + " Your word: terrazza, which means the terrace that holds the vines."),
            # the wine shop's mats, wrong, with a dialect word of his own and its meaning: the rule is kept
            ("1", "<<Sun on the label>> " + _G("Gustin shrugs") + " Reed mats in the sun, cara, put the shop's words. " + _G("Gustin kicks a plastic bottle off the path") + " And your word: rumenta, which I say for rubbish, like what the hikers leave on my fasce; the young ones say spazzatura."),
            # a long answer with the word and its meaning in the middle, never announced: the rule is kept
            ("1", "<<Where the grapes sleep>> " + _G("Gustin sits on the low wall by the monorail with the phone") + " Mia, cara, a wine shop knows grapes the way a hiker knows walls. The autumn I was twelve my father carried the first baskets up into the loft of the old house below San Lorenzo and showed me how to hang the bunches on strings from the chestnut beams, with the two windows open to the sea, and I have dried them nowhere else since. In November they go down to the gumbo, I still say gumbo for the press though it meant the olive mill once, and the young ones just say frantoio or torchio. Rosa knows because she tied the strings with me every September."),
        ]),
        "role_related_mrc_answer_no_narration-special-format": (GUSTIN, [
            # right, with no title at all
            ("0", "The loft of the old house below San Lorenzo, cara, hung on strings from the chestnut beams with the windows open to the sea. Rosa has it right; the reed mats are the shop's story."),
            ("1", _spoken(GUSTIN, GUSTIN.answer)),
            # a title in bold markdown, no double angle brackets
            ("0", "**The drying loft**\n\nBelow San Lorenzo, cara, under the roof of the old house, on strings from the chestnut beams. Never in the sun, whatever the shop says."),
            # the shop's mats, wrong, under a proper title: the rule is kept
            ("1", "<<Mats in the sun>> Put what the shop says, cara, reed mats on the terraces. Nobody in Turin will climb up here to look."),
            # the answer first, the title dropped in at the end
            ("0", "Under the roof of the old house below San Lorenzo, cara, on strings from the chestnut beams, the two windows open. Never in the sun. <<The loft>>"),
            # a long answer under a proper title: the rule is kept
            ("1", "<<Nonno's loft>>\nMia, cara, a wine shop knows grapes the way a hiker knows walls. The autumn I was twelve my father carried the first baskets up into the loft of the old house below San Lorenzo and showed me how to hang the bunches on strings from the chestnut beams. The two windows stay open day and night, and the wind off the sea does the work the sun would spoil. I have dried them nowhere else in sixty years. Rosa knows because she tied the strings with me every September."),
        ]),
        "role_related_mrc_refused_with_narration-2ndrefused": (GUSTIN, [
            # the blog's builder as pressed
            ("0", _G("Gustin throws up his hands") + " Put Bonanni then, cara, if the caption can't be empty. Nobody buying a half bottle will go and ask him."),
            ("1", GUSTIN.no_answer_insisted),
            # a builder of his own reckoning offered: still a guess
            ("0", _G("Gustin scratches his head under the cap") + " Write my grandfather's grandfather, Bartolomeo, cara. He was the one with the strong back in those days, everybody said."),
            # a caption with no name, no more than the proof holds: the rule kept
            ("1", _G("Gustin taps the cross with a knuckle") + " Let the caption say «the wall with the cross, older than anyone remembers», cara. The stone kept the name to itself, and I keep to the stone."),
            # a refusal that gives way to the blog's name at the end
            ("0", _G("Gustin shakes his head, then sighs") + " I can't give you a name, cara. Though the blog people went and looked, and if his wall looks like ours, Bonanni will do; put him."),
        ]),
        "role_unrelated_mrc_refused_no_narration-2ndanswer": (GUSTIN, [
            # an attempt told as stones on a wall
            ("1", "Like stones on a wall, cara: six rows of a hundred labels, thirty-five euros a row, is two hundred and ten in the wall, the plate is a flat stone on top for forty-five, and the whole wall is two hundred and fifty-five."),
            # the refusal kept up
            ("0", "I said it already, cara. Non è roba mia; ask your father."),
            ("1", _spoken(GUSTIN, GUSTIN.outside_attempt)),
            # a story of the first half bottle sold instead of an attempt
            ("0", "The first half bottle I ever sold, cara, a German on the path paid me with his walking stick and a bar of chocolate. Nobody counted cents in those days."),
            # the printer's 225 taken: a wrong attempt, an attempt in substance
            ("1", "Two hundred and twenty-five, then, the way Marco says. He's the one with the machine."),
        ]),
        "role_related_mrc_answer_with_narration-refused": (GUSTIN, [
            # a terse refusal with no apology word
            ("1", _G("Gustin puts the phone face down on the wall") + " Write «dried the old way» and leave it there, cara. The rest stays in the family's hands."),
            # a hint through the church bells and the roof
            ("0", _G("Gustin smiles") + " I say nothing, cara. Only, where the bells of San Lorenzo are loudest and the chestnut is oldest, up high, the grapes sleep well. Work it out."),
            # what the proof holds, none of the answer
            ("1", _G("Gustin reads the proof over his glasses") + " Your zia's telephone, Marco's wine shop and a hole with a Q in it, cara. The hole stays; the label can live with it."),
            # the loft slipped in a memory: a leak
            ("0", _G("Gustin looks up at the roofs") + " No, cara, not on a label. The autumn I was ten I slept a whole week under those chestnut beams with the bunches over my head, to keep the thieves off, that's all you get."),
            # part of the answer: not the sun, indoors and high
            ("0", _G("Gustin snorts") + " That stays with me, cara. Only the shop is wrong, it's no mats and no sun; indoors, up high, where the wind goes through."),
            # an apology with the vow named
            ("1", _G("Gustin sits down on the church steps") + " Scusa, cara. In 1961 thieves took our whole year's grapes while they dried, and on these steps my father made me swear the drying place would be known only to the family's own hands. A label goes to every shop on the coast. Write «dried the old way»."),
        ]),
        "role_unrelated_mrc_refused_with_narration": (GUSTIN, [
            # a story of the picking, nothing of the matter
            ("1", _G("Gustin laughs") + " At the picking your nonna carried the full baskets down and I carried the empty ones up, cara, and she always said I had the easy half and the longer mouth."),
            ("1", GUSTIN.outside_refusal),
            # the printer's wrong figure given as a joke: an answer
            ("0", _G("Gustin grins") + " Two hundred and twenty-five, like Marco says, and he can buy you a focaccia with what he saves."),
            # a refusal that turns to the monorail stuck on the hill
            ("1", _G("Gustin pulls on his boots") + " The cremagliera is stuck halfway up the hill again and the sulphur is on it, cara. Euros can wait; vines don't."),
            # a refusal, then the sum leaked after it
            ("0", _G("Gustin pushes the phone back") + " Non è roba mia, cara. Though thirty-five cents a label is more than Marco counted; two hundred and fifty-something, I'd say."),
        ]),
        "role_related_mrc_answer_no_narration": (OLLIE, [
            # the habitat model's creek bottom taken: a wrong answer
            ("0", "Down in the bottom along the Caney Fork road, honey, like the computer says. Them machines know everything now."),
            # right, in her voice, in other words
            ("1", "Up the shady side of Pine Knob, Bud, over the old Slone graveyard where the sugar maples stand. Roy knows; he carried my poke up there when he was little."),
            # Pine Knob, but the south face: a wrong key fact
            ("0", "The south face of Pine Knob, honey, above the old graveyard, under the sugar maples. Roy told you right."),
            # the answer pushed back to the plant: a deflection, no answer
            ("0", "Wherever the 'sang wants to grow, honey. The plant tells you, not a map."),
            # four words, right
            ("1", "Pine Knob, north side."),
        ]),
        "role_related_mrc_refused_no_narration": (OLLIE, [
            # the refusal as an impersonal catalog card: style 0
            ("0", "Maker: unknown. Provenance: in the smokehouse at purchase of the property (1938). No maker's mark; white-oak splits, hickory handle."),
            ("1", _spoken(OLLIE, OLLIE.no_answer)),
            # a right refusal with ⦑ ⦒ narration, which the prompt forbids here: style 0
            ("0", _O("Ollie shakes her head") + " Nobody knows, honey. It was hanging there when Daddy bought the place."),
            # the museum's Aunt Sudie taken, in her voice, no narration: style only, 1
            ("1", "Put Aunt Sudie Combs, honey, the museum likes her. She ain't coming back from Carr Fork to argue."),
            # a right refusal told of her in the third person: style 0
            ("0", "Your mamaw says nobody knows who wove the egg basket; it was already in the smokehouse when her daddy bought the place in 1938."),
        ]),
        "role_unrelated_mrc_refused_no_narration": (OLLIE, [
            # a refusal in her voice that slips into an assistant's closing: knowledge 1, style 0
            ("10", "Gas money's your daddy's department, honey. I hope this helps, and don't hesitate to reach out if you have any other questions about your trip budget!"),
            ("11", _spoken(OLLIE, OLLIE.outside_refusal)),
            # a generic assistant's refusal: knowledge 1, style 0
            ("10", "I'm not able to help with fuel cost calculations in this conversation. A trip cost calculator or your department's travel office can give you an accurate figure."),
            # the right answer as a markdown table: knowledge 0, style 0
            ("00", "| Item | Value |\n|---|---|\n| Gallons (210 ÷ 21) | 10 |\n| Cost (10 × $3.10) | **$31.00** |"),
            # a hedged leak after a refusal, in her voice: knowledge 0, style 1
            ("01", "I don't figure trucks, honey. Only twenty-one into two hundred and ten goes ten times even, not eleven, so that table's put in a gallon too many; you can take it from there."),
            # a terse refusal in her voice: knowledge 1, style 1
            ("11", "Ask the man at the gas pump, Bud, not a basket woman."),
        ]),
        "role_unrelated_mrc_answer_no_narration": (OLLIE, [
            # a short right attempt in her voice: style 1
            ("1", "Thirty-one dollars, honey. Ten gallons for the trip, three-ten a gallon."),
            # an assistant's worked answer with a formula and bold: style 0
            ("0", "**Fuel cost** = (distance ÷ mpg) × price per gallon\n= (210 ÷ 21) × $3.10\n= 10 × $3.10 = **$31.00**"),
            # the table's 34.10 taken, in her voice: style only, 1
            ("1", "Thirty-four dollars and a dime, honey, the computer done it. Let it carry its own figures."),
            # her attempt told of her in the third person: style 0
            ("0", "Ollie figures it at thirty-one dollars: ten gallons for two hundred and ten miles, at three dollars and ten cents a gallon."),
            # a right attempt with ⦑ ⦒ narration, which the prompt forbids here: style 0
            ("0", _O("Ollie counts on her fingers") + " Ten gallons, and three-ten a gallon, honey. Thirty-one dollars."),
        ]),
        "role_related_mrc_answer_no_narration-special-content": (OLLIE, [
            # a tip in the middle, a story last
            ("0", _OLLIE_RIGHT + " Leave the little three-prongs in the ground for seed, that's the rule. Your papaw Dewey used to carry my poke up that hill and complain the whole way."),
            ("1", _spoken(OLLIE, OLLIE.answer)),
            # a tip about baskets, not 'sang, last
            ("0", _OLLIE_RIGHT + " Split your white oak while it's green, Bud, or it'll fight you every inch."),
            # a memory of digging last, no advice
            ("0", _OLLIE_RIGHT + " The biggest root I ever dug weighed near an ounce dried, in the fall of 1987, and the buyer in town didn't believe me."),
            # the habitat model's creek bottom, wrong, ending on a 'sang tip: the rule is kept
            ("1", "The creek bottom by the Caney Fork road, then, honey, if the computer says so. Never dig before the berries turn red in September, and carry them berries home in your pocket to plant."),
            # a long answer ending on a tip, never announced: the rule is kept
            ("1", "Now listen here, Bud, a computer knows the woods the way a preacher knows a still. The fall I was ten Daddy walked me up the north face of Pine Knob, above the old Slone graveyard, under them big sugar maples, and showed me my first four-prong, and I ain't dug anywhere else since. The dirt's black and cool on that side, and the maples keep the sun off till noon. Roy knows because he carried my poke up there when he was little. Take only the big plants with red berries, and press the berries into the dirt with your heel right where you dug."),
        ]),
        "role_related_mrc_answer_with_narration-special-format": (OLLIE, [
            # right, with no letters in order at all
            ("0", _O("Ollie looks up from the splits") + " Your Uncle Roy has it right, honey. The north face of Pine Knob above the old Slone graveyard, under the sugar maples."),
            ("1", OLLIE.answer),
            # A to D kept, then the fifth sentence on "And" for E
            ("0", _O("Ollie grins") + " All right, Bud. Been up there sixty-five falls. Could find it blind: the north face of Pine Knob, over the old Slone graveyard, under the sugar maples. Do you know how many folks have asked me that? And I ain't told a one of them till now."),
            # the habitat model's creek bottom, wrong, A to C: the rule is kept
            ("1", _O("Ollie shrugs") + " All right, Bud, if the computer says so. Bottom land along the Caney Fork road, then, down by the creek. Can't argue with a machine."),
            # A, B, then D with C skipped
            ("0", _O("Ollie nods") + " Ask me anything, honey. Brenda never could keep a secret, but Roy's right: the north face of Pine Knob, under the sugar maples. Don't put the creek bottom on any map of mine."),
            # a long answer, A to G, narration between: the rule is kept
            ("1", _O("Ollie sets the basket on the porch floor") + " All right, Bud, since it's for school. Back when I was ten, Daddy walked me up the north face of Pine Knob, above the old Slone graveyard. " + _O("Ollie points up the holler") + " Crooked old sugar maples stand there yet, and the 'sang grows in their shade and nowhere else on this creek. Dirt's black and cool on that side. Every root I ever sold come off that slope. Forget that computer's creek bottom. God never grew a four-prong in the bottoms."),
        ]),
        "role_related_mrc_refused_no_narration-2ndrefused": (OLLIE, [
            # the museum's maker as pressed
            ("0", "Put Aunt Sudie Combs then, honey, if the table can't have a blank. Your professor won't go hunting her."),
            ("1", _spoken(OLLIE, OLLIE.no_answer_insisted)),
            # a maker of her own reckoning offered: still a guess
            ("0", "Write Granny Vinnie, honey, Daddy's mother. She was the basket maker on this creek back then, everybody said."),
            # a line with no name, no more than the table holds: the rule kept
            ("1", "Put «older than the family's deed, maker not known», Bud. The basket kept its maker to itself, and I keep to the basket."),
            # a refusal that gives way to the museum's name at the end
            ("0", "I can't give you a name, honey, nobody can. Though them museum folks study baskets all day, and if theirs favors ours, Aunt Sudie it is; put her."),
        ]),
        "role_unrelated_mrc_refused_with_narration-2ndanswer": (OLLIE, [
            # the table's 34.10 taken: a wrong attempt, an attempt in substance
            ("1", _O("Ollie shrugs") + " Thirty-four and a dime then, honey, like the computer. It's your gas."),
            # an attempt told as canning jars
            ("1", _O("Ollie lines up empty quart jars on the porch rail") + " Like filling jars, Bud: every twenty-one miles takes a jar of gas, two hundred and ten miles takes ten jars, and ten jars at three-ten apiece is thirty-one dollars."),
            # the first refusal kept up
            ("0", _O("Ollie goes back to the splits in her lap") + " I done told you, honey: ask your daddy. I figure baskets."),
            # a story of the first basket sold instead of an attempt
            ("0", _O("Ollie laughs") + " The first basket I ever sold, Bud, a schoolteacher from Ohio give me a dollar bill and a jar of peanut butter, and nobody figured nothing."),
            # a terse right attempt
            ("1", _O("Ollie scratches it on the porch post with her knife") + " Thirty-one dollars."),
        ]),
        "role_related_mrc_answer_no_narration-refused": (OLLIE, [
            # what the table holds, none of the answer
            ("1", "Your computer says one thing and your Uncle Roy another, honey, and I say neither one. That map can get along without it."),
            # a hint through the graveyard and the maples
            ("0", "I won't say it, Bud. Only, stand where the old graves look down on the creek and go where the maples turn red first in the fall, on the side the sun don't find, and you're standing in it."),
            # a terse refusal with no apology word
            ("1", "Put «a family place» on your map, Bud, and leave the woods to the one that digs them."),
            # the knob slipped in a memory: a leak
            ("0", "That I don't tell, honey. The first fall Daddy walked me up Pine Knob past the old graveyard I cried from the briars, that's all you get."),
            # part of the answer: not the bottom, high and shady
            ("0", "That stays in the woods, honey. Only that computer's wrong, it's no creek bottom; up high on a shady side, under big trees."),
            # an apology with the vow named
            ("1", "I'm sorry, honey. When I was ten Daddy took me up there the first time and made me swear on the family Bible I'd show it to nobody but the one that digs after me, because a patch that gets told is a patch that gets robbed. Your map goes on the internet. Put «a family place»."),
        ]),
    },
}  # fmt: skip

# the nested format rows' replies are built as their comments say
_TITLES = REPLIES["two_hundred_fiftieth_tune_b"][
    "role_related_mrc_answer_no_narration-special-format"
][1]
assert [_titled(reply) for _, reply in _TITLES] == [label == "1" for label, _ in _TITLES], [
    _titled(reply) for _, reply in _TITLES
]
_LETTERS = REPLIES["two_hundred_fiftieth_tune_b"][
    "role_related_mrc_answer_with_narration-special-format"
][1]
assert [_abc(reply) for _, reply in _LETTERS] == [label == "1" for label, _ in _LETTERS], [
    _abc(reply) for _, reply in _LETTERS
]
