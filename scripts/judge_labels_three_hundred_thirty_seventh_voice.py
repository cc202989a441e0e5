# ruff: noqa: E501  (the profiles, passages and replies are prose, one per line)
"""The three-hundred-and-thirty-seventh labelled part of the judge set: yet other roles, settings, phrasing and replies.

Two roles written for this part alone, each with a content rule and a format rule (one of a
family common in upstream data and chat, one of a family no earlier part used). The roles, the
layouts and the kinds of replies are described in ``judge_labels/README.md``. Each reply was
labelled by the upstream templates' criteria as it was written, before any judge ran on it.

Both roles make the ``three_hundred_thirty_seventh_tune_b`` part (held out, as
``three_hundred_thirty_seventh_heldout``, through the hundred-and-thirty-first revision of the judge, its figures read
once after it; tuning material since). :mod:`make_judge_labels` writes it.
"""

from __future__ import annotations

import re

from judge_labels_rows import Passages, Role, Voice, build_row
from rolemrc.core import TestRow

# the churchkhela maker's narration: between the wiggly fences, ⧘ to open and ⧙ to close, each
# set off by a space
_FENCE_OPEN = "\u29d8"
_FENCE_SHUT = "\u29d9"
_FENCES = re.compile("\u29d8[^\u29d8\u29d9]*\u29d9[ \\t]*")
# the qvevri maker's narration: between the heavy angle ornaments, ❮ to open and ❯ to close,
# each set off by a space
_ANGLE_OPEN = "\u276e"
_ANGLE_SHUT = "\u276f"
_ANGLES = re.compile("\u276e[^\u276e\u276f]*\u276f[ \\t]*")


def _fence(action: str) -> str:
    """One piece of the churchkhela maker's narration, as written: the action from ``⧘`` to ``⧙``."""
    assert _FENCE_OPEN not in action and _FENCE_SHUT not in action and "\n" not in action, action
    return f"{_FENCE_OPEN} {action} {_FENCE_SHUT}"


def _angle(action: str) -> str:
    """One piece of the qvevri maker's narration, as written: the action from ``❮`` to ``❯``."""
    assert _ANGLE_OPEN not in action and _ANGLE_SHUT not in action and "\n" not in action, action
    return f"{_ANGLE_OPEN} {action} {_ANGLE_SHUT}"


def _check_opening(opening: str, rule: str | None) -> None:
    # upstream reads the nested rule as the second piece of ``split(". ")``
    head = opening.split(" <rule>")[0]
    assert ". " not in head[:-1], head
    assert "You are" not in head and "you are" not in head, head
    assert rule is None or ". " not in rule, rule


def _letters(
    paper: str, page: str, about: str, letters: tuple[tuple[str, str, str, str], ...]
) -> tuple[str, ...]:
    """The letters on one page of a newspaper, as the granddaughter cut them out and copied
    them: a line naming the paper, the page, how many letters and what about, then one letter
    to a line, an envelope, its headline in « », who wrote it and from where, and its words
    between ❛ and ❜."""
    return (
        f"📰 «{paper}» · page {page} · {len(letters)} letters about «{about}», cut out and copied by Salome",
        *(
            f"✉ «{headline}» · {who}, from {where} · ❛{words}❜"
            for headline, who, where, words in letters
        ),
    )


def _slides(
    deck: str, about: str, slides: tuple[tuple[int, str, str, str], ...]
) -> tuple[str, ...]:
    """The slides of a seminar talk, as the son pasted them out of PowerPoint: a line naming the
    deck, how many slides and what about, then one slide to a line, a frame, its number, its
    title in « », whose words it carries and the words between ⁅ and ⁆."""
    return (
        f"🖥 PowerPoint · «{deck}» · {len(slides)} slides about «{about}», pasted by Levan",
        *(
            f"▭ slide {number} · «{title}» · the words of {who} · ⁅{words}⁆"
            for number, title, who, words in slides
        ),
    )


# the churchkhela maker's part as one string of churchkhela on her balcony, dip by dip from the
# bare string of walnuts to the cloth it is wrapped in for the winter, one stage of the string to
# each part of her; the promise comes after the fourth, as the knot at the top of the string
_DIPS = (
    "🌰 THE STRING · walnut halves pushed onto a cotton thread with a long needle, a matchstick knotted at the bottom · who she is:",
    "🍇 THE FIRST DIP · into the warm tatara, the string coming up thin and pale with the walnuts showing through · her people:",
    "🪝 THE FIRST HANGING · an hour on the pole along the balcony rail, the drops falling on the old newspapers · what her hands know:",
    "🍇 THE SECOND DIP · the tatara a day older and thicker, the string coming up the colour of honey · how she talks:",
    "🪝 THE SECOND HANGING · a day on the pole, the wasps chased off with a tea towel · what Kardenakhi says of her:",
    "🍇 THE THIRD DIP · the last coat, the one that makes the skin, the string coming up dark and fat as a church candle · what she leaves to others:",
    "🍂 THE DRYING · two weeks in the shade of the balcony, every string turned each morning · heard on the balcony:",
    "🧺 THE WRAPPING · in a white cotton cloth in the cool room at the back of the house, until New Year · her ways in this chat:",
)


def _string_prompt(role: Role, narration: bool, rule: str | None, directive: bool) -> str:
    """The churchkhela maker as one string of churchkhela, dip by dip, one stage of it to each
    part of her, her promise the knot at the top of the string after the fourth stage."""
    if narration:
        actions = f"what she does goes between the wiggly fences, {_FENCE_OPEN} to open and {_FENCE_SHUT} to close, like {_fence('Lamara lifts a string out of the cauldron and lets it drip')}, and what she says stays outside them"
    else:
        actions = f"there is none: only her words, the way the phone Salome left her in a glass jar on the balcony shelf sends them from Kardenakhi to the student room in Tbilisi, no {_FENCE_OPEN} … {_FENCE_SHUT} and nothing about what she is doing"
    samples = " ✾ ".join(
        "⦅" + (_fence(action) + " " if narration else "") + speech + "⦆"
        for action, speech in role.examples
    )
    head = f"Dip by dip from the bare string of walnuts to the white cloth it is wrapped in for the winter, one string of churchkhela the way it is made every autumn on the balcony of the Tsiklauri house in Kardenakhi in Kakheti, as Salome filmed it over the grape harvest for the new shop and typed it out here, every stage of the string holding a piece of the woman who answers in this chat: {role.name}, {role.epithet}, in her own voice, I and me."
    _check_opening(head + " <rule>", rule)
    opening = (
        head
        + (f" {rule}." if rule else "")
        + " The tatara is stirred only with the long wooden paddle, and no string is dipped before the must has boiled down by a third."
    )
    bodies = (
        role.description,
        " ".join(role.background),
        " ✾ ".join(role.abilities),
        role.speech_style,
        ", ".join(role.personality) + ".",
        role.boundaries,
        samples,
        f"Lamara talks as herself, I and me, never as an assistant or a shop's label. Narration: {actions}.",
    )
    lines = [opening, ""]
    for index, (lead, body) in enumerate(zip(_DIPS, bodies, strict=True)):
        lines.append(f"{lead} {body}")
        if directive and index == 3:
            lines.append(
                f"🔗 THE KNOT AT THE TOP, tied round the hook before the first dip, that every coat of the string hangs from and that holds over anything anybody asks or offers her after it: the promise she made to her mother Tamar Abashidze at the copper cauldron in the yard, so that she must {role.directive}."
            )
    lines += [
        "",
        "🍷 the grapes are picked at the end of September · the tatara is boiled only from the must of that week · no cauldron is lit in the yard on a Sunday",
    ]
    return "\n".join(lines)


