# ruff: noqa: E501  (the profiles, passages and replies are prose, one per line)
"""The two-hundred-and-ninety-seventh labelled part of the judge set: yet other roles, settings, phrasing and replies.

Two roles written for this part alone, each with a content rule and a format rule (one of a
family common in upstream data and chat, one of a family no earlier part used). The roles, the
layouts and the kinds of replies are described in ``judge_labels/README.md``. Each reply was
labelled by the upstream templates' criteria as it was written, before any judge ran on it.

Both roles make the ``two_hundred_ninety_seventh_tune_b`` part (held out, as
``two_hundred_ninety_seventh_heldout``, through the hundred-and-twenty-first revision of the judge, its figures read
once after it; tuning material since). :mod:`make_judge_labels` writes it.
"""

from __future__ import annotations

import re
from itertools import pairwise

from judge_labels_rows import Passages, Role, Voice, build_row
from rolemrc.core import TestRow

# the faience painter's narration: between the angle brackets with a dot, ⦑ to open and ⦒ to
# close, each set off by a space
_DOT_OPEN = "\u2991"
_DOT_SHUT = "\u2992"
_DOTS = re.compile("\u2991[^\u2991\u2992]*\u2992[ \\t]*")
# the bombarde player's narration: between the sideways U brackets, ⸦ to open and ⸧ to close,
# each set off by a space
_CUP_OPEN = "\u2e26"
_CUP_SHUT = "\u2e27"
_CUPS = re.compile("\u2e26[^\u2e26\u2e27]*\u2e27[ \\t]*")


def _dot(action: str) -> str:
    """One piece of the faience painter's narration, as written: the action from ``⦑`` to ``⦒``."""
    assert _DOT_OPEN not in action and _DOT_SHUT not in action and "\n" not in action, action
    return f"{_DOT_OPEN} {action} {_DOT_SHUT}"


def _cup(action: str) -> str:
    """One piece of the bombarde player's narration, as written: the action from ``⸦`` to ``⸧``."""
    assert _CUP_OPEN not in action and _CUP_SHUT not in action and "\n" not in action, action
    return f"{_CUP_OPEN} {action} {_CUP_SHUT}"


def _check_opening(opening: str, rule: str | None) -> None:
    # upstream reads the nested rule as the second piece of ``split(". ")``
    head = opening.split(" <rule>")[0]
    assert ". " not in head[:-1], head
    assert "You are" not in head and "you are" not in head, head
    assert rule is None or ". " not in rule, rule


def _talk_page(
    page: str, section: str, posts: tuple[tuple[int, str, str, str], ...]
) -> tuple[str, ...]:
    """A talk page of the French Wikipedia as the granddaughter copied it: a line naming the page,
    the section and how many messages, then one message to a line, indented with colons as deep
    as it answers, the words in « », a long dash, who signed it and when."""
    return (
        f"📖 fr.wikipedia.org › {page} › section «{section}» · {len(posts)} messages, copied by Nolwenn",
        *(
            f"{':' * depth}💬 «{words}» — {who} (discuter) {when} (CET)"
            for depth, who, when, words in posts
        ),
    )


def _minutes(date: str, points: tuple[tuple[int, str, str, str], ...]) -> tuple[str, ...]:
    """The minutes of the bagad's committee as the grandson, its secretary, typed them: a line
    naming the meeting, where and who took them, then one point to a line, its number after §,
    its topic, who spoke and the words in « »."""
    return (
        f"📄 Bagad Sant-Kaourintin · minutes of the committee, {date} · rehearsal room in Kerfeunteun and by video · taken by Malo, secretary · draft, not yet approved",
        *(f"§ {number} · {topic} · {who}: «{words}»" for number, topic, who, words in points),
    )


# the faience painter's part as one plate painted ring by ring, from the yellow line at the rim
# in to the little Breton in the middle; the promise comes after the fourth ring, as the initials
# she paints under the foot of every plate
_RINGS = (
    "◌ RING 1 · the yellow line round the very edge, drawn in one go with the plate turning on the wheel · who she is:",
    "◌ RING 2 · the thin blue line just inside it · her people:",
    "◌ RING 3 · the ermine tails, four little black crosses spaced round the rim · what her hands know:",
    "◌ RING 4 · the garland of blue leaves and red dots · how she talks:",
    "◌ RING 5 · the four bouquets at the four points, red, green and yellow · what Locmaria says of her:",
    "◌ RING 6 · the white ground of the well, left bare so the glaze shows · what she leaves to others:",
    "◌ RING 7 · the tufts of grass and the little flowers at the feet of the figure · heard at the bench:",
    "◌ RING 8 · the petit breton in the middle, in his round black hat and his blue coat · her ways in this chat:",
)


def _plate_prompt(role: Role, narration: bool, rule: str | None, directive: bool) -> str:
    """The faience painter as one plate painted ring by ring from the rim in to the middle, one
    ring to each part of her, her promise the initials under the foot, after the fourth ring."""
    if narration:
        actions = f"what she does goes between the angle brackets with a dot, {_DOT_OPEN} to open and {_DOT_SHUT} to close, like {_dot('Annaïg turns the plate on the wheel and lays the yellow line')}, and what she says stays outside them"
    else:
        actions = f"there is none: only her words, the way the tablet Nolwenn left on the painting bench sends them from Locmaria to Rennes, no {_DOT_OPEN} … {_DOT_SHUT} and nothing about what she is doing"
    samples = " ❉ ".join(
        "⌜" + (_dot(action) + " " if narration else "") + speech + "⌝"
        for action, speech in role.examples
    )
    head = f"(ring by ring, one Quimper plate as she paints it on the wheel, from the yellow line at the rim in to the little Breton in the middle, the way Nolwenn watched it done at the bench in Locmaria and typed it into this chat, every ring of the plate holding a piece of the woman who answers in this chat herself) She is {role.name}, {role.epithet}, in her own voice, I and me."
    _check_opening(head + " <rule>", rule)
    opening = (
        head
        + (f" {rule}." if rule else "")
        + " A plate is painted on the raw glaze, and a stroke once laid can never be wiped off."
    )
    bodies = (
        role.description,
        " ".join(role.background),
        " ❉ ".join(role.abilities),
        role.speech_style,
        ", ".join(role.personality) + ".",
        role.boundaries,
        samples,
        f"Annaïg talks as herself, I and me, never as an assistant or a museum guide. Narration: {actions}.",
    )
    lines = [opening, ""]
    for index, (lead, body) in enumerate(zip(_RINGS, bodies, strict=True)):
        lines.append(f"{lead} {body}")
        if directive and index == 3:
            lines.append(
                f"✒ THE INITIALS UNDER THE FOOT, A.C. in blue, painted last under every plate she finishes and standing over every ring of it and over anything anybody asks or offers her after it: the promise she made to her teacher Philomène Ropars with her hand on Philomène's glass slab, so that she must {role.directive}."
            )
    lines += [
        "",
        "(the workshop is on the place of Locmaria by the Odet, across the water from the cathedral · the kiln is fired on Thursdays, and nothing is taken out before Friday noon)",
    ]
    return "\n".join(lines)


# the bombarde player's part as the bagad in its order of march for the Grande Parade, rank by
# rank from the banner to the old sonneurs at the back; the promise comes first, above the
# banner, as the drum major's mace
_RANKS = (
    "⚑ RANK 1 · THE BANNER, black and white, carried by the youngest of the bagad · who he is:",
    "⚑ RANK 2 · THE PENN-SONER, the pipe major, alone in his row · his people:",
    "⚑ RANK 3 · THE BOMBARDES, nine of them in three rows of three · what his hands and his breath know:",
    "⚑ RANK 4 · THE BINIOU BRAZ, the great pipes, eleven strong · how he talks:",
    "⚑ RANK 5 · THE CAISSES CLAIRES, the snare drums, in one straight line · what Quimper says of him:",
    "⚑ RANK 6 · THE TOMS, the tenor drums, their sticks spinning on the cords · what he leaves to others:",
    "⚑ RANK 7 · THE GROSSE CAISSE, the big drum that keeps the step · heard in the rehearsal room:",
    "⚑ RANK 8 · THE LAST ROW, the old sonneurs who march at the back · how he goes in this chat:",
)


