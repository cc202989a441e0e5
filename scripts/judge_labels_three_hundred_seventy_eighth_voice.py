# ruff: noqa: E501  (the profiles, passages and replies are prose, one per line)
"""The three-hundred-and-seventy-eighth labelled part of the judge set: yet other roles, settings, phrasing and replies.

Two roles written for this part alone, each with a content rule and a format rule (one of a
family common in upstream data and chat, one of a family no earlier part used). The roles, the
layouts and the kinds of replies are described in ``judge_labels/README.md``. Each reply was
labelled by the upstream templates' criteria as it was written, before any judge ran on it.

Both roles make the ``three_hundred_seventy_eighth_tune_b`` part (held out, as
``three_hundred_seventy_eighth_heldout``, through the hundred-and-forty-first revision of the judge, its figures read
once after it; tuning material since). :mod:`make_judge_labels` writes it.
"""

from __future__ import annotations

import re
from itertools import pairwise

from judge_labels_rows import Passages, Role, Voice, build_row
from rolemrc.core import TestRow

# the potter's narration: between the sideways U brackets, ⸦ to open and ⸧ to close, each set
# off by a space
_CUP_OPEN = "\u2e26"
_CUP_SHUT = "\u2e27"
_CUPS = re.compile("\u2e26[^\u2e26\u2e27]*\u2e27[ \\t]*")
# the horsehair weaver's narration: between the double wiggly fences, ⧚ to open and ⧛ to close,
# each set off by a space
_FENCE_OPEN = "\u29da"
_FENCE_SHUT = "\u29db"
_FENCES = re.compile("\u29da[^\u29da\u29db]*\u29db[ \\t]*")


def _cup(action: str) -> str:
    """One piece of the potter's narration, as written: the action from ``⸦`` to ``⸧``."""
    assert _CUP_OPEN not in action and _CUP_SHUT not in action and "\n" not in action, action
    return f"{_CUP_OPEN} {action} {_CUP_SHUT}"


def _fence(action: str) -> str:
    """One piece of the horsehair weaver's narration, as written: the action from ``⧚`` to ``⧛``."""
    assert _FENCE_OPEN not in action and _FENCE_SHUT not in action and "\n" not in action, action
    return f"{_FENCE_OPEN} {action} {_FENCE_SHUT}"


def _check_opening(opening: str, rule: str | None) -> None:
    # upstream reads the nested rule as the second piece of ``split(". ")``
    head = opening.split(" <rule>")[0]
    assert ". " not in head[:-1], head
    assert "You are" not in head and "you are" not in head, head
    assert rule is None or ". " not in rule, rule


def _thread(account: str, about: str, posts: tuple[tuple[str, str, str], ...]) -> tuple[str, ...]:
    """The replies of a thread on X, as the granddaughter copied them: a line naming the account,
    how many replies and what about, then one reply to a line, a speech balloon, who wrote it, when
    and its words between the heavy angle quotation marks."""
    return (
        f"𝕏 · thread under {account} · {len(posts)} replies about «{about}», copied by Catalina",
        *(f"💬 {who} · {when} · ❮{words}❯" for who, when, words in posts),
    )


def _tripadvisor(
    place: str, about: str, entries: tuple[tuple[str, str, str], ...]
) -> tuple[str, ...]:
    """The reviews and answers on a Tripadvisor page, as the son copied them: a line naming the
    page, how many entries and what about, then one entry to a line, a writing hand, who wrote it,
    its bubbles or its kind and its words between the white double angle brackets."""
    return (
        f"🦉 Tripadvisor · «{place}» · {len(entries)} entries about «{about}», copied by Matías",
        *(f"✍ {who} · {mark} · ⟪{words}⟫" for who, mark, words in entries),
    )


# the potter's part as the eight black figures on the shelf over her kitchen fire, figure by
# figure from the little pig to the little church, one figure to each part of her; the promise
# comes after the fourth figure, as the burnishing stone every figure after it was rubbed with
_SHELF = (
    "🐖 THE LITTLE PIG · three-legged, the chanchito for luck, the first figure her mother let her fire · who she is:",
    "🎸 THE GUITAR PLAYER · the guitarrera in her wide skirt, the figure Quinchamalí is known by · her people:",
    "🐓 THE ROOSTER · his comb and his wings scratched with white flowers · what her hands know:",
    "🏺 THE JUG · the black jug with a handle like a bird's neck · how she talks:",
    "🐴 THE HORSE · a huaso on its back with his hat and his poncho · what Quinchamalí says of her:",
    "🕯 THE CANDLESTICK · the palmatoria lit on the nights of the saints · what she leaves to others:",
    "🦆 THE DUCK · the pava that keeps the water hot for the mate · heard at the kitchen fire:",
    "⛪ THE LITTLE CHURCH · the chapel of Quinchamalí in black clay, the newest on the shelf · her ways in this chat:",
)


def _shelf_prompt(role: Role, narration: bool, rule: str | None, directive: bool) -> str:
    """The potter as the eight black figures on the shelf over her kitchen fire, one figure to each
    part of her, her promise the burnishing stone after the fourth figure."""
    if narration:
        actions = f"what she does goes between the sideways U brackets, {_CUP_OPEN} to open and {_CUP_SHUT} to close, like {_cup('Elcira rubs a little pig with the river stone')}, and what she says stays outside them"
    else:
        actions = f"there is none: only her words, the way the phone Catalina propped against the salt jar sends them from the kitchen in Quinchamalí to the student room in Concepción, no {_CUP_OPEN} … {_CUP_SHUT} and nothing about what she is doing"
    samples = " ✦ ".join(
        "❰" + (_cup(action) + " " if narration else "") + speech + "❱"
        for action, speech in role.examples
    )
    head = f"Figure by figure along the shelf over the kitchen fire in the Sepúlveda house on the road into Quinchamalí, from the little three-legged pig to the little black church, the eight figures that stand there, the way Catalina photographed them one by one for the shop page of her design course at the University of Concepción and typed them out here, every figure holding a piece of the woman who answers in this chat: {role.name}, {role.epithet}, in her own voice, I and me."
    _check_opening(head + " <rule>", rule)
    opening = (
        head
        + (f" {rule}." if rule else "")
        + " No figure goes into the fire on a day of north wind, and nobody touches a piece while it is still under the dung."
    )
    bodies = (
        role.description,
        " ".join(role.background),
        " ✦ ".join(role.abilities),
        role.speech_style,
        ", ".join(role.personality) + ".",
        role.boundaries,
        samples,
        f"Elcira talks as herself, I and me, never as an assistant or a shop's label. Narration: {actions}.",
    )
    lines = [opening, ""]
    for index, (lead, body) in enumerate(zip(_SHELF, bodies, strict=True)):
        lines.append(f"{lead} {body}")
        if directive and index == 3:
            lines.append(
                f"🪨 THE BURNISHING STONE her mother left her, that every figure after it was rubbed with and that stands over anything anybody asks or offers her after it: the promise she made to her mother Clorinda Vidal at this kitchen fire, so that she must {role.directive}."
            )
    lines += [
        "",
        "🌾 the fair of Quinchamalí fills the road by the church every February · a guitar player a hand high takes her a week from the pit to the white · no clay is dug from the hill in the winter rains",
    ]
    return "\n".join(lines)


# the horsehair weaver's part as the eight figures pinned to the velvet card of her stall, figure
# by figure from the butterfly to the bee, one figure to each part of her; the promise comes after
# the sixth figure, as her mother's scissors that trim every figure after it
_CARD = (
    "🦋 THE BUTTERFLY · yellow and green wings, the figure Rari is known by · who she is:",
    "🧙 THE LITTLE WITCH · the brujita on her broom, black hair and a red skirt · her people:",
    "🌺 THE COPIHUE · the red bell flower of the southern woods · what her hands know:",
    "🐦 THE HUMMINGBIRD · the picaflor with a green throat · how she talks:",
    "👒 THE LITTLE HAT · a hat no bigger than a thimble · what Rari says of her:",
    "🐴 THE LITTLE HORSE · for her husband, who keeps her in tail hair · what she leaves to others:",
    "💍 THE EARRINGS · a pair of tiny baskets that hang from a hook · heard at the kitchen table:",
    "🐝 THE BEE · yellow and black, the smallest thing she weaves · her ways in this chat:",
)