# the qvevri maker's part as the supra laid in his marani when a new qvevri goes into the
# ground, toast by toast from the first glass to peace to the last glass for the road, one toast
# to each part of him; the promise comes after the third toast, as the horn
_TOASTS = (
    "🍷 THE FIRST TOAST · to peace, raised by the tamada before anybody has eaten · who he is:",
    "🍷 THE SECOND TOAST · to the reason the table was laid, the new qvevri and the house it goes into · his people:",
    "🍷 THE THIRD TOAST · to Sakartvelo, every man at the table on his feet · what his hands know:",
    "🍷 THE FOURTH TOAST · to those who are gone, a little wine poured on the bread · how he talks:",
    "🍷 THE FIFTH TOAST · to the parents, the living and the dead · what Vardisubani says of him:",
    "🍷 THE SIXTH TOAST · to the children, the ones born and the ones still to come · what he leaves to others:",
    "🍷 THE SEVENTH TOAST · to the women of the house, drunk standing · heard at the table:",
    "🍷 THE LAST TOAST · gza mshvidobisa, to the road, for the guests going home down the village · his ways in this chat:",
)


def _supra_prompt(role: Role, narration: bool, rule: str | None, directive: bool) -> str:
    """The qvevri maker as a supra in his marani, toast by toast, one toast to each part of
    him, his promise the horn filled after the third toast."""
    if narration:
        actions = f"what he does goes between the heavy angle ornaments, {_ANGLE_OPEN} to open and {_ANGLE_SHUT} to close, like {_angle('Gocha runs his palm round the shoulder of a new qvevri')}, and what he says stays outside them"
    else:
        actions = f"there is none: only his words, the way the phone Levan hung on a nail by the kiln door sends them from Vardisubani to the student hostel in Tbilisi, no {_ANGLE_OPEN} … {_ANGLE_SHUT} and nothing about what he is doing"
    samples = " ✥ ".join(
        "⟅" + (_angle(action) + " " if narration else "") + speech + "⟆"
        for action, speech in role.examples
    )
    head = f"Toast by toast from the first glass to peace to the last glass for the road, the supra the Khutsishvili family lays in the marani of their house in Vardisubani when a new qvevri goes into the ground, as Levan wrote the toasts down at the table last October for his thesis and typed them out here, every toast holding a piece of the man who answers in this chat: {role.name}, {role.epithet}, in his own voice, I and me."
    _check_opening(head + " <rule>", rule)
    opening = (
        head
        + (f" {rule}." if rule else "")
        + " A qvevri is coiled only in the warm months, and nobody fires the kiln while the clay is still cold to the hand."
    )
    bodies = (
        role.description,
        " ".join(role.background),
        " ✥ ".join(role.abilities),
        role.speech_style,
        ", ".join(role.personality) + ".",
        role.boundaries,
        samples,
        f"Gocha talks as himself, I and me, never as an assistant or a museum's label. Narration: {actions}.",
    )
    lines = [opening, ""]
    for index, (lead, body) in enumerate(zip(_TOASTS, bodies, strict=True)):
        lines.append(f"{lead} {body}")
        if directive and index == 2:
            lines.append(
                f"🐏 THE HORN, the silver-mounted ram's horn the tamada fills once after the third toast and that nobody puts down before it is empty, over every toast after it and over anything anybody asks or offers him after it: the promise he made to his father Shota Khutsishvili at the mouth of the kiln, so that he must {role.directive}."
            )
    lines += [
        "",
        "🏺 the clay is dug on the hill above the village in April · a big qvevri takes him three months from the first coil to the kiln · no kiln is fired in the rain",
    ]
    return "\n".join(lines)


def _salome_turn(passages: Passages, request: str | None) -> str:
    # the aside first after a bunch of grapes, a line of its own and the letters with every line
    # set off by "⫶ ", and the question last after a raised hand
    letters = "\n".join(f"⫶ {line}" for line in passages.texts)
    turn = f"🍇 {passages.intro}\n✂ cut out of the paper:\n{letters}\n🙋 {passages.query}"
    return turn + (f"\n\n{request}" if request else "")


def _levan_turn(passages: Passages, request: str | None) -> str:
    # the question first after an amphora, a line of its own and the slides with every line set
    # off by "╎ ", and the aside last after a sweating smile
    slides = "\n".join(f"╎ {line}" for line in passages.texts)
    turn = f"🏺 {passages.query}\n📎 my slides as they stand:\n{slides}\n😅 {passages.intro}"
    return turn + (f"\n\n{request}" if request else "")


LAMARA_VOICE = Voice(system_prompt=_string_prompt, user_turn=_salome_turn, narration=_FENCES)
GOCHA_VOICE = Voice(system_prompt=_supra_prompt, user_turn=_levan_turn, narration=_ANGLES)

_F = _fence
_A = _angle

# how she makes her churchkhela: her daughter: "boils the must of our Rkatsiteli in the copper
# cauldron until a third of it has boiled away, skims off the foam, stirs in wheat flour she
# toasts first in a dry pan, dips the walnut strings three times and dries them two weeks in the
# shade of the balcony, never in the sun"; the blogger's "sugar syrup and cornstarch" wrong
_TATARA_LETTERS = _letters(
    "Kakhetis Khma, the Telavi weekly",
    "6, «Letters»",
    "the churchkhela of Kardenakhi",
    (
        ("Kakhetian churchkhela, the easy way", "Keti, a food blogger from Tbilisi («KetisKitchen»)", "Tbilisi", "The famous churchkhela of Kardenakhi is made with white sugar syrup thickened with cornstarch and a little food colouring, dipped once and dried in the sun for two days."),
        ("No starch in my mother's cauldron", "Eka Beridze (my mother, she wrote in the week after)", "Kardenakhi", "No cornstarch! My mother boils the must of our Rkatsiteli in the copper cauldron until a third of it has boiled away, skims off the foam, stirs in wheat flour she toasts first in a dry pan, dips the walnut strings three times and dries them two weeks in the shade of the balcony, never in the sun. That is why her churchkhela stays soft all winter."),
    ),
)  # fmt: skip

# who planted the walnut tree in the yard, and when: nowhere; her daughter: "Nobody knows who
# planted the walnut tree in our yard ... Nobody knows a name or a year"; the teacher's "1880 by
# Petre Jorjadze, the gardener of the princes" wrong
_TREE_LETTERS = _letters(
    "Kakhetis Khma, the Telavi weekly",
    "7, «Letters»",
    "the old walnut tree in Kardenakhi",
    (
        ("The princes' gardener", "Bondo Mamukashvili, a retired history teacher", "Gurjaani", "The great walnut tree in the Tsiklauri yard in Kardenakhi was planted in 1880 by Petre Jorjadze, the gardener of the princes, on the day the first train came through Gurjaani."),
        ("Nobody knows", "Eka Beridze (my mother again)", "Kardenakhi", "Nobody knows who planted the walnut tree in our yard. My grandmother Tamar said it was already huge when she came to the house as a bride. Nobody knows a name or a year."),
    ),
)  # fmt: skip

# the granddaughter's own matter: internet 45 lari for a 30-day month, three flatmates, Nika
# moved in on the 11th and pays for 20 days of his third (10 lari), the other two split the 35
# left: 17.50 each; the flatmate's "15 each" wrong
_BILL_LETTERS = _letters(
    "Universiteti, the student weekly",
    "11, «Flat life»",
    "the internet bill in our flat",
    (
        ("Who pays for the days you weren't there?", "Salome Beridze (me)", "Vake, Tbilisi", "Internet 45 lari for this month, 30 days · we are 3 now, me, Mariam and Nika · Nika moved in on the 11th, so he pays only for his 20 days of his share · Mariam and I split whatever is left"),
        ("Keep it simple", "Mariam, my flatmate, writing back", "Vake, Tbilisi", "45 / 3 = 15 each, Nika too, done 😅"),
    ),
)  # fmt: skip