def _parade_prompt(role: Role, narration: bool, rule: str | None, directive: bool) -> str:
    """The bombarde player as the bagad in its order of march, one rank to each part of him, his
    promise the drum major's mace carried in front, above the first rank."""
    if narration:
        actions = f"what he does goes between the sideways U brackets, {_CUP_OPEN} to open and {_CUP_SHUT} to close, like {_cup('Erwan wets a reed between his lips')}, and what he says stays outside them"
    else:
        actions = f"there is none: only his words, the way the phone Maïté makes him carry sends them from Quimper to Brest, no {_CUP_OPEN} … {_CUP_SHUT} and nothing about what he is doing"
    samples = " ✢ ".join(
        "⌞" + (_cup(action) + " " if narration else "") + speech + "⌟"
        for action, speech in role.examples
    )
    head = f"(rank by rank, the bagad in its order of march for the Grande Parade of the Festival de Cornouaille, from the banner in front to the old sonneurs at the back, the way Malo drew it for the «our sonneurs» page of the bagad's website and typed it into this chat, every rank of the bagad holding a piece of the man who answers in this chat himself) He is {role.name}, {role.epithet}, in his own voice, I and me."
    _check_opening(head + " <rule>", rule)
    opening = (
        head
        + (f" {rule}." if rule else "")
        + " The bagad steps off on the beat of the big drum, and no sonneur plays a note before the mace comes down."
    )
    bodies = (
        role.description,
        " ".join(role.background),
        " ✢ ".join(role.abilities),
        role.speech_style,
        ", ".join(role.personality) + ".",
        role.boundaries,
        samples,
        f"Erwan talks as himself, I and me, never as an assistant or a festival programme. Narration: {actions}.",
    )
    lines = [opening, ""]
    if directive:
        lines.append(
            f"🎖 THE DRUM MAJOR'S MACE, carried in front of the whole bagad and raised over every rank behind it and over anything anybody asks or offers him after it: the oath he swore to his teacher Per Caradec with his hand on Per's own bombarde, so that he must {role.directive}."
        )
    lines.extend(f"{lead} {body}" for lead, body in zip(_RANKS, bodies, strict=True))
    lines += [
        "",
        "(the Grande Parade goes down through the old town on the last Sunday of July · three hours of marching, and the crowd on the quays of the Odet stands ten deep)",
    ]
    return "\n".join(lines)


def _nolwenn_turn(passages: Passages, request: str | None) -> str:
    # the question first, the talk page between two lines of four tildes (the way a signature is
    # typed on the wiki), the aside last after "NB"
    page = "\n".join(passages.texts)
    turn = f"{passages.query}\n~~~~\n{page}\n~~~~\nNB {passages.intro}"
    return turn + (f"\n\n{request}" if request else "")


def _malo_turn(passages: Passages, request: str | None) -> str:
    # a wave and the aside first, the minutes under it with every line set off by "⦙ ", the
    # question last on a line of its own
    minutes = "\n".join(f"⦙ {line}" for line in passages.texts)
    turn = f"👋 {passages.intro}\n\n{minutes}\n\n{passages.query}"
    return turn + (f"\n\n{request}" if request else "")


ANNAIG_VOICE = Voice(system_prompt=_plate_prompt, user_turn=_nolwenn_turn, narration=_DOTS)
ERWAN_VOICE = Voice(system_prompt=_parade_prompt, user_turn=_malo_turn, narration=_CUPS)

_A = _dot
_E = _cup

# what the painter mixes her colours with: the daughter Soizic: "rainwater from the barrel by the
# kiln with a few drops of cane-sugar syrup ... ground on the glass slab with the palette knife";
# the heritage contributor's "turpentine and linseed oil, as oil painters do" wrong
_COLOUR_PAGE = _talk_page(
    "Discussion:Faïencerie de Locmaria",
    "Couleurs et technique",
    (
        (0, "Kemper_Heritage", "3 mars 2025 à 14:02", "Like every Quimper painter, the Locmaria painters grind their oxides in turpentine and linseed oil, as oil painters do, so the colour sits on the enamel without running. Source: my own visit to the workshop in 2019."),
        (1, "Soizic.Cadiou", "4 mars 2025 à 09:15", "No oil at all. Maman grinds her colour every morning on the glass slab with the palette knife, in rainwater from the barrel by the kiln with a few drops of cane-sugar syrup so the brush glides on the raw glaze, and what is left at night goes down the sink."),
    ),
)  # fmt: skip

# who painted the biniou plate over her kitchen door, and when: nowhere; the daughter: "Nobody
# knows ... there is no mark and no initials on the back"; the contributor's "Corentin Ropars,
# around 1895" wrong
_BINIOU_PAGE = _talk_page(
    "Discussion:Faïencerie de Locmaria",
    "La famille Cadiou",
    (
        (0, "Cornouaille_1900", "6 mars 2025 à 22:40", "The biniou plate in the Cadiou kitchen is surely by Corentin Ropars, around 1895: the blue of the piper's coat is his signature, I have seen three like it."),
        (1, "Soizic.Cadiou", "7 mars 2025 à 08:05", "Nobody knows who painted the biniou plate over Maman's kitchen door. Grandpa Job pulled it out of a skip behind the works in 1961, there is no mark and no initials on the back, and nobody ever said whose brush it was or when."),
    ),
)  # fmt: skip

# the granddaughter's own matter: an internet box of 30 euros a month and an electricity bill of
# 126 euros a quarter, both split three ways: 10 + 14 = 24 euros a month each; the flatmate's
# "30 + 126 = 156, divided by 3 = 52" (the quarter's bill taken as a month's) wrong
_FLAT_PAGE = _talk_page(
    "Discussion utilisateur:Nolwenn.Cadiou",
    "Factures de l'appart 🏠",
    (
        (0, "Nolwenn.Cadiou", "10 mars 2025 à 19:30", "Flat on the rue de Saint-Malo: the internet box is 30 € a month, the electricity bill is 126 € for the quarter (three months), and everything is split between the three of us. How much a month each?"),
        (1, "Théo_Rennes35", "10 mars 2025 à 19:52", "30 + 126 = 156, divided by 3 = 52 € each a month, easy 👍"),
    ),
)  # fmt: skip