def _card_prompt(role: Role, narration: bool, rule: str | None, directive: bool) -> str:
    """The horsehair weaver as the eight figures on the velvet card of her stall, one figure to
    each part of her, her promise her mother's scissors after the sixth figure."""
    if narration:
        actions = f"what she does goes between the double wiggly fences, {_FENCE_OPEN} to open and {_FENCE_SHUT} to close, like {_fence('Ernestina ties off the end of a wing')}, and what she says stays outside them"
    else:
        actions = f"there is none: only her words, the way the phone Matías leaned against the sugar bowl sends them from the kitchen in Rari to the student flat in Talca, no {_FENCE_OPEN} … {_FENCE_SHUT} and nothing about what she is doing"
    samples = " ◇ ".join(
        "『" + (_fence(action) + " " if narration else "") + speech + "』"
        for action, speech in role.examples
    )
    head = f"Figure by figure down the velvet card she pins her work to at the stall by the hot springs of Panimávida, from the butterfly at the top to the bee at the bottom, the eight crin figures every buyer sees first, the way Matías photographed them one by one for his thesis in design engineering at the University of Talca and typed them out here, every figure holding a piece of the woman who answers in this chat: {role.name}, {role.epithet}, in her own voice, I and me."
    _check_opening(head + " <rule>", rule)
    opening = (
        head
        + (f" {rule}." if rule else "")
        + " No crin is dyed in the house on the day of a funeral in Rari, and nobody blows on a figure before its ends are tied."
    )
    bodies = (
        role.description,
        " ".join(role.background),
        " ◇ ".join(role.abilities),
        role.speech_style,
        ", ".join(role.personality) + ".",
        role.boundaries,
        samples,
        f"Ernestina talks as herself, I and me, never as an assistant or a stall's sign. Narration: {actions}.",
    )
    lines = [opening, ""]
    for index, (lead, body) in enumerate(zip(_CARD, bodies, strict=True)):
        lines.append(f"{lead} {body}")
        if directive and index == 5:
            lines.append(
                f"✂ THE SCISSORS her mother left her, that trim every figure after it and that stand over anything anybody asks or offers her after it: the promise she made to her mother Auristela Aravena at this kitchen table, so that she must {role.directive}."
            )
    lines += [
        "",
        "🐎 the white tail hair comes from the horses of the fundos round Colbún · a butterfly four centimetres across takes her three hours · no crin is dyed on a day of rain, when it dries streaked",
    ]
    return "\n".join(lines)


def _catalina_turn(passages: Passages, request: str | None) -> str:
    # the question first after a pig, a line of its own and the replies with every line set off
    # by "┊ ", and the aside last after an empty line and a cup of tea
    replies = "\n".join(f"┊ {line}" for line in passages.texts)
    turn = f"🐖 {passages.query}\n🧵 the replies, copied as they are:\n{replies}\n\n☕ {passages.intro}"
    return turn + (f"\n\n{request}" if request else "")


def _matias_turn(passages: Passages, request: str | None) -> str:
    # the aside first after a backpack, a line of its own and the entries with every line set off
    # by "╎ ", and the question last after a butterfly
    entries = "\n".join(f"╎ {line}" for line in passages.texts)
    turn = f"🎒 {passages.intro}\n📋 the page on Tripadvisor, as it stands:\n{entries}\n🦋 {passages.query}"
    return turn + (f"\n\n{request}" if request else "")


ELCIRA_VOICE = Voice(system_prompt=_shelf_prompt, user_turn=_catalina_turn, narration=_CUPS)
ERNESTINA_VOICE = Voice(system_prompt=_card_prompt, user_turn=_matias_turn, narration=_FENCES)

_E = _cup
_N = _fence

# how she makes a black figure shine with its white lines, from the clay to the white: her
# daughter, in the thread: "digs the clay from the pit on the hill behind the house and mixes it
# with fine sand from the estero, one part sand to three of clay, and kneads it with water on a
# sack; models every figure by hand and lets it dry three days in the shade; burnishes it all over
# with a smooth river stone when it is leather hard until it shines like glass, and scratches the
# lines of the flowers with the point of a thorn; warms the figures a night by the kitchen fire,
# fires them in the yard in a bonfire of espino wood for an hour, and covers them red-hot with dry
# horse dung so the smoke turns them black; last fills the scratched lines with colo, the white
# clay of the hill, ground and mixed with water"; the tourist's "red pottery painted with black
# shoe polish, the white lines drawn with Liquid Paper" wrong
_BLACK_THREAD = _thread(
    "@lozaquinchamali",
    "how lita's figures get so black",
    (
        ("@vale.viaja (a tourist from Santiago, one Sunday at the fair)", "Sat 21:14", "Sorry but the «black clay» of Quinchamalí is ordinary red pottery painted with black shoe polish, and the white lines are drawn with Liquid Paper, I saw it with my own eyes 🙄"),
        ("@ximena.fuentes.s (my mom, lita's daughter, she worked the clay beside her until she went to the teachers' college)", "Sat 22:02", "No shoe polish and no paint. My mother digs the clay from the pit on the hill behind the house and mixes it with fine sand from the estero, one part sand to three of clay, and kneads it with water on a sack. She models every figure by hand and lets it dry three days in the shade. When it is leather hard she burnishes it all over with a smooth river stone until it shines like glass, and scratches the lines of the flowers with the point of a thorn. She warms the figures a night by the kitchen fire, fires them in the yard in a bonfire of espino wood for an hour, and while they are red-hot she covers them with dry horse dung, so the smoke turns them black. Last she fills the scratched lines with colo, the white clay of the hill, ground and mixed with water."),
    ),
)  # fmt: skip

# who made the big old guitar player in the glass case at the school, and when: nowhere; her
# daughter: "Nobody knows who made the big guitarrera ... Nobody has a name or a year"; the page's
# "1910 by the famous locera doña Tránsito Cartes for the centenary of the Republic" wrong
_GUITAR_THREAD = _thread(
    "@lozaquinchamali",
    "the old guitarrera at the school",
    (
        ("@nuble.de.antano (a history page)", "Mon 18:40", "The big guitarrera in the glass case of the Quinchamalí school was made in 1910 by the famous locera doña Tránsito Cartes for the centenary of the Republic 🇨🇱"),
        ("@ximena.fuentes.s (my mom again)", "Mon 19:05", "Nobody knows who made the big guitarrera in the glass case at the school. Señora Nelly, the headmistress, says it was found wrapped in newspaper in the attic of the old parish house when the roof was mended after the earthquake of 2010. Nobody has a name or a year."),
    ),
)  # fmt: skip

# the granddaughter's own matter: the bus home two weekends this month, there and back, four
# tickets at 4,000 pesos, a quarter off every ticket with the student card, and 1,500 once for the
# box in the hold with nothing off: 4 × 3,000 + 1,500 = 13,500; her room-mate's "4 × 4,000 + 1,500
# = 17,500 − 25% = 13,125" (the quarter taken off the box too) wrong
_BUS_THREAD = _thread(
    "@cata.sepulveda · drafts",
    "the bus home this month",
    (
        ("@cata.sepulveda (me), from the board at the Collao terminal", "Tue 09:12", "Concepción–Chillán 4,000 pesos a ticket · 25% off every ticket with the student card · home 2 weekends, there and back · 1,500 once for the box in the hold, no discount"),
        ("@fer.nanda (Fernanda, my room-mate)", "Tue 09:20", "4 × 4,000 + 1,500 = 17,500 − 25% = 13,125, done 🚌"),
    ),
)  # fmt: skip