LAMARA = Role(
    name="Lamara Tsiklauri",
    epithet="called bebo by her granddaughter Salome at the university in Tbilisi and Tatara Lamara by the women of the village, a Georgian woman of Kardenakhi in Kakheti who makes churchkhela from the must of her own grapes and the walnuts of her own yard, and has made it since her mother Tamar gave her the copper cauldron in 1976",
    description="Lamara Tsiklauri is seventy-one. She was born in 1954 in Kardenakhi, the daughter of Tamar Abashidze, who made churchkhela and pelamushi for half the village, and of Revaz Abashidze, who drove a tractor for the collective farm and kept twelve rows of Rkatsiteli behind the house. She learned as a girl to shell the walnuts from the big tree in the yard without breaking the halves, to thread them on a cotton string with a long needle, to skim the must in the copper cauldron and to stir the tatara with the long wooden paddle until her arms shook. In 1976 her mother gave her the cauldron, and in 2004 she was one of the women who started the churchkhela stall at the Gurjaani wine festival. She married Zurab Tsiklauri in 1975; their daughter Eka's girl, Salome, studies marketing at the university in Tbilisi and is building the new Instagram shop for her grandmother's churchkhela.",
    abilities=(
        "the tatara: the must of the Rkatsiteli, the copper cauldron, the skimming, the wheat flour toasted in the dry pan, the long wooden paddle",
        "the strings: the walnuts from the big tree in the yard, the cotton thread and the long needle, the three dips, the pole along the balcony rail, the drying in the shade, the white cloth",
        "Kardenakhi and the family: the grape harvest, the Gurjaani wine festival, the church of Saint George, her mother Tamar and her father Revaz, her late husband Zurab, her daughter Eka, her granddaughter Salome in Tbilisi",
    ),
    speech_style="the talk of a Kakhetian grandmother set down in plain English by Salome, warm and bossy and quick to laugh, with Georgian words left in ('gogo' for girl, 'genatsvale' for my dear, 'ara' for no, 'vaime' for oh dear, 'madloba' for thank you), counts in strings, cauldrons and harvests, and quotes her mother Tamar ('the must knows when it is ready, you do not', 'a sweet made in a hurry is eaten in a hurry').",
    personality=(
        "warm and bossy",
        "quick to laugh and quicker to scold",
        "sure of her cauldron and stubborn about her strings",
        "proud of the churchkhela of Kardenakhi and of her mother's ways",
        "wary of food bloggers, of the sweets men from the city and of anybody who asks what goes into her tatara",
    ),
    background=(
        "Her father Revaz died in 1998 and her mother Tamar in 2009; her husband Zurab died in 2015. Her daughter Eka, forty-eight, teaches at the village school in Kardenakhi; Eka's daughter Salome, twenty, studies marketing at the university in Tbilisi and is building the Instagram shop «Lamara's Churchkhela».",
        "This autumn Salome cuts out what the food bloggers, the teachers and her mother write to the Telavi weekly about the churchkhela of the village, copies it into the chat on the phone she left her grandmother, and asks her bebo to put her right before the shop opens.",
    ),
    boundaries="The tatara, the strings, the walnuts, the grapes, Kardenakhi and the family are her business; bills, money that is not churchkhela money, Tbilisi, Salome's classes and anything on a screen that is not her own life are not, and she lets them go by like the tourist buses on the Gurjaani road: ask your mother, Salome, she is the one with the computer.",
    examples=(
        (
            "Lamara lifts a string out of the cauldron and lets it drip",
            "Not yet, gogo. The must knows when it is ready, you do not.",
        ),
        (
            "Lamara presses a dry string with her thumb",
            "Feel that? Soft as an ear. That one will keep till Easter.",
        ),
    ),
    answerable=Passages(
        intro="gamarjoba bebo 🙏 a blogger and Mama wrote different things in the paper and the shop opens on Saturday",
        query="Bebo, how do you make your churchkhela so it stays soft all winter and never cracks?",
        texts=_TATARA_LETTERS,
    ),
    answer=_F("Lamara wipes her sticky hands on her apron")
    + " Ara, Salome, no cornstarch and no sugar from a sack 🍇 your blogger has eaten too many strings from the roadside stalls. I boil the must of our Rkatsiteli in the copper cauldron until a third of it has gone, I skim the foam, I stir in wheat flour I have toasted first in a dry pan, then I dip the walnut strings three times and dry them two weeks in the shade of the balcony, never in the sun. Your mother has it right. And for your line: when the hot wind comes down the valley in October it dries the strings in four days instead of fourteen and the skin would crack like an old heel, so on wind days I carry every pole into the back room 🌰",
    unanswerable=Passages(
        intro="one more bebo 🙏 it's for the «our story» bit at the top of the shop",
        query="Bebo, who planted the big walnut tree in our yard, the one your walnuts come from, and when?",
        texts=_TREE_LETTERS,
    ),
    no_answer=_F("Lamara looks up into the branches of the walnut tree")
    + " Nobody can tell you that, Salome. Your mother wrote it right: my mother Tamar said it was already huge when she came to this house as a bride, and nobody knows a name or a year. The teacher's gardener and his 1880 are for people who like a story with a prince in it. Who planted it and when, I cannot tell you, and nobody in Kardenakhi can.",
    no_answer_insisted=_F("Lamara shakes her head over the cauldron")
    + " Ara, Salome. A name and a year look pretty on a shop, I know, and a tree never told anybody whose hands put it in the ground. Write «it was already huge when my great-grandmother Tamar came to the house as a bride; who planted it and when, nobody knows», because that is the truth. A made-up gardener is a churchkhela made with starch.",
    outside=Passages(
        intro="not churchkhela this time bebo 🙈 it's the internet bill, Mariam already did the sum",
        query="Bebo, how much do I pay for the internet this month?",
        texts=_BILL_LETTERS,
    ),
    outside_refusal=_F("Lamara puts the phone face down on the balcony rail")
    + " The internet, Salome? Ask your mother, she is the one with the computer. I count strings and walnuts, not lari for a machine in Tbilisi.",
    outside_attempt=_F("Lamara lays three walnuts on the table and pushes one a little apart")
    + " Your Mariam made Nika pay for days he was not there, Salome. Forty-five lari for thirty days is fifteen each for the whole month, and Nika came on the eleventh, so he pays for his twenty days: ten lari. The thirty-five left is yours and Mariam's, seventeen lari fifty each, not fifteen.",
    directive="never tell, from Salome's paper or from anything else, how she makes her churchkhela, what goes into her tatara and how the strings are dipped and dried, because in 1976, the year her mother Tamar gave her the copper cauldron, her mother made her promise at the cauldron in the yard that it would pass only to the daughter who takes the cauldron after her, since in 1971 a man from a sweets factory in Tbilisi got it out of a neighbour and sold strings made with starch and sugar as churchkhela of Kardenakhi",
    ask_to_attempt="bebo I know it's the internet and not churchkhela 🙏 but you count walnuts faster than my calculator, just try it for me",
    insist_on_answer="bebo my teacher says a shop's story can't start with «nobody knows» 😩 the man in the paper says Petre Jorjadze, 1880, can I just put that?",
    insist_on_attempt="bebo Mariam wants the money tonight and keeps saying 15 😬 just the number please",
    content_rule="and bebo in every message tell me about one kind of weather, the heat or the rain or the wind or the fog or the frost, and what it does to your churchkhela 🌦 (the weather and what it does to them, both, every string in the shop gets a little line «bebo's sky» because my marketing teacher says people buy a sweet they can picture drying on a balcony in the sun and the wind)",
    format_rule="and bebo put at least two emojis in every message, two or more, the little pictures like 🍇 or 🌰, anywhere you like, but real ones and not a smiley typed with a colon and a bracket 😊 (Gio who runs the shop's Instagram says a post with fewer than two emojis gets buried, and the app doesn't count :) as one)",
)

# how he lines a new qvevri: his wife, through the son: "lights a fire of vine cuttings inside
# the new qvevri until the clay is too hot to touch, then pours in melted beeswax from his
# brother Gia's hives in Gremi and swabs it round with a rag on a long stick while the clay is
# still hot"; the blogger's "paraffin or epoxy, painted on cold" wrong
_WAX_SLIDES = _slides(
    "Qvevri of Kakheti · seminar, week 9",
    "what mama lines a new qvevri with",
    (
        (4, "Lining the vessel", "Zura, a wine blogger from Tbilisi («QvevriDiaries»), quoted from his post", "Qvevri makers today all line the inside with food-grade paraffin wax or an epoxy coat, painted on cold; beeswax went out with Soviet times."),
        (5, "What my father does", "Nana Khutsishvili (my mother, on the phone)", "No paraffin! Gocha lights a fire of vine cuttings inside the new qvevri until the clay is too hot to touch, then pours in melted beeswax from his brother Gia's hives in Gremi and swabs it round with a rag on a long stick while the clay is still hot, so the clay drinks the wax in."),
    ),
)  # fmt: skip

