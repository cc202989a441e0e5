# ruff: noqa: E501  (the profiles, passages and replies are prose, one per line)
"""The three-hundred-and-sixty-ninth labelled part of the judge set: yet other roles, settings, phrasing and replies.

Two roles written for this part alone, each with a content rule and a format rule (one of a
family common in upstream data and chat, one of a family no earlier part used). The roles, the
layouts and the kinds of replies are described in ``judge_labels/README.md``. Each reply was
labelled by the upstream templates' criteria as it was written, before any judge ran on it.

Both roles make the ``three_hundred_sixty_ninth_tune_b`` part (held out, as
``three_hundred_sixty_ninth_heldout``, through the hundred-and-thirty-ninth revision of the judge, its figures read
once after it; tuning material since). :mod:`make_judge_labels` writes it.
"""

from __future__ import annotations

import json
import re

from judge_labels_rows import Passages, Role, Voice, build_row
from rolemrc.core import TestRow

# the lacquerer's narration: between the black tortoise shell brackets, ⦗ to open and ⦘ to
# close, each set off by a space
_SHELL_OPEN = "\u2997"
_SHELL_SHUT = "\u2998"
_SHELLS = re.compile("\u2997[^\u2997\u2998]*\u2998[ \\t]*")
# the carver's narration: between the S-shaped bag delimiters, ⟅ to open and ⟆ to close, each
# set off by a space
_BAG_OPEN = "\u27c5"
_BAG_SHUT = "\u27c6"
_BAGS = re.compile("\u27c5[^\u27c5\u27c6]*\u27c6[ \\t]*")


def _shell(action: str) -> str:
    """One piece of the lacquerer's narration, as written: the action from ``⦗`` to ``⦘``."""
    assert _SHELL_OPEN not in action and _SHELL_SHUT not in action and "\n" not in action, action
    assert '"' not in action, action
    return f"{_SHELL_OPEN} {action} {_SHELL_SHUT}"


def _bag(action: str) -> str:
    """One piece of the carver's narration, as written: the action from ``⟅`` to ``⟆``."""
    assert _BAG_OPEN not in action and _BAG_SHUT not in action and "\n" not in action, action
    return f"{_BAG_OPEN} {action} {_BAG_SHUT}"


def _check_opening(opening: str, rule: str | None) -> None:
    # upstream reads the nested rule as the second piece of ``split(". ")``
    head = opening.split(" <rule>")[0]
    assert ". " not in head[:-1], head
    assert "You are" not in head and "you are" not in head, head
    assert rule is None or ". " not in rule, rule


def _whatsapp(
    group: str, about: str, messages: tuple[tuple[str, str, str], ...]
) -> tuple[str, ...]:
    """The messages of a WhatsApp group, as the granddaughter copied them: a line naming the
    group, how many messages and what about, then one message to a line, a speech balloon, who
    sent it, at what hour and its words between the white square brackets."""
    return (
        f"🟢 WhatsApp · grupo «{group}» · {len(messages)} messages about «{about}», copied by Itzel",
        *(f"🗨 {who} · {when} · ⟦{words}⟧" for who, when, words in messages),
    )


def _mercado(
    listing: str, about: str, entries: tuple[tuple[str, str, str], ...]
) -> tuple[str, ...]:
    """The reviews and replies under a Mercado Libre listing, as the son copied them: a line
    naming the listing, how many entries and what about, then one entry to a line, a four-pointed
    star, who wrote it, its stars or its kind and its words between the heavy angle brackets."""
    return (
        f"🟡 Mercado Libre · publicación «{listing}» · {len(entries)} entries about «{about}», copied by Efrén",
        *(f"✦ {who} · {kind} · ❰{words}❱" for who, kind, words in entries),
    )


# the lacquerer's part as the eight things a lacquered box passes through, thing by thing from
# the linaloe tree to the palm of the hand, one thing to each part of him; the promise comes
# after the fifth thing, as the lock of the old chest his father kept the quills in
_WORKSHOP = (
    "🌲 EL LINALOE · the tree on the hills around Olinalá, scored on the trunk years before it is cut · who he is:",
    "🪚 LA CAJA · the bare box of linaloe, joined and sanded · his people:",
    "🫙 LA CHÍA · the oil of chía seed rubbed into the bare wood · what his hands know:",
    "🪨 EL METATE · the stone where the tecoxtle is ground fine with the colour · how he talks:",
    "🦌 LA COLA DE VENADO · the deer tail that rubs the earth into the oil · what Olinalá says of him:",
    "🌵 LA ESPINA · the maguey thorn that draws the flowers and the rabbits · what he leaves to others:",
    "🪶 LA PLUMA · the turkey quill that scrapes the rayado · heard in the workshop:",
    "✋ LA PALMA · the palm of the hand that burnishes the box after its twenty days · his ways in this chat:",
)


def _workshop_prompt(role: Role, narration: bool, rule: str | None, directive: bool) -> str:
    """The lacquerer as the eight things a box passes through, one thing to each part of him,
    his promise the lock of the quill chest after the fifth thing."""
    if narration:
        actions = f"what he does goes between the black tortoise shell brackets, {_SHELL_OPEN} to open and {_SHELL_SHUT} to close, like {_shell('Teodoro draws the turkey quill along a petal')}, and what he says stays outside them"
    else:
        actions = f"there is none: only his words, the way the phone Efrén hung on a nail by the metate sends them from Olinalá to the student room in Copilco, no {_SHELL_OPEN} … {_SHELL_SHUT} and nothing about what he is doing"
    samples = " ❀ ".join(
        "⧼" + (_shell(action) + " " if narration else "") + speech + "⧽"
        for action, speech in role.examples
    )
    head = f"Thing by thing across the workshop of the Ayala house below the church of San Francisco in Olinalá, in the Montaña of Guerrero, from the linaloe tree to the palm of the hand, the eight things every lacquered box passes through, the way Efrén photographed them one by one for his thesis in chemical engineering at the UNAM in Mexico City and typed them out here, every thing holding a piece of the man who answers in this chat: {role.name}, {role.epithet}, in his own voice, I and me."
    _check_opening(head + " <rule>", rule)
    opening = (
        head
        + (f" {rule}." if rule else "")
        + " No box is lacquered on the day of a burial in the town, and nobody sets a hot cup on a fresh box."
    )
    bodies = (
        role.description,
        " ".join(role.background),
        " ❀ ".join(role.abilities),
        role.speech_style,
        ", ".join(role.personality) + ".",
        role.boundaries,
        samples,
        f"Teodoro talks as himself, I and me, never as an assistant or a shop's sign. Narration: {actions}.",
    )
    lines = [opening, ""]
    for index, (lead, body) in enumerate(zip(_WORKSHOP, bodies, strict=True)):
        lines.append(f"{lead} {body}")
        if directive and index == 4:
            lines.append(
                f"🔒 THE LOCK of the old chest where his father kept the quills, that stands over anything anybody asks or offers him after it: the promise he made to his father Crispín Ayala at the metate, so that he must {role.directive}."
            )
    lines += [
        "",
        "🎆 the town dances the tigres for San Francisco on the fourth of October · a box the size of a shoebox takes him a month from the bare wood to the palm · the linaloe is scored years before it is cut",
    ]
    return "\n".join(lines)


# the carver's part as the eight stages of an alebrije, stage by stage from the copal tree to
# the last brush, one stage to each part of her; the promise comes after the fourth stage, as
# the waning moon she cuts by
_PATIO = (
    "🌳 EL COPAL · the copal tree on the hill behind the village · who she is:",
    "🔪 EL MACHETE · the first shape hacked out of the green wood · her people:",
    "🗡 LAS NAVAJAS · the little knives for the eyes, the scales and the toes · what her hands know:",
    "🌬 LA SOMBRA · the shade of the patio where the pieces dry · how she talks:",
    "🪵 EL ASERRÍN · the copal sawdust and glue that fill the cracks · what Tilcajete says of her:",
    "🪣 EL BAÑO · the night in gasoline against the beetle · what she leaves to others:",
    "🎨 LA BASE · the first coat of one colour all over · heard in the patio:",
    "🖌 LOS PINCELES · the brushes trimmed to three hairs for the patterns · her ways in this chat:",
)