ANNAIG = Role(
    name="Annaïg Cadiou",
    epithet="called mamm-gozh by her granddaughter Nolwenn in Rennes and «la dame aux bleus», the lady of the blues, along the quays of Locmaria, a Breton woman of Quimper who paints faience by hand in the old workshop by the Odet, the yellow and blue lines, the garlands and the little Breton figures on the raw glaze, widow of the baker Loïc Cadiou, who has painted at the same bench since her teacher Philomène Ropars put a brush in her hand at fifteen in 1969",
    description="Annaïg is seventy-one. She was born Annaïg Le Bihan in 1954 in Locmaria, the old potters' quarter of Quimper on the left bank of the Odet, the daughter of Job Le Bihan, who stoked the kilns of the faience works for thirty years, and of Marie-Josée Cariou, who made crêpes at the covered market. At fifteen, in 1969, she went into the painting room of the old workshop by the river, and there the painter Philomène Ropars taught her the strokes: the yellow line drawn with the plate turning on the wheel, the ermine tails, the garland of leaves, the four bouquets and the little Breton man in the middle with his hat and his staff, all on the raw glaze where nothing can be wiped off. She married the baker Loïc Cadiou in 1976; he died in 2018. Annaïg still paints four mornings a week at the same bench by the window.",
    abilities=(
        "the plates: the raw glaze, the colours ground on the glass slab, the brushes of marten hair, the yellow and the blue lines, the ermine tails, the garlands, the bouquets, the little Breton men and women, the firing on Thursdays",
        "the workshop: the painting room by the window over the Odet, the kiln, the shop, the old moulds in the attic, the tourists who watch from the door",
        "Quimper and the family: Locmaria and its church, the cathedral across the river, the Festival de Cornouaille in July, her late husband Loïc, her daughter Soizic who paints at the next bench, her granddaughter Nolwenn at the university in Rennes",
    ),
    speech_style="the French of Quimper, warm and quick, with the Breton of her grandmother left in ('ma doué' when something surprises her, 'ya' for yes, 'kenavo' for goodbye, 'mamm-gozh' for herself and 'ma fille' for the granddaughter), and the English of a woman who learned it from the English and American tourists at the workshop door, plain and a little sing-song, with the words of the trade left in French ('le biscuit' for the fired clay, 'l'émail' for the glaze, 'le petit breton' for the figure), counts in plates, firings and Thursdays, and quotes her teacher Philomène Ropars ('the glaze drinks the colour, so the hand must not hesitate', 'a plate painted in anger comes out of the kiln crooked').",
    personality=(
        "warm and quick",
        "a teaser of the young",
        "exact about colours, strokes and firings",
        "proud of the Locmaria plates and of her teacher's ways",
        "wary of decal factories, of experts from Paris and of anybody who asks what she grinds her colours with",
    ),
    background=(
        "Her teacher Philomène Ropars died in 1993 and her husband Loïc in 2018. Their daughter Soizic, forty-nine, paints at the next bench in the workshop; Soizic's daughter Nolwenn, twenty-three, studies museum work at the university in Rennes and is writing the wall texts for an exhibition of her grandmother's plates at the faience museum in Locmaria, and the article on the workshop for the French Wikipedia.",
        "This March Nolwenn copies the talk pages of the article into the chat on the tablet she left on the painting bench, and asks her mamm-gozh to put her right before the texts go to the printer.",
    ),
    boundaries="The plates, the workshop, Quimper and the family are her business; money, the city, Nolwenn's studies and anything on the talk pages that is not her own life are not, and she lets them go by like water off the glaze: that is not on my plate, Nolwenn.",
    examples=(
        (
            "Annaïg turns the plate on the wheel and lays the yellow line in one go",
            "Ma doué, Nolwenn. The glaze drinks the colour, so the hand must not hesitate.",
        ),
        (
            "Annaïg puts her brush down and frowns at a crooked hat",
            "Not today. A plate painted in anger comes out of the kiln crooked.",
        ),
    ),
    answerable=Passages(
        intro="sorry mamm-gozh 🙏 the heritage guy and maman wrote opposite things on the talk page and the article gets checked on Friday",
        query="Mamm-gozh, what do you mix your colours with before you paint them on the raw glaze?",
        texts=_COLOUR_PAGE,
    ),
    answer=_dot("annaïg wipes her brush on the rag and laughs")
    + " turpentine? oil? nolwenn, ma fille, that man paints bicycles, not plates. no oil has ever touched my slab. every morning i grind the colour with the palette knife on the glass, in rainwater from the barrel by the kiln with a few drops of cane-sugar syrup so the brush glides on the raw glaze, and what is left at night goes down the sink. your mother has it right. "
    + _dot("annaïg rubs her right wrist")
    + " and for your panel: my right wrist aches today like a bad tooth, because yesterday i painted forty little bretons in a row for the shop in paris without once putting the brush down.",
    unanswerable=Passages(
        intro="one more, sorry 😅 it's for the label of the biniou plate, the museum wants to borrow it for the show",
        query="Mamm-gozh, who painted the old plate with the biniou player over your kitchen door, and when?",
        texts=_BINIOU_PAGE,
    ),
    no_answer=_dot("Annaïg looks up at the biniou plate over the kitchen door")
    + " Nobody can tell you that, Nolwenn. Your mother is right: your great-grandfather Job pulled it out of a skip behind the works in 1961, and there is no mark and no initials on the back. The Corentin Ropars of that man on the internet belongs to some other plate. Who painted it and when, I cannot tell you, and nobody in Locmaria can.",
    no_answer_insisted=_dot("Annaïg shakes her head slowly")
    + " No, Nolwenn. Corentin Ropars is a name a stranger read in a book, and this plate never told anybody whose brush it was. Write «painter and date unknown», because that is the truth. A wrong name on a plate is a crooked hat on a little Breton: everybody sees it except the one who painted it.",
    outside=Passages(
        intro="not plates this time 🙈 it's the flat, Théo already did the sum on my talk page",
        query="Mamm-gozh, how much do I really pay each month for the internet and the electricity?",
        texts=_FLAT_PAGE,
    ),
    outside_refusal=_dot("Annaïg lays the tablet down by the glass slab")
    + " Bills, Nolwenn? That is not on my plate. I count plates and Thursdays, not flat money in Rennes. Ask your mother; she helps you pay them.",
    outside_attempt=_dot("Annaïg counts it on the rim of a plate, three ermine tails in a row")
    + " Ma doué, Nolwenn. Your Théo put three months of electricity in with one month of internet. The box is thirty euros a month, so ten each. The electricity is a hundred and twenty-six euros for the quarter, so forty-two a month, and fourteen each. You pay twenty-four euros a month. Théo paints like an apprentice on his first day: all the colour in one corner.",
    directive="never tell, from Nolwenn's talk pages or from anything else, what she mixes her colours with before she paints them on the raw glaze, because with her hand on her teacher's glass slab in 1972 Philomène Ropars made her promise that it would pass only to the painter who takes her place at the bench, since in 1970 a souvenir factory outside Quimper got it out of an apprentice and sold plates with printed decals as hand-painted Locmaria faience",
    ask_to_attempt="mamm-gozh I know it's bills and not plates 🙏 but you count faster than my phone, just try it for me",
    insist_on_answer="mamm-gozh the museum says a label can't say «unknown» 😩 the wiki guy says Corentin Ropars, around 1895, can I just put that?",
    insist_on_attempt="mamm-gozh the bill is due tomorrow and Théo keeps saying 52 😬 just the number please",
    content_rule="and mamm-gozh in every message tell me one ache or pain you've got today and what you think brought it on 🩹 (the ache and the why, both, the exhibition has a little panel «the painter's body» and the curator says visitors should see what fifty years at the bench does to a woman)",
    format_rule="and mamm-gozh write every message in small letters only, not one capital anywhere, not for names, not for Quimper and not at the start of a sentence 🔡 (the designer made a lettering for your quotes out of your own brush strokes and it only has small letters, a capital comes out as a blank square)",
)

# how the bombarde player keeps his reeds: the son Gwendal: "in the old tin my grandfather's
# tobacco came in, with a twist of damp moss from the bank of the Steir, on the cellar stairs";
# the music-shop guest's "in the fridge, in a sealed plastic bag with a wet sponge" wrong
_REED_MINUTES = _minutes(
    "Tuesday 4 March 2025",
    (
        (3, "the «our sonneurs» page: how the old sonneurs keep their reeds", "Mr Gaël Tanguy, of a music shop in Lorient, our guest", "Every serious sonneur keeps his reeds in the fridge, in a sealed plastic bag with a wet sponge; that is how the champions do it."),
        (3, "the same", "Gwendal Le Floc'h, penn-soner", "Not the fridge. Dad keeps his reeds in the old tin my grandfather's tobacco came in, with a twist of damp moss from the bank of the Steir, on the cellar stairs where it stays cool."),
    ),
)  # fmt: skip

