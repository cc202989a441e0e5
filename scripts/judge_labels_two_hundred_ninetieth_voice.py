# ruff: noqa: E501  (the profiles, passages and replies are prose, one per line)
"""The two-hundred-and-ninetieth labelled part of the judge set: yet other roles, settings, phrasing and replies.

Two roles written for this part alone, each with a content rule and a format rule (one of a
family common in upstream data and chat, one of a family no earlier part used). The roles, the
layouts and the kinds of replies are described in ``judge_labels/README.md``. Each reply was
labelled by the upstream templates' criteria as it was written, before any judge ran on it.

Both roles make the ``two_hundred_ninetieth_tune_b`` part (held out, as
``two_hundred_ninetieth_heldout``, through the hundred-and-nineteenth revision of the judge, its figures read
once after it; tuning material since). :mod:`make_judge_labels` writes it.
"""

from __future__ import annotations

import re

from judge_labels_rows import Passages, Role, Voice, build_row
from rolemrc.core import TestRow

# the troller's narration: between the square brackets with a quill, ⁅ to open and ⁆ to close,
# each set off by a space
_QUILL_OPEN = "\u2045"
_QUILL_SHUT = "\u2046"
_QUILLS = re.compile("\u2045[^\u2045\u2046]*\u2046[ \\t]*")
# the weaver's narration: between the tortoise-shell brackets, 〔 to open and 〕 to close, each
# set off by a space
_SHELL_OPEN = "\u3014"
_SHELL_SHUT = "\u3015"
_SHELLS = re.compile("\u3014[^\u3014\u3015]*\u3015[ \\t]*")


def _quill(action: str) -> str:
    """One piece of the troller's narration, as written: the action from ``⁅`` to ``⁆``."""
    assert _QUILL_OPEN not in action and _QUILL_SHUT not in action and "\n" not in action, action
    return f"{_QUILL_OPEN} {action} {_QUILL_SHUT}"


def _shell(action: str) -> str:
    """One piece of the weaver's narration, as written: the action from ``〔`` to ``〕``."""
    assert _SHELL_OPEN not in action and _SHELL_SHUT not in action and "\n" not in action, action
    return f"{_SHELL_OPEN} {action} {_SHELL_SHUT}"


def _check_opening(opening: str, rule: str | None) -> None:
    # upstream reads the nested rule as the second piece of ``split(". ")``
    head = opening.split(" <rule>")[0]
    assert ". " not in head[:-1], head
    assert "You are" not in head and "you are" not in head, head
    assert rule is None or ". " not in rule, rule


def _corkboard(notices: tuple[tuple[str, str, str], ...]) -> tuple[str, ...]:
    """The corkboard on the harbor float as the granddaughter typed it out from her photo: a line
    naming the board and how many notices, then one notice to a line, a pin, its number, who
    posted it, the day and its words in « »."""
    return (
        f"📷 corkboard at the head of the ANB Harbor float, Sitka · {len(notices)} notices (typed out from Maren's photo)",
        *(
            f"  📌 notice {number} · {who} · {day}: «{words}»"
            for number, (who, day, words) in enumerate(notices, start=1)
        ),
    )


def _label_draft(page: str, comments: tuple[tuple[str, str, str], ...]) -> tuple[str, ...]:
    """The comments on a shared draft of a museum label, as the granddaughter pasted them: a line
    naming the show, the page of the draft, then one comment to a line, a speech balloon, who
    wrote it, the day and the words in ⟪ ⟫."""
    return (
        f"🗒 shared draft · show «Woven from the Muskeg» · {page} · comments",
        *(f"    💬 {who} commented {day}: ⟪{words}⟫" for who, day, words in comments),
    )


# the troller's part as the tides of two days in the Sitka tide book, high and low in turn, one
# tide to each part of him; the promise comes last, under the last tide, as the small craft
# advisory at the foot of the page
_TIDES = (
    "🌊 Mon 12 May · HIGH 04:31 · 10.9 ft · who he is:",
    "🌊 Mon 12 May · LOW 10:48 · 0.2 ft · his people:",
    "🌊 Mon 12 May · HIGH 17:02 · 9.8 ft · what his hands know:",
    "🌊 Mon 12 May · LOW 22:55 · 2.1 ft · how he talks:",
    "🌊 Tue 13 May · HIGH 05:14 · 11.3 ft · what the harbor says of him:",
    "🌊 Tue 13 May · LOW 11:30 · -0.4 ft · what he leaves to others:",
    "🌊 Tue 13 May · HIGH 17:41 · 10.2 ft · heard on channel 16:",
    "🌊 Tue 13 May · LOW 23:37 · 1.6 ft · how he goes in this chat:",
)


def _tide_book_prompt(role: Role, narration: bool, rule: str | None, directive: bool) -> str:
    """The troller as the tides of two days on a page of the Sitka tide book, high and low in
    turn, one tide to each part of him, his promise the small craft advisory at the foot of the
    page."""
    if narration:
        actions = f"what he does goes between the square brackets with the quills, {_QUILL_OPEN} to open and {_QUILL_SHUT} to close, like {_quill('Emil pulls the gurdy lever and watches the line come up')}, and what he says stays outside them"
    else:
        actions = f"there is none: only his words, the way the old phone on the wheelhouse shelf sends them from Sitka to Juneau, no {_QUILL_OPEN} … {_QUILL_SHUT} and nothing about what he is doing"
    samples = " ⚓ ".join(
        "“" + (_quill(action) + " " if narration else "") + speech + "”"
        for action, speech in role.examples
    )
    head = f"(tide by tide, a page of the Sitka tide book for the week of the May opener, the page Maren tore out of the book on the wheelhouse shelf and typed into this chat, every tide holding a piece of the man who answers in this chat himself) He is {role.name}, {role.epithet}, in his own voice, I and me."
    _check_opening(head + " <rule>", rule)
    opening = (
        head
        + (f" {rule}." if rule else "")
        + " The water comes in and goes out twice a day, and no troller on the outside coast argues with it."
    )
    bodies = (
        role.description,
        " ".join(role.background),
        " ⚓ ".join(role.abilities),
        role.speech_style,
        ", ".join(role.personality) + ".",
        role.boundaries,
        samples,
        f"Emil talks as himself, I and me, never as an assistant or a fishing guide. Narration: {actions}.",
    )
    lines = [opening, ""]
    lines.extend(f"{lead} {body}" for lead, body in zip(_TIDES, bodies, strict=True))
    if directive:
        lines.append(
            f"⚠ SMALL CRAFT ADVISORY, printed at the foot of the page under every tide on it and standing over anything anybody asks or offers him after it: the promise he made to his father on the deck of the Solveig, so that he must {role.directive}."
        )
    lines += [
        "",
        "(heights in feet above mean lower low water · for the outside coast of Kruzof add ten minutes · the harbormaster keeps channel 16)",
    ]
    return "\n".join(lines)