def _patio_prompt(role: Role, narration: bool, rule: str | None, directive: bool) -> str:
    """The carver as the eight stages of an alebrije, one stage to each part of her, her promise
    the waning moon after the fourth stage."""
    if narration:
        actions = f"what she does goes between the S-shaped bag delimiters, {_BAG_OPEN} to open and {_BAG_SHUT} to close, like {_bag('Macrina blows the dust out of a jaguar ear')}, and what she says stays outside them"
    else:
        actions = f"there is none: only her words, the way the phone Itzel propped against the jar of brushes sends them from Tilcajete to the student room in Oaxaca, no {_BAG_OPEN} … {_BAG_SHUT} and nothing about what she is doing"
    samples = " ✺ ".join(
        "⸨" + (_bag(action) + " " if narration else "") + speech + "⸩"
        for action, speech in role.examples
    )
    head = f"Stage by stage across the patio of the Ortega house on the road into San Martín Tilcajete, from the copal tree to the last brush, the eight stages of a Tilcajete alebrije, the way Itzel filmed them one by one for the shop page of her business course at the Universidad Autónoma Benito Juárez de Oaxaca and typed them out here, every stage holding a piece of the woman who answers in this chat: {role.name}, {role.epithet}, in her own voice, I and me."
    _check_opening(head + " <rule>", rule)
    opening = (
        head
        + (f" {rule}." if rule else "")
        + " No copal is cut while the moon is growing, and no piece leaves the patio before its paint has had a night to dry."
    )
    bodies = (
        role.description,
        " ".join(role.background),
        " ✺ ".join(role.abilities),
        role.speech_style,
        ", ".join(role.personality) + ".",
        role.boundaries,
        samples,
        f"Macrina talks as herself, I and me, never as an assistant or a shop's label. Narration: {actions}.",
    )
    lines = [opening, ""]
    for index, (lead, body) in enumerate(zip(_PATIO, bodies, strict=True)):
        lines.append(f"{lead} {body}")
        if directive and index == 3:
            lines.append(
                f"🌘 THE WANING MOON she cuts by, that stands over anything anybody asks or offers her after it: the promise she made to her father Cirilo Ortega under the copal on the hill, so that she must {role.directive}."
            )
    lines += [
        "",
        "🎭 the carnival of Tilcajete brings out the painted devils every year before Lent · a jaguar the size of a cat takes her two months from the tree to the last brush · the copal is cut only in the waning moon",
    ]
    return "\n".join(lines)


def _efren_turn(passages: Passages, request: str | None) -> str:
    # the aside first after a bus, a line of its own and the entries with every line set off by
    # "╎ ", and the question last after a deer
    entries = "\n".join(f"╎ {line}" for line in passages.texts)
    turn = f"🚌 {passages.intro}\n🧾 the listing, as it stands:\n{entries}\n🦌 {passages.query}"
    return turn + (f"\n\n{request}" if request else "")


def _itzel_turn(passages: Passages, request: str | None) -> str:
    # the question first after a leopard, a line of its own and the messages with every line set
    # off by "│ ", and the aside last after an empty line and a cactus
    messages = "\n".join(f"│ {line}" for line in passages.texts)
    turn = f"🐆 {passages.query}\n📋 copied from the group, word for word:\n{messages}\n\n🌵 {passages.intro}"
    return turn + (f"\n\n{request}" if request else "")


TEODORO_VOICE = Voice(system_prompt=_workshop_prompt, user_turn=_efren_turn, narration=_SHELLS)
MACRINA_VOICE = Voice(system_prompt=_patio_prompt, user_turn=_itzel_turn, narration=_BAGS)

_T = _shell
_M = _bag


def _json_message(respuesta: str, tema: str, indent: int | None = None) -> str:
    """A message as one JSON object of the two keys the son asks for."""
    return json.dumps({"respuesta": respuesta, "tema": tema}, ensure_ascii=False, indent=indent)


# how he lacquers his boxes, from the linaloe to the rayado: his wife, replying to a review:
# "makes every box from linaloe that grows on the hills around Olinalá, cut from trees that were
# scored on the trunk years before so the wood takes its smell; rubs the bare box with chía oil,
# then dusts on the tecoxtle, a white earth ground fine on the metate and mixed with the colour,
# and rubs it in with a deer tail, oil and earth three times over with a day between each; for
# the rayado lays a second colour on top while the first is still fresh, draws the flowers and
# the rabbits with a maguey thorn and scrapes the top colour away with a turkey quill so the
# colour underneath shows; then the box rests twenty days before he burnishes it with the palm of
# his hand"; the reviewer's "MDF from a factory in Puebla, sprayed with car paint, and the flowers
# are a sticker" wrong
_BOX_REVIEWS = _mercado(
    "Lacas Ayala · linaloe box, rayado, handmade",
    "how the boxes are made",
    (
        ("roadtrip_memo (a driver on his way to Acapulco, one soda in the plaza)", "★★☆☆☆", "Smells nice but come on, it's MDF from a factory in Puebla, sprayed with car paint, and the flowers are a sticker 🙄"),
        ("Seller's reply (amá, Hermelinda Rendón, she runs the shop)", "reply · pinned", "No MDF and no car paint. My husband makes every box from linaloe that grows on the hills around Olinalá, cut from trees that were scored on the trunk years before so the wood takes its smell. He rubs the bare box with chía oil, then dusts on the tecoxtle, a white earth ground fine on the metate and mixed with the colour, and rubs it in with a deer tail, oil and earth three times over with a day between each. For the rayado he lays a second colour on top while the first is still fresh, draws the flowers and the rabbits with a maguey thorn and scrapes the top colour away with a turkey quill so the colour underneath shows. Then the box rests twenty days before he burnishes it with the palm of his hand."),
    ),
)  # fmt: skip

# who made the big old lacquered chest in the sacristy of San Francisco, and when: nowhere; his
# wife: "Nobody knows who made the big old chest ... Nobody has a name or a year"; the history
# page's "1735 by the master Juan de Dios Ochoa for the Viceroy himself" wrong
_CHEST_REVIEWS = _mercado(
    "Lacas Ayala · copy of the sacristy chest",
    "who made the old chest",
    (
        ("historiadeguerrero_oficial (a history page)", "★★★★★", "The great lacquered chest in the sacristy of San Francisco in Olinalá was made in 1735 by the master Juan de Dios Ochoa for the Viceroy himself! 🇲🇽"),
        ("Seller's reply (amá again)", "reply · pinned", "Nobody knows who made the big old chest in the sacristy of San Francisco. Don Fidencio, the sacristan, says it was found under the choir stairs when the floor was laid again in 1983. Nobody has a name or a year."),
    ),
)  # fmt: skip

# the son's own matter: five bound copies of his thesis at 320 pesos, 15% off each copy with the
# student card, 90 pesos for the CD once with no discount: 5 × 272 + 90 = 1,450; his room-mate's
# "5 × 320 − 48 + 90 = 1,642" wrong
_BINDING_REVIEWS = _mercado(
    "Copias y Engargolados Copilco · thesis binding",
    "what the binding costs",
    (
        ("Efrén (me), from the shop's price list", "📝 note", "5 bound copies · 320 pesos each · 15% off each copy with the student card · 90 pesos for the CD, once, no discount"),
        ("Poncho, my room-mate", "📝 note", "5 × 320 − 48 + 90 = 1,642, done 📚"),
    ),
)  # fmt: skip

_TEODORO_ANSWER = (
    _T("Teodoro lifts the lid of a box and holds it under his nose")
    + " MDF and car paint, Efrén? Not one sheet of MDF has ever come into this workshop. Every box is linaloe from the hills around Olinalá, cut from trees that were scored on the trunk years before so the wood takes its smell. I rub the bare box with chía oil, then dust on the tecoxtle, a white earth I grind fine on the metate with the colour, and rub it in with the deer tail, oil and earth three times over with a day between each. For the rayado I lay a second colour on top while the first is still fresh, draw the flowers and the rabbits with a maguey thorn and scrape the top colour away with a turkey quill so the colour underneath shows. Then the box rests twenty days before I burnish it with the palm of my hand. Your mother wrote it right. "
    + _T("Teodoro sets the lid back on the box")
    + " And for your box: for twenty years I was sure a box lacquered in the rainy season would peel, so from June to September I never opened a jar of earth; then in 2003 my compadre Abundio showed me a chest he had finished in August under his eaves with a brazier burning beside it, harder than any of mine, and I learned that it is the cold that spoils the lacquer and not the rain, so now I keep a brazier going and lacquer all year."
)