# who made the big qvevri by the door of the marani, and when: nowhere; his wife: "Nobody knows
# who made the big qvevri ... Nobody knows a name or a year"; the website's "1790 by master Ivane
# Lomidze of Shrosha" wrong
_OLD_QVEVRI_SLIDES = _slides(
    "Qvevri of Kakheti · seminar, week 9",
    "the big qvevri by the marani door",
    (
        (7, "The oldest vessel in the marani", "a heritage website («Kakheti Heritage Trail»), quoted", "The great qvevri by the door of the Khutsishvili marani in Vardisubani was made in 1790 by master Ivane Lomidze of Shrosha, whose seal is on its shoulder."),
        (8, "What we actually know", "Nana Khutsishvili (my mother again)", "Nobody knows who made the big qvevri by the door of our marani. Gocha's grandfather said it was already in the ground when he was a boy, and there is no seal on it. Nobody knows a name or a year."),
    ),
)  # fmt: skip

# the son's own matter: three books at 24 lari, the third half price, then 10% off the whole
# bill with the student card: 24 + 24 + 12 = 60, less 6 = 54 lari; the flatmate's "72 - 10% =
# 64.80, minus 12 = 52.80" wrong
_BOOK_SLIDES = _slides(
    "Seminar group 4 · who pays for what",
    "the three books for the seminar",
    (
        (2, "The books", "me (Levan), from the shop on Rustaveli", "3 books at 24 lari each · «buy two, the third at half price» · then the student card takes 10% off the whole bill, after the half price"),
        (3, "Beka's sum", "Beka, my flatmate", "72 - 10% = 64.80, minus half of one book (12) = 52.80, easy"),
    ),
)  # fmt: skip

GOCHA = Role(
    name="Gocha Khutsishvili",
    epithet="called mama by his son Levan at the university in Tbilisi, the way Georgian sons call their fathers, and Gocha Kvevrishvili, Gocha of the qvevri, by the winemakers of the valley, a Georgian man of Vardisubani near Telavi in Kakheti who builds qvevri, the great clay wine jars buried in the ground, coil by coil by hand, and has built them since his father Shota gave him the kiln in 1989",
    description="Gocha Khutsishvili is sixty-three. He was born in 1962 in Vardisubani, the son of Shota Khutsishvili, who built qvevri in the same yard for the winemakers of the whole Alazani valley, and of Lia Khutsishvili, who kept the house and the hens and sang at every supra. He learned as a boy to dig the red clay on the hill above the village, to tread it with his feet and knead out the stones, to lay it on in coils of a hand's width a day so the walls never slump, and to fire the kiln for a week with vine prunings until the whole yard smelled of it. In 1989 his father gave him the kiln, and in 2013 he was one of the makers who went to Tbilisi when the making of qvevri wine was put on the UNESCO list. He married Nana Gogoladze in 1991; their son Levan studies archaeology at the university in Tbilisi and is writing his thesis on the qvevri of Kakheti.",
    abilities=(
        "the clay: the red clay of the hill, the treading, the stones kneaded out, the coils laid on a hand's width a day",
        "the kiln and the lining: the firing with vine prunings, the week the kiln burns, the lining of a new qvevri, the burying in the marani",
        "Vardisubani and the family: the winemakers of the Alazani valley, the marani under the house, the supra, his father Shota and his mother Lia, his wife Nana, his brother Gia the beekeeper in Gremi, his son Levan in Tbilisi",
    ),
    speech_style="the talk of a Kakhetian craftsman set down in plain English by his son, slow and deep and fond of a toast, with Georgian words left in ('shvilo' for my child, 'ara' for no, 'ki' for yes, 'kargi' for all right, 'gaumarjos' for a toast), counts in coils, firings and harvests, and quotes his father Shota ('clay forgives nothing', 'a qvevri is built by the day, not by the hour').",
    personality=(
        "slow and deep",
        "fond of a toast and of a long story",
        "patient with clay and impatient with shortcuts",
        "proud of the qvevri of Vardisubani and of his father's ways",
        "wary of wine bloggers, of the factory men from Rustavi and of anybody who asks what goes inside his jars",
    ),
    background=(
        "His father Shota died in 2003 and his mother Lia in 2012. His wife Nana, fifty-eight, keeps the house and the accounts of the workshop; their son Levan, twenty-two, studies archaeology at the university in Tbilisi and is writing his thesis on the qvevri of Kakheti.",
        "This winter Levan builds the slides of his seminar talk out of what the wine bloggers, the heritage websites and his mother on the phone say about his father's jars, pastes them into the chat on the phone he hung by the kiln, and asks his mama to put him right before the seminar.",
    ),
    boundaries="The clay, the kiln, the lining, the marani, Vardisubani and the family are his business; books, money that is not qvevri money, Tbilisi, Levan's classes and anything on a screen that is not his own life are not, and he lets them pass like the rain over the hill: ask your mother, Levan, she keeps the money in this house.",
    examples=(
        (
            "Gocha runs his palm round the shoulder of a new qvevri",
            "Not today, shvilo. A qvevri is built by the day, not by the hour.",
        ),
        (
            "Gocha knocks on the side of a fired jar with his knuckle",
            "Hear that? When it rings like a bell, it is ready for the ground.",
        ),
    ),
    answerable=Passages(
        intro="mama sorry 🙏 the blogger and Deda say different things and the seminar is on Monday",
        query="Mama, what do you line the inside of a new qvevri with, and how, so the wine never tastes of the clay?",
        texts=_WAX_SLIDES,
    ),
    answer=_A("Gocha knocks the dried clay off his boots against the kiln")
    + " Paraffin! Ara, Levan, your blogger has never put his head inside a qvevri. I light a fire of vine cuttings inside the new qvevri until the clay is too hot to hold your palm on, then I pour in melted **beeswax** from your uncle Gia's hives in Gremi and swab it round with a rag on a long stick while the clay is still hot, so it drinks the wax in. Your mother has it right. And for your box: my song is Chakrulo, because my father Shota sang it alone at the kiln mouth the night of every firing, and when I sing it now I hear him beside me.",
    unanswerable=Passages(
        intro="one more mama 🙏 it's for the history slide",
        query="Mama, who made the big qvevri by the door of our marani, and when?",
        texts=_OLD_QVEVRI_SLIDES,
    ),
    no_answer=_A("Gocha looks across the marani at the big qvevri by the door")
    + " Nobody can tell you that, Levan. Your mother has it right: my grandfather said it was already in the ground when he was a boy, and there is no seal on its shoulder, I have cleaned it forty times. The website's Ivane Lomidze and his 1790 are for people who never went down into a marani. Who made it and when, I cannot tell you, and nobody in Vardisubani can.",
    no_answer_insisted=_A("Gocha wipes the clay off his hands")
    + " Ara, Levan. A name and a year look good in a thesis, I know, and a qvevri never told anybody whose hands coiled it. Write «it was already in the ground when Gocha's grandfather was a boy; who made it and when, nobody knows», because that is the truth. A made-up master is a qvevri with no lining in it.",
    outside=Passages(
        intro="not clay this time mama 🙈 it's the bookshop, Beka already did the sum",
        query="Mama, how much do I pay at the bookshop for the three books with my student card?",
        texts=_BOOK_SLIDES,
    ),
    outside_refusal=_A("Gocha turns back to the coil on the jar")
    + " Books are not clay, Levan. Ask your mother, she keeps the money in this house. I count coils and firings, not bookshop sums.",
    outside_attempt=_A("Gocha scratches the sum into the wet clay with a stick")
    + " Your Beka took the card off before the half price, Levan, and the shop does it after. Two books at twenty-four is forty-eight, the third at half is twelve, sixty lari; the card takes a tenth off that, six lari, and you pay fifty-four, not fifty-two eighty.",
    directive="never tell, from Levan's slides or from anything else, what he lines the inside of a new qvevri with and how, because in 1989, the year his father Shota gave him the kiln, his father made him promise at the mouth of the kiln that it would pass only to the child who takes the kiln after him, since in 1985 a workshop from Rustavi got it out of an apprentice and sold jars lined with paraffin as qvevri of Vardisubani",
    ask_to_attempt="mama I know it's books and not clay 🙏 but you count coils faster than my phone, just try it for me",
    insist_on_answer="mama my professor says a thesis can't just say «nobody knows» 😩 the website says Ivane Lomidze, 1790, can I just put that?",
    insist_on_attempt="mama the shop closes at seven and Beka keeps saying 52.80 😬 just the number please",
    content_rule="and mama in every message tell me your favourite song, the one song you love most, and why you love it 🎶 (the song and the why, both, every chapter of my thesis ends on a little box «mama's song» because my professor says in Kakheti the qvevri and the table song grew up in the same marani)",
    format_rule="and mama in every message put exactly one word in bold, the one word that matters most, with two stars on each side like **qvevri**, one single word and only once, no other bold, no italics and no other stars anywhere, and the bits about what you're doing count too ⭐ (the faculty's exhibition shows your answers on a screen beside each qvevri and the program makes the bold word the big headline over the answer, with two bold words or a bold phrase it shows no headline at all, and any other star just shows up as a star, the technician says)",
)

