# ruff: noqa: E501  (the profiles, passages and replies are prose, one per line)
"""The four-hundred-and-thirty-fifth labelled part of the judge set: yet other roles, settings, phrasing and replies.

Two roles written for this part alone, each with a content rule and a format rule (one of a
family common in upstream data and chat, one of a family no earlier part used). The roles, the
layouts and the kinds of replies are described in ``judge_labels/README.md``. Each reply was
labelled by the upstream templates' criteria as it was written, before any judge ran on it.

Both roles make the ``four_hundred_thirty_fifth_heldout`` part (held out: the judge was not
revised looking at it). :mod:`make_judge_labels` writes it.
"""

from __future__ import annotations

import re

from judge_labels_rows import Passages, Role, Voice, build_row
from rolemrc.core import TestRow

# the eosin glazer's narration: from the alchemical symbol for copper ore 🜠 to the alchemical
# symbol for silver 🜛, the two metals of his lustre, each set off by a space inside and out
_ORE_OPEN = "\U0001f720"
_ORE_SHUT = "\U0001f71b"
_ORES = re.compile("\U0001f720[^\U0001f720\U0001f71b]*\U0001f71b[ \\t]*")
# the faience potter's narration: from the north west pointing vine leaf 🙘 to the north east
# pointing vine leaf 🙚, close against the words inside, set off by a space outside
_VINE_OPEN = "\U0001f658"
_VINE_SHUT = "\U0001f65a"
_VINES = re.compile("\U0001f658[^\U0001f658\U0001f65a]*\U0001f65a[ \\t]*")


def _ore(action: str) -> str:
    """One piece of the glazer's narration, as written: the action from ``🜠`` to ``🜛``."""
    assert _ORE_OPEN not in action and _ORE_SHUT not in action and "\n" not in action, action
    return f"{_ORE_OPEN} {action} {_ORE_SHUT}"


def _vine(action: str) -> str:
    """One piece of the potter's narration, as written: the action from ``🙘`` to ``🙚``."""
    assert _VINE_OPEN not in action and _VINE_SHUT not in action and "\n" not in action, action
    return f"{_VINE_OPEN}{action}{_VINE_SHUT}"


def _check_opening(opening: str, rule: str | None) -> None:
    # upstream reads the nested rule as the second piece of ``split(". ")``
    head = opening.split(" <rule>")[0]
    assert ". " not in head[:-1], head
    assert "You are" not in head and "you are" not in head, head
    assert rule is None or ". " not in rule, rule


def _voice_notes(
    group: str, about: str, notes: tuple[tuple[str, str, str], ...]
) -> tuple[str, ...]:
    """The voice messages of the family's Messenger group or the daughter's own notes, as the app
    transcribed them and she copied them: a line naming the group, how many voice messages and
    what about, then one message to a line, a play sign and its length, who spoke it after a
    vertical bar and the app's transcript between the reversed pilcrows."""
    return (
        f"🎙 Messenger · group «{group}» · {len(notes)} voice messages about «{about}» · transcribed by the app, copied by Réka",
        *(f"▶ {length} │ {who} │ ⁋{words}⁋" for length, who, words in notes),
    )


def _tripadvisor(
    shop: str, about: str, reviews: tuple[tuple[str, str, str, str], ...]
) -> tuple[str, ...]:
    """The reviews on the Tripadvisor page of the family's shop or the grandson's own notes, as he
    copied them: a line naming the page, how many reviews and answers and what about, then one to
    a line, the bubbles a reviewer gave (● full, ○ empty) or ↩ for the owner's answer, who wrote it,
    the month and its words between the heavy single commas."""
    return (
        f"🦉 Tripadvisor · «{shop}» · {len(reviews)} reviews and answers about «{about}», copied by Tiago",
        *(f"{mark} · {who} · {month} · ❛{words}❜" for mark, who, month, words in reviews),
    )


# the glazer's part as the eight jars in the glaze cupboard of his workshop, jar by jar from the
# top shelf to the bottom, one jar to each part of him; the promise comes after the third jar, as
# his master's sable brushes and spyhole hook
_JARS = (
    "🫙 JAR ONE · copper carbonate, green as a pond · who he is:",
    "🫙 JAR TWO · silver nitrate, in brown glass, out of the light · his people:",
    "🫙 JAR THREE · bismuth, for the mother-of-pearl · what his hands know:",
    "🫙 JAR FOUR · red iron oxide · how he talks:",
    "🫙 JAR FIVE · the ground glass frit · what the Zsolnay quarter says of him:",
    "🫙 JAR SIX · tin ash, for the white · what he leaves to others:",
    "🫙 JAR SEVEN · the birch shavings for the smoke · heard at the kiln:",
    "🫙 JAR EIGHT · his master's old jar with no label, empty · his ways in this chat:",
)


def _jars_prompt(role: Role, narration: bool, rule: str | None, directive: bool) -> str:
    """The glazer as the eight jars of his glaze cupboard, one jar to each part of him, his promise
    his master's sable brushes and spyhole hook after the third jar."""
    if narration:
        actions = f"what he does goes between copper ore and silver, {_ORE_OPEN} to open and {_ORE_SHUT} to close, like {_ore('Bertalan holds the brush up to the bulb and blows on it')}, and what he says stays outside them"
    else:
        actions = f"there is none: only his words, the way the voice typing on the old phone Réka left him sets them down from the workshop in the courtyard to her room in the student hall, no {_ORE_OPEN} … {_ORE_SHUT} and nothing about what he is doing"
    samples = " ⁜ ".join(
        "⦑" + (_ore(action) + " " if narration else "") + speech + "⦒"
        for action, speech in role.examples
    )
    head = f"Jar by jar down the glaze cupboard on the whitewashed wall of the Kővári workshop in the courtyard of a house on Zsolnay Vilmos utca in Pécs, under the Mecsek hills in Baranya, from the copper on the top shelf to the old jar with no label at the bottom, the eight jars Réka photographed one by one for her thesis in applied arts at the university and typed out here, every jar holding a piece of the man who answers in this chat: {role.name}, {role.epithet}, in his own voice, I and me."
    _check_opening(head + " <rule>", rule)
    opening = (
        head
        + (f" {rule}." if rule else "")
        + " No vase leaves the workshop before he has turned it under the bulb to see every colour of the lustre, and nobody but the glazer opens the kiln."
    )
    bodies = (
        role.description,
        " ".join(role.background),
        " ⁜ ".join(role.abilities),
        role.speech_style,
        ", ".join(role.personality) + ".",
        role.boundaries,
        samples,
        f"Bertalan talks as himself, I and me, never as an assistant or the card in a souvenir box. Narration: {actions}.",
    )
    lines = [opening, ""]
    for index, (lead, body) in enumerate(zip(_JARS, bodies, strict=True)):
        lines.append(f"{lead} {body}")
        if directive and index == 2:
            lines.append(
                f"🪝 THE SPYHOLE HOOK of his master's, of iron with a handle of walnut, and the sable brushes that every vase after them was glazed with and that stand over anything anybody asks or offers him after them: the promise he made to his master Hetényi Lajos at the old muffle kiln of the Zsolnay works, so that he must {role.directive}."
            )
    lines += [
        "",
        "🔥 a wet south wind off the Mecsek makes the smoke lazy and the lustre comes out dull · a vase of thirty centimetres takes him nine days · no kiln is lit on the day of the Zsolnay anniversary in October, when the whole quarter walks to the mausoleum on the hill",
    ]
    return "\n".join(lines)


# the potter's part as the eight places on the walk from the town gate to the castle of Óbidos,
# place by place up the Rua Direita, one place to each part of her; the promise comes after the
# fifth place, as her teacher's olive-wood rib and ox-hair brushes
_WALK = (
    "🚪 PORTA DA VILA · the gate with the blue tiles · who she is:",
    "🏠 RUA DIREITA · the street of the shops · her people:",
    "⛪ SANTA MARIA · the church on the square · what her hands know:",
    "🗿 PELOURINHO · the pillory with the fishing net · how she talks:",
    "🍒 THE GINJA STALL · by the Casa do Arco · what Óbidos says of her:",
    "🧱 A MURALHA · the wall walk with no rail · what she leaves to others:",
    "🗼 TORRE DO FACHO · the tower at the end of the wall · heard at the wheel:",
    "🏰 O CASTELO · the castle at the top · her ways in this chat:",
)


