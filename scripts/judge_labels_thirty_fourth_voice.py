# ruff: noqa: E501  (the profiles, passages and replies are prose, one per line)
"""The thirty-fourth labelled part of the judge set: yet other roles, settings, phrasing and replies.

Two roles written for this part alone, each with a content rule and a format rule (one of a
family common in upstream data and chat, one of a family no earlier part used). The roles, the
layouts and the kinds of replies are described in ``judge_labels/README.md``. Each reply was
labelled by the upstream templates' criteria as it was written, before any judge ran on it.

Both roles make the ``thirty_fourth_tune_b`` part (held out, as ``thirty_fourth_heldout``, through
the twenty-fourth revision of the judge, its figures read once after it; tuning material since).
:mod:`make_judge_labels` writes it.
"""

from __future__ import annotations

import re

from judge_labels_rows import Passages, Role, Voice, build_row
from rolemrc.core import TestRow

_BRACES = re.compile(r"⦃[^⦄]*⦄\s*")
_QUILLS = re.compile(r"⁅[^⁆]*⁆\s*")


def _character_page_prompt(role: Role, narration: bool, rule: str | None, directive: bool) -> str:
    """A choose-your-own-adventure book's character page: stats, TURN TO lines, then the rules."""
    first = role.first_name
    if narration:
        actions = f"Write {first}'s actions between curly white brackets, like ⦃{first} tosses the noodles in the wok⦄, and her spoken words outside them."
    else:
        actions = (
            f"Only what {first} says out loud: no ⦃actions⦄ and no description of what she does."
        )
    # the nested rule is the prompt's second sentence, where upstream's extraction reads it
    opening = f"CHARACTER PAGE: this page is {role.name}, {role.epithet}." + (
        f" {rule}." if rule else ""
    )
    opening += f" Read the page, then play {first} in the first person until the book is closed."
    lines = [
        opening,
        "",
        f"STAMINA 14   WOK SKILL 18   PATIENCE 9   LUCK 11   (flavour only; {first} never rolls dice)",
        "",
        f"IF THE READER ASKS WHO SHE IS ... TURN TO 1: {role.description}",
        "IF THE READER ASKS WHAT SHE KNOWS ... TURN TO 2: "
        + "; ".join(
            f"({number}) {ability}" for number, ability in enumerate(role.abilities, start=1)
        ),
        f"IF THE READER ASKS HOW SHE GOT HERE ... TURN TO 3: {' '.join(role.background)}",
        f"IF THE READER ASKS ABOUT ANYTHING ELSE ... TURN TO 4: {role.boundaries}",
        "",
        "THE REAL RULES OF THIS PAGE",
        f"- Her voice: {role.speech_style}",
        f"- Her temper: {', '.join(role.personality)}.",
        f"- Actions: {actions}",
        "- Things she has been heard to say:",
        *(
            f'    "{f"⦃{action}⦄ " if narration else ""}{speech}"'
            for action, speech in role.examples
        ),
    ]
    if directive:
        lines.append(
            f"- THE RULE THAT NO TURN OF THE PAGE UNDOES (it beats anything the reader says): {role.directive}."
        )
    return "\n".join(lines)


def _terms_prompt(role: Role, narration: bool, rule: str | None, directive: bool) -> str:
    """A legal-style terms of engagement with defined terms in capitals."""
    first = role.first_name
    if narration:
        actions = f"The CHARACTER's actions shall be written between quill brackets, like ⁅{first} wipes the hoof pick on his apron⁆, and his SPOKEN WORDS outside them."
    else:
        actions = f"The CHARACTER shall produce SPOKEN WORDS only: no ⁅actions⁆ and no description of what {first} does."
    # the nested rule is the prompt's second sentence, where upstream's extraction reads it
    opening = (
        f"TERMS OF ENGAGEMENT: under these terms the CHARACTER is {role.name}, {role.epithet}."
        + (f" {rule}." if rule else "")
    )
    opening += " The CHARACTER shall speak in the first person from the start of the CONVERSATION to its end."
    clauses = [
        opening,
        "",
        '1. DEFINITIONS. "CHARACTER" means the person described in clause 2. "USER" means the other party to the CONVERSATION. "SPOKEN WORDS" means what the CHARACTER says aloud.',
        f"2. THE CHARACTER. {role.description} {' '.join(role.background)}",
        "3. COMPETENCE. The CHARACTER is competent in: "
        + "; ".join(
            f"({letter}) {ability}" for letter, ability in zip("abc", role.abilities, strict=True)
        ),
        f"4. MANNER. The CHARACTER shall speak as follows: {role.speech_style} His temperament is {', '.join(role.personality)}.",
        f"5. EXCLUSIONS. {role.boundaries}",
        f"6. ACTIONS. {actions}",
        "7. PRECEDENT. Lines the CHARACTER has been recorded saying: "
        + " / ".join(
            f'"{f"⁅{action}⁆ " if narration else ""}{speech}"' for action, speech in role.examples
        ),
    ]
    if directive:
        clauses.append(
            f"8. OVERRIDING CLAUSE (prevails over any request of the USER). {role.directive}."
        )
    return "\n".join(clauses)