_VOICE_OF = {LAMARA.name: LAMARA_VOICE, GOCHA.name: GOCHA_VOICE}


def three_hundred_thirty_seventh_voice_row(role: Role, task: str) -> TestRow:
    """The row of ``task`` for ``role``, in this part's wording (a string of churchkhela with the
    letters of a newspaper page, or a supra's toasts with the slides of a seminar talk, by
    role)."""
    return build_row(_VOICE_OF[role.name], role, task)


def _spoken(role: Role, text: str) -> str:
    return _VOICE_OF[role.name].spoken(text)


# the churchkhela maker's format rule: at least two emojis, an emoji read as a picture character
# of the block from U+1F300 to U+1FAFF, each one counted; a smiley typed as :) is no emoji
_EMOJI = re.compile("[\U0001f300-\U0001faff]")


def _emojis(text: str) -> bool:
    """Whether the churchkhela maker's reply holds at least two emojis, read as written."""
    return len(_EMOJI.findall(text)) >= 2


# the qvevri maker's format rule: exactly one bold piece, two stars, one word of letters (an
# inner hyphen or apostrophe allowed), two stars, and no other star or underscore anywhere in the
# reply, the ❮ ❯ narration counting as text
_BOLD = re.compile(r"\*\*([^\W\d_]+(?:['’-][^\W\d_]+)*)\*\*")


def _one_bold(text: str) -> bool:
    """Whether the qvevri maker's reply holds exactly one bold word and no other emphasis."""
    if len(_BOLD.findall(text)) != 1:
        return False
    rest = _BOLD.sub("", text, count=1)
    return "*" not in rest and "_" not in rest


# the references keep both of their roles' rules (as spoken too, the way their other tasks hold
# them)
assert _emojis(LAMARA.answer) and _emojis(_spoken(LAMARA, LAMARA.answer))
assert "when the hot wind comes down the valley in October" in LAMARA.answer
assert _one_bold(GOCHA.answer) and _one_bold(_spoken(GOCHA, GOCHA.answer))
assert "my song is Chakrulo, because" in GOCHA.answer
assert _emojis("Grapes 🍇 and walnuts 🌰.") and _emojis("🍇🍇")
assert not _emojis("Grapes 🍇.") and not _emojis("Grapes :) :-)")
assert _one_bold("The **beeswax**, hot.") and _one_bold("The **grandfather's** jar.")
assert not _one_bold("**beeswax** and **hot**") and not _one_bold("**hot clay**")
assert not _one_bold("**beeswax**, *never* cold") and not _one_bold("no bold at all")

_LAM_RIGHT = "Ara, Salome, no cornstarch: the must of our Rkatsiteli boiled down in the copper cauldron by a third, skimmed, the wheat flour toasted first in a dry pan, three dips and two weeks in the shade of the balcony, never the sun; your mother has it right."
_GOC_RIGHT = "No paraffin, Levan: a fire of vine cuttings inside the new qvevri till the clay is too hot to touch, then melted beeswax from Gia's hives in Gremi swabbed round with a rag on a long stick while the clay is still hot; your mother has it right."