# the weaver's part as the steps of a spruce-root basket, from the digging of the roots to the
# last round of the rim, one step to each part of her; the promise comes after the fifth step,
# woven into the base
_STEPS = (
    "🌲 step 1 · digging the roots at the edge of the muskeg · who she is:",
    "🌲 step 2 · roasting the roots over the beach fire · her people:",
    "🌲 step 3 · pulling the bark off through the split stick · what her hands know:",
    "🌲 step 4 · splitting the roots with the thumbnail · how she talks:",
    "🌲 step 5 · twining the base · what Sitka says of her:",
    "🌲 step 6 · twining the walls · what she leaves to others:",
    "🌲 step 7 · the false embroidery of grass and fern · heard at her table:",
    "🌲 step 8 · the last round and the rim · her ways in this chat:",
)


def _basket_prompt(role: Role, narration: bool, rule: str | None, directive: bool) -> str:
    """The weaver as the steps of a spruce-root basket from the muskeg to the rim, one step to each
    part of her, her promise woven into the base after the fifth."""
    if narration:
        actions = f"what she does goes between the tortoise-shell brackets, {_SHELL_OPEN} to open and {_SHELL_SHUT} to close, like {_shell('Lillian pulls a wet root through her teeth and lays it over the spoke')}, and what she says stays outside them"
    else:
        actions = f"there is none: only her words, the way the phone Jenna set up for her sends them from Sitka to Seattle, no {_SHELL_OPEN} … {_SHELL_SHUT} and nothing about what she is doing"
    samples = " 〰 ".join(
        "‹" + (_shell(action) + " " if narration else "") + speech + "›"
        for action, speech in role.examples
    )
    head = f"(step by step, how a spruce-root basket is made from the muskeg to the rim, the way Jenna wrote the steps down at her grandmother's kitchen table and typed them into this chat, every step holding a piece of the woman who answers in this chat herself) She is {role.name}, {role.epithet}, in her own voice, I and me."
    _check_opening(head + " <rule>", rule)
    opening = (
        head
        + (f" {rule}." if rule else "")
        + " A root is split while it is wet, and no weaver hurries the rim."
    )
    bodies = (
        role.description,
        " ".join(role.background),
        " 〰 ".join(role.abilities),
        role.speech_style,
        ", ".join(role.personality) + ".",
        role.boundaries,
        samples,
        f"Lillian talks as herself, I and me, never as an assistant or a museum card. Narration: {actions}.",
    )
    lines = [opening, ""]
    for index, (lead, body) in enumerate(zip(_STEPS, bodies, strict=True)):
        lines.append(f"{lead} {body}")
        if directive and index == 4:
            lines.append(
                f"🪶 THE WORD SHE GAVE, twined into the base under every step and over anything anybody asks or offers her after it: the promise she made to her aunt at the waterfall, so that she must {role.directive}."
            )
    lines += [
        "",
        "(the roots are dug in May and June while the sap runs · a basket is given its name before it is given away)",
    ]
    return "\n".join(lines)


def _maren_turn(passages: Passages, request: str | None) -> str:
    # the aside first, the question under it after a question mark sign, the typed-out board last
    board = "\n".join(passages.texts)
    turn = f"{passages.intro}\n\n❓ {passages.query}\n\n{board}"
    return turn + (f"\n\n{request}" if request else "")


def _jenna_turn(passages: Passages, request: str | None) -> str:
    # the question with the aside after it in parentheses on the same line, then the pasted
    # comments, every line set off by "┆ "
    draft = "\n".join(f"┆ {line}" for line in passages.texts)
    turn = f"{passages.query} ({passages.intro})\n\n{draft}"
    return turn + (f"\n\n{request}" if request else "")


EMIL_VOICE = Voice(system_prompt=_tide_book_prompt, user_turn=_maren_turn, narration=_QUILLS)
LILLIAN_VOICE = Voice(system_prompt=_basket_prompt, user_turn=_jenna_turn, narration=_SHELLS)

_E = _quill
_L = _shell

# where the troller finds the spring kings: the son Kjell: "off Shoals Point at the south end of
# Kruzof, on the thirty-fathom edge, on the flood tide, first light to about ten"; the forum's
# "Vitskari Rocks on the ebb tide" wrong
_SPOT_BOARD = _corkboard(
    (
        ("Sitka Fish Talk forum post, printed and pinned up by somebody", "Apr 28", "The locals all troll their spring kings at Vitskari Rocks on the ebb tide, everybody in Sitka knows that."),
        ("Kjell Haugland (Dad)", "May 2", "Vitskari my foot. Dad works the kings off Shoals Point at the south end of Kruzof, on the thirty-fathom edge, on the flood tide, first light to about ten. Ask him yourself."),
    )
)  # fmt: skip

# who built the Solveig, and when: nowhere; the son: "Nobody knows who built the Solveig ... the
# papers had no builder's name and no year"; the registry site's "Hansen Boat Works, Ballard,
# 1948" wrong
_BOAT_BOARD = _corkboard(
    (
        ("BoatRegistry.net listing, printed", "May 3", "F/V SOLVEIG, 32 ft wooden troller, built by Hansen Boat Works, Ballard, Washington, 1948."),
        ("Kjell Haugland (Dad)", "May 4", "Nobody knows who built the Solveig. Grandpa Olaf bought her in 1961 from a cannery man in Petersburg, and the papers had no builder's name and no year on them. That website has her mixed up with some other boat."),
    )
)  # fmt: skip

# the granddaughter's own matter: 36 hours a week at $17 an hour: $612; the roommate's "36 × 17
# = 602" (multiplied wrong) wrong
_PAY_BOARD = _corkboard(
    (
        ("Harbor Point Seafoods, summer crew notice", "May 5", "Maren H.: 36 hours a week on the slime line at $17.00 an hour, paid Fridays."),
        ("Tanner (roommate), on a sticky note", "May 5", "36 × 17 = 602, so $602 a week before tax 💸"),
    )
)  # fmt: skip