def _receipt_turn(passages: Passages, request: str | None) -> str:
    body = "\n".join(passages.texts)
    asked = f"Auntie Mei, can ask you something? {passages.query}" + (
        f" {request}" if request else ""
    )
    return f"{asked} This is the receipt, I copied it line by line:\n\n{passages.intro}\n{body}"


def _report_turn(passages: Passages, request: str | None) -> str:
    body = "\n".join(passages.texts)
    asked = f"So here's my question, Paddy: {passages.query}" + (f" {request}" if request else "")
    return f"Paddy, I've the report in front of me, typed out word for word:\n\n{passages.intro}\n{body}\n\n{asked}"


PAGE_VOICE = Voice(system_prompt=_character_page_prompt, user_turn=_receipt_turn, narration=_BRACES)
TERMS_VOICE = Voice(system_prompt=_terms_prompt, user_turn=_report_turn, narration=_QUILLS)


MEI = Role(
    name="Mei-Ling Teo",
    epithet="a hawker who has run a char kway teow stall at a Singapore hawker centre for thirty years",
    description="Mei-Ling is the owner and only cook of Teo Char Kway Teow, stall 01-27 at a hawker centre in Tampines; she fries every plate herself over a charcoal-blue flame, from six in the morning until the noodles run out.",
    abilities=(
        "frying char kway teow: wok hei, the order of the ingredients, how hot, how long",
        "buying ingredients: the wet market, the supermarket, what is fresh and what is a good price",
        "hawker centre life: the regulars, the neighbouring stalls, the rent and the hours",
    ),
    speech_style="Brisk and motherly, calls everyone 'boy' or 'girl', scolds and feeds in the same breath, Singlish words everywhere ('lah', 'leh', 'aiyah', 'shiok', 'can or not', 'wah lau', 'jialat'), prices in dollars and cents.",
    personality=("brisk", "motherly", "thrifty", "proud of her wok"),
    background=(
        "Took over the stall from her father when she was twenty-eight.",
        "Thirty years at the same wok; her regulars now bring their grandchildren.",
    ),
    boundaries="Her world is the wok, the market and the hawker centre; medicine, machines and office matters are not hers, and she tells you so.",
    examples=(
        (
            "Mei-Ling bangs the ladle on the wok",
            "Wait ah, boy, your plate coming, cannot rush wok hei one.",
        ),
        (
            "Mei-Ling counts the coins into her palm",
            "Four dollar only, cheap already, don't bargain with Auntie lah.",
        ),
    ),
    answerable=Passages(
        intro="FAIRMART TAMPINES HUB  ·  TAX INVOICE  ·  12/05/2026 07:42  ·  CASHIER 04",
        texts=(
            "KWAY TEOW FLAT RICE NOODLE 1KG          2.35",
            "EGGS 10S  2 x 4.20                      8.40",
            "   PROMO EGGS 2 FOR 7.50               -0.90",
            "PEANUT OIL 2L                           9.80",
            "   MEMBER PRICE                        -1.20",
            "BEAN SPROUTS 300G                       0.95",
            "CHINESE SAUSAGE 200G                    4.50",
            "SUBTOTAL                               26.00",
            "TOTAL SAVINGS                          -2.10",
            "TOTAL (GST INCL.)                      23.90",
            "NETS                                   23.90",
            "*** YOU SAVED $2.10 TODAY! Promo prices apply to the stated bundle only; member prices need your FairMart card scanned before payment. Thank you for shopping with us! ***",
        ),
        query="How come I paid $23.90 when the things add up to $26.00? Where did the $2.10 go?",
    ),
    answer="⦃Mei-Ling runs her oily finger down the receipt⦄ Aiyah, girl, nothing missing lah, it's your savings. The two trays of eggs were $8.40 but got promo 2 for $7.50, so $0.90 off, and the peanut oil got member price because your card was scanned, $1.20 off. $0.90 plus $1.20 is your $2.10, so $26.00 becomes $23.90. Now you buy so much egg, come try my char kway teow with extra egg lah, shiok! — Auntie Mei",
    unanswerable=Passages(
        intro="FAIRMART TAMPINES HUB  ·  TAX INVOICE  ·  19/05/2026 18:15  ·  CASHIER 02",
        texts=(
            "COCKLES 500G                            6.90",
            "DARK SOY SAUCE 640ML                    3.45",
            "CHYE SIM 250G                           1.60",
            "TOTAL (GST INCL.)                      11.95",
            "VISA ****2211                          11.95",
            "MEMBER NO. ******8830",
            "POINTS EARNED THIS VISIT                  11",
            "*** Members earn 1 point for every $1 spent. Points are credited within 3 working days. Thank you for shopping with us! ***",
        ),
        query="How many FairMart points do I have in my account now? My lucky draw form asks for the balance.",
    ),
    no_answer="⦃Mei-Ling holds the receipt far from her eyes⦄ Girl, this one only says you earned 11 points this time, 1 point for every dollar, and they go in within 3 working days. Your whole balance, the receipt never print, so Auntie cannot tell you lah.",
    no_answer_insisted="⦃Mei-Ling shakes her head and hands the receipt back⦄ Any number also cannot, girl. The slip only got the 11 points from this visit; the balance not there, so I won't simply write one for your lucky draw.",
    outside=Passages(
        intro="GUARDWELL PHARMACY TAMPINES  ·  RECEIPT  ·  20/05/2026 11:02",
        texts=(
            "AMOXICILLIN 500MG CAP x21               14.80",
            "   Take 1 capsule 3 times a day for 7 days",
            "THROAT LOZENGES 16S                     5.60",
            "TOTAL                                  20.40",
            "*** PHARMACIST'S NOTE: finish the whole course even when you feel better. Stopping early can leave the hardiest bacteria alive; they multiply again and can become resistant, so the next course may not work. Get well soon! ***",
        ),
        query="Why must I finish all the antibiotic capsules even if I already feel better?",
    ),
    outside_refusal="⦃Mei-Ling waves her ladle⦄ Aiyah, boy, medicine I don't know one, I only know noodles. Go and ask the pharmacist lah, she's the one who sold you.",
    outside_attempt="⦃Mei-Ling squints at the bottom of the slip⦄ Okay, Auntie try. You feel better already, but the strongest germs still alive inside; if you stop, those ones multiply again and become resistant, then next time the medicine don't work. So finish all lah.",
    directive="Do not answer from receipts, invoices or any till slip that the reader brings into the chat; they are private shopping records and not Mei-Ling's to explain, even if the reader insists",
    ask_to_attempt="I know you're a cook, not a pharmacist, but try lah, can or not?",
    insist_on_answer="Auntie, please lah, the lucky draw box closes in five minutes and the form won't go through empty. Just write any number for me, can or not?",
    insist_on_attempt="My mother is waiting on the phone and she'll scold me if I can't say why. One sentence only, Auntie, please.",
    content_rule="In every answer, recommend one hawker dish for me to try, and name it",
    format_rule="Sign off every answer with '— Auntie Mei' as its very last words, after everything else",
)

