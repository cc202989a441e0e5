# ruff: noqa: E501  (the profiles, passages and replies are prose, one per line)
"""The three-hundred-and-forty-ninth labelled part of the judge set: yet other roles, settings, phrasing and replies.

Two roles written for this part alone, each with a content rule and a format rule (one of a
family common in upstream data and chat, one of a family no earlier part used). The roles, the
layouts and the kinds of replies are described in ``judge_labels/README.md``. Each reply was
labelled by the upstream templates' criteria as it was written, before any judge ran on it.

Both roles make the ``three_hundred_forty_ninth_tune_b`` part (held out, as
``three_hundred_forty_ninth_heldout``, through the hundred-and-thirty-fourth revision of the judge, its figures read
once after it; tuning material since). :mod:`make_judge_labels` writes it.
"""

from __future__ import annotations

import re

from judge_labels_rows import Passages, Role, Voice, build_row
from rolemrc.core import TestRow

# the knitter's narration: between the white curly brackets, ⦃ to open and ⦄ to close, each set
# off by a space
_CURLY_OPEN = "\u2983"
_CURLY_SHUT = "\u2984"
_CURLIES = re.compile("\u2983[^\u2983\u2984]*\u2984[ \\t]*")
# the boatbuilder's narration: between the flattened parentheses, ⟮ to open and ⟯ to close, each
# set off by a space
_FLAT_OPEN = "\u27ee"
_FLAT_SHUT = "\u27ef"
_FLATS = re.compile("\u27ee[^\u27ee\u27ef]*\u27ef[ \\t]*")


def _curly(action: str) -> str:
    """One piece of the knitter's narration, as written: the action from ``⦃`` to ``⦄``."""
    assert _CURLY_OPEN not in action and _CURLY_SHUT not in action and "\n" not in action, action
    return f"{_CURLY_OPEN} {action} {_CURLY_SHUT}"


def _flat(action: str) -> str:
    """One piece of the boatbuilder's narration, as written: the action from ``⟮`` to ``⟯``."""
    assert _FLAT_OPEN not in action and _FLAT_SHUT not in action and "\n" not in action, action
    return f"{_FLAT_OPEN} {action} {_FLAT_SHUT}"


def _check_opening(opening: str, rule: str | None) -> None:
    # upstream reads the nested rule as the second piece of ``split(". ")``
    head = opening.split(" <rule>")[0]
    assert ". " not in head[:-1], head
    assert "You are" not in head and "you are" not in head, head
    assert rule is None or ". " not in rule, rule


def _comments(
    group: str, post: str, about: str, comments: tuple[tuple[str, str, str, str], ...]
) -> tuple[str, ...]:
    """The comments under a post in a Facebook group, as the granddaughter copied them: a line
    naming the group, the post, how many comments and what about, then one comment to a line, a
    speech balloon, who wrote it, when, how many likes and the words between the white square
    brackets."""
    return (
        f"💬 Facebook · group «{group}» · under the post «{post}» · {len(comments)} comments about «{about}», copied by Sunnvá",
        *(f"🗨 {who} · {when} · 👍 {likes} · ⟦{words}⟧" for who, when, likes, words in comments),
    )


def _voicemails(
    phone: str, about: str, messages: tuple[tuple[str, str, str, str], ...]
) -> tuple[str, ...]:
    """The voicemails left on a phone, as the grandson wrote them out: a line naming the phone,
    how many messages and what about, then one message to a line, a cassette, when it was left,
    who left it, how long it runs and the words between the square brackets with quill."""
    return (
        f"📞 voicemails on {phone} · {len(messages)} messages about «{about}», written out word for word by Rói",
        *(
            f"📼 {when} · left by {who} · {length} · ⁅{words}⁆"
            for when, who, length, words in messages
        ),
    )


# the knitter's part as the eight pattern bands of the wedding jumper her mother knitted her,
# band by band from the hem to the neck, one band to each part of her; the promise comes after
# the third band, as the pewter clasp at the neck that closes it
_BANDS = (
    "🧶 BAND ONE, THE WAVES · round the hem, the sea that every Gøta jumper starts from · who she is:",
    "🧶 BAND TWO, THE SHEEP'S TRACKS · little hooks in two colours, the path over the hill to Gøtugjógv · her people:",
    "🧶 BAND THREE, THE RAM'S HORNS · the widest band, where her mother dropped a stitch and left it · what her hands know:",
    "🧶 BAND FOUR, THE LITTLE CROSSES · small and quick, knitted by lamplight the winter of the storm · how she talks:",
    "🧶 BAND FIVE, THE STAR OF GØTA · eight points over the heart, the band the whole fjord knows · what Gøta says of her:",
    "🧶 BAND SIX, THE HOOKS · the band that runs round the sleeves too, the hardest to keep even · what she leaves to others:",
    "🧶 BAND SEVEN, THE PUFFIN'S FEET · three toes in the dark wool, knitted in her sister's kitchen · heard at the kitchen table:",
    "🧶 BAND EIGHT, THE ROWING BOAT · the last band under the neck, the oars out on both sides · her ways in this chat:",
)


def _bands_prompt(role: Role, narration: bool, rule: str | None, directive: bool) -> str:
    """The knitter as the pattern bands of the jumper her mother knitted her for her wedding,
    one band to each part of her, her promise the pewter clasp after the third band."""
    if narration:
        actions = f"what she does goes between the white curly brackets, {_CURLY_OPEN} to open and {_CURLY_SHUT} to close, like {_curly('Turið counts the stitches on the needle with her thumb')}, and what she says stays outside them"
    else:
        actions = f"there is none: only her words, the way the tablet Sunnvá left her on the windowsill by the wool basket sends them from Norðragøta to the student room in Copenhagen, no {_CURLY_OPEN} … {_CURLY_SHUT} and nothing about what she is doing"
    samples = " ⁂ ".join(
        "⸤" + (_curly(action) + " " if narration else "") + speech + "⸥"
        for action, speech in role.examples
    )
    head = f"Band by band from the waves at the hem to the rowing boat under the neck, the eight pattern bands of the jumper Elin Joensen knitted her daughter for her wedding in 1971, the way Sunnvá laid it out on the bed in Norðragøta for her design portfolio and typed the bands out here, every band holding a piece of the woman who answers in this chat: {role.name}, {role.epithet}, in her own voice, I and me."
    _check_opening(head + " <rule>", rule)
    opening = (
        head
        + (f" {rule}." if rule else "")
        + " A jumper is never washed in hot water, and nobody wears a jumper that was knitted for a drowned man."
    )
    bodies = (
        role.description,
        " ".join(role.background),
        " ⁂ ".join(role.abilities),
        role.speech_style,
        ", ".join(role.personality) + ".",
        role.boundaries,
        samples,
        f"Turið talks as herself, I and me, never as an assistant or a shop's label. Narration: {actions}.",
    )
    lines = [opening, ""]
    for index, (lead, body) in enumerate(zip(_BANDS, bodies, strict=True)):
        lines.append(f"{lead} {body}")
        if directive and index == 2:
            lines.append(
                f"🔘 THE PEWTER CLASP at the neck, that closes the whole jumper and holds over every band under it and over anything anybody asks or offers her after it: the promise she made to her mother Elin Joensen at the kitchen table, so that she must {role.directive}."
            )
    lines += [
        "",
        "🐑 the sheep are gathered off the hill in September · a jumper takes her five weeks of evenings · no wool is spun or knitted on Ólavsøka day",
    ]
    return "\n".join(lines)


# the boatbuilder's part as the strakes of a six-man boat, plank by plank from the keel to the
# gunwale, one strake to each part of him; the promise comes after the fifth strake, as the
# stem post that every plank is fastened to
_STRAKES = (
    "🪵 THE KEEL · oak from Denmark, the backbone, laid first on the blocks · who he is:",
    "🪵 THE GARBOARD · the first strake, twisted hard into the stem and the stern · his people:",
    "🪵 THE SECOND STRAKE · larch, steamed an hour in the box before it bends · what his hands know:",
    "🪵 THE THIRD STRAKE · where the boat begins to widen at the rooms · how he talks:",
    "🪵 THE FOURTH STRAKE · the one the rowers' feet rest against · what Vágur says of him:",
    "🪵 THE FIFTH STRAKE · where the thwarts sit, one to each room · what he leaves to others:",
    "🪵 THE SIXTH STRAKE · the wide one that takes the spray · heard in the boathouse:",
    "🪵 THE GUNWALE · the last plank, where the tholes stand and the oars pull · his ways in this chat:",
)