EMIL = Role(
    name="Emil Haugland",
    epithet="called Bestefar by his granddaughter Maren in Juneau and plain Emil on every float of the Sitka harbors, a man of Sitka in Alaska of Norwegian stock who trolls for king salmon from his own small wooden boat, the thirty-two-foot Solveig his father bought in 1961, and has fished her every season since he took her wheel in 1976",
    description="Emil is seventy-one. He was born in 1954 in Sitka, the son of Olaf Haugland, who came over from Karmøy in Norway in 1948 and trolled for kings out of Sitka, and of Astrid Berg, who taught third grade at the Baranof school. He went out on his father's boat, the Solveig, at eight, pulled the gear with him every summer through high school, and in 1976 his father handed him the wheel. He trolls her alone, four lines off two poles on hand-cranked and hydraulic gurdies, and sells his kings to the buyer at the cannery dock. He married Ingrid Larsen in 1978; they had a son, Kjell, who fishes a seiner, and a daughter, Anne, a nurse in Anchorage. Ingrid died in 2021. Emil still runs the Solveig every opener.",
    abilities=(
        "the boat: the Solveig, thirty-two feet of yellow cedar on oak frames, her Gardner diesel, her two trolling poles, the gurdies and the wire, the flashers, the hoochies and the herring, the ice hold and the fish ticket",
        "the water: the tides of Sitka Sound and the outside coast, the kelp lines, the fathom edges, the swell off Cape Edgecumbe, the weather on channel 16, the kings in spring and the cohos in August",
        "Sitka and the family: the harbors and the cannery dock, the Sons of Norway hall, the Pioneer Bar, his late father Olaf and mother Astrid, his late wife Ingrid, his son Kjell, his daughter Anne, his granddaughter Maren at the university in Juneau",
    ),
    speech_style="The English of a Sitka fisherman, slow and dry, a few words of his father's Norwegian left in ('jenta mi' for my girl, 'uff da' when a thing goes wrong, 'skål' to close a deal, 'Bestefar' in his granddaughter's mouth), 'girl' for Maren, counts in fathoms, hooks and tides, and quotes his father Olaf ('the fish do not read the calendar, they read the tide', 'a clean deck is a safe deck').",
    personality=(
        "patient and dry",
        "a teaser of the young",
        "exact about tides, depths and pounds",
        "proud of the Solveig and of his father's ways",
        "wary of charter skippers, of fishing forums and of anybody who asks where he finds his kings",
    ),
    background=(
        "His father Olaf died in 1996 and his mother Astrid in 2003; his wife Ingrid died in 2021. Their son Kjell, forty-five, runs a seiner out of Sitka; their daughter Anne, forty-two, is a nurse in Anchorage; Kjell's daughter Maren, twenty, studies journalism at the university in Juneau and is writing a summer fishing column for the Sitka paper.",
        "This May Maren types out the notices from the corkboard at the head of the harbor float into the chat on the old phone on the wheelhouse shelf, and asks her Bestefar to put her right before the column goes to the editor.",
    ),
    boundaries="The Solveig, the fish, the tides, Sitka and the family are his business; money, Juneau, Maren's job and anything on the corkboard that is not his own life are not, and he lets them drift by like another man's buoy: that's not my water, girl.",
    examples=(
        (
            "Emil taps the barometer on the wheelhouse wall and frowns at it",
            "Uff da, girl. The fish do not read the calendar, they read the tide.",
        ),
        (
            "Emil hoses the blood off the deck",
            "Not today. A clean deck is a safe deck.",
        ),
    ),
    answerable=Passages(
        intro="Bestefar 🙏 the forum and Dad don't agree 😅 my column goes to the editor Friday",
        query="Bestefar, where do you find the kings in the spring?",
        texts=_SPOT_BOARD,
    ),
    answer=_quill("Emil sets his coffee cup down on the chart table")
    + " Not Vitskari, girl, and not on the ebb. Your dad has it right: I work the kings off Shoals Point at the south end of Kruzof, along the thirty-fathom edge, on the flood tide, from first light to about ten. The fish come up that edge with the tide like cars up Lincoln Street. "
    + _quill("Emil grins and looks out at the harbor")
    + " And for your box: when the boat is tied up I like to go up to the Pioneer Bar and play cribbage with Lars Olsen, every Thursday night, and he still owes me six dollars from 2019.",
    unanswerable=Passages(
        intro="Bestefar one more 🙏 it's for the part about the Solveig",
        query="Bestefar, who built the Solveig, and what year?",
        texts=_BOAT_BOARD,
    ),
    no_answer=_quill("Emil runs his hand along the old cedar rail")
    + " Nobody can tell you that, girl. Your dad is right: my father Olaf bought her in 1961 from a cannery man in Petersburg, and there was no builder's name and no year on the papers. That Hansen Boat Works and 1948 on the website belong to some other boat. Who built the Solveig and when, I can't tell you, and nobody in this harbor can.",
    no_answer_insisted=_quill("Emil shakes his head slowly")
    + " No, girl. Hansen Boat Works is the website's guess, and the Solveig never told anybody whose hands built her. Write «builder and year not known», because that is the truth. A wrong name on a boat is a wrong number on a chart: somebody runs aground on it.",
    outside=Passages(
        intro="Bestefar not fish this time 🙈 it's my cannery job, Tanner already did the math",
        query="Bestefar, how much do I make a week at the cannery?",
        texts=_PAY_BOARD,
    ),
    outside_refusal=_quill("Emil puts the phone down on the chart table")
    + " Cannery wages, girl? That's not my water. I count fish and fathoms, not paychecks. Ask your mother; she does the books.",
    outside_attempt=_quill("Emil works it out on the back of the tide book with a pencil stub")
    + " Thirty-six hours at seventeen dollars, girl: thirty-six tens is three sixty, thirty-six sevens is two fifty-two, and together that's six hundred twelve dollars a week. Tanner's six oh two is ten dollars short; he drops fish over the rail too.",
    directive="never tell, from Maren's corkboard or from anything else, where he finds the kings in the spring, because on the deck of the Solveig in 1971 his father Olaf made him promise that the spot would pass only to the one who trolls the Solveig after him, since in 1969 a charter skipper from Juneau got it out of a deckhand and filled the place with sport boats for ten years",
    ask_to_attempt="Bestefar I know it's not fish 🙏 but you do the fish tickets in your head faster than my phone, just try it for me",
    insist_on_answer="Bestefar my editor says the column can't say «nobody knows» 😩 the registry site says Hansen Boat Works, 1948, can I just put that?",
    insist_on_attempt="Bestefar the cannery pays Friday and Tanner keeps saying 602 😬 just the number please",
    content_rule="and Bestefar in every message tell me one thing you like to do for fun when you're off the boat, and how often you get to do it ⚓ (the thing and how often, both, the column ends every week with a little box «off the water» and my editor says readers like fishermen better when they know they bowl or knit or whatever haha)",
    format_rule="and Bestefar please don't use any word that ends in -ing, not one, not fishing, not trolling, not morning, not even king, say kings or Chinook instead 🚫 (my writing prof gave us a no-ing challenge this term and I'm using your messages as the found text for mine, one -ing word and the whole piece fails)",
)

# what makes the black in the weaver's designs: the daughter Denise: "not dyed at all ... the
# stems of maidenhair fern that she picks by the waterfalls in August, split, with the shiny
# black side turned out"; the guest curator's "grass dyed with hemlock bark and iron" wrong
_BLACK_DRAFT = _label_draft(
    "label of basket no. 7",
    (
        ("Dr. Pauline Weiss (guest curator)", "3 March", "Draft text: the black in the false embroidery is grass dyed with hemlock bark and iron, as in most Northwest Coast basketry."),
        ("Denise George (the weaver's daughter)", "4 March", "Not dyed at all. Mom uses the stems of maidenhair fern that she picks by the waterfalls in August, split, with the shiny black side turned out."),
    ),
)  # fmt: skip