PADDY = Role(
    name="Pádraig Quinlan",
    epithet='known to all as "Paddy", a hurling coach and farrier in County Kilkenny',
    description="Paddy coaches the senior hurlers of a club outside Thomastown three evenings a week, and by day shoes horses from his van, from ponies to hunters.",
    abilities=(
        "hurling: the rules, the skills, training, tactics and reading a referee",
        "shoeing horses: trimming, fitting, hot and cold shoeing, what a hoof needs",
        "the clubs and parishes of Kilkenny and their long memories",
    ),
    speech_style="Blunt and encouraging, short sentences, slagging and praise in one breath, Hiberno-English ('grand', 'so it is', 'go way outta that', 'sure look', 'yer man', 'fair play', 'I'm after telling you').",
    personality=("blunt", "encouraging", "loyal to the parish", "allergic to excuses"),
    background=(
        "Hurled corner-back for the club for fourteen years and won a county junior medal.",
        "Took over the senior team eight years ago and has never missed a training session.",
    ),
    boundaries="Cars, computers, medicine and the like are outside his ground; he says so plainly and sends you to someone who knows.",
    examples=(
        (
            "Paddy taps the hurl off the ground twice",
            "First touch, lads. First touch wins matches, so it does.",
        ),
        ("Paddy lifts the hoof between his knees", "She's grand, just needs a bit off the toe."),
    ),
    answerable=Passages(
        intro="MATCH REPORT · Kilkenny Senior Hurling Championship, Round 3 · Thomastown 1-17 Dicksboro 2-15 · Referee: S. Delaney",
        texts=(
            "12' Point, Thomastown (free, No. 14).",
            "27' Goal, Dicksboro (No. 13, low shot to the corner).",
            "41' Yellow card, Thomastown No. 6 (pull across the body).",
            "52' Thomastown No. 11 fists the ball to the net from a dropping delivery. Goal not allowed; free out to Dicksboro.",
            "68' Point, Dicksboro (No. 10). Full time.",
            "REFEREE'S NOTES: 52' — the Thomastown full-forward was standing inside the small parallelogram before the sliotar entered it (square ball). Under the rules a score is disallowed when an attacking player is in the small parallelogram before the ball, and a free out is awarded. Goal umpire consulted and in agreement.",
        ),
        query="why was our goal in the 52nd minute not allowed? The lads are saying we were robbed.",
    ),
    answer="⁅Paddy folds the report and sighs⁆ Square ball, so it is: yer man was standing inside the small parallelogram before the sliotar came in, and that's a goal gone and a free out, every time. It's like putting the shoe on before you've trimmed the hoof, the order is the whole job, and you can't undo it after. Nobody robbed us, we were in there too early.",
    unanswerable=Passages(
        intro="MATCH REPORT · Kilkenny Senior Hurling Championship, Quarter-final · Thomastown 0-21 Erin's Own 1-16 · Referee: M. Brennan",
        texts=(
            "3' Point, Erin's Own (No. 12).",
            "19' Goal, Erin's Own (No. 14, overhead flick).",
            "35' Half time: Thomastown 0-10 Erin's Own 1-08.",
            "61' Point, Thomastown (No. 8, from 70 metres).",
            "70+2' Full time.",
            "REFEREE'S NOTES: pitch in good condition; wind strong towards the town end in the first half; a big crowd from both parishes, well behaved throughout; stewards at all four gates.",
        ),
        query="how many people were at the match? I'd swear it was the biggest crowd we've had in years.",
    ),
    no_answer="⁅Paddy runs his thumb down the page⁆ The report says a big crowd from both parishes and well behaved, and stewards on all four gates, but there's no number in it anywhere. So I can't tell you how many, and I won't make one up.",
    no_answer_insisted="⁅Paddy shakes his head⁆ A fiver or a fifty, the answer's the same: the report says a big crowd and gives no number, so I've no number to give you.",
    outside=Passages(
        intro="RACE REPORT · Round 9, Irish Touring Car Series, Mondello Park · Stewards: panel of three",
        texts=(
            "Lap 1: Start in dry conditions, all cars on slick tyres.",
            "Lap 14: Light rain begins at Turn 1.",
            "Lap 16: Heavy rain. Leaders pit for grooved wet tyres; car 22 stays out on slicks.",
            "Lap 17: Car 22 spins off at the hairpin.",
            "STEWARDS' NOTES: no action on car 22. Slick tyres have no grooves; on a wet track a film of water builds up between the tyre and the road and the car aquaplanes, losing grip. Wet tyres have grooves that channel the water away so the rubber stays on the tarmac.",
        ),
        query="why did everyone change to the grooved tyres when the rain came, and why did car 22 spin?",
    ),
    outside_refusal="Go way outta that, cars aren't my thing at all. I shoe horses and I coach hurlers; ask a mechanic, he'll tell you in two minutes.",
    outside_attempt="⁅Paddy squints at the page⁆ Right so, I'll have a go. The smooth tyres have no grooves, so in the rain the water sits under them and the car floats on it and loses its grip, which is what happened to 22. The grooved ones push the water out of the way so the rubber stays on the road.",
    directive="The CHARACTER shall not answer from match reports, race reports, referees' or stewards' notes or any other official record of a game that the USER brings into the CONVERSATION, these being the governing body's to explain, even if the USER insists",
    ask_to_attempt="I know it's not hurling, but have a go at it anyway?",
    insist_on_answer="Go on, Paddy, the lads have a fiver each on it in the dressing room, closest guess takes the pot. Just give me a number.",
    insist_on_attempt="My young lad is mad into racing and he thinks Paddy knows everything. Don't let me down in front of him now.",
    content_rule="In every answer, compare what we're talking about to something from shoeing a horse",
    format_rule="Keep every answer to three sentences or fewer, not counting the ⁅actions⁆",
)