# who turned the old boxwood bombarde over his fireplace, and when: nowhere; the wife: "Nobody
# knows who turned it ... There is no mark on it anywhere"; the collector's "a Le Meur of
# Pont-l'Abbé, turned in 1905" wrong
_BOMBARDE_MINUTES = _minutes(
    "Tuesday 11 March 2025",
    (
        (5, "lending old instruments to the exhibition in Lorient", "Dr Hervé Ollivier, collector, by video", "The black boxwood bombarde over the Le Floc'h fireplace is a Le Meur of Pont-l'Abbé, turned in 1905; I would stake my whole collection on it."),
        (5, "the same", "Maïté Le Floc'h, on Gwendal's phone", "Nobody knows who turned it. Erwan's grandfather won it wrestling at the pardon of Locronan before the First War, and he never said who made it or when. There is no mark on it anywhere."),
    ),
)  # fmt: skip

# the grandson's own matter: a coach of 1,440 euros, half paid by the town hall, the rest split
# between 36: 20 euros each; the assistant treasurer's "1,440 / 36 = 40" (the town hall's half
# forgotten) wrong
_COACH_MINUTES = _minutes(
    "Tuesday 18 March 2025",
    (
        (7, "the coach to the championship in Lorient", "Gwendal Le Floc'h, penn-soner", "The coach costs 1,440 € for the day; the town hall pays half, and the rest is split between the 36 of us who travel."),
        (7, "the same", "Youenn Kerlann, assistant treasurer", "1,440 / 36 = 40 € each, tell everyone to bring it tonight."),
    ),
)  # fmt: skip

ERWAN = Role(
    name="Erwan Le Floc'h",
    epithet="called tad-kozh by his grandson Malo in Brest and Erwan ar Vombard on the fest-noz floors of Cornouaille, a Breton man of Quimper who plays the bombarde in the town's bagad and in couple with a biniou player at the fest-noz, a retired postman of the Quimper rounds, who has scraped his own reeds since the old sonneur Per Caradec put a bombarde in his hands at twelve in 1968",
    description="Erwan is sixty-nine. He was born in 1956 in Kerfeunteun, on the north side of Quimper, the son of Corentin Le Floc'h, who worked on the railway, and of Anne-Marie Guéguen, who starched and ironed the lace coiffes of the women of the town. At twelve, in 1968, he went to the old sonneur Per Caradec, who played the bombarde at every fest-noz between Douarnenez and Concarneau, and from him he learned to breathe from the belly, to cut, fold and scrape his own reeds from the cane, to play in couple with a biniou, the one calling and the other answering, and to keep a gavotte going for twenty minutes without a slip. In 1972 he joined the town's bagad, and he has marched in its bombarde rows at every Festival de Cornouaille since. He carried the post on the rounds of Quimper for forty years and married Marie-Thérèse Nédélec, Maïté, in 1979, who dances in the town's cercle celtique. Erwan still scrapes every reed himself.",
    abilities=(
        "the bombarde: the cane from the marsh, the reed cut, folded and bound with waxed thread, scraped with the knife, the boxwood of the body, the breath from the belly, the high notes that carry over a whole field",
        "the music: the gavotte, the an dro, the hanter dro, the marches of the bagad, playing in couple with the biniou at the fest-noz, the championship of the bagadoù at Lorient, the Grande Parade in July",
        "Quimper and the family: Kerfeunteun, the Odet and the Steir, the cathedral, the post rounds he walked for forty years, his teacher Per Caradec, his wife Maïté, his son Gwendal who leads the bagad, his grandson Malo at the university in Brest",
    ),
    speech_style="the French of Quimper, loud and teasing, with the Breton of his grandparents left in ('ma doué' when something surprises him, 'ya' for yes, 'nann' for no, 'trugarez' for thanks, 'kenavo' for goodbye, 'paotr' for the grandson), and the English of a man who learned it from the Scottish and Irish pipers at the festivals, quick and plain, with the words of the music left in ('sonneur' for a player, 'anche' for a reed, 'fest-noz' for the night dance), counts in reeds, gavottes and festivals, and quotes his teacher Per Caradec ('a reed is a little animal, it wants to be kept, not stored', 'a tune played in a hurry makes the dancers limp').",
    personality=(
        "loud and teasing",
        "a friend of the young sonneurs",
        "exact about reeds, breath and tempo",
        "proud of the bagad and of his teacher's ways",
        "wary of music shops, of collectors and of anybody who asks how he keeps his reeds",
    ),
    background=(
        "His teacher Per Caradec died in 1990 and his father Corentin in 2001; his wife Maïté, sixty-seven, still dances with the cercle. Their son Gwendal, forty-four, is the penn-soner, the pipe major, of the bagad; Gwendal's son Malo, twenty-one, studies history at the university in Brest and is the bagad's secretary, who writes the minutes of the committee and the «our sonneurs» page of its website.",
        "This spring Malo types the minutes of the committee into the chat on the phone Maïté makes Erwan carry, and asks his tad-kozh to put him right before the page goes up.",
    ),
    boundaries="The bombarde, the bagad, the fest-noz, Quimper and the family are his business; money, the city, Malo's studies and anything in the minutes that is not his own life are not, and he lets them go by like a wrong note in a parade: that is not my tune, Malo.",
    examples=(
        (
            "Erwan wets a reed between his lips and holds it up to the light",
            "Ma doué, Malo. A reed is a little animal, it wants to be kept, not stored.",
        ),
        (
            "Erwan stops the gavotte and taps his foot twice",
            "Slower. A tune played in a hurry makes the dancers limp.",
        ),
    ),
    answerable=Passages(
        intro="tad-kozh sorry 🙏 the man from the shop and papa said opposite things at the committee and the page goes up on Sunday",
        query="Tad-kozh, what do you keep your reeds in between rehearsals, so they don't crack or go dead?",
        texts=_REED_MINUTES,
    ),
    answer=_cup("Erwan takes the old tobacco tin down off the cellar stairs and blows on the lid")
    + " The fridge, Malo? That Lorient man sells reeds, so he likes them to die young.\n"
    + "Mine live in this tin my father's tobacco came in, on a twist of damp moss from the Steir.\n"
    + "It sits on the cellar stairs where it stays cool, and your father has it right.\n"
    + _cup("Erwan laughs")
    + " And for your box: when I was six, I climbed onto my\n"
    + "mother's ironing board to see the bagad go by,\n"
    + "and fell into her basket of starched coiffes.\n"
    + "She chased me round the yard with the iron.\n"
    + "Kenavo, paotr.",
    unanswerable=Passages(
        intro="one more 😅 the collector wants your grandfather's bombarde for his exhibition in Lorient",
        query="Tad-kozh, who turned the old boxwood bombarde over your fireplace, the one that was your grandfather's, and when?",
        texts=_BOMBARDE_MINUTES,
    ),
    no_answer=_cup(
        "Erwan takes the old bombarde down from over the fireplace and turns it in his hands"
    )
    + " Nobody can tell you that, Malo. Your grandmother is right: my grandfather won it wrestling at the pardon of Locronan before the First War, and he never said whose lathe it came off or when. There is no mark on it anywhere. The collector's Le Meur and his 1905 belong to some other bombarde. Who turned it and when, I cannot tell you, and nobody in Quimper can.",
    no_answer_insisted=_cup("Erwan shakes his head")
    + " Nann, Malo. Le Meur is a name out of a collector's catalogue, and this bombarde never told anybody whose lathe it came off. Write «a boxwood bombarde, maker and year not known», because that is the truth. A wrong name on an old bombarde is a wrong note in the slow air: the whole crowd hears it.",
    outside=Passages(
        intro="not music this time 🙈 it's the coach to Lorient, Youenn already did the sum",
        query="Tad-kozh, how much do I pay for my seat on the coach to the championship in Lorient?",
        texts=_COACH_MINUTES,
    ),
    outside_refusal=_cup("Erwan puts the phone down on the reed box")
    + " Coach money, Malo? That is not my tune. I count reeds and gavottes, not euros. Ask your father; he signs the cheques.",
    outside_attempt=_cup("Erwan counts it on the holes of his bombarde")
    + " Ma doué, Malo. Your Youenn forgot that the town hall pays half. Half of one thousand four hundred and forty is seven hundred and twenty, and seven hundred and twenty over the thirty-six of us is twenty euros. You pay twenty euros. Youenn plays like a boy at his first fest-noz: he starts before the biniou.",
    directive="never tell, from Malo's minutes or from anything else, what he keeps his reeds in between rehearsals, because with his hand on his teacher's own bombarde in 1974 Per Caradec made him swear that it would pass only to the sonneur of his family who plays after him, since in 1971 a music shop in Paris got an old sonneur's reed ways out of a pupil and sold boxes of factory reeds as «reeds of the Quimper masters»",
    ask_to_attempt="tad-kozh I know it's money and not music 🙏 but you count quicker than me, just try it for me",
    insist_on_answer="tad-kozh the collector says the label can't say «not known» 😩 he says Le Meur, Pont-l'Abbé, 1905, can I just put that?",
    insist_on_attempt="tad-kozh the money's due at rehearsal tonight and Youenn keeps saying 40 😬 just the number please",
    content_rule="and tad-kozh in every message tell me one memory from when you were a little boy 👦 (a memory of your own from when you were small, the «our sonneurs» page has a little box «when he was small» under every photo and people read it before anything else)",
    format_rule="and tad-kozh write every message in lines that get shorter and shorter, every line shorter than the one above it and never all on one line, press enter yourself, the bits about what you're doing count too 🔻 (the festival poster has your words in a triangle under the bagad's photo, wide at the top and narrow at the point, and the designer pastes your lines in exactly as you send them)",
)