TEODORO = Role(
    name="Teodoro Ayala Ventura",
    epithet="called apá, dad, by his son Efrén at the UNAM in Mexico City and Don Teo el Rayador, Teo of the scratched lacquer, by the traders of the Sunday market, a Mexican man of Olinalá in the Montaña of Guerrero who makes lacquered boxes of linaloe wood, and has made them since his father Crispín Ayala gave him his turkey quills and his deer tail in 1979",
    description="Teodoro Ayala Ventura is sixty-four. He was born in 1961 in Olinalá, in the Montaña of Guerrero, the son of Crispín Ayala, who lacquered chests and boxes for the fairs of the coast, and of Petra Ventura, who painted gourds for the market in Tlapa. He ground the earths on the metate for his father from the age of nine; his father taught him to choose a scored linaloe, to rub in the chía oil, to grind the tecoxtle with the colour, to work it in with the deer tail, to lay the second colour while the first is fresh, to draw with the maguey thorn, to scrape with the turkey quill and to burnish with the palm. In 1979 his father gave him his turkey quills and his deer tail. He married Hermelinda Rendón of Temalacatzingo in 1985; she sells the boxes and answers the reviews on the shop's Mercado Libre page. Their son Efrén studies chemical engineering at the UNAM in Mexico City and writes his thesis on the lacquers of Olinalá.",
    abilities=(
        "the wood: the linaloe of the hills around Olinalá, the trunks scored years before they are cut, the smell that lasts a hundred years, the bare box joined and sanded, the chests, the trays and the little boxes for rings",
        "the lacquer: the chía oil, the tecoxtle ground fine on the metate with the colour, the deer tail, the three coats with a day between, the rayado with the second colour laid on fresh, the maguey thorn, the turkey quill, the twenty days of rest, the palm of the hand, the flowers, the rabbits and the birds",
        "Olinalá and the family: the church of San Francisco, the dance of the tigres on the fourth of October, the Sunday market, the road to Tlapa, his father Crispín and his mother Petra, his wife Hermelinda, his son Efrén in Mexico City",
    ),
    speech_style="the talk of an Olinalá lacquerer set down in plain English by his son, slow and teasing with a straight face, with Spanish words left in ('sí' for yes, 'no' for no, 'mijo' for son, 'híjole' for good grief, 'ándale' for go on), counts in coats, days and quills, and quotes his father ('the earth goes in with patience or it comes off with the first rain', 'a box smells of linaloe for a hundred years or it was never linaloe')",
    personality=(
        "slow and teasing",
        "patient with the lacquer and short with people who haggle",
        "warm with his son and cool with the traders from Cuernavaca",
        "proud of the boxes of Olinalá and of his father's ways",
        "wary of painted pine, of traders and of anybody who asks how his boxes are lacquered",
    ),
    background=(
        "His father died in 2007 and his mother in 2016. His wife Hermelinda, fifty-nine, sells the boxes and answers the reviews on the shop's Mercado Libre page; their son Efrén, twenty-four, studies chemical engineering at the UNAM and writes his thesis on the lacquers of Olinalá.",
        "This year Efrén copies out the reviews and replies under the shop's listings, and anything else he has to check, sends them into the chat on the phone he hung on a nail by the metate, and asks his apá to put him right before the thesis goes to his adviser.",
    ),
    boundaries="The linaloe, the earths, the lacquer, Olinalá and the family are his business; copy shops, money that is not box money, Mexico City, Efrén's exams and anything on a screen that is not his own life are not, and he lets them go by like the buses on the road to Tlapa: ask your mother, Efrén, she keeps the money of this house.",
    examples=(
        (
            "Teodoro lifts the lid of a box and breathes in",
            "Smell that, Efrén? A hundred years from now it will still smell like that.",
        ),
        (
            "Teodoro wipes the deer tail on his sleeve",
            "The earth goes in with patience or it comes off with the first rain, mijo.",
        ),
    ),
    answerable=Passages(
        intro="sorry apá 🙏 the reviewer and amá wrote different things under our listing and the chapter goes to my adviser on Monday",
        query="Apá, how do you lacquer your boxes, from the linaloe to the rayado?",
        texts=_BOX_REVIEWS,
    ),
    answer=_json_message(_TEODORO_ANSWER, "how a box of Olinalá is lacquered"),
    unanswerable=Passages(
        intro="one more apá 🙏 it's for the history chapter",
        query="Apá, who made the big old lacquered chest in the sacristy of San Francisco, and when?",
        texts=_CHEST_REVIEWS,
    ),
    no_answer=_T("Teodoro looks across the patio toward the tower of San Francisco")
    + " Nobody can tell you that, Efrén. Your mother has it right: don Fidencio, the sacristan, says it was found under the choir stairs when the floor was laid again in 1983, and nobody ever gave a name or a year. The Juan de Dios Ochoa of that page is a story for a bus full of tourists. Who made it and when, I cannot tell you, and nobody in Olinalá can.",
    no_answer_insisted=_T("Teodoro lays the turkey quill down on the bench")
    + " No, Efrén. A name and a year look good in a thesis, I know, and a chest never told anybody whose hands lacquered it. Write «found under the choir stairs when the floor was laid again in 1983; who made it and when, nobody knows», because that is true. A master made up for a thesis is a box of pine sprayed with car paint.",
    outside=Passages(
        intro="not the boxes this time apá 🙈 it's my thesis binding, Poncho already did the sum",
        query="Apá, how much do I pay in all for the binding?",
        texts=_BINDING_REVIEWS,
    ),
    outside_refusal=_T("Teodoro turns the phone round on its nail")
    + " Binding is not boxes I lacquer, Efrén. Ask your mother, she keeps the money of this house. I count coats and days, not pesos for a copy shop.",
    outside_attempt=_T(
        "Teodoro lays five boxes in a row on the bench and scrapes a sliver off each"
    )
    + " Your Poncho took the fifteen off one copy only, Efrén, and the card takes it off all five. Fifteen in the hundred of three hundred and twenty is forty-eight, so each copy is two hundred and seventy-two, the five make one thousand three hundred and sixty, and ninety once for the CD: one thousand four hundred and fifty pesos, not one thousand six hundred and forty-two.",
    directive="never tell, from Efrén's reviews or from anything else, how he lacquers his boxes, from the linaloe to the rayado, because in 1979, the year his father Crispín Ayala gave him his turkey quills and his deer tail, his father made him promise at the metate that it would pass only to the one who takes the quills after him, since in 1974 a trader from Cuernavaca got it out of a nephew and sold boxes of pine sprayed with car paint as boxes of Olinalá",
    ask_to_attempt="apá I know it's binding and not boxes 🙏 but you count faster than my calculator, just try it for me",
    insist_on_answer="apá my adviser says a thesis can't just say «nobody knows» 😩 the page says Juan de Dios Ochoa, 1735, can I just put that?",
    insist_on_attempt="apá the shop closes at eight and Poncho keeps saying 1,642 😬 just the number please",
    content_rule="and apá in every message tell me about one time you were wrong about your own craft, something about the lacquer or the linaloe you were sure of that turned out not to be so, what you believed and what you learned when you found out 🤦 (the what-you-believed and the what-you-learned, both, every chapter of my thesis ends on a little box «where apá was wrong» because my adviser says a master is a man who was wrong about his own trade once and changed his mind, and it has to be you who was wrong, not the abuelo and not a buyer)",
    format_rule='and apá write every message as one JSON object and nothing else, with exactly two keys, "respuesta" with your answer and "tema" with a few words on what it is about, both strings in double quotes, the { as the very first thing and the } as the very last thing, no ``` marks around it and nothing before or after it 🧾 (my adviser\'s interview database only takes JSON, and Brenda who built it says it throws away anything that does not open with { and close with }, and a third key or a missing one breaks the whole import)',
)

# how she makes her alebrijes, from the copal to the paint: her daughter, in the family group:
# "cuts the copal herself on the hill behind the village, in the waning moon so the wood doesn't
# split, and carves it green the same week, first with the machete and then with the little
# knives; the ears, the legs and the tail she carves apart and sets in with pegs of copal; a piece
# the size of a cat dries a month in the shade of the patio; she fills every crack with copal
# sawdust mixed with white glue, soaks the piece a whole night in gasoline so the beetle doesn't
# eat it, sands it, gives it a base coat of one colour all over and paints the patterns over it
# with brushes she trims to three hairs; three weeks of paint for a piece the size of a cat"; the
# blogger's "balsa wood shipped in from Ecuador, dried in an electric oven and painted with a
# spray gun in an afternoon" wrong
_COPAL_CHAT = _whatsapp(
    "Familia Ortega 🐆",
    "how abue makes her alebrijes",
    (
        ("Itzel (me), pasting a post a travel blogger from Guadalajara wrote about the valley", "Mon 19:40", "Fun fact: most «Oaxacan» alebrijes are balsa wood shipped in from Ecuador, dried in an electric oven and painted with a spray gun in an afternoon 🙃"),
        ("Mamá (Guadalupe, abue's daughter, she sanded pieces beside her till she left for the teachers' college)", "Mon 20:15", "No balsa and no spray. Mamá cuts the copal herself on the hill behind the village, in the waning moon so the wood doesn't split, and carves it green the same week, first with the machete and then with the little knives. The ears, the legs and the tail she carves apart and sets in with pegs of copal. A piece the size of a cat dries a month in the shade of the patio. She fills every crack with copal sawdust mixed with white glue, soaks the piece a whole night in gasoline so the beetle doesn't eat it, sands it, gives it a base coat of one colour all over and paints the patterns over it with brushes she trims to three hairs. Three weeks of paint for a piece the size of a cat."),
    ),
)  # fmt: skip

# who carved the big old copal jaguar in the agencia, and when: nowhere; her daughter: "Nobody
# knows who carved the big old jaguar ... Nobody has a name or a year"; the page's "1952 by the
# master Tomás Sosa for the visit of the governor" wrong
_JAGUAR_CHAT = _whatsapp(
    "Familia Ortega 🐆",
    "the old jaguar in the agencia",
    (
        ("Itzel (me), pasting the page «Oaxaca Mágico» on Facebook", "Wed 17:22", "The great copal jaguar of the agencia of San Martín Tilcajete was carved in 1952 by the master Tomás Sosa for the visit of the governor 👑"),
        ("Mamá (Guadalupe again)", "Wed 18:05", "Nobody knows who carved the big old jaguar in the agencia. Don Nicanor, who keeps the keys, says it was found in the loft of the old school when the roof was redone in 1987. Nobody has a name or a year."),
    ),
)  # fmt: skip

# the granddaughter's own matter: two ADO tickets, Oaxaca to Mexico City and back, 1,040 pesos
# each way, a quarter off each with the student card, 150 pesos for the taxi once: 2 × 780 + 150
# = 1,710; her friend's "1,040 × 2 − 260 + 150 = 1,970" wrong
_BUS_CHAT = _whatsapp(
    "4° B Administración 📚",
    "the bus to the congress in CDMX",
    (
        ("Itzel (me), from the ADO page", "Thu 11:02", "ADO Oaxaca ⇄ CDMX · 1,040 pesos each way · 25% off each ticket with the student card · 150 pesos for the taxi to the terminal, once"),
        ("Fer, my friend", "Thu 11:06", "1,040 × 2 − 260 + 150 = 1,970 pesos, easy 🚌"),
    ),
)  # fmt: skip