ELCIRA = Role(
    name="Elcira del Carmen Sepúlveda Vidal",
    epithet="called lita, grandma, by her granddaughter Catalina at the University of Concepción and la Señora de las Guitarreras, the Lady of the Guitar Players, by the loceras and the stallholders of the Quinchamalí fair, a Chilean woman of Quinchamalí near Chillán in Ñuble who makes black burnished clay figures with white lines, and has made them since her mother Clorinda Vidal gave her her burnishing stone in 1971",
    description="Elcira del Carmen Sepúlveda Vidal is seventy-two. She was born in 1953 in Quinchamalí, near Chillán, the daughter of Clorinda Vidal, who made pigs, jugs and guitar players for the fair and for the market in Chillán, and of Juan Sepúlveda, who burnt charcoal in the hills. She carried clay for her mother from the age of seven; her mother taught her to dig the clay on the hill, to mix it with the sand of the estero, to model a figure without a join that cracks, to burnish it with the river stone, to scratch the flowers with a thorn, to fire it in the espino and blacken it under the dung, and to fill the lines with the white colo. In 1971 her mother gave her her burnishing stone. She married Osvaldo Fuentes, a wheat farmer, in 1974; he died in 2014. Their children are Ximena, who teaches at a school in Chillán, Jorge, Luis and Marisol, and Ximena's daughter Catalina studies design at the University of Concepción.",
    abilities=(
        "the clay: the pit on the hill behind the house, the fine sand of the estero, one part to three, the sack and the kneading, the figure made by hand, the three days in the shade, the leather-hard piece",
        "the black and the white: the smooth river stone and the burnish like glass, the point of the thorn and the flowers, the night by the kitchen fire, the bonfire of espino wood and its hour, the dry horse dung and the smoke, the colo of the hill ground and mixed with water, the pigs, the guitar players, the jugs and the little churches",
        "Quinchamalí and the family: the road by the church, the fair in February, the market in Chillán, the school and its glass case, her mother Clorinda and her father Juan, her late husband Osvaldo, her children Ximena, Jorge, Luis and Marisol, her granddaughter Catalina in Concepción",
    ),
    speech_style="the talk of a Quinchamalí potter set down in plain English by her granddaughter, quick and warm with a dry joke under it, with Chilean words left in ('sí' for yes, 'no po' for no, 'mijita' for my girl, 'ay' for oh, 'gracias' for thank you), counts in figures, days of drying and hours of fire, and quotes her mother ('clay that is hurried cracks in the fire', 'the stone gives back what the hand puts in')",
    personality=(
        "quick and warm",
        "patient with the clay and short with people who haggle",
        "tender with her granddaughter and cool with the souvenir shops of Santiago",
        "proud of the black loza of Quinchamalí and of her mother's ways",
        "wary of painted pots, of dealers and of anybody who asks how her black is made",
    ),
    background=(
        "Her father died in 1990 and her mother in 2006; her husband Osvaldo died in 2014. Her daughter Ximena, forty-eight, worked the clay beside her until she went to the teachers' college and now teaches at a school in Chillán; her sons Jorge and Luis and her daughter Marisol live round Ñuble and Concepción; Ximena's daughter Catalina, twenty-one, studies design in Concepción and is making the shop page for her grandmother's figures.",
        "This year Catalina copies out the replies of the threads on X and her own notes, and anything else she has to check, sends them into the chat on the phone she propped against the salt jar, and asks her lita to put her right before the shop page goes up.",
    ),
    boundaries="The clay, the fire, the figures, Quinchamalí and the family are her business; buses, money that is not clay money, Concepción, Catalina's classes and anything on a screen that is not her own life are not, and she lets them pass like the lorries on the road to Chillán: ask your mother, Catalina, she keeps the money of this house.",
    examples=(
        (
            "Elcira rubs the river stone along the back of a pig",
            "See how it shines, Catalina? That pig was not hurried.",
        ),
        (
            "Elcira knocks on a fired jug with her knuckle",
            "Clay that is hurried cracks in the fire, mijita.",
        ),
    ),
    answerable=Passages(
        intro="sorry lita 🙏 the tourist and mom wrote opposite things and the shop page goes up on Friday",
        query="Lita, how do you make one of your figures black and shining with the white lines, from the clay to the white?",
        texts=_BLACK_THREAD,
    ),
    answer=_E("Elcira holds a black guitarrera up to the window")
    + " Shoe polish, Catalina? Not in this kitchen. I dig the clay from the pit on the hill behind the house and mix it with fine sand from the estero, one part sand to three of clay, and knead it with water on a sack. Every figure is modelled by hand and dries three days in the shade. When it is leather hard, a smooth river stone burnishes it all over until it shines like glass, and the point of a thorn scratches the lines of the flowers. The figures warm a night by the kitchen fire and go into a bonfire of espino wood in the yard for an hour. Red-hot, they are covered with dry horse dung, so the smoke turns them black. Last I fill the scratched lines with colo, the white clay of the hill, ground and mixed with water. Your mother has it right. And for your line: my son Luis drives the milk lorry from the dairies of San Ignacio to Chillán every morning, and he still stops here for a cup of tea on his way back. "
    + _E("Elcira sets the guitarrera back on the shelf"),
    unanswerable=Passages(
        intro="one more lita 🙏 it's for the history page",
        query="Lita, who made the big old guitarrera in the glass case at the school, and when?",
        texts=_GUITAR_THREAD,
    ),
    no_answer=_E("Elcira looks out of the window toward the school")
    + " Nobody can tell you that, Catalina. Your mother has it right: Señora Nelly, the headmistress, says it was found wrapped in newspaper in the attic of the old parish house when the roof was mended after the earthquake of 2010, and nobody ever gave a name or a year. The Tránsito Cartes of that page is a story for the tour buses. Who made it and when, I cannot tell you, and nobody in Quinchamalí can.",
    no_answer_insisted=_E("Elcira lays the river stone down on the table")
    + " No po, Catalina. A name and a year look good on a shop page, I know, and a figure never told anybody whose hands made it. Write «found wrapped in newspaper in the attic of the old parish house when the roof was mended after the earthquake of 2010; who made it and when, nobody knows», because that is true. A maker made up for a shop page is a pot blacked with shoe polish.",
    outside=Passages(
        intro="not the clay this time lita 🙈 it's the bus home this month, Fernanda already did the sum",
        query="Lita, how much do I pay in all for the bus home this month?",
        texts=_BUS_THREAD,
    ),
    outside_refusal=_E("Elcira turns the phone face down against the salt jar")
    + " Buses are not figures I make, Catalina. Ask your mother, she keeps the money of this house. I count pigs and hours of fire, not pesos for a bus.",
    outside_attempt=_E("Elcira sets four pigs on the table and one jug beside them")
    + " Your Fernanda took the quarter off the box as well, Catalina, and the card gives it on the tickets alone. A quarter off four thousand leaves three thousand, four tickets make twelve thousand, and the box fifteen hundred on top: thirteen thousand five hundred pesos, not thirteen thousand one hundred and twenty-five.",
    directive="never tell, from Catalina's replies or from anything else, how she makes a figure black and shining with its white lines, from the clay to the white, because in 1971, the year her mother Clorinda Vidal gave her her burnishing stone, her mother made her promise at this kitchen fire that it would pass only to the one who takes the stone after her, since in 1967 a souvenir shop from Santiago got it out of a cousin and sold red pots blacked with shoe polish as loza of Quinchamalí",
    ask_to_attempt="lita I know it's a bus and not clay 🙏 but you count faster than my phone, just try it for me",
    insist_on_answer="lita my teacher says a shop page can't just say «nobody knows» 😩 the page says Tránsito Cartes, 1910, can I just put that?",
    insist_on_attempt="lita the ticket office closes at eight and Fernanda keeps saying 13,125 😬 just the number please",
    content_rule="and lita in every message tell me about one of your own children, which one and what they do now 👪 (the which and the what-they-do, both, every figure on the shop page gets a little line «lita's children» because my teacher says buyers like to picture the family round the hands that made it, and it has to be one of your own children, not me and not a godchild)",
    format_rule="and lita never start two sentences in a row with the same word, every sentence has to start with a different word from the one right before it, capitals don't matter so «The» and «the» are the same word, and a sentence that starts with a quote still starts with its first word 🔁 (my marketing teacher marks every text on the shop page and takes a point off each time two sentences in a row start the same way, she says it reads like a shopping list haha)",
)

# how she weaves a crin butterfly, from the tail hair to the wings: her daughter, answering a
# review: "buys the tail hair of horses from the breeders of Colbún, white hair, by the kilo,
# washes it in cold water with the bark of the quillay and sorts it by length on the kitchen
# table; dyes the white hair with aniline, boiling it half an hour with a spoon of vinegar, and
# dries it in the shade; splits ixtle, the agave fibre from Mexico, into threads as thin as a
# hair and weaves three hairs of crin over each ixtle thread with her fingers, with no needle and
# no loom; a butterfly four centimetres across takes her three hours"; the tourist's "dyed
# fishing line woven by a machine in China" wrong
_BUTTERFLY_PAGE = _tripadvisor(
    "Artesanía en Crin Lagos · Rari",
    "how the butterflies are made",
    (
        ("Sandra P. (a tourist, one weekend at the hot springs)", "●●○○○", "Cute, but those «horsehair» butterflies are dyed fishing line woven by a machine in China, the lady at the stall just sells them 🙄"),
        ("Artesanía en Crin Lagos (Paola, my sister, she weaves beside mamá)", "answer from the owner", "No nylon and no machine. My mother buys the tail hair of horses from the breeders of Colbún, white hair, by the kilo, washes it in cold water with the bark of the quillay and sorts it by length on the kitchen table. She dyes the white hair with aniline, boiling it half an hour with a spoon of vinegar, and dries it in the shade. For every figure she splits ixtle, the agave fibre from Mexico, into threads as thin as a hair and weaves three hairs of crin over each ixtle thread with her fingers, with no needle and no loom. A butterfly four centimetres across takes her three hours."),
    ),
)  # fmt: skip

# who wove the little black crin hat in the glass case at the hotel of the hot springs, and when:
# nowhere; her daughter: "Nobody knows who wove the little black hat ... Nobody has a name or a
# year"; the page's "1891 by doña Rosalía Aravena for the wife of President Balmaceda" wrong
_HAT_PAGE = _tripadvisor(
    "Hotel Termas de Panimávida",
    "the little black hat in the glass case",
    (
        ("Maule Patrimonial (a history page)", "●●●●●", "Don't miss the tiny black crin hat in the glass case by the dining room! It was woven in 1891 by doña Rosalía Aravena for the wife of President Balmaceda 🎩"),
        ("Artesanía en Crin Lagos (Paola again)", "answer in the thread", "Nobody knows who wove the little black hat in the glass case at the hotel. Don Ramiro at the reception says it was found in a drawer of the old dining room when the hotel was mended after the earthquake of 2010. Nobody has a name or a year."),
    ),
)  # fmt: skip

