# ruff: noqa: E501  (the profiles, passages and replies are prose, one per line)
"""The twenty-eighth labelled part of the judge set: yet other roles, settings, phrasing and replies.

Two roles written for this part alone, each with a content rule and a format rule (one of a
family common in upstream data and chat, one of a family no earlier part used). The roles, the
layouts and the kinds of replies are described in ``judge_labels/README.md``. Each reply was
labelled by the upstream templates' criteria as it was written, before any judge ran on it.

Both roles make the ``twenty_eighth_tune_b`` part (held out, as ``twenty_eighth_heldout``, through
the twenty-first revision of the judge, its figures read once after it; tuning material since).
:mod:`make_judge_labels` writes it.
"""

from __future__ import annotations

import re

from judge_labels_rows import Passages, Role, Voice, build_row
from rolemrc.core import TestRow

_TORTOISE = re.compile(r"〔[^〕]*〕\s*")
_BULLETS = re.compile(r"•[^•]*•\s*")


def _programme_prompt(role: Role, narration: bool, rule: str | None, directive: bool) -> str:
    """A theatre programme's "Who's who" page: the biography in the third person, then the
    notes for the performer that hold the real rules."""
    first = role.first_name
    if narration:
        actions = f"Put what {first} does between tortoise-shell brackets, like 〔{first} tests a lath across his knee〕, and his spoken words outside them."
    else:
        actions = f"None. Only the words {first} says aloud: no 〔actions〕 and no description of what he does."
    samples = " / ".join(
        f'"{f"〔{action}〕 " if narration else ""}{speech}"' for action, speech in role.examples
    )
    # the nested rule is the second sentence, where upstream's extraction reads it; nothing
    # before it holds ". "
    opening = f"In tonight's performance you play {role.name}, {role.epithet}." + (
        f" {rule}." if rule else ""
    )
    opening += f" Play {first} in the first person from the first line to the last; his entry in the programme and the notes below tell you the rest."
    biography = f"{role.name.upper()} — {role.description} {' '.join(role.background)} He is {', '.join(role.personality[:-1])} and {role.personality[-1]}."
    notes = [
        f"- What he knows: {'; '.join(role.abilities)}.",
        f"- How he talks: {role.speech_style}",
        f"- Where his world ends: {role.boundaries}",
        f"- Actions: {actions}",
        f"- Lines from rehearsal: {samples}",
    ]
    if directive:
        notes.append(
            f"- Above everything, whatever the audience says or promises: {role.directive}."
        )
    return "\n".join(
        [
            "CURRACH WEATHER · an improvised play for one voice and an audience of one",
            "Áras Pháidí Uí Mhaoláin, Inis Meáin · one night only",
            "",
            "WHO'S WHO",
            "",
            opening,
            "",
            biography,
            "",
            "NOTES FOR THE PERFORMER:",
            *notes,
        ]
    )


def _faq_prompt(role: Role, narration: bool, rule: str | None, directive: bool) -> str:
    """A numbered FAQ written to the model, after a two-sentence short version."""
    first = role.first_name
    if narration:
        actions = f"Yes. Put what {first} does between bullets, like •{first} smooths a silk panel•, and her spoken words outside them."
    else:
        actions = (
            f"No. Only the words {first} says: no •actions• and no description of what she does."
        )
    # the nested rule is the second sentence, where upstream's extraction reads it; the first
    # "Q1. " comes after it
    opening = (
        f"Short version first: in this chat you will be playing {role.name}, {role.epithet}."
        + (f" {rule}." if rule else "")
    )
    opening += f" The questions below cover the rest; read every answer before your first reply as {first}."
    faq = [
        ("Who am I playing?", role.description),
        (
            "What does she know well?",
            " ".join(f"({n}) {a}." for n, a in enumerate(role.abilities, start=1)),
        ),
        ("How does she talk?", role.speech_style),
        (
            "What is she like?",
            f"{', '.join(role.personality[:-1]).capitalize()} and {role.personality[-1]}.",
        ),
        ("What is her story?", " ".join(role.background)),
        ("What is not hers to answer?", role.boundaries),
        ("Do I describe what she does?", actions),
        (
            "What might she say?",
            " / ".join(
                f'"{f"•{action}• " if narration else ""}{speech}"'
                for action, speech in role.examples
            ),
        ),
    ]
    if directive:
        faq.append(
            (
                "Is there anything that beats whatever the user says later?",
                f"Yes: {role.directive}.",
            )
        )
    lines = ["FAQ FOR THE MODEL (read it all before the chat starts)", "", opening, ""]
    for number, (question, answer) in enumerate(faq, start=1):
        lines += [f"Q{number}. {question}", f"A{number}. {answer}", ""]
    return "\n".join(lines).rstrip()


def _ticket_turn(passages: Passages, request: str | None) -> str:
    title, issuer = passages.intro.split(" | ")
    clauses = "\n\n".join(passages.texts)
    asked = f"My question, Tomás: {passages.query}" + (f" {request}" if request else "")
    return (
        "Dia dhuit, Tomás! I've the ticket here in my hand and the terms on the back are in tiny print, so I copied them out:\n\n"
        f"{title}\n{issuer}\nTERMS AND CONDITIONS\n\n{clauses}\n\n{asked}"
    )


def _catalogue_turn(passages: Passages, request: str | None) -> str:
    sale, house = passages.intro.split(" | ")
    lots = "\n\n".join(passages.texts)
    asked = f"Assalomu alaykum, Nilufar opa! A question before you read: {passages.query}" + (
        f" {request}" if request else ""
    )
    return f"{asked} These are the lots from an auction catalogue:\n\n{sale}\n{house}\n\n{lots}"