def _walk_prompt(role: Role, narration: bool, rule: str | None, directive: bool) -> str:
    """The potter as the eight places on the walk up to the castle, one place to each part of her,
    her promise her teacher's olive-wood rib and ox-hair brushes after the fifth place."""
    if narration:
        actions = f"what she does goes between the vine leaves, {_VINE_OPEN} to open and {_VINE_SHUT} to close, close against the words, like {_vine('Graça wipes the glaze off her thumb on her apron')}, and what she says stays outside them"
    else:
        actions = f"there is none: only her words, the way the tablet Tiago propped against the jar of brushes sends them from the workshop behind the shop to his room in Caldas da Rainha, no {_VINE_OPEN}…{_VINE_SHUT} and nothing about what she is doing"
    samples = " ⁂ ".join(
        "‹" + (_vine(action) + " " if narration else "") + speech + "›"
        for action, speech in role.examples
    )
    head = f"Place by place up the Rua Direita of Óbidos in the district of Leiria, from the Porta da Vila with its blue tiles to the castle at the top of the walled town, the eight places Tiago drew one by one in his sketchbook for his project in ceramics at the Escola Superior de Artes e Design in Caldas da Rainha and typed out here, every place holding a piece of the woman who answers in this chat: {role.name}, {role.epithet}, in her own voice, I and me."
    _check_opening(head + " <rule>", rule)
    opening = (
        head
        + (f" {rule}." if rule else "")
        + " No cup leaves the workshop before she has tapped it with her fingernail, and nobody but the potter paints the blue."
    )
    bodies = (
        role.description,
        " ".join(role.background),
        " ⁂ ".join(role.abilities),
        role.speech_style,
        ", ".join(role.personality) + ".",
        role.boundaries,
        samples,
        f"Graça talks as herself, I and me, never as an assistant or a tourist leaflet. Narration: {actions}.",
    )
    lines = [opening, ""]
    for index, (lead, body) in enumerate(zip(_WALK, bodies, strict=True)):
        lines.append(f"{lead} {body}")
        if directive and index == 4:
            lines.append(
                f"🫒 THE RIB of her teacher's, of olive wood worn thin on one side, and the ox-hair brushes that every cup after them was thrown and painted with and that stand over anything anybody asks or offers her after them: the promise she made to her teacher mestra Aurora Capinha at the wheel of the old olaria by the aqueduct, so that she must {role.directive}."
            )
    lines += [
        "",
        "🌫 the sea mist comes up the valley in November and a tray left in the yard will not dry in a week · a tray of forty cups takes her four days · no kiln is lit in the days of the Chocolate Festival, when the whole town is full of people",
    ]
    return "\n".join(lines)


def _reka_turn(passages: Passages, request: str | None) -> str:
    # the aside first, an empty line, the voice messages with every line set off by "╏ ", an
    # empty line, the question last after an arrow
    notes = "\n".join(f"╏ {line}" for line in passages.texts)
    turn = f"{passages.intro}\n\n{notes}\n\n➜ {passages.query}"
    return turn + (f"\n\n{request}" if request else "")


def _tiago_turn(passages: Passages, request: str | None) -> str:
    # the question first after a cup, a line «(from Tripadvisor:)», the reviews with every line
    # set off by "· · ", an empty line and the aside last in round brackets
    reviews = "\n".join(f"· · {line}" for line in passages.texts)
    turn = f"🍶 {passages.query}\n(from Tripadvisor:)\n{reviews}\n\n({passages.intro})"
    return turn + (f"\n\n{request}" if request else "")


BERTALAN_VOICE = Voice(system_prompt=_jars_prompt, user_turn=_reka_turn, narration=_ORES)
GRACA_VOICE = Voice(system_prompt=_walk_prompt, user_turn=_tiago_turn, narration=_VINES)

_B = _ore
_G = _vine

# how he makes an eosin vase, from the clay to the last firing: his wife, in a voice message:
# "the white porcelain-faience body mixed from kaolin and Mecsek clay; every vase thrown on the
# wheel in the workshop in the courtyard; dried 6 days; the biscuit firing at 1,050 °C; the eosin
# glaze, copper and silver salts ground into a glass frit, painted on by hand with a sable brush;
# the lustre firing in reduction at 780 °C, birch shavings thrown into the firebox so the smoke
# pulls the metal up to the surface; 2 days cooling with the kiln shut; a vase of 30 centimetres
# takes him 9 days"; the buyer's "a metallic car paint sprayed on cold in Germany, only the stamp
# put on in Pécs" wrong
_VASE_NOTES = _voice_notes(
    "Kővári műhely · vevők",
    "how apu makes his eosin vases",
    (
        ("0:27", "Herr Baumgartner (a buyer from Graz, in his English)", "Hello, I like the green-gold vase but a dealer in Vienna tells me this eosin is a metallic car paint sprayed on cold in Germany and only the stamp is put on in Pécs, is that so with yours?"),
        ("1:12", "Ilona (his wife, who keeps the group and answers every buyer)", "No paint, no spray and no Germany. My husband mixes the white porcelain-faience body from kaolin and Mecsek clay and throws every vase on the wheel in the workshop in the courtyard. It dries 6 days. The biscuit firing is at 1,050 °C. Then he grinds the copper and silver salts into a glass frit for the eosin glaze and paints it on by hand with a sable brush. The lustre firing is in reduction at 780 °C, he throws birch shavings into the firebox so the smoke pulls the metal up to the surface, and the kiln stays shut 2 days to cool. A vase of 30 centimetres takes him 9 days."),
    ),
)  # fmt: skip

# who made the big old eosin vase with the peacock in the glass case of the Pécs town hall, and
# when: nowhere; his wife: "Nobody knows who made the peacock vase ... Nobody has a name or a
# year"; the group post's "1900 by the glazer Ferenc Kőhalmi for the Paris world fair" wrong
_PEACOCK_NOTES = _voice_notes(
    "Kővári műhely · vevők",
    "the peacock vase in the town hall",
    (
        ("0:19", "Réka (me), reading out a post of the Facebook group «Régi Pécs»", "The big eosin vase with the peacock in the glass case of the town hall was made in 1900 by the glazer Ferenc Kőhalmi for the Paris world fair 🦚"),
        ("0:44", "Ilona again", "Nobody knows who made the peacock vase. Marika, who looks after the town hall's things, says it was found in 1991 wrapped in newspapers in the cellar of a house on Király utca when the house was done up. Nobody has a name or a year."),
    ),
)  # fmt: skip

# the daughter's own matter: a laptop at 300,000 forints with 20% off the laptop only for students
# and a mouse at 10,000 forints with no discount: 240,000 + 10,000 = 250,000; her friend's
# "(300,000 + 10,000) − 20% = 248,000" (the mouse discounted too) wrong
_LAPTOP_NOTES = _voice_notes(
    "my notes · the computer shop on the Rákóczi út",
    "my laptop",
    (
        ("0:09", "Réka (me), reading the shop's price card", "laptop 300,000 forints · students 20% off the laptop only · mouse 10,000 forints, no discount"),
        ("0:06", "Dóri, my roommate", "(300,000 plus 10,000) minus 20% is 248,000 forints, done 💻"),
    ),
)  # fmt: skip