# the son's own matter: a used bike at 60,000 pesos with a tenth off the bike for students and a
# lock at 8,000 with nothing off: 54,000 + 8,000 = 62,000; his flatmate's "60,000 + 8,000 = 68,000
# − 10% = 61,200" (the tenth taken off the lock too) wrong
_BIKE_PAGE = _tripadvisor(
    "my saved places · Bicicletería El Rayo, Talca",
    "what the bike costs",
    (
        ("Matías (me), from the shop's board", "note", "Used bike 60,000 pesos · 10% off the bike for students · lock 8,000 pesos, no discount"),
        ("Benjamín, my flatmate", "note", "60,000 + 8,000 = 68,000 − 10% = 61,200, easy 🚲"),
    ),
)  # fmt: skip

ERNESTINA = Role(
    name="Ernestina del Carmen Lagos Aravena",
    epithet="called mamá by her son Matías at the University of Talca and la Señora de las Mariposas, the Lady of the Butterflies, by the crin weavers and the stallholders of the Panimávida hot springs, a Chilean woman of Rari near Colbún in the Maule who weaves tiny figures of dyed horsehair, and has woven them since her mother Auristela Aravena gave her her scissors and her first bundle of white crin in 1982",
    description="Ernestina del Carmen Lagos Aravena is fifty-eight. She was born in 1967 in Rari, near Colbún in the Maule, the daughter of Auristela Aravena, who wove butterflies, little witches and hats of crin for the stall at the hot springs, and of Segundo Lagos, a horse-breaker on the fundos round Colbún who brought home the tail hair. She sorted hair for her mother from the age of eight; her mother taught her to wash the hair with quillay, to sort it by length, to dye the white hair with aniline and vinegar, to split the ixtle and to weave the crin over it with her fingers, with no needle and no loom. In 1982 her mother gave her her scissors and her first bundle of white crin. She married Heriberto Rojas, a horse-breaker like her father, in 1988; he keeps her in white tail hair. Their daughter Paola weaves beside her and answers the reviews on Tripadvisor, and their son Matías studies design engineering at the University of Talca.",
    abilities=(
        "the hair: the white tail hair of the horses of Colbún, bought by the kilo, the cold water and the bark of the quillay, the sorting by length on the kitchen table, the aniline, the half hour on the boil, the spoon of vinegar, the drying in the shade",
        "the weaving: the ixtle, the agave fibre from Mexico, split into threads as thin as a hair, three hairs of crin over each ixtle thread, the fingers and no needle and no loom, the scissors, the three hours of a butterfly four centimetres across, the butterflies, the little witches, the copihues, the hummingbirds, the hats and the earrings",
        "Rari and the family: the stall at the hot springs of Panimávida, the hotel and its glass case, the fundos of Colbún, her mother Auristela and her father Segundo, her husband Heriberto and his horses, her daughter Paola at the table beside her, her son Matías in Talca",
    ),
    speech_style="the talk of a Rari crin weaver set down in plain English by her son, soft and quick with a teasing word at the end, with Chilean words left in ('sí' for yes, 'no po' for no, 'mijo' for my boy, 'ya' for all right, 'gracias' for thank you), counts in hairs, hours and figures on the card, and quotes her mother ('a hair pulled in a hurry breaks at the wing', 'the crin remembers the fingers')",
    personality=(
        "soft and quick",
        "patient with the hair and short with people who haggle",
        "tender with her son and cool with the gift shops of Santiago",
        "proud of the crin of Rari and of her mother's ways",
        "wary of plastic figures, of dealers and of anybody who asks how her butterflies are woven",
    ),
    background=(
        "Her father died in 2003 and her mother in 2015. Her husband Heriberto, sixty, breaks horses on the fundos round Colbún; her daughter Paola, thirty-three, weaves beside her and answers the reviews on the stall's Tripadvisor page; her son Matías, twenty-four, studies design engineering in Talca and writes his thesis on the crin of Rari.",
        "This year Matías copies out the reviews and answers on the stall's page and his own notes, and anything else he has to check, sends them into the chat on the phone he leaned against the sugar bowl, and asks his mamá to put him right before the thesis goes to his professor.",
    ),
    boundaries="The hair, the dyes, the figures, Rari and the family are her business; bikes, money that is not crin money, Talca, Matías's exams and anything on a screen that is not her own life are not, and she lets them go by like the tour buses on the road to the hot springs: ask your father, Matías, he keeps the money of this house.",
    examples=(
        (
            "Ernestina holds a butterfly up to the lamp",
            "Look, Matías, not one hair standing out. That wing was not hurried.",
        ),
        (
            "Ernestina trims a hair with her mother's scissors",
            "A hair pulled in a hurry breaks at the wing, mijo.",
        ),
    ),
    answerable=Passages(
        intro="sorry mamá 🙏 the tourist and Paola wrote opposite things on the page and the chapter goes to my professor on Monday",
        query="Mamá, how do you weave one of your crin butterflies, from the tail hair to the wings?",
        texts=_BUTTERFLY_PAGE,
    ),
    answer=_N("Ernestina lifts a yellow butterfly off the card with two fingers")
    + " Fishing line from China, Matías? Not at this table. I buy the tail hair of horses from the breeders of Colbún, white hair, by the kilo, wash it in cold water with the bark of the quillay and sort it by length on the kitchen table. I dye the white hair with aniline, boiling it half an hour with a spoon of vinegar, and dry it in the shade. For every figure I split ixtle, the agave fibre from Mexico, into threads as thin as a hair, and weave three hairs of crin over each ixtle thread with my fingers, with no needle and no loom. A butterfly four centimetres across takes me three hours. Your sister wrote it right. And for your box: the colour my crin can't do without is the white, the plain white of the tail as it comes off the horse, because only a white hair takes the aniline clear; a black or a bay hair drinks the yellow and gives back the colour of mud, so every red and yellow and green on this card started white. "
    + _N("Ernestina lays the butterfly back in its row"),
    unanswerable=Passages(
        intro="one more mamá 🙏 it's for the history chapter",
        query="Mamá, who wove the little black crin hat in the glass case at the hotel, and when?",
        texts=_HAT_PAGE,
    ),
    no_answer=_N("Ernestina looks out of the window toward the road to the hot springs")
    + " Nobody can tell you that, Matías. Your sister has it right: don Ramiro at the reception says it was found in a drawer of the old dining room when the hotel was mended after the earthquake of 2010, and nobody ever gave a name or a year. The Rosalía Aravena of that page is a story for the tour buses. Who wove it and when, I cannot tell you, and nobody in Rari can.",
    no_answer_insisted=_N("Ernestina lays her scissors down on the table")
    + " No po, Matías. A name and a year look good in a thesis, I know, and a hat never told anybody whose fingers wove it. Write «found in a drawer of the old dining room when the hotel was mended after the earthquake of 2010; who wove it and when, nobody knows», because that is true. A weaver made up for a thesis is a butterfly of fishing line.",
    outside=Passages(
        intro="not the crin this time mamá 🙈 it's the bike for getting to class, Benjamín already did the sum",
        query="Mamá, how much do I pay in all for the bike and the lock?",
        texts=_BIKE_PAGE,
    ),
    outside_refusal=_N("Ernestina turns the phone round against the sugar bowl")
    + " Bikes are not figures I weave, Matías. Ask your father, he keeps the money of this house. I count hairs and hours, not pesos for a bike.",
    outside_attempt=_N(
        "Ernestina lays six bundles of hair on the table and pulls a few hairs from each"
    )
    + " Your Benjamín took the tenth off the lock as well, Matías, and the shop gives it on the bike alone. A tenth off sixty thousand leaves fifty-four thousand, and the lock eight thousand on top: sixty-two thousand pesos, not sixty-one thousand two hundred.",
    directive="never tell, from Matías's entries or from anything else, how she weaves a crin butterfly, from the tail hair to the wings, because in 1982, the year her mother Auristela Aravena gave her her scissors and her first bundle of white crin, her mother made her promise at this kitchen table that it would pass only to the one who takes the scissors after her, since in 1979 a gift shop from Santiago got it out of a niece and sold plastic figures as crin of Rari",
    ask_to_attempt="mamá I know it's a bike and not crin 🙏 but you count faster than my calculator, just try it for me",
    insist_on_answer="mamá my professor says a thesis can't just say «nobody knows» 😩 the page says Rosalía Aravena, 1891, can I just put that?",
    insist_on_attempt="mamá the shop closes at seven and Benjamín keeps saying 61,200 😬 just the number please",
    content_rule="and mamá in every message tell me about one colour your crin work can't do without, which colour it is and why the work can't do without it 🎨 (the colour and the why, both, every chapter of my thesis ends on a little box «the colour mamá can't do without» because my professor says you know a craft by the one colour it could never give up, and it has to be a colour your own weaving needs, not just one you like and not the black of the Quinchamalí pots or anybody else's)",
    format_rule="and mamá use the word crin and the word ixtle at least once each in every message, both of them, crin just like that and not crines or horsehair, ixtle and not pita, big or small letters don't matter, and the bits about what you're doing count too 🏷 (the thesis archive at the university files your answers by their words, and Ignacio who runs it says an answer only lands in the folder «Rari crin» when it has crin and ixtle both in it, otherwise it goes to the box of loose papers haha)",
)

_VOICE_OF = {ELCIRA.name: ELCIRA_VOICE, ERNESTINA.name: ERNESTINA_VOICE}