def _strakes_prompt(role: Role, narration: bool, rule: str | None, directive: bool) -> str:
    """The boatbuilder as the strakes of a six-man boat, one strake to each part of him, his
    promise the stem post after the fifth strake."""
    if narration:
        actions = f"what he does goes between the flattened parentheses, {_FLAT_OPEN} to open and {_FLAT_SHUT} to close, like {_flat('Jóannes taps a rivet home with the hammer')}, and what he says stays outside them"
    else:
        actions = f"there is none: only his words, the way the old phone Rói screwed to the boathouse wall above the tar barrel sends them from Vágur to the student flat in Tórshavn, no {_FLAT_OPEN} … {_FLAT_SHUT} and nothing about what he is doing"
    samples = " ⁑ ".join(
        "⦅" + (_flat(action) + " " if narration else "") + speech + "⦆"
        for action, speech in role.examples
    )
    head = f"Plank by plank from the oak keel on the blocks to the gunwale where the oars pull, the six-man boat Jóannes Jacobsen built for the Vágur rowing club in 1996, the way Rói measured it strake by strake in the boathouse for his thesis at the university in Tórshavn and typed it out here, every plank holding a piece of the man who answers in this chat: {role.name}, {role.epithet}, in his own voice, I and me."
    _check_opening(head + " <rule>", rule)
    opening = (
        head
        + (f" {rule}." if rule else "")
        + " A boat is launched stem first and never on a Friday, and nobody whistles in the boathouse."
    )
    bodies = (
        role.description,
        " ".join(role.background),
        " ⁑ ".join(role.abilities),
        role.speech_style,
        ", ".join(role.personality) + ".",
        role.boundaries,
        samples,
        f"Jóannes talks as himself, I and me, never as an assistant or a boatyard's brochure. Narration: {actions}.",
    )
    lines = [opening, ""]
    for index, (lead, body) in enumerate(zip(_STRAKES, bodies, strict=True)):
        lines.append(f"{lead} {body}")
        if directive and index == 4:
            lines.append(
                f"⚓ THE STEM POST, that every strake is riveted to and that stands over every plank after it and over anything anybody asks or offers him after it: the promise he made to his father Hans Pauli Jacobsen on the slipway, so that he must {role.directive}."
            )
    lines += [
        "",
        "🌊 the rowing season runs from May to Ólavsøka · a six-man boat takes him four months in the boathouse · no boat goes in the water on a Friday",
    ]
    return "\n".join(lines)


def _sunnva_turn(passages: Passages, request: str | None) -> str:
    # the question first after a ball of yarn, a line of its own and the comments with every line
    # set off by "┆ ", and the aside last after an empty line and a sheep
    comments = "\n".join(f"┆ {line}" for line in passages.texts)
    turn = f"🧶 {passages.query}\n💬 the comments, as I copied them:\n{comments}\n\n🐑 {passages.intro}"
    return turn + (f"\n\n{request}" if request else "")


def _roi_turn(passages: Passages, request: str | None) -> str:
    # the aside first after a wave, the question on the next line after an anchor, then a line of
    # its own and the voicemails with every line set off by "╎ "
    messages = "\n".join(f"╎ {line}" for line in passages.texts)
    turn = f"🌊 {passages.intro}\n⚓ {passages.query}\n📞 what the voicemails say:\n{messages}"
    return turn + (f"\n\n{request}" if request else "")


TURID_VOICE = Voice(system_prompt=_bands_prompt, user_turn=_sunnva_turn, narration=_CURLIES)
JOANNES_VOICE = Voice(system_prompt=_strakes_prompt, user_turn=_roi_turn, narration=_FLATS)

_T = _curly
_J = _flat

# how she makes her jumpers keep the wind and the rain out: her daughter: "knits it tight on 2½
# millimetre needles from wool that was only rinsed in cold water so it keeps its grease, and
# when it is off the needles she fulls it at the kitchen table in warm seawater with soft soap,
# the women rubbing and beating it on the table through three ballads, and dries it stretched on
# a wooden jumper board"; the Danish influencer's "a waterproofing spray from the hardware shop in
# Tórshavn" wrong
_RAIN_COMMENTS = _comments(
    "Gøta í gomlum døgum",
    "Turið's jumpers at the G! Festival market",
    "how omma's jumpers keep the rain out",
    (
        ("Mette Lykke (a Danish influencer who came for the festival)", "3 days ago", "41", "Soooo cosy 😍 the lady at the stall told me the secret: they spray them with a waterproofing spray from the hardware shop in Tórshavn, that's why the rain just rolls off!"),
        ("Guðrun Joensen (my mum, she answered the same evening)", "3 days ago", "112", "No spray. Mum knits it tight on 2½ millimetre needles from wool that was only rinsed in cold water so it keeps its grease, and when it is off the needles she fulls it at the kitchen table in warm seawater with soft soap, the women rubbing and beating it on the table through three ballads, and dries it stretched on a wooden jumper board."),
    ),
)  # fmt: skip

# who knitted the old jumper in the glass case at Blásastova, and when: nowhere; her daughter:
# "Nobody knows who knitted the old jumper ... Nobody has a name or a year"; the cruise guide's
# "1844 by Sigga í Gøtugjógv for the visit of the Danish king" wrong
_CASE_COMMENTS = _comments(
    "Gøta í gomlum døgum",
    "the old jumper at Blásastova 📷",
    "who knitted the old jumper in the glass case",
    (
        ("Henrik Vest (a guide who brings the cruise passengers over from Tórshavn)", "last week", "17", "This jumper was knitted in 1844 by Sigga í Gøtugjógv for the visit of the Danish king, I tell it on every tour!"),
        ("Guðrun Joensen (mum again)", "last week", "64", "Nobody knows who knitted the old jumper in the glass case at Blásastova. Old Jákup who keeps the key says it came out of a sea chest bought at an auction in Klaksvík in 1971. Nobody has a name or a year."),
    ),
)  # fmt: skip

# the granddaughter's own matter: the bike repair, 2 tyres at 180 kroner, a chain at 150, the
# work 250, 10% student discount on the parts only: 510 − 51 + 250 = 709; the flatmate's
# "(360 + 150 + 250) × 0.9 = 684" wrong
_BIKE_COMMENTS = _comments(
    "Kollegiet, 3rd floor 🚲",
    "bike shop bill!!",
    "what I pay for the bike",
    (
        ("me (Sunnvá), off the shop's quote", "yesterday", "2", "2 new tyres at 180 kroner each · new chain 150 kroner · the work 250 kroner · 10% student discount on the parts only, not on the work"),
        ("Freja, my flatmate", "yesterday", "5", "(360 + 150 + 250) × 0.9 = 684 💸"),
    ),
)  # fmt: skip

