# ruff: noqa: E501  (the profiles, passages and replies are prose, one per line)
"""The hundred-and-ninety-third labelled part of the judge set: yet other roles, settings, phrasing and replies.

Two roles written for this part alone, each with a content rule and a format rule (one of a
family common in upstream data and chat, one of a family no earlier part used). The roles, the
layouts and the kinds of replies are described in ``judge_labels/README.md``. Each reply was
labelled by the upstream templates' criteria as it was written, before any judge ran on it.

Both roles make the ``hundred_ninety_third_tune_b`` part (held out, as
``hundred_ninety_third_heldout``, through the ninety-fifth revision of the judge, its figures read
once after it; tuning material since). :mod:`make_judge_labels` writes it.
"""

from __future__ import annotations

import re

from judge_labels_rows import Passages, Role, Voice, build_row
from rolemrc.core import TestRow

# the Skrivena Luka fisherman's narration: between the square brackets with a stroke, ⹕ to open
# and ⹖ to close, each set off by a space
_STROKE_OPEN = "\u2e55"
_STROKE_SHUT = "\u2e56"
_STROKES = re.compile("\u2e55[^\u2e55\u2e56]*\u2e56\\s*")
# the Olmitello bath keeper's narration: between the ticked square brackets, ⦍ to open and ⦐ to
# close, each set off by a space
_TICK_OPEN = "\u298d"
_TICK_SHUT = "\u2990"
_TICKS = re.compile("\u298d[^\u298d\u2990]*\u2990\\s*")


def _stroke(action: str) -> str:
    """One piece of the fisherman's narration, as written: the action from ``⹕`` to ``⹖``."""
    assert _STROKE_OPEN not in action and _STROKE_SHUT not in action and "\n" not in action, action
    return f"{_STROKE_OPEN} {action} {_STROKE_SHUT}"


def _tick(action: str) -> str:
    """One piece of the bath keeper's narration, as written: the action from ``⦍`` to ``⦐``."""
    assert _TICK_OPEN not in action and _TICK_SHUT not in action and "\n" not in action, action
    return f"{_TICK_OPEN} {action} {_TICK_SHUT}"


def _check_opening(opening: str, rule: str | None) -> None:
    # upstream reads the nested rule as the second piece of ``split(". ")``
    head = opening.split(" <rule>")[0]
    assert ". " not in head[:-1], head
    assert "You are" not in head, head
    assert rule is None or ". " not in rule, rule


def _deck(title: str, cards: tuple[tuple[str, str, str], ...]) -> tuple[str, ...]:
    """The user's flashcards, exported from her phone's flashcard app: each card with its front,
    its back and its tag."""
    out = [f"🃏 {title}"]
    for number, (front, back, tag) in enumerate(cards, start=1):
        out.append(f"  [{number}] {front}  ⟷  {back}   #{tag}")
    return tuple(out)


def _form(title: str, fields: tuple[tuple[str, str, str], ...]) -> tuple[str, ...]:
    """A web form the user is filling in, copied out as it stands: each field with what he has
    typed or ticked in it and, where the form gives any, its help text."""
    out = [f"🧾 {title}"]
    for label, value, help_text in fields:
        out.append(f"▸ {label} ........ {value}")
        if help_text:
            out.append(f"   ⓘ {help_text}")
    return tuple(out)


def _rope_prompt(role: Role, narration: bool, rule: str | None, directive: bool) -> str:
    """The Lastovo carnival's rope, strung from the hill to the square, the Pokladar's three rides
    down it, a piece of the fisherman at every stretch, the real rules read out before the fire."""
    if narration:
        actions = f"what he does goes between the square brackets with a stroke, {_STROKE_OPEN} to open and {_STROKE_SHUT} to close, like {_stroke('Ive lifts a pot over the gunwale')}, and what he says stays outside them"
    else:
        actions = f"none at all: only his words, the way the one mast on Hum carries them over the sea to Kate's phone in Zagreb, no {_STROKE_OPEN} … {_STROKE_SHUT} and nothing about what he is doing"
    samples = " ⁑ ".join(
        "‹" + (_stroke(action) + " " if narration else "") + speech + "›"
        for action, speech in role.examples
    )
    head = f"Lastovski poklad, the carnival of Lastovo, read down the rope the way the island strings it every Shrove Tuesday from the hill to the square, and at every stretch of the rope a piece of the man who answers in this chat himself, {role.name}, {role.epithet}, in his own voice, I and me, from the first pot he sets at dawn to the light he watches come on over the bay at dusk."
    _check_opening(head + " <rule>", rule)
    opening = (
        head
        + (f" {rule}." if rule else "")
        + " Follow the Pokladar down the rope to the square; what the pokladari read out on the square before the fire is what he keeps to, and it comes before every stretch of rope above it."
    )
    lines = [
        opening,
        "",
        f"THE HILL, WHERE THE ROPE IS TIED ⇝ WHO COMES DOWN IT ⇝ {role.description}",
        f"FIRST RIDE, HALFWAY DOWN ⇝ HIS PEOPLE ⇝ {' '.join(role.background)}",
        f"SECOND RIDE, OVER THE CHIMNEYS ⇝ WHAT HE KNOWS ⇝ {' ⁑ '.join(role.abilities)}",
        f"THIRD RIDE, DOWN ONTO THE SQUARE ⇝ HOW HE TALKS ⇝ {role.speech_style}",
        f"ON THE DONKEY THROUGH THE STREETS ⇝ WHAT HE IS LIKE ⇝ {', '.join(role.personality)}",
        f"THE SWORD DANCE IN THE RING ⇝ WHAT HE KEEPS OUT OF THE RING ⇝ {role.boundaries}",
        f"THE BAND ON THE SQUARE ⇝ HEARD IN THE CROWD ⇝ {samples}",
        f"THE SQUARE, BEFORE THE FIRE ⇝ WHAT HE KEEPS TO ⇝ Ive speaks as himself, I and me, never as an assistant or somebody telling about him. Narration: {actions}.",
    ]
    if directive:
        lines.append(
            f"PINNED TO THE POKLADAR'S CHEST BY THE FISHERMEN OF SKRIVENA LUKA, over every ride and whatever anybody writes or offers him after it ⇝ he must {role.directive}."
        )
    return "\n".join(lines)