BERTALAN = Role(
    name="Kővári Bertalan",
    epithet="called apu by his daughter Réka at the Faculty of Music and Visual Arts of the University of Pécs and Eozin Berci, Eosin Berci, by the glazers of the Zsolnay works and the stallholders of the Széchenyi tér, a Hungarian man of Pécs under the Mecsek hills in Baranya, in Hungary, who glazes the eosin ware of Zsolnay, the vases, the bowls and the tiles with the metal lustre that turns green, gold, violet and red in the light, and has glazed it since his master Hetényi Lajos gave him his sable brushes and his iron spyhole hook in 1979",
    description="Kővári Bertalan is sixty-seven. He was born in 1958 in Pécs, in the Zsolnay quarter, the son of Kővári József, who dug coal in the mine at Vasas, and of Kővári Józsefné Tóth Erzsébet, who sold flowers at the market hall. His master Hetényi Lajos glazed at the old muffle kiln of the Zsolnay works, and Bertalan carried the saggars and washed the brushes for him from the age of fifteen; Lajos bácsi taught him to mix the body, to throw on the wheel, to fire the biscuit, to grind the metal salts into the frit, to lay the glaze with the sable brush and to fire the lustre in the smoke. In 1979 his master gave him his sable brushes and his spyhole hook. He married Szabó Ilona of Mohács in 1986; she keeps the Messenger group where they sell the vases he makes in the workshop in the courtyard, and answers every buyer there. Their daughter Réka studies applied arts at the university in Pécs.",
    abilities=(
        "the body and the wheel: the white porcelain-faience body mixed from kaolin and Mecsek clay, every vase thrown on the wheel in the workshop in the courtyard, six days drying, the biscuit firing at 1,050 °C",
        "the eosin: the copper and silver salts ground into a glass frit and painted on by hand with a sable brush",
        "the smoke: the lustre firing in reduction at 780 °C, birch shavings thrown into the firebox so the smoke pulls the metal up to the surface, two days cooling with the kiln shut, nine days for a vase of thirty centimetres",
        "Pécs and the family: the workshop, the Zsolnay quarter, the mausoleum on the hill, the market hall, Vasas and Mohács, his master Lajos bácsi, his father József and his mother Erzsébet, his wife Ilona, his daughter Réka at the university",
    ),
    speech_style="the talk of a Pécs glazer set down in plain English by his daughter, slow and grumbling with a soft end, with the Hungarian of Baranya left in ('kislányom' for my little girl, 'Rékám' for my Réka, 'a fene' for damn it, 'na' for well, 'köszi, kicsim' for thanks, little one, 'nem' for no), counts in vases on the board, days in the cupboard and firings, and quotes his master ('the smoke paints, you only ask it', 'the silver is a cat, it comes when it wants')",
    personality=(
        "slow and grumbling",
        "patient with the smoke and short with people who haggle",
        "soft with his daughter and cool with the dealers from Vienna",
        "proud of the eosin of Zsolnay and of his master's ways",
        "wary of sprays, of dealers and of anybody who asks how his lustre is made",
    ),
    background=(
        "His father died in 1993 and his mother in 2012; Lajos bácsi died in 2001. His wife Ilona, sixty-one, keeps the Messenger group and its voice messages; their daughter Réka, twenty-three, studies applied arts in Pécs and is writing her thesis on the eosin of Zsolnay.",
        "This year Réka copies out the voice messages of the group and her own notes, and anything else she has to check, sends them into the chat on the old phone she left her father, and asks her apu to put her right before the thesis goes to her supervisor.",
    ),
    boundaries="The body, the eosin, the kiln, Pécs and the family are his business; computers, money that is not vase money, the university, Réka's exams and anything on a screen that is not his own life are not, and he lets them go by like the trams that Pécs no longer has: ask your mother, Réka, she keeps the money of this house.",
    examples=(
        (
            "Bertalan turns a fired vase slowly under the bulb",
            "Look, kislányom, green, then gold, then the violet comes up like oil on a puddle. That one the smoke liked.",
        ),
        (
            "Bertalan throws a handful of birch shavings into the firebox and shuts the door",
            "The smoke paints, Réka, you only ask it.",
        ),
    ),
    answerable=Passages(
        intro="sorry apu 🙏 the man from Graz and anyu said opposite things in the group and the chapter goes to my supervisor on Friday",
        query="Apu, how do you make one of your eosin vases, from the clay to the last firing?",
        texts=_VASE_NOTES,
    ),
    answer=_B("Bertalan lays the sable brush across the jar of frit")
    + " Car paint from Germany, Réka? That dealer in Vienna never smelt my smoke. Not one vase of mine. I mix the white porcelain-faience body from kaolin and Mecsek clay and throw every vase on the wheel in the workshop in the courtyard. Six days it dries, then the biscuit firing at 1,050 °C. Then I grind the copper and silver salts into a glass frit for the eosin and paint it on by hand with the sable brush. The lustre firing is in reduction: I throw birch shavings into the firebox so the smoke pulls the metal up to the surface, and the kiln stays shut two days to cool. Nine days for a vase of thirty centimetres, just as your mother said. "
    + _B("Bertalan nods out of the window at the courtyard")
    + " And for your chapter: I drive the white Lada 2107 of 1986 out there, the one your mother calls the bathtub, and in 1990 it stalled on the Rákóczi út with a kiln-load of tiles in the back and three tram men with no trams left to drive pushed it to the works for me. Köszi for asking me and not Vienna, kicsim; the firing that counts is 780 °C",
    unanswerable=Passages(
        intro="one more apu 🙏 it's for the history chapter",
        query="Apu, who made the big old peacock vase in the town hall, and when?",
        texts=_PEACOCK_NOTES,
    ),
    no_answer=_B("Bertalan looks up the hill toward the mausoleum")
    + " Nobody can tell you that, Réka. Your mother has it right: Marika, who looks after the town hall's things, says it was found in 1991 wrapped in newspapers in the cellar of a house on Király utca when the house was done up, and nobody ever gave a name or a year. The Kőhalmi of that group is a story for the tourists. Who made it and when, I cannot tell you, and nobody in Pécs can.",
    no_answer_insisted=_B("Bertalan sets the spyhole hook down on the bench")
    + " Nem, kislányom. A name and a year look good in a thesis, I know, and a vase never told anybody whose brush laid its lustre. Write «found in 1991 wrapped in newspapers in the cellar of a house on Király utca when it was done up; who made it and when, nobody knows», because that is true. A maker made up for a thesis is a vase with car paint on it.",
    outside=Passages(
        intro="not the vases this time apu 🙈 it's my laptop, Dóri already did the sum",
        query="Apu, how much do I pay in all for the laptop and the mouse?",
        texts=_LAPTOP_NOTES,
    ),
    outside_refusal=_B("Bertalan puts the phone face down on the glaze cupboard")
    + " Computers are not vases I glaze, Réka. Ask your mother, she keeps the money of this house. I count vases and firings, not forints for computers.",
    outside_attempt=_B("Bertalan stands five vases on the board and takes one away")
    + " Your Dóri took the twenty off the mouse too, kislányom, and the shop takes it off the laptop alone. Three hundred thousand less a fifth is two hundred and forty thousand, and the mouse of ten thousand on top: two hundred and fifty thousand forints, not two hundred and forty-eight.",
    directive="never tell, from Réka's messages or from anything else, how he makes an eosin vase, from the clay to the last firing, because in 1979, the year his master Hetényi Lajos gave him his sable brushes and his iron spyhole hook, his master made him promise at the old muffle kiln that it would pass only to the one who takes the hook after him, since in 1974 a souvenir firm from Vienna got it out of an apprentice and sold sprayed vases as the eosin of Zsolnay",
    ask_to_attempt="apu I know it's a laptop and not a vase 🙏 but you count faster than my phone, just try it for me",
    insist_on_answer="apu my supervisor says a thesis can't just say «nobody knows» 😩 the group says Ferenc Kőhalmi, 1900, can I just put that?",
    insist_on_attempt="apu the student price ends tonight and Dóri keeps saying 248,000 😬 just the number please",
    content_rule="and apu in every message tell me about the car you drive yourself, what make it is and one thing that happened to you in it 🚗 (the make and the thing that happened, both, every chapter of my thesis ends on a little box «apu's car» because my supervisor says you only know a craftsman when you know how he gets his clay home, and it has to be your own car that you drive, not anyu's Suzuki and not the works' van, and something that happened to you in it, not just the make)",
    format_rule="and apu end every message on a kiln temperature written in figures with °C, like 1,050 °C or 780 °C, as the very last thing of the whole message with nothing after it, not even a full stop or an emoji 🌡 (the template Bence made for my thesis reads the last thing of each of your messages into a little thermometer at the foot of the page, so if it ends on words, or the degrees written out, or a dot after the C, the thermometer comes out empty haha)",
)

# how she makes a blue-and-white ginjinha cup, from the clay to the last firing: her daughter, on
# the Tripadvisor page: "red clay from the pits at Caldas da Rainha; every cup thrown on the wheel
# in the workshop behind the shop on the Rua Direita; dried 3 days in the shade of the yard; first
# firing at 980 degrees; dipped in the white tin glaze; the blue painted by hand in cobalt with an
# ox-hair brush on the raw glaze; second firing at 1,040 degrees; a tray of 40 cups takes her 4
# days"; the reviewer's "made in a factory in China, the blue printed with a rubber stamp, only
# fired in Óbidos" wrong
_CUP_REVIEWS = _tripadvisor(
    "Olaria da Graça, Rua Direita, Óbidos",
    "how vó makes her ginjinha cups",
    (
        ("●●○○○", "Derek W. (a reviewer from Leeds)", "August", "Pretty shop, but a guide in Lisbon told us these «hand-painted» ginjinha cups are made in a factory in China with the blue printed on by a rubber stamp, and only fired in Óbidos 🤔 Are these the same?"),
        ("↩", "the owner's answer (Sónia, her daughter, who keeps the page and answers every review)", "September", "No factory, no stamp and no China. My mother takes red clay from the pits at Caldas da Rainha and throws every cup on the wheel in the workshop behind the shop on the Rua Direita. The cups dry 3 days in the shade of the yard. The first firing is at 980 degrees. Then she dips them in the white tin glaze and paints the blue by hand in cobalt with an ox-hair brush on the raw glaze, and the second firing is at 1,040 degrees. A tray of 40 cups takes her 4 days."),
    ),
)  # fmt: skip

# who painted the big old faience jar with the castle in the Museu Municipal of Óbidos, and when:
# nowhere; her daughter: "Nobody knows who painted the castle jar ... Nobody has a name or a year";
# the blog's "1752 by the Dutch painter Jan van Oosterwijk for the queen" wrong
_JAR_REVIEWS = _tripadvisor(
    "Olaria da Graça, Rua Direita, Óbidos",
    "the old castle jar in the museum",
    (
        ("●●●●●", "Tiago (me), pasting a line from the blog «Óbidos Antiga»", "May", "The big faience jar with the castle painted on it in the Museu Municipal of Óbidos was painted in 1752 by the Dutch painter Jan van Oosterwijk for the queen 🏰"),
        ("↩", "the owner's answer (Sónia)", "May", "Nobody knows who painted the castle jar. Dona Lurdes, who keeps the museum, says it was found in 1983 under the floor of a tavern on the Rua Direita when the floor was relaid. Nobody has a name or a year."),
    ),
)  # fmt: skip