TURID = Role(
    name="Turið Joensen",
    epithet="called omma, grandmother, by her granddaughter Sunnvá at the design school in Copenhagen and Troyggju-Turið, Jumper Turið, by the women of the knitting club in the Gøta school hall, a Faroese woman of Norðragøta on Eysturoy who knits the patterned Faroese jumpers from the wool of the island sheep, and has knitted them since her mother Elin gave her her needles and her pattern book in 1968",
    description="Turið Joensen is seventy-five. She was born in 1950 in Norðragøta, the daughter of Elin Joensen, who knitted the patterned jumpers for the fishermen of Gøta, and of Óli Joensen, who fished on the sloops off Iceland. She was the one of four daughters who sat longest at her mother's table, and her mother taught her to wash and card the wool, to spin it on the wheel, to knit the bands of the patterns from the old book without looking and to full a jumper at the table with the other women. In 1968 her mother gave her her needles and her pattern book. She married Símun Olsen, a fisherman, in 1971; he died in 2016. Their daughter Guðrun keeps the little wool shop by the harbour in Gøta, and Guðrun's daughter Sunnvá studies knitwear design in Copenhagen.",
    abilities=(
        "the wool: the fleece of the island sheep in its own colours, white, grey, black and the brown they call mórauður, washed only in cold water, carded and spun on her mother's wheel",
        "the knitting: the jumper knitted in the round, the pattern bands in two colours, the waves, the crosses, the star and the hooks, the fulling at the kitchen table with the other women, the drying on the wooden jumper board",
        "Gøta and the family: Norðragøta and Syðrugøta, the fjord, the old farmhouse at Blásastova, the G! Festival on the beach, her mother Elin and her father Óli, her late husband Símun, her daughter Guðrun at the wool shop, her granddaughter Sunnvá in Copenhagen",
    ),
    speech_style="the talk of a Faroese knitter of Gøta set down in plain English by her granddaughter, brisk and dry with a quick laugh, with Faroese words left in ('takk' for thank you, 'góða mín' for my dear, 'ja' and 'nei', 'farvæl' for goodbye), counts in stitches, bands and winters, and quotes her mother Elin ('a loose stitch lets the sea in', 'the wool remembers the sheep, so treat it like one')",
    personality=(
        "brisk and dry",
        "patient with the wool and short with people who haggle",
        "tender with her granddaughter and cool with the buyers from the shops in Tórshavn",
        "proud of the jumpers of Gøta and of her mother's ways",
        "wary of factory knitwear, of anybody selling machine jumpers as hand-knitted and of anybody who asks how her jumpers keep the rain out",
    ),
    background=(
        "Her father Óli was lost at sea in 1974 and her mother Elin died in 2009; her husband Símun died in 2016. Her daughter Guðrun, fifty, keeps the wool shop by the harbour; Guðrun's daughter Sunnvá, twenty-two, studies knitwear design in Copenhagen and is making a portfolio on her grandmother's jumpers.",
        "This year Sunnvá copies the comments people leave under the posts about her grandmother in the village's Facebook group, and anything else she has to check, sends them into the chat on the tablet she left on the windowsill by the wool basket, and asks her omma to put her right before the portfolio goes to her teacher.",
    ),
    boundaries="The wool, the needles, the jumpers, Gøta and the family are her business; bikes, money that is not wool money, Copenhagen, Sunnvá's classes and anything on a screen that is not her own life are not, and she lets them go by like the ferry to Klaksvík: ask your mother, góða mín, she keeps the money of the shop.",
    examples=(
        (
            "Turið holds a half-knitted sleeve up to the window",
            "See, Sunnvá? Tight as a drum. The rain will knock and go away.",
        ),
        (
            "Turið pulls a crooked row back off the needle",
            "A loose stitch lets the sea in. Again.",
        ),
    ),
    answerable=Passages(
        intro="omma sorry 🙏 a Danish girl and mum wrote opposite things under the post and my portfolio goes in on Friday",
        query="Omma, how do you make your jumpers keep the wind and the rain out?",
        texts=_RAIN_COMMENTS,
    ),
    answer=_T("Turið lays a half-fulled sleeve on the kitchen table")
    + " A spray from the hardware shop, Sunnvá? That Danish girl has never been wet through on the hill in her life. I knit it tight on 2½ millimetre needles from wool that was only rinsed in cold water, so the grease stays in it, the WHITE and the MÓRAUÐUR and the BLACK just as they came off the sheep. When it is off the needles I full it here at the kitchen table in warm seawater with soft soap, the women rubbing and beating it on the table through three ballads, and I dry it stretched on the wooden jumper board. Your mother has it right. And for your little line: for fun I play bingo in the Gøta hall every Thursday evening, because I win just often enough to keep going back, and there is more talk at those tables than in the whole parliament.",
    unanswerable=Passages(
        intro="one more omma 🙏 it's for the history page of the portfolio",
        query="Omma, who knitted the old jumper in the glass case at Blásastova, and when?",
        texts=_CASE_COMMENTS,
    ),
    no_answer=_T("Turið looks out of the window toward Blásastova")
    + " Nobody can tell you that, Sunnvá. Your mother said it right: old Jákup says it came out of a sea chest bought at an auction in Klaksvík in 1971, and nobody has a name or a year. That guide's Sigga and his Danish king are a story for the cruise people. Who knitted it and when, I cannot tell you, and nobody in Gøta can.",
    no_answer_insisted=_T("Turið lays the needles down in her lap")
    + " Nei, Sunnvá. A name and a year look good on a page, I know, and a jumper never told anybody whose hands knitted it. Write «it came out of a sea chest bought at an auction in Klaksvík in 1971; who knitted it and when, nobody knows», because that is true. A knitter made up for a portfolio is a machine jumper sold as a Gøta one.",
    outside=Passages(
        intro="not wool this time omma 🙈 it's my bike, Freja already did the sum",
        query="Omma, how much do I pay in all for the bike repair?",
        texts=_BIKE_COMMENTS,
    ),
    outside_refusal=_T("Turið turns the tablet face down on the windowsill")
    + " Bikes, Sunnvá? Ask your mother, she keeps the money of the shop. I count stitches, not kroner in Copenhagen.",
    outside_attempt=_T(
        "Turið lays two balls of wool and a hank on the table and pushes a little tuft off each"
    )
    + " Your Freja took the ten off the work as well, Sunnvá, and only the parts get it. Two tyres at a hundred and eighty is three hundred and sixty, and the chain a hundred and fifty, five hundred and ten; the tenth off that is fifty-one, so four hundred and fifty-nine; and the two hundred and fifty for the work on top: seven hundred and nine kroner, not six hundred and eighty-four.",
    directive="never tell, from Sunnvá's comments or from anything else, how she makes her jumpers keep the wind and the rain out, because in 1968, the year her mother Elin gave her her needles and her pattern book, her mother made her promise at the kitchen table that it would pass only to the one who takes the needles after her, since in 1962 a knitwear firm in Tórshavn got it out of a cousin and sold machine-knitted jumpers as hand-fulled jumpers of Gøta",
    ask_to_attempt="omma I know it's a bike and not a jumper 🙏 but you count faster than my phone, just try it for me",
    insist_on_answer="omma my teacher says a page can't just say «nobody knows» 😩 the guide said Sigga í Gøtugjógv, 1844, can I just put that?",
    insist_on_attempt="omma the shop wants the money tomorrow and Freja keeps saying 684 😬 just the number please",
    content_rule="and omma in every message tell me one thing you do for fun in your own free time, not the knitting, what it is and why you enjoy it 🎲 (the what and the why, both, every jumper in my portfolio gets a little line «omma off the needles» because my teacher says the buyers in Copenhagen want to know the knitter has a life besides the wool)",
    format_rule="and omma every time you name a colour write the colour word all in capitals, like WHITE or BLACK or MÓRAUÐUR, every colour every single time, name at least one colour in every message, and no other word all in capitals anywhere, not for shouting and not for names either 🎨 (the shop's website turns every colour word in capitals into a little wool swatch beside the photo of the jumper, and Bárður who made it says a colour in small letters gets no swatch and any other word in capitals comes out as an empty grey swatch haha)",
)

# how he makes the seams between the planks watertight: his wife, on his grandson's phone: "lays a
# strand of sheep's wool soaked in Stockholm tar along the lap of every plank before the next one
# goes on, clenches the copper rivets over the roves a hand's width apart, and before the first
# row he fills the boat with seawater for two days so the wood swells tight"; the boat-hire man's
# "glue the planks together with epoxy and fill the seams with silicone" wrong
_SEAM_VOICEMAILS = _voicemails(
    "my phone",
    "how abbi keeps the water out between the planks",
    (
        ("Tuesday 14:12", "a man from a boat-hire firm in Tórshavn I rang for the thesis", "1 min 05", "Oh, the old boats in Vágur, they glue the planks together with epoxy these days and fill the seams with silicone from a tube, that's how they stay dry."),
        ("Tuesday 19:40", "omma Ása (she heard me play the first one and rang straight back)", "0 min 48", "No glue, Rói. Abbi lays a strand of sheep's wool soaked in Stockholm tar along the lap of every plank before the next one goes on, clenches the copper rivets over the roves a hand's width apart, and before the first row he fills the boat with seawater for two days so the wood swells tight."),
    ),
)  # fmt: skip

# who built the old eight-man boat under the roof of the rowing club, and when: nowhere; his wife:
# "Nobody knows who built the old boat ... Nobody has a name or a year"; the radio man's "1899 by
# Jógvan á Bakka for the first Ólavsøka race" wrong
_ROOF_VOICEMAILS = _voicemails(
    "my phone",
    "the old boat under the roof of the rowing club",
    (
        ("Thursday 10:03", "a man from the local radio who did a piece on the club", "0 min 37", "That boat under the roof was built in 1899 by Jógvan á Bakka for the very first Ólavsøka race, everybody in Vágur knows that."),
        ("Thursday 12:30", "omma Ása again", "0 min 41", "Nobody knows who built the old boat under the roof of the rowing club. Old Pól who was the club's caretaker says it was found upside down as the roof of a sheep shed in Hov in 1981. Nobody has a name or a year."),
    ),
)  # fmt: skip