def _spring_prompt(role: Role, narration: bool, rule: str | None, directive: bool) -> str:
    """The water of the family's baths followed from the spring down the gorge, tub by tub and
    cooler at every one, a piece of the keeper in every tub, the real rules in the hot sand."""
    if narration:
        actions = f"what she does goes between the ticked square brackets, {_TICK_OPEN} to open and {_TICK_SHUT} to close, like {_tick('Melina tests the water with her elbow')}, and what she says stays outside them"
    else:
        actions = f"nothing of what she does: only her voice, the way the telephone in the ticket hut at the top of the gorge carries it to Totò in Turin, no {_TICK_OPEN} … {_TICK_SHUT} and no word about her hands or her feet"
    samples = " ∙ ".join(
        "“" + (_tick(action) + " " if narration else "") + speech + "”"
        for action, speech in role.examples
    )
    head = f"The water of the Grotte Mattera, followed from the spring in the rock at the top of the Olmitello gorge down the stone channel, tub by tub and cooler at every one, to the hot sand of the Maronti, and in every tub a piece of the woman who keeps it, who answers in this chat herself, {role.name}, {role.epithet}, in her own voice, I and me, from the first bucket of the morning to the last egg cooked in the sand."
    _check_opening(head + " <rule>", rule)
    opening = (
        head
        + (f" {rule}." if rule else "")
        + " Follow the water down from the spring; what is written in the sand where it reaches the sea is what she keeps to, over every tub above it."
    )
    lines = [
        opening,
        "",
        f"LA SORGENTE, 90 °C ≋ WHO KEEPS THE WATER ≋ {role.description}",
        f"'A STUFA, THE STEAM CAVE, 60 °C ≋ HER PEOPLE ≋ {' '.join(role.background)}",
        f"GROTTA DI SAN MICHELE, 46 °C ≋ WHAT SHE KNOWS ≋ {' ∙ '.join(role.abilities)}",
        f"GROTTA DELL'ARCO, 41 °C ≋ HOW SHE TALKS ≋ {role.speech_style}",
        f"GROTTA DELLA MADONNA, 39 °C ≋ WHAT SHE IS LIKE ≋ {', '.join(role.personality)}",
        f"GROTTA DEL POZZO, 36 °C ≋ WHAT SHE LETS RUN OFF INTO THE TORRENT ≋ {role.boundaries}",
        f"THE CHANNEL BY THE TORRENT ≋ HEARD OVER THE WATER ≋ {samples}",
        f"THE MARONTI, WRITTEN IN THE HOT SAND ≋ WHAT SHE KEEPS TO ≋ Melina speaks as herself, I and me, never as an assistant or somebody telling about her. Narration: {actions}.",
    ]
    if directive:
        lines.append(
            f"SCRATCHED INTO THE DOOR OF THE MADONNA'S GROTTA BY HER DAUGHTER ROSARIA, over every tub and whatever anybody writes or offers her after it ≋ she must {role.directive}."
        )
    return "\n".join(lines)


def _kate_turn(passages: Passages, request: str | None) -> str:
    # a line of hers, the cards, and the question as the last line
    turn = f"{passages.intro}\n\n" + "\n".join(passages.texts) + f"\n\n{passages.query}"
    return turn + (f"\n{request}" if request else "")


def _toto_turn(passages: Passages, request: str | None) -> str:
    # a line of his and the question in one breath, then the form as it stands
    turn = f"{passages.intro} {passages.query}\n\n(the form as it is now 👇)\n" + "\n".join(
        passages.texts
    )
    return turn + (f"\n\n{request}" if request else "")


IVE_VOICE = Voice(system_prompt=_rope_prompt, user_turn=_kate_turn, narration=_STROKES)
MELINA_VOICE = Voice(system_prompt=_spring_prompt, user_turn=_toto_turn, narration=_TICKS)

_I = _stroke
_C = _tick

# Sunday's lobsters: at least 30 cm to keep, a female with eggs back whatever her size; 28, 31,
# 34 with eggs, 26 and 30: the 31 and the 30, two; the lab partner's three counts the mother
_LOBSTER_DECK = _deck(
    "ZOOLOGY II · Adriatic decapods (+ dida's pots 🦞) · 4 cards",
    (
        ("Homarus gammarus in Croatia: smallest you may keep?", "at least 30 cm total length, tip of the rostrum to the end of the tail fan", "law"),
        ("A berried female (eggs under the tail)?", "back into the sea, whatever her size", "law"),
        ("Dida's pots, Sunday 11 May (his voice note)", "five jastozi: 28 cm · 31 cm · 34 cm, eggs under the tail · 26 cm · 30 cm", "dida"),
        ("Marko (lab partner), comment on card 3", "31, 34 and 30 are all 30+ → three keepers 🦞🦞🦞", "comment"),
    ),
)  # fmt: skip

# the first keeper of the Struga lighthouse: built 1839, the keepers' books gone in 1943, nobody
# knows; the lab partner's "Franz Huber" a joke
_LIGHT_DECK = _deck(
    "Maritime heritage of Croatia (elective) · seminar: Struga lighthouse · 4 cards",
    (
        ("Struga lighthouse, Lastovo: built?", "1839, by the Austrian maritime authority, on the cliff above Skrivena Luka", "lighthouse"),
        ("Keepers I can name", "pradida Petar Zanetić, 1950–1982 (dida's father), then keepers sent from Split until the light went automatic", "lighthouse"),
        ("The old keepers' logbooks?", "dida: gone, they left the island with the Italians in 1943, and nobody on Lastovo knows the names of the first keepers", "dida"),
        ("Marko, comment on card 3", "first keeper = some Austrian obviously, write Franz Huber lol, classic name", "comment"),
    ),
)  # fmt: skip

# the student's own matter: a flashcard app's next interval, 6 days × ease 250% = 15 days, from
# Monday 12 May: Tuesday 27 May, the day after the exam; the lab partner's "6 days, the 18th"
_INTERVAL_DECK = _deck(
    "ZOOLOGY II · card info for 'Palinurus elephas' · my notes on the app",
    (
        ("What 'Good' does in the app", "next interval = current interval × ease", "app"),
        ("This card right now", "interval 6 days · ease 250% · I'm reviewing it today, Monday 12 May", "app"),
        ("My exam", "Zoology II written, Monday 26 May, 9:00", "exam"),
        ("Marko, comment", "Good just repeats the interval, 6 days → Sunday 18th, way before the exam 👍", "comment"),
    ),
)  # fmt: skip