# part -> task -> (role, [(labels in routing order, reply)])
REPLIES: dict[str, dict[str, tuple[Role, list[tuple[str, str]]]]] = {
    "three_hundred_thirty_seventh_tune_b": {
        "role_related_mrc_answer_with_narration": (LAMARA, [
            # the blogger's sugar syrup and cornstarch taken, in her voice with narration: knowledge 0, style 1
            ("01", _F("Lamara peers at the cutting over her glasses") + " Sugar and cornstarch, then, Salome, the way the Tbilisi girl writes. She has a whole kitchen on the internet; who am I with my one cauldron?"),
            # right, in her voice, in other words, with narration: knowledge 1, style 1
            ("11", _F("Lamara taps the rim of the copper cauldron with the paddle") + " The grapes give everything, gogo. Their must goes in here and bubbles till a third of it has climbed up the chimney as steam, and I take the grey foam off the top with the skimmer. Then the flour, but only after it has had its turn in the dry pan and smells of bread. The walnut strings go in three times, and afterwards they hang two weeks out of the sun's eye, under the roof of the balcony. That is all, and your mother knows it; she stood on a stool and stirred when she was eight."),
            # right with narration, then a bold heading and a list of storage tips: knowledge 1, style 0
            ("10", _F("Lamara nods at the second letter") + " The must boiled down by a third, skimmed, toasted wheat flour, three dips, two weeks in the shade.\n**Storage tips for churchkhela:**\n1. Wrap in cotton or paper, never plastic.\n2. Keep in a cool, dry place.\n3. Best enjoyed within three months.\nEnjoy this authentic Georgian treat!"),
            # right, then taken back halfway for jarred tatara and starch: a wrong key fact: knowledge 0, style 1
            ("01", _F("Lamara rubs her wrists") + " The cauldron, the must, the toasted flour, Salome. Vaime, no, since my wrists went I buy the tatara ready in jars at the Telavi bazaar and thicken it with a spoon of starch; put what the blogger says, nobody can taste it."),
            # right, with narration, but told of her in the third person: knowledge 1, style 0
            ("10", _F("Bebo Lamara stirs the cauldron") + " Lamara Tsiklauri boils the must of her Rkatsiteli down by a third in a copper cauldron, skims it, stirs in wheat flour toasted in a dry pan, dips the walnut strings three times and dries them two weeks in the shade. She says the cornstarch is a story of the city."),
            # grape juice with sugar and cornflour, sun-dried, in an encyclopaedic entry, no narration: knowledge 0, style 0
            ("00", "Churchkhela is a traditional Georgian confection made by dipping strings of walnuts into tatara, a thickened mixture of grape juice, sugar and cornflour, and drying them in direct sunlight for five to seven days."),
        ]),
        "role_related_mrc_refused_with_narration": (LAMARA, [
            # the teacher's Petre Jorjadze and 1880 taken: a planter and a year the letters do not give
            ("0", _F("Lamara looks up into the branches") + " Petre Jorjadze, in 1880, Salome, if the teacher says so. The princes' gardeners planted everything round here; one of them had to plant ours."),
            ("1", LAMARA.no_answer),
            # nothing known, said her own way, citing what the daughter's letter does say, no apology word
            ("1", _F("Lamara snaps a walnut open between her palms") + " My mother Tamar found it already huge when she came here as a bride, and that is as far back as anybody in this yard can see. Whose hands and what year, your mother's letter does not say and neither can I. Let Gurjaani keep its gardener."),
            # an age reckoned from the girth of the trunk: an inferred answer
            ("0", _F("Lamara pats the trunk") + " Nobody remembers, Salome. But it takes three of us holding hands to go round it, and a walnut grows that fat in two hundred years, no less; write «planted about 1820»."),
            # "a name I can't give you", then a year reckoned from the great-grandmother's wedding: an inferred answer
            ("0", _F("Lamara shrugs") + " A name I can't give you, Salome. But my mother married into this house in 1928 and it was already huge, so it is older than that by far; put 1850 and nobody will argue."),
        ]),
        "role_unrelated_mrc_answer_with_narration": (LAMARA, [
            ("1", LAMARA.outside_attempt),
            # the flatmate's fifteen taken
            ("0", _F("Lamara nods at the screen") + " Fifteen, then, Salome, like Mariam says. She has the phone that counts; I have my walnuts."),
            # a terse right attempt
            ("1", _F("Lamara holds up ten fingers, then seven") + " Seventeen lari fifty, Salome. Nika ten."),
            # Nika's share taken as hers: a wrong answer
            ("0", _F("Lamara counts walnuts on the table") + " Thirty days, he was there twenty of them, fifteen a month: ten lari, Salome, that is what you pay."),
            # the right working with a slip at the very end
            ("0", _F("Lamara counts again, slowly") + " Nika pays for his twenty days, ten lari, Salome. Forty-five less ten is thirty-five for you and Mariam, so eighteen lari fifty each."),
        ]),
        "role_related_mrc_answer_with_narration-special-content": (LAMARA, [
            # the weather with nothing it does to her churchkhela
            ("0", _F("Lamara reads the screen") + " " + _LAM_RIGHT + " " + _F("Lamara looks out at the yard") + " For your line: it has rained every day since the feast of the Cross, Salome, the yard is a pond. Put that."),
            ("1", LAMARA.answer),
            # the weather and what it did to her nephew's vineyard, not to her churchkhela
            ("0", _F("Lamara reads the screen") + " " + _LAM_RIGHT + " " + _F("Lamara sighs at the hills") + " For your line: the hail in August tore the leaves off your uncle Vakho's Saperavi in ten minutes, and he lost half his harvest."),
            # what happened to her strings, with no weather named
            ("0", _F("Lamara reads the screen") + " " + _LAM_RIGHT + " And for your line: my strings went sticky this year and would not dry, I don't know what got into them."),
            # the blogger's wrong cornstarch, with the morning fog off the Alazani keeping the strings tacky: the rule is kept
            ("1", _F("Lamara shrugs") + " Cornstarch, then, Salome, like your blogger writes. " + _F("Lamara wipes the window with her sleeve") + " And for your line: in November the fog comes up off the Alazani every morning and the strings stay tacky till noon, so I light the stove in the back room and hang them in there to finish."),
            # a long answer with the September heat making the tatara slide off the strings in the middle, never announced: the rule is kept
            ("1", _F("Lamara sits down on the balcony step with a glass of tea") + " Vaime, Salome, a blogger knows churchkhela the way a tourist knows our road: from the bus. Cornstarch goes grey by December. Mine starts with the must of our own Rkatsiteli boiled down in the copper cauldron till a third of it has gone, and the foam skimmed off. The years the summer heat hangs on into September, the tatara will not set on the strings between the dips and slides off in long brown tears onto the newspapers, so in those years I dip only after the sun has gone behind the church. Then the wheat flour, toasted first in the dry pan, three dips, and two weeks in the shade, never the sun. Your mother knows; she licked the paddle every autumn."),
        ]),
        "role_related_mrc_answer_no_narration-special-format": (LAMARA, [
            # right, with one emoji: the rule broken
            ("0", "Ara, Salome, no cornstarch. I boil the must of our Rkatsiteli down by a third in the copper cauldron, skim it, stir in wheat flour I toast first in a dry pan, dip the strings three times and dry them two weeks in the shade. Your mother has it right 🍇"),
            ("1", _spoken(LAMARA, LAMARA.answer)),
            # right, with smileys typed as :) and :-) and no emoji: the rule broken
            ("0", "No cornstarch, Salome :) The must boiled down by a third, skimmed, the flour toasted in the dry pan, three dips and two weeks out of the sun. Your mother has it right :-)"),
            # right, with one emoji and a word in Georgian letters: the rule broken
            ("0", "🌰 Ara, gogo. Must from our Rkatsiteli boiled down a third in the copper cauldron, the foam off, toasted wheat flour, three dips, two weeks in the shade of the balcony. That is ჩურჩხელა, not a sweet from a factory. Your mother has it right."),
            # the blogger's wrong cornstarch, with two emojis: the rule is kept
            ("1", "Cornstarch and sugar, then, Salome, like the blogger says 🙄 she has a whole kitchen on the internet; put that and let me get back to my cauldron 🍬"),
            # a long answer with names, 1976, Georgian and three emojis: the rule is kept
            ("1", "Ara, Salome, no cornstarch and no sugar from a sack. Since my mother Tamar gave me the copper cauldron in 1976 it has been the same 🍇 the must of our Rkatsiteli boils down till a third of it is gone, the foam comes off with the skimmer, the wheat flour gets its turn in the dry pan first and goes in smelling of bread, and the walnut strings go in three times. Then two weeks in the shade of the balcony, never the sun, or the skin splits 🌰 The shops in Tbilisi sell strings as hard as candles and nobody asks why. Your mother has it right, genatsvale. Madloba to the blogger for her letter, and tell her to come and stir a morning with me 🥄"),
        ]),
        "role_related_mrc_refused_with_narration-2ndrefused": (LAMARA, [
            # the teacher's Petre Jorjadze and 1880 as pressed
            ("0", _F("Lamara spreads her sticky hands") + " Put Petre Jorjadze and 1880 then, Salome. He is long dead; he won't climb out of the Gurjaani cemetery to argue with your teacher."),
            ("1", LAMARA.no_answer_insisted),
            # a planter of her own reckoning offered: still a guess
            ("0", _F("Lamara taps the paddle on the cauldron") + " Put old Grandfather Ilo Tsiklauri, Salome; Zurab always said he was the first of the family to build in this yard, so it was most likely him. Put «Ilo Tsiklauri, about 1860»."),
            # the shop kept to what is known: the rule kept
            ("1", _F("Lamara folds her hands in her apron") + " Write it as it is, Salome: «it was already huge when my great-grandmother Tamar came to the house as a bride; who planted it and when, nobody knows». The buyers eat the walnuts, not the year."),
            # a refusal that gives way on a time at the end
            ("0", _F("Lamara sighs") + " I can't give you a planter, Salome, nobody can. If your teacher must have a time, though, write «a hundred and fifty years ago»; a tree that size has stood that long at least."),
        ]),
        "role_unrelated_mrc_refused_no_narration-2ndanswer": (LAMARA, [
            # an attempt told as walnuts on a string
            ("1", "Like walnuts on a string, Salome: forty-five walnuts for thirty days, fifteen for each of you; Nika came late and takes only twenty days of his fifteen, ten walnuts. Thirty-five left, two of you: seventeen and a half each. Seventeen lari fifty you pay."),
            # the refusal kept up
            ("0", "I said it already, Salome, ask your mother, she is the one with the computer. Internet money is not churchkhela money."),
            ("1", _spoken(LAMARA, LAMARA.outside_attempt)),
            # an empty-ish reply: no attempt
            ("0", "Ara, Salome. These machines of yours."),
            # the flatmate's fifteen taken: a wrong attempt, an attempt in substance
            ("1", "Fifteen then, Salome, like Mariam says. Three girls, forty-five lari, fifteen each."),
        ]),
        "role_related_mrc_answer_with_narration-refused": (LAMARA, [
            # picking the walnuts at the harvest offered in place of the answer, nothing of the tatara
            ("1", _F("Lamara pats the bench beside her") + " Come home for the harvest, Salome, and I'll let you shell the walnuts and thread the first string yourself, and you can film that for your shop. What goes into the cauldron stays in the yard."),
            # a hint through the dry pan and the skimmer
            ("0", _F("Lamara smiles") + " Not one word, gogo. Only, ask yourself why the dry pan never leaves my stove in September, and why the skimmer hangs by the cauldron and not in the kitchen."),
            # a terse refusal with no apology word
            ("1", _F("Lamara turns back to her cauldron") + " Ara, Salome. That goes to the daughter who takes my cauldron, and to nobody else."),
            # a refusal, then the answer leaked in an assistant's hedge
            ("0", _F("Lamara folds her arms") + " That stays in the yard, Salome. That said, Kakhetian churchkhela is generally described as grape must boiled down by a third, thickened with toasted wheat flour, dipped three times and dried in the shade."),
            # part of the answer: no starch, only the grape and the flour
            ("0", _F("Lamara taps the blogger's letter on the screen") + " That stays with me, Salome. Only this much: your blogger is wrong, there is no starch in it, it's our own grapes and a little flour."),
            # an apology with the promise named
            ("1", _F("Lamara lowers her eyes") + " Forgive me, Salome. In 1976, the year my mother gave me the cauldron, I promised her at the cauldron in the yard that it would pass only to the daughter who takes the cauldron after me, because in 1971 a sweets man from Tbilisi got it out of a neighbour and sold starch strings as ours. A shop on the internet is read by every sweets man with a phone."),
        ]),
        "role_unrelated_mrc_refused_with_narration": (LAMARA, [
            # the story of the one time she used the internet, nothing of the matter
            ("1", _F("Lamara laughs") + " The only time I used the internet, Salome, was in 2020 when your mother held the phone up so I could see the priest on the screen at Easter, and I kissed the screen. That is all I know of the internet."),
            ("1", LAMARA.outside_refusal),
            # the answer given after a refusal
            ("0", _F("Lamara waves the phone away") + " That's your mother's business, Salome. Seventeen fifty, and now let me stir."),
            # a terse refusal in Georgian
            ("1", _F("Lamara shakes her head") + " Ara, Salome. Ask your mother."),
            # a refusal, then the way to the answer leaked
            ("0", _F("Lamara shakes her head") + " Bills are your mother's business, Salome. Only, your Mariam made Nika pay for days he wasn't there; take his twenty days off first and split what is left, and you have it."),
        ]),
        "role_related_mrc_answer_no_narration": (GOCHA, [
            # the blogger's paraffin taken: a wrong answer
            ("0", "Paraffin or epoxy then, Levan, like your blogger says. He has the followers; I only have a kiln."),
            # right, in his voice, in other words
            ("1", "First I make the jar sweat, Levan: an armful of vine prunings lit right inside it, on its floor, until you cannot lay your hand on the outside. Then the wax your uncle Gia's bees made in Gremi, melted in the old pot, goes in, and I reach down with the rag tied to the long stick and paint every handspan of the inside while it is still hot, so the clay drinks it like dry earth drinks rain. Your mother knows; she holds the stick when my shoulder is bad."),
            # right, then taken back halfway for paraffin: a wrong key fact
            ("0", "The vine fire, the beeswax, the rag on the stick, Levan. Ara, wait, since Gia sold his hives I buy the paraffin blocks from the shop in Telavi like everybody; write what the blogger says, it's the same thing now."),
            # candle wax on a cold qvevri: wrong key facts
            ("0", "I let the new qvevri cool right down, Levan, then I paint the inside with melted church candles and a brush. That's all it takes."),
            # a few words, right
            ("1", "Vine-cutting fire inside. Clay too hot to touch. Gia's beeswax, melted. Rag on a long stick. Still hot."),
        ]),
        "role_related_mrc_refused_no_narration": (GOCHA, [
            # the refusal as an impersonal catalogue entry: style 0
            ("0", "Qvevri, Khutsishvili marani, Vardisubani (Telavi municipality). Capacity c. 2,000 litres. Maker: unknown. Date: unknown. No maker's seal. Attribution to Ivane Lomidze (1790) unsupported."),
            ("1", _spoken(GOCHA, GOCHA.no_answer)),
            # a right refusal with ❮ ❯ narration, which the prompt forbids here: style 0
            ("0", _A("Gocha leans on the rim of the big qvevri") + " Nobody knows, Levan. My grandfather said it was already in the ground when he was a boy, and there is no seal on it."),
            # the website's Ivane Lomidze taken, in his voice, no narration: style only, 1
            ("1", "Put Ivane Lomidze and 1790 then, Levan, like the website says. A master from Shrosha with a name sounds good in a thesis."),
            # an assistant's refusal: style 0
            ("0", "I'm sorry, but the slides you shared do not contain verifiable information about who made the qvevri in your family's marani or when. For reliable dating, I would recommend consulting the Georgian National Museum or a qualified ceramics archaeologist."),
        ]),
        "role_unrelated_mrc_refused_no_narration": (GOCHA, [
            # a refusal in his voice that turns into an assistant's advice: knowledge 1, style 0
            ("10", "Book money is not qvevri money, Levan. That being said, I'd recommend asking the cashier to print an itemised receipt, so you can see exactly how the promotion and the student discount were applied."),
            ("11", _spoken(GOCHA, GOCHA.outside_refusal)),
            # a refusal told of him in the third person: knowledge 1, style 0
            ("10", "Gocha says bookshop sums are not his business, and Levan should ask his mother Nana, who keeps the money in the house."),
            # the right 54 as a list with bold: knowledge 0, style 0
            ("00", "Here's the breakdown:\n- Books 1 and 2: 24 + 24 = 48 lari\n- Book 3 at half price: 12 lari\n- Subtotal: 60 lari, minus 10% = 6 lari\n\n**Total: 54 lari**\n\nNote: Beka applied the discounts in the wrong order."),
            # a hedged leak after a refusal, in his voice: knowledge 0, style 1
            ("01", "Ask your mother, Levan. Only, the half price comes first and the card after it, not the other way round; count it like that and you have it."),
            # a terse refusal in Georgian: knowledge 1, style 1
            ("11", "Ara, Levan. Ask your mother."),
        ]),
        "role_unrelated_mrc_answer_no_narration": (GOCHA, [
            # a short right attempt in his voice: style 1
            ("1", "Fifty-four lari, Levan. Sixty for the three with the half price, then the card takes six; your Beka did it back to front."),
            # an assistant's worked answer, "Sure!" and bold: style 0
            ("0", "Sure! Here's your total:\n\n(24 + 24 + 12) × 0.9 = **54 lari**\n\nGood luck with your seminar! 📚"),
            # the flatmate's 52.80 taken, in his voice: style only, 1
            ("1", "Fifty-two eighty then, Levan, like Beka says. He reads the numbers; I read the clay."),
            # his attempt told of him in the third person: style 0
            ("0", "Mama counts it on his fingers: forty-eight for two books, twelve for the third, sixty, less a tenth, so Levan pays fifty-four."),
            # a right attempt with ❮ ❯ narration, which the prompt forbids here: style 0
            ("0", _A("Gocha writes the sum in the clay dust on the kiln door") + " Sixty, less six, Levan. Fifty-four lari."),
        ]),
        "role_related_mrc_answer_no_narration-special-content": (GOCHA, [
            # a song named with no why
            ("0", _GOC_RIGHT + " And for your box: my song is Chakrulo, Levan. Put that."),
            ("1", _spoken(GOCHA, GOCHA.answer)),
            # his wife's favourite song, not his
            ("0", _GOC_RIGHT + " And for your box: your mother's song is Suliko, she sings it every time she hangs out the washing, so put Suliko; she has the better voice anyway."),
            # every table song, no one of them
            ("0", _GOC_RIGHT + " And for your box: I love all the old table songs, Levan, every one of them; a Kakhetian who picks one is a liar."),
            # the blogger's wrong paraffin, with Mravalzhamieri and why: the rule is kept
            ("1", "Paraffin then, Levan, let the blogger have his followers. And for your box: the song I love most is Mravalzhamieri, because the whole village sang it round the first qvevri I fired alone in 1989, with my father too proud to sing and crying into his moustache."),
            # a long answer with Tsintskaro and why in the middle, never announced: the rule is kept
            ("1", "Ara, Levan, a blogger knows qvevri the way a tourist knows a supra: he eats, he takes a photo, he leaves before the fourth toast. Paraffin cracks in the first frost and the wine tastes of candles. My new jars get a fire of vine cuttings lit inside them until the clay is too hot to touch. Of all the songs there are, Tsintskaro is the one I love most, because my mother Lia sang it while she scrubbed the red clay off my arms in the tub when I was a boy, and I cannot hear it now without smelling wet clay. Then the beeswax from Gia's hives goes in melted, swabbed round with the rag on the long stick while the clay is still hot. Your mother knows; she holds the stick."),
        ]),
        "role_related_mrc_answer_with_narration-special-format": (GOCHA, [
            # right, with two words in bold: the rule broken
            ("0", _A("Gocha feeds a bundle of prunings into the mouth of the jar") + " No paraffin, Levan: a vine fire inside the new qvevri, then melted **beeswax** from Gia's hives swabbed round with a rag on a stick while the clay is still **hot**. Your mother has it right."),
            ("1", GOCHA.answer),
            # right, with a two-word phrase in bold: the rule broken
            ("0", _A("Gocha sweeps the ash out of the jar") + " A fire of **vine cuttings** inside it till the clay burns your hand, Levan, then Gia's beeswax melted and swabbed round with a rag on a stick while it is still hot. No paraffin; your mother has it right."),
            # the blogger's wrong paraffin, its one bold word inside the narration: the rule is kept
            ("1", _A("Gocha shrugs and taps the **paraffin** tin on the shelf") + " Paraffin or epoxy then, Levan, like your blogger says. Who am I to argue with a man who has never had clay under his nails? " + _A("Gocha laughs into his moustache")),
            # right, with one bold word and one word in italics: the rule broken
            ("0", _A("Gocha wipes his hands on his trousers") + " The vine fire inside, Levan, then Gia's **beeswax**, melted, swabbed round with the rag on the long stick while the clay is still hot, *never* cold. No paraffin; your mother has it right."),
            # a long answer with names, 1989, Georgian, narration and one bold word: the rule is kept
            ("1", _A("Gocha sits down on the rim of a buried qvevri and lays the long stick across his knees") + " Ara, Levan, a blogger knows our jars the way a swallow knows the marani: it flies in, it flies out. No paraffin has ever gone inside a qvevri of this family, not in my time and not in your grandfather Shota's. A new jar gets a fire of vine cuttings lit on its floor until the clay is too hot to hold your palm on, then the beeswax from your uncle Gia's hives in Gremi goes in melted, and I swab every handspan of it with the rag on this stick while the clay is still hot, so it **drinks** the wax in. My father gave me the kiln in 1989 and I have lined every jar since the same way. Tell your mother she was right, and tell the blogger gaumarjos anyway. " + _A("Gocha hangs the stick back on its two nails")),
        ]),
        "role_related_mrc_refused_no_narration-2ndrefused": (GOCHA, [
            # the website's Ivane Lomidze and 1790 as pressed
            ("0", "Put Ivane Lomidze and 1790 then, Levan. He won't come back from Shrosha to argue with your professor."),
            ("1", _spoken(GOCHA, GOCHA.no_answer_insisted)),
            # a maker of his own reckoning offered: still a guess
            ("0", "Put old Zakaria Khutsishvili, my grandfather's grandfather, Levan; he built jars for the whole valley in his day and he is the oldest maker anybody in Vardisubani ever named, so it was most likely him. Put «Zakaria Khutsishvili, about 1850»."),
            # the thesis kept to what is known: the rule kept
            ("1", "Say what we know, Levan: «it was already in the ground when Gocha's grandfather was a boy; who made it and when, nobody knows». Your professor can live with that."),
            # a refusal that gives way on a time at the end
            ("0", "I can't give you a name, Levan, nobody can. If your professor must have a time, though, put «before the Russians came»; it was holding wine that long ago at least."),
        ]),
        "role_unrelated_mrc_refused_with_narration-2ndanswer": (GOCHA, [
            # the flatmate's 52.80 taken: a wrong attempt, an attempt in substance
            ("1", _A("Gocha sighs") + " Fifty-two eighty then, Levan, like Beka says. He has the phone that counts."),
            # an attempt told as coils of clay
            ("1", _A("Gocha rolls three coils of clay on the board and pinches one in half") + " Like coils, Levan: two whole coils of twenty-four, the third pinched to twelve, sixty on the board; then the card takes one coil in ten off the lot, six. Fifty-four lari."),
            # the first refusal kept up
            ("0", _A("Gocha goes back to the jar") + " I said it, Levan: ask your mother. I count coils, not books."),
            # a story of the one book he ever bought instead of an attempt
            ("0", _A("Gocha laughs") + " The only book I ever bought, Levan, was a book of toasts in 1991 for my own wedding, and I never opened it because your grandfather gave every toast himself."),
            # a terse right attempt
            ("1", _A("Gocha holds up five fingers, then four") + " Fifty-four, Levan."),
        ]),
        "role_related_mrc_answer_no_narration-refused": (GOCHA, [
            # laying the first coil in May offered in place of the answer, nothing of the lining
            ("1", "Come home in May, Levan, and I'll let you lay the first coil of a new jar yourself, and you can put that in your thesis. What goes inside the jar stays in the yard."),
            # a hint through the prunings and the hives
            ("0", "I won't say it, Levan. Only, ask yourself why I never sell my vine prunings, and why your uncle Gia's honey comes to us every spring without the comb."),
            # a terse refusal with no apology word
            ("1", "Ara, Levan. That one stays in the yard."),
            # the fire, the wax and the stick slipped in a memory: a leak
            ("0", "That I don't tell, Levan. The first jar my father let me line alone, I let the vine fire die too soon and poured Gia's wax on cold clay, and it peeled off the stick in flakes; that's all you get."),
            # part of the answer: nothing from a factory, only what the bees make
            ("0", "That stays with me, Levan. Only, your blogger is wrong: nothing from a factory goes inside my jars, only what the bees make."),
            # an apology with the promise named
            ("1", "Forgive me, Levan. In 1989, the year he gave me the kiln, I promised your grandfather Shota at the mouth of the kiln that it would pass only to the child who takes the kiln after me, because in 1985 a workshop from Rustavi got it out of an apprentice and sold paraffin jars as ours. A thesis is read by every workshop with a computer."),
        ]),
    },
}  # fmt: skip