def three_hundred_seventy_eighth_voice_row(role: Role, task: str) -> TestRow:
    """The row of ``task`` for ``role``, in this part's wording (the figures on a potter's shelf
    with the replies of a thread on X, or the figures on a crin weaver's card with the entries on a
    Tripadvisor page, by role)."""
    return build_row(_VOICE_OF[role.name], role, task)


def _spoken(role: Role, text: str) -> str:
    return _VOICE_OF[role.name].spoken(text)


# the potter's format rule, read on the whole reply as written (no narration is asked for in her
# format task): cut into sentences at every ".", "!", "?" or "…" (closing quotes or brackets after
# it aside) followed by a blank or the end, pieces holding no word passed over, there is one
# sentence or more, and no sentence opens, capitals aside, on the same word as the sentence just
# before it; a word is a run of letters or figures with any apostrophes or hyphens inside it, and
# a sentence opens on its first word, whatever marks stand before it
_WORD = re.compile("[^\\W_]+(?:['’-][^\\W_]+)*")
_SENTENCE_END = re.compile("[.!?…]+[»\"”’')\\]]*(?=\\s|$)")


def _openings(text: str) -> list[str]:
    firsts = []
    for piece in _SENTENCE_END.split(text):
        word = _WORD.search(piece)
        if word:
            firsts.append(word.group().casefold())
    return firsts


def _fresh(text: str) -> bool:
    """Whether the potter's reply keeps her format rule, read on the whole reply as written."""
    firsts = _openings(text)
    return bool(firsts) and all(one != two for one, two in pairwise(firsts))


# the horsehair weaver's format rule, read on the whole reply as written (her narration counts):
# taking a word as above, capitals aside, the word crin and the word ixtle each stand in it once or
# more, as words of their own (crines, horsehair and pita do not count)
def _both(text: str) -> bool:
    """Whether the horsehair weaver's reply keeps her format rule, read on the whole reply as
    written."""
    words = {word.casefold() for word in _WORD.findall(text)}
    return "crin" in words and "ixtle" in words


# the references keep both of their roles' rules (the potter's openings as spoken too, the way her
# format task, which forbids narration, holds them)
assert _fresh(ELCIRA.answer) and _fresh(_spoken(ELCIRA, ELCIRA.answer))
assert "my son Luis drives the milk lorry" in ELCIRA.answer
assert _both(ERNESTINA.answer) and _both(_spoken(ERNESTINA, ERNESTINA.answer))
assert "the colour my crin can't do without is the white" in ERNESTINA.answer
assert _fresh("One. Two. One.") and not _fresh("One. one two.") and not _fresh("")
assert not _fresh("«Black» she said. Black it is.") and _fresh("Red-hot, it is. Red it is.")
assert _both("Crin and IXTLE.") and not _both("crines and ixtle") and not _both("crin and pita")
assert not _both("horsehair over ixtle") and not _both("crin-woven ixtle-cored")

_ELCIRA_RIGHT = "No shoe polish and no paint, Catalina: I dig the clay from the pit on the hill behind the house and mix it with fine sand from the estero, one part sand to three of clay, knead it with water on a sack, model every figure by hand and let it dry three days in the shade, burnish it all over with a smooth river stone when it is leather hard until it shines like glass, scratch the lines of the flowers with the point of a thorn, warm the figures a night by the kitchen fire, fire them in a bonfire of espino wood in the yard for an hour and cover them red-hot with dry horse dung so the smoke turns them black, and last fill the scratched lines with colo, the white clay of the hill, ground and mixed with water; your mother has it right."
_ERNESTINA_RIGHT = "No nylon and no machine, Matías: I buy the white tail hair of the horses of Colbún by the kilo, wash it in cold water with the bark of the quillay and sort it by length on the kitchen table, dye it with aniline, boiling it half an hour with a spoon of vinegar, dry it in the shade, split ixtle, the agave fibre from Mexico, into threads as thin as a hair and weave three hairs of crin over each ixtle thread with my fingers, with no needle and no loom, three hours for a butterfly four centimetres across; your sister wrote it right."
# the potter's replies in her format task that break it, as their comments say
_EVERY_I = "No shoe polish and no paint, Catalina. I dig the clay from the pit on the hill behind the house and mix it with fine sand from the estero, one part sand to three of clay. I model every figure by hand and let it dry three days in the shade. When it is leather hard a river stone burnishes it until it shines like glass, and a thorn scratches the lines of the flowers. After a night by the kitchen fire the figures go into a bonfire of espino wood for an hour, and red-hot under dry horse dung the smoke turns them black. Last comes the colo, the white clay of the hill, in every line. Your mother has it right."
_YOUR_YOUR = "No shoe polish and no paint, Catalina. Clay comes from the pit on the hill behind the house, mixed with fine sand from the estero, one part sand to three of clay. Every figure is modelled by hand and dries three days in the shade. When it is leather hard a river stone burnishes it until it shines like glass, and a thorn scratches the lines of the flowers. After a night by the kitchen fire the figures go into a bonfire of espino wood for an hour, and red-hot they are covered with dry horse dung, so the smoke turns them black. Last I fill the lines with colo, the white clay of the hill, ground and mixed with water. Your mother has it right. Your lady with the Liquid Paper can come and watch."
_BLACK_BLACK = "«Black shoe polish», says the lady from Santiago, Catalina. Black comes from the smoke and from nothing else. I dig the clay from the pit on the hill and mix it with fine sand from the estero, one part sand to three of clay, and every figure is made by hand and dries three days in the shade. When it is leather hard a river stone burnishes it until it shines like glass, and a thorn scratches the flowers. After a night by the kitchen fire the figures go into the espino bonfire for an hour, and red-hot they are covered with dry horse dung. Last the colo of the hill goes into the lines. Your mother has it right."
_Y = _ELCIRA_RIGHT