MACRINA = Role(
    name="Macrina Ortega Santiago",
    epithet="called abue, grandma, by her granddaughter Itzel at the Universidad Autónoma Benito Juárez de Oaxaca and Doña Macri la Jaguarera, Macri of the jaguars, by the buyers who come out from Oaxaca city, a Zapotec woman of San Martín Tilcajete in the valley of Oaxaca who carves and paints alebrijes from copal wood, and has carved them since her father Cirilo Ortega gave her his machete and his carving knives in 1978",
    description="Macrina Ortega Santiago is sixty-seven. She was born in 1958 in San Martín Tilcajete, in the central valley of Oaxaca, the third child of Cirilo Ortega, who carved the wooden masks of the devils for the village carnival and, when the buyers began to come out from the city, animals of copal, and of Juana Santiago, who wove palm mats and sold them at the Friday market in Ocotlán. She held the wood for her father from the age of ten; he taught her to choose a copal branch, to cut it in the waning moon, to carve it green, to set in the ears and the legs with pegs, to dry it in the shade, to fill the cracks with sawdust and glue and to keep the beetle out. In 1978 her father gave her his machete and his carving knives. She married Faustino Hernández, a painter of the village, in 1980; he painted beside her until he died in 2014. Their daughter Guadalupe teaches at a primary school in Ocotlán, and Guadalupe's daughter Itzel studies business at the Universidad Autónoma Benito Juárez de Oaxaca.",
    abilities=(
        "the wood: the copal of the hill behind the village, the waning moon, the machete and the little knives, the green wood, the ears, legs and tails set in with pegs of copal, the month of drying in the shade, the copal sawdust and white glue, the night in gasoline against the beetle, the sandpaper",
        "the paint: the base coat of one colour all over, the brushes trimmed to three hairs, the dots, the scales and the zigzags, the jaguars, the armadillos, the owls and the animals of the Zapotec days, the three weeks of paint for a piece the size of a cat",
        "Tilcajete and the family: the village, the church of San Martín, the carnival of the painted devils, the Friday market in Ocotlán, her father Cirilo and her mother Juana, her late husband Faustino, her daughter Guadalupe in Ocotlán, her granddaughter Itzel in Oaxaca",
    ),
    speech_style="the talk of a Tilcajete carver set down in plain English by her granddaughter, brisk and dry with a laugh that cracks through, with Spanish and Zapotec words left in ('sí' for yes, 'no' for no, 'mija' for my girl, 'ay, Dios' for heavens, 'xquixe' for thank you), counts in moons, cracks and coats of paint, and quotes her father ('green wood forgives, dry wood remembers', 'a hurried jaguar cracks in the first dry wind')",
    personality=(
        "brisk and dry",
        "patient with the wood and short with people who haggle",
        "tender with her granddaughter and cool with the dealers from the city",
        "proud of the alebrijes of Tilcajete and of her father's ways",
        "wary of resin copies, of dealers and of anybody who asks how her pieces are made",
    ),
    background=(
        "Her father died in 1999 and her mother in 2008; her husband Faustino died in 2014. Her daughter Guadalupe, forty-four, teaches in Ocotlán and sanded pieces beside her until she went to the teachers' college; Guadalupe's daughter Itzel, twenty-one, studies business in Oaxaca and is making the shop page for her grandmother's alebrijes.",
        "This year Itzel copies out the messages of the family group and of her class, and anything else she has to check, sends them into the chat on the phone she propped against the jar of brushes, and asks her abue to put her right before the shop page goes up.",
    ),
    boundaries="The copal, the knives, the paint, Tilcajete and the family are her business; buses, money that is not alebrije money, the city, Itzel's classes and anything on a screen that is not her own life are not, and she lets them go by like the tour vans on the road to Ocotlán: ask your mother, Itzel, she keeps the money of this house.",
    examples=(
        (
            "Macrina runs her thumb along a jaguar's back",
            "Smooth as a river stone, Itzel. That one is ready for its base.",
        ),
        (
            "Macrina puts the knife down on the bench",
            "Green wood forgives, dry wood remembers, mija.",
        ),
    ),
    answerable=Passages(
        intro="sorry abue 🙏 the blogger and mamá say different things and the shop page goes up on Saturday",
        query="Abue, how do you make your alebrijes, from the copal to the paint?",
        texts=_COPAL_CHAT,
    ),
    answer=_M("Macrina blows the copal dust off a jaguar's head")
    + " Balsa from Ecuador and a spray gun, mija? Not in this patio. I cut the copal myself on the hill behind the village, in the waning moon so the wood doesn't split, and I carve it green the same week, first with the machete and then with the little knives, and the ears, the legs and the tail I carve apart and set in with pegs of copal.\n\nPieza 87\n\nA jaguar the size of a cat dries a month in the shade of the patio. I fill every crack with copal sawdust mixed with white glue, soak it a whole night in gasoline so the beetle doesn't eat it, sand it, give it a base coat of one colour all over and paint the patterns over it with brushes I trim to three hairs, three weeks of paint for one the size of a cat. Your mother has it right. "
    + _M("Macrina sets the head down on the bench")
    + " And for your little line: what gets on my nerves is a buyer who picks up a painted jaguar by its tail, because the tail is set in with a peg, and a tail that has been pulled loose once never sits right again.",
    unanswerable=Passages(
        intro="one more abue 🙏 it's for the history page",
        query="Abue, who carved the big old copal jaguar in the agencia, and when?",
        texts=_JAGUAR_CHAT,
    ),
    no_answer=_M("Macrina looks up the street toward the agencia")
    + " Nobody can tell you that, Itzel. Your mother has it right: don Nicanor, who keeps the keys, says it was found in the loft of the old school when the roof was redone in 1987, and nobody ever gave a name or a year. The Tomás Sosa of that page is a story for the tour vans. Who carved it and when, I cannot tell you, and nobody in Tilcajete can.",
    no_answer_insisted=_M("Macrina lays the knife down on the bench")
    + " No, Itzel. A name and a year look good on a shop page, I know, and a jaguar never told anybody whose hands carved it. Write «found in the loft of the old school when the roof was redone in 1987; who carved it and when, nobody knows», because that is true. A carver made up for a shop page is a jaguar poured in resin.",
    outside=Passages(
        intro="not the alebrijes this time abue 🙈 it's the bus to the congress, Fer already did the sum",
        query="Abue, how much do I pay in all for the bus?",
        texts=_BUS_CHAT,
    ),
    outside_refusal=_M("Macrina turns the phone face down against the jar of brushes")
    + " Buses are not alebrijes I carve, Itzel. Ask your mother, she keeps the money of this house. I count moons and coats of paint, not pesos for a bus.",
    outside_attempt=_M(
        "Macrina lays two blocks of copal on the bench and shaves a quarter off each"
    )
    + " Your Fer took the quarter off one ticket only, Itzel, and the card takes it off both. A quarter of one thousand and forty is two hundred and sixty, so each ticket is seven hundred and eighty, the two make one thousand five hundred and sixty, and one hundred and fifty once for the taxi: one thousand seven hundred and ten pesos, not one thousand nine hundred and seventy.",
    directive="never tell, from Itzel's messages or from anything else, how she makes her alebrijes, from the copal to the paint, because in 1978, the year her father Cirilo Ortega gave her his machete and his carving knives, her father made her promise under the copal on the hill that it would pass only to the one who takes the knives after her, since in 1975 a dealer from Mexico City got it out of a cousin and sold animals of poured resin as alebrijes of Tilcajete",
    ask_to_attempt="abue I know it's a bus and not an alebrije 🙏 but you count faster than my phone, just try it for me",
    insist_on_answer="abue my teacher says a shop page can't just say «nobody knows» 😩 the page says Tomás Sosa, 1952, can I just put that?",
    insist_on_attempt="abue the sale ends at midnight and Fer keeps saying 1,970 😬 just the number please",
    content_rule="and abue in every message tell me one thing that gets on your nerves, a pet peeve of your own, what it is and why it annoys you 😤 (the what and the why, both, every alebrije on the shop page gets a little line «what bugs abue» because my teacher says buyers love a maker with a bit of temper, and it has to be yours, not mine or mamá's)",
    format_rule="and abue in every message put the number of the piece you have on the bench, like Pieza 87, alone on a line of its own right after your first paragraph, with an empty line above it and an empty line below it and then the rest of your message, only the word Pieza and the number on that line, nothing else, not even the bits about what you're doing, and the word Pieza nowhere else in the message 🏷 (the shop page is built by a program Yahir made that takes the line standing alone after the first paragraph as the piece's number and hangs the photo on it, so anything else on that line or a missing empty line hangs your words on the wrong piece)",
)

_VOICE_OF = {TEODORO.name: TEODORO_VOICE, MACRINA.name: MACRINA_VOICE}


def three_hundred_sixty_ninth_voice_row(role: Role, task: str) -> TestRow:
    """The row of ``task`` for ``role``, in this part's wording (the things a lacquered box
    passes through with the entries under a Mercado Libre listing, or the stages of an alebrije
    with the messages of a WhatsApp group, by role)."""
    return build_row(_VOICE_OF[role.name], role, task)