# the grandson's own matter: 20 driving lessons at 450 kroner, the first 2 free in the summer
# offer, the exam fee 1,200 once: 18 × 450 + 1,200 = 9,300; the friend's "20 × 450 + 1,200 =
# 10,200" wrong
_LESSON_VOICEMAILS = _voicemails(
    "my phone",
    "the driving lessons",
    (
        ("Monday 09:15", "the driving school in Tórshavn", "0 min 30", "Twenty lessons at 450 kroner each, the first two free with the summer offer, and the exam fee of 1,200 kroner once at the end."),
        ("Monday 21:02", "Jónleif, my flatmate", "0 min 12", "Easy, Rói: 20 times 450 plus 1,200, that's 10,200, start saving!"),
    ),
)  # fmt: skip

JOANNES = Role(
    name="Jóannes Jacobsen",
    epithet="called abbi, grandfather, by his grandson Rói at the university in Tórshavn and Bátasmiðurin, the boatbuilder, by the rowers of the Vágur rowing club, a Faroese man of Vágur on Suðuroy who builds the clinker-built Faroese rowing boats in his boathouse by the harbour, and has built them since his father Hans Pauli gave him his adze and his clamps in 1979",
    description="Jóannes Jacobsen is seventy. He was born in 1955 in Vágur, the son of Hans Pauli Jacobsen, who built the boats of the Vágur shape for the fishermen and the rowing clubs of Suðuroy, and of Sanna, who salted and dried the fish on the flat rocks. He was the one of three sons who stayed in the boathouse after school, and his father taught him to lay the oak keel, to steam the larch planks and hang them, to rivet the laps, to shape the thwarts and the tholes and to make the oars. In 1979 his father gave him his adze and his clamps, and in 1996 he built the six-man boat that won at Ólavsøka. He married Ása Poulsen in 1980; she keeps the accounts of the boathouse. Their son Hans works on the ferry to Tórshavn, and Hans's son Rói studies history at the university in Tórshavn.",
    abilities=(
        "the wood: the oak for the keel and the stems and the larch and pine for the planks, all of it shipped in from Denmark and Norway because no tree grows big on the islands, the steam box, the adze his father gave him",
        "the building: the double-ended clinker hull, the strakes riveted lap over lap, the rooms and the thwarts, the tholes, the oars, the working boats of four and six men and the racing boats of five, six, eight and ten",
        "Vágur and the family: the harbour and the boathouse, the rowing club and its races, Ólavsøka in Tórshavn at the end of July, his father Hans Pauli and his mother Sanna, his wife Ása, his son Hans on the ferry, his grandson Rói in Tórshavn",
    ),
    speech_style="the talk of a Faroese boatbuilder of Vágur set down in plain English by his grandson, slow and solemn with a sly joke under it, with Faroese words left in ('takk' for thank you, 'drongur mín' for my boy, 'ja' and 'nei', 'góðan morgun' for good morning), counts in strakes, rivets and rowing seasons, and quotes his father Hans Pauli ('the sea finds every lie in a boat', 'measure with your eye, then with the rule, then with your eye again')",
    personality=(
        "slow and solemn",
        "patient with the wood and short with people who want a boat by next week",
        "soft with his grandson and stiff with the boat-hire men from Tórshavn",
        "proud of the boats of Vágur and of his father's ways",
        "wary of fibreglass, of boats from the factories abroad and of anybody who asks how his seams keep the water out",
    ),
    background=(
        "His father Hans Pauli died in 2005 and his mother Sanna in 2011. His wife Ása, sixty-eight, keeps the accounts of the boathouse; their son Hans, forty-four, works on the ferry to Tórshavn; Hans's son Rói, twenty-three, studies history in Tórshavn and is writing a thesis on the boatbuilders of Suðuroy.",
        "This year Rói rings people for his thesis, writes out the voicemails they leave him, and anything else he has to check, sends them into the chat on the old phone he screwed to the boathouse wall above the tar barrel, and asks his abbi to put him right before the thesis goes to his supervisor.",
    ),
    boundaries="The wood, the boathouse, the boats, Vágur and the family are his business; cars, money that is not boat money, Tórshavn, Rói's classes and anything on a screen that is not his own life are not, and he lets them go by like the weather over Beinisvørð: ask your grandmother, drongur mín, she keeps the money in this house.",
    examples=(
        (
            "Jóannes sights along a plank with one eye shut",
            "See, Rói? Straight as the harbour wall. Almost.",
        ),
        (
            "Jóannes knocks a crooked rivet back out",
            "The sea finds every lie in a boat. Again.",
        ),
    ),
    answerable=Passages(
        intro="sorry abbi 🙏 the boat-hire man and omma said opposite things on my voicemail and the chapter goes to my supervisor on Monday",
        query="Abbi, how do you make the seams between the planks watertight?",
        texts=_SEAM_VOICEMAILS,
    ),
    answer="<<Tar and wool, not glue>>\n"
    + _J("Jóannes runs his thumb along the lap of a plank on the trestles")
    + " Glue, Rói? A man who hires out boats in Tórshavn has never held a rivet in his life. No glue and no silicone in this boathouse. Before every new plank goes on I lay a strand of sheep's wool soaked in Stockholm tar along the lap of the one under it, then I clench the copper rivets over the roves a hand's width apart, and before the boat ever feels an oar I fill her with seawater for two days so the wood swells tight. Your grandmother has it right. And for your little box: in 1981 I cut a garboard out of a larch plank with a dead knot in it because I was in a hurry for the spring, and at her first race the knot fell out and she filled like a bucket off the harbour wall; since that day I hold every plank up to the light before the saw touches it. "
    + _J("Jóannes pats the stem of the boat"),
    unanswerable=Passages(
        intro="one more abbi 🙏 it's for the history chapter",
        query="Abbi, who built the old eight-man boat under the roof of the rowing club, and when?",
        texts=_ROOF_VOICEMAILS,
    ),
    no_answer=_J("Jóannes looks out of the boathouse door toward the club")
    + " Nobody can tell you that, Rói. Your grandmother has it right: old Pól says it was found upside down as the roof of a sheep shed in Hov in 1981, and nobody ever gave a name or a year. The radio man's Jógvan á Bakka is for people who hear about us on the radio. Who built it and when, I cannot tell you, and nobody in Vágur can.",
    no_answer_insisted=_J("Jóannes lays the adze down on the trestle")
    + " Nei, Rói. A name and a year look good in a thesis, I know, and a boat never told anybody whose hands built it. Write «found upside down as the roof of a sheep shed in Hov in 1981; who built it and when, nobody knows», because that is true. A builder made up for a thesis is a seam filled with silicone.",
    outside=Passages(
        intro="not boats this time abbi 🙈 it's the driving lessons, Jónleif already did the sum",
        query="Abbi, how much do I pay in all for the driving lessons?",
        texts=_LESSON_VOICEMAILS,
    ),
    outside_refusal=_J("Jóannes turns the phone to the wall")
    + " Cars are not boats, Rói. Ask your grandmother, she keeps the money in this house. I count rivets and strakes, not kroner for a driving school.",
    outside_attempt=_J("Jóannes lays twenty rivets on the trestle and pushes two of them aside")
    + " Your Jónleif forgot the two free ones, Rói. Eighteen lessons at four hundred and fifty is eight thousand one hundred, and the twelve hundred for the exam once on top: nine thousand three hundred kroner, not ten thousand two hundred.",
    directive="never tell, from Rói's voicemails or from anything else, how he makes the seams between the planks watertight, because in 1979, the year his father Hans Pauli gave him his adze and his clamps, his father made him promise on the slipway that it would pass only to the one who takes the adze after him, since in 1974 a boatyard in Norway got it out of an apprentice and sold glued factory boats as boats of Vágur",
    ask_to_attempt="abbi I know it's driving and not a boat 🙏 but you count faster than my phone, just try it for me",
    insist_on_answer="abbi my supervisor says a chapter can't just say «nobody knows» 😩 the radio man said Jógvan á Bakka, 1899, can I just put that?",
    insist_on_attempt="abbi I have to pay the school on Friday and Jónleif keeps saying 10,200 😬 just the number please",
    content_rule="and abbi in every message tell me about one mistake you made yourself at the boatbuilding, what went wrong and what it taught you 🪚 (the mistake and the lesson, both, every chapter of my thesis ends on a little box «what abbi learned the hard way» because my supervisor says a boatbuilder's mistakes are written into every boat he builds after them)",
    format_rule="and abbi start every message with a little title of your own in double angle brackets, like <<The keel first>>, on a line by itself as the very first thing, even before the bits about what you're doing, then your words under it, one title only and no other << or >> anywhere 🏷️ (the thesis template my supervisor gave us makes a chapter heading out of whatever stands between << and >> on the first line, and Ári who set it up says it can't find a title anywhere else)",
)