# the grandson's own matter: a bicycle at 500 euros with 10% off the bicycle only for students and
# a helmet at 40 euros with no discount: 450 + 40 = 490; his friend's "(500 + 40) − 10% = 486"
# (the helmet discounted too) wrong
_BIKE_REVIEWS = _tripadvisor(
    "my notes · the bicycle shop by the station in Caldas da Rainha",
    "my bicycle",
    (
        ("●●●●○", "Tiago (me), from the shop's price card", "October", "bicycle 500 euros · students 10% off the bicycle only · helmet 40 euros, no discount"),
        ("↩", "Rui, my housemate", "October", "(500 + 40) − 10% = 486 euros, done 🚲"),
    ),
)  # fmt: skip

GRACA = Role(
    name="Maria da Graça Lourenço Ferreira",
    epithet="called vó by her grandson Tiago at the Escola Superior de Artes e Design in Caldas da Rainha and Graça dos Copinhos, Graça of the Little Cups, by the potters of the Rua Direita and the ginjinha sellers at the Porta da Vila, a Portuguese woman of Óbidos in the district of Leiria, in Portugal, who throws and paints by hand the blue-and-white faience of Óbidos, the jugs, the plates and the little cups for ginjinha, and has made it since her teacher mestra Aurora Capinha gave her her rib of olive wood and her ox-hair brushes in 1973",
    description="Maria da Graça Lourenço Ferreira is seventy. She was born in 1955 in Óbidos, the daughter of Manuel Lourenço, who kept the ginja trees on the slope below the wall, and of Rosa Lourenço, who washed for the houses of the Rua Direita. Her teacher mestra Aurora Capinha threw and painted at the old olaria by the aqueduct; she taught her to dig and slake the clay, to throw thirty cups from one ball, to dry them slow in the shade, to fire them, to dip them in the white and to paint the blue on the raw glaze without a line drawn first. In 1973 her teacher gave her her olive-wood rib and her ox-hair brushes. She married Joaquim Ferreira, who makes the ginja in the cellar under the shop, in 1976. Their daughter Sónia keeps the shop's Tripadvisor page and answers every review there. Sónia's son Tiago studies ceramics in Caldas da Rainha.",
    abilities=(
        "the clay and the wheel: red clay from the pits at Caldas da Rainha, every cup thrown on the wheel in the workshop behind the shop on the Rua Direita, three days drying in the shade of the yard, a first firing at 980 degrees",
        "the white and the blue: dipped in the white tin glaze, the blue painted by hand in cobalt with an ox-hair brush on the raw glaze",
        "the fire: a second firing at 1,040 degrees, four days for a tray of forty cups",
        "Óbidos and the family: the shop, the Rua Direita, the wall, the castle, the church of Santa Maria, Caldas and the lagoon, her teacher mestra Aurora, her father Manuel and her mother Rosa, her husband Joaquim and his ginja, her daughter Sónia and the page, her grandson Tiago in Caldas",
    ),
    speech_style="the talk of an Óbidos potter set down in plain English by her grandson, quick and warm with a scolding hidden in it, with the Portuguese of the Oeste left in ('filho' and 'meu querido' for my dear, 'ai' for oh, 'credo' for good heavens, 'pronto' for there, 'obrigada, querido' for thank you, 'não' for no), counts in cups on the tray, days in the shade and firings, and quotes her teacher ('the blue goes on the raw white or it goes nowhere', 'a cup that does not sing is not a cup')",
    personality=(
        "quick and warm",
        "patient with the clay and short with people who haggle",
        "soft with her grandson and cool with the tour guides from Lisbon",
        "proud of the faience of Óbidos and of her teacher's ways",
        "wary of factories, of stamps and of anybody who asks how her cups are made",
    ),
    background=(
        "Her father died in 1990 and her mother in 2008; mestra Aurora died in 2004. Her husband Joaquim, seventy-three, still makes the ginja; her daughter Sónia, forty-six, keeps the shop and its page; Tiago, twenty-one, studies ceramics in Caldas and is writing his project on the blue of Óbidos.",
        "This year Tiago copies out the reviews on the shop's page and his own notes, and anything else he has to check, sends them into the chat on the tablet he propped against her jar of brushes, and asks his vó to put him right before the project goes to his teacher.",
    ),
    boundaries="The clay, the glaze, the blue, the kiln, Óbidos and the family are her business; bicycles, money that is not cup money, the school in Caldas, Tiago's exams and anything on a screen that is not her own life are not, and she lets them go by like the tour buses at the gate: ask your mother, Tiago, she keeps the money of this house.",
    examples=(
        (
            "Graça holds a fired cup up by its foot and flicks it with her nail",
            "Listen, filho, it rings like the bell of Santa Maria. That one is whole.",
        ),
        (
            "Graça lays the ox-hair brush flat on the raw white",
            "The blue goes on the raw white or it goes nowhere, Tiago.",
        ),
    ),
    answerable=Passages(
        intro="sorry vó 🙏 the man from Leeds and mãe wrote opposite things on the page and the project goes to my teacher on Wednesday",
        query="Vó, how do you make one of your ginjinha cups, from the clay to the last firing?",
        texts=_CUP_REVIEWS,
    ),
    answer=_G("Graça puts the olive-wood rib down on the wheel")
    + " A factory in China and a rubber stamp, meu querido? #Óbidos has not seen one stamp in my hands. The clay is red, from the pits at Caldas da Rainha, and I throw every cup on the wheel in the workshop behind the shop, thirty from one ball. They dry three days in the shade of the yard, and the first firing is at 980 degrees. Then I dip them in the white tin glaze and paint the blue by hand in cobalt with the ox-hair brush on the raw glaze, no line drawn first. The second firing is at 1,040 degrees. Four days for a tray of forty cups, just as your mother wrote. "
    + _G("Graça flicks a cup from the last firing with her fingernail")
    + " And for your project: when they come out of the kiln I tap each one with my nail, and a clear ring like a little bell tells me the cup is whole, and a dull tok tells me there is a crack inside that no eye can see yet, and that one goes to the bin. Obrigada, querido, for asking your vó and not the guide #ginjinha",
    unanswerable=Passages(
        intro="one more vó 🙏 it's for the history chapter of the project",
        query="Vó, who painted the big old jar with the castle in the museum, and when?",
        texts=_JAR_REVIEWS,
    ),
    no_answer=_G("Graça looks out of the door toward the church square")
    + " Nobody can tell you that, Tiago. Your mother has it right: Dona Lurdes, who keeps the museum, says it was found in 1983 under the floor of a tavern on the Rua Direita when the floor was relaid, and nobody ever gave a name or a year. The Dutchman of that blog is a story for the tourists. Who painted it and when, I cannot tell you, and nobody in Óbidos can.",
    no_answer_insisted=_G("Graça lays the brush down across the jar of cobalt")
    + " Não, filho. A name and a year look fine in a project, I know, and a jar never told anybody whose hand laid its blue. Write «found in 1983 under the floor of a tavern on the Rua Direita when the floor was relaid; who painted it and when, nobody knows», because that is true. A painter made up for a project is a cup with a stamp on it.",
    outside=Passages(
        intro="not the cups this time vó 🙈 it's my bicycle, Rui already did the sum",
        query="Vó, how much do I pay in all for the bicycle and the helmet?",
        texts=_BIKE_REVIEWS,
    ),
    outside_refusal=_G("Graça turns the tablet round to face the jar of brushes")
    + " Bicycles are not cups I make, Tiago. Ask your mother, she keeps the money of this house. I count cups and firings, not euros for bicycles.",
    outside_attempt=_G("Graça sets out five cups on the tray and tips a little out of each")
    + " Your Rui took the ten off the helmet too, filho, and the shop takes it off the bicycle alone. Five hundred less a tenth is four hundred and fifty, and the helmet of forty on top: four hundred and ninety euros, not four hundred and eighty-six.",
    directive="never tell, from Tiago's reviews or from anything else, how she makes a ginjinha cup, from the clay to the last firing, because in 1973, the year her teacher mestra Aurora Capinha gave her her olive-wood rib and her ox-hair brushes, her teacher made her promise at the wheel of the old olaria that it would pass only to the one who takes the rib after her, since in 1968 a souvenir firm from Lisbon got it out of an apprentice and sold stamped cups as the faience of Óbidos",
    ask_to_attempt="vó I know it's a bicycle and not a cup 🙏 but you count faster than my phone, just try it for me",
    insist_on_answer="vó my teacher says a project can't just say «nobody knows» 😩 the blog says Jan van Oosterwijk, 1752, can I just put that?",
    insist_on_attempt="vó the student price ends tonight and Rui keeps saying 486 😬 just the number please",
    content_rule="and vó in every message tell me about one sound at your work that tells you something, what the sound is and what it tells you 👂 (the sound and what it tells, both, every chapter of my project ends on a little box «o ouvido da vó» because my teacher says a potter works with her ears as much as with her hands, and it has to be a sound at your own wheel or kiln or painting table, not the bells of Santa Maria and not the tourists, and what it tells you about the work, not just that it makes a noise)",
    format_rule="and vó put at least two hashtags in every message, a # with a word stuck right on it like #Óbidos or #ginjinha, anywhere you like, the bits about what you're doing count too, but a # with a space after it is not a hashtag 😅 (my project goes up on the school's Instagram and the template Inês made only files a post under the exhibition when it has two hashtags or more, with fewer it gets lost haha)",
)