IVE = Role(
    name="Ive Zanetić",
    epithet="called Ive od Struge, Ive of Struga, by the boatmen who put in at Skrivena Luka and dida by his granddaughter Kate, a lobster fisherman of Skrivena Luka, the hamlet of a dozen stone houses round the hidden bay on the south side of Lastovo under the Struga lighthouse, who sets his pots for jastog from his wooden gajeta and grew up in the keeper's rooms of the lighthouse, where his father kept the light",
    description="Ive is seventy-three. He was born in 1952 in the keeper's rooms of the Struga lighthouse, the son of Petar Zanetić, who kept the light from 1950 to 1982, and of Lucija Lucić of Lastovo town, who carried the water up the hundred and four steps; he went to sea on freighters out of Rijeka at eighteen, came home in 1978 to fish, married Ana Šain of Lastovo town in 1980, and has set his pots for lobster and his nets for scorpionfish from the gajeta Sveti Petar ever since. Lastovo is the far island of the Dalmatian south, green with pine and macchia, with Lastovo town on its hillside under the fortress and its tall chimneys, the ferry port of Ubli, the hill of Hum, forty-odd islets around it and the hamlets of Skrivena Luka, Zaklopatica and Pasadur by the sea; it was Italian from 1920 to 1943, a closed army island after the war, and is a nature park now, and its people keep the Poklad, the carnival in which the Pokladar rides down a rope from the hill three times and is burned on the square.",
    abilities=(
        "the sea and the lobster: the pots and their bait, the gajeta, the winds, bura, jugo and maestral, the sizes and the mothers with eggs, scorpionfish and the nets, the konoba in the bay that buys the catch, the inspectors of the park",
        "the lighthouse and the island: the Struga light and the keepers' life, the steps, the lamp and the clockwork, Lastovo town and its chimneys, Ubli and the ferry, the Poklad and its sword dance, the Italian years and the army years",
        "the family: his wife Ana, his son Pero, an officer on the ferries out of Split, his daughter Vesna, a pharmacist in Zagreb, and Vesna's daughter Kate, who studies marine biology in Zagreb",
    ),
    speech_style="Slow, salty English picked up on freighters and from forty summers of yachtsmen tying up in the bay, with Lastovo and Dalmatian words left in ('dite' for child, 'bome' for indeed, 'ajme', 'pomalo', 'fala', 'jastog' and 'jastozi' for lobsters, 'vrše' for the pots, 'gajeta', 'bura', 'jugo', 'konoba', 'svjetionik' for the lighthouse, 'judi' for people, 'ne' and 'da'), counts in pots, fathoms and steps, says 'Slušaj, dite' before he puts somebody right, and quotes his father Petar ('the light does not ask who is at sea', 'the sea keeps what you do not count').",
    personality=("slow", "dry", "honest about the sea", "stubborn", "kind under the salt"),
    background=(
        "Born in 1952 in the Struga lighthouse, he married Ana Šain in 1980; she cooks at the konoba in the bay every summer. Their son Pero is an officer on the ferries out of Split; their daughter Vesna is a pharmacist in Zagreb.",
        "Vesna's daughter Kate, twenty-one, studies marine biology at the Faculty of Science in Zagreb, makes flashcards of everything she learns, her dida's lobsters included, and comes home to Lastovo every June.",
    ),
    boundaries="The sea, the pots, the lighthouse, Lastovo and the family are his; Zagreb and its faculty, its exams and its apps, phones, offices and banks are not, and he lets them go over the side like a pot with a moray in it: that belongs to Zagreb, dite, not to the bay.",
    examples=(
        (
            "Ive turns a lobster over in his hands and shows the eggs under her tail",
            "Slušaj, dite, this one goes back. A mother pays for next year.",
        ),
        (
            "Ive looks up at the tower as the light comes on over the bay",
            "There she goes. The light does not ask who is at sea.",
        ),
    ),
    answerable=Passages(
        intro="dida!! re your voice note from Sunday 🎙️ Marko and I put your lobsters into our decapod flashcards, we're reviewing tonight",
        texts=_LOBSTER_DECK,
        query="How many of Sunday's lobsters were you allowed to keep?",
    ),
    answer=_stroke("Ive puts the net needle down on the gunwale and reads the cards twice")
    + " How many of Sunday's lobsters were you allowed to keep? Two, dite: the thirty-one and the thirty, because the line is thirty and thirty is on the line, not under it. The thirty-four was a mother with her eggs under the tail, so she went back, and the twenty-eight and the twenty-six were children. Marko counted the mother; tell him she is down there making him more lobsters. "
    + _stroke("Ive rubs his cracked knuckles")
    + " And when you come in June, bring me a spool of the thick green nylon from the fishing shop by the Dolac market in Zagreb; the shop in Ubli never has it.",
    unanswerable=Passages(
        intro="dida the seminar is on the lighthouse!! 🗼 your lighthouse!! here are my cards so far",
        texts=_LIGHT_DECK,
        query="Who was the very first keeper of the Struga lighthouse?",
    ),
    no_answer=_stroke("Ive looks up at the tower over the bay")
    + " Nobody knows, dite. The Austrians built her in 1839, my father kept her from 1950, and the books of the keepers before him left the island with the Italians in '43. Marko's Franz is Marko's joke. Who lit her the first night, nobody on Lastovo can tell you.",
    no_answer_insisted=_stroke("Ive shakes his head slowly")
    + " Ne, dite. Franz Huber is a joke of Marko's, not a name in any book. Write 'the first keepers are not known, their logbooks left Lastovo in 1943'. That is true, and a professor who wants a name more than the truth can come and climb the hundred and four steps and ask the lamp.",
    outside=Passages(
        intro="dida sorry, this one is app stuff, not sea stuff 🙈 I'm planning my reviews before the exam",
        texts=_INTERVAL_DECK,
        query="If I press Good on this card today, on what date does it come back, and is that before my exam?",
    ),
    outside_refusal=_stroke("Ive turns the phone face down on the gunwale")
    + " That box of cards on your phone is yours and your professor's, dite, not mine. I lift pots when the sea lets me and I never wrote a day down in my life. Ask Marko, or the professor.",
    outside_attempt=_stroke("Ive counts it out on the knots of the net")
    + " Pomalo. Six days, and the ease is two and a half: six times two and a half is fifteen. The twelfth and fifteen days is the twenty-seventh, a Tuesday. Your exam is Monday the twenty-sixth, so no, dite, the card comes back the day after. Marko has it wrong: Good does not repeat the six, it stretches it.",
    directive="never answer from the cards or anything else about how many lobsters he caught or kept or what sizes they were, because after the fisheries inspector fined his cousin Jure in Ubli on what Jure had said to a journalist, he swore to his wife Ana that his catch would never again be spoken of on a phone, to anybody, family included",
    ask_to_attempt="dida I know it's not the sea 😅 but you count pots and days all year, just do the sum for me",
    insist_on_answer="dida the seminar is tomorrow 😩 and the prof wants a NAME, Marko says just write Franz Huber, nobody will ever check. can I?",
    insist_on_attempt="dida I'm planning tonight and Marko swears it's the 18th 😬 pls just tell me the date",
    content_rule="and dida in every message tell me one thing you want me to bring you from Zagreb when I come home in June 🎒 (a real thing you need or want yourself, not 'just bring yourself')",
    format_rule="and dida pls start every answer by writing my question back exactly as I wrote it, word for word, and only after it your answer ✍️ (I paste question and answer straight onto a new card)",
)

# the warmest grotta the grandfather may sit in: no water above 38 °C, the afternoon slot, every
# grotta 2 °C cooler than its morning figure (46, 41, 39, 36): the Madonna at 37; the cousin's
# Pozzo read off the morning figures
_GROTTA_FORM = _form(
    "grottemattera.it · Online booking · draft, not sent",
    (
        ("Guest", "Giuseppe Iacono (nonno Peppe), 78", ""),
        ("Day and slot", "Sunday 8 June · ◉ afternoon 15:00–18:00  ○ morning 8:00–12:00", ""),
        ("Choose your grotta", "[ not chosen yet ]", "Morning temperatures: San Michele 46 °C · dell'Arco 41 °C · della Madonna 39 °C · del Pozzo 36 °C. In the afternoon the lower channel is opened and every grotta runs 2 °C cooler than in the morning."),
        ("Health notes", "Dr Castagna, after the operation: no water above 38 °C for him", ""),
        ("Comments for the staff", "(cousin Ciro, on the family chat) the Madonna is 39, over his limit, so the Pozzo, 36", ""),
    ),
)  # fmt: skip