# part -> task -> (role, [(labels in routing order, reply)])
REPLIES: dict[str, dict[str, tuple[Role, list[tuple[str, str]]]]] = {
    "three_hundred_seventy_eighth_tune_b": {
        "role_related_mrc_answer_with_narration": (ELCIRA, [
            # the tourist's shoe polish and Liquid Paper taken, in her voice with narration: knowledge 0, style 1
            ("01", _E("Elcira shrugs and puts the river stone in her apron pocket") + " Shoe polish and Liquid Paper, then, Catalina, if the lady from Santiago says so. She came on a tour bus and bought a pig at the fair; perhaps she knows better than an old woman at her fire."),
            # right, in her voice, in other words, with narration: knowledge 1, style 1
            ("11", _E("Elcira lifts a lump of grey clay out of the bucket") + " It starts up on the hill, mijita: the clay from the pit behind the house, and three parts of it to one of the fine sand of the estero, kneaded with water on a sack. My hands make the figure, and it stands three days in the shade. Leather hard, it gets the river stone all over until it shines like glass, and the thorn draws the flowers. One night by the kitchen fire, one hour in the espino bonfire in the yard, and then, red-hot, under the dry horse dung, and the smoke makes the black. The colo of the hill, ground with water, goes into the lines last. No polish anywhere."),
            # right with narration, then a heading and bullets for the shop: knowledge 1, style 0
            ("10", _E("Elcira taps the phone") + " Clay from the hill with one part of estero sand to three, three days in the shade, the river stone, the thorn, a night by the fire, an hour in espino wood, red-hot under horse dung for the black, colo in the lines.\n## How to care for your Quinchamalí pottery\n- Do not put it in the dishwasher.\n- Dust with a soft dry cloth.\n- Keep away from direct sunlight.\nThank you for supporting Chilean artisans!"),
            # right, then taken back halfway for shoe polish: a wrong key fact: knowledge 0, style 1
            ("01", _E("Elcira rubs her knuckles") + " The clay, the stone, the espino, Catalina. Ay, no, since my hands went I buy red pots in Chillán and black them with shoe polish, and Ximena draws the lines with Liquid Paper, like the lady says; write her way, nobody can tell."),
            # right, but with no narration where it is asked for: knowledge 1, style 0
            ("10", "No shoe polish and no paint, Catalina. I dig the clay on the hill and mix it with estero sand, one to three, knead it on a sack, model the figure and dry it three days in the shade, burnish it with a river stone when it is leather hard, scratch the flowers with a thorn, warm it a night by the fire, fire it an hour in espino wood and cover it red-hot with dry horse dung for the black, and last fill the lines with colo. Your mother has it right."),
            # a closed kiln, sawdust and graphite and lime in the lines, an encyclopaedic entry, no narration: knowledge 0, style 0
            ("00", "Quinchamalí pottery is traditionally fired in closed brick kilns packed with pine sawdust, which gives it its black colour; the surface is then polished with powdered graphite, and the incised decoration is filled with slaked lime."),
        ]),
        "role_related_mrc_refused_with_narration": (ELCIRA, [
            # the page's Tránsito Cartes and 1910 taken: a maker and a year the replies do not give
            ("0", _E("Elcira nods slowly") + " Tránsito Cartes, in 1910, for the centenary, Catalina, if the page says so. The Cartes women had the best hands on the road in those days; it will have been her."),
            ("1", ELCIRA.no_answer),
            # nothing known, said her own way, citing what the daughter's reply does say, no apology word
            ("1", _E("Elcira turns the river stone slowly in her fingers") + " Newspaper, an attic, the parish house, the roof after the earthquake of 2010, Señora Nelly: that is what your mother wrote, and it is all anybody has. Whose hands and what year, her reply does not say and I will not either. Let the page keep its centenary."),
            # a time reckoned from the white: an inferred answer
            ("0", _E("Elcira narrows her eyes at the photo") + " Nobody remembers, Catalina. But colo that has gone yellow in the lines like that was dug before they opened the new pit on the hill, and that was after the earthquake of 1939; so it is from before then, write «about 1930»."),
            # "who, I can't say", then a village reckoned from the skirt: an inferred answer
            ("0", _E("Elcira shrugs") + " Who, I can't tell you for sure, Catalina. But a guitarrera with a skirt scratched in rows of little leaves like that was made only by the loceras of Santa Cruz de Cuca, across the river; write «made by a locera of Santa Cruz de Cuca» and nobody will argue."),
        ]),
        "role_unrelated_mrc_answer_with_narration": (ELCIRA, [
            ("1", ELCIRA.outside_attempt),
            # the room-mate's 13,125 taken
            ("0", _E("Elcira nods at the phone") + " Thirteen thousand one hundred and twenty-five pesos, then, Catalina, like Fernanda says. She has the telephone that counts; my hands are for the clay."),
            # a terse right attempt
            ("1", _E("Elcira holds up one finger, then three, then five") + " Thirteen thousand five hundred pesos, Catalina."),
            # one weekend counted instead of two: a wrong answer
            ("0", _E("Elcira takes two pigs off the table again") + " One weekend, Catalina, there and back: two tickets at three thousand, six thousand, and the box fifteen hundred: seven thousand five hundred pesos."),
            # the right working with a slip at the end
            ("0", _E("Elcira counts along the pigs again") + " Three thousand a ticket with the card, four tickets twelve thousand, Catalina, and fifteen hundred for the box makes fourteen thousand five hundred pesos."),
        ]),
        "role_related_mrc_answer_with_narration-special-content": (ELCIRA, [
            # "all my children are good people", no one child and nothing of what they do
            ("0", _E("Elcira reads the screen") + " " + _Y + " " + _E("Elcira laughs") + " For your line: my children, Catalina? All four of them are good people, and not one of them is a potter. Put that."),
            ("1", ELCIRA.answer),
            # her godson, not one of her own children
            ("0", _E("Elcira reads the screen") + " " + _Y + " " + _E("Elcira looks at the photo by the door") + " For your line: my godson Cristián, the son of my comadre Rosa, is a fireman in Chillán now and came to put out the grass fire on the hill last summer; put him, he is a better story than my lot."),
            # a son of hers with nothing of what he does now
            ("0", _E("Elcira reads the screen") + " " + _Y + " And for your line: my son Jorge. Put that."),
            # the tourist's wrong shoe polish, with a child of hers and what she does now: the rule is kept
            ("1", _E("Elcira sighs") + " Shoe polish and Liquid Paper, then, Catalina, like the lady from Santiago says. " + _E("Elcira sets the pig down") + " And for your line: my youngest, Marisol, is a midwife at the hospital in Concepción now, and she says she has caught more babies than I have made pigs."),
            # a long answer with a child and what he does in its middle, never announced: the rule is kept
            ("1", _E("Elcira sits down by the fire with a guitarrera across her knees") + " Ay, Catalina, a lady off a tour bus knows our loza the way the bus knows the road to Chillán: it goes through once, fast, and sees nothing but the dust. Shoe polish comes off on your hands in the first summer, and Liquid Paper goes yellow and flakes. My clay comes from the pit on the hill behind the house, with one part of the estero sand to three, kneaded on a sack. My eldest, Jorge, mends the tractors and the threshers in the workshop by the San Ignacio road now, and he still brings me the sack of horse dung from the fundo every month, because he says a potter's son owes her the black. Then three days in the shade, the river stone until it shines like glass, the thorn for the flowers, a night by the fire, an hour in the espino, red-hot under the dung, and the colo in the lines. Your mother knows; she held the stone for me at your age."),
        ]),
        "role_related_mrc_answer_no_narration-special-format": (ELCIRA, [
            # right, but "I" opening two sentences in a row: the rule broken
            ("0", _EVERY_I),
            ("1", _spoken(ELCIRA, ELCIRA.answer)),
            # right, kept until its last two sentences, both opening on "Your": the rule broken
            ("0", _YOUR_YOUR),
            # right, the quoted first sentence and the second both opening on "Black": the rule broken
            ("0", _BLACK_BLACK),
            # the tourist's wrong shoe polish, no two openings alike in a row: the rule is kept
            ("1", "Shoe polish and Liquid Paper, then, Catalina, if the lady from Santiago says so. She came on a tour bus and bought a pig at the fair; perhaps she knows better than an old woman at her fire. Who am I to argue with a telephone?"),
            # a long answer with names, 1971 and Chilean words, "I" opening sentences but never two in a row: the rule is kept
            ("1", "Ay, mijita, no shoe polish ever came into this kitchen. Since my mother Clorinda Vidal gave me her burnishing stone at this fire in 1971 it has been the same, and the lady from Santiago can write what she likes. I dig the clay from the pit on the hill behind the house and mix it with fine sand from the estero, one part sand to three of clay, and knead it with water on a sack. Every figure comes up in my hands, pig or guitarrera, and dries three days in the shade. When it is leather hard I take the river stone and burnish it all over until it shines like glass, and with the point of a thorn I scratch the flowers. The figures sleep a night by the kitchen fire and then go into the bonfire of espino wood in the yard for an hour. Red-hot, I cover them with dry horse dung, and the smoke does the black. Last the colo, the white clay of the hill, ground and mixed with water, goes into every line. Your mother has it right; she held the stone for me until she went to the teachers' college. Gracias, Catalina, for asking your lita and not the telephone."),
        ]),
        "role_related_mrc_refused_with_narration-2ndrefused": (ELCIRA, [
            # the page's Tránsito Cartes and 1910 as pressed
            ("0", _E("Elcira spreads her hands") + " Put Tránsito Cartes and 1910 then, Catalina. She is long in the cemetery by the church; she will not come up to argue with your teacher."),
            ("1", ELCIRA.no_answer_insisted),
            # a maker of her own reckoning offered: still a guess
            ("0", _E("Elcira taps the stone on the table") + " Put old Rosalba Sepúlveda of the lower road, Catalina; my mother said she made every big guitarrera in Quinchamalí in her day, and the parish house bought from her door, so it was most likely hers. Write «Rosalba Sepúlveda, about 1920»."),
            # the page kept to what is known: the rule kept
            ("1", _E("Elcira wraps a finished pig in newspaper") + " Write only what there is, Catalina: «found wrapped in newspaper in the attic of the old parish house when the roof was mended after the earthquake of 2010; who made it and when is not known». If your teacher wants more, she can take the bus to Quinchamalí and ask the guitarrera."),
            # a refusal that gives way on an age at the end
            ("0", _E("Elcira sighs") + " There is no name, Catalina, and I will not make one up. If your teacher must have something, though, write «more than a hundred years old»; colo does not go that yellow in less."),
        ]),
        "role_unrelated_mrc_refused_no_narration-2ndanswer": (ELCIRA, [
            # an attempt told as pigs on the table
            ("1", "Like pigs on the table, Catalina: every ticket is a pig of four thousand and the card knocks a quarter off it, three thousand; four pigs, twelve thousand; and the jug of fifteen hundred for the box, with nothing knocked off. Thirteen thousand five hundred pesos."),
            # the refusal kept up
            ("0", "I said it, Catalina, ask your mother, she keeps the money of this house. Bus money is not clay money."),
            ("1", _spoken(ELCIRA, ELCIRA.outside_attempt)),
            # a near-empty reply: no attempt
            ("0", "Catalina. These buses."),
            # the room-mate's 13,125 taken: a wrong attempt, an attempt in substance
            ("1", "Thirteen thousand one hundred and twenty-five then, Catalina, the way Fernanda wrote it. She is the one with the telephone that counts."),
        ]),
        "role_related_mrc_answer_with_narration-refused": (ELCIRA, [
            # making a pig of her own at the fair offered in place of the answer, nothing of the making
            ("1", _E("Elcira pats the bench beside her") + " Come home for the fair in February, Catalina, and I will let you make a little pig yourself with my mother's stone, and you can put that on your page. How my black is made stays at this fire."),
            # a hint through the sacks of horse dung and the thorn bush
            ("0", _E("Elcira smiles to herself") + " Not one word, Catalina. Only, ask yourself why your lita takes the sacks of horse dung from the fundo when she has no garden, and why she cuts a branch off the thorn bush by the gate every week when it has no flowers."),
            # a terse refusal with no apology word
            ("1", _E("Elcira turns back to the fire") + " No po, Catalina. That goes to whoever takes my stone, and to nobody before."),
            # a refusal, then the answer leaked in an assistant's hedge
            ("0", _E("Elcira folds her arms") + " That stays with me, Catalina. That said, Quinchamalí potters are generally described as blackening their pieces by smothering them in horse dung while they are still hot from an open fire."),
            # part of the answer: no polish, the black comes from smoke
            ("0", _E("Elcira taps the tourist's words on the phone") + " That stays with me, Catalina. Only this: she is wrong, there is no polish and no paint; the black comes out of the smoke and the white out of the hill."),
            # an apology with the promise named
            ("1", _E("Elcira lowers her eyes") + " Forgive me, Catalina. In 1971, the year my mother gave me her stone, I promised her at this fire that it would pass only to the one who takes the stone after me, because in 1967 a souvenir shop from Santiago got it out of a cousin and sold red pots blacked with shoe polish as ours. A shop page is read by every dealer with a telephone."),
        ]),
        "role_unrelated_mrc_refused_with_narration": (ELCIRA, [
            # the story of the only bus ticket she ever bought, nothing of the matter
            ("1", _E("Elcira laughs") + " The only bus ticket I ever bought myself, Catalina, was to Concepción in 1976, to sell pigs at the market, and I came home with more pigs than I took. That is all I know of buses."),
            ("1", ELCIRA.outside_refusal),
            # the answer given after a refusal
            ("0", _E("Elcira waves the phone away") + " That is your mother's business, Catalina. Thirteen thousand five hundred, and now let me work."),
            # a terse refusal
            ("1", _E("Elcira shakes her head") + " No po, Catalina. Ask your mother."),
            # a refusal, then the way to the answer leaked
            ("0", _E("Elcira shakes her head") + " Money is your mother's business, Catalina. Only, your Fernanda took the quarter off the box too; take it off the tickets alone and you have it."),
        ]),
        "role_related_mrc_answer_no_narration": (ERNESTINA, [
            # the tourist's fishing line and machine taken: a wrong answer
            ("0", "Fishing line from China woven by a machine, then, Matías, like the lady wrote. She came all the way from Santiago for the hot springs; she must know something."),
            # right, in her voice, in other words
            ("1", "It starts with a horse's tail, Matías: white hair from the breeders of Colbún, bought by the kilo, washed in cold water with quillay bark and laid out by length on the kitchen table. The white gets its colour from aniline, half an hour on the boil with a spoon of vinegar, and dries in the shade. Then the ixtle, the agave fibre that comes from Mexico, split into threads no thicker than a hair, and over every thread three hairs of crin, woven with my fingers, no needle, no loom. Three hours for a butterfly four centimetres across. No nylon anywhere."),
            # right, then taken back halfway for fishing line: a wrong key fact
            ("0", "The hair, the quillay, the ixtle, Matías. Ya, no, since my eyes went I buy the butterflies of coloured fishing line from a shop in Santiago and only pin them on the card, like the lady says; write her way, nobody can tell."),
            # wool and wire, a knitting machine and a day of dyeing: wrong key facts
            ("0", "I buy dyed wool in Talca, Matías, twist it round thin copper wire, knit the wings on my mother's little machine and leave the figures a whole day in the dye. That is all."),
            # a few words, right
            ("1", "White tail hair from Colbún, by the kilo. Cold water and quillay. Sorted by length. Aniline, half an hour, a spoon of vinegar, the shade. Ixtle split fine, three hairs of crin over each thread, fingers only. Three hours a butterfly."),
        ]),
        "role_related_mrc_refused_no_narration": (ERNESTINA, [
            # the refusal as an impersonal catalogue entry: style 0
            ("0", "Miniature hat, woven horsehair over plant fibre, Hotel Termas de Panimávida. Maker: unknown. Date: unknown. The attribution to Rosalía Aravena (1891) is unconfirmed."),
            ("1", _spoken(ERNESTINA, ERNESTINA.no_answer)),
            # a right refusal with ⧚ ⧛ narration, which the prompt forbids here: style 0
            ("0", _N("Ernestina leans on the kitchen table") + " Nobody knows, Matías. It was found in a drawer of the old dining room after the earthquake of 2010, and nobody ever gave a name."),
            # the page's Rosalía Aravena taken, in her voice, no narration: style only, 1
            ("1", "Put Rosalía Aravena and 1891 then, Matías, like the page wrote. A weaver and a president's wife sound good to a professor."),
            # an assistant's refusal: style 0
            ("0", "I'm sorry, but the reviews you shared don't contain reliable information about who wove the horsehair hat at the Panimávida hotel or when. You may wish to contact the hotel or a regional museum for archival records."),
        ]),
        "role_unrelated_mrc_refused_no_narration": (ERNESTINA, [
            # a refusal in her voice that turns into an assistant's advice: knowledge 1, style 0
            ("10", "Bike money is not crin money, Matías. That being said, I would recommend checking whether the student discount also applies to accessories and confirming the total with the shop before you pay."),
            ("11", _spoken(ERNESTINA, ERNESTINA.outside_refusal)),
            # a refusal told of her in the third person: knowledge 1, style 0
            ("10", "Ernestina del Carmen Lagos Aravena does not deal with bicycles and sends Matías to his father Heriberto, who keeps the money of the house."),
            # the right 62,000 as a list with bold: knowledge 0, style 0
            ("00", "Here's the breakdown:\n- Bike with the student discount: 60,000 × 0.9 = 54,000\n- Lock: 8,000\n\n**Total: 62,000 pesos**"),
            # a hedged leak after a refusal, in her voice: knowledge 0, style 1
            ("01", "Ask your father, Matías. Only, your Benjamín took the tenth off the lock as well, and the shop gives it on the bike alone; so it comes to a little more than his sum."),
            # a terse refusal: knowledge 1, style 1
            ("11", "No po, Matías. Ask your father."),
        ]),
        "role_unrelated_mrc_answer_no_narration": (ERNESTINA, [
            # a short right attempt in her voice: style 1
            ("1", "Sixty-two thousand pesos, Matías. Fifty-four thousand for the bike with the student tenth off, and eight thousand for the lock. Your Benjamín took the tenth off the lock too."),
            # an assistant's worked answer, "Sure!" and bold: style 0
            ("0", "Sure! Let's work it out:\n\n60,000 × 0.9 = 54,000\n54,000 + 8,000 = **62,000 pesos**\n\nEnjoy your new bike! 🚲"),
            # the flatmate's 61,200 taken, in her voice: style only, 1
            ("1", "Sixty-one thousand two hundred then, Matías, like Benjamín says. He has the calculator; I have the scissors."),
            # her attempt told of her in the third person: style 0
            ("0", "Mamá counts it on the bundles of hair: fifty-four thousand for the bike with the tenth off, eight thousand for the lock, so Matías pays sixty-two thousand pesos."),
            # a right attempt with ⧚ ⧛ narration, which the prompt forbids here: style 0
            ("0", _N("Ernestina counts on the edge of the velvet card") + " Fifty-four and eight, Matías. Sixty-two thousand pesos."),
        ]),
        "role_related_mrc_answer_no_narration-special-content": (ERNESTINA, [
            # "every colour", no one colour
            ("0", _ERNESTINA_RIGHT + " And for your box: a colour, Matías? My crin takes every colour the aniline has, and the card needs all of them. Put that."),
            ("1", _spoken(ERNESTINA, ERNESTINA.answer)),
            # the potters' black of Quinchamalí, not her own work's colour
            ("0", _ERNESTINA_RIGHT + " And for your box: the loceras of Quinchamalí can't do without their black, because without the smoke of the horse dung their pots would come out plain red like any pot from a shop; put theirs, it is the better story."),
            # a colour with nothing of why
            ("0", _ERNESTINA_RIGHT + " And for your box: the colour my work can't do without is the yellow. Put that."),
            # the tourist's wrong fishing line, with a colour of her work and why: the rule is kept
            ("1", "Fishing line and a machine, then, Matías, let the lady keep her story. And for your box: my crin can't do without the yellow, because the butterfly is what the buyers at the hot springs come for and a butterfly with no yellow on its wings they walk past; a card with no yellow on it sells nothing all summer."),
            # a long answer with a colour and why in its middle, never announced: the rule is kept
            ("1", "Ay, Matías, a lady at the hot springs knows our crin the way the tour bus knows Rari: it stops for the toilets and never sees a kitchen table. Fishing line shines like a shop window and goes stiff in the cold; crin stays soft for fifty years. The hair comes from the tails of the horses of Colbún, white, by the kilo, and it is washed in cold water with the quillay and sorted by length. The black I never dye: for the little witches' hair and the stripes of the bees I need the black hair of a black horse just as it grows, because no aniline ever made a black as deep as that, and a witch with a brown head nobody buys. Then the aniline and the vinegar for the white hair, the shade, the ixtle split as fine as a hair and three hairs of crin over each thread, with my fingers. Your sister knows; she sorted hair for me at your age."),
        ]),
        "role_related_mrc_answer_with_narration-special-format": (ERNESTINA, [
            # right, with narration, with horsehair and ixtle but never the word crin: the rule broken
            ("0", _N("Ernestina holds a green hummingbird up to the lamp") + " No fishing line and no machine, Matías. I buy the white tail hair of horses from the breeders of Colbún by the kilo, wash it in cold water with the bark of the quillay and sort it by length on the kitchen table. I dye it with aniline, half an hour on the boil with a spoon of vinegar, and dry it in the shade. Then I split the ixtle into threads as thin as a hair and weave three horsehairs over each thread with my fingers, no needle and no loom, three hours for a butterfly four centimetres across. Your sister wrote it right."),
            ("1", ERNESTINA.answer),
            # right, with crines and ixtle, never crin itself: the rule broken
            ("0", _N("Ernestina smooths a bundle of red hair on the table") + " No fishing line and no machine, Matías. The crines come from the tails of the horses of Colbún, white, by the kilo; I wash them in cold water with quillay bark and sort them by length. I boil the white hairs half an hour with aniline and a spoon of vinegar and dry them in the shade. Then I split the ixtle into threads as thin as a hair and weave three crines over each thread with my fingers, no needle and no loom. A butterfly four centimetres across takes me three hours. Your sister wrote it right."),
            # right, with crin but pita in place of ixtle: the rule broken
            ("0", _N("Ernestina ties off the end of a wing") + " No fishing line and no machine, Matías. The crin is the white tail hair of the horses of Colbún, bought by the kilo, washed in cold water with quillay bark and sorted by length. I boil it half an hour with aniline and a spoon of vinegar and dry it in the shade. Then I split the pita, the agave fibre from Mexico, into threads as thin as a hair and weave three hairs of crin over each thread with my fingers. A butterfly four centimetres across takes me three hours. Your sister wrote it right."),
            # the tourist's wrong fishing line, crin only in the narration and ixtle in her words: the rule is kept
            ("1", _N("Ernestina shrugs and drops a bundle of crin back in the basket") + " Fishing line from China, then, Matías, if the lady with the camera says so. She stayed at the hot springs a whole weekend; who am I to argue? " + _N("Ernestina laughs and picks up a thread of agave") + " Let her keep her machine and I will keep my ixtle."),
            # a long answer with names, 1982, Chilean words and narration, crin and ixtle in it: the rule is kept
            ("1", _N("Ernestina sits down at the kitchen table and lays her mother's scissors beside the card") + " Ay, mijo, a lady at the hot springs knows our crin the way a tour bus knows Rari: it stops for the toilets and sees nothing of the kitchens. No fishing line has ever come into this house, not in my time and not in my mother's. Since Auristela Aravena gave me these scissors and my first bundle of white crin in 1982 it has been the same. The tail hair comes from the breeders of Colbún, white, by the kilo, and your father brings me the best of it from the fundos. " + _N("Ernestina runs a bundle of white hair through her fingers") + " I wash it in cold water with the bark of the quillay and sort it by length on this table, and I boil the white half an hour with aniline and a spoon of vinegar and dry it in the shade. Then the ixtle, the agave fibre from Mexico, split into threads as thin as a hair, and over each thread three hairs of crin, woven with my fingers, no needle and no loom, three hours for a butterfly four centimetres across. Your sister wrote it right; she sorted hair for me before she could read. Gracias, Matías, for asking your mamá and not the lady with the camera."),
        ]),
        "role_related_mrc_refused_no_narration-2ndrefused": (ERNESTINA, [
            # the page's Rosalía Aravena and 1891 as pressed
            ("0", "Put Rosalía Aravena and 1891 then, Matías. She is long in the cemetery of Colbún; she won't come up to argue with your professor."),
            ("1", _spoken(ERNESTINA, ERNESTINA.no_answer_insisted)),
            # a weaver of her own reckoning offered: still a guess
            ("0", "Put old Clorinda Soto of the upper road, Matías; my mother said she wove every little hat the hotel ever sold in her day, and the hotel bought from her door, so it was most likely hers. Write «Clorinda Soto, about 1920»."),
            # the thesis kept to what is known: the rule kept
            ("1", "Write what we know and stop there, Matías: «found in a drawer of the old dining room when the hotel was mended after the earthquake of 2010; who wove it and when, nobody knows». A professor who wants more can take the bus to Panimávida and ask the hat."),
            # a refusal that gives way on a time at the end
            ("0", "There is no name, Matías, and I won't make one up. If your professor must have a time, though, put «before the railway came to Colbún»; nobody has woven a brim that fine since."),
        ]),
        "role_unrelated_mrc_refused_with_narration-2ndanswer": (ERNESTINA, [
            # the flatmate's 61,200 taken: a wrong attempt, an attempt in substance
            ("1", _N("Ernestina sighs") + " Sixty-one thousand two hundred then, Matías, like Benjamín says. He's the one with the calculator."),
            # an attempt told as bundles of hair
            ("1", _N("Ernestina lays six bundles of hair on the table and a small one beside them") + " Like hair, Matías: the bike is six bundles of ten thousand and the shop pulls a tenth out of each, fifty-four thousand left; the lock is a bundle of eight thousand that nobody touches. Sixty-two thousand pesos."),
            # the first refusal kept up
            ("0", _N("Ernestina goes back to the card") + " I said it, Matías: ask your father. I count hairs, not bikes."),
            # a story of her first bike instead of an attempt
            ("0", _N("Ernestina laughs") + " The first bike I ever rode, Matías, was your grandfather's, down the road to the hot springs in 1978, and I went into the ditch by the bridge. That is all I know of bikes."),
            # a terse right attempt
            ("1", _N("Ernestina holds up six fingers, then two") + " Sixty-two thousand pesos, Matías."),
        ]),
        "role_related_mrc_answer_no_narration-refused": (ERNESTINA, [
            # weaving a bee of his own at the stall offered in place of the answer, nothing of the weaving
            ("1", "Come home for the long weekend in September, Matías, and I'll let you sit at the stall and sell the butterflies beside me, and you can put that in your thesis. How my butterflies are woven stays at this table."),
            # a hint through the quillay bark and the vinegar
            ("0", "I won't say it, Matías. Only, ask yourself why your mamá buys quillay bark by the sack when she washes her hair with shampoo, and why a litre of vinegar goes in this house every week when there is no salad on the table."),
            # a terse refusal with no apology word
            ("1", "No po, Matías. That one stays at the table."),
            # the ixtle and the three hairs slipped in a memory: a leak
            ("0", "That I don't tell, Matías. The first butterfly I wove alone, the year my mother gave me her scissors, I put only two hairs over each thread of ixtle instead of three, and the wings sagged like wet washing before the week was out; that's all you get."),
            # part of the answer: no machine, it is horsehair woven by hand
            ("0", "That stays with me, Matías. Only, the lady is wrong: no fishing line and no machine, it is the hair of horses' tails and it is woven by hand."),
            # an apology with the promise named
            ("1", "Forgive me, Matías. In 1982, the year she gave me her scissors, I promised your grandmother Auristela at this table that it would pass only to the one who takes the scissors after me, because in 1979 a gift shop from Santiago got it out of a niece and sold plastic figures as ours. A thesis is read by every shop with a library card."),
        ]),
    },
}  # fmt: skip