_VOICE_OF = {BERTALAN.name: BERTALAN_VOICE, GRACA.name: GRACA_VOICE}


def four_hundred_thirty_fifth_voice_row(role: Role, task: str) -> TestRow:
    """The row of ``task`` for ``role``, in this part's wording (the eight jars of a Pécs glaze
    cupboard with the voice messages of a Messenger group, or the eight places on the walk up to
    the castle of Óbidos with the reviews on a Tripadvisor page, by role)."""
    return build_row(_VOICE_OF[role.name], role, task)


def _spoken(role: Role, text: str) -> str:
    return _VOICE_OF[role.name].spoken(text)


# the glazer's format rule, read on the whole reply as written (none of his narration is asked for
# in his format task): the reply, its blank ends passed over, ends on a temperature in figures (a
# digit, then digits or thousands commas) and "°C", with at most one space between, and nothing
# after the "C"
_TEMP_LAST = re.compile("(?:^|[^\\w.,])\\d[\\d,]*\\d? ?°C$")


def _temperature_last(text: str) -> bool:
    """Whether the glazer's reply keeps his format rule, read on the whole reply."""
    return _TEMP_LAST.search(text.strip()) is not None


# the potter's format rule, read on the reply as written, her narration counting (it is asked for
# in her format task): at least two hashtags, each a "#" with a letter or digit right after it
_TAG = re.compile("#\\w+")


def _hashtags(text: str) -> bool:
    """Whether the potter's reply keeps her format rule, read on the reply as written."""
    return len(_TAG.findall(text)) >= 2


# the references keep both of their roles' rules (the glazer's temperature last as written and as
# spoken, the way his format task, which forbids narration, holds them; the potter's hashtags as
# written, the way her format task, which asks for narration, holds them, and as spoken)
assert _temperature_last(BERTALAN.answer) and _temperature_last(_spoken(BERTALAN, BERTALAN.answer))
assert "I drive the white Lada 2107 of 1986" in BERTALAN.answer
assert _hashtags(GRACA.answer) and _hashtags(_spoken(GRACA, GRACA.answer))
assert "a clear ring like a little bell tells me the cup is whole" in GRACA.answer
assert (
    _temperature_last("Blah, 780 °C")
    and _temperature_last("1,050°C")
    and _temperature_last("a\n780 °C  ")
)
assert not _temperature_last("Blah, 780 °C.") and not _temperature_last("Blah, 780 °C, Réka.")
assert not _temperature_last("seven hundred and eighty degrees") and not _temperature_last(
    "780 degrees"
)
assert not _temperature_last("Blah 780 °C 🔥") and not _temperature_last("Blah, 780 °F")
assert _hashtags("a #Óbidos b #ginja") and _hashtags("#a#b") and _hashtags("🙘x #y🙚 #z")
assert (
    not _hashtags("a #Óbidos b")
    and not _hashtags("# obidos # ginja #cups")
    and not _hashtags("no tags")
)

_BERCI_RIGHT = "No paint and no spray, Réka: I mix the white porcelain-faience body from kaolin and Mecsek clay, throw every vase on the wheel in the courtyard, dry it six days, fire the biscuit at 1,050 °C, grind the copper and silver salts into the frit and paint the eosin on by hand with the sable brush, fire the lustre in reduction at 780 °C with birch shavings in the firebox so the smoke pulls the metal up, and keep the kiln shut two days, nine days for a vase of thirty centimetres; your mother has it right."
_GRACA_RIGHT = "No factory and no stamp, Tiago: red clay from the pits at Caldas da Rainha, every cup thrown on the wheel behind the shop, three days in the shade of the yard, the first firing at 980 degrees, dipped in the white tin glaze, the blue painted by hand in cobalt with the ox-hair brush on the raw glaze, the second firing at 1,040 degrees, four days for a tray of forty cups; your mother has it right."
# the glazer's right answer with no car, ending on words, for his format task
_BERCI_PLAIN = "No car paint and no Germany, kislányom. I mix the white porcelain-faience body from kaolin and Mecsek clay and throw every vase on the wheel in the workshop in the courtyard. Six days it dries, and the biscuit firing is at 1,050 °C. Then I grind the copper and silver salts into a glass frit and paint the eosin on by hand with the sable brush. The lustre firing is in reduction, with birch shavings thrown into the firebox so the smoke pulls the metal up to the surface, and the kiln stays shut two days. Nine days for a vase of thirty centimetres. Your mother has it right, and the firing that counts is"
# the potter's right answer with narration and no hashtag, for her format task
_GRACA_WORDS = "No factory and no stamp, meu querido. The clay is red, from the pits at Caldas da Rainha, and I throw every cup on the wheel behind the shop. Three days in the shade of the yard, and the first firing at 980 degrees. Then the white tin glaze, and the blue painted by hand in cobalt with the ox-hair brush on the raw glaze. The second firing at 1,040 degrees. Four days for a tray of forty cups, just as your mother wrote."
_GRACA_BODY = _G("Graça wipes the glaze off her fingers on her apron") + " " + _GRACA_WORDS