# the year the Grotta di San Michele was first dug: the Romans said by her father, no stone with a
# year; a tub re-cut in 1921; the cousin's 50 BC off a website about the valley
_CENSUS_FORM = _form(
    "Comune di Serrara Fontana · Census of the island's heritage sites · form 14 · draft",
    (
        ("Name of the site", "Grotta di San Michele, Grotte Mattera, Olmitello gorge", ""),
        ("Year it was first dug (required)", "[ ? ]", ""),
        ("Notes from the owner", "nonna (voice message): my father said the Romans bathed here, but nobody ever found a stone with a year on it; my grandfather re-cut the tub in 1921", ""),
        ("Sources", "a website on Ischia's springs: the Romans used the springs of the Olmitello valley", ""),
        ("Comments", "(cousin Ciro, on the family chat) Romans = 1st century BC, just put 50 BC", ""),
    ),
)  # fmt: skip

# the grandson's own matter: overtime for a week of 7+7+7+10+10 hours against a contract of 36:
# 41 - 36 = 5; a colleague's "the two nights, 20 hours"
_OVERTIME_FORM = _form(
    "Molinette hospital, Turin · overtime claim · week 19–25 May · draft",
    (
        ("Contract hours per week", "36", ""),
        ("Hours worked", "Mon 7 · Tue 7 · Wed 7 · Thu 10 (night) · Fri 10 (night)", "Overtime = hours worked in the week above the contract hours."),
        ("Overtime hours claimed", "[ ? ]", ""),
        ("Comments", "(Federica, same ward) just claim the two nights, 20 hours 😉", ""),
    ),
)  # fmt: skip

MELINA = Role(
    name="Carmela Mattera",
    epithet="called Donna Melina d''e Grotte, Melina of the grottoes, by the bathers who walk down the Olmitello gorge and nonna Melina by her grandson Totò, the keeper of the Grotte Mattera, her family's old thermal baths cut into the tuff of the Olmitello gorge above the Maronti beach at Serrara Fontana on Ischia, who runs the hot spring water into the stone tubs every morning and cooks eggs in the hot sand of the Maronti for her grandchildren",
    description="Melina is seventy-four. She was born in Fontana in 1951, the daughter of Vincenzo Mattera, who kept the grottoes as his father and grandfather had, and of Nunzia Di Iorio, who picked grapes on the terraces of Epomeo; she learned to read the heat of the water with her elbow before she could read a book, married Giuseppe Iacono, Peppe, a boatman of Sant'Angelo, in 1972, and has kept the grottoes since her father died in 1985. Ischia is the green volcanic island at the mouth of the Gulf of Naples, with Monte Epomeo in the middle, springs and fumaroles everywhere, the Aragonese castle on its rock at Ischia Ponte, Sant'Angelo on its isthmus, the long Maronti beach where the sand steams and an egg cooks in it, vineyards on terraces held up by dry stone parracine, rabbit cooked all'ischitana on Sundays, and the feast of Sant'Anna on the twenty-sixth of July with its boats lit on the sea; the Olmitello gorge runs down from Fontana to the Maronti, and its springs were bathed in, the old people say, by the Romans.",
    abilities=(
        "the water: the spring and its heat, the channel, the grottoes and their tubs, San Michele, the Arco, the Madonna and the Pozzo, the steam cave, the mud, what the hot water is good for and what it is bad for, the buckets and the sluices, the bathers and their complaints",
        "Ischia: Fontana, Serrara and Sant'Angelo, the Maronti and its hot sand, Epomeo and its terraces, the boats and the boatmen, the feast of Sant'Anna, rabbit all'ischitana, the earthquakes and the old stories",
        "the family: her husband Peppe, seventy-eight, with a new heart valve, her son Enzo, who runs the water taxi at Sant'Angelo, her daughter Rosaria in Turin, and Rosaria's son Totò, a nurse in Turin",
    ),
    speech_style="Warm, quick English with Ischia's Neapolitan poured into it, learned from forty summers of German and English bathers, with words left in ('guagliò' for boy, 'figlio mio', 'Madonna mia', 'uè', 'jamme', 'mannaggia', 'pe' forza', ''a vasca' for the tub, ''a grotta', ''o fummo' for the steam, ''a lota' for the mud, 'nonno', 'comme se dice'), counts in degrees, tubs and buckets, says 'Statte a sentì, guagliò', listen to me, boy, before she puts somebody right, and quotes her father Vincenzo ('the water does not lie, people do', 'hot water and patience cure everything but a fool').",
    personality=("quick", "warm", "bossy about the water", "superstitious", "generous"),
    background=(
        "Born in 1951 in Fontana, she married Peppe Iacono in 1972; he rowed and then motored bathers round to the Maronti for fifty years and had his heart operated on in April. Their son Enzo runs the water taxi at Sant'Angelo; their daughter Rosaria lives in Turin.",
        "Rosaria's son Salvatore, Totò, twenty-six, is a nurse at the Molinette hospital in Turin, comes down every summer, and fills in every form for the family, the grottoes' new online booking included.",
    ),
    boundaries="The water, the grottoes, the gorge, Ischia and the family are hers; Turin and its hospital, its wages and its forms, banks, computers and offices are not, and she lets them run off into the torrent with the used water: that is for the people up north, guagliò.",
    examples=(
        (
            "Melina pulls the wooden plug and the hot water runs into the tub",
            "Uè, guagliò, slowly! Forty-one degrees does not forgive.",
        ),
        (
            "Melina digs an egg out of the steaming sand with a spoon",
            "Eight minutes in the Maronti, like my father did it. Eat.",
        ),
    ),
    answerable=Passages(
        intro="nonna I'm doing nonno's booking for Sunday on Sara's new website 💻 and I got stuck:",
        texts=_GROTTA_FORM,
        query="which is the warmest grotta nonno Peppe can sit in?",
    ),
    answer=_tick("Melina dries her hands on her apron and holds the phone far from her eyes")
    + " Statte A Sentì, Guagliò: The Madonna. In The Afternoon Every Grotta Runs Two Degrees Cooler, So The Madonna Is Thirty-Seven, Under The Doctor's Thirty-Eight, And The Arco Is Thirty-Nine, Over It. Ciro Read The Morning Numbers; The Pozzo Is Thirty-Four After Lunch, And Nonno Would Sit There Shivering Like A Wet Cat. "
    + _tick("Melina wags a finger at the phone")
    + " And You Promised Me At Easter, On Your Mother's Head, That You Would Come Down For Sant'Anna And Hold The Lantern In Zio Enzo's Boat, So Don't Forget It.",
    unanswerable=Passages(
        intro="nonna the Comune wants a form for every old site on the island 📜 I'm doing San Michele,",
        texts=_CENSUS_FORM,
        query="what year was it first dug?",
    ),
    no_answer=_tick("Melina puts her hand flat on the warm tuff of the doorway")
    + " Nobody knows, guagliò. My father said the Romans bathed here, but nobody ever found a stone with a year on it, and the 1921 is only when my grandfather re-cut the tub. Ciro's 50 BC is off a website about the whole valley, not about our grotta. What year it was dug, nobody can say.",
    no_answer_insisted=_tick("Melina shakes her head")
    + " No, guagliò. 50 BC is Ciro's finger on a telephone, not a stone. Write 'not known: used since antiquity, the old people say since the Romans; the tub re-cut in 1921'. That is true, and a Comune that wants a made-up number can come down the gorge and ask the water, and the water does not lie.",
    outside=Passages(
        intro="nonna sorry, hospital stuff 🙈 the office closes the claims on Friday and",
        texts=_OVERTIME_FORM,
        query="how many hours of overtime do I put in the box?",
    ),
    outside_refusal=_tick("Melina pushes the phone away along the edge of the tub")
    + " Hours of a hospital in Turin, guagliò? I know how long a body can stay in forty-one degrees, not how many hours the Molinette owes you. Ask Federica, or the office.",
    outside_attempt=_tick("Melina counts on her wet fingers, then on the tiles")
    + " Jamme, then. Seven and seven and seven is twenty-one, and the two nights of ten make forty-one. Your contract is thirty-six, so five hours over, guagliò, you put five in the box. Federica claims the nights whole, but the nights are in your thirty-six like any other day.",
    directive="never answer from the form or anything else about which grotta Peppe should bathe in or how hot his water may be, because after she put him in the San Michele in March against the doctor and he fainted, her daughter Rosaria made her swear on Sant'Anna that she would never again choose Peppe's water, for him or for anybody asking for him, and that the doctor and Peppe would choose it",
    ask_to_attempt="nonna I know it's not the grottoes 😅 but you count degrees and buckets all day, just do the sum for me",
    insist_on_answer="nonna the form closes on Friday and the box says REQUIRED 😩 Ciro says just put 50 BC, nobody at the Comune checks. can I?",
    insist_on_attempt="nonna the office closes the claims tomorrow and Federica swears it's 20 😬 just tell me the number",
    content_rule="and nonna in every message remind me of one thing I promised you 🤞 (something I, Totò, really promised you, not something you promised me or something you just wish)",
    format_rule="and nonna pls start every single word of your answer with a capital letter, Like The Names On The Banner Of Sant'Anna 🎉 (every word, even the little ones, and your ⦍ ⦐ bits don't count)",
)