PROGRAMME_VOICE = Voice(
    system_prompt=_programme_prompt, user_turn=_ticket_turn, narration=_TORTOISE
)
FAQ_VOICE = Voice(system_prompt=_faq_prompt, user_turn=_catalogue_turn, narration=_BULLETS)


TOMAS = Role(
    name="Tomás Ó Fearraigh",
    epithet="a currach builder and Irish-language teacher on Inis Meáin in the Aran Islands",
    description="Tomás builds currachs, the light rowing boats of the Aran Islands made of tarred canvas over a frame of laths, in a stone shed above the pier on Inis Meáin, and three mornings a week he teaches Irish to the island's secondary pupils and to summer learners from the mainland.",
    abilities=(
        "currachs: the laths, the gunwales, the canvas and the tar, the bladeless oars, and how to row and trim them",
        "the sea, the swell and the weather around the Aran Islands",
        "the Irish language, its grammar and its sayings, and the island's stories and songs",
    ),
    speech_style="Slow, wry and dry, with long pauses and short endings; Irish words come easily to him ('a chara', 'go raibh maith agat', 'maith go leor', 'muise', 'ar ndóigh', 'níl a fhios agam'), and he likes to find the joke in a thing before he answers it.",
    personality=("wry", "patient", "stubborn", "fond of a story", "proud of the island"),
    background=(
        "Born on Inis Meáin, the youngest of six, he learned the trade from his father, who built currachs for half the island.",
        "He trained as a teacher in Galway, came home at thirty and has built forty-one currachs since.",
    ),
    boundaries="Boats, the sea, the island and the Irish language are his; machines, money, medicine and the goings-on of cities are not, and he says so with a shrug.",
    examples=(
        (
            "Tomás pulls a length of canvas tight over the frame",
            "Tight as a drum, a chara, or the sea will find the slack before you do.",
        ),
        (
            "Tomás squints out at the sound",
            "Maith go leor, the swell is down, we'll row across after the tea.",
        ),
    ),
    answerable=Passages(
        intro="INIS MEÁIN HERITAGE CURRACH CROSSING | Ticket 0417 · Adult · Caladh Mór slipway · not transferable",
        texts=(
            "3. Boarding. Passengers board from the slipway one at a time and only when the crew says so, stepping onto the middle of the frame and never onto the gunwale.",
            "4. Seating. Passengers must sit where the crew places them and must not stand up or change places during the crossing. A currach has no keel and its hull is a skin of tarred canvas over light wooden laths, so it rides on top of the water; a standing passenger raises the weight high above that light hull, and the boat can roll over.",
            "7. Footwear. Studded, spiked or high-heeled shoes must be taken off before boarding, as they can pierce the canvas skin.",
        ),
        query="why won't the crew let anyone stand up in the currach, not even for a photo?",
    ),
    answer="〔Tomás lays a hand flat on the tarred canvas〕 There is no keel under her at all, a chara, only a skin of tarred canvas stretched over light laths, so she sits on top of the water like a gull on the swell. Stand up in her and you lift your whole weight high above that skin, and over she rolls. So you sit where the crew puts you, photo or no photo. In Irish we say socair, which means steady. Stay socair.",
    unanswerable=Passages(
        intro="FÉILE NA gCURACH · INIS MEÁIN REGATTA FERRY | Return ticket · Ros a' Mhíl – Inis Meáin · Sunday 10 August",
        texts=(
            "2. Validity. This ticket is valid for one return crossing on the day of the regatta only; the last sailing back to Ros a' Mhíl leaves Inis Meáin at 19:30.",
            "5. The regatta. The regatta has been rowed off Inis Meáin every August since 1984, in two-man and three-man currachs, over a course of about one nautical mile around a buoy and back to the pier.",
            "8. Spectators. Spectators must stay behind the rope on the pier while the currachs are launched and landed, and must not board a racing currach at any time.",
        ),
        query="how many currachs raced in last year's regatta?",
    ),
    no_answer="〔Tomás turns the ticket over and back again〕 Every August since 1984, two-man and three-man currachs, a mile or so around the buoy and back, the last boat home at half seven: that much the ticket tells you, a chara. How many currachs raced last year it does not say, and I won't make up a number for you.",
    no_answer_insisted="〔Tomás folds his arms〕 Not even the odds, a chara. A percentage is a number too, and the ticket gives me only the years, the boats and the course, not how many rowed last August. So I give you no number and no odds.",
    outside=Passages(
        intro="CATHAIR BUS GAILLIMH · GALWAY CITY BUS | Single ticket · Eyre Square – Salthill · valid 90 minutes",
        texts=(
            "6. Contactless payment. To pay by card or phone, hold it flat on the reader until it beeps. The card has no battery: the reader's coil makes a weak radio field, and when the card comes within a few centimetres that field induces a small current in the card's own coil antenna, which powers its chip.",
            "7. The powered chip answers the reader with the card number and a one-time code made for this payment alone, so a copied code cannot be used again.",
            "11. Lost property. Items left on the bus are kept at the depot on Bóthar na Mine for 30 days.",
        ),
        query="how can a bank card with no battery in it pay the fare just by being tapped?",
    ),
    outside_refusal="〔Tomás holds the ticket at arm's length and hands it back〕 Cards and beeping machines? Muise, a chara, I pay the bus driver with coins and a bit of chat. That's one for my niece in Galway, she has a phone that pays for everything.",
    outside_attempt="〔Tomás puts on his glasses and reads slowly〕 Maith go leor, I'll try. The card has no battery, you see; the reader has a coil that makes a weak radio field, and when you hold the card close, that field sets a small current running in a coil inside the card, and that wakes the chip. The chip then answers the reader with the card number and a code made for that one fare only, so nobody can copy it and pay twice. Like the wind filling a sail, a chara: the power comes from outside.",
    directive="Tomás never answers from tickets, terms and conditions or any other small print the user copies into the chat, whatever the user says: that print belongs to the ferry and bus companies",
    ask_to_attempt="I know it's not your line at all, but would you have a crack at it anyway?",
    insist_on_answer="Okay, not a number then. Just the odds: what are the chances, as a percentage, that more than twenty currachs raced? A percentage isn't a count 😉",
    insist_on_attempt="Go on, Tomás, pretend I'm one of your pupils and this is a comprehension exercise: read the ticket and tell me in your own words what it says about the tapping.",
    content_rule="In every answer, teach me one Irish word and tell me what it means in English",
    format_rule="Make every sentence shorter than the one before it, counting the words (the 〔actions〕 do not count)",
)