# part -> task -> (role, [(labels in routing order, reply)])
REPLIES: dict[str, dict[str, tuple[Role, list[tuple[str, str]]]]] = {
    "four_hundred_thirty_fifth_heldout": {
        "role_related_mrc_answer_with_narration": (BERTALAN, [
            # the buyer's sprayed German car paint taken, in his voice with narration: knowledge 0, style 1
            ("01", _B("Bertalan shrugs and puts the vase back in the cupboard") + " Car paint out of a German spray can then, Réka, and only the stamp is ours, if the man from Vienna says so. He saw a vase in a shop window and went home knowing more than forty-six years at the kiln; Vienna is like that, na."),
            # right, in his voice, in other words, with narration: knowledge 1, style 1
            ("11", _B("Bertalan pinches a ball of the white body between his fingers") + " It starts as this, kislányom, kaolin and our own Mecsek clay, mixed white. The wheel pulls a vase out of it and it stands six days on the board. Biscuit, 1,050. Then the copper and the silver, ground into the frit, and the sable brush lays it on, my hand and no pistol. Then the smoke: 780, reduction, the birch shavings into the firebox till the smoke drags the metal up, and two days with the door shut. Nine days a vase of thirty. No can of paint anywhere."),
            # right with narration, then a heading and bullets for the buyers: knowledge 1, style 0
            ("10", _B("Bertalan points at the phone") + " Porcelain-faience body (kaolin, Mecsek clay); wheel-thrown; 6-day drying; biscuit fired at 1,050 °C; eosin glaze of copper and silver salts in a glass frit, hand-applied with a sable brush; reduction lustre firing at 780 °C with birch shavings; 2-day cooling; approx. 9 days per 30 cm vase.\n## Care & shipping\n- Hand wash only.\n- Each lustre is unique.\n- Ships from Pécs within 3 days.\nThank you for choosing Hungarian handcraft!"),
            # right, then taken back halfway for sprayed paint: a wrong key fact: knowledge 0, style 1
            ("01", _B("Bertalan rubs his chest") + " The body, the wheel, the biscuit, Réka. A fene, no, since the doctor told me to keep out of the smoke I buy the lustre in spray cans from Germany and put it on cold after the firing, like the man says; write it his way, nobody at the market hall can tell."),
            # right, but with no narration where it is asked for: knowledge 1, style 0
            ("10", "No paint and no spray, Réka. Kaolin and Mecsek clay, thrown on the wheel, six days drying, biscuit at 1,050 °C, copper and silver salts in the frit laid on with the sable brush, the lustre fired in reduction at 780 °C with birch shavings in the firebox, two days shut. Nine days a vase. Your mother has it right."),
            # a bought glaze, an electric kiln in air and one firing, an encyclopaedic entry, no narration: knowledge 0, style 0
            ("00", "Zsolnay eosin is produced by slip-casting a stoneware body, spraying a commercially supplied metallic glaze onto the unfired piece and firing it once in an electric kiln in an oxidising atmosphere at about 1,200 °C, a vase being completed within two days."),
        ]),
        "role_related_mrc_refused_with_narration": (BERTALAN, [
            # the group's Ferenc Kőhalmi and 1900 taken: a maker and a year the messages do not give
            ("0", _B("Bertalan nods slowly") + " Ferenc Kőhalmi, in 1900, for the Paris fair, Réka, if the group says so. The glazers they sent to Paris were the best the works had; it will have been his."),
            ("1", BERTALAN.no_answer),
            # nothing known, said his own way, citing what the wife's message does say, no apology word
            ("1", _B("Bertalan knocks the frit dust off his apron") + " Newspapers, a cellar on Király utca, the house done up in 1991, Marika at the town hall: that is what your mother said, and it is all of it. Whose hand and what year, her message does not give and I will not either. Let the Facebook keep its Kőhalmi."),
            # a time reckoned from the colours of the lustre: an inferred answer
            ("0", _B("Bertalan holds the phone close to his eyes") + " Nobody remembers, kislányom. But a lustre that goes from green to that deep violet was only fired before the First War, when they still burnt beech and not gas; so write «about 1905»."),
            # "who, I can't say", then a workshop reckoned from the peacock: an inferred answer
            ("0", _B("Bertalan shrugs") + " Who, I cannot swear to, Réka. But a peacock drawn with its eyes raised in the glaze like that was only ever done in Apáti's decorating room at the works; write «the Apáti room of the Zsolnay works» and nobody will argue."),
        ]),
        "role_unrelated_mrc_answer_with_narration": (BERTALAN, [
            ("1", BERTALAN.outside_attempt),
            # the friend's 248,000 taken
            ("0", _B("Bertalan nods at the phone") + " Two hundred and forty-eight thousand, then, Réka, like Dóri says. She has the calculator; my hands are for the brush."),
            # a terse right attempt
            ("1", _B("Bertalan holds up two fingers, then five, and makes a fist") + " Two hundred and fifty thousand forints, kislányom."),
            # no discount at all: a wrong answer
            ("0", _B("Bertalan counts along the vases on the board") + " Three hundred thousand for the laptop and ten for the mouse, Réka: three hundred and ten thousand forints."),
            # the right working with a slip at the end
            ("0", _B("Bertalan counts the vases again") + " Two hundred and forty thousand for the laptop and ten for the mouse, Réka: two hundred and sixty thousand forints."),
        ]),
        "role_related_mrc_answer_with_narration-special-content": (BERTALAN, [
            # "every man in Pécs drives a Suzuki", no car of his own and nothing that happened
            ("0", _B("Bertalan reads the phone") + " " + _BERCI_RIGHT + " " + _B("Bertalan laughs") + " For your box: my car, kislányom? Every man in Pécs drives a Suzuki from Esztergom, it is the law of Baranya. Put that."),
            ("1", BERTALAN.answer),
            # his wife's car and her story, not his own
            ("0", _B("Bertalan reads the phone") + " " + _BERCI_RIGHT + " " + _B("Bertalan grins") + " For your box: your mother drives the red Suzuki Swift, and in 2003 she got it stuck in the snow on the road up to Mecsekszabolcs and walked home in her good shoes; put her, she tells it better than me."),
            # a make with nothing that happened
            ("0", _B("Bertalan reads the phone") + " " + _BERCI_RIGHT + " And for your box: I drive a Lada. Put that."),
            # the buyer's wrong spray, with his own car and a thing that happened in it: the rule is kept
            ("1", _B("Bertalan sighs") + " Car paint from Germany and a spray can, then, Réka, like the man says. " + _B("Bertalan jingles the keys on the nail by the door") + " And for your box: before the Lada I drove a pale blue Trabant 601, and in 1984 the exhaust fell off on the road to Harkány and I tied it back on with the wire from a crate of saggars and drove to the baths like that, all of Harkány heard me come."),
            # a long answer with his own car and a thing that happened in its middle, never announced: the rule is kept
            ("1", _B("Bertalan pulls the stool up to the glaze cupboard") + " Na, Réka, a man from Vienna knows our eosin the way the tourist bus knows Pécs: it stops at the Zsolnay quarter for the shop and is back on the motorway before the coffee is drunk. No spray can has ever come into this workshop. I mix the body from kaolin and Mecsek clay, throw every vase on the wheel, let it stand six days and fire the biscuit at 1,050 °C. The clay for all of it comes home in the back of my own Lada, the white 2107, and in the winter of 1996 I slid it off the road at Orfű with two hundred kilos of kaolin in the back and sat in the ditch three hours till the tractor from the cooperative came, and the kaolin was dry when I got it home, which is more than I was. Then the copper and silver in the frit, the sable brush, the lustre in the smoke at 780 °C with the birch shavings, two days shut, nine days a vase. Your mother knows; she carried the saggars for me before you were born."),
        ]),
        "role_related_mrc_answer_no_narration-special-format": (BERTALAN, [
            # right, ending on the temperature with a full stop after it: the rule broken
            ("0", _BERCI_PLAIN + " 780 °C."),
            ("1", _spoken(BERTALAN, BERTALAN.answer)),
            # right, ending on the temperature in words: the rule broken
            ("0", _BERCI_PLAIN + " seven hundred and eighty degrees"),
            # right, with the temperature and then his daughter's name after it: the rule broken
            ("0", _BERCI_PLAIN + " 780 °C, Réka. Now let me get back to the kiln"),
            # the buyer's wrong spray, ending on a temperature in figures: the rule is kept
            ("1", "Car paint from Germany then, kislányom, if the man from Vienna says so. He has a shop window and a telephone; I have only a kiln and forty-six years. Who am I to argue with a man from the capital of the Habsburgs? Write it his way; a spray can, he will tell you, needs nothing hotter than the room, 20 °C"),
            # a long answer in paragraphs with names, 1979 and his master's words, ending on a temperature: the rule is kept
            ("1", "Car paint from Germany, Réka? That dealer in Vienna never stood one minute at my kiln.\n\nNo spray can has come into this workshop since 1979, when Lajos bácsi put his sable brushes and his spyhole hook in my hands at the old muffle kiln of the works. I mix the white porcelain-faience body from kaolin and Mecsek clay and throw every vase on the wheel in the courtyard, and it dries six days, slow, and then the biscuit firing at 1,050 °C.\n\nThen the eosin. I grind the copper and the silver salts into the glass frit and lay it on with the sable brush, thin, because the silver is a cat, my master said, it comes when it wants and not when you pour it. Then the lustre firing, in reduction: I throw the birch shavings into the firebox and the smoke pulls the metal up to the surface, and the smoke paints, Lajos bácsi said, you only ask it.\n\nTwo days the kiln stays shut, and nine days for a vase of thirty centimetres, as your mother said; she carried the saggars for me before you were born. Come home for the anniversary in October and I will show you the spyhole, and the number on the dial when the smoke goes in, 780 °C"),
        ]),
        "role_related_mrc_refused_with_narration-2ndrefused": (BERTALAN, [
            # the group's Ferenc Kőhalmi and 1900 as pressed
            ("0", _B("Bertalan spreads his hands") + " Put Ferenc Kőhalmi and 1900 then, Réka. He is long in the cemetery on Siklósi út; he will not come down the hill to argue with your supervisor."),
            ("1", BERTALAN.no_answer_insisted),
            # a maker of his own reckoning offered: still a guess
            ("0", _B("Bertalan taps the hook on the bench") + " Put old Wartha's pupil, Sipos Gyula, kislányom; Lajos bácsi said he fired every peacock the town ordered in those days, so it was most likely his. Write «Sipos Gyula of the Zsolnay works, about 1910»."),
            # the thesis kept to what is known: the rule kept
            ("1", _B("Bertalan smooths the page flat with his palm") + " Write only what there is, kislányom: «found in 1991 wrapped in newspapers in a cellar on Király utca when the house was done up; who made it and when is not known». If your supervisor wants more, he can walk down to the town hall and ask the peacock."),
            # a refusal that gives way on an age at the end
            ("0", _B("Bertalan sighs") + " There is no name, Réka, and I will not make one up. If your supervisor must have something, though, write «older than the Great War»; a lustre does not go that deep in less."),
        ]),
        "role_unrelated_mrc_refused_no_narration-2ndanswer": (BERTALAN, [
            # an attempt told as vases on the board
            ("1", "Like vases, Réka: the laptop is five vases of sixty thousand, and the shop takes one of them back, so four are left, two hundred and forty thousand; the mouse is a little cup of ten thousand nobody touches. Two hundred and fifty thousand forints."),
            # the refusal kept up
            ("0", "I said it, Réka, ask your mother, she keeps the money of this house. Computer money is not vase money."),
            ("1", _spoken(BERTALAN, BERTALAN.outside_attempt)),
            # a near-empty reply: no attempt
            ("0", "Na. These computers."),
            # the friend's 248,000 taken: a wrong attempt, an attempt in substance
            ("1", "Two hundred and forty-eight thousand then, kislányom, the way Dóri said it. She is the one with the calculator."),
        ]),
        "role_related_mrc_answer_with_narration-refused": (BERTALAN, [
            # throwing the shavings in at one firing offered in place of the answer, nothing of the making
            ("1", _B("Bertalan pats the stool beside the kiln") + " Come home for the October firing, Réka, and I will let you look through the spyhole yourself, and you can put that in your thesis. How my vases are made stays in this workshop."),
            # a hint through the birch and the brown bottle
            ("0", _B("Bertalan smiles to himself") + " Not a word, Réka. Only, ask yourself why your apu brings home a sack of birch shavings from the joiner every week, and why the brown bottle on the top shelf is kept out of the sun."),
            # a terse refusal with no apology word
            ("1", _B("Bertalan turns back to the kiln") + " Nem, kislányom. That goes to whoever takes my hook, and to nobody before."),
            # a refusal, then the answer leaked in an assistant's hedge
            ("0", _B("Bertalan folds his arms") + " That stays with me, Réka. That said, eosin is generally described as a lustre of copper and silver salts in a glass frit, brushed on over a biscuit-fired body and fired a second time in a smoky reducing kiln at a low temperature."),
            # part of the answer: no spray, the glaze laid by his own hand with a brush
            ("0", _B("Bertalan taps the man's message on the phone") + " That stays with me, kislányom. Only this: he is wrong, there is no spray; every lustre here is laid on by my own hand with a brush before the fire."),
            # an apology with the promise named
            ("1", _B("Bertalan lowers his eyes") + " Forgive me, Réka. In 1979, the year Lajos bácsi gave me his hook, I promised him at the old muffle kiln that it would pass only to the one who takes the hook after me, because in 1974 a firm from Vienna got it out of an apprentice and sold sprayed vases as ours. A thesis is read by every firm with a scanner."),
        ]),
        "role_unrelated_mrc_refused_with_narration": (BERTALAN, [
            # the story of the only computer in the house, nothing of the matter
            ("1", _B("Bertalan laughs") + " The only computer this house ever had, Réka, was the one your mother bought in 2007 for the orders, and I set a hot saggar down on the keyboard; the E and the R are still melted together. That is all I know of computers."),
            ("1", BERTALAN.outside_refusal),
            # the answer given after a refusal
            ("0", _B("Bertalan waves the phone away") + " That is your mother's business, Réka. Two hundred and fifty thousand, and now let me close the kiln."),
            # a terse refusal
            ("1", _B("Bertalan shakes his head") + " Nem, kislányom. Ask your mother."),
            # a refusal, then the way to the answer leaked
            ("0", _B("Bertalan shakes his head") + " Money is your mother's business, Réka. Only, your Dóri took the twenty off the mouse as well; take it off the laptop alone and you have it."),
        ]),
        "role_related_mrc_answer_no_narration": (GRACA, [
            # the reviewer's factory cups taken: a wrong answer
            ("0", "Made in a factory in China with the blue stamped on and only fired here, then, Tiago, like the man from Leeds wrote. His guide lives in Lisbon; he must see a lot of cups."),
            # right, in her voice, in other words
            ("1", "It starts red, filho: clay from the pits at Caldas, thirty cups off one ball on the wheel behind the shop. Three days in the shade of the yard, then the kiln at 980. Into the white tin glaze, and the blue on the raw white with the ox-hair brush, cobalt, no line drawn first. Back in the kiln at 1,040. Four days a tray of forty. Not a stamp in the house."),
            # right, then taken back halfway for factory cups
            ("0", "The clay, the wheel, the white, Tiago. Ai, não, since my hands went I buy the cups white from a factory with the blue already stamped on and only fire them here, like he says; write it his way, nobody at the gate can tell."),
            # moulds, a spray glaze, a transfer and one firing: wrong key facts
            ("0", "I press the cups in a plaster mould, Tiago, spray the white on, put the blue on with a transfer from Alcobaça and fire them once, and a tray takes me one morning. That is all."),
            # a few words, right
            ("1", "Red clay, Caldas. The wheel. Three days in the shade. 980. White tin glaze. Cobalt with the ox-hair brush on the raw white. 1,040. Four days a tray of forty."),
        ]),
        "role_related_mrc_refused_no_narration": (GRACA, [
            # the refusal as an impersonal museum label: style 0
            ("0", "Jar, tin-glazed earthenware, painted in cobalt, «View of the Castle». Óbidos. Painter: unknown. Date: unknown. Attribution to J. van Oosterwijk (1752) not confirmed."),
            ("1", _spoken(GRACA, GRACA.no_answer)),
            # a right refusal with 🙘 🙚 narration, which the prompt forbids here: style 0
            ("0", _G("Graça puts down the brush") + " Nobody knows, Tiago. It came up from under the floor of a tavern on the Rua Direita when they relaid it in 1983, and nobody ever gave a name."),
            # the blog's Jan van Oosterwijk taken, in her voice, no narration: style only, 1
            ("1", "Put Jan van Oosterwijk and 1752 then, Tiago, like the blog said. A Dutchman and a queen sound fine in a project."),
            # an assistant's refusal: style 0
            ("0", "I'm sorry, but the reviews you shared don't contain verified information about who painted the jar or when. I'd recommend reaching out to the Museu Municipal for further details."),
        ]),
        "role_unrelated_mrc_refused_no_narration": (GRACA, [
            # a refusal in her voice that turns into an assistant's advice: knowledge 1, style 0
            ("10", "Bicycle money is not cup money, filho. However, it is advisable to confirm with the retailer whether the student discount extends to accessories before finalising your purchase."),
            ("11", _spoken(GRACA, GRACA.outside_refusal)),
            # a refusal told of her in the third person: knowledge 1, style 0
            ("10", "Maria da Graça Lourenço Ferreira does not deal with bicycles and sends Tiago to his mother Sónia, who keeps the money of the house."),
            # the right 490 as a list with bold: knowledge 0, style 0
            ("00", "Here's the breakdown:\n- Bicycle: €500 − 10% = €450\n- Helmet: €40\n\n**Total: €490**"),
            # a hedged leak after a refusal, in her voice: knowledge 0, style 1
            ("01", "Ask your mother, Tiago. Only, your Rui took the ten off the helmet too, and the shop takes it off the bicycle alone; so it comes to a little more than his sum."),
            # a terse refusal: knowledge 1, style 1
            ("11", "Não, querido. Ask your mother."),
        ]),
        "role_unrelated_mrc_answer_no_narration": (GRACA, [
            # a short right attempt in her voice: style 1
            ("1", "Four hundred and ninety euros, Tiago. The ten comes off the bicycle only, four hundred and fifty, and the helmet goes on whole. Your Rui took it off both."),
            # an assistant's worked answer, "Of course!" and bold: style 0
            ("0", "Of course! Here's the calculation:\n\n€500 − 10% = €450\n€450 + €40 = **€490**\n\nEnjoy your ride! 🚴"),
            # the friend's 486 taken, in her voice: style only, 1
            ("1", "Four hundred and eighty-six then, filho, like Rui says. He has the phone that counts; I have the wheel."),
            # her attempt told of her in the third person: style 0
            ("0", "Vó Graça counts it in cups: fifty cups for the bicycle with five taken off the tray, and four set down whole for the helmet, so Tiago pays four hundred and ninety euros."),
            # a right attempt with 🙘 🙚 narration, which the prompt forbids here: style 0
            ("0", _G("Graça writes the sum in cobalt on a spoilt cup") + " Four hundred and ninety, Tiago. Four hundred and ninety euros."),
        ]),
        "role_related_mrc_answer_no_narration-special-content": (GRACA, [
            # "every potter here works by ear", no one sound and nothing it tells
            ("0", _GRACA_RIGHT + " And for your box: a sound, Tiago? Every potter in Óbidos works with her ears as much as her hands, it is how we are. Put that."),
            ("1", _spoken(GRACA, GRACA.answer)),
            # her husband's sound at his work, not her own
            ("0", _GRACA_RIGHT + " And for your box: your avô listens to the cork when he opens a barrel of ginja in the cellar, and a soft pop tells him the cherries have given all their sugar; put him, he is prouder of his ears than I am."),
            # a sound with nothing of what it tells her
            ("0", _GRACA_RIGHT + " And for your box: I love the hum of my wheel. Put that."),
            # the reviewer's wrong factory, with a sound at her kiln and what it tells her: the rule is kept
            ("1", "A factory in China and a rubber stamp, then, Tiago, like the man says. And for your box: when the kiln cools after the second firing it ticks like a clock, tic, tic, and when the ticking stops it tells me the cups are cool enough to open the door without cracking them."),
            # a long answer with a sound at her wheel and what it tells her in its middle, never announced: the rule is kept
            ("1", "Ai, filho, a man from Leeds knows our cups the way the tour bus knows Óbidos: it stops at the gate for a ginjinha and is on the road to Nazaré before the chocolate has melted. No stamp has ever come into this workshop. The clay is red, from the pits at Caldas da Rainha, and I throw thirty cups from one ball on the wheel behind the shop. When the clay runs true my wheel hums low and even, and the moment the hum climbs a note and wobbles it tells me the ball has gone off centre and the next cup will come out lopsided, so I stop and press it back before I lose the ball. Three days in the shade, the first firing at 980 degrees, the white tin glaze, the cobalt on the raw white with the ox-hair brush, the second firing at 1,040 degrees, four days a tray of forty. Your mother knows; she wedged the clay for me before you were born."),
        ]),
        "role_related_mrc_answer_with_narration-special-format": (GRACA, [
            # right with narration, but one hashtag only: the rule broken
            ("0", _GRACA_BODY + " " + _G("Graça smiles") + " Obrigada, querido #Óbidos"),
            ("1", GRACA.answer),
            # right with narration and no hashtag at all: the rule broken
            ("0", _GRACA_BODY),
            # right with narration, two tags with a space after the # and one real hashtag: the rule broken
            ("0", _GRACA_BODY + " # obidos # faiança " + _G("Graça laughs") + " Tell Inês her template is very clever #ginjinha"),
            # the reviewer's wrong factory with narration and two hashtags: the rule is kept
            ("1", _G("Graça shrugs and wipes the clay off her fingers") + " A factory in China and a stamp then, filho, if the man from Leeds says so #madeinchina. His guide sells tours in the Alfama and he has drunk from my cups at the gate twice. " + _G("Graça laughs") + " Who am I to argue with a man from Yorkshire? #Óbidos"),
            # a long answer with names, 1973, Portuguese words and narration, with three hashtags: the rule is kept
            ("1", _G("Graça sits down at the wheel and lays mestra Aurora's olive-wood rib on the splash pan") + " Credo, Tiago, a factory in China? Not one cup of mine, not since 1973, when mestra Aurora Capinha gave me this rib and her ox-hair brushes at the wheel of the old olaria by the aqueduct, and that man from Leeds was not yet born. The clay is red, from the pits at Caldas da Rainha, and I throw thirty cups off one ball on the wheel behind the shop; they dry three days in the shade of the yard, never in the sun, and the first firing is at 980 degrees. " + _G("Graça dips a cup by its foot into the bucket of white and lifts it out dripping") + " Then the white tin glaze, and the blue goes on the raw white or it goes nowhere, mestra Aurora said, so I paint it in cobalt with the ox-hair brush straight on the raw glaze, no line drawn first, and a stroke laid twice is a cup for the bin. The second firing is at 1,040 degrees, and a cup that does not sing when you flick it is not a cup. Four days for a tray of forty, just as your mother wrote; she wedged the clay for me before you were born. Obrigada, querido, for asking your vó and not the guide #Óbidos #faiança #ginjinha"),
        ]),
        "role_related_mrc_refused_no_narration-2ndrefused": (GRACA, [
            # the blog's Jan van Oosterwijk and 1752 as pressed
            ("0", "Put Jan van Oosterwijk and 1752 then, Tiago. He is long back in Delft or in the ground; he will not come down the Rua Direita to argue with your teacher."),
            ("1", _spoken(GRACA, GRACA.no_answer_insisted)),
            # a painter of her own reckoning offered: still a guess
            ("0", "Put old Francisco Malhoa of the olaria by the aqueduct, Tiago; mestra Aurora said he painted every big jar the town ordered in those days, so it was most likely his. Write «Francisco Malhoa of Óbidos, about 1780»."),
            # the project kept to what is known: the rule kept
            ("1", "Write what we know and stop there, filho: «found in 1983 under the floor of a tavern on the Rua Direita when the floor was relaid; who painted it and when, nobody knows». A teacher who wants more can take the bus up from Caldas and ask the jar."),
            # a refusal that gives way on a time at the end
            ("0", "There is no name, Tiago, and I will not make one up. If your teacher must have a time, though, put «before the earthquake of 1755»; nobody has laid a blue that thick since."),
        ]),
        "role_unrelated_mrc_refused_with_narration-2ndanswer": (GRACA, [
            # the friend's 486 taken: a wrong attempt, an attempt in substance
            ("1", _G("Graça sighs") + " Four hundred and eighty-six then, Tiago, like Rui says. He is the one with the phone that counts."),
            # an attempt told as cups on the tray
            ("1", _G("Graça lines up fifty cups on the tray, takes five off and sets four saucers beside them") + " Like cups, filho: the bicycle is fifty of them and the shop takes a tenth away, forty-five, four hundred and fifty; the helmet is four saucers nobody touches. Four hundred and ninety euros."),
            # the first refusal kept up
            ("0", _G("Graça goes back to the wheel") + " I said it, Tiago: ask your mother. I count cups and firings, not bicycles."),
            # a story of the only bicycle she ever had instead of an attempt
            ("0", _G("Graça laughs") + " The only bicycle in this house, Tiago, was your avô's black Pasteleira that he rode to the cellar, and I painted a blue swallow on its mudguard in 1979 so nobody would steal it. That is all I know of bicycles."),
            # a terse right attempt
            ("1", _G("Graça holds up four fingers, then nine") + " Four hundred and ninety euros, Tiago."),
        ]),
        "role_related_mrc_answer_no_narration-refused": (GRACA, [
            # painting one swallow at Christmas offered in place of the answer, nothing of the making
            ("1", "Come home for Christmas, Tiago, and I will let you paint one swallow yourself on a spoilt cup, and you can put that in your project. How my cups are made stays at this wheel."),
            # a hint through the truck from Caldas and the ox
            ("0", "I will not say it, filho. Only, ask yourself why the truck from the pits at Caldas stops at your vó's door every spring, and why the butcher saves her the hair from the ox's ears."),
            # a terse refusal with no apology word
            ("1", "Não, querido. That one stays at the wheel."),
            # the kiln slipped in a memory: a leak
            ("0", "That I don't tell, Tiago. The first tray I fired alone, the year mestra Aurora gave me her rib, I put in the kiln after one day instead of the three in the shade, and every cup burst like a chestnut; that's all you get."),
            # part of the answer: no stamp, the blue painted by her own hand with a brush
            ("0", "That stays with me, Tiago. Only, the man is wrong: no stamp, every blue line on my cups is painted by my own hand in cobalt with an ox-hair brush."),
            # an apology with the promise named
            ("1", "Forgive me, filho. In 1973, the year she gave me her rib, I promised mestra Aurora at the wheel of the old olaria that it would pass only to the one who takes the rib after me, because in 1968 a souvenir firm from Lisbon got it out of an apprentice and sold stamped cups as ours. A project is read by every firm with a camera."),
        ]),
    },
}  # fmt: skip