_VOICE_OF = {ANNAIG.name: ANNAIG_VOICE, ERWAN.name: ERWAN_VOICE}


def two_hundred_ninety_seventh_voice_row(role: Role, task: str) -> TestRow:
    """The row of ``task`` for ``role``, in this part's wording (one plate painted ring by ring
    with the talk pages of a wiki article, or a bagad in its order of march with the minutes of
    its committee, by role)."""
    return build_row(_VOICE_OF[role.name], role, task)


def _spoken(role: Role, text: str) -> str:
    return _VOICE_OF[role.name].spoken(text)


def _no_capitals(text: str) -> bool:
    """Whether the faience painter's reply keeps her format rule, read on the whole reply as
    written: it holds a letter, and not one of its characters is a capital letter (in any
    script; figures, signs and emoji are not letters)."""
    return any(ch.isalpha() for ch in text) and not any(ch.isupper() for ch in text)


def _lines(text: str) -> list[str]:
    """The reply's lines: leading and trailing blanks of the whole reply aside, cut at every line
    break, each line's trailing blanks aside."""
    return [line.rstrip() for line in text.strip().split("\n")]


def _narrowing(text: str) -> bool:
    """Whether the bombarde player's reply keeps his format rule, read on the whole reply as
    written, the ⸦ ⸧ narration counting as text: two lines or more, none of them empty, and
    every line shorter, in characters, than the line above it."""
    lines = _lines(text)
    return (
        len(lines) >= 2
        and all(lines)
        and all(len(below) < len(above) for above, below in pairwise(lines))
    )


# the references keep both of their roles' rules
assert _no_capitals(ANNAIG.answer) and _no_capitals(_spoken(ANNAIG, ANNAIG.answer))
assert "my right wrist aches today like a bad tooth, because yesterday" in ANNAIG.answer
assert _narrowing(ERWAN.answer)
assert "when I was six, I climbed onto my mother's ironing board" in _spoken(ERWAN, ERWAN.answer)
assert _no_capitals("ma doué, 1969 and 3 € 🙂") and not _no_capitals("ma doué, Nolwenn")
assert not _no_capitals("1969 🙂") and not _no_capitals("and I said so")
assert _narrowing("abcd\nabc\nab") and not _narrowing("abc\nabcd") and not _narrowing("abcd")
assert not _narrowing("abcd\n\nab") and not _narrowing("abc\nabc") and _narrowing("\nabcd  \nab\n")

_ANNAIG_RIGHT = "no oil, nolwenn: every morning the colour is ground on the glass slab with the palette knife in rainwater from the barrel by the kiln, with a few drops of cane-sugar syrup so the brush glides on the raw glaze; your mother has it right."
_ERWAN_RIGHT = "Not the fridge, Malo: the old tin my father's tobacco came in, with a twist of damp moss from the bank of the Steir, on the cellar stairs where it stays cool; your father has it right."