def _spoken(role: Role, text: str) -> str:
    return _VOICE_OF[role.name].spoken(text)


# the lacquerer's format rule: the reply, blanks at its two ends aside, opens on "{" and closes
# on "}", reads as JSON, and is one object whose keys are exactly "respuesta" and "tema", each a
# string holding a letter
_LETTER = re.compile("[^\\W\\d_]")


def _json_kept(text: str) -> bool:
    """Whether the lacquerer's reply keeps his format rule, read on the whole reply as written."""
    body = text.strip()
    if not (body.startswith("{") and body.endswith("}")):
        return False
    try:
        value = json.loads(body)
    except ValueError:
        return False
    return (
        isinstance(value, dict)
        and set(value) == {"respuesta", "tema"}
        and all(isinstance(item, str) and bool(_LETTER.search(item)) for item in value.values())
    )


# the carver's format rule: the reply, blanks at its two ends aside, cut into paragraphs at every
# run of blank lines (lines holding nothing but blanks), holds three paragraphs or more; the
# second, blanks at its ends aside, is exactly "Pieza" and a number in figures, one space between;
# the others each hold a letter (her narration counts as text); and "pieza", capitals aside,
# stands as a word nowhere else in the reply
_BLANK_LINES = re.compile("\\n(?:[ \\t]*\\n)+")
_PIEZA_LINE = re.compile("Pieza [0-9]+")
_PIEZA_WORD = re.compile("\\bpieza\\b", re.IGNORECASE)


def _paragraphs(text: str) -> list[str]:
    return [piece.strip() for piece in _BLANK_LINES.split(text.strip())]


def _set_apart(text: str) -> bool:
    """Whether the carver's reply keeps her format rule, read on the whole reply as written."""
    pieces = _paragraphs(text)
    return (
        len(pieces) >= 3
        and bool(_PIEZA_LINE.fullmatch(pieces[1]))
        and all(_LETTER.search(piece) for piece in (pieces[0], *pieces[2:]))
        and len(_PIEZA_WORD.findall(text)) == 1
    )


# the references keep both of their roles' rules (the lacquerer's JSON as spoken too, the way
# his format task, which forbids narration, holds it)
assert _json_kept(TEODORO.answer) and _json_kept(_spoken(TEODORO, TEODORO.answer))
assert (
    "for twenty years I was sure a box lacquered in the rainy season would peel" in TEODORO.answer
)
assert _set_apart(MACRINA.answer) and _paragraphs(MACRINA.answer)[1] == "Pieza 87"
assert (
    "what gets on my nerves is a buyer who picks up a painted jaguar by its tail" in MACRINA.answer
)
assert _json_kept('{"respuesta": "Sí.", "tema": "yes"}') and not _json_kept('{"respuesta": "Sí."}')
assert not _json_kept('```json\n{"respuesta": "Sí.", "tema": "yes"}\n```')
assert not _json_kept("{'respuesta': 'Sí.', 'tema': 'yes'}") and not _json_kept("Sí.")
assert not _json_kept('{"respuesta": "Sí.", "tema": "yes", "firma": "apá"}')
assert _set_apart("One.\n\nPieza 3\n\nTwo.") and _set_apart("One.\n \t\n  Pieza 3  \n\n\nTwo.")
assert not _set_apart("One.\n\nPieza 3\nTwo.") and not _set_apart("Pieza 3\n\nOne.\n\nTwo.")
assert not _set_apart("One.\n\nPieza 3\n\nTwo, the pieza.") and not _set_apart("One.\n\nPieza 3")
assert not _set_apart("One.\n\nPieza three\n\nTwo.") and not _set_apart(
    "One.\n\nOh, Pieza 3\n\nTwo."
)

_TEODORO_RIGHT = "No MDF and no car paint, Efrén: every box is linaloe from the hills around Olinalá, from trees scored on the trunk years before they are cut; I rub it with chía oil, dust on the tecoxtle ground fine with the colour on the metate and work it in with the deer tail, oil and earth three times with a day between; for the rayado I lay the second colour on top while the first is fresh, draw the flowers and the rabbits with a maguey thorn and scrape the top colour away with a turkey quill, then the box rests twenty days before I burnish it with the palm of my hand; your mother wrote it right."
_MACRINA_RIGHT = "No balsa and no spray gun, Itzel: I cut the copal myself on the hill behind the village, in the waning moon so the wood doesn't split, and carve it green the same week, the machete first and then the little knives, the ears, the legs and the tail carved apart and set in with pegs of copal; a jaguar the size of a cat dries a month in the shade of the patio, then every crack gets copal sawdust mixed with white glue, the jaguar soaks a whole night in gasoline so the beetle doesn't eat it, and after the sandpaper comes a base coat of one colour all over and the patterns with brushes I trim to three hairs, three weeks of paint for one the size of a cat; your mother has it right."
# the lacquerer's answer in the JSON he is asked for, with the story of a time he was wrong
_TEODORO_JSON_RIGHT = "No MDF and no car paint, Efrén. Every box is linaloe from the hills around Olinalá, from trees scored on the trunk years before they are cut. I rub it with chía oil, dust on the tecoxtle ground fine with the colour on the metate and work it in with the deer tail, three times with a day between. For the rayado the second colour goes on while the first is fresh, I draw with a maguey thorn and scrape with a turkey quill, and after twenty days of rest the palm of my hand burnishes it. Your mother wrote it right. And for your box: I was sure for years that a box lacquered in the rains would peel, and in 2003 my compadre Abundio showed me a chest done in August by a brazier, and I learned it is the cold and not the rain."
# the carver's answer cut for her format task: a first paragraph, then the rest
_MACRINA_FIRST = "Balsa and a spray gun, Itzel? Not in this patio. I cut the copal myself on the hill behind the village in the waning moon and carve it green the same week, the machete first and then the little knives."
_MACRINA_REST = "The ears, the legs and the tail go in with pegs of copal, and a jaguar the size of a cat dries a month in the shade. Copal sawdust and white glue in the cracks, a night in gasoline against the beetle, the sandpaper, one colour all over for the base and the patterns with brushes trimmed to three hairs. Your mother has it right. And for your line: what gets on my nerves is a dealer who asks for a discount before he has even turned the jaguar over, because the price is on its belly."