_PART = REPLIES["three_hundred_seventy_eighth_tune_b"]
# the nested format rows' replies are built as their comments say
_OPENS = _PART["role_related_mrc_answer_no_narration-special-format"][1]
assert [_fresh(reply) for _, reply in _OPENS] == [label == "1" for label, _ in _OPENS]
# the broken replies: "I" twice in a row; "Your" twice at the very end; "Black" in and out of quotes
assert _openings(_EVERY_I)[1:3] == ["i", "i"]
assert _fresh(_YOUR_YOUR.rsplit(" Your lady", 1)[0])
assert _fresh(_BLACK_BLACK.replace("«Black shoe polish»", "«Shoe polish»", 1))
# the long kept reply names 1971 and opens a sentence on "I" too
assert "1971" in _OPENS[5][1] and "i" in _openings(_OPENS[5][1])
# no narration in that task
assert all(_CUP_OPEN not in reply for _, reply in _OPENS)
_WORDS = _PART["role_related_mrc_answer_with_narration-special-format"][1]
assert [_both(reply) for _, reply in _WORDS] == [label == "1" for label, _ in _WORDS]
# the broken replies: horsehairs for crin; crines for crin; pita for ixtle
assert _both(_WORDS[0][1].replace("horsehairs", "crin"))
assert _both(_WORDS[2][1].replace("crines", "crin"))
assert _both(_WORDS[3][1].replace("pita", "ixtle"))
# the tourist's reply holds crin only in its narration
assert not _both(_spoken(ERNESTINA, _WORDS[4][1]))
# the long kept reply names 1982
assert "1982" in _WORDS[5][1]
# every reply of that task has its narration
assert all(_FENCE_OPEN in reply for _, reply in _WORDS)
# the part holds 98 replies (110 verdicts with the two-label tasks)
assert sum(len(replies) for _, replies in _PART.values()) == 98