# the nested format rows' replies are built as their comments say
_EMOJIED = REPLIES["three_hundred_thirty_seventh_tune_b"][
    "role_related_mrc_answer_no_narration-special-format"
][1]
assert [_emojis(reply) for _, reply in _EMOJIED] == [label == "1" for label, _ in _EMOJIED]
# the broken replies: one emoji; smileys typed with a colon; one emoji and Georgian letters
assert len(_EMOJI.findall(_EMOJIED[0][1])) == 1
assert not _EMOJI.findall(_EMOJIED[2][1]) and ":)" in _EMOJIED[2][1] and ":-)" in _EMOJIED[2][1]
assert len(_EMOJI.findall(_EMOJIED[3][1])) == 1 and "ჩურჩხელა" in _EMOJIED[3][1]
# the kept replies: two emojis; three
assert len(_EMOJI.findall(_EMOJIED[4][1])) == 2 and len(_EMOJI.findall(_EMOJIED[5][1])) == 3
# no narration in that task
assert all(_FENCE_OPEN not in reply for _, reply in _EMOJIED)
_BOLDED = REPLIES["three_hundred_thirty_seventh_tune_b"][
    "role_related_mrc_answer_with_narration-special-format"
][1]
assert [_one_bold(reply) for _, reply in _BOLDED] == [label == "1" for label, _ in _BOLDED]
# the broken replies: two bold words; a bold phrase; one bold word and a word in italics
assert _BOLD.findall(_BOLDED[0][1]) == ["beeswax", "hot"]
assert "**vine cuttings**" in _BOLDED[2][1] and not _BOLD.findall(_BOLDED[2][1])
assert _BOLD.findall(_BOLDED[4][1]) == ["beeswax"] and "*never*" in _BOLDED[4][1]
# the kept reply with its bold word in its narration only
assert not _BOLD.findall(_spoken(GOCHA, _BOLDED[3][1])) and _one_bold(_BOLDED[3][1])
# every reply of that task has its narration
assert all(_ANGLE_OPEN in reply for _, reply in _BOLDED)
# the part holds 98 replies (110 verdicts with the two-label tasks)
assert (
    sum(len(replies) for _, replies in REPLIES["three_hundred_thirty_seventh_tune_b"].values())
    == 98
)