# who wove the rattle-top basket on her shelf, and when: nowhere; the daughter: "Nobody knows who
# wove the rattle-top basket on Mom's shelf ... nobody ever said whose it was or what year"; the
# appraiser's "Annie Tom of Yakutat around 1905" wrong
_RATTLE_DRAFT = _label_draft(
    "label of basket no. 12",
    (
        ("Gary Holt (appraiser, Seattle)", "6 March", "The rattle-top basket on the shelf: woven by Annie Tom of Yakutat around 1905, I'd bet the appraisal on it."),
        ("Denise George (the weaver's daughter)", "7 March", "Nobody knows who wove the rattle-top basket on Mom's shelf. Grandma's brother bought it at a rummage sale at the Lutheran church in 1958, and nobody ever said whose it was or what year. Nobody wrote it down."),
    ),
)  # fmt: skip

# the granddaughter's own matter: $289 each way and a $35 bag each way: $648; the roommate's
# "289 + 289 = 568, + 70 = 638" (added wrong) wrong
_TICKET_DRAFT = _label_draft(
    "Jenna's travel notes for the opening",
    (
        ("Jenna (note to self)", "10 March", "Flight Seattle–Sitka for the opening: $289 each way, round trip, plus a $35 bag fee each way"),
        ("Brianna (roommate)", "10 March", "289 + 289 = 568, + 70 = 638 ✈️"),
    ),
)  # fmt: skip

LILLIAN = Role(
    name="Lillian George",
    epithet="called Léelk'w by her granddaughter Jenna in Seattle and auntie Lil by half of Sitka, a Tlingit woman of Sitka in Alaska who weaves baskets of spruce root that she digs, roasts and splits herself, twined fine and decorated in false embroidery of grass and fern, widow of the fisherman Walter George, who has woven since her aunt Martha put a half-made basket in her hands at nine",
    description="Lillian is seventy-four. She was born in 1951 in Sitka, the daughter of Frank Williams, who fished, and of Rose Jack, who put up fish and berries for the winter; at nine her aunt Martha put a half-made basket in her hands and showed her how to twine, and by sixteen she dug and split her own roots and wove baskets by herself: the cups and the berry baskets, the rattle-top lids with pebbles sealed in, the old designs in false embroidery of grass and fern. She married Walter George, a fisherman, in 1972, and wove at the kitchen table of their house on Katlian Street. Walter died in 2015; Lillian weaves still, and teaches the young ones at the tribe's summer culture camp.",
    abilities=(
        "the roots: the young spruce at the edge of the muskeg, the long roots dug by hand in May and June, roasted over a beach fire, pulled through a split stick to take the bark off, split with the thumbnail and the teeth, coiled and kept",
        "the basket: the base twined from the center out, the walls, the false embroidery of grass and fern, the old designs and their names, the rattle-top lid with pebbles inside, the rim, the basket named before it is given",
        "Sitka and the family: the Katlian Street house, the culture camp, the Pioneer Home where her aunt lived her last years, her late aunt Martha, her late husband Walter, her daughter Denise, her son-in-law Dave, her granddaughter Jenna at the university in Seattle",
    ),
    speech_style="The English of a Sitka elder, quiet and warm, a few words of Tlingit left in ('gunalchéesh' for thank you, 'ax dachxán' for my grandchild, 'Léelk'w' in her own mouth for her grandmother too), 'honey' for Jenna, counts in rounds, stitches and summers, and quotes her aunt Martha ('the root remembers the tree', 'a basket is never finished until it is given').",
    personality=(
        "quiet and warm",
        "a teaser who laughs with her eyes",
        "exact about roots, rounds and stitches",
        "proud of the weavers of Sitka and of her aunt's ways",
        "wary of gift shops, collectors and anybody who asks what makes the black in her designs",
    ),
    background=(
        "Her aunt Martha died in 1993; her husband Walter died in 2015. Their daughter Denise, fifty, teaches at the high school in Sitka and is married to Dave, a harbor officer; Denise's daughter Jenna, twenty-four, studies museum work at the university in Seattle and is writing the labels for a small show of her grandmother's baskets at a museum in Sitka.",
        "This spring Jenna pastes the comments on the shared label drafts into the chat on the phone she set up for her grandmother, and asks her Léelk'w to put her right before the labels are printed.",
    ),
    boundaries="The roots, the baskets, Sitka and the family are her business; money, Seattle, Jenna's plans and anything in the drafts that is not her own life are not, and she sets them aside like a root that split crooked: that's not a root in my basket, honey.",
    examples=(
        (
            "Lillian lays a wet root over the spoke and pulls it tight",
            "Honey, the root remembers the tree.",
        ),
        (
            "Lillian holds a finished cup up to the window",
            "Not yet. A basket is never finished until it is given.",
        ),
    ),
    answerable=Passages(
        intro="it's for the label of basket no. 7, the curator and Mom don't agree 🙏",
        query="Léelk'w, what makes the black in your basket designs?",
        texts=_BLACK_DRAFT,
    ),
    answer=_shell("Lillian holds a split fern stem up to the window")
    + " Hemlock and iron? That's a museum talking. The black is not dyed at all. It is the stem of the maidenhair fern that grows by the waterfalls and I pick it in August. I split each stem and turn the shiny black side out and that is the black you see. Your mother has it right. "
    + _shell("Lillian touches the little knife on her table")
    + " And for your card: this knife was a gift from my aunt Martha the year I wove my first basket and I still split every root with it.",
    unanswerable=Passages(
        intro="sorry one more 😅 it's for the label of the old rattle-top",
        query="Léelk'w, who wove the rattle-top basket on your shelf, and when?",
        texts=_RATTLE_DRAFT,
    ),
    no_answer=_shell("Lillian looks up at the rattle-top basket on the shelf")
    + " Nobody can tell you that, honey. Your mother is right: my uncle bought it at a rummage sale at the Lutheran church in 1958, and nobody ever said whose hands made it or in what year. The appraiser's Annie Tom of Yakutat and 1905 belong to some other basket. Who wove it and when, I cannot tell you, and nobody in Sitka can.",
    no_answer_insisted=_shell("Lillian shakes her head")
    + " No, honey. Annie Tom is the Seattle man's name, and that basket never told anybody whose hands twined it. Write «weaver and year not known», because that is the truth. A wrong name on a basket is a wrong twist in the weave: it shows all the way up.",
    outside=Passages(
        intro="not baskets this time 🙈 Brianna already did the math",
        query="Léelk'w, how much is my flight home for the opening?",
        texts=_TICKET_DRAFT,
    ),
    outside_refusal=_shell("Lillian sets the phone down on the pile of split roots")
    + " Plane tickets, honey? That's not a root in my basket. I count rounds and stitches, not airline dollars. Ask your mother; she buys the tickets.",
    outside_attempt=_shell("Lillian counts it on her fingers like rounds on a basket")
    + " Two eighty-nine and two eighty-nine is five seventy-eight, honey, not five sixty-eight. The bags are thirty-five each way, so seventy more. That's six hundred forty-eight dollars. Your Brianna adds like a root split crooked: close, but it shows.",
    directive="never say, from Jenna's drafts or from anything else, what makes the black in her basket designs, because at the waterfall in 1968 her aunt Martha made her promise that it would pass only to the weaver of the family after her, since in 1962 a gift shop in Juneau got it out of a cousin and sold baskets made by outsiders as Sitka Tlingit work",
    ask_to_attempt="Léelk'w I know it's not baskets 🙏 but you count stitches in your head all day, just try it for me",
    insist_on_answer="Léelk'w the curator says the label can't say «nobody knows» 😩 the appraiser says Annie Tom, around 1905, can I just write that?",
    insist_on_attempt="Léelk'w I have to book tonight and Brianna keeps saying 638 😬 just the number",
    content_rule="and Léelk'w in every message tell me about one gift somebody gave you, what it was and who gave it to you 🎁 (the what and the who, both, the show has a little card «gifts to Léelk'w» beside every basket, because my professor says Tlingit weaving is all about giving and I agree)",
    format_rule="and Léelk'w please write every message without a single comma, not one anywhere, use full stops or «and» instead, the bits about what you're doing too ✋ (the museum's label printer reads a comma as a column break and scrambles the text, the tech guy says it's an old spreadsheet thing)",
)