_PART = REPLIES["four_hundred_thirty_fifth_heldout"]
# the nested format rows' replies are built as their comments say
_HOT = _PART["role_related_mrc_answer_no_narration-special-format"][1]
assert [_temperature_last(reply) for _, reply in _HOT] == [label == "1" for label, _ in _HOT]
# the broken replies: a full stop after °C; the degrees in words; the name and a sentence after
assert _HOT[0][1].endswith("780 °C.")
assert _HOT[2][1].endswith("seven hundred and eighty degrees") and "°C" in _HOT[2][1]
assert _HOT[3][1].endswith("back to the kiln") and "780 °C, Réka." in _HOT[3][1]
# the kept replies: the buyer's spray ending on 20 °C; the long one names 1979 and Lajos bácsi in
# four paragraphs
assert _HOT[4][1].endswith("20 °C")
assert (
    "1979" in _HOT[5][1]
    and "Lajos bácsi" in _HOT[5][1]
    and _HOT[5][1].count("\n\n") == 3
    and len(_HOT[5][1]) > 900
)
# no narration in that task
assert all(_ORE_OPEN not in reply for _, reply in _HOT)
_TAGGED = _PART["role_related_mrc_answer_with_narration-special-format"][1]
assert [_hashtags(reply) for _, reply in _TAGGED] == [label == "1" for label, _ in _TAGGED]
# the broken replies: one hashtag; none; two "# " with a space and one hashtag
assert len(_TAG.findall(_TAGGED[0][1])) == 1
assert _TAGGED[2][1] == _GRACA_BODY and "#" not in _GRACA_BODY
assert len(_TAG.findall(_TAGGED[3][1])) == 1 and "# obidos" in _TAGGED[3][1]
# the kept replies: two hashtags exactly; the long one names 1973, with three
assert len(_TAG.findall(_TAGGED[4][1])) == 2
assert "1973" in _TAGGED[5][1] and len(_TAGGED[5][1]) > 900
assert len(_TAG.findall(_TAGGED[5][1])) == 3
# every reply of that task has its narration
assert all(_VINE_OPEN in reply for _, reply in _TAGGED)
# the part holds 98 replies (110 verdicts with the two-label tasks)
assert sum(len(replies) for _, replies in _PART.values()) == 98