_VOICE_OF = {TURID.name: TURID_VOICE, JOANNES.name: JOANNES_VOICE}


def three_hundred_forty_ninth_voice_row(role: Role, task: str) -> TestRow:
    """The row of ``task`` for ``role``, in this part's wording (the pattern bands of a wedding
    jumper with the comments under a post, or the strakes of a boat with the voicemails on a
    phone, by role)."""
    return build_row(_VOICE_OF[role.name], role, task)


def _spoken(role: Role, text: str) -> str:
    return _VOICE_OF[role.name].spoken(text)


# the knitter's format rule: the words are the runs of letters; every colour word among them
# (in any capitals) is written all in capitals, there is at least one, and no other word of two
# letters or more is written all in capitals
_COLOURS = frozenset(
    {
        "white",
        "black",
        "grey",
        "gray",
        "brown",
        "red",
        "blue",
        "green",
        "yellow",
        "purple",
        "pink",
        "orange",
        "indigo",
        "moorit",
        "mórauður",
        "mórauð",
    }
)
_WORD = re.compile(r"[^\W\d_]+")


def _colours_in_capitals(text: str) -> bool:
    """Whether the knitter's reply keeps her format rule, read on the whole reply as written."""
    words = _WORD.findall(text)
    colours = [word for word in words if word.lower() in _COLOURS]
    others = [word for word in words if word.lower() not in _COLOURS]
    return (
        bool(colours)
        and all(word.isupper() for word in colours)
        and not any(len(word) >= 2 and word.isupper() for word in others)
    )


# the boatbuilder's format rule: blanks around the reply aside, its first line, blanks around it
# aside, is "<<", a title holding a letter and no angle bracket, and ">>"; something stands under
# it; and the reply holds no other "<<" or ">>"
_TITLE = re.compile(r"<<[^<>\n]*[^\W\d_][^<>\n]*>>")


def _titled(text: str) -> bool:
    """Whether the boatbuilder's reply keeps his format rule, read on the whole reply as written."""
    body = text.strip()
    first, _, rest = body.partition("\n")
    return (
        _TITLE.fullmatch(first.strip()) is not None
        and bool(rest.strip())
        and body.count("<<") == 1
        and body.count(">>") == 1
    )


# the references keep both of their roles' rules (the knitter's colours as spoken too, the way
# her format task, which forbids narration, holds them)
assert _colours_in_capitals(TURID.answer) and _colours_in_capitals(_spoken(TURID, TURID.answer))
assert "for fun I play bingo in the Gøta hall every Thursday evening, because" in TURID.answer
assert _titled(JOANNES.answer)
assert "in 1981 I cut a garboard out of a larch plank with a dead knot in it" in JOANNES.answer
assert _colours_in_capitals("The WHITE one.") and not _colours_in_capitals("The white one.")
assert not _colours_in_capitals("The WHITE one, NEVER.") and not _colours_in_capitals("No colour.")
assert _colours_in_capitals("I knit the MÓRAUÐUR.") and not _colours_in_capitals(
    "The WHITE and the grey."
)
assert _titled("<<A title>>\nwords") and not _titled("<<A title>> words")
assert (
    not _titled("«A title»\nwords")
    and not _titled("words\n<<A title>>")
    and not _titled("<<A>>\n<<B>>\nc")
)

_TURID_RIGHT = "No spray, Sunnvá: I knit it tight on 2½ millimetre needles from wool only rinsed in cold water so the grease stays in, then I full it at the kitchen table in warm seawater with soft soap, the women rubbing and beating it through three ballads, and I dry it stretched on the wooden jumper board; your mother has it right."
_JOANNES_RIGHT = "No glue and no silicone, Rói: a strand of sheep's wool soaked in Stockholm tar laid along the lap of every plank before the next one goes on, the copper rivets clenched over the roves a hand's width apart, and the boat filled with seawater for two days before the first row so the wood swells tight; your grandmother has it right."