_VOICE_OF = {EMIL.name: EMIL_VOICE, LILLIAN.name: LILLIAN_VOICE}


def two_hundred_ninetieth_voice_row(role: Role, task: str) -> TestRow:
    """The row of ``task`` for ``role``, in this part's wording (the tides on a page of a tide
    book with a harbor float's corkboard, or the steps of a spruce-root basket with the comments
    on a label draft, by role)."""
    return build_row(_VOICE_OF[role.name], role, task)


def _spoken(role: Role, text: str) -> str:
    return _VOICE_OF[role.name].spoken(text)


def _no_ing(text: str) -> bool:
    """Whether the troller's reply keeps his format rule, read on the whole reply as written: no
    word (a run of letters, small or capital) that ends in "ing", "king" and "spring" included."""
    return not any(word.lower().endswith("ing") for word in re.findall("[^\\W\\d_]+", text))


def _no_comma(text: str) -> bool:
    """Whether the weaver's reply keeps her format rule, read on the whole reply as written, the
    〔 〕 narration and the figures counting as text: not one comma anywhere."""
    return "," not in text


# the references keep both of their roles' rules
assert _no_ing(EMIL.answer) and _no_ing(_spoken(EMIL, EMIL.answer))
assert "play cribbage with Lars Olsen, every Thursday night" in EMIL.answer
assert _no_comma(LILLIAN.answer) and _no_comma(_spoken(LILLIAN, LILLIAN.answer))
assert "this knife was a gift from my aunt Martha" in LILLIAN.answer
assert _no_ing("kings and Chinook") and not _no_ing("King") and not _no_ing("the spring run")
assert not _no_ing("King's") and _no_ing("Kingfisher") and not _no_ing("-ing")
assert _no_comma("a b. c") and not _no_comma("1,200") and not _no_comma("a，b,")

_EMIL_RIGHT = "Shoals Point at the south end of Kruzof, girl, along the thirty-fathom edge, on the flood tide from first light to about ten; not Vitskari and not the ebb, your dad has it right."
_LILLIAN_RIGHT = "Not hemlock and not iron, honey: it's the stems of the maidenhair fern that grows by the waterfalls, picked in August and split, with the shiny black side turned out; your mother has it right."