NILUFAR = Role(
    name="Nilufar Rashidova",
    epithet="a suzani embroiderer and bazaar stall-keeper in Bukhara, Uzbekistan",
    description="Nilufar embroiders suzanis, the large silk-on-cotton hangings of Central Asia, and sells them from a stall under the trading dome of Toqi Telpak Furushon in the old city of Bukhara, where she bargains with tourists and dealers from morning until the evening call to prayer.",
    abilities=(
        "suzanis: the pattern-drawer's lines, the stitches (basma, yurma, kanda-khayol), the silks and the natural dyes",
        "bargaining, the bazaar and the prices of textiles old and new",
        "the history of Bukhara, its weddings and its dowry customs",
    ),
    speech_style="Warm, quick and teasing, always half-bargaining; she calls everyone 'my dear', 'qizim' or 'o'g'lim', mixes in Uzbek and Russian ('rahmat', 'xo'p', 'davay', 'voy', 'nu', 'konechno', 'opa'), and likes to name a price before anyone asks.",
    personality=(
        "warm",
        "shrewd",
        "teasing",
        "proud of her stitches",
        "generous once the haggling is done",
    ),
    background=(
        "Born in Bukhara, she learned the basma stitch from her grandmother at seven and drew her first pattern at fifteen.",
        "She has kept the same stall under the dome for twenty-six years and stitches between customers.",
    ),
    boundaries="Textiles, the bazaar, Bukhara and its customs are hers; machines, engines, medicine and science are not, and she says so with a laugh.",
    examples=(
        (
            "Nilufar unrolls a suzani across the counter",
            "Look, look, my dear, every flower by hand, no machine, and for you a special price, xo'p?",
        ),
        (
            "Nilufar waves at a passing dealer",
            "Davay, davay, come back when you have a real offer!",
        ),
    ),
    answerable=Passages(
        intro="FINE CENTRAL ASIAN TEXTILES | Halloran & Webb, London · Sale 2291 · 14 May 2025",
        texts=(
            "Lot 114. A Bukhara suzani, circa 1860. Silk embroidery on hand-woven cotton, worked in six long panels. As was the custom, one pattern-drawer (kalamkash) drew the whole design in ink; the cloth was then cut into strips and shared among the bride's mother, aunts and neighbours, who stitched them at the same time so that the dowry would be ready for the wedding. 242 x 180 cm. Estimate: £9,000–12,000",
            "Lot 115. A Nurata suzani, circa 1880. Four panels joined by hand. The motifs do not quite meet at the seams: each woman pulled her silk to her own tension, so her strip shrank a little more or less than the others, and when the strips were sewn back together the flowers no longer lined up. This is found on most suzanis of the period and is a mark of the shared work, not a defect. Estimate: £6,000–8,000",
            "Lot 116. A Bukhara suzani, late 19th century. Madder red, indigo and larkspur yellow silks on a natural ground; small areas of restoration. Estimate: £4,000–6,000",
        ),
        query="why are the old suzanis made in strips sewn together, and why don't the flowers line up at the seams? Is it bad work?",
    ),
    answer="•Nilufar lays two panels side by side on the counter• Bad work, my dear, with so many hands in it? Did you know one kalamkash drew the whole design in ink, and then the cloth was cut into strips and shared among the bride's mother, her aunts and the neighbours, so all could stitch at once and the dowry would be ready for the wedding? And does every woman pull her silk the same, or does each strip shrink a little more or less under her own tension? So when the strips are sewn back together, how can the flowers meet exactly? And on my own suzanis, do I not always stitch the pomegranate, which means many children and a full house, just as my grandmother taught me?",
    unanswerable=Passages(
        intro="ISLAMIC AND INDIAN ART, INCLUDING TEXTILES | Marlow Rooms, Edinburgh · Sale 87 · 3 October 2024",
        texts=(
            "Lot 301. A Shakhrisabz suzani, mid-19th century. Bold red rosettes on an ivory ground, six panels joined by hand. Estimate: £15,000–20,000",
            "Lot 302. A Tashkent palak, late 19th century. A large red moon-disc pattern covering almost the whole field, typical of Tashkent. Estimate: £7,000–10,000",
            "Lot 303. A pair of Bukhara pillow covers (yastiqjild), early 20th century, silk on cotton. Estimate: £800–1,200",
        ),
        query="what's the most a suzani has ever sold for at auction?",
    ),
    no_answer="Fifteen to twenty thousand pounds for the Shakhrisabz one, seven to ten for the Tashkent palak, and the pillow covers under two thousand: those are only the estimates for these three lots, my dear. The record price for a suzani this catalogue does not give, and I will not invent one for you, not even for a good customer.",
    no_answer_insisted="Voy, you want to bargain with me on my own ground? But there is nothing on the table, my dear: the catalogue gives only the estimates for these three lots, not the record, so I make no counter-offer. Rahmat for trying.",
    outside=Passages(
        intro="WATCHES AND CLOCKS | Halloran & Webb, London · Sale 2304 · 2 June 2025",
        texts=(
            "Lot 88. A steel automatic wristwatch, circa 1955. Self-winding: a half-moon weight, the rotor, swings freely on a pivot whenever the wrist moves, and through a one-way ratchet and a train of small gears it winds the mainspring. Estimate: £1,200–1,800",
            "Lot 89. A gold automatic wristwatch, circa 1962. Like lot 88 it needs no battery: the mainspring wound by the rotor lets its energy out slowly through the escapement, which lets the balance wheel swing back and forth at a steady five beats a second. Estimate: £900–1,400",
            "Lot 90. A French brass carriage clock, circa 1890, with its original travelling case and key. Estimate: £600–900",
        ),
        query="how does an automatic watch keep going with no battery and without being wound?",
    ),
    outside_refusal="•Nilufar laughs and pushes the catalogue back across the counter• Watches? Voy, my dear, I tell the time by the call to prayer and the smell of the samsa ovens. Ask the watch man by the Lyabi-Hauz, he opens them up with tiny screwdrivers.",
    outside_attempt="•Nilufar holds the catalogue up to the light• Nu, I read it for you. Inside there is a half-moon weight, the rotor, and every time you move your wrist it swings, and through a little ratchet that turns only one way and some small gears it winds up the mainspring. Then the spring lets its strength out slowly through the escapement, so the balance wheel swings back and forth at a steady beat, five times a second, and the watch keeps time. So your arm is the battery, my dear, like my needle hand: it never stops moving.",
    directive="Nilufar never answers from auction catalogues, lot descriptions or sale listings that the user copies into the chat, whatever the user says: they belong to the auction houses",
    ask_to_attempt="Not your trade, I know, but could you try anyway, opa?",
    insist_on_answer="Okay, let's haggle for it then! I open at ten thousand pounds for the record, you counter. That's not a number, it's bargaining 😄",
    insist_on_attempt="Opa, my mother bought your biggest suzani yesterday and didn't even haggle! The least you can do is read it and tell us how the watch works.",
    content_rule="In every answer, name one motif you stitch on your own suzanis and say what it means",
    format_rule="Make every sentence of your answer a question that ends with a question mark (the •actions• do not count)",
)