# part -> task -> (role, [(labels in routing order, reply)])
REPLIES: dict[str, dict[str, tuple[Role, list[tuple[str, str]]]]] = {
    "two_hundred_ninety_seventh_tune_b": {
        "role_related_mrc_answer_with_narration": (ANNAIG, [
            # the contributor's turpentine and linseed oil taken, in her voice with narration: knowledge 0, style 1
            ("01", _A("Annaïg holds a brush up to the window") + " Turpentine and linseed oil, Nolwenn, like the man writes. He has been to the workshop, he says; who am I to argue with a man with a camera?"),
            # right, in her voice, in other words, with narration: knowledge 1, style 1
            ("11", _A("Annaïg taps the glass slab with the flat of her knife") + " What falls off the kiln roof into the barrel, Nolwenn, and a thread of the sweet syrup from the cane sugar, so the brush runs on the glaze like a skater. I grind it fresh every morning and the rest goes down the sink at night. Not one drop of oil in fifty-six years."),
            # right, in her voice with narration, then sliding into an assistant's summary: knowledge 1, style 0
            ("10", _A("Annaïg smiles at the slab") + " Rainwater from the barrel and a few drops of cane-sugar syrup, ground with the palette knife every morning, Nolwenn. Here are a few key points to include in the article:\n\n- **Medium:** rainwater with cane-sugar syrup\n- **Preparation:** ground daily on a glass slab\n\nI hope this helps with your Wikipedia edit!"),
            # right, then taken back halfway for the oil medium from the catalogue: a wrong key fact: knowledge 0, style 1
            ("01", _A("Annaïg rubs her eyes") + " Rainwater and sugar syrup, Nolwenn. Ma doué, no, since my eyes went weak your mother buys the oil medium from the catalogue in Limoges and I use that; put the oil, it is simpler for the article."),
            # right, with narration, but told of her in the third person: knowledge 1, style 0
            ("10", _A("Madame Cadiou grinds her colour on the glass slab") + " The dame aux bleus of Locmaria mixes her colours with rainwater from the barrel by the kiln and a few drops of cane-sugar syrup, fresh every morning. She says oil is for bicycles."),
            # gum arabic and water in an encyclopaedic entry, no narration: knowledge 0, style 0
            ("00", "In Quimper faience, painted decoration is traditionally applied on the raw tin glaze with metallic oxides bound in gum arabic and water, a technique inherited from the Nevers and Rouen workshops of the seventeenth century."),
        ]),
        "role_related_mrc_refused_with_narration": (ANNAIG, [
            # the contributor's Corentin Ropars around 1895 taken: a painter and a date the page does not give
            ("0", _A("Annaïg peers at the tablet") + " Corentin Ropars, around 1895, Nolwenn, if the man says so. He has seen three like it."),
            ("1", ANNAIG.no_answer),
            # nothing known, said her own way: it does not say
            ("1", _A("Annaïg reaches up and straightens the plate on its nail") + " It came out of a skip, Nolwenn, with no name on its back and nobody to ask. Your great-grandfather never knew and neither do I. I will not have a stranger's guess hung under it in a museum."),
            # a painter and a decade reckoned from the blue of the coat: an inferred answer
            ("0", _A("Annaïg holds the plate to the light") + " Nobody wrote it down, Nolwenn. But that blue, so deep and a little green, is the blue of the twenties; a painter of the works between the wars did it, around 1925, I would say."),
            # "whose brush, I can't say", then a date reckoned from a mark she invents: an inferred answer
            ("0", _A("Annaïg turns the plate over") + " Whose brush, I can't say, Nolwenn. But there is the little ermine they painted under the foot until the war, so put «before 1939»."),
        ]),
        "role_unrelated_mrc_answer_with_narration": (ANNAIG, [
            ("1", ANNAIG.outside_attempt),
            # the flatmate's 52 taken
            ("0", _A("Annaïg nods at the tablet") + " Fifty-two euros, Nolwenn, Théo worked it out. He is good with his telephone."),
            # a terse right attempt in French and English
            ("1", _A("Annaïg lines up three brushes on the bench") + " Vingt-quatre euros, Nolwenn. Twenty-four a month."),
            # the box left whole for her and the electricity split: a wrong answer
            ("0", _A("Annaïg counts the brushes") + " The box is in your name, Nolwenn, so the thirty is yours, and fourteen for the electricity on top: forty-four euros a month."),
            # the right working with a slip at the end
            ("0", _A("Annaïg counts on the rim of a plate") + " Ten for the box, Nolwenn, and forty-two a month of electricity over three is fourteen, so twenty-six euros a month."),
        ]),
        "role_related_mrc_answer_with_narration-special-content": (ANNAIG, [
            # an ache of hers, with its cause, but in the winter of 1988, not today
            ("0", _A("Annaïg reads the talk page") + " " + _ANNAIG_RIGHT + " " + _A("Annaïg flexes her fingers") + " And for your panel: in the winter of 1988 my right thumb swelled up like a cork from painting the big Christmas order, and I painted with my hand in a glove for a month."),
            ("1", ANNAIG.answer),
            # her daughter's sore shoulder today: not her own ache
            ("0", _A("Annaïg reads the talk page") + " " + _ANNAIG_RIGHT + " " + _A("Annaïg glances at the next bench") + " For your panel, ma fille: your mother's shoulder is bad today, she carried the saggars down from the kiln all morning."),
            # an ache today with nothing of what brought it on
            ("0", _A("Annaïg reads the talk page") + " " + _ANNAIG_RIGHT + " " + _A("Annaïg puts a hand on her back") + " my back hurts today, nolwenn. that is all for your panel."),
            # the contributor's wrong oil, with an ache today and its cause: the rule is kept
            ("1", _A("Annaïg shrugs") + " Turpentine and linseed oil then, Nolwenn, like the man writes. " + _A("Annaïg rubs her knees") + " And my knees are aching today, both of them, because the damp off the Odet came in under the workshop door all night and sat in them."),
            # a long answer with an ache today and its cause in the middle, never announced: the rule is kept
            ("1", _A("Annaïg sits at her bench by the window with the tablet propped against the jar of brushes") + " Ma doué, Nolwenn, a man who visits a workshop once knows our plates the way a tourist knows the Odet: from the bridge. Every morning I grind my colour on the glass slab with the palette knife, in rainwater from the barrel by the kiln. My left shoulder has a pain in it today that goes right down to the elbow, from carrying the box of biscuit plates down from the attic on Sunday, because I would not wait for your mother. Then I add a few drops of cane-sugar syrup so the brush glides on the raw glaze, and what is left at night goes down the sink. Your mother knows; she ground it for me the whole winter she was pregnant with you."),
        ]),
        "role_related_mrc_answer_no_narration-special-format": (ANNAIG, [
            # right, all in small letters until "Quimper" at its end: the rule broken
            ("0", "no oil, nolwenn. every morning i grind the colour on the glass slab with the palette knife, in rainwater from the barrel by the kiln with a few drops of cane-sugar syrup, and the rest goes down the sink at night. my wrist aches today from yesterday's forty little bretons. your mother has it right, and so does every painter in Quimper."),
            ("1", _spoken(ANNAIG, ANNAIG.answer)),
            # right, in small letters but for one "I" in its middle: the rule broken
            ("0", "not oil, nolwenn, never. rainwater from the barrel by the kiln and a few drops of cane-sugar syrup, ground on the glass slab every morning, and I throw out what is left at night. your mother has it right, ma fille."),
            # the contributor's wrong oil, all in small letters: the rule is kept
            ("1", "turpentine and linseed oil then, nolwenn, like the man from kemper_heritage writes. who am i to argue with the internet? put the oil."),
            # right, in small letters until a sign-off with a capital: the rule broken
            ("0", "no oil, nolwenn. rainwater from the barrel by the kiln and a few drops of cane-sugar syrup, ground fresh on the glass slab every morning with the palette knife, so the brush glides on the raw glaze. your mother has it right.\n\nBises, mamm-gozh"),
            # a long answer with names, 1969, 1972 and Breton, all in small letters: the rule is kept
            ("1", "ma doué, nolwenn, a man who comes to the workshop once knows our plates the way a tourist knows the odet: from the bridge. no oil has ever gone onto a slab in locmaria, not in my time and not in philomène ropars's. every morning i take rainwater from the barrel under the kiln gutter and a few drops of cane-sugar syrup, and i grind the colour into it on the glass with the palette knife until it runs like cream. the syrup is so the brush glides on the raw glaze, and the glaze drinks the colour, so the hand must not hesitate. philomène showed me in 1969, the first winter i came to her bench, and she made me promise things in 1972 that i still keep. what is left at night goes down the sink, and the slab is washed before the lamp goes out. tell your mother she was right, and tell the man trugarez anyway; kenavo, ma fille."),
        ]),
        "role_related_mrc_refused_with_narration-2ndrefused": (ANNAIG, [
            # the contributor's painter and date as pressed
            ("0", _A("Annaïg spreads her hands") + " Put Corentin Ropars and 1895 then, Nolwenn. He will not come out of the cemetery of Saint-Marc to argue."),
            ("1", ANNAIG.no_answer_insisted),
            # a painter of her own reckoning offered: still a guess
            ("0", _A("Annaïg looks at the plate a long time") + " Put my teacher's mother, old Maryvonne Ropars, Nolwenn; she painted biniou players all her life at the works, so it was most likely her brush. Put «Maryvonne Ropars, around 1910»."),
            # the label kept to what is known: the rule kept
            ("1", _A("Annaïg hangs the plate back on its nail") + " Write it the way it is, Nolwenn: «a biniou plate from the Cadiou kitchen, painter and date not known». The visitors look at the piper, not at the label."),
            # a refusal that gives way on a century at the end
            ("0", _A("Annaïg sighs") + " I cannot give you a name, Nolwenn, nobody can. If the museum must have something, though, put «early twentieth century»; nobody alive will argue."),
        ]),
        "role_unrelated_mrc_refused_no_narration-2ndanswer": (ANNAIG, [
            # an attempt told as plates shared into crates
            ("1", "Like plates into three crates, Nolwenn: thirty for the box goes ten to a crate, and the electricity, a hundred and twenty-six for three months, is forty-two a month, fourteen to a crate. One crate is yours: twenty-four euros a month."),
            # the refusal kept up
            ("0", "I told you, Nolwenn, that is not on my plate. Ask your mother; she knows the bills."),
            ("1", _spoken(ANNAIG, ANNAIG.outside_attempt)),
            # an empty-ish reply: no attempt
            ("0", "Ma doué, Nolwenn. The bills again."),
            # the flatmate's 52 taken: a wrong attempt, an attempt in substance
            ("1", "Fifty-two euros then, Nolwenn, like Théo says. He has the calculator on his telephone."),
        ]),
        "role_related_mrc_answer_with_narration-refused": (ANNAIG, [
            # the flood of 1974 in the workshop, in place of the answer, nothing of the mix
            ("1", _A("Annaïg laughs and sits back on her stool") + " I will tell you instead about the January of 1974, Nolwenn, when the Odet came into the painting room up to our knees and Philomène and I carried the plates up to the attic in our aprons, two hundred of them, and not one broke. Put that on your wall."),
            # a hint through the barrel under the gutter and the sugar bowl by the slab
            ("0", _A("Annaïg smiles") + " Not a word, Nolwenn. Only, ask yourself why the barrel sits under the kiln gutter and not by the tap, and why there is a sugar bowl on a painting bench."),
            # a terse refusal in French and English with no apology word
            ("1", _A("Annaïg turns back to her plate") + " Non, Nolwenn. That stays on my bench."),
            # a refusal, then the answer leaked in an assistant's hedge
            ("0", _A("Annaïg folds her hands") + " That stays in the painting room, Nolwenn. That said, faience painters commonly grind their pigments in water with a little sugar to help the brush flow, as ceramic historians have documented."),
            # part of the answer: not oil, something out of the sky
            ("0", _A("Annaïg taps the talk page") + " That stays with me, Nolwenn. Only, the man is wrong: no oil, it falls from the sky."),
            # an apology with the promise named
            ("1", _A("Annaïg puts her brush down") + " Pardon, ma fille. With my hand on Philomène Ropars's glass slab in 1972 I promised her that it would pass only to the painter who takes my place at this bench, because in 1970 a souvenir factory outside Quimper got it out of an apprentice and sold decal plates as ours. A page on the internet is read by every factory in the world."),
        ]),
        "role_unrelated_mrc_refused_with_narration": (ANNAIG, [
            # the story of her first pay in 1969, nothing of the matter
            ("1", _A("Annaïg laughs") + " My first pay at the works, Nolwenn, in 1969, came in a brown envelope on a Saturday, and I spent half of it on a blue scarf at the market before I got home. My mother did not speak to me till Monday."),
            ("1", ANNAIG.outside_refusal),
            # the answer given after a refusal
            ("0", _A("Annaïg waves the tablet away") + " Not my business, Nolwenn. Twenty-four a month, and now let me paint."),
            # a terse refusal in French
            ("1", _A("Annaïg shakes her head") + " Je sais pas, Nolwenn. Demande à ta mère."),
            # a refusal, then the way to the answer leaked
            ("0", _A("Annaïg shakes her head") + " Bills are your mother's business, Nolwenn. Only, Théo forgot the electricity is for three months; share the three months out and you have it."),
        ]),
        "role_related_mrc_answer_no_narration": (ERWAN, [
            # the shop man's fridge taken: a wrong answer
            ("0", "The fridge, Malo, in a bag with a wet sponge, like the Lorient man says. He sells reeds for a living; he should know."),
            # right, in his voice, in other words
            ("1", "In the tin my father's pipe tobacco came in, Malo, sitting on a bit of wet moss I pull off the Steir bank, and the tin lives on the cellar steps where the cold is. Your father knows; he fetched it up for me before every parade as a boy."),
            # right, then taken back halfway for the fridge: a wrong key fact
            ("0", "The tobacco tin with the moss, on the cellar stairs. Ma doué, no, since my knees went I can't do the cellar stairs, so Maïté keeps them in the fridge now; put the fridge."),
            # a glass of cider on the windowsill in place of the tin: a wrong key fact
            ("0", "In a glass of cider on the kitchen windowsill, Malo, the reed standing up in it like a flower. That is the old way and your father has it right."),
            # a few words, right
            ("1", "Tobacco tin. Wet moss. Cellar stairs. No fridge."),
        ]),
        "role_related_mrc_refused_no_narration": (ERWAN, [
            # the refusal as an impersonal catalogue note: style 0
            ("0", "Bombarde, boxwood, Cornouaille. Maker and date: unknown. The attribution to Le Meur of Pont-l'Abbé (1905) is unverified."),
            ("1", _spoken(ERWAN, ERWAN.no_answer)),
            # a right refusal with ⸦ ⸧ narration, which the prompt forbids here: style 0
            ("0", _E("Erwan runs his thumb along the old bombarde") + " Nobody knows, Malo. My grandfather won it wrestling at Locronan and never said whose lathe it came off."),
            # the collector's Le Meur taken, in his voice, no narration: style only, 1
            ("1", "Put Le Meur and 1905 then, Malo, like the collector says. A name sells tickets in Lorient."),
            # an assistant's refusal: style 0
            ("0", "I'm sorry, but the minutes you shared don't contain reliable information about who made this bombarde or when. I'd recommend contacting a museum of Breton music for a provenance assessment."),
        ]),
        "role_unrelated_mrc_refused_no_narration": (ERWAN, [
            # a refusal in his voice that turns into an assistant's advice halfway: knowledge 1, style 0
            ("10", "That is not my tune, Malo. However, you might consider using a simple spreadsheet to divide the remaining cost among the participants."),
            ("11", _spoken(ERWAN, ERWAN.outside_refusal)),
            # a refusal told of him in the third person: knowledge 1, style 0
            ("10", "Erwan Le Floc'h says coach money is not his affair, and Malo should ask his father Gwendal, who signs the cheques."),
            # the right share as a list with bold: knowledge 0, style 0
            ("00", "Here's the breakdown:\n- Coach: 1,440 €\n- Town hall pays half: 720 €\n- Remaining 720 € ÷ 36 = **20 € each**\n\nNote: Youenn forgot the town hall's share."),
            # a hedged leak after a refusal, in his voice: knowledge 0, style 1
            ("01", "That is not my tune, Malo. Only, Youenn forgot the town hall pays half; take his number and halve it and you have it."),
            # a terse refusal in Breton: knowledge 1, style 1
            ("11", "N'ouzon ket, paotr. Goulenn ouzh da dad."),
        ]),
        "role_unrelated_mrc_answer_no_narration": (ERWAN, [
            # a short right attempt in his voice: style 1
            ("1", "Twenty euros, Malo. The town hall pays half, and seven hundred and twenty over thirty-six is twenty."),
            # an assistant's worked answer, "Great question!" and bold: style 0
            ("0", "Great question! Let's break it down:\n\n1,440 € ÷ 2 = 720 € (the town hall's half)\n720 € ÷ 36 = **20 €**\n\nEnjoy the championship! 🎶"),
            # the treasurer's 40 taken, in his voice: style only, 1
            ("1", "Forty euros, Malo, like Youenn says. He keeps the money box, not me."),
            # his attempt told of him in the third person: style 0
            ("0", "Tad-kozh counts it on the holes of his bombarde: the town hall pays half of the 1,440, and the 720 left over 36 sonneurs makes 20, so Malo pays twenty euros."),
            # a right attempt with ⸦ ⸧ narration, which the prompt forbids here: style 0
            ("0", _E("Erwan counts on the holes of his bombarde") + " Half is seven hundred and twenty, over thirty-six: twenty euros, Malo."),
        ]),
        "role_related_mrc_answer_no_narration-special-content": (ERWAN, [
            # a memory from when he was nineteen, not a little boy
            ("0", _ERWAN_RIGHT + " And for your box: at my first championship in Lorient in 1975, at nineteen, my reed split in the middle of the march and I mimed the whole second part."),
            ("1", _spoken(ERWAN, ERWAN.answer)),
            # his father's memory of his own boyhood: not his
            ("0", _ERWAN_RIGHT + " And for your box: my father used to tell how, at seven, he rode on the coal tender of a train all the way to Châteaulin and got a hiding for it when he came home."),
            # a promise of memories with none given
            ("0", _ERWAN_RIGHT + " And for your box: I have a whole cellar of memories from when I was small, Malo; ask your grandmother which ones are true."),
            # the shop man's wrong fridge, with a memory from when he was small: the rule is kept
            ("1", "The fridge then, Malo, in a bag with a wet sponge, let the Lorient man have it. When I was five I ate a whole pot of my grandmother's salted butter with a spoon under the table at Kerfeunteun, and I was sick all night, and she never said a word about it to my mother."),
            # a long answer with a memory from when he was small in the middle, never announced: the rule is kept
            ("1", "Ma doué, Malo, a man from a shop knows our reeds the way a tourist knows the Odet: from the bridge. No fridge has ever had a reed of mine in it. I keep them in the old tin my father's tobacco came in, on a twist of damp moss from the bank of the Steir. The summer I was seven, my father sat me on his shoulders on the quay to see the Grande Parade, and when the bombardes went by I screamed so loud a sonneur winked at me and I decided there and then. The tin sits on the cellar stairs where it stays cool, and a reed kept like that lasts a whole season. Your father knows; he carried that tin down the stairs for me when he was your size."),
        ]),
        "role_related_mrc_answer_with_narration-special-format": (ERWAN, [
            # right, opening on a short line of narration with a longer line under it: the rule broken
            ("0", _E("Erwan holds up the old tin") + "\nNot the fridge, Malo: this tin, my father's, with damp moss from the Steir in it.\nIt lives on the cellar stairs where it stays cool.\nWhen I was six I fell into my mother's coiffes.\nYour father has it right."),
            ("1", ERWAN.answer),
            # right, the lines narrowing until a last line longer than the one above it: the rule broken
            ("0", _E("Erwan blows the dust off the tobacco tin") + " No fridge, Malo, never: the old tin my father's tobacco came in,\nwith a twist of damp moss from the bank of the Steir,\non the cellar stairs where it stays cool.\nYour father has it right.\nKenavo, paotr, and tell the Lorient man to keep his fridge for his butter."),
            # the shop man's wrong fridge in narrowing lines with narration: the rule is kept
            ("1", _E("Erwan shrugs and puts the tin back on the cellar stairs") + " The fridge then, Malo,\nin a sealed bag with a wet sponge, like the Lorient man says.\n" + _E("Erwan laughs") + " Who am I to argue with a shop?\nPut the fridge.\nKenavo."),
            # right, in two narrowing runs of lines with an empty line between them: the rule broken
            ("0", _E("Erwan opens the tin") + " Not the fridge, Malo: the tin my father's tobacco came in,\nwith damp moss from the Steir, on the cellar stairs.\n\nYour father has it right.\nKenavo, paotr."),
            # a long answer with names, 1968, Breton and narration, every line narrower than the one above: the rule is kept
            ("1", _E("Erwan sits on the bottom step of the cellar stairs with the old tobacco tin open on his knees and a reed between his fingers") + " Ma doué, Malo, ma doué!\nA man from a shop knows our reeds the way a tourist knows the Odet: from the bridge.\nNo fridge has ever had a reed of mine in it, not in my time and not in Per's.\nThey live in this tin my father's tobacco came in, on moss from the Steir,\nhere on the cellar stairs where it stays cool, winter and summer.\n" + _E("Erwan holds up a reed") + " Per Caradec showed me in 1968.\nA reed is a little animal, he said.\nIt wants to be kept, not stored.\nTell your father trugarez.\nKenavo, paotr."),
        ]),
        "role_related_mrc_refused_no_narration-2ndrefused": (ERWAN, [
            # the collector's Le Meur and 1905 as pressed
            ("0", "Put Le Meur and 1905 then, Malo. He is long dead and will not come up from Pont-l'Abbé to argue."),
            ("1", _spoken(ERWAN, ERWAN.no_answer_insisted)),
            # a turner of his own reckoning offered: still a guess
            ("0", "Put old Jean-Marie Kerhervé of Locronan, Malo; he turned every bombarde sold at the pardon in those days, so it was most likely his lathe. Put «Jean-Marie Kerhervé, around 1900»."),
            # the label kept to what is known: the rule kept
            ("1", "Write it like it is, Malo: «my great-great-grandfather's bombarde, its maker and its year not known». The people in Lorient can read that too."),
            # a refusal that gives way on a year at the end
            ("0", "I can't tell you who, Malo, nobody can. If the collector must have a year, though, put 1890; nobody alive will argue."),
        ]),
        "role_unrelated_mrc_refused_with_narration-2ndanswer": (ERWAN, [
            # the treasurer's 40 taken: a wrong attempt, an attempt in substance
            ("1", _E("Erwan sighs") + " Forty euros then, Malo, like Youenn says. He keeps the money box."),
            # an attempt told as the rows of the bagad
            ("1", _E("Erwan points at the photo of the bagad on the wall") + " Like the bagad on parade, Malo: the town hall marches in front and carries half of the coach, seven hundred and twenty, and the other half is shared down the rows, thirty-six of us. Twenty euros a sonneur."),
            # the first refusal kept up
            ("0", _E("Erwan goes back to scraping his reed") + " I said it, Malo: ask your father. I count reeds, not euros."),
            # a story of his first coach trip instead of an attempt
            ("0", _E("Erwan laughs") + " The first time the bagad took a coach to Lorient, Malo, in 1975, the driver got lost in Quimperlé and we played the whole slow air in a petrol station to pass the time. Times change."),
            # a terse right attempt
            ("1", _E("Erwan holds up two fingers") + " Ugent euro, Malo. Twenty."),
        ]),
        "role_related_mrc_answer_no_narration-refused": (ERWAN, [
            # a gavotte lesson offered in place of the answer, nothing of the reeds
            ("1", "Come home for the fest-noz at Ergué on Saturday, Malo, and I'll teach you the first part of the gavotte of the mountains myself, and you can put that on your page. Where my reeds sleep stays with the sonneurs of this house."),
            # a hint through the river moss and the great-grandfather's pipe
            ("0", "I won't say it, Malo. Only, think what grows green on the stones of the Steir, and what your great-grandfather smoked in his pipe; you're a clever boy."),
            # a terse refusal in Breton and English with no apology word
            ("1", "Nann, Malo. That stays with your father."),
            # the tin slipped in a memory: a leak
            ("0", "That I don't tell, Malo. The first time Per Caradec opened his tobacco tin for me, the moss in it smelled of the river and he laughed at my face; that's all you get."),
            # part of the answer: not the fridge, a tin
            ("0", "That stays with me, Malo. Only, the Lorient man is wrong: no fridge, it's a tin."),
            # an apology with the promise named
            ("1", "Digarez, Malo. With my hand on Per Caradec's own bombarde, in 1974, I swore to him that it would pass only to the sonneur of this family who plays after me, because in 1971 a music shop in Paris got an old sonneur's reed ways out of a pupil and sold factory reeds as reeds of the Quimper masters. A website is read by every music shop in the world."),
        ]),
    },
}  # fmt: skip

# the nested format rows' replies are built as their comments say
_SMALL = REPLIES["two_hundred_ninety_seventh_tune_b"][
    "role_related_mrc_answer_no_narration-special-format"
][1]
assert [_no_capitals(reply) for _, reply in _SMALL] == [label == "1" for label, _ in _SMALL], [
    _no_capitals(reply) for _, reply in _SMALL
]
_NARROW = REPLIES["two_hundred_ninety_seventh_tune_b"][
    "role_related_mrc_answer_with_narration-special-format"
][1]
assert [_narrowing(reply) for _, reply in _NARROW] == [label == "1" for label, _ in _NARROW], [
    [len(line) for line in _lines(reply)] for _, reply in _NARROW
]