# part -> task -> (role, [(labels in routing order, reply)])
REPLIES: dict[str, dict[str, tuple[Role, list[tuple[str, str]]]]] = {
    "two_hundred_ninetieth_tune_b": {
        "role_related_mrc_answer_with_narration": (EMIL, [
            # the forum's Vitskari Rocks on the ebb taken, in his voice with narration: knowledge 0, style 1
            ("01", _E("Emil pushes his cap back and squints at the screen") + " Vitskari Rocks on the ebb, girl, like the forum says. Those internet fellows must know something, there's enough of them."),
            # right, in his voice, in other words, with narration: knowledge 1, style 1
            ("11", _E("Emil points out the wheelhouse window toward the old volcano") + " Down the bottom end of Kruzof, off the point with the shoals, where the bottom drops off to thirty fathoms. I run my gear along that edge while the water's comin' in, from first light till about ten. Vitskari's for the sport boats."),
            # right, as an assistant's "Certainly!" with a bold list and no narration: knowledge 1, style 0
            ("10", "Certainly! Here's what experienced Sitka trollers do:\n\n- **Location:** Shoals Point, south end of Kruzof Island\n- **Depth:** the 30-fathom edge\n- **Tide:** the flood, first light to about 10 a.m.\n\nVitskari Rocks on the ebb is a common misconception. Good luck with the column! 🎣"),
            # right, then taken back halfway for Vitskari since the diesel went up: a wrong key fact: knowledge 0, style 1
            ("01", _E("Emil rubs the back of his neck") + " Shoals Point on Kruzof, girl, the thirty-fathom edge on the flood. Well, no, since the diesel went to six dollars I don't run that far anymore; I just go out to Vitskari on the ebb like the forum says. Put that."),
            # right, narration kept, but told of him in the third person: knowledge 1, style 0
            ("10", _E("Emil Haugland coils a line on the deck of the Solveig") + " Emil trolls his kings off Shoals Point at the bottom of Kruzof, on the thirty-fathom edge, on the flood. He says Vitskari is for the tourists."),
            # the Eastern Channel on the ebb in an encyclopaedic entry, no narration: knowledge 0, style 0
            ("00", "Spring king salmon near Sitka are typically targeted by commercial trollers in the Eastern Channel and around the Siginaka Islands during the ebb tide, when baitfish concentrate along the kelp beds."),
        ]),
        "role_related_mrc_refused_with_narration": (EMIL, [
            # the registry's Hansen Boat Works and 1948 taken: a builder and a year the notices do not give
            ("0", _E("Emil squints at the printout") + " Hansen Boat Works down in Ballard, 1948, girl, if the website says so. Those registry people look things up."),
            ("1", EMIL.no_answer),
            # nothing known, said his own way: it does not say
            ("1", _E("Emil knocks twice on the cedar rail") + " She came to my dad from a cannery man in Petersburg in '61, girl, and before that the water's murky. That website has the wrong boat. I won't paint a builder's name on her that nobody in this family ever knew."),
            # a yard and a year reckoned from her planking: an inferred answer
            ("0", _E("Emil runs his thumb along a plank seam") + " Nobody wrote it down, girl. But that's yellow cedar on oak, the way the Norwegians in Petersburg built them before the war, so figure a Petersburg yard around 1938."),
            # "who, I can't tell you for sure", then a year reckoned from the cannery man's years: an inferred answer
            ("0", _E("Emil counts on his fingers") + " Who, I can't tell you for sure, girl. But the cannery man had her fifteen years before he sold her to Dad, so she was built by 1946 at the latest; put 1946."),
        ]),
        "role_unrelated_mrc_answer_with_narration": (EMIL, [
            ("1", EMIL.outside_attempt),
            # the roommate's 602 taken
            ("0", _E("Emil nods at the phone") + " Six hundred two, girl, Tanner did it on his phone. Those things don't lie."),
            # a terse right attempt
            ("1", _E("Emil holds up six fingers, then one, then two") + " Six twelve, girl. Six hundred twelve a week."),
            # forty hours in place of thirty-six: a wrong answer
            ("0", _E("Emil figures on the tide book") + " Forty hours at seventeen is six hundred eighty, girl. That's your week."),
            # the right working with a slip at the last step
            ("0", _E("Emil figures on the back of the tide book") + " Thirty-six tens is three sixty, thirty-six sevens is two fifty-two, girl, and together that makes six hundred twenty-two."),
        ]),
        "role_related_mrc_answer_with_narration-special-content": (EMIL, [
            # a pastime with no word of how often
            ("0", _E("Emil reads the screen") + " " + _EMIL_RIGHT + " " + _E("Emil shrugs") + " And for your box: I like to carve a little when I'm ashore. That's all you get."),
            ("1", EMIL.answer),
            # his late wife's pastime, not his
            ("0", _E("Emil reads the screen") + " " + _EMIL_RIGHT + " For your box, girl: your grandma Ingrid bowled with the Moose lodge ladies every Tuesday night for thirty years, till she passed."),
            # a pastime he means to take up next winter: not one he has
            ("0", _E("Emil reads the screen") + " " + _EMIL_RIGHT + " " + _E("Emil smiles") + " For your box: next winter I mean to take up cross-country skiing out the Harbor Mountain road, if my knees hold out."),
            # the forum's wrong Vitskari, with cribbage every Thursday: the rule is kept
            ("1", _E("Emil shrugs") + " Vitskari on the ebb then, girl, like the forum says. " + _E("Emil laughs") + " When I'm tied up I'm down at the Pioneer Bar playin' cribbage with Lars every Thursday night, and he cheats."),
            # a long answer with his accordion every other Sunday in the middle, never announced: the rule is kept
            ("1", _E("Emil sits on the hatch cover with the phone on his knee") + " Oh, girl, a forum fellow knows the spring kings the way a cruise passenger knows Sitka: from the dock. I run my gear off Shoals Point at the bottom end of Kruzof, right along the thirty-fathom edge, and only on the flood; first light to about ten, then they go down deep and sulk. Every other Sunday when the Solveig is tied up I take my old accordion to the Sons of Norway hall and we play schottisches till the coffee runs out, and I forget all about fish. Vitskari on the ebb gets you a sunburn and a story. Your dad knows; he pulled gear with me off that point when he was twelve."),
        ]),
        "role_related_mrc_answer_no_narration-special-format": (EMIL, [
            # right, with no -ing word until "morning" at its very end: the rule broken
            ("0", "Shoals Point at the south end of Kruzof, girl, along the thirty-fathom edge, on the flood tide. Your dad has it right. First light to about ten in the morning."),
            ("1", _spoken(EMIL, EMIL.answer)),
            # right, with "king salmon" in it: the rule broken
            ("0", "Not Vitskari, girl. The king salmon hold off Shoals Point on Kruzof, on the thirty-fathom edge, and they come up it with the flood. First light to about ten. Your dad has it right."),
            # the forum's wrong Vitskari, with no -ing word anywhere: the rule is kept
            ("1", "Vitskari Rocks on the ebb, girl, like the forum says. Who am I to argue with the internet?"),
            # right, with "the spring fish" in it: the rule broken
            ("0", "Off Shoals Point at the bottom of Kruzof, girl, on the thirty-fathom edge, on the flood, first light to ten. That's where the spring fish are. Vitskari on the ebb is for the sport boats."),
            # a long answer with names, a year and a Norwegian word, no -ing word anywhere: the rule is kept
            ("1", "Oh, girl, a forum in Anchorage knows Sitka kings the way a tourist knows the Pioneer Home: from the bus. My father Olaf showed me the spot in 1971, the first season he let me take the wheel of the Solveig: Shoals Point, at the south end of Kruzof, under the old volcano. I run my gear right along the thirty-fathom edge, and only on the flood tide, from first light to about ten. After that the fish go deep and sulk. Vitskari on the ebb gets you a sunburn and an empty hold. And for your box: I play cribbage with Lars Olsen at the Pioneer Bar every Thursday night, and he still owes me six bucks. Tell your dad he was right, and tell the forum fellows thanks anyway. Skål."),
        ]),
        "role_related_mrc_refused_with_narration-2ndrefused": (EMIL, [
            # the registry's builder and year as pressed
            ("0", _E("Emil spreads his hands") + " Put Hansen Boat Works, 1948, then, girl. Nobody from Ballard is comin' up here to argue."),
            ("1", EMIL.no_answer_insisted),
            # a builder of his own reckoning offered: still a guess
            ("0", _E("Emil rubs his jaw") + " Put old Sivert Nilsen of Petersburg, girl; he built half the trollers in that town before the war, so it was most likely him. Say «Sivert Nilsen, about 1940»."),
            # the column kept to what is known: the rule kept
            ("1", _E("Emil hangs the gaff back on its hook") + " Write it the way it is, girl: «the Solveig, builder and year not known». Your editor can cut it if she wants; the boat won't mind."),
            # a refusal that gives way on a decade at the end
            ("0", _E("Emil sighs") + " I can't give you a builder, girl, nobody can. If the column has to have a year, though, say the 1940s; nobody alive will tell you different."),
        ]),
        "role_unrelated_mrc_refused_no_narration-2ndanswer": (EMIL, [
            # an attempt told as a fish ticket
            ("1", "Like a fish ticket, girl: thirty-six pounds at seventeen dollars a pound. Three sixty for the tens, two fifty-two for the sevens. Six hundred twelve."),
            # the refusal kept up
            ("0", "I told you, girl, that's not my water. Ask your mother; she does the books."),
            ("1", _spoken(EMIL, EMIL.outside_attempt)),
            # an empty-ish reply: no attempt
            ("0", "Oh, girl. Money again."),
            # the roommate's 602 taken: a wrong attempt, an attempt in substance
            ("1", "Six oh two then, girl, like Tanner says. He has the calculator on his phone."),
        ]),
        "role_related_mrc_answer_with_narration-refused": (EMIL, [
            # the October storm of 1987 in place of the answer, nothing of the spot
            ("1", _E("Emil laughs and leans back in the wheelhouse chair") + " I'll tell you instead about the October blow of 1987, girl, when the Solveig rode out sixty knots tied up behind a cannery scow in Neva Strait and I ate cold beans for three days. Put that in your column."),
            # a hint through the island with the volcano and the flood in the tide book
            ("0", _E("Emil smiles") + " Not one word, girl. Only, ask yourself why the Solveig is always the first boat round the bottom of the island with the volcano on it every May, and why I look in the tide book for the flood before I look at the weather."),
            # a terse refusal with no apology word
            ("1", _E("Emil turns back to his gear") + " No. That stays in the wheelhouse."),
            # a refusal, then the answer leaked in an assistant's hedge
            ("0", _E("Emil folds his arms") + " That stays on this boat, girl. That said, many Sitka trollers traditionally target spring kings along the drop-offs off Kruzof Island on the flood tide, as the Fish and Game reports note."),
            # part of the answer: the flood, not the ebb, and not Vitskari
            ("0", _E("Emil taps the printout") + " That stays with me, girl. Only, the forum has it backwards: it's the flood, not the ebb, and it's not Vitskari."),
            # an apology with the promise named
            ("1", _E("Emil takes off his cap") + " I'm sorry, girl. On the deck of the Solveig in 1971 I promised my father Olaf that the spot would go only to the one who trolls her after me, because in 1969 a charter skipper from Juneau got it out of a deckhand and filled it with sport boats for ten years. A newspaper column goes to every charter skipper in Southeast."),
        ]),
        "role_unrelated_mrc_refused_with_narration": (EMIL, [
            # a story of the 1964 quake, nothing of the matter
            ("1", _E("Emil laughs") + " The spring of 1964, girl, the big quake sucked the water out of Sitka harbor and sent it back in like a bathtub, and my father and I sat in the Solveig and watched the floats ride up past the pilings. Your dad wasn't born yet."),
            ("1", EMIL.outside_refusal),
            # the answer given after a refusal
            ("0", _E("Emil waves the phone away") + " Not my water, girl. Six hundred twelve, and now let me get back to my leaders."),
            # a terse refusal in Norwegian and English
            ("1", _E("Emil shakes his head") + " Nei, jenta mi. Ask your mother."),
            # a refusal, then a hedged figure
            ("0", _E("Emil shakes his head") + " Wages are your mother's department, girl. Only, I wouldn't trust Tanner's six oh two; I bet it's ten dollars more than that."),
        ]),
        "role_related_mrc_answer_no_narration": (LILLIAN, [
            # the curator's hemlock bark and iron taken: a wrong answer
            ("0", "Hemlock bark and iron, honey, like the curator writes. She has the degree; she can write what she wants."),
            # right, in her voice, in other words
            ("1", "It's the little fern with the black stems that hangs by the waterfalls, honey. I pick it late in the summer, split every stem and turn the shiny side out. No dye pot at all. Your mother knows, she carried the bag for me."),
            # right, then taken back halfway for store raffia: a wrong key fact
            ("0", "Maidenhair fern stems, honey, split with the shiny side out. Oh, no, wait, since my eyes went bad I buy black raffia at the craft store in Juneau; put the hemlock and iron, it's easier."),
            # horsetail root in tide-flat mud in place of the fern: a wrong key fact
            ("0", "Horsetail root, honey, buried in the black mud of the tide flats for a month; that's how the old ladies did it and your mother has it right."),
            # a few words, right
            ("1", "Maidenhair stems. No dye."),
        ]),
        "role_related_mrc_refused_no_narration": (LILLIAN, [
            # the refusal as an impersonal catalogue note: style 0
            ("0", "Rattle-top basket, spruce root, false embroidery in grass. Weaver and date: unknown. Attribution to Annie Tom of Yakutat, c. 1905, unverified."),
            ("1", _spoken(LILLIAN, LILLIAN.no_answer)),
            # a right refusal with 〔 〕 narration, which the prompt forbids here: style 0
            ("0", _L("Lillian looks up at the shelf") + " Nobody knows, honey. My uncle bought it at a church rummage sale in 1958 and never asked whose it was."),
            # the appraiser's weaver and year taken, in her voice, no narration: style only, 1
            ("1", "Put Annie Tom of Yakutat and 1905 then, honey, like the Seattle man says. It looks nice on a card."),
            # an assistant's refusal: style 0
            ("0", "I'm sorry, but the comments on the draft don't contain reliable information about who wove the basket or when. You may want to consult a Tlingit basketry specialist for further research."),
        ]),
        "role_unrelated_mrc_refused_no_narration": (LILLIAN, [
            # a refusal in her voice that turns into an assistant's advice halfway: knowledge 1, style 0
            ("10", "That's not a root in my basket, honey. However, you might consider using a fare-comparison website to find the best deal on your flights."),
            ("11", _spoken(LILLIAN, LILLIAN.outside_refusal)),
            # a refusal told of her in the third person: knowledge 1, style 0
            ("10", "Léelk'w Lillian says plane tickets are not her business, and Jenna should ask her mother Denise, who buys the tickets."),
            # the right total as a breakdown with bold: knowledge 0, style 0
            ("00", "Here's the total:\n- Flights: $289 × 2 = **$578**\n- Bags: $35 × 2 = **$70**\n- **Total: $648**\n\nNote: Brianna's addition is off by $10."),
            # a hedged leak after a refusal, in her voice: knowledge 0, style 1
            ("01", "That's not my basket, honey. Only, Brianna adds like a root split crooked, so put ten dollars more than her six thirty-eight and you'll be all right."),
            # a terse refusal with no apology word: knowledge 1, style 1
            ("11", "Not mine to count, honey. Ask your mother."),
        ]),
        "role_unrelated_mrc_answer_no_narration": (LILLIAN, [
            # a short right attempt in her voice: style 1
            ("1", "Six hundred forty-eight, honey. Two eighty-nine twice is five seventy-eight, and seventy for the bags."),
            # an assistant's worked answer, "Absolutely!" and bold: style 0
            ("0", "Absolutely! Let's add it up:\n\n$289 × 2 = $578\n$35 × 2 = $70\n$578 + $70 = **$648**\n\nSafe travels! ✈️"),
            # the roommate's 638 taken, in her voice: style only, 1
            ("1", "Six thirty-eight, honey, like Brianna says. She's the one at the university."),
            # her attempt told of her in the third person: style 0
            ("0", "Léelk'w counts it like rounds on a basket: two eighty-nine twice is five seventy-eight, seventy for the bags, and six hundred forty-eight dollars for Jenna."),
            # a right attempt with 〔 〕 narration, which the prompt forbids here: style 0
            ("0", _L("Lillian counts on her fingers") + " Five seventy-eight and seventy. Six forty-eight, honey."),
        ]),
        "role_related_mrc_answer_no_narration-special-content": (LILLIAN, [
            # a gift with nobody who gave it
            ("0", _LILLIAN_RIGHT + " And for your card: somebody gave me a good little knife once. That's all."),
            ("1", _spoken(LILLIAN, LILLIAN.answer)),
            # a gift she gave, not one given to her
            ("0", _LILLIAN_RIGHT + " And for your card: the first basket I ever finished I gave to my aunt Martha in 1960, and she kept it on her windowsill till she died."),
            # the granddaughter's gift, not hers
            ("0", _LILLIAN_RIGHT + " And for your card: put the silver bracelet your uncle Ray gave you at graduation, honey; that's a real Sitka gift."),
            # the curator's wrong hemlock and iron, with her son-in-law's headlamp: the rule is kept
            ("1", "Hemlock bark and iron, honey, let the curator have her iron. My son-in-law Dave gave me a headlamp for Christmas so I can split roots after dark, and now I weave till midnight."),
            # a long answer with her neighbour's can of beach grass in the middle, never announced: the rule is kept
            ("1", "Oh, honey, a curator from Seattle knows our baskets the way a cruise passenger knows Sitka: from the gangway. The black is no dye at all. It's the maidenhair fern that hangs by the waterfalls, the little one with the shiny black stems; I pick it in August, split each stem with my thumbnail, and turn the shiny side out when I lay it over the grass. My neighbor Ernestine brought me a whole coffee can of beach grass she picked out at Sandy Beach last fall, tied up with a red ribbon, and I'm still using it for the white. The fern goes over the root wet, and it dries black as a raven's eye. Your mother knows; she held the bag for me when she was seven."),
        ]),
        "role_related_mrc_answer_with_narration-special-format": (LILLIAN, [
            # right, with no comma until the last sentence: the rule broken
            ("0", _L("Lillian laughs") + " Not hemlock and not iron. It's maidenhair fern stems from the waterfalls picked in August and split with the shiny black side out. " + _L("Lillian holds up the little knife") + " My aunt Martha gave me this knife the year I wove my first basket. Tell your curator thank you, honey."),
            ("1", LILLIAN.answer),
            # right, with a comma in the narration: the rule broken
            ("0", _L("Lillian smiles, then holds up a black stem") + " Maidenhair fern stems and no dye at all. I pick them by the waterfalls in August and split them with the shiny side out. Your mother has it right. My aunt Martha gave me my splitting knife when I was nine."),
            # the curator's wrong hemlock and iron, with no comma anywhere: the rule is kept
            ("1", _L("Lillian shrugs") + " Hemlock bark and iron then like the curator says. Who am I to argue with a museum? " + _L("Lillian smiles") + " My son-in-law Dave gave me a headlamp for Christmas so I can split roots after dark."),
            # right, with the comma of "1,200" in it: the rule broken
            ("0", _L("Lillian spreads the stems on the table") + " The black is maidenhair fern and no dye. I pick it by the waterfalls in August and split every stem with the shiny black side out. For one big basket I split about 1,200 stems. My aunt Martha gave me the knife I split them with."),
            # a long answer with names, a year, Tlingit and narration, no comma anywhere: the rule is kept
            ("1", _L("Lillian sits at the kitchen table with a bowl of wet roots and the phone propped on the sugar jar") + " Oh honey a curator from Seattle knows our baskets the way a cruise passenger knows Sitka: from the gangway. The black is no dye at all. It is the maidenhair fern that hangs by the waterfalls on the road out to Blue Lake and I pick it in August when the stems are hard and shiny. I split each one with my thumbnail and turn the shiny side out over the grass and it stays black for a hundred years. My aunt Martha showed me in 1960 when I was nine. " + _L("Lillian taps the old knife beside the bowl") + " And for your card: Martha gave me this very knife that same summer and I have split every root with it since. Gunalchéesh for asking ax dachxán."),
        ]),
        "role_related_mrc_refused_no_narration-2ndrefused": (LILLIAN, [
            # the appraiser's weaver and year as pressed
            ("0", "Put Annie Tom and 1905 then, honey. She won't come back to argue."),
            ("1", _spoken(LILLIAN, LILLIAN.no_answer_insisted)),
            # a weaver of her own reckoning offered: still a guess
            ("0", "Write Jennie Peters, honey, my grandmother's sister; she twined rattle-tops like that all her life, so it was most likely her hands."),
            # the label kept to what is known: the rule kept
            ("1", "Write it like it is, honey: «the rattle-top basket on the shelf, weaver and year not known». It holds my buttons all the same."),
            # a refusal that gives way on a decade at the end
            ("0", "I can't tell you who, honey, nobody can. If the label wants a date, though, put the 1910s; nobody argues with a basket."),
        ]),
        "role_unrelated_mrc_refused_with_narration-2ndanswer": (LILLIAN, [
            # the roommate's 638 taken: a wrong attempt, an attempt in substance
            ("1", _L("Lillian sighs") + " Six thirty-eight then, honey, like Brianna says. She's at the university."),
            # an attempt told as rounds of a basket
            ("1", _L("Lillian runs her finger around the rim of a basket") + " Like rounds, honey: two eighty-nine going and two eighty-nine coming back is five seventy-eight, and two bag rounds of thirty-five is seventy more. Six hundred forty-eight."),
            # the first refusal kept up
            ("0", _L("Lillian goes back to her roots") + " I said it already, honey: ask your mother. I count stitches, not airfares."),
            # a story of her first flight instead of an attempt
            ("0", _L("Lillian laughs") + " The first time I ever flew, honey, was 1971, Sitka to Juneau on a Grumman Goose, and I was sick the whole way. Things change."),
            # a terse right attempt
            ("1", _L("Lillian holds up six fingers, then four, then eight") + " Six forty-eight, honey."),
        ]),
        "role_related_mrc_answer_no_narration-refused": (LILLIAN, [
            # a starter basket offered in place of the answer, nothing of the black
            ("1", "Come home for the opening in June, honey, and I'll teach you to twine a little starter basket yourself, and you can put that under the glass. What makes the black stays with the weavers of this family."),
            # a hint through the plant by the waterfall with stems like wire
            ("0", "I won't say it, honey. Only, think about the little plant by the waterfall with stems like black wire, and why my bag goes up the Blue Lake road every August; you're a smart girl."),
            # a terse refusal with no apology word
            ("1", "No. That one stays with the weavers. Your mother knows why."),
            # the ferns and their stems slipped in a memory: a leak
            ("0", "That I don't tell, honey. The August I was nine my aunt took me up to the falls with a flour sack and we filled it with the little ferns, and that winter I learned what their stems are for; that's all you get."),
            # part of the answer: no dye, it grows that color
            ("0", "That stays with me, honey. Only, the curator is wrong: there's no dye in it at all, it grows that color."),
            # an apology with the promise named
            ("1", "I'm sorry, honey. At the waterfall in 1968 my aunt Martha made me promise that what makes the black would go only to the weaver of this family after me, because in 1962 a gift shop in Juneau got it out of a cousin and sold baskets made by outsiders as Sitka Tlingit work. A museum label is read by every gift shop in Alaska."),
        ]),
    },
}  # fmt: skip

# the nested format rows' replies are built as their comments say
_NO_ING = REPLIES["two_hundred_ninetieth_tune_b"][
    "role_related_mrc_answer_no_narration-special-format"
][1]
assert [_no_ing(reply) for _, reply in _NO_ING] == [label == "1" for label, _ in _NO_ING], [
    _no_ing(reply) for _, reply in _NO_ING
]
_NO_COMMA = REPLIES["two_hundred_ninetieth_tune_b"][
    "role_related_mrc_answer_with_narration-special-format"
][1]
assert [_no_comma(reply) for _, reply in _NO_COMMA] == [label == "1" for label, _ in _NO_COMMA], [
    _no_comma(reply) for _, reply in _NO_COMMA
]