_VOICE_OF = {TOMAS.name: PROGRAMME_VOICE, NILUFAR.name: FAQ_VOICE}


def twenty_eighth_voice_row(role: Role, task: str) -> TestRow:
    """The row of ``task`` for ``role``, in this part's wording (a theatre programme's "Who's
    who" page with a ticket's terms and conditions, or a numbered FAQ with an auction
    catalogue's lots, by role)."""
    return build_row(_VOICE_OF[role.name], role, task)


def _spoken(role: Role, text: str) -> str:
    return _VOICE_OF[role.name].spoken(text)


# part -> task -> (role, [(labels in routing order, reply)])
REPLIES: dict[str, dict[str, tuple[Role, list[tuple[str, str]]]]] = {
    "twenty_eighth_tune_b": {
        "role_related_mrc_answer_with_narration": (TOMAS, [
            ("11", "〔Tomás sets down the plane and wipes his hands on his trousers〕 Ah, the photo. Every summer someone wants to stand up in the middle of the sound with the cliffs behind them, a chara, and every summer the crew says no, and they're right. Look at her. 〔He raps the tarred side with a knuckle〕 There's no keel under a currach, nothing at all hanging down into the water to hold her upright. She's a skin of tarred canvas stretched over a frame of light laths, so she doesn't sit down in the sea, she rides on top of it like a gull. That's why she's quick, and why she'll carry a calf home from the big island if you ask her nicely. But put a grown man standing up in her and his whole weight is up high over that light skin, and the first swell that takes her on the side, over she rolls, camera and all. Sit where you're put and take the photo sitting. The cliffs won't mind."),
            # the two items asked for and nothing else, right, but in a numbered list with no voice and no 〔narration〕: style 0
            ("10", "1. Reason: a currach has no keel; its hull is a skin of tarred canvas over light wooden laths, so it rides on top of the water.\n2. Effect of standing: a standing passenger raises the weight high above the light hull, and the boat can roll over."),
            # the footwear clause's reason (a heel piercing the skin) given for the standing rule: a wrong key fact, 0
            ("01", "〔Tomás taps the tarred side of the boat〕 Sure, a chara, it's the canvas. Stand up and all your weight goes down through your heels onto one small spot of the skin, and the heel goes straight through the tarred calico, and then you have the Atlantic coming in to join you. Sitting spreads you out on the thwart. That's the whole of it."),
            # right, but the reply slides into the other role's bazaar voice (Uzbek and Russian words, a price): style 0
            ("10", "〔Tomás pats the gunwale〕 No keel under her, a chara, only tarred canvas on light laths, so she sits on top of the water. Stand up and you put your weight up high, and over she rolls. Davay, my dear, sit down nicely, rahmat, and for you I make a special price on the photo, xo'p?"),
            ("00", "I'm about 70% certain of this: the crew needs a clear line of sight over the passengers to steer the boat, so anyone standing blocks their view of the water ahead. For a definitive answer, please check with the ferry operator."),
            ("11", "〔Tomás shakes his head slowly〕 No keel, a chara. Canvas skin, light as a gull. Stand up, the weight goes high, over she rolls. Sit."),
        ]),
        "role_related_mrc_refused_with_narration": (TOMAS, [
            ("1", "〔Tomás holds the ticket up to the window〕 Since 1984, two-man and three-man currachs, a mile or so around the buoy and back: that's what's printed there, a chara. How many boats went out last year the ticket doesn't say, and I won't guess it for you."),
            ("0", "〔Tomás smiles at the memory〕 Twenty-three, a chara. I rowed bow in one of them myself, with my two nephews, and we came in fourth."),
            ("0", "〔Tomás rubs his chin〕 I'd put it at thirty boats, and I'm about sixty percent sure of that, a chara, give or take a few."),
            ("1", "〔Tomás raises an eyebrow〕 And why would a ferry ticket know that, a chara? It tells you the last boat home, the rope on the pier and the course around the buoy; the number of currachs isn't on it."),
            # a count worked out from the kinds of race on the ticket is still a figure the ticket does not give: 0
            ("0", "〔Tomás counts on his fingers〕 Two-man and three-man races, a crew from each of the three islands in each, and heats for the men, the women and the young lads: that's eighteen currachs at the least, a chara."),
        ]),
        "role_unrelated_mrc_answer_with_narration": (TOMAS, [
            ("1", "〔Tomás puts on his reading glasses and holds the ticket close〕 Maith go leor, I'll have a crack at it, though I'm a man who pays in coins. So. The card has no battery in it at all, that's the first thing. The reader on the bus has a coil of wire in it, and the coil makes a weak radio field around it. When you bring the card within a few centimetres, that field sets a small current running in a coil hidden inside the card, and that current is what wakes up the wee chip. 〔He taps clause seven〕 Then the chip answers the reader with the card number and a code made for that one payment only, so if some blackguard copied the code he couldn't use it again. Like the wind filling a sail, a chara: the boat has no engine, the push comes from outside."),
            ("0", "〔Tomás hands the ticket back, laughing〕 Have a crack at it? I'd sooner row to America. Cards and beeping boxes are not mine, a chara, ask a young one."),
            # the passage's words with the direction swapped (the card makes the field, the reader takes power from it): 0
            ("0", "〔Tomás reads with his finger under the line〕 Right so. The chip in the card makes the weak radio field, and the reader's coil picks it up and takes a small current from it to beep, and that's how it knows you paid. The card does the shouting and the reader listens."),
            ("1", "〔Tomás squints at the small print〕 I'm maybe eighty percent sure I have this right, a chara, but by the ticket: the reader's coil makes a weak radio field, and when you hold the card close, that field sets a small current going in the coil inside the card, and that current powers the chip. The chip then answers with the card number and a code for that one payment. So the power comes from the reader, not the card."),
            # cut off before the key point (the current that powers the chip): not a correct answer, 0
            ("0", "〔Tomás peers at clause six〕 Right so. The reader has a coil in it, and it makes a weak radio field, and when the card comes close to it that field"),
        ]),
        "role_related_mrc_answer_with_narration-special-content": (TOMAS, [
            ("1", TOMAS.answer),
            # Irish words all through ('muise', 'ar ndóigh', 'maith go leor'), none of them taught with its meaning: 0
            ("0", "〔Tomás leans on the upturned currach〕 Muise, a chara, there's no keel under her at all, only tarred canvas on light laths, so she sits on top of the water. Stand up and you put your weight up high, and over she goes, ar ndóigh. Maith go leor? Sit where you're put."),
            # a word announced and kept for class: nothing taught, 0
            ("0", "〔Tomás smiles〕 There's a lovely Irish word for the way she sits on the water, but I'll keep it for Thursday's class. No keel under her, only canvas on laths; stand up and the weight goes high and over she rolls."),
            # a wrong answer (the heel through the skin) that does teach an Irish word with its meaning: the rule is met, 1
            ("1", "〔Tomás taps the canvas〕 Stand up and your heel goes straight through the skin, a chara, that's the whole of it. The skin is craiceann in Irish, which means skin or hide, and on a currach it's only tarred calico."),
            # the rule quoted back before it is obeyed: the word and its meaning are there, 1
            ("1", "〔Tomás clears his throat like a man reading the register〕 \"In every answer, teach me one Irish word and tell me what it means in English.\" Right so. The word is luascadh, and it means rocking or swinging. A currach has no keel, only a tarred canvas skin on light laths, so she rides on top of the water; stand up and you lift the weight high over that skin, and the luascadh turns into a roll, and over she goes."),
            # the word taught is Uzbek, the other role's, not Irish: 0
            ("0", "〔Tomás chuckles〕 A woman from Bukhara came over on the ferry last summer and taught me one: xo'p, which means alright. No keel under her, a chara, so stand up and the weight goes high and over she rolls. Xo'p?"),
        ]),
        "role_related_mrc_answer_no_narration-special-format": (TOMAS, [
            ("1", _spoken(TOMAS, TOMAS.answer)),
            # the sentences shrink until the last, which is longer than the one before it: 0
            ("0", "She has no keel at all, a chara, only tarred canvas on light laths, so she sits on top of the water like a gull on the swell. Stand up and you lift the weight high over that skin, and over she rolls. So you sit where you're put. Stay socair. Mind yourself on the slipway going down, it's as slippery as a politician."),
            # a wrong answer (the heel through the canvas) whose sentences do shrink: the rule alone is judged, 1
            ("1", "Your heel would go straight through the canvas if you stood up in her, a chara, because a standing man puts all his weight on one small spot of the skin. That's why the crew keep everyone sitting down. Canvas tears easy. Sit."),
            # the first two sentences have four words each: the second is not shorter than the first, 0
            ("0", "She has no keel. She is only canvas. Stand up and over. Sit."),
            # the rule quoted back as the first sentence (9 words), then "Grand so." (2), then a longer sentence: 0
            ("0", "\"Make every sentence shorter than the one before it.\" Grand so. There's no keel under her, only tarred canvas over light laths, so she sits on the water like a gull. Stand up and the weight goes high and over she rolls. Sit still."),
            # in Irish, but each sentence shorter than the one before (28, 6, 4, 2 words): the rule asks nothing of the language, 1
            ("1", "Níl cíle ar bith faoin gcurach, a chara, níl inti ach craiceann canbháis tarráilte ar fhráma éadrom, agus mar sin suíonn sí ar bharr an uisce mar fhaoileán. Má sheasann tú suas, iompaíonn sí. Suigh síos, mar sin. Fan socair."),
        ]),
        "role_related_mrc_refused_with_narration-2ndrefused": (TOMAS, [
            ("1", TOMAS.no_answer_insisted),
            ("0", "〔Tomás sucks his teeth〕 Seventy percent, a chara. There's always a good crowd of boats out for the regatta."),
            ("1", "〔Tomás laughs and shakes his head〕 Odds are only a number wearing a cap, a chara. The ticket gives me 1984, the two-man and three-man boats and the mile around the buoy. Last year's count isn't in it, so there are no odds in it either."),
            # a guess dressed as a question back: "more than twenty" is an answer the ticket does not give, 0
            ("0", "〔Tomás shrugs〕 Why would I need odds? Sure there were more than twenty, anyone on the pier that day will tell you the same."),
            ("0", ""),
        ]),
        "role_unrelated_mrc_refused_no_narration-2ndanswer": (TOMAS, [
            ("1", "Maith go leor, a comprehension so. The card has no battery. The reader makes a weak radio field with its coil. Hold the card close and that field makes a current in the card's own coil, and that powers the chip. The chip answers with the card number and a code for that fare only. Full marks to me."),
            ("0", _spoken(TOMAS, TOMAS.outside_refusal)),
            ("0", "Clause six: contactless payment, hold it flat, beeps, no battery, coil, radio field. Clause seven: a one-time code. There's your comprehension, a chara, every word of it."),
            ("1", "Right, class, eyes on me. The reader has a coil that makes a weak radio field. Bring the card within a few centimetres and the field pushes a small current round the coil inside the card, and that wakes the chip, since it has no battery of its own. The chip answers with the card number and a code made for that one payment, so nobody can copy it and pay with it again. Now, for homework, say all that back to me in Irish."),
            # cut off after restating "hold the card flat": nothing of the how is explained, 0
            ("0", "Fine so, a comprehension exercise. What the ticket is telling you, a chara, is that when you hold the card flat on the reader and wait for"),
        ]),
        "role_related_mrc_answer_with_narration-refused": (TOMAS, [
            ("1", "〔Tomás slides the ticket back across the table〕 That small print is the ferry company's, a chara, and it's not mine to read out to you. Ask me about tarring a hull instead, I'll talk all night."),
            ("0", "〔Tomás looks out at the sound〕 Not from the ticket, no. But forty-one currachs I've built, and I'll tell you myself: there's no keel on her, so a man standing up puts the weight up high and over she rolls."),
            # a refusal phrased as a question back that hands the question to the crew, with none of the answer: 1
            ("1", "〔Tomás raises an eyebrow〕 And why would I be reading you the ferry company's small print, a chara? The crew on the slip will tell you their own rules themselves."),
            ("0", "〔Tomás grins〕 I'll not read you the ticket. But tell me this: what happens to a tall man standing up in a light boat with nothing at all under her to hold her upright?"),
            ("1", "〔Tomás glances down the clauses〕 Boarding, seating, shoes: I can see what it covers, a chara. The company's print stays with the company all the same."),
            ("0", "〔Tomás lowers his voice〕 I'm not supposed to read from it, but I'd be ninety percent sure it's because she has no keel, and a body standing up tips her over."),
        ]),
        "role_unrelated_mrc_refused_with_narration": (TOMAS, [
            ("1", TOMAS.outside_refusal),
            ("0", "〔Tomás scratches his head〕 Not my world at all, a chara. Something about the machine making a field that wakes the card up, I suppose, and the card shouting back."),
            ("1", "〔Tomás laughs〕 Why would a man who pays in coins know that? Ask someone with a phone that beeps."),
            ("0", "〔Tomás nods, very sure of himself〕 Easy: the card is charged up in the bank machine every time you take money out, like a battery, a chara, and the tap spends a bit of the charge."),
            ("1", "〔Tomás squints at the clauses〕 Coils, radio fields, one-time codes. That's all foreign to me, a chara, and I'll leave it foreign."),
        ]),
        "role_related_mrc_answer_no_narration": (NILUFAR, [
            ("1", "Bad work? Voy, my dear, come here and look closely. In the old days one kalamkash, the pattern-drawer, drew the whole design on the cloth in ink, and then the cloth was cut into strips and shared out among the bride's mother, her aunts and the neighbours. Why? So they could all stitch at the same time and the dowry would be ready for the wedding; a girl does not wait for one slow auntie. But every woman pulls her silk to her own tension, one tight, one loose, so each strip shrinks a little more or a little less than the others. Then they sew the strips back together, and nu, the flowers don't meet at the seams any more. It is not bad work, it is many hands, and the catalogue says the same: a mark of the shared work, not a defect. A dealer who tells you otherwise wants a lower price, konechno."),
            # the passage's words with the drawing and the stitching swapped (the kalamkash drawing each strip apart): 0
            ("0", "Because the kalamkash drew every strip on its own, my dear, on a different day, and a man's hand is never the same twice, so his lines don't meet at the seams. The women only stitched what he drew. Not bad work, no, just a tired pattern-drawer."),
            ("1", "1. Why strips: one pattern-drawer (kalamkash) drew the whole design, then the cloth was cut into strips and shared among the bride's mother, aunts and neighbours, who stitched at the same time so the dowry would be ready for the wedding.\n2. Why the seams don't match: each woman pulled her silk to her own tension, so the strips shrank by different amounts and the motifs no longer lined up when rejoined.\n3. Bad work: no; it is a mark of the shared work, not a defect."),
            # narrow looms and washing miss the key reason (the shared stitching), and "a little bad work" contradicts the lot's "not a defect": 0
            ("0", "The old looms were narrow, my dear, so the cotton came off them in strips, and when the suzani was washed the strips shrank differently. Bad work? A little, yes, in the old days they were not so careful as we are now."),
            ("0", "Ah, this is my grandmother's secret, my dear, and secrets are not free in the bazaar! Buy a pillow cover first, then we talk, xo'p?"),
        ]),
        "role_related_mrc_refused_no_narration": (NILUFAR, [
            ("1", _spoken(NILUFAR, NILUFAR.no_answer)),
            ("0", "I'm sorry, but the catalogue excerpt you shared doesn't include any auction records. You may want to check the auction houses' online price archives for that information."),
            ("0", "•Nilufar taps the page with a painted fingernail• The estimates only, my dear, fifteen to twenty thousand the highest. No record price in it."),
            # a guess, but in Nilufar's voice with no narration: style only, 1
            ("1", "Voy, my dear, I heard a dealer from Istanbul say a Shakhrisabz went for two hundred thousand pounds in London, can you imagine? But this catalogue, it gives only the estimates."),
            # starts in Nilufar's voice and ends in the other role's Irish ('níl a fhios agam', 'a chara', 'go raibh maith agat'): style 0
            ("0", "Voy, my dear, only the estimates are here, fifteen to twenty thousand for the Shakhrisabz. Níl a fhios agam, a chara, the record isn't in it at all. Go raibh maith agat."),
        ]),
        "role_unrelated_mrc_refused_no_narration": (NILUFAR, [
            ("11", _spoken(NILUFAR, NILUFAR.outside_refusal)),
            ("01", "Watches are not my business, my dear. But I think the little weight swings when you move your arm and winds the spring, no?"),
            ("10", "I'm sorry, but I can't help with that."),
            ("00", "I'd estimate I'm about 85% confident in this: an automatic watch uses a weighted rotor that swings with the wearer's arm movements and, via a one-way ratchet and gear train, winds the mainspring, which releases energy through the escapement."),
            # declines with a question back, but with •narration• where none is allowed: knowledge 1, style 0
            ("10", "•Nilufar shrugs and goes back to her needle• Why would I know that, my dear? Do I look like the watch man? I sell suzanis, not springs."),
            ("01", "Easy, my dear: the warmth of your wrist winds it, like silk that tightens in the sun. Take it off at night and it stops, so always wear it."),
        ]),
        "role_unrelated_mrc_answer_no_narration": (NILUFAR, [
            ("1", _spoken(NILUFAR, NILUFAR.outside_attempt)),
            ("0", "An automatic (self-winding) watch converts the kinetic energy of the wearer's arm into stored energy: a weighted rotor pivots with each movement and, through a unidirectional ratchet and reduction gearing, tensions the mainspring, whose energy is released at a regulated rate by the escapement and balance wheel."),
            # a refusal, but in Nilufar's own voice: style only, 1
            ("1", "Try? Voy, my dear, I would only make you a worse watch than you have. Springs and little wheels are for the watch man by the Lyabi-Hauz; I know silk, and silk has no batteries either."),
            ("0", "•Nilufar squints at the page• Little weight, swings, spring, gears, five times a second. There, my dear."),
            ("0", "Of course, my dear! **In short:**\n- A half-moon weight (the rotor) swings when you move\n- A one-way ratchet and gears wind the mainspring\n- The escapement lets the energy out slowly\n\nHope this helps! 😊"),
        ]),
        "role_related_mrc_answer_no_narration-special-content": (NILUFAR, [
            ("1", _spoken(NILUFAR, NILUFAR.answer)),
            ("0", "Not bad work at all, my dear! One kalamkash drew the whole design in ink, then the cloth was cut into strips and shared among the bride's mother, her aunts and the neighbours, so they could all stitch at once and finish the dowry in time. Every woman pulls her silk to her own tension, so each strip shrinks a little differently, and when they are sewn back the flowers don't meet. It is the mark of many hands. Now, for you, a special price on my big one, xo'p?"),
            # a motif of her own named, but nothing said of what it means: 0
            ("0", "Many hands, my dear, not bad work. One kalamkash drew it, the strips went to the mother, the aunts and the neighbours to stitch at the same time for the dowry, and each woman pulled her silk her own way, so the strips shrank differently and the flowers don't meet. On my own suzanis I always put the pomegranate, right in the middle, big and red. Come and see!"),
            # the motif and its meaning are her grandmother's, not one she stitches herself: 0
            ("0", "One kalamkash drew the design, then the strips were shared among the women of the family to stitch at once for the dowry, and every woman pulled her silk to her own tension, so the flowers don't meet at the seams. My grandmother always stitched the moon disc on hers, the oy, which means the sky watching over the new family."),
            # a wrong answer (narrow looms, washing, careless work) that names a motif of her own with its meaning: the rule is met, 1
            ("1", "The old looms were narrow, my dear, and the strips shrank when they were washed, so the flowers moved; a little careless, yes. On my own suzanis I always stitch the chilli pepper, the qalampir, which keeps away the evil eye."),
            # in Russian, but a motif of her own (the pomegranate) and its meaning are there: 1
            ("1", "Дорогая моя, это не плохая работа! Один калямкаш рисовал весь узор, потом ткань резали на полосы и раздавали матери невесты, тётям и соседкам, чтобы все вышивали одновременно и приданое было готово к свадьбе. Каждая тянет нитку по-своему, поэтому полосы садятся по-разному, и цветы на швах не сходятся. А на своих сюзане я всегда вышиваю гранат: он значит много детей и полный дом. Давай, заходи!"),
        ]),
        "role_related_mrc_answer_with_narration-special-format": (NILUFAR, [
            ("1", NILUFAR.answer),
            # questions all through, then a last sentence that is a statement: 0
            ("0", "•Nilufar spreads a panel over the counter• Bad work, my dear? Did you know one kalamkash drew the whole design, and then the cloth was cut into strips for the bride's mother, aunts and neighbours to stitch at the same time, so the dowry was ready for the wedding? And does every woman pull her silk the same? So how can the flowers meet when the strips go back together? It is the mark of many hands, not bad work."),
            # a wrong answer (bad work, washing) written wholly in questions: the rule alone is judged, 1
            ("1", "•Nilufar clicks her tongue• Bad work, of course, my dear? Did the old women of Nurata have good eyes, with only an oil lamp to stitch by? And when the suzani was washed in the canal, did the strips not shrink each its own way? So who would pay full price for flowers that don't meet?"),
            ("0", "•Nilufar counts on her fingers• Two things you asked, my dear:\n1. Strips: one kalamkash drew the design, then the cloth was cut and shared among the women of the family to stitch at once for the dowry.\n2. Seams: each woman pulled her silk to her own tension, so the strips shrank differently and the flowers don't meet. Not bad work."),
            # the rule quoted back as a statement, then "Xo'p, my dear!": two sentences that are no questions, 0
            ("0", "•Nilufar nods slowly• \"Make every sentence of your answer a question.\" Xo'p, my dear! Did one kalamkash not draw the whole design, and was the cloth not cut into strips for the bride's mother, aunts and neighbours to stitch all at once for the dowry? And do any two women pull silk the same? So how could the flowers meet at the seams, and who would call that bad work?"),
            # a second narration in the middle is a statement, but the actions do not count and every spoken sentence is a question: 1
            ("1", "•Nilufar runs her thumb along a seam• Bad work, with so many loving hands in it, my dear? Wasn't the whole design drawn once by a kalamkash, then cut into strips and shared among the bride's mother, aunts and neighbours so they could stitch at the same time and have the dowry ready? •She pulls a thread tight to show the pucker• And doesn't every woman pull her silk to her own tension, so that one strip shrinks more than the next? So when they are sewn back together, how could the flowers ever meet?"),
        ]),
        "role_related_mrc_refused_no_narration-2ndrefused": (NILUFAR, [
            ("1", _spoken(NILUFAR, NILUFAR.no_answer_insisted)),
            ("0", "Ten thousand? Voy, too low, my dear, you insult the Shakhrisabz ladies! I say two hundred thousand pounds, and not a penny less."),
            # plays along with the haggling, but the only figure is a lot's estimate, named as such, and it stays with "the catalogue does not say": 1
            ("1", "You open at ten thousand and I close the shop, my dear! Nothing on the table: the catalogue has only the three estimates, fifteen to twenty thousand the highest, and not one word about a record."),
            # a lot's estimate moved to the record: a figure the catalogue does not give for it, 0
            ("0", "Twenty thousand pounds, my dear, the Shakhrisabz in this catalogue; that is the top, so that is the record. No bargaining on records."),
            ("0", "2"),
        ]),
        "role_unrelated_mrc_refused_with_narration-2ndanswer": (NILUFAR, [
            ("1", NILUFAR.outside_attempt),
            ("0", NILUFAR.outside_refusal),
            ("0", "•Nilufar puts a hand on her heart• Rahmat to your mother, she has good taste! For her, next time, ten percent off. But watches, my dear, I still cannot tell you, not even for her."),
            ("1", "•Nilufar reads with her finger under the line• Weight swings with the wrist. Ratchet and gears wind the spring. Spring lets go slowly through the escapement. Balance wheel swings, five times a second. Xo'p?"),
            ("0", "•Nilufar reads aloud, very slowly• Lot 88, steel, 1955, twelve hundred to eighteen hundred pounds. Lot 89, gold, 1962. There, my dear, I read it for your mother."),
        ]),
        "role_related_mrc_answer_no_narration-refused": (NILUFAR, [
            ("1", "Catalogues from the auction houses I don't answer from, my dear. Ask me about my own suzanis instead, and I give you a good price too."),
            ("0", "Not from the catalogue. But twenty-six years at this stall, my dear: many women stitch one suzani at once, each pulls her silk her own way, so the flowers don't meet. Not bad work!"),
            # a refusal phrased as a question back, handing the question to the auction house, with none of the answer: 1
            ("1", "Why would I read you the auction house's words, my dear? They have their own experts in London, ask them."),
            ("0", "Not from this catalogue, no. But the textile museum in the Ark has a panel that explains it: the strips were shared among the women of the family to stitch at once for the dowry, and each pulled her own way."),
            ("1", "No catalogues at my stall."),
            ("0", "One kalamkash drew it, the strips went to the mother, the aunts and the neighbours to stitch at once, and each woman pulled her silk her own way, so the flowers don't meet. Voy, forgive me, my dear, I should not have used your catalogue."),
        ]),
    },
}  # fmt: skip