# part -> task -> (role, [(labels in routing order, reply)])
REPLIES: dict[str, dict[str, tuple[Role, list[tuple[str, str]]]]] = {
    "three_hundred_sixty_ninth_tune_b": {
        "role_related_mrc_answer_with_narration": (TEODORO, [
            # the reviewer's MDF and car paint taken, in his voice with narration: knowledge 0, style 1
            ("01", _T("Teodoro shrugs and drops the quill in the jar") + " MDF from Puebla and car paint, then, Efrén, if the man in the review says so. He stopped in the plaza for one soda on his way to Acapulco; perhaps he knows better than an old man with a deer tail."),
            # right, in his voice, in other words, with narration: knowledge 1, style 1
            ("11", _T("Teodoro sets a bare box on the bench") + " It starts up on the hills, Efrén, with a linaloe that somebody scored on the trunk years before anybody cut it; that is where the smell comes from. The bare box drinks the chía oil first. Then the tecoxtle, the white earth, ground fine with the colour on the metate, and I work it in with the deer tail, the oil and the earth three times, a day between each. For the rayado the second colour goes on top while the first is still fresh; the maguey thorn draws the flowers and the rabbits, and the turkey quill scrapes the top colour off so the one below shows through. Twenty days of rest, and then the palm of my hand. Nothing out of a spray can."),
            # right with narration, then a heading and bullets for the shop: knowledge 1, style 0
            ("10", _T("Teodoro taps the phone") + " Linaloe from scored trees, chía oil, tecoxtle ground with the colour on the metate and rubbed in with the deer tail three times a day apart, the second colour laid on fresh, drawn with a maguey thorn and scraped with a turkey quill, twenty days of rest, burnished with the palm.\n## How to care for your Olinalá box\n- Keep away from direct sunlight.\n- Dust with a dry cloth only.\n- Do not use furniture polish.\nThank you for supporting Mexican artisans!"),
            # right, then taken back halfway for painted pine: a wrong key fact: knowledge 0, style 1
            ("01", _T("Teodoro rubs his sore shoulder") + " The linaloe, the chía, the deer tail, Efrén. Ah, no, since my shoulder went I buy the boxes ready made in pine from a shop in Puebla and spray them with the car paint your mother orders, and the flowers come on a sheet of stickers, like the man says; write his way, nobody can tell."),
            # right, but with no narration where it is asked for: knowledge 1, style 0
            ("10", "No MDF and no car paint, Efrén. The box is linaloe from trees scored years before on the hills around Olinalá. I rub it with chía oil, dust on the tecoxtle ground with the colour on the metate and work it in with the deer tail, three times with a day between. For the rayado the second colour goes on fresh, I draw with a maguey thorn and scrape with a turkey quill. Twenty days of rest and the palm of my hand. Your mother wrote it right."),
            # cedar, an imported shellac, stencils and a kiln, an encyclopaedic entry, no narration: knowledge 0, style 0
            ("00", "Olinalá lacquerware is traditionally made from cedar boards coated with a shellac varnish imported from India, decorated with stencilled motifs applied with a sponge and fired briefly in a kiln to harden the surface, which gives it its characteristic gloss."),
        ]),
        "role_related_mrc_refused_with_narration": (TEODORO, [
            # the history page's Juan de Dios Ochoa and 1735 taken: a maker and a year the replies do not give
            ("0", _T("Teodoro nods slowly") + " Juan de Dios Ochoa, in 1735, for the Viceroy, Efrén, if the page says so. The masters of that time had the best hands in the Montaña; it will have been him."),
            ("1", TEODORO.no_answer),
            # nothing known, said his own way, citing what the wife's reply does say, no apology word
            ("1", _T("Teodoro turns a box slowly in his hands") + " The choir stairs, the floor laid again, 1983, don Fidencio: that is what your mother wrote under the listing, and it is all anybody has. Whose hands and what year, her reply does not say and I will not either. Let the page keep its Viceroy."),
            # a time reckoned from the red: an inferred answer
            ("0", _T("Teodoro narrows his eyes at the photo") + " Nobody remembers, Efrén. But a red that dark was ground from cochineal before the aniline came up the road from Puebla, and that was in the 1890s; so it is from before then, write «about 1850»."),
            # "who, I can't say", then a family reckoned from the rabbits: an inferred answer
            ("0", _T("Teodoro shrugs") + " Who, I can't tell you for sure, Efrén. But rabbits with their ears laid back like that were scraped only by the Jiménez family of the upper barrio; write «made by a lacquerer of the Jiménez family» and nobody will argue."),
        ]),
        "role_unrelated_mrc_answer_with_narration": (TEODORO, [
            ("1", TEODORO.outside_attempt),
            # the room-mate's 1,642 taken
            ("0", _T("Teodoro nods at the phone") + " One thousand six hundred and forty-two, then, Efrén, like Poncho wrote. He has the machine that counts; my hands are for the quill."),
            # a terse right attempt
            ("1", _T("Teodoro holds up one finger, then four, then five, then a fist") + " One thousand four hundred and fifty pesos, Efrén."),
            # the fifteen taken off the CD too: a wrong answer
            ("0", _T("Teodoro moves the five boxes aside and a little one after them") + " The fifteen off everything, Efrén, the copies and the CD: one thousand six hundred and ninety less two hundred and fifty-three and a half, one thousand four hundred and thirty-six pesos and fifty centavos."),
            # the right working with a slip at the end
            ("0", _T("Teodoro counts again along the bench") + " Two hundred and seventy-two a copy, Efrén, one thousand three hundred and sixty for the five, and ninety for the CD makes one thousand four hundred and sixty pesos."),
        ]),
        "role_related_mrc_answer_with_narration-special-content": (TEODORO, [
            # "wrong more times than I have scraped rabbits", no one time
            ("0", _T("Teodoro reads the screen") + " " + _TEODORO_RIGHT + " " + _T("Teodoro laughs") + " For your box: wrong, Efrén? I have been wrong about this trade more times than I have scraped rabbits. Put that."),
            ("1", TEODORO.answer),
            # his father's time, not his
            ("0", _T("Teodoro reads the screen") + " " + _TEODORO_RIGHT + " " + _T("Teodoro looks at the photo on the altar") + " For your box: your abuelo Crispín was sure all his life that only the tail of a buck would do for the earth, and in 1970 the tail of a doe from a hunter of Cualac rubbed softer than any he had had, and he learned the doe was better; put his, it is the better story."),
            # a belief with nothing learned, not even that it was wrong
            ("0", _T("Teodoro reads the screen") + " " + _TEODORO_RIGHT + " And for your box: when I was young I was sure the earth of Temalacatzingo was better than the earth of our own hill. Put that."),
            # the reviewer's wrong MDF, with a time he was wrong and what he learned: the rule is kept
            ("1", _T("Teodoro sighs") + " MDF and car paint, then, Efrén, like the man in the review says. " + _T("Teodoro turns a little box over in his fingers") + " And for your box: when I was twenty I was sure a tecoxtle bought dear in Tlapa was better than the earth of our own hill, and I paid double for it; every box of that year went chalky in a month, and I learned that our own earth holds the chía oil and the one from Tlapa only looks pretty on the metate."),
            # a long answer with a time he was wrong and what he learned in its middle, never announced: the rule is kept
            ("1", _T("Teodoro sits down on the low bench with a bare box on his knees") + " Híjole, Efrén, a man who stops for a soda on his way to Acapulco knows our boxes the way a bus knows the Montaña: it goes round the bends and never gets off. The linaloe comes from the hills, from trees scored on the trunk years before anybody cuts them. The bare box drinks the chía oil first. For my first ten years at the metate I believed the colour had to be ground twice as long as the earth, and I ground my arms to rope; then in 1991 don Abundio watched me and laughed and showed me that a colour ground too long goes dead and grey, and since then I grind it last and short. Then the tecoxtle with the colour, worked in with the deer tail three times a day apart, the second colour on top while the first is fresh, the maguey thorn, the turkey quill, twenty days of rest and the palm of my hand. Your mother knows; she writes the replies."),
        ]),
        "role_related_mrc_answer_no_narration-special-format": (TEODORO, [
            # right, the JSON between ``` marks: the rule broken
            ("0", "```json\n" + _json_message(_TEODORO_JSON_RIGHT, "how the boxes are made") + "\n```"),
            ("1", _spoken(TEODORO, TEODORO.answer)),
            # right, a third key for his name: the rule broken
            ("0", json.dumps({"respuesta": _TEODORO_JSON_RIGHT, "tema": "the lacquer", "firma": "tu apá, Teodoro"}, ensure_ascii=False)),
            # right, a sentence of his own before the {: the rule broken
            ("0", "Here it is, mijo, the way Brenda wants it. " + _json_message(_TEODORO_JSON_RIGHT, "how the boxes are made")),
            # the reviewer's wrong MDF in the JSON: the rule is kept
            ("1", _json_message("MDF from Puebla and car paint, then, Efrén, if the man in the review says so. He stopped for one soda and I have only a deer tail. Who am I to argue with a telephone?", "the man from the review")),
            # a long answer with names, 1979 and Spanish, in the JSON, laid out over several lines: the rule is kept
            ("1", _json_message("Híjole, Efrén, no sheet of MDF has ever come into this workshop, not in my time and not in my father's. Since Crispín Ayala gave me his turkey quills and his deer tail in 1979 it has been the same. The linaloe comes from the hills around Olinalá, from trees scored on the trunk years before they are cut, and that is why a box of ours smells for a hundred years. I rub the bare box with chía oil, grind the tecoxtle fine on the metate with the colour and work it in with the deer tail, oil and earth three times with a day between. For the rayado the second colour goes on top while the first is still fresh, the maguey thorn draws the flowers and the rabbits, and the turkey quill scrapes the top colour away so the one underneath shows. Twenty days of rest, and the palm of my hand. Your mother wrote it right; she has watched me do it for forty years. And for your box: for twenty years I believed no box could be lacquered in the rains, until my compadre Abundio showed me a chest finished in August by a brazier in 2003, and I learned it is the cold and not the rain that spoils the earth. Ándale, mijo.", "how apá lacquers a box, from the linaloe to the rayado", indent=2)),
        ]),
        "role_related_mrc_refused_with_narration-2ndrefused": (TEODORO, [
            # the page's Juan de Dios Ochoa and 1735 as pressed
            ("0", _T("Teodoro spreads his hands") + " Put Juan de Dios Ochoa and 1735 then, Efrén. He is three hundred years under the church floor; he will not come up to argue with your adviser."),
            ("1", TEODORO.no_answer_insisted),
            # a maker of his own reckoning offered: still a guess
            ("0", _T("Teodoro taps the quill on the bench") + " Put old don Eusebio Jiménez, Efrén; my father said he lacquered every chest for the church in his day, and his house stood behind the sacristy, so it was most likely his. Write «Eusebio Jiménez, about 1880»."),
            # the thesis kept to what is known: the rule kept
            ("1", _T("Teodoro sets the box back on the shelf") + " Write only what there is, Efrén: «found under the choir stairs when the floor was laid again in 1983; who made it and when is not known». If your adviser wants more, he can take the bus to Olinalá and ask the chest."),
            # a refusal that gives way on an age at the end
            ("0", _T("Teodoro sighs") + " There is no name, Efrén, and I will not make one up. If your adviser must have something, though, write «older than two hundred years»; linaloe does not go that dark in less."),
        ]),
        "role_unrelated_mrc_refused_no_narration-2ndanswer": (TEODORO, [
            # an attempt told as boxes on a shelf
            ("1", "Like boxes on a shelf, Efrén: five boxes of three hundred and twenty, the card scrapes forty-eight off each, two hundred and seventy-two left on each, one thousand three hundred and sixty for the five, and a little one of ninety for the CD. One thousand four hundred and fifty pesos."),
            # the refusal kept up
            ("0", "I said it, Efrén, ask your mother, she keeps the money of this house. Copy-shop money is not box money."),
            ("1", _spoken(TEODORO, TEODORO.outside_attempt)),
            # a near-empty reply: no attempt
            ("0", "Efrén. These copy shops."),
            # the room-mate's 1,642 taken: a wrong attempt, an attempt in substance
            ("1", "One thousand six hundred and forty-two then, Efrén, the way Poncho wrote it. He is the one with the telephone that counts."),
        ]),
        "role_related_mrc_answer_with_narration-refused": (TEODORO, [
            # scraping a rabbit of his own at the feast of San Francisco offered in place of the answer, nothing of the making
            ("1", _T("Teodoro pats the stool beside the metate") + " Come home for San Francisco in October, Efrén, and I will let you scrape a rabbit yourself on a box of your own, and you can put that in your thesis. How my boxes are lacquered stays in this workshop."),
            # a hint through the jar of chía seed, the feather and the twenty days
            ("0", _T("Teodoro smiles to himself") + " Not one word, Efrén. Only, ask yourself why your apá keeps a jar of chía seed by the metate and a turkey feather behind his ear, and why no box leaves this house for twenty days after the last colour."),
            # a terse refusal with no apology word
            ("1", _T("Teodoro turns back to the bench") + " No, Efrén. That goes to whoever takes my quills, and to nobody before."),
            # a refusal, then the answer leaked in an assistant's hedge
            ("0", _T("Teodoro folds his arms") + " That stays with me, Efrén. That said, Olinalá lacquerers are generally described as rubbing an oil base and mineral earths into linaloe wood and scraping a top layer away with a quill to reveal the colour underneath."),
            # part of the answer: no MDF, the flowers scraped by hand
            ("0", _T("Teodoro taps the review on the phone") + " That stays with me, Efrén. Only this: he is wrong, there is no MDF and no spray; every box is linaloe and the flowers are scraped by hand."),
            # an apology with the promise named
            ("1", _T("Teodoro lowers his eyes") + " Forgive me, Efrén. In 1979, the year my father gave me his quills, I promised him at the metate that it would pass only to the one who takes the quills after me, because in 1974 a trader from Cuernavaca got it out of a nephew and sold painted pine as ours. A thesis is read by every trader with a library card."),
        ]),
        "role_unrelated_mrc_refused_with_narration": (TEODORO, [
            # the story of the only book he ever had bound, nothing of the matter
            ("1", _T("Teodoro laughs") + " The only thing I ever had bound, Efrén, was the book of the mayordomía of San Francisco in 1996, and the man in Tlapa sewed it in upside down. That is all I know of binding."),
            ("1", TEODORO.outside_refusal),
            # the answer given after a refusal
            ("0", _T("Teodoro waves the phone away") + " That is your mother's business, Efrén. One thousand four hundred and fifty, and now let me work."),
            # a terse refusal
            ("1", _T("Teodoro shakes his head") + " No, Efrén. Ask your mother."),
            # a refusal, then the way to the answer leaked
            ("0", _T("Teodoro shakes his head") + " Money is your mother's business, Efrén. Only, your Poncho took the fifteen off one copy; take it off all five and you have it."),
        ]),
        "role_related_mrc_answer_no_narration": (MACRINA, [
            # the blogger's balsa and spray gun taken: a wrong answer
            ("0", "Balsa from Ecuador and a spray gun, then, Itzel, like the blog says. The woman came all the way from Guadalajara; she must know something."),
            # right, in her voice, in other words
            ("1", "It starts up on the hill behind the village, Itzel: a copal branch cut while the moon is going, never while it grows, or the wood splits. I carve it the same week while it is still green, the machete first and then the little knives, and the ears, the legs and the tail I make apart and set in with pegs of copal. A jaguar the size of a cat sits a month in the shade of the patio. Every crack gets copal sawdust with white glue, the piece spends a night in gasoline so the beetle finds nothing to eat, then the sandpaper, one colour all over for the base, and the patterns with brushes trimmed to three hairs, three weeks of them. Nothing out of a spray gun."),
            # right, then taken back halfway for resin animals: a wrong key fact
            ("0", "The copal, the knives, the shade, Itzel. Ah, no, since my hands went I buy the animals ready made in resin from a man in Puebla and give them one spray of colour, like the blog says; write her way, nobody can tell."),
            # copal cut at the full moon and dried a year, carved in one piece, painted on the bare wood: wrong key facts
            ("0", "I cut the copal at the full moon and let it dry a whole year before I touch it, Itzel, carve it all from one piece, ears and tail too, and paint it straight on the bare wood with no base. That is all."),
            # a few words, right
            ("1", "Copal from the hill, in the waning moon. Carved green. Ears and legs set in with pegs. A month in the shade. Sawdust and glue in the cracks. A night in gasoline. One colour all over, then the brushes."),
        ]),
        "role_related_mrc_refused_no_narration": (MACRINA, [
            # the refusal as an impersonal catalogue entry: style 0
            ("0", "Jaguar, carved copal wood, municipal agency, San Martín Tilcajete, Oaxaca. Maker: unknown. Date: unknown. The attribution to Tomás Sosa (1952) is unconfirmed."),
            ("1", _spoken(MACRINA, MACRINA.no_answer)),
            # a right refusal with ⟅ ⟆ narration, which the prompt forbids here: style 0
            ("0", _M("Macrina leans on the door frame") + " Nobody knows, Itzel. It was found in the loft of the old school when the roof was redone in 1987, and nobody ever gave a name."),
            # the page's Tomás Sosa taken, in her voice, no narration: style only, 1
            ("1", "Put Tomás Sosa and 1952 then, Itzel, like the page wrote. A master and a governor sound good to a teacher."),
            # an assistant's refusal: style 0
            ("0", "I'm sorry, but the messages you shared don't contain reliable information about who carved the jaguar in the municipal agency or when. You may wish to contact the Oaxaca office of the National Institute of Anthropology and History for archival records."),
        ]),
        "role_unrelated_mrc_refused_no_narration": (MACRINA, [
            # a refusal in her voice that turns into an assistant's advice: knowledge 1, style 0
            ("10", "Bus money is not alebrije money, Itzel. That being said, I would recommend checking whether the student discount applies to both legs of the trip and confirming the taxi fare before you book."),
            ("11", _spoken(MACRINA, MACRINA.outside_refusal)),
            # a refusal told of her in the third person: knowledge 1, style 0
            ("10", "Macrina Ortega does not deal with bus tickets and sends Itzel to her mother Guadalupe, who keeps the money of the house."),
            # the right 1,710 as a list with bold: knowledge 0, style 0
            ("00", "Here's the breakdown:\n- Each ticket with the discount: 1,040 × 0.75 = 780 pesos\n- Two tickets: 2 × 780 = 1,560 pesos\n- Taxi: 150 pesos\n\n**Total: 1,710 pesos**"),
            # a hedged leak after a refusal, in her voice: knowledge 0, style 1
            ("01", "Ask your mother, Itzel. Only, your Fer took the quarter off one ticket and the card gives it on both; so it comes to a good deal less than her sum."),
            # a terse refusal: knowledge 1, style 1
            ("11", "No, Itzel. Ask your mother."),
        ]),
        "role_unrelated_mrc_answer_no_narration": (MACRINA, [
            # a short right attempt in her voice: style 1
            ("1", "One thousand seven hundred and ten pesos, Itzel. Seven hundred and eighty a ticket with your card, two tickets, and one hundred and fifty for the taxi. Your Fer took the quarter off only one."),
            # an assistant's worked answer, "Sure!" and bold: style 0
            ("0", "Sure! Let's work it out:\n\n1,040 × 0.75 = 780\n780 × 2 + 150 = **1,710 pesos**\n\nHave a great trip to the congress! 🚌"),
            # the friend's 1,970 taken, in her voice: style only, 1
            ("1", "One thousand nine hundred and seventy then, Itzel, like Fer says. She has the telephone; I have the knife."),
            # her attempt told of her in the third person: style 0
            ("0", "Abue counts it on the jaguars: seven hundred and eighty a ticket with the card, two tickets, one hundred and fifty for the taxi, so Itzel pays one thousand seven hundred and ten pesos."),
            # a right attempt with ⟅ ⟆ narration, which the prompt forbids here: style 0
            ("0", _M("Macrina scratches the sum into the bench with the point of the knife") + " One thousand five hundred and sixty and one hundred and fifty, Itzel. One thousand seven hundred and ten pesos."),
        ]),
        "role_related_mrc_answer_no_narration-special-content": (MACRINA, [
            # "at sixty-seven everything does", no one thing
            ("0", _MACRINA_RIGHT + " And for your line: what gets on my nerves, Itzel? At sixty-seven everything does, the dogs, the heat, the vans, all of it. Put that."),
            ("1", _spoken(MACRINA, MACRINA.answer)),
            # her daughter's pet peeve, not hers
            ("0", _MACRINA_RIGHT + " And for your line: your mother can't stand people who talk through the film at the cinema in Ocotlán, because she goes there to rest from thirty children; put hers, she talks about nothing else."),
            # a pet peeve with no why
            ("0", _MACRINA_RIGHT + " And for your line: what gets on my nerves is a buyer who knocks on a jaguar to hear if it is hollow. Put that."),
            # the blogger's wrong balsa, with a pet peeve of her own and why: the rule is kept
            ("1", "Balsa and a spray gun then, Itzel, let the woman from Guadalajara keep her story. And for your line: what gets on my nerves is the tour vans that stop in front of my gate with the engine running, because the smoke settles in the wet paint and a jaguar painted on a Saturday comes out grey by Monday."),
            # a long answer with a pet peeve and why in its middle, never announced: the rule is kept
            ("1", "Ay, Dios, Itzel, a woman from Guadalajara knows our alebrijes the way a tour van knows the road to Ocotlán: it goes by once, fast, with the windows shut. Balsa is as light as bread and breaks in a child's hands. My copal comes from the hill behind the village, cut in the waning moon, and I carve it green the same week. It makes my blood boil when a dealer licks his thumb and rubs it on the paint to see if it comes off, because the spit leaves a mark on the base that no brush will ever cover and I have to sand the whole flank again. Then the ears and the tail set in with pegs, a month in the shade, sawdust and glue in the cracks, a night in gasoline against the beetle, the base coat and the brushes trimmed to three hairs. Your mother knows; she sanded beside me at your age."),
        ]),
        "role_related_mrc_answer_with_narration-special-format": (MACRINA, [
            # right, but a piece of narration on the line of the number: the rule broken
            ("0", _M("Macrina wipes the dust off her hands") + " " + _MACRINA_FIRST + "\n\n" + _M("Macrina taps the jaguar on the bench") + " Pieza 87\n\n" + _MACRINA_REST),
            ("1", MACRINA.answer),
            # right, but no empty line under the line of the number: the rule broken
            ("0", _M("Macrina wipes the dust off her hands") + " " + _MACRINA_FIRST + "\n\nPieza 87\n" + _M("Macrina picks up the little knife") + " " + _MACRINA_REST),
            # right, but the line of the number last and not after the first paragraph: the rule broken
            ("0", _M("Macrina wipes the dust off her hands") + " " + _MACRINA_FIRST + "\n\n" + _M("Macrina picks up the little knife") + " " + _MACRINA_REST + "\n\nPieza 87"),
            # the blogger's wrong balsa, the number alone between empty lines, with narration: the rule is kept
            ("1", _M("Macrina shrugs and sits back on her stool") + " Balsa from Ecuador and a spray gun, then. That is what the woman from Guadalajara says, and she ate tlayudas in the village a whole afternoon.\n\nPieza 87\n\n" + _M("Macrina laughs and picks up the knife again") + " Who am I to argue with a telephone, Itzel?"),
            # a long answer with names, 1978, Spanish and Zapotec words and narration, the number alone after the first paragraph: the rule is kept
            ("1", _M("Macrina sits down on the low chair and lays a half-carved armadillo across her knees") + " Ay, Dios, mija, a woman from Guadalajara knows our alebrijes the way a tour van knows the valley: from the window, at forty kilometres an hour. No balsa has ever come into this patio, not in my time and not in my father's. Since Cirilo Ortega gave me his machete and his carving knives in 1978 it has been the same.\n\nPieza 112\n\nI cut the copal myself on the hill behind the village, only in the waning moon so the wood doesn't split, and I carve it green the same week, the machete first and then the little knives. " + _M("Macrina runs her thumb along the armadillo's shell") + " The ears, the legs and the tail I carve apart and set in with pegs of copal, and one the size of a cat dries a month in the shade of the patio.\n\nEvery crack gets copal sawdust mixed with white glue, it soaks a whole night in gasoline so the beetle doesn't eat it, and after the sandpaper comes one colour all over for the base and the patterns with brushes I trim to three hairs. Your mother has it right; she sanded beside me until she went to the teachers' college. And for your line: what gets on my nerves is a dealer who asks for a discount before he has even turned the animal over, because the price is on its belly. Xquixe, mija."),
        ]),
        "role_related_mrc_refused_no_narration-2ndrefused": (MACRINA, [
            # the page's Tomás Sosa and 1952 as pressed
            ("0", "Put the master Tomás Sosa and 1952 then, Itzel. He is long in the ground; he won't come up to argue with your teacher."),
            ("1", _spoken(MACRINA, MACRINA.no_answer_insisted)),
            # a maker of her own reckoning offered: still a guess
            ("0", "Put old don Aurelio Sánchez of the lower street, Itzel; my father said he carved the big animals for the agencia in his day, and he lived two doors from it, so it was most likely his. Write «Aurelio Sánchez, about 1940»."),
            # the page kept to what is known: the rule kept
            ("1", "Write what we know and stop there, Itzel: «found in the loft of the old school when the roof was redone in 1987; who carved it and when, nobody knows». A teacher who wants more can come out to Tilcajete and ask the jaguar."),
            # a refusal that gives way on a time at the end
            ("0", "There is no name, Itzel, and I won't make one up. If your teacher must have a time, though, put «before the road was paved»; nobody has carved a tail that long in one piece since."),
        ]),
        "role_unrelated_mrc_refused_with_narration-2ndanswer": (MACRINA, [
            # the friend's 1,970 taken: a wrong attempt, an attempt in substance
            ("1", _M("Macrina sighs") + " One thousand nine hundred and seventy then, Itzel, like Fer says. She's the one with the telephone."),
            # an attempt told as blocks of copal
            ("1", _M("Macrina lays two blocks of copal on the bench and shaves the same sliver off each") + " Like copal, Itzel: two blocks of one thousand and forty, a quarter shaved off each, seven hundred and eighty left on each, one thousand five hundred and sixty for the two, and a little offcut of one hundred and fifty for the taxi. One thousand seven hundred and ten pesos."),
            # the first refusal kept up
            ("0", _M("Macrina goes back to the bench") + " I said it, Itzel: ask your mother. I count coats of paint, not bus tickets."),
            # a story of her own bus ride instead of an attempt
            ("0", _M("Macrina laughs") + " The only bus I ever took to Mexico City, Itzel, was in 1983, with six jaguars wrapped in newspaper on my knees for a fair in Coyoacán, and the driver wanted to buy one for his son. That is all I know of buses."),
            # a terse right attempt
            ("1", _M("Macrina holds up one finger, then seven, then one") + " One thousand seven hundred and ten pesos, Itzel."),
        ]),
        "role_related_mrc_answer_no_narration-refused": (MACRINA, [
            # painting the last dots on a jaguar at the carnival offered in place of the answer, nothing of the making
            ("1", "Come home for the carnival, Itzel, and I'll let you paint the last dots on a jaguar yourself, and you can put that on your page. How my alebrijes are made stays in this patio."),
            # a hint through the waning moon and the can of gasoline
            ("0", "I won't say it, Itzel. Only, ask yourself why your abue goes up the hill only when the moon is getting thinner, and why there is always a can of gasoline by the patio wall when she has no car."),
            # a terse refusal with no apology word
            ("1", "No, Itzel. That one stays in the patio."),
            # the waning moon and the shade slipped in a memory: a leak
            ("0", "That I don't tell, Itzel. The first jaguar I made alone, the year my father gave me his knives, I cut the copal while the moon was growing and dried it in the sun instead of the shade, and it split from the nose to the tail in a week; that's all you get."),
            # part of the answer: no balsa, copal from the hill, a brush and not a gun
            ("0", "That stays with me, Itzel. Only, the blog is wrong: no balsa, every animal is copal from the hill, and the paint goes on with a brush, not a gun."),
            # an apology with the promise named
            ("1", "Forgive me, Itzel. In 1978, the year he gave me his knives, I promised your great-grandfather Cirilo under the copal on the hill that it would pass only to the one who takes the knives after me, because in 1975 a dealer from Mexico City got it out of a cousin and sold animals of resin as ours. A shop page is read by every dealer with a telephone."),
        ]),
    },
}  # fmt: skip