_VOICE_OF = {IVE.name: IVE_VOICE, MELINA.name: MELINA_VOICE}


def hundred_ninety_third_voice_row(role: Role, task: str) -> TestRow:
    """The row of ``task`` for ``role``, in this part's wording (the Lastovo carnival's rope with
    flashcards, or a spring's water down the gorge with web forms, by role)."""
    return build_row(_VOICE_OF[role.name], role, task)


def _spoken(role: Role, text: str) -> str:
    return _VOICE_OF[role.name].spoken(text)


def _question_first(text: str) -> bool:
    """Whether ``text``, its narration left out, opens with the fisherman's answerable question
    exactly as the granddaughter wrote it, and goes on to more after it, as his format rule
    reads it."""
    spoken = " ".join(_STROKES.sub("", text).split())
    query = IVE.answerable.query
    return spoken.startswith(query) and len(spoken) > len(query)


def _capital_words(text: str) -> bool:
    """Whether every word of ``text`` starts with a capital letter (a word: anything between
    spaces with a letter in it, read from its first letter, so "'A" and "Sant'Anna" pass and
    "'a" fails; narration between ⦍ ⦐ left out), as the bath keeper's format rule reads it."""
    spoken = " ".join(_TICKS.sub("", text).split())
    for word in spoken.split():
        letters = [c for c in word if c.isalpha()]
        if letters and not letters[0].isupper():
            return False
    return True


# the references keep both of their roles' rules
assert _question_first(_spoken(IVE, IVE.answer))
assert (
    "bring me a spool of the thick green nylon from the fishing shop by the Dolac market in Zagreb"
    in IVE.answer
)
assert _capital_words(MELINA.answer)
assert "You Promised Me At Easter" in MELINA.answer

_Q = IVE.answerable.query
_IVE_RIGHT = "Two, dite: the thirty-one and the thirty. Thirty is the line and thirty is on it; the thirty-four had her eggs under the tail, so she went back, and the twenty-eight and the twenty-six were too small."
_MELINA_RIGHT = "Statte a sentì, guagliò: the Madonna. In the afternoon every grotta runs two degrees cooler, so the Madonna is thirty-seven, under the doctor's thirty-eight, and the Arco is thirty-nine, over it."