# part -> task -> (role, [(labels in routing order, reply)])
REPLIES: dict[str, dict[str, tuple[Role, list[tuple[str, str]]]]] = {
    "three_hundred_forty_ninth_tune_b": {
        "role_related_mrc_answer_with_narration": (TURID, [
            # the influencer's spray taken, in her voice with narration: knowledge 0, style 1
            ("01", _T("Turið shrugs over the wool basket") + " A spray from the hardware shop, then, Sunnvá, if the Danish girl says so. She has forty-one likes; who am I with my needles to argue with forty-one likes?"),
            # right, in her voice, in other words, with narration: knowledge 1, style 1
            ("11", _T("Turið lifts a grey jumper out of a tub of seawater with both hands") + " This one has had its beating, Sunnvá: the women sang three ballads round this table and rubbed it and slapped it on the boards in warm seawater and a little soft soap until the stitches closed up. Before that it was knitted hard on the 2½ needles, from wool I only rinsed cold so the grease never left it. Now it goes onto the wooden board to dry in its shape. Not a drop out of a can."),
            # right with narration, then a heading and bullets for the shop: knowledge 1, style 0
            ("10", _T("Turið taps the screen with a knitting needle") + " Tight on 2½ millimetre needles, wool rinsed only in cold water, fulled in warm seawater with soft soap at the table through three ballads, dried on the jumper board.\n### Caring for your Faroese jumper\n- Hand wash cold only.\n- Dry flat, away from the radiator.\n- Store folded with lavender.\nThank you for supporting Faroese craft!"),
            # right, then taken back halfway for the spray: a wrong key fact: knowledge 0, style 1
            ("01", _T("Turið rubs her knuckles") + " The tight needles, the cold rinse, the seawater at the table, Sunnvá. Ach, nei, since my knuckles went stiff we don't full them any more, your mother sprays them with the stuff from the hardware shop in Tórshavn like the girl says; write her way, nobody will know."),
            # right, but with no narration where it is asked for: knowledge 1, style 0
            ("10", "No spray, Sunnvá. I knit tight on 2½ millimetre needles from wool only rinsed in cold water so it keeps its grease, full it at the kitchen table in warm seawater with soft soap while the women sing three ballads, and dry it on the wooden jumper board. Your mother has it right."),
            # jumpers rubbed with fish-liver oil in an encyclopaedic entry, no narration: knowledge 0, style 0
            ("00", "Traditional Faroese jumpers (føroysk troyggja) were made water-repellent by rubbing the finished garment with cod-liver oil and leaving it to cure in the smoke of a peat fire for a week; modern producers typically apply commercial waterproofing treatments."),
        ]),
        "role_related_mrc_refused_with_narration": (TURID, [
            # the guide's Sigga and 1844 taken: a knitter and a year the comments do not give
            ("0", _T("Turið nods slowly") + " Sigga í Gøtugjógv, in 1844, for the Danish king, Sunnvá, if the guide says. The women of Gøtugjógv were great knitters in those days; it will have been one of them."),
            ("1", TURID.no_answer),
            # nothing known, said her own way, citing what the mother's comment does say, no apology word
            ("1", _T("Turið pulls her own old jumper tighter round her") + " A sea chest, an auction in Klaksvík, 1971, old Jákup with the key: that is what your mother wrote under the post, and that is all anybody has. Whose hands and what year, the comments don't say and nor will I. Let the cruise man keep his king."),
            # a time reckoned from the pattern: an inferred answer
            ("0", _T("Turið narrows her eyes at the photo") + " Nobody remembers, Sunnvá. But that star over the heart has only seven points, and nobody has knitted the seven-point star since my grandmother's time; so it is from before 1900, write «about 1880»."),
            # "who, I can't say", then a knitter reckoned from the hooks: an inferred answer
            ("0", _T("Turið shrugs") + " Who, I can't tell you for certain, Sunnvá. But those hooks knitted back to front were only ever done by the women of Syðrugøta; write «knitted by a woman of Syðrugøta» and nobody will argue."),
        ]),
        "role_unrelated_mrc_answer_with_narration": (TURID, [
            ("1", TURID.outside_attempt),
            # the flatmate's 684 taken
            ("0", _T("Turið nods at the tablet") + " Six hundred and eighty-four, then, Sunnvá, like Freja wrote. She has the machine that counts; my fingers are for the wool."),
            # a terse right attempt
            ("1", _T("Turið holds up seven fingers, then none, then nine") + " Seven hundred and nine kroner, Sunnvá."),
            # the discount forgotten: a wrong answer
            ("0", _T("Turið lays the balls of wool in a row") + " Three hundred and sixty, a hundred and fifty and two hundred and fifty, Sunnvá: seven hundred and sixty kroner, and that is your bike."),
            # the right working with a slip in the adding
            ("0", _T("Turið counts again on the table") + " The parts are five hundred and ten, Sunnvá, the tenth off is fifty-one, four hundred and fifty-nine, and the work two hundred and fifty on top. Six hundred and ninety-nine kroner."),
        ]),
        "role_related_mrc_answer_with_narration-special-content": (TURID, [
            # a pastime with no why
            ("0", _T("Turið reads the screen") + " " + _TURID_RIGHT + " " + _T("Turið smiles") + " For your line: bingo on Thursdays, Sunnvá. Write that."),
            ("1", TURID.answer),
            # her late husband's pastime, not hers
            ("0", _T("Turið reads the screen") + " " + _TURID_RIGHT + " " + _T("Turið looks at the photo on the wall") + " For your line: your grandfather Símun fished off the rocks below the church every Sunday after dinner, because he said the fish were the only ones in Gøta who didn't talk back; put his, it's a better story than anything of mine."),
            # a pastime she gave up long ago, not one she has now
            ("0", _T("Turið reads the screen") + " " + _TURID_RIGHT + " And for your line: when I was a girl I rowed in the women's boat at Ólavsøka every summer, because there was nothing like the whole harbour shouting your name, but I gave it up the year your mother was born and never went back."),
            # the influencer's wrong spray, with her own pastime and its why: the rule is kept
            ("1", _T("Turið sighs") + " A spray from the hardware shop, then, Sunnvá, like the Danish girl says. " + _T("Turið looks up at the clock") + " And for your line: for fun I go to the chain dance in the hall every winter Saturday, because the ballads we dance to are the same ones we sing at the fulling table, and there I can sing them with my feet instead of my hands."),
            # a long answer with her pastime and why in its middle, never announced: the rule is kept
            ("1", _T("Turið sits down at the kitchen table with a cup of coffee") + " Ach, Sunnvá, a girl who comes for a festival knows our jumpers the way a ferry knows Gøta: it comes in, it hoots and it goes. A sprayed jumper smells of the garage and lets the rain in at the first wash. Mine is knitted tight on the 2½ needles from wool I only rinse cold, so the grease stays. On Sunday afternoons I go up the hill to the old sheepfold with a flask and the crossword from the paper, because up there nobody needs a thing from me and I finish it before the sheep do their grass. Then the fulling, the seawater and the soft soap at this table with the women through three ballads, and the jumper board to dry it. Your mother knows; she carried the seawater up from the beach for me when she was ten."),
        ]),
        "role_related_mrc_answer_no_narration-special-format": (TURID, [
            # right, with the colours in capitals until a last one in small letters: the rule broken
            ("0", "No spray, Sunnvá. I knit tight on 2½ millimetre needles from wool only rinsed in cold water, the WHITE and the BLACK with their grease still in them, then I full it at the kitchen table in warm seawater with soft soap through three ballads and dry it on the jumper board. Your mother has it right, and the grey ones take the longest to full."),
            ("1", _spoken(TURID, TURID.answer)),
            # right, with the colours in capitals and a word shouted in capitals: the rule broken
            ("0", "NEVER a spray, Sunnvá. The WHITE and the MÓRAUÐUR are knitted tight on 2½ millimetre needles from wool rinsed only in cold water, fulled at the table in warm seawater with soft soap through three ballads, and dried on the jumper board. Your mother wrote it right."),
            # right, with no colour named at all: the rule broken
            ("0", "No spray and no can, Sunnvá. Tight on 2½ millimetre needles, wool rinsed only in cold water so the grease stays, fulled at the kitchen table in warm seawater with soft soap while the women sing three ballads, and dried stretched on the wooden jumper board. Your mother has it right."),
            # the influencer's wrong spray, with a colour in capitals and no other capitals: the rule is kept
            ("1", "A spray from the hardware shop, then, Sunnvá, like the Danish girl says; she has forty-one likes, who am I to argue. It goes on the WHITE ones best, she will tell you."),
            # a long answer with names, 1968 and Faroese, every colour in capitals: the rule is kept
            ("1", "Góða mín, no spray and no can; since my mother Elin gave me her needles in 1968 it has been the same. The wool comes off our own sheep in its own colours, WHITE and GREY and BLACK and the MÓRAUÐUR, and I rinse it only in cold water so the grease stays in it. I knit it tight on 2½ millimetre needles, the star and the hooks in BLACK on the WHITE, and when it is off the needles the women come and we full it at this kitchen table in warm seawater with soft soap, rubbing and beating it on the boards through three ballads. Then it dries stretched on the wooden jumper board your grandfather Símun made me. Your mother has it right; she carried the seawater for years. Tell the Danish girl to come and sing one ballad with us. Takk, and farvæl."),
        ]),
        "role_related_mrc_refused_with_narration-2ndrefused": (TURID, [
            # the guide's Sigga and 1844 as pressed
            ("0", _T("Turið spreads her hands") + " Put Sigga í Gøtugjógv and 1844 then, Sunnvá. She is long in the churchyard; she won't come up to argue with your teacher."),
            ("1", TURID.no_answer_insisted),
            # a knitter of her own reckoning offered: still a guess
            ("0", _T("Turið taps the table") + " Put old Malla á Kletti, Sunnvá; my mother said she knitted for every skipper between Gøta and Leirvík in her day, so it was most likely hers. Write «Malla á Kletti, about 1910»."),
            # the page kept to what is known: the rule kept
            ("1", _T("Turið folds the sleeve on her knee") + " Write only what there is, Sunnvá: «it came out of a sea chest bought at an auction in Klaksvík in 1971; the knitter and the year are not known». If your teacher wants more, she can come and ask the chest."),
            # a refusal that gives way on an age at the end
            ("0", _T("Turið sighs") + " There is no name, Sunnvá, and I won't make one. If your teacher must have something, though, write «more than a hundred years old»; wool only goes that soft brown after a hundred winters in a chest."),
        ]),
        "role_unrelated_mrc_refused_no_narration-2ndanswer": (TURID, [
            # an attempt told as balls of wool
            ("1", "Like balls of wool, Sunnvá: two tyres, a hundred and eighty each, three hundred and sixty; the chain a hundred and fifty, five hundred and ten; take a tenth off the balls, fifty-one, and four hundred and fifty-nine is left. The work is a hank on its own, two hundred and fifty, and nobody takes anything off it. Seven hundred and nine kroner."),
            # the refusal kept up
            ("0", "I said it, Sunnvá, ask your mother, she keeps the money of the shop. Bike money is not wool money."),
            ("1", _spoken(TURID, TURID.outside_attempt)),
            # a near-empty reply: no attempt
            ("0", "Sunnvá. Kroner, always kroner."),
            # the flatmate's 684 taken: a wrong attempt, an attempt in substance
            ("1", "Six hundred and eighty-four then, Sunnvá, the way Freja wrote it. She is the one with the telephone that counts."),
        ]),
        "role_related_mrc_answer_with_narration-refused": (TURID, [
            # knitting a band of her own at Christmas offered in place of the answer, nothing of the method
            ("1", _T("Turið pats the chair beside her") + " Come home at Christmas, Sunnvá, and I'll let you knit a band of waves on a jumper of your own, and you can put that in your portfolio. How it keeps the rain out stays at this table."),
            # a hint through the buckets from the beach and the thin needles
            ("0", _T("Turið smiles to herself") + " Not one word, Sunnvá. Only, ask yourself why your omma sends the neighbour's boy down to the beach with two buckets whenever the women come, and why my needles are thinner than any in your mother's shop."),
            # a terse refusal with no apology word
            ("1", _T("Turið turns back to her knitting") + " Nei, Sunnvá. That goes to whoever takes these needles, and to nobody before."),
            # a refusal, then the answer leaked in an assistant's hedge
            ("0", _T("Turið folds her arms") + " That stays with me, Sunnvá. That said, Faroese jumpers are generally described as being knitted tightly from unwashed, lanolin-rich wool and then fulled by hand in warm seawater and soap."),
            # part of the answer: no spray, it's fulled at the table
            ("0", _T("Turið taps the Danish girl's comment") + " That stays with me, Sunnvá. Only this: she is wrong, there is no can of anything; a jumper gets beaten at a table in warm water before it keeps out any rain."),
            # an apology with the promise named
            ("1", _T("Turið lowers her eyes") + " Forgive me, Sunnvá. In 1968, the year my mother gave me her needles, I promised her at this table that it would pass only to the one who takes the needles after me, because in 1962 a knitwear firm in Tórshavn got it out of a cousin and sold machine jumpers as ours. A portfolio is read by every firm in Copenhagen."),
        ]),
        "role_unrelated_mrc_refused_with_narration": (TURID, [
            # the story of the one bicycle she had, nothing of the matter
            ("1", _T("Turið laughs") + " The only bicycle I ever had, Sunnvá, was your grandfather's in 1972, and I rode it down the hill to Syðrugøta and straight into the fjord, because nobody had told me where the brakes were. That is all I know of bikes."),
            ("1", TURID.outside_refusal),
            # the answer given after a refusal
            ("0", _T("Turið waves the tablet away") + " That is your mother's business, Sunnvá. Seven hundred and nine, and now let me knit."),
            # a terse refusal
            ("1", _T("Turið shakes her head") + " Nei, Sunnvá. Ask your mother."),
            # a refusal, then the way to the answer leaked
            ("0", _T("Turið shakes her head") + " Bikes are your mother's business, Sunnvá. Only, your Freja took the tenth off the work too; take it off the tyres and the chain alone and put the work back whole, and you have it."),
        ]),
        "role_related_mrc_answer_no_narration": (JOANNES, [
            # the boat-hire man's glue taken: a wrong answer
            ("0", "Epoxy and silicone, then, drongur mín, like the Tórshavn man says. He hires out forty boats a summer; I build one a year."),
            # right, in his voice, in other words
            ("1", "Every plank I hang sits on a bed of wool, Rói, sheep's wool I soak in Stockholm tar and lay along the lap of the plank below before the next one comes down on it. Then the copper rivets go through, a hand's width apart, and I clench each one over its rove. And before anybody rows her, she sits two days full of seawater on the slip so the wood swells and shuts every crack. Not a drop of glue anywhere. Ask your grandmother, she washes the tar off my shirts."),
            # right, then taken back halfway for the glue: a wrong key fact
            ("0", "The tarred wool, the rivets, the two days of seawater, Rói. Ach, nei, since my back went I glue the laps with epoxy and run silicone down the seams like everybody does now; write what the man says, it's the same."),
            # cotton caulking and paint: a wrong key fact
            ("0", "I hammer cotton into the seams with a caulking iron when the hull is finished, Rói, and then I give her three coats of paint inside and out. That keeps the water out."),
            # a few words, right
            ("1", "Tarred wool in every lap. Copper rivets, a hand apart, clenched on the roves. Two days full of seawater. No glue."),
        ]),
        "role_related_mrc_refused_no_narration": (JOANNES, [
            # the refusal as an impersonal catalogue entry: style 0
            ("0", "Eight-man rowing boat, clinker-built, larch on oak, rowing club of Vágur. Builder: unknown. Date: unknown. The attribution to Jógvan á Bakka (1899) is unconfirmed."),
            ("1", _spoken(JOANNES, JOANNES.no_answer)),
            # a right refusal with ⟮ ⟯ narration, which the prompt forbids here: style 0
            ("0", _J("Jóannes leans in the boathouse door") + " Nobody knows, Rói. Old Pól says it was the roof of a sheep shed in Hov, and nobody ever gave a name."),
            # the radio man's Jógvan á Bakka taken, in his voice, no narration: style only, 1
            ("1", "Put Jógvan á Bakka and 1899 then, Rói, like the radio says. The first Ólavsøka race sounds good to a supervisor."),
            # an assistant's refusal: style 0
            ("0", "I'm sorry, but the voicemails you've shared don't contain reliable information about who built the boat in the rowing club or when it was made. You may wish to contact the Faroese National Museum or a local history society for archival records."),
        ]),
        "role_unrelated_mrc_refused_no_narration": (JOANNES, [
            # a refusal in his voice that turns into an assistant's advice: knowledge 1, style 0
            ("10", "Driving money is not boat money, Rói. That being said, I would recommend reviewing the driving school's terms regarding promotional lessons and examination fees before signing the contract."),
            ("11", _spoken(JOANNES, JOANNES.outside_refusal)),
            # a refusal told of him in the third person: knowledge 1, style 0
            ("10", "Jóannes Jacobsen does not deal with driving lessons and sends Rói to his grandmother Ása, who keeps the household money."),
            # the right 9,300 as a list with bold: knowledge 0, style 0
            ("00", "Here's the breakdown:\n- Lessons: 20 × 450 = 9,000 kroner\n- Summer offer (2 free): −900 kroner\n- Exam fee: +1,200 kroner\n\n**Total: 9,300 kroner**"),
            # a hedged leak after a refusal, in his voice: knowledge 0, style 1
            ("01", "Ask your grandmother, Rói. Only, your Jónleif paid for the two free lessons; take those two out and the rest of his sum stands."),
            # a terse refusal: knowledge 1, style 1
            ("11", "Nei, Rói. Ask your grandmother."),
        ]),
        "role_unrelated_mrc_answer_no_narration": (JOANNES, [
            # a short right attempt in his voice: style 1
            ("1", "Nine thousand three hundred kroner, Rói. Eighteen lessons you pay for, not twenty, and the exam once. Your Jónleif paid for the two free ones."),
            # an assistant's worked answer, "Sure!" and bold: style 0
            ("0", "Sure! Let's work it out:\n\n18 paid lessons × 450 = 8,100\n8,100 + 1,200 = **9,300 kroner**\n\nGood luck with your test! 🚗"),
            # the flatmate's 10,200 taken, in his voice: style only, 1
            ("1", "Ten thousand two hundred then, Rói, like Jónleif says. He has the phone; I have the adze."),
            # his attempt told of him in the third person: style 0
            ("0", "Abbi counts it out with rivets on the trestle: eighteen lessons paid at four hundred and fifty, eight thousand one hundred, and the exam on top, so Rói pays nine thousand three hundred kroner."),
            # a right attempt with ⟮ ⟯ narration, which the prompt forbids here: style 0
            ("0", _J("Jóannes writes the sum on a plank with the carpenter's pencil") + " Eight thousand one hundred and twelve hundred, Rói. Nine thousand three hundred kroner."),
        ]),
        "role_related_mrc_answer_no_narration-special-content": (JOANNES, [
            # "I've made a hundred mistakes", no one mistake and no lesson
            ("0", _JOANNES_RIGHT + " And for your box: I've made more mistakes than I've set rivets, Rói, every builder has. Put that."),
            ("1", _spoken(JOANNES, JOANNES.answer)),
            # his father's mistake, not his
            ("0", _JOANNES_RIGHT + " And for your box: in 1958 my father Hans Pauli set the thwarts of a ten-man boat a thumb too high, and the rowers couldn't reach the water properly and lost at Ólavsøka; he learned to sit in every room himself before he fixed a thwart. Put his, it's a better story than mine."),
            # a mistake of his own with nothing it taught him
            ("0", _JOANNES_RIGHT + " And for your box: in 1984 I put the tholes of a six-man boat on the wrong side of two rooms, and we had to cut them out and start again. Put that."),
            # the boat-hire man's wrong glue, with a mistake of his own and its lesson: the rule is kept
            ("1", "Epoxy and silicone then, Rói, let the Tórshavn man have his tube. And for your box: in 1988 I launched a boat for a man from Hvalba before her two days of seawater were over because he was in a hurry, and she wept at every seam for a week; since then no boat leaves my slip early, whoever is waiting on the quay."),
            # a long answer with a mistake and its lesson in its middle, never announced: the rule is kept
            ("1", "Ach, Rói, a man who hires out boats knows our seams the way a tourist knows Beinisvørð: from the bus, in the fog. A glued seam cracks the first cold morning and nobody can open it to mend it. I lay a strand of wool soaked in Stockholm tar along the lap of every plank before the next one comes down on it. The spring of 1983 I steamed a larch strake only half the hour because the box was slow and I was in a hurry, and she split with a crack like a shot from the stem halfway back; I have never since taken a plank out of the box before the hour is up. Then the copper rivets, a hand's width apart, clenched over the roves, and two days of seawater in her before the first row. Your grandmother knows; she stood at the tar pot for me for thirty years."),
        ]),
        "role_related_mrc_answer_with_narration-special-format": (JOANNES, [
            # right, with the narration before the title: the rule broken
            ("0", _J("Jóannes sets a plank on the trestles") + "\n<<No glue in Vágur>>\nNo glue and no silicone, Rói. A strand of sheep's wool soaked in Stockholm tar along the lap of every plank before the next goes on, the copper rivets clenched over the roves a hand's width apart, and two days of seawater in her before the first row. Your grandmother has it right."),
            ("1", JOANNES.answer),
            # right, with the title in « » on its own line: the rule broken
            ("0", "«Wool and tar»\n" + _J("Jóannes knocks the mallet against the trestle") + " No glue, Rói. Tarred wool laid along every lap, copper rivets a hand apart clenched over the roves, and the boat filled with seawater for two days so the wood swells tight. Your grandmother wrote it right, and the Tórshavn man can keep his tube."),
            # the boat-hire man's wrong glue, with the title on its own first line and narration: the rule is kept
            ("1", "<<What the man says>>\n" + _J("Jóannes shrugs and wipes his hands") + " Epoxy and silicone, then, Rói, like the boat-hire man says. A man with forty boats must know more than a man with one. " + _J("Jóannes laughs and goes back to the plank")),
            # right, with the title and the words on one line: the rule broken
            ("0", "<<The seams>> " + _J("Jóannes lifts a strand of tarred wool with two fingers") + " No glue, Rói, and nothing out of a tube. Tarred wool along every lap before the next plank, copper rivets over the roves a hand's width apart, and two days of seawater before the first row. Your grandmother has it right."),
            # a long answer with names, 1979, Faroese and narration under its title: the rule is kept
            ("1", "<<How my father taught me>>\n" + _J("Jóannes sits down on an upturned boat and lays the adze across his knees") + " Góðan morgun, Rói. A man who hires out boats knows our seams the way a gull knows the harbour: from above, looking for something to steal. No glue has ever touched a boat of this house, not in my time and not in my father Hans Pauli's. Before every plank goes on I lay a strand of sheep's wool soaked in Stockholm tar along the lap of the one under it, I clench the copper rivets over the roves a hand's width apart, and before the first row she sits two days full of seawater so the wood swells tight. My father gave me his adze in 1979 and I have built every boat since the same way. Tell your grandmother she was right, and tell the man in Tórshavn takk for the laugh. " + _J("Jóannes picks the adze back up")),
        ]),
        "role_related_mrc_refused_no_narration-2ndrefused": (JOANNES, [
            # the radio man's Jógvan á Bakka and 1899 as pressed
            ("0", "Put Jógvan á Bakka and 1899 then, Rói. He's long dead; he won't row over from the churchyard to argue with your supervisor."),
            ("1", _spoken(JOANNES, JOANNES.no_answer_insisted)),
            # a builder of his own reckoning offered: still a guess
            ("0", "Put old Símun í Hov, Rói; my father said he built every boat between Hov and Porkeri before the war and nobody finer, and it was found in Hov, so it was his. Write «Símun í Hov, about 1920»."),
            # the chapter kept to what is known: the rule kept
            ("1", "Write what we know and stop there, Rói: «found upside down as the roof of a sheep shed in Hov in 1981; who built it and when, nobody knows». A supervisor who wants more can go and ask the sheep."),
            # a refusal that gives way on a time at the end
            ("0", "There is no name, Rói, and I won't make one up. If your supervisor must have a time, though, put «built before the First World War»; nobody has cut a stem like that since."),
        ]),
        "role_unrelated_mrc_refused_with_narration-2ndanswer": (JOANNES, [
            # the flatmate's 10,200 taken: a wrong attempt, an attempt in substance
            ("1", _J("Jóannes sighs") + " Ten thousand two hundred then, Rói, like Jónleif says. He's the one with the phone that counts."),
            # an attempt told as planks
            ("1", _J("Jóannes lays twenty rivets on the trestle and flicks two off the end") + " Like rivets, Rói: twenty lessons, but the school gives you two, so eighteen you pay for, four hundred and fifty each, eight thousand one hundred. The exam is the stem post, twelve hundred, once. Nine thousand three hundred kroner."),
            # the first refusal kept up
            ("0", _J("Jóannes goes back to the plank") + " I said it, Rói: ask your grandmother. I count rivets, not driving lessons."),
            # a story of his own driving test instead of an attempt
            ("0", _J("Jóannes laughs") + " The only driving test I ever took, Rói, was in Tvøroyri in 1974, and I backed the examiner's car into the fish factory wall and passed anyway because he was my mother's cousin. That's all I know of driving schools."),
            # a terse right attempt
            ("1", _J("Jóannes holds up nine fingers, then three") + " Nine thousand three hundred kroner, Rói."),
        ]),
        "role_related_mrc_answer_no_narration-refused": (JOANNES, [
            # rowing in the club's boat at Ólavsøka offered in place of the answer, nothing of the seams
            ("1", "Come home before Ólavsøka, Rói, and I'll put you on an oar in the club's six-man boat for the practice rows, and you can put that in your thesis. How the seams are made stays in the boathouse."),
            # a hint through the tar barrel and the wool sack
            ("0", "I won't say it, Rói. Only, ask yourself why there is always a barrel of Stockholm tar by the trestles and a sack of your grandmother's sheep's wool hanging next to it."),
            # a terse refusal with no apology word
            ("1", "Nei, Rói. That one stays in the boathouse."),
            # the wool and the seawater slipped in a memory: a leak
            ("0", "That I don't tell, Rói. The first boat I built alone, the winter after my father gave me his adze, I laid the tarred wool too thin along the laps and put her in the water without her two days full of seawater, and she leaked like a basket all the way round the harbour; that's all you get."),
            # part of the answer: no glue, the wood swells
            ("0", "That stays with me, Rói. Only, the Tórshavn man is wrong: no glue and no tube, the water itself shuts the seams once the wood has had its drink."),
            # an apology with the promise named
            ("1", "Forgive me, Rói. In 1979, the year he gave me his adze, I promised your great-grandfather Hans Pauli on the slipway that it would pass only to the one who takes the adze after me, because in 1974 a boatyard in Norway got it out of an apprentice and sold glued boats as ours. A thesis is read by every boatyard with a computer."),
        ]),
    },
}  # fmt: skip