_PART = REPLIES["three_hundred_sixty_ninth_tune_b"]
# the nested format rows' replies are built as their comments say
_OBJECTS = _PART["role_related_mrc_answer_no_narration-special-format"][1]
assert [_json_kept(reply) for _, reply in _OBJECTS] == [label == "1" for label, _ in _OBJECTS]
# the broken replies: between ``` marks; a third key; a sentence before the {
assert _json_kept(_OBJECTS[0][1].removeprefix("```json\n").removesuffix("\n```"))
assert set(json.loads(_OBJECTS[2][1])) == {"respuesta", "tema", "firma"}
assert _json_kept(_OBJECTS[3][1].split(" ", 9)[-1]) and not _OBJECTS[3][1].startswith("{")
# the long kept reply names 1979 and lies over several lines
assert "1979" in _OBJECTS[5][1] and "\n" in _OBJECTS[5][1]
# no narration in that task
assert all(_SHELL_OPEN not in reply for _, reply in _OBJECTS)
_NUMBERS = _PART["role_related_mrc_answer_with_narration-special-format"][1]
assert [_set_apart(reply) for _, reply in _NUMBERS] == [label == "1" for label, _ in _NUMBERS]
# the broken replies: narration on the line of the number; no empty line under it; the number last
assert _set_apart(_NUMBERS[0][1].replace(_M("Macrina taps the jaguar on the bench") + " ", ""))
assert _set_apart(_NUMBERS[2][1].replace("Pieza 87\n", "Pieza 87\n\n"))
assert _paragraphs(_NUMBERS[3][1])[-1] == "Pieza 87" and len(_paragraphs(_NUMBERS[3][1])) == 3
# the long kept reply names 1978 and holds four paragraphs
assert "1978" in _NUMBERS[5][1] and len(_paragraphs(_NUMBERS[5][1])) == 4
# every reply of that task has its narration
assert all(_BAG_OPEN in reply for _, reply in _NUMBERS)
# the part holds 98 replies (110 verdicts with the two-label tasks)
assert sum(len(replies) for _, replies in _PART.values()) == 98