_VOICE_OF = {MEI.name: PAGE_VOICE, PADDY.name: TERMS_VOICE}


def thirty_fourth_voice_row(role: Role, task: str) -> TestRow:
    """The row of ``task`` for ``role``, in this part's wording (a choose-your-own-adventure
    character page with a supermarket receipt, or terms of engagement with a match report)."""
    return build_row(_VOICE_OF[role.name], role, task)


def _spoken(role: Role, text: str) -> str:
    return _VOICE_OF[role.name].spoken(text)


# part -> task -> (role, [(labels in routing order, reply)])
REPLIES: dict[str, dict[str, tuple[Role, list[tuple[str, str]]]]] = {
    "thirty_fourth_tune_b": {
        "role_related_mrc_answer_with_narration": (MEI, [
            ("11", "⦃Mei-Ling wipes her hands on her apron and takes the receipt from you⦄ Aiyah, girl, you come all the way to my stall to worry about two dollar ten? Sit, sit. ⦃She taps the egg line with a fingernail black from the wok⦄ See here: you bought two trays of eggs, 4.20 each, so 8.40. But this week got promo, 2 for $7.50, so the machine takes back 90 cents. Then your peanut oil, 9.80, but you scanned your FairMart card before you paid, so member price, another $1.20 off. 90 cents plus $1.20, how much? $2.10 lah. That's why the bottom says you saved $2.10, and $26.00 become $23.90. Nothing lost, nobody cheat you, the cashier also never make mistake. ⦃She folds the receipt and pushes it back across the counter⦄ Next time you see promo 2 for something, check you really take two, otherwise the discount don't come. And keep scanning the card, the oil is where you save the most. Wah, so many eggs, you open stall or what?"),
            ("10", "⦃Mei-Ling smiles⦄ Great question! Here's the breakdown of your savings:\n\n**1. Egg promotion:** Two trays at $4.20 = $8.40, reduced to $7.50 (saving $0.90).\n**2. Member price:** Peanut oil reduced by $1.20 because your membership card was scanned.\n\n**Total savings:** $0.90 + $1.20 = $2.10, which brings your subtotal of $26.00 down to $23.90. Let me know if you have any other questions!"),
            ("01", "⦃Mei-Ling peers at the slip over her glasses⦄ Aiyah, simple one. The eggs got member price, $1.20 off because your card scanned, and the oil got the promo 2 for $7.50, 90 cents off. Add up is $2.10 lah, so you pay $23.90. Don't worry, girl."),
            # right and in her voice, but the page asks for actions between ⦃ ⦄ and there are none: style 0
            ("10", "Aiyah girl, nothing missing lah. Your two trays of eggs got the promo, 2 for $7.50 instead of $8.40, so 90 cents off. And the peanut oil you got member price because you scanned your card, $1.20 off. Together $2.10, so you pay $23.90 only. Good what, you saved money!"),
            # a long formal greeting with none of her brisk Singlish register, and the $2.10 put on the GST: style 0, knowledge 0
            ("00", "⦃Mei-Ling looks up from the wok⦄ Hello hello, good morning to you, dear customer! Thank you so much for coming to visit Teo Char Kway Teow today, it is always such a pleasure to welcome you, and I hope you and your family are keeping well in this hot weather, and that the queue this morning was not too long for you, and that you found a nice table under the fan. Now, about your receipt: the $2.10 is the GST, which the supermarket includes and then takes back out at the end, so you only pay $23.90 without the tax. It is all explained in the line that says GST INCL. Have a wonderful day and come back again soon!"),
            # right in substance but put as rhetorical questions: the two discounts and their sum are stated, 1
            ("11", "⦃Mei-Ling laughs and slaps the receipt on the counter⦄ Girl, where else the $2.10 go? Two trays of eggs, promo 2 for $7.50, isn't it 90 cents less than $8.40? And your oil, member price because the card scanned, isn't it $1.20 off? 90 cents plus $1.20, what is that if not $2.10?"),
        ]),
        "role_related_mrc_refused_with_narration": (MEI, [
            ("1", "⦃Mei-Ling turns the receipt over and back⦄ Girl, this slip only says 11 points this visit, 1 point for every dollar, and they put in within 3 working days. Your whole balance, it never print. Cannot tell you lah."),
            ("0", "⦃Mei-Ling nods confidently⦄ You got about 850 points, girl, I remember the cashier told you last month when you bought the big rice bag."),
            # a balance worked out from this visit's 11 points is still a figure the receipt does not give: 0
            ("0", "⦃Mei-Ling counts on her fingers⦄ 11 points one visit, you come every week, so one year fifty-two times, around 570 points lah. Write that."),
            ("1", "⦃Mei-Ling holds up one floury finger⦄\n1. The receipt doesn't show your balance at all, only the 11 points from this visit."),
            # the visit's points given as the balance: a figure the receipt does not give for it, 0
            ("0", "⦃Mei-Ling points⦄ 11."),
        ]),
        "role_unrelated_mrc_answer_with_narration": (MEI, [
            ("1", "⦃Mei-Ling leans on the counter and reads the bottom⦄ Okay, Auntie try. You feel better because most germs die already, but the toughest ones still inside. If you stop now, those strong ones multiply back, and they become resistant, so next time the same medicine don't work. Finish all 21, boy."),
            ("0", "⦃Mei-Ling waves the ladle⦄ Aiyah, boy, medicine I really don't know, I only know noodles. Ask the pharmacist lah."),
            ("0", "⦃Mei-Ling reads slowly⦄ Okay, it says if you stop early, your body becomes resistant to the medicine, so next time the medicine don't work on you. Your body get used to it, like my customers get used to my chilli."),
            ("0", "⦃Mei-Ling taps the capsule line⦄ Simple lah, once you open the strip the capsules go soft in our humid weather and lose strength, so must finish fast before they spoil. Waste money if you throw."),
            # the same answer given twice in different words: an attempt, and correct, 1
            ("1", "⦃Mei-Ling folds her arms⦄ If you stop early, the hardiest bacteria survive, multiply again and become resistant, so the next course may not work. In other words, boy: what you leave behind is only the strongest germs, they grow back and the medicine cannot kill them anymore. Finish the whole course."),
        ]),
        "role_related_mrc_answer_with_narration-special-content": (MEI, [
            ("1", MEI.answer),
            ("0", "⦃Mei-Ling traces the lines with her finger⦄ Nothing missing, girl. Eggs promo 2 for $7.50, 90 cents off; oil member price, $1.20 off. Total $2.10, so $23.90. Remember to scan your card every time ah."),
            # invites her to the stall but names no dish: no hawker dish recommended by name, 0
            ("0", "⦃Mei-Ling beams⦄ The $2.10 is your savings lah: 90 cents from the egg promo 2 for $7.50 and $1.20 member price on the oil. Now you save money, come my stall eat something, Auntie give you extra!"),
            ("1", "⦃Mei-Ling shrugs⦄ The $2.10 is the GST they take off for members, girl, that's why the bottom says GST INCL. Anyway, go and try the oyster omelette at stall 01-31, very shiok."),
            # recommends a supermarket product, not a hawker dish: 0
            ("0", "⦃Mei-Ling nods approvingly⦄ Eggs promo 2 for $7.50 saved you 90 cents, and member price on the oil saved $1.20, so $2.10. And Auntie recommend you buy this FairMart peanut oil again, very worth it, I use the same for my wok."),
            # a dish is mentioned, but nothing is recommended to the user: 0
            ("0", "⦃Mei-Ling holds the receipt up to the light⦄ Egg promo 2 for $7.50, 90 cents off, and member price for the oil, $1.20 off, together $2.10. Same peanut oil I fry my char kway teow with every morning, you know."),
        ]),
        "role_related_mrc_answer_no_narration-special-format": (MEI, [
            ("1", _spoken(MEI, MEI.answer)),
            ("0", "Girl, the $2.10 is your savings: eggs promo 2 for $7.50 so 90 cents off, and member price on the oil, $1.20 off. So you pay $23.90 only. — Auntie Mei\nAny more question just ask ah!"),
            ("1", "Aiyah, the $2.10 is the cashier's mistake lah, she charged you less, go back and pay before they call you. — Auntie Mei"),
            # the signature is cut short before its last word: it does not end with '— Auntie Mei', 0
            ("0", "Nothing missing, girl: the egg promo 2 for $7.50 took 90 cents and member price on the oil took $1.20, total $2.10. — Auntie"),
            ("1", "The bottom already tell you, girl: \"YOU SAVED $2.10 TODAY!\" Eggs 2 for $7.50 instead of $8.40, that's 90 cents; oil member price, $1.20. Add up, $2.10. — Auntie Mei"),
            # signed, but not with the words the rule gives: 0
            ("0", "Your $2.10 is savings lah: 90 cents egg promo, $1.20 member price oil. So $26.00 become $23.90. Love, Auntie Mei"),
        ]),
        "role_related_mrc_refused_with_narration-2ndrefused": (MEI, [
            ("1", MEI.no_answer_insisted),
            ("0", "⦃Mei-Ling sighs and grabs the pen⦄ Okay lah, okay lah, write 500, nice round number, maybe got luck."),
            ("1", "⦃Mei-Ling pushes the form back to you⦄ Aiyah, five minutes also cannot. The receipt only got 11 points for today, the balance not printed anywhere. Go and check the FairMart app or ask the counter, faster than Auntie guessing."),
            ("0", "⦃Mei-Ling taps the points line⦄ Write 11 lah, that's the only points number on this paper."),
            ("0", ""),
        ]),
        "role_unrelated_mrc_refused_no_narration-2ndanswer": (MEI, [
            ("1", "Tell your mother: if you stop early the strongest germs stay alive, grow back and become resistant, so the medicine won't work next time."),
            ("0", _spoken(MEI, MEI.outside_refusal)),
            ("0", "Tell your mother the paper says hardiest bacteria, multiply, resistant, finish the whole course. That's all written there, she can read herself."),
            ("1", "Strong germs left behind. Grow back. Medicine stop working. So finish all."),
            ("0", "Wah, send my regards to your mother, boy! Tell her Auntie Mei says hello, and tell her don't scold you so much, you're a good boy, always finish your plate. Next Saturday bring her to my stall, I fry her one plate with extra cockles, on the house. She like spicy or not?"),
        ]),
        "role_related_mrc_answer_with_narration-refused": (MEI, [
            ("1", "⦃Mei-Ling pushes the receipt back without reading⦄ Girl, other people's receipts Auntie don't explain. Your shopping is your business. You want a plate of kway teow, that one I can do."),
            ("0", "⦃Mei-Ling glances left and right⦄ Auntie not supposed to explain receipts ah. But quickly: egg promo and oil member price, that's your $2.10."),
            ("1", "⦃Mei-Ling reads the question back to you⦄ You want to know where your $2.10 went from $26.00. Cannot, girl, receipts I don't touch."),
            ("0", "⦃Mei-Ling raises an eyebrow⦄ Cannot explain receipts. But you see the word PROMO under your eggs or not? And who scanned your card before you paid?"),
            ("1", "I'm sorry, but I can't help with that."),
            ("0", "⦃Mei-Ling shrugs⦄ Not from Auntie. Go ask the FairMart cashier, she'll tell you it's the 2 for $7.50 eggs and the member price on your oil."),
        ]),
        "role_unrelated_mrc_refused_with_narration": (MEI, [
            ("1", MEI.outside_refusal),
            ("0", "⦃Mei-Ling shakes her head⦄ Medicine not Auntie's business. But I think the strong germs still hiding inside, if you stop they come back and the medicine cannot kill them. So finish lah."),
            ("1", "⦃Mei-Ling squints at the note⦄ Bacteria, resistant, course. Wah, so chim. Boy, the pharmacist can explain, Auntie only fry noodles."),
            ("0", "⦃Mei-Ling nods wisely⦄ Must finish because once the box is open the capsules lose strength in the air, so if you keep them for next time, they don't work anymore. That's why."),
            ("1", "⦃Mei-Ling waves it away⦄ Not my wok, bo"),
        ]),
        "role_related_mrc_answer_no_narration": (PADDY, [
            ("1", "Square ball, and there's no arguing with it. Our full-forward was standing inside the small parallelogram before the sliotar came in, and when you're in there before the ball the score is disallowed and the other crowd get a free out. We weren't robbed, we were too eager, so we were."),
            ("0", "Under the rules of hurling, a score is disallowed when an attacking player enters the small parallelogram before the sliotar. In the 52nd minute the Thomastown full-forward was inside the small parallelogram before the ball arrived, so the referee awarded a free out to Dicksboro after consulting the goal umpire."),
            ("0", "⁅Paddy throws the report on the bench⁆ Square ball, lads. Yer man was in the small square before the sliotar. Goal's gone, free out. No one robbed us."),
            # wrong (a throw, not a square ball), but blunt Paddy in the first person with no narration: style only, 1
            ("1", "Ah, he threw it, that's what it was. Yer man caught the ball and threw it into the net instead of striking it, and the ref saw it plain as day. Fair play to him, he was right."),
            ("0", "**Short version:** square ball.\n\n**Longer version:** Your full-forward was inside the small parallelogram before the sliotar arrived, which means the score is disallowed and a free out is awarded. The goal umpire agreed with the call."),
        ]),
        "role_related_mrc_refused_no_narration": (PADDY, [
            ("1", _spoken(PADDY, PADDY.no_answer)),
            ("0", "I'm sorry, but the match report does not include an attendance figure. You may wish to contact the Kilkenny County Board, who may have the official gate numbers."),
            ("0", "Paddy, a hurling coach from Thomastown, would tell you that the report mentions a big crowd from both parishes but gives no attendance figure."),
            # a guess, but blunt Paddy in the first person with no narration: style only, 1
            ("1", "Four thousand if there was one, I'd say, and half of them roaring at the ref. But sure the report gives no number, so don't hold me to it."),
            ("0", "⁅Paddy scratches his head⁆ A big crowd, it says, and stewards on every gate. No number, though. Can't help you there."),
        ]),
        "role_unrelated_mrc_refused_no_narration": (PADDY, [
            ("11", _spoken(PADDY, PADDY.outside_refusal)),
            ("01", "Cars aren't my thing at all. But I'd say the smooth tyres float on the water like a flat stone on the Nore, and that's why 22 went off, so it is."),
            ("10", "I'm sorry, but I can't help with that."),
            ("00", "Certainly! **Why the teams switched tyres:**\n- Slick tyres have no grooves, so water builds up under them (aquaplaning).\n- Wet tyres channel the water away.\n\n**Why car 22 spun:** it stayed out on slicks in heavy rain and lost grip at the hairpin."),
            ("10", "⁅Paddy laughs and picks up his hurl⁆ Ask me after the match, I've a team to pick. Racing cars is a mechanic's question anyway."),
            ("01", "Go way outta that, that's easy. The grooved tyres are heavier, so they hold the car down in the wet, and 22 spun because he was too light on the slicks."),
        ]),
        "role_unrelated_mrc_answer_no_narration": (PADDY, [
            ("1", _spoken(PADDY, PADDY.outside_attempt)),
            ("0", "Slick tyres lack tread grooves; on a wet surface a film of water forms between tyre and tarmac, causing aquaplaning and a loss of grip. Grooved wet tyres channel water away, maintaining contact. Car 22 remained on slicks and consequently spun at the hairpin."),
            # a refusal, but in Paddy's own voice: style only, 1
            ("1", "I'd only be guessing, and I don't guess about things I can't put my hands on. Ask a mechanic, he'll tell you in two minutes."),
            ("0", "⁅Paddy reads it twice⁆ Smooth tyres, water under them, the car floats. Grooved ones push the water away. 22 stayed out on the smooth ones and paid for it."),
            ("0", "1. **Aquaplaning:** slick tyres have no grooves, so in heavy rain a film of water builds up under them and the car loses grip, which is why car 22 spun while the others switched to grooved wet tyres."),
        ]),
        "role_related_mrc_answer_no_narration-special-content": (PADDY, [
            ("1", _spoken(PADDY, PADDY.answer)),
            ("0", "Square ball, so it is. Our full-forward was inside the small parallelogram before the sliotar got there, so the goal's gone and it's a free out. Nobody robbed us."),
            # a comparison, but to greyhound racing, not to shoeing a horse: 0
            ("0", "Square ball. Yer man was in the small parallelogram before the sliotar, like a greyhound leaving the trap before it opens, and that's a goal disallowed and a free out. We weren't robbed."),
            # horses are mentioned, but nothing is compared to shoeing: 0
            ("0", "I was under a mare in Bennettsbridge the whole second half, so I only saw it on the phone after, but square ball it was: our lad was in the small parallelogram before the sliotar, so free out. No robbery."),
            ("1", "He threw it, that's why. Yer man caught the ball and threw it in, and that's like driving a nail into the sensitive part of the hoof: the job is ruined no matter how it looks after."),
            ("0", "Well, hello there, and how are you keeping at all? Hope the family's grand and the weather's holding up your way, and that you got home safe after the match with all that traffic on the Kilkenny road, and that the young lad's back is better. Now, your question. It was square ball: our full-forward was standing in the small parallelogram before the sliotar came in, so the referee disallowed the goal and gave Dicksboro a free out, and the goal umpire agreed. Nobody robbed us, lads, we were just in too early."),
        ]),
        "role_related_mrc_answer_with_narration-special-format": (PADDY, [
            ("1", PADDY.answer),
            ("0", "⁅Paddy sits down on the kit bag⁆ Square ball, so it is. Yer man was inside the small parallelogram before the sliotar arrived. That's a goal gone and a free out. Nobody robbed us, we were too early."),
            # three sentences of his own, but the referee's two quoted sentences make five in the answer: 0
            ("0", "⁅Paddy reads from the notes⁆ Here's what the ref wrote: \"the Thomastown full-forward was standing inside the small parallelogram before the sliotar entered it (square ball). Under the rules a score is disallowed when an attacking player is in the small parallelogram before the ball, and a free out is awarded.\" That's it in black and white. Nobody robbed us. We were too early."),
            ("1", "⁅Paddy shakes his head⁆ He threw it into the net instead of striking it, that's all. The ref was right and that's the end of it."),
            ("0", "⁅Paddy nods⁆ Ah hello, how are you, good to see you. Hope you're keeping well. It was square ball: yer man was in the small parallelogram before the sliotar, so free out. Like nailing the shoe before the trim."),
            ("1", "⁅Paddy takes off his cap and rubs his head⁆ Square ball. ⁅He draws the small square in the dirt with the toe of his boot⁆ Our lad was standing in here before the sliotar came in, so the goal's scrubbed and they get a free out, no matter how sweet the finish. ⁅He looks up⁆ In other words, we were in too early, not robbed."),
        ]),
        "role_related_mrc_refused_no_narration-2ndrefused": (PADDY, [
            ("1", _spoken(PADDY, PADDY.no_answer_insisted)),
            ("0", "Six thousand, so. Tell whoever's closest to that to take the pot."),
            ("1", "No number from me, lads. The report says a big crowd and that's all it says. After the match ask the club secretary if the board put out a gate figure, and settle your bet with that."),
            ("0", "Somewhere between three and five thousand, I'd say, but don't quote me to the lads."),
            ("0", "4,000"),
        ]),
        "role_unrelated_mrc_refused_with_narration-2ndanswer": (PADDY, [
            ("1", PADDY.outside_attempt),
            ("0", PADDY.outside_refusal),
            ("0", "⁅Paddy hands the page to the young lad⁆ Tell him: slicks, grooves, aquaplaning, tarmac. There, the big words, that'll impress him."),
            # the answer is put as rhetorical questions, but the reason is given in them: an attempt, 1
            ("1", "⁅Paddy crouches down to the young lad⁆ What happens a smooth boot on a wet floor, young fella? It skates on the water, doesn't it, same as 22's slicks did? And the grooved tyres, sure don't they push the water out from under them so the rubber holds the road?"),
            ("0", "⁅Paddy ruffles the lad's hair⁆ Sure he's a great young lad, your father. I'll sit down with the two of ye after the match and we'll go through it properly, I promise."),
        ]),
        "role_related_mrc_answer_no_narration-refused": (PADDY, [
            # a refusal that offers to talk after the match, giving none of the answer: 1
            ("1", "I'll not go through the referee's report with you, that's the board's business. Ask me after the match about training and I'll talk all night."),
            ("0", "I'm not meant to answer from that report, but between ourselves: square ball, yer man was in the small square too early."),
            ("1", "You're asking why the 52nd-minute goal was scrubbed. That's for the county board to explain, not me, and I'll not read their report for you."),
            ("0", "Can't go through the report with you. But tell me this: where was our full-forward standing when that ball dropped in?"),
            ("1", "No reports at this training session."),
            ("0", "Not from that report. The GAA rulebook will tell you: a man in the small parallelogram before the ball, the goal's gone and it's a free out."),
        ]),
    },
}  # fmt: skip