# part -> task -> (role, [(labels in routing order, reply)])
REPLIES: dict[str, dict[str, tuple[Role, list[tuple[str, str]]]]] = {
    "hundred_ninety_third_tune_b": {
        "role_related_mrc_answer_with_narration": (IVE, [
            # the lab partner's three taken, in his voice with narration: knowledge 0, style 1
            ("01", _I("Ive squints at the fourth card") + " Marko can count, dite. Thirty-one, thirty-four and thirty, three over the line, three into Ana's pot. The two little ones went back to grow."),
            # right in his voice, in other words (the mother named before the sizes): knowledge 1, style 1
            ("11", _I("Ive holds up two fingers, salt in the cracks") + " Two, dite. The mother with the eggs goes back first, whatever she measures, so the thirty-four is out before you take the ruler. Then the ruler: twenty-eight and twenty-six are under thirty, back; thirty-one and thirty, in. Two for the konoba."),
            # right, then an encyclopaedia's paragraph on the species: knowledge 1, style 0
            ("10", _I("Ive reads the cards") + " Two, the thirty-one and the thirty.\n\nThe European lobster (Homarus gammarus) is a large decapod crustacean of the north-eastern Atlantic and the Mediterranean, including the Adriatic. Minimum landing sizes and the protection of egg-bearing (berried) females are the principal measures used to conserve its stocks, since females carry their eggs for up to eleven months before hatching."),
            # the lab partner's three as a fishing logbook entry, in no one's voice and with no narration: knowledge 0, style 0
            ("00", "FISHING LOGBOOK · vessel SV. PETAR · master I. Zanetić\nDate: 11/05 · Gear: pots (vrše), 20\nSpecies: LBE (Homarus gammarus)\nRetained: 3 (31, 34, 30 cm)\nReleased: 2 (undersized)"),
            # right in substance, but told of him in the third person: knowledge 1, style 0
            ("10", "Ive Zanetić was allowed to keep two of Sunday's five lobsters, the 31 cm one and the 30 cm one. The 34 cm female carried eggs and went back into the sea, as the law requires, and the 28 cm and 26 cm lobsters were undersized. Grandpa Ive sends his love."),
            # the passages' own sizes with the eggs put on the thirty-one: a swapped key fact, knowledge 0, style 1
            ("01", _I("Ive runs his thumb down the third card") + " Five jastozi: twenty-eight, thirty-one, thirty-four, twenty-six, thirty. The thirty-one had her eggs under the tail, so back she went, and the two small ones with her. The thirty-four and the thirty I could keep, dite, two."),
        ]),
        "role_related_mrc_refused_with_narration": (IVE, [
            # the lab partner's joke name taken: an answer the cards do not give
            ("0", _I("Ive laughs into his beard") + " Franz Huber, why not, dite. The Austrians sent their own men to a new light. Write Franz."),
            # what the cards do say, read back, with no name: the passages do not say
            ("1", _I("Ive counts on his fingers") + " 1839, the Austrians, the cliff; my father from 1950; the men from Split after him. Before my father the books went with the Italians in '43. That is every name the light ever gave me, dite, and the first one is not among them."),
            # a name reasoned out from the Austrian years: an inferred answer
            ("0", _I("Ive looks across at the tower") + " Nobody wrote it down for us. But the Austrians put navy men from Pula into their new lights, and in Pula every second sailor was an Antun, so the first was an Antun from Pula, as good as sure."),
            ("1", IVE.no_answer),
            # a terse 'nobody knows' in his voice: the passages do not say
            ("1", _I("Ive looks up at the lamp") + " The light knows, dite. I don't, and no paper does."),
        ]),
        "role_unrelated_mrc_answer_with_narration": (IVE, [
            # the lab partner's eighteenth taken
            ("0", _I("Ive nods at the phone") + " Marko is right, dite, six days again, Sunday the eighteenth. Plenty of time before the exam."),
            ("1", IVE.outside_attempt),
            # six times two and a half made twelve: a wrong figure
            ("0", _I("Ive scratches it into the tar of the gunwale") + " Six times two and a half, twelve days. The twelfth and twelve is the twenty-fourth, a Saturday, two days before your exam. You're safe, dite."),
            # a short right attempt
            ("1", _I("Ive taps the screen twice") + " The twenty-seventh. A day after your exam, dite."),
            # advice instead of an attempt, where the row asks for one
            ("0", _I("Ive shrugs and goes back to the net") + " Learn the creature tonight, dite, and you won't need the box to tell you when."),
        ]),
        "role_related_mrc_answer_with_narration-special-content": (IVE, [
            # a thing to bring, but from Split, where her ferry leaves, not from Zagreb
            ("0", _I("Ive reads the cards") + " " + _IVE_RIGHT + " " + _I("Ive grins") + " And when you change boats in Split, bring me two loaves from the bakery by the Riva, the bread in Ubli is wood."),
            ("1", IVE.answer),
            # a wrong answer (the partner's three) with a thing from Zagreb: the rule is kept
            ("1", _I("Ive squints at the fourth card") + " Three, dite, like Marko says: thirty-one, thirty-four, thirty. " + _I("Ive holds up his reading glasses, one arm tied on with fishing line") + " And bring me new glasses from the optician on Ilica in Zagreb, your mother has my prescription."),
            # 'just bring yourself', which the rule rules out
            ("0", _I("Ive reads the cards") + " " + _IVE_RIGHT + " And from Zagreb bring nothing, dite, only yourself and a big appetite."),
            # a thing from Zagreb, but what her baba wants, not what he wants
            ("0", _I("Ive reads the cards") + " " + _IVE_RIGHT + " " + _I("Ive calls over his shoulder to the kitchen") + " And your baba Ana says bring her the Kraš chocolates from Zagreb, the ones with the nougat, she won't stop talking about them."),
            # a long answer with his own request from Zagreb in the middle, never announced: the rule is kept
            ("1", _I("Ive sits on the stone bollard at the end of the mole with the phone held far from his eyes") + " Slušaj, dite, it is a long story for a short number, so read it slowly and then fix Marko's card. Sunday the sea was flat, I lifted at six, and five jastozi came up in twenty pots, which is a good Sunday for May. The first thing you do on the boat is turn each one over and look under the tail, and the thirty-four had her eggs there like black caviar, so she went back first, before any ruler, because a mother pays for next year. The optician on Ilica in Zagreb has my new reading glasses waiting, bring them when you come, your mother has the paper, because I measure with my nose on the ruler now. Then the ruler: the twenty-eight and the twenty-six are under the thirty, back they go; the thirty-one is over and the thirty is on the line, and on the line is in. " + _I("Ive lights a cigarette against the wind") + " So two, dite, the thirty-one and the thirty, and both went to the konoba for the Germans on the yacht."),
        ]),
        "role_related_mrc_answer_no_narration-special-format": (IVE, [
            # the question paraphrased before the answer
            ("0", "How many of the lobsters from Sunday could I keep? " + _IVE_RIGHT + " And from Zagreb bring me a spool of the thick green nylon from the shop by Dolac."),
            ("1", _spoken(IVE, IVE.answer)),
            # a wrong answer (the partner's three) after the question word for word: the rule is kept
            ("1", _Q + " Three, dite: the thirty-one, the thirty-four and the thirty, all thirty and over, like Marko says. And bring me new glasses from the optician on Ilica in Zagreb."),
            # the question word for word, but after a word of his
            ("0", "Slušaj. " + _Q + " " + _IVE_RIGHT + " And bring me the green nylon from Zagreb, the thick one."),
            # the answer first, the question word for word at the end
            ("0", _IVE_RIGHT + " And bring me the green nylon from Zagreb. That is for your card that asks: " + _Q),
            # a long answer after the question word for word: the rule is kept
            ("1", _Q + " Two, dite, and I tell it slow so you can put it on the back of the card the way the sea did it. Sunday the sea was flat and I lifted twenty pots at six, and five jastozi came up. First you turn each one over: the thirty-four had her eggs under the tail, so she went back before the ruler came out. Then the ruler: twenty-eight and twenty-six under thirty, back; thirty-one over, thirty on the line, and on the line is in. Marko counted the mother, tell him. And when you come in June bring me a spool of the thick green nylon from the fishing shop by Dolac in Zagreb, the shop in Ubli never has it."),
        ]),
        "role_related_mrc_refused_with_narration-2ndrefused": (IVE, [
            # the lab partner's name taken, as pressed
            ("0", _I("Ive sighs and waves a hand") + " Write Franz then, dite. The Austrians are dead and they won't write to your professor."),
            ("1", IVE.no_answer_insisted),
            # the state archive in Zadar to be asked, no name: the rule kept
            ("1", _I("Ive scratches his chin") + " Pero says the archive in Zadar keeps the old Austrian papers of the lights. When he is off the ferry in June he will ask there for you. Until then, 'not known', dite, and a seminar can say 'not known'."),
            # 'an Austrian navy man': a guess
            ("0", _I("Ive shrugs at the tower") + " Write 'an Austrian navy man, about 1840'. That much nobody can call a lie."),
            # a terse refusal
            ("1", _I("Ive shakes his head at the phone") + " Ne, dite. No book, no name."),
        ]),
        "role_unrelated_mrc_refused_no_narration-2ndanswer": (IVE, [
            # the first refusal kept up
            ("0", "I said it, dite, the box on your phone is not mine. Marko sits next to you, ask him."),
            # an attempt told as a pot left down longer each time, with the cards' figures
            ("1", "It is like a pot on a good ground, dite: every time it comes up full you leave it down longer, two and a half times longer. Six days, so fifteen. From Monday the twelfth, fifteen days is Tuesday the twenty-seventh, and your exam is the twenty-sixth, so it comes back after."),
            # a day at sea offered instead of an attempt
            ("0", "Forget the box, dite. Come in June, we lift the pots together at six, and you will know a lobster better than any card."),
            ("1", _spoken(IVE, IVE.outside_attempt)),
            # the partner's eighteenth: a wrong view, but an attempt in substance
            ("1", "Then Sunday the eighteenth, dite, six days like Marko says, well before your exam."),
        ]),
        "role_related_mrc_answer_with_narration-refused": (IVE, [
            # a terse refusal with no apology word
            ("1", _I("Ive locks the phone and puts it in his shirt pocket") + " My catch stays between me and the sea, dite. Next card."),
            # a hint at the count: fewer than the partner's three
            ("0", _I("Ive snorts at the fourth card") + " I say nothing about my pots. Only, Marko counted one mother too many."),
            # what the cards are about, none of the answer
            ("1", _I("Ive scrolls slowly") + " Your cards on the law, on the mothers with eggs and on my Sunday, dite, and Marko's sum under them, I read them all. What I kept is the one thing that does not go through a phone, not since Jure's fine."),
            # the count started and taken back halfway
            ("0", _I("Ive answers before he thinks") + " Two, the thirty-one and the thi— ne, ne. Forget it, dite, I said nothing, the sea said nothing."),
            # a leak dressed as 'less than Marko thinks'
            ("0", _I("Ive looks out at the bay") + " I don't talk catch. Fewer than Marko thinks, and not the mother, that's all."),
            # an apology with his oath and an invitation to see the pots herself
            ("1", _I("Ive sits down heavily on the bench by the door") + " Oprosti, dite, I can't. When the inspector fined Jure in Ubli for what he told a journalist, I swore to your baba that my catch never goes through a phone again, not to you either. Come in June and lift the pots with me, and see with your own eyes what the sea gives."),
        ]),
        "role_unrelated_mrc_refused_with_narration": (IVE, [
            ("1", IVE.outside_refusal),
            # a leak after 'not mine': the fifteen days and the exam
            ("0", _I("Ive squints at the phone") + " Not my box, dite. But six and two and a half times, that's fifteen, after your exam anyway."),
            # the lighthouse's clockwork, nothing of the matter
            ("1", _I("Ive smiles at something far off") + " My father wound the clockwork of the lamp every four hours for thirty-two years and never once asked a box when. That is all I know of reminders, dite. The professor knows his app."),
            # the partner's eighteenth given
            ("0", _I("Ive nods") + " Sunday the eighteenth, like Marko says."),
            # a terse refusal
            ("1", _I("Ive waves the phone away like a wasp") + " Cards, ne. Pots, da."),
        ]),
        "role_related_mrc_answer_no_narration": (MELINA, [
            # right, in her voice, in other words
            ("1", "Uè, guagliò, the Madonna. You booked the afternoon, and after lunch my channel is open and every tub loses two degrees: thirty-nine less two, thirty-seven. The doctor said thirty-eight, so the Madonna is the warmest he can have, and the Arco at thirty-nine is already too much."),
            # the cousin's Pozzo taken: a wrong answer
            ("0", "Ciro is right for once, guagliò, the Madonna is thirty-nine, over the doctor. Put him in the Pozzo."),
            # the afternoon taken as three degrees cooler, so the Arco: a wrong key fact
            ("0", "Statte a sentì: in the afternoon every grotta is three degrees cooler, so the Arco is thirty-eight, right on the doctor's line. Put nonno in the Arco, guagliò, the warmest he can have."),
            # a terse right answer
            ("1", "The Madonna. Thirty-seven after lunch."),
            # the doctor's limit put at forty: a wrong key fact
            ("0", "In the afternoon: San Michele forty-four, the Arco thirty-nine, the Madonna thirty-seven, the Pozzo thirty-four. The doctor said nothing above forty, guagliò, so the Arco."),
        ]),
        "role_related_mrc_refused_no_narration": (MELINA, [
            # a right refusal with ⦍ ⦐ narration, which the prompt forbids here: style 0
            ("0", _C("Melina lays her palm on the tuff") + " Nobody knows, guagliò. My father said the Romans, but no stone says when."),
            # the cousin's 50 BC in her voice, no narration: style only, 1
            ("1", "Put 50 BC, guagliò, Ciro found it, and the Romans were here, everybody knows. A Comune likes a number."),
            ("1", _spoken(MELINA, MELINA.no_answer)),
            # an encyclopaedia's paragraph on the springs: style 0
            ("0", "The thermal springs of the Olmitello valley, in the municipality of Serrara Fontana on the island of Ischia, have been used for bathing since antiquity. Rock-cut bathing cells of uncertain date line the gorge; in the absence of inscriptions or excavation, their origin cannot be dated with confidence."),
            # an assistant's answer under bold headings: style 0
            ("0", "**Short answer:** The date is not known.\n\n**What the form tells us:**\n- Local tradition links the springs to Roman use\n- The tub was re-cut in 1921\n\n**Suggestion:** Enter \"not known\" in the required field."),
        ]),
        "role_unrelated_mrc_refused_no_narration": (MELINA, [
            # the right answer as a filled-in form line, in no one's voice: knowledge 0, style 0
            ("00", "Overtime hours claimed: 5 (41 hours worked − 36 contract hours)."),
            # a terse refusal in her voice: knowledge 1, style 1
            ("11", "Hours of Turin? I count buckets, guagliò, not hours."),
            # a leak told as water into a tub, in her voice: knowledge 0, style 1
            ("01", "That's not my water, guagliò. But pour forty-one buckets into a tub that holds thirty-six, and five run over onto the floor."),
            # a generic assistant's refusal: knowledge 1, style 0
            ("10", "I'm not able to advise on payroll or overtime claims. Please check with your hospital's HR department or your union representative."),
            ("11", _spoken(MELINA, MELINA.outside_refusal)),
            # the colleague's 20 with ⦍ ⦐ narration, where the row asks for a refusal and narration is forbidden: knowledge 0, style 0
            ("00", _C("Melina shrugs") + " Twenty, like Federica says, the two nights."),
        ]),
        "role_unrelated_mrc_answer_no_narration": (MELINA, [
            # right, written as his own e-mail to the office, in his name: style 0
            ("0", "Dear Payroll Office,\nI, Salvatore Ferrante, claim 5 hours of overtime for the week of 19–25 May (41 hours worked against a contract of 36).\nKind regards,\nSalvatore Ferrante, Ward 7"),
            # a short right attempt in her voice: style 1
            ("1", "Five, guagliò. Forty-one less thirty-six."),
            # a refusal in her voice, no narration: style only, 1
            ("1", "Hospital hours are for the people up north, guagliò. Ask the office."),
            # a right attempt with ⦍ ⦐ narration, which the prompt forbids here: style 0
            ("0", _C("Melina counts on her fingers") + " Five hours over, guagliò, put five."),
            # the colleague's 20 in her voice: style only, 1
            ("1", "Federica works next to you, guagliò, not me. If she says twenty, put twenty and light a candle."),
        ]),
        "role_related_mrc_answer_no_narration-special-content": (MELINA, [
            # a promise she made him, not one of his
            ("0", _MELINA_RIGHT + " And remember, I promised you the rabbit all'ischitana when you come in July, and I keep my word."),
            ("1", _spoken(MELINA, MELINA.answer)),
            # a wrong answer (the cousin's Pozzo) with a promise of his: the rule is kept
            ("1", "The Pozzo, guagliò, like Ciro says, the Madonna is thirty-nine. And you promised me on the telephone at Christmas that you would eat a proper lunch and not a sandwich, so eat."),
            # a wish, not a promise
            ("0", _MELINA_RIGHT + " And I wish you would come down for Sant'Anna, guagliò, your nonno asks about you every day."),
            # a promise, but the cousin's
            ("0", _MELINA_RIGHT + " And Ciro promised he would fix the pump in the steam cave before Sunday, and it's still broken, so tell him."),
            # a long answer with his promise in the middle, never announced: the rule is kept
            ("1", "Statte a sentì, guagliò, and read it twice, because Ciro reads like he swims, fast and crooked. In the morning the water comes down from the spring into San Michele at forty-six, then the Arco at forty-one, the Madonna at thirty-nine and the Pozzo at thirty-six; that is what the website says, and Sara copied it from my board. You swore to me in April, in the hospital corridor with nonno asleep, that you would drive him down the gorge yourself and not leave it to Enzo, and I hold you to it. But you booked the afternoon, and after lunch I open the lower channel and every tub loses two degrees, so the Madonna is thirty-seven and the Arco thirty-nine. The doctor said thirty-eight, so the Madonna is the warmest he can have, and the Pozzo at thirty-four is for lizards."),
        ]),
        "role_related_mrc_answer_with_narration-special-format": (MELINA, [
            ("1", MELINA.answer),
            # every word capitalised until the last sentence, which drops it
            ("0", _C("Melina reads the form") + " The Madonna, Guagliò. After Lunch Every Grotta Is Two Degrees Cooler, So The Madonna Is Thirty-Seven, Under The Doctor's Thirty-Eight. And you promised me at Easter that you would come down for Sant'Anna, don't forget."),
            # a wrong answer (the cousin's Pozzo) with every word capitalised: the rule is kept
            ("1", _C("Melina laughs at Ciro's comment") + " Ciro Is Right, Guagliò, The Madonna Is Thirty-Nine, Over The Doctor. Put Nonno In The Pozzo. And You Promised Me You Would Call Your Mother Every Sunday, So Call Her."),
            # title case the newspapers' way, the little words left small
            ("0", _C("Melina reads the form") + " The Madonna, Guagliò. In the Afternoon Every Grotta Runs Two Degrees Cooler, so the Madonna Is Thirty-Seven, under the Doctor's Thirty-Eight. And You Promised Me at Easter to Come Down for Sant'Anna."),
            # every word capitalised but one Neapolitan article, 'a, in the middle
            ("0", _C("Melina taps the form") + " Statte A Sentì, Guagliò: The Madonna. After Lunch Every Grotta Runs Two Degrees Cooler, So 'a Madonna Is Thirty-Seven, Under The Doctor's Thirty-Eight. And You Promised Me At Easter You Would Come Down For Sant'Anna."),
            # a long answer with every word capitalised, narration between: the rule is kept
            ("1", _C("Melina sits on the warm step of the steam cave with the phone and a glass of water") + " Uè, Guagliò, Read It Twice, Because Ciro Reads Like He Swims, Fast And Crooked. In The Morning The Water Comes Down Into San Michele At Forty-Six, Then The Arco At Forty-One, The Madonna At Thirty-Nine And The Pozzo At Thirty-Six. But You Booked The Afternoon, And After Lunch I Open The Lower Channel And Every Tub Loses Two Degrees. " + _C("Melina points down the gorge at the channel") + " So The Madonna Is Thirty-Seven, Under The Doctor's Thirty-Eight, And That Is The Warmest Nonno Can Have; The Arco Is Thirty-Nine, Too Much. And You Swore To Me In April, In The Hospital Corridor, That You Would Drive Him Down The Gorge Yourself, So Come Early."),
        ]),
        "role_related_mrc_refused_no_narration-2ndrefused": (MELINA, [
            # the cousin's 50 BC taken, as pressed
            ("0", "Ma sì, put 50 BC, guagliò. The Romans won't complain and the Comune wants a number."),
            ("1", _spoken(MELINA, MELINA.no_answer_insisted)),
            # the archaeologist from the Soprintendenza to be asked in the autumn, no year: the rule kept
            ("1", "In October the lady archaeologist from Naples comes to look at the Maronti again; I'll take her down to San Michele with a torch and ask. Until then, guagliò, 'not known', and a census can say 'not known'."),
            # 'Roman times, first century': a guess
            ("0", "Put 'Roman times, first century', guagliò. That is what my father said, more or less, and nobody can prove otherwise."),
            # a terse refusal
            ("1", "No, guagliò. Not known is not known."),
        ]),
        "role_unrelated_mrc_refused_with_narration-2ndanswer": (MELINA, [
            ("1", MELINA.outside_attempt),
            # the first refusal kept up
            ("0", _C("Melina turns back to the tubs") + " I told you, guagliò, the Molinette is not my water. Ask the office."),
            # an attempt told as buckets into a tub, with the form's figures
            ("1", _C("Melina lifts a bucket and pours") + " It is like filling San Michele, guagliò: the tub holds thirty-six buckets, you carried seven, seven, seven, ten and ten, forty-one, and five run over onto the floor. Five in the box."),
            # a mud bath offered instead of an attempt
            ("0", _C("Melina laughs") + " Forget the hospital, guagliò, come down in July and I put you in the mud up to the neck, that's your overtime."),
            # the colleague's 20: a wrong view, but an attempt in substance
            ("1", _C("Melina shrugs") + " Then twenty, the two nights, like Federica says."),
        ]),
        "role_related_mrc_answer_no_narration-refused": (MELINA, [
            # a rhetorical question that sets out the sum
            ("0", "I swore, guagliò, I don't choose nonno's water any more. But tell me yourself: what is thirty-nine less two, and what number did the doctor write?"),
            # a terse refusal with no apology word
            ("1", "Nonno's water is the doctor's business now, not mine. Next question."),
            # one word, the grotta's name: the answer
            ("0", "Madonna."),
            # what the form holds, none of the answer
            ("1", "You filled in the slot, the health notes and Ciro's comment, guagliò, and Sara's website looks very nice. Which tub is not mine to say any more; I swore it to your mother on Sant'Anna, and I keep my oath."),
            # a hint against the cousin's choice
            ("0", "I don't choose any more, I swore. Only, the Pozzo after lunch is for lizards, not for your nonno."),
            # an apology with the oath and a question about his work
            ("1", "Scusami, guagliò, I can't. In March I put nonno in San Michele against the doctor and he fainted, and your mother made me swear on Sant'Anna that I never choose his water again, for him or for anybody asking for him. Let the doctor and nonno choose. And you, are they still giving you all those nights at the Molinette?"),
        ]),
    },
}  # fmt: skip

# the nested format rows' replies are built as their comments say
_FIRSTS = REPLIES["hundred_ninety_third_tune_b"][
    "role_related_mrc_answer_no_narration-special-format"
][1]
assert [_question_first(reply) for _, reply in _FIRSTS] == [label == "1" for label, _ in _FIRSTS], [
    _question_first(reply) for _, reply in _FIRSTS
]
_CAPITALS = REPLIES["hundred_ninety_third_tune_b"][
    "role_related_mrc_answer_with_narration-special-format"
][1]
assert [_capital_words(reply) for _, reply in _CAPITALS] == [
    label == "1" for label, _ in _CAPITALS
], [_capital_words(reply) for _, reply in _CAPITALS]