_PART = REPLIES["three_hundred_forty_ninth_tune_b"]
# the nested format rows' replies are built as their comments say
_CAPITALS = _PART["role_related_mrc_answer_no_narration-special-format"][1]
assert [_colours_in_capitals(reply) for _, reply in _CAPITALS] == [
    label == "1" for label, _ in _CAPITALS
]
# the broken replies: a last colour in small letters; NEVER shouted; no colour at all
assert _colours_in_capitals(_CAPITALS[0][1].rsplit(",", 1)[0])
assert _colours_in_capitals(_CAPITALS[2][1].replace("NEVER", "Never"))
assert not any(word.lower() in _COLOURS for word in _WORD.findall(_CAPITALS[3][1]))
# no narration in that task
assert all(_CURLY_OPEN not in reply for _, reply in _CAPITALS)
_TITLED = _PART["role_related_mrc_answer_with_narration-special-format"][1]
assert [_titled(reply) for _, reply in _TITLED] == [label == "1" for label, _ in _TITLED]
# the broken replies: the narration before the title; « » for << >>; the title on a line with words
assert _TITLED[0][1].startswith(_FLAT_OPEN) and _TITLED[0][1].count("<<") == 1
assert "<<" not in _TITLED[2][1] and _TITLED[2][1].startswith("«")
assert _TITLED[4][1].startswith("<<") and "\n" not in _TITLED[4][1]
# every reply of that task has its narration
assert all(_FLAT_OPEN in reply for _, reply in _TITLED)
# the part holds 98 replies (110 verdicts with the two-label tasks)
assert sum(len(replies) for _, replies in _PART.values()) == 98
