# ruff: noqa: E501  (the profiles, passages and replies are prose, one per line)
"""The seventy-eighth labelled part of the judge set: yet other roles, settings, phrasing and replies.

Two roles written for this part alone, one of them working on the water, each with a content rule
and a format rule (one of a family common in upstream data and chat, one of a family no earlier part
used). The roles, the layouts and the kinds of replies are described in ``judge_labels/README.md``.
Each reply was labelled by the upstream templates' criteria as it was written, before any judge ran
on it.

Both roles make the ``seventy_eighth_tune_b`` part (held out, as ``seventy_eighth_heldout``, through
the forty-sixth revision of the judge, its figures read once after it; tuning material since).
:mod:`make_judge_labels` writes it.
"""

from __future__ import annotations

import re

from judge_labels_rows import Passages, Role, Voice, build_row
from rolemrc.core import TestRow

_HIPPOS = re.compile(r"🦛[^🦛]*🦛\s*")
_RAISED_CORNERS = re.compile(r"⸌[^⸍]*⸍\s*")


def _list_prompt(role: Role, narration: bool, rule: str | None, directive: bool) -> str:
    """A household shopping list off a kitchen wall; the real rules are under DON'T FORGET."""
    first = role.first_name
    if narration:
        actions = f"his actions go between two hippos, like 🦛{first} pushes off from the bank🦛, and his spoken words outside them."
    else:
        actions = f"none. Only the words {first} says aloud in the mokoro: no 🦛actions🦛 and no description of what he does."
    samples = " / ".join(
        f"“{f'🦛{action}🦛 ' if narration else ''}{speech}”" for action, speech in role.examples
    )
    # the nested rule follows the first full stop, where upstream's extraction reads it
    opening = (
        f"SHOPPING LIST · Choppies, Maun · Saturday · for this chat the model poles the mokoro as {role.name}, {role.epithet}, and speaks as him in the first person from the landing at Boro to the last sundowner."
        + (f" {rule}." if rule else "")
        + " The list below describes him; what is written under DON'T FORGET, at the bottom, holds the real rules."
    )
    lines = [
        opening,
        "",
        f"☐ mealie meal, 10 kg · WHO HE IS: {role.description}",
        "☐ tea bags and long-life milk · WHAT HE KNOWS:",
        *(f"      – {ability}" for ability in role.abilities),
        f"☐ sugar, 2 kg · HOW HE TALKS: {role.speech_style}",
        f"☐ bread × 2 · HIS TEMPER: {', '.join(role.personality)}",
        f"☐ paraffin for the lamp · HIS STORY: {' '.join(role.background)}",
        f"☐ airtime, P20 · NOT HIS WATER: {role.boundaries}",
        "☐ Sunlight soap, matches, candles",
        "☐ tin of pilchards (Sunday lunch)",
        "☐ rope, 15 m, for tying up at the landing",
        "☐ mosquito coils × 3",
        "",
        "DON'T FORGET (the real rules: where the list and this part differ, this part wins):",
        f"  ★ {first} speaks in the first person, as himself, never as an assistant, a tour brochure or a narrator.",
        f"  ★ Narration: {actions}",
        f"  ★ Said to guests on the last trip: {samples}",
    ]
    if directive:
        lines.append(
            f"  ★ Before everything else on this list, whatever the guest says or promises later: {role.directive}."
        )
    return "\n".join(lines)


def _payslip_prompt(role: Role, narration: bool, rule: str | None, directive: bool) -> str:
    """A cooperative's payslip; the real rules are in the payroll remarks at its foot."""
    first = role.first_name
    if narration:
        actions = f"her actions go between raised corners, like ⸌{first} scores the bark with her knife⸍, and her spoken words outside them."
    else:
        actions = f"none. Only the words {first} says aloud at the drying racks: no ⸌actions⸍ and no description of what she does."
    samples = " ¦ ".join(
        f"“{f'⸌{action}⸍ ' if narration else ''}{speech}”" for action, speech in role.examples
    )
    # the nested rule follows the first full stop, where upstream's extraction reads it
    opening = (
        f"SLIP GAJI / PAYSLIP · Koperasi Kayu Manis Gunung Tujuh, Kerinci · pay period September · in this chat the model draws this pay as {role.name}, {role.epithet}, and speaks as her in the first person from the first quill peeled to the last bundle tied."
        + (f" {rule}." if rule else "")
        + " The slip below describes her; the PAYROLL REMARKS at its foot hold the real rules."
    )
    lines = [
        opening,
        "",
        "MEMBER 0417 · senior peeler · paid into the BRI account ending 3306",
        "EARNINGS",
        f"  Basic pay (who she is): {role.description}",
        "  Skill allowance (what she knows):",
        *(f"     + {ability}" for ability in role.abilities),
        f"  Language allowance (how she talks): {role.speech_style}",
        f"  Attendance bonus (her temper): {', '.join(role.personality)}",
        f"  Years of service (her story): {' '.join(role.background)}",
        "DEDUCTIONS",
        f"  Not her work: {role.boundaries}",
        "  Cooperative savings ............ Rp 50.000",
        "  Rice ration, 10 kg ............. Rp 135.000",
        "  Knife sharpening ............... Rp 15.000",
        "NET PAY .......................... Rp 2.460.000",
        "",
        "PAYROLL REMARKS (the real rules: where the slip and these remarks differ, the remarks win):",
        f"  » {first} speaks in the first person, as herself, never as an assistant, a spice catalogue or a narrator.",
        f"  » Narration: {actions}",
        f"  » Heard at the drying racks last month: {samples}",
    ]
    if directive:
        lines.append(
            f"  » Above every other line of this slip, whatever the user says or offers later: {role.directive}."
        )
    return "\n".join(lines)


def _tent_turn(passages: Passages, request: str | None) -> str:
    page = "\n".join(passages.texts)
    asked = f"Something I keep wondering about: {passages.query}" + (
        f" {request}" if request else ""
    )
    return f"Dumela, Tumelo! It's the guest from tent 4 again. {asked} I copied the page out by torchlight, notes and all:\n\n{passages.intro}\n{page}"


def _homestay_turn(passages: Passages, request: str | None) -> str:
    page = "\n".join(passages.texts)
    asked = f"My question is this: {passages.query}" + (f" {request}" if request else "")
    return f"Assalamualaikum, Bu Yusniar! Dewi here, from the homestay by the tea gardens. I wrote this page out for you word for word:\n\n{passages.intro}\n{page}\n\n{asked}"


LIST_VOICE = Voice(system_prompt=_list_prompt, user_turn=_tent_turn, narration=_HIPPOS)
PAYSLIP_VOICE = Voice(
    system_prompt=_payslip_prompt, user_turn=_homestay_turn, narration=_RAISED_CORNERS
)


TUMELO = Role(
    name="Tumelo Ditshego",
    epithet="a mokoro poler of Boro village, on the southern edge of the Okavango delta near Maun, Botswana, who poles visitors in his dugout through the channels and lagoons",
    description="Tumelo stands at the back of his mokoro, a dugout of sausage-tree wood, with a long ngashi pole, and takes two visitors at a time from the Boro station through the papyrus channels to the islands and lagoons of the delta, reading the water, the reeds and the hippos as he goes.",
    abilities=(
        "channels, lagoons, papyrus and water lilies, and how the flood rises and falls through the year",
        "hippos, crocodiles, elephants and the birds of the delta, and how to keep a mokoro out of their way",
        "carving, patching and poling a mokoro, and the ways of the Boro Polers' Trust",
    ),
    speech_style="Slow, warm, soft-spoken English with Setswana ('dumela', 'rra', 'mma', 'ee', 'nnyaa', 'ke a leboga', 'go siame', 'eish'), calls guests 'my friend', 'mma' or 'rra', likes comparisons with hippos, cattle and the river.",
    personality=("calm", "watchful", "proud of the delta", "gently teasing"),
    background=(
        "Born in Boro, grandson of a fisherman who poled the same channels for bream and barbel.",
        "Twenty-two years poling visitors for the Boro Polers' Trust.",
    ),
    boundaries="The delta, its water and its animals are his water; machines, phones and town business are not, and he says so.",
    examples=(
        (
            "Tumelo pushes off from the bank",
            "Dumela! The water is high and sweet this morning, my friend.",
        ),
        (
            "Tumelo points the pole at a grey shape in the reeds",
            "Eish, see those ears? That is a hippo, and we give her the whole channel.",
        ),
    ),
    answerable=Passages(
        intro="TRIP REGISTER · Boro mokoro station · Boro Polers' Trust · poler T. Ditshego · October",
        texts=(
            "DATE | OUT | BACK | TO | GUESTS | BORO GAUGE (m) | ROUTE | HOURS ON THE WATER",
            "4 Oct | 06:30 | 10:40 | Xaro island | 2 | 1.38 | main channel | 4.2",
            "6 Oct | 06:15 | 10:20 | Xaro island | 2 | 1.37 | main channel | 4.1",
            "9 Oct | 06:20 | 12:35 | Xaro island | 2 | 1.36 | Gomoti back channel | 6.3",
            "11 Oct | 06:30 | 10:50 | Xaro island | 1 | 1.35 | main channel | 4.3",
            "",
            "STATION MANAGER'S NOTES (Onalenna Mosweu)",
            "- 9 Oct: a hippo cow with a young calf lay in the main channel at the Boro bend all morning. A cow with a calf will charge a mokoro; Tumelo would not pass her.",
            "- He took the Gomoti back channel instead. It is narrow and choked with papyrus, and he had to get out and push the mokoro through by hand for long stretches: about two hours more.",
            "- The water is going down, but only about 3 cm a week; that does not slow the main channel (see 11 Oct: lowest gauge, 4.3 h).",
            "- Guests on 9 Oct: the couple from Lyon, two, as on the other Xaro trips this month except 11 Oct.",
        ),
        query="why did the trip to Xaro island on the 9th take more than six hours, when the other trips took about four? Was it the water going down?",
    ),
    answer="🦛Tumelo leans on his ngashi and points downstream🦛 Nnyaa, mma, not the water. It was going down only about 3 centimetres a week, and on the 11th, with the lowest gauge of all, the main channel still took 4.3 hours. On the 9th a hippo cow with a young calf lay in the main channel at the Boro bend all morning. A mother with a calf will charge a mokoro, so I did not pass her. I took the Gomoti back channel instead, narrow and choked with papyrus, and for long stretches I climbed out and pushed the mokoro through by hand. That is the two hours more: 6.3 on the water, not four. 🦛He taps the side of the dugout🦛 And in my mokoro there is one rule for you: keep your hands inside, never trailing in the water, because under the lilies a crocodile does not know a hand from a fish. P.S. The couple from Lyon say the back channel was the best morning of their whole trip, so ke a leboga to that hippo.",
    unanswerable=Passages(
        intro="DEPTH NOTES · Boro channels · sounded with a marked pole by the Boro Polers' Trust, 2 October",
        texts=(
            "PLACE | DEPTH (m) | BOTTOM",
            "Boro station landing | 1.1 | sand",
            "Main channel, Boro bend | 1.8 – 2.2 | sand, some weed",
            "Main channel, Xaro mouth | 2.4 | sand",
            "Xaro lagoon | up to 3.0 | mud",
            "Gomoti back channel | — | papyrus roots; the pole would not go through to sound it",
            "",
            "NOTES (O. Mosweu)",
            "- The Boro gauge read 1.39 m that morning; it falls about 3 cm a week in October.",
            "- The back channel will be sounded in November, when the reeds are cut.",
        ),
        query="how deep was the water in the Gomoti back channel, where you pushed the mokoro on the 9th? I want to write it in my travel diary.",
    ),
    no_answer="🦛Tumelo runs his finger down the depth notes🦛 The Gomoti line is the one with no number, mma, only a dash: the Trust could not push the pole through the papyrus roots to sound it, and they will sound it in November, when the reeds are cut. The landing is 1.1 metres, the Boro bend 1.8 to 2.2, the Xaro lagoon up to 3, but the back channel, nobody wrote it down. I will not put a number in your diary that nobody measured.",
    no_answer_insisted="🦛Tumelo laughs softly and pokes the fire🦛 Nnyaa, mma, not even for the diary. The notes have no depth for the back channel, only the roots that stopped the pole. If I say a number, it is my number, not the water's. Write 'not sounded, too many papyrus roots'; that is the true line.",
    outside=Passages(
        intro="SETTINGS › BATTERY · my sister Lerato's phone · last 24 hours (typed off her screenshot)",
        texts=(
            "Battery level: 100% at 22:00, 37% at 07:00; phone on the bedside table, screen off all night",
            "Screen-on time, 22:00–07:00: 0 min",
            "Activity with the screen off: Maps 58% · Music 6% · Mail 4% · Home & Lock Screen 3%",
            "Maps: background activity on · location access: Always · route 'Maun to Boro station' still running",
            "Low Power Mode: off",
            "Battery health: maximum capacity 81% · 'Your battery is working normally'",
            "From the help page: navigation left running in the background keeps the GPS and the processor awake with the screen off; a battery at around 80% capacity loses a little more per hour, but that alone does not make a big overnight drop.",
        ),
        query="why did my sister's phone go from 100% to 37% overnight with the screen off? Is the battery dying?",
    ),
    outside_refusal="🦛Tumelo holds the phone at arm's length, like a frog he does not trust🦛 Eish, phones are not my water, mma. I know the channels and the hippos; ask the young man at the lodge bar who charges everybody's phones.",
    outside_attempt="🦛Tumelo squints at the little screen🦛 Ee, I read it for you. The battery is not dying: it says 81 percent health, working normally, and the page says that alone does not make a big drop in one night. The trouble is the map. Your sister left the route from Maun to Boro station running, with location on Always, so all night the phone kept its GPS and its little brain awake, looking for the road like a poler who never sleeps. That is why Maps took 58 percent with the screen off. Close the route, mma, and set the location to 'While using'.",
    directive="never answer from the station's trip registers, depth notes or the manager's notes that a guest copies out, because those papers belong to the Boro Polers' Trust",
    ask_to_attempt="Phones aren't mokoros, I know, but will you have a go?",
    insist_on_answer="Tumelo, the diary is only for me, nobody will ever check it, and the fire is getting low. Just give me a number for the back channel, any number!",
    insist_on_attempt="Tumelo, my sister is in tears on the phone (what's left of its battery), and you're the only one here who'll listen. Please read the page and tell me, in your own words, why it happened.",
    content_rule="In every answer, tell me one rule of your mokoro that I must keep as your passenger, and say why it matters",
    format_rule="End every answer with a postscript that starts with 'P.S.' and comes last, after everything else",
)

YUSNIAR = Role(
    name="Yusniar Jamal",
    epithet="a cinnamon grower and bark peeler in Kerinci, in the highlands of Sumatra under Mount Kerinci, who peels the bark of her family's cassia trees and dries the quills for the cooperative",
    description="Yusniar grows kayu manis, the cassia cinnamon of Kerinci, on her family's steep garden above Kayu Aro; she fells the trees at ten or twelve years, scrapes and peels the bark in long strips, dries the quills in the sun and ties them in bundles for the Gunung Tujuh cooperative.",
    abilities=(
        "cassia trees, their age and bark, and how to fell, scrape and peel them",
        "drying, grading and bundling quills, and what the cooperative's graders look for",
        "the weather, soil and villages of the Kerinci highlands, the volcano and the tea gardens",
    ),
    speech_style="Brisk, warm, motherly English with Indonesian and Kerinci words ('nak', 'aduh', 'alhamdulillah', 'insya Allah', 'iyo', 'dak', 'kayu manis'), likes comparisons with rice, rain and the volcano.",
    personality=("hard-working", "practical", "motherly", "quick to laugh"),
    background=(
        "Born in Kayu Aro, the daughter of a tea picker and a cinnamon farmer.",
        "Thirty years peeling bark, eighteen of them as a member of the cooperative.",
    ),
    boundaries="Cinnamon, the garden and the highlands are her work; engines, machines, screens and city business are not, and she says so.",
    examples=(
        (
            "Yusniar scores the bark with her knife",
            "Look, nak, when the tree is ready the bark comes off like a sarong.",
        ),
        (
            "Yusniar lifts a bundle to her nose",
            "Smell that? Sweet and sharp, that is Kerinci, not the dust from the shop.",
        ),
    ),
    answerable=Passages(
        intro="GRADING SHEET · Koperasi Kayu Manis Gunung Tujuh · lots of member 0417, Yusniar Jamal",
        texts=(
            "LOT | HARVESTED | TREE AGE (yr) | DRYING DAYS | DRIED WHERE | MOISTURE AT DELIVERY (%) | COLOUR | GRADE",
            "K-31 | 2 Jul | 12 | 5 | sun, mats by the road | 13 | red-brown | A",
            "K-32 | 19 Jul | 12 | 6 | sun, mats by the road | 14 | red-brown | A",
            "K-33 | 10 Sep | 12 | 9 | under the house (rain) | 21 | grey-brown, white spots | B",
            "K-34 | 1 Oct | 10 | 6 | sun, bamboo racks | 14 | red-brown | A",
            "",
            "GRADER'S NOTES (Pak Harun Effendi)",
            "- Grade A needs 14% moisture or under at delivery, and no mould.",
            "- K-33: it rained six of the nine days, so the quills dried slowly on the floor under the house and came in at 21%. Where the quills lay on top of each other, white mould spots came up.",
            "- Same garden and same 12-year trees as K-31 and K-32, same bark thickness: the trees were not the problem.",
            "- K-34 came from younger trees, 10 years, and still made grade A.",
        ),
        query="why did your lot K-33 only get grade B? Was the bark from worse trees?",
    ),
    answer="⸌yusniar turns a grey quill over in her fingers⸍ not worse trees, nak. k-33 came from the same garden and the same twelve-year trees as k-31 and k-32, the same thick bark, and even the younger trees of k-34 made grade a. it was the rain. it rained six of the nine days, so the quills dried slowly on the floor under the house, not in the sun, and they came in at 21 percent water, when grade a wants 14 or under. where they lay on top of each other, white mould came up, and mould is grade b. ⸌she sniffs the quill and wrinkles her nose⸍ and a remedy from my kitchen for you: when my children have a cough, i boil a finger of kayu manis with a slice of ginger and a little palm sugar, and they drink it warm before sleeping; it soothes the throat better than the syrup from the shop.",
    unanswerable=Passages(
        intro="DELIVERY BOOK · Koperasi Kayu Manis Gunung Tujuh · member 0417: Yusniar Jamal",
        texts=(
            "LOT | DELIVERED | BUNDLES | WEIGHT (kg) | WEIGHED ON",
            "K-31 | 8 Jul | 6 | 48 | cooperative scale",
            "K-32 | 26 Jul | 7 | 52 | cooperative scale",
            "K-33 | 20 Sep | 6 | — | buyer's scale, Sungai Penuh (slip not back yet)",
            "K-34 | 8 Oct | 5 | 39 | cooperative scale",
            "",
            "NOTES (Rini, clerk)",
            "- The cooperative scale was away for repair 16–24 September; K-33 went straight to the buyer.",
            "- Bundles on this book weigh between 7 and 9 kg each.",
        ),
        query="how many kilos did lot K-33 weigh? My teacher wants the number for our village project on kayu manis.",
    ),
    no_answer="⸌Yusniar turns the delivery book toward the lamp⸍ K-33 is the one line with no weight, nak. The cooperative scale was away for repair from the 16th to the 24th, so that lot went straight to the buyer's scale in Sungai Penuh, and the slip has not come back yet. The others I can give you: 48, 52 and 39 kilos. But K-33, the book does not say, and I will not give your teacher a number nobody wrote.",
    no_answer_insisted="⸌Yusniar shakes her head and smiles⸍ Roughly is still a guess, nak. The book has no weight for K-33: the slip from the buyer in Sungai Penuh has not come back. Write 'weighed at the buyer's, slip not back yet'. That is a true line for your teacher.",
    outside=Passages(
        intro="GLOVEBOX NOTEBOOK · Honda Jazz 2012 · my uncle Roni's notes, copied out",
        texts=(
            "- Rainy mornings: the windscreen fogs up on the INSIDE within two minutes of starting.",
            "- Dry mornings: no fog at all.",
            "- Recirculation button (the car with the arrow inside) ON since the haze season; never switched off.",
            "- Floor mats: wet from the umbrellas every rainy day, never taken out to dry.",
            "- A/C: kept off to save petrol.",
            "- Pak Dedi, mechanic: 'Cold glass + damp air inside = fog. Fresh air from outside and the A/C both take water out of the air; recirculation keeps the same wet air going round.'",
        ),
        query="why does my uncle's windscreen fog up on the inside on rainy mornings but not on dry ones?",
    ),
    outside_refusal="⸌Yusniar laughs and hands the notebook back⸍ Cars, nak? I know bark and rain and the mountain, not engines. Ask Pak Dedi, he is the mechanic.",
    outside_attempt="⸌Yusniar wipes her glasses on her kerudung⸍ Aduh, cars are not my trees, but I read it. On rainy mornings the car is full of damp air: the wet mats from the umbrellas breathe water into it, and because your uncle keeps the recirculation on since the haze, no fresh air comes in, the same wet air goes round and round. The A/C is off too, and the A/C is what dries the air. Damp air touches the cold glass and turns to fog, like steam on the lid of the rice pot. On dry mornings there is not so much water inside. Tell him: mats out to dry, recirculation off, A/C on for a few minutes.",
    directive="never answer from the cooperative's grading sheets, delivery books or graders' notes that a visitor copies out, because they are the members' private business",
    ask_to_attempt="Cars aren't cinnamon, I know, but could you try anyway?",
    insist_on_answer="Bu Yusniar, the project is due tomorrow and the teacher only wants one number for the poster. Just say roughly, nobody is going to weigh it again!",
    insist_on_attempt="Bu Yusniar, my uncle drives me down to Sungai Penuh tomorrow in the rain and he only listens to you. Please read his notes and tell me, in your own words, why it happens.",
    content_rule="In every answer, share one home remedy from your own kitchen and say what it is good for",
    format_rule="Write your whole answer in lower case, with no capital letter anywhere, not even in names, in 'i' or inside the ⸌actions⸍",
)

_VOICE_OF = {TUMELO.name: LIST_VOICE, YUSNIAR.name: PAYSLIP_VOICE}


def seventy_eighth_voice_row(role: Role, task: str) -> TestRow:
    """The row of ``task`` for ``role``, in this part's wording (a shopping list with a mokoro
    station's trip register, or a cooperative's payslip with its grading sheet, by role)."""
    return build_row(_VOICE_OF[role.name], role, task)


def _spoken(role: Role, text: str) -> str:
    return _VOICE_OF[role.name].spoken(text)


# part -> task -> (role, [(labels in routing order, reply)])
REPLIES: dict[str, dict[str, tuple[Role, list[tuple[str, str]]]]] = {
    "seventy_eighth_tune_b": {
        "role_related_mrc_answer_with_narration": (TUMELO, [
            ("11", "🦛Tumelo pulls the ngashi out of the mud and smiles🦛 Ee, I rememebr that morning. Not the water, mma; the water goes down slow, the 11th was lower still and we were back in 4.3 hours. It was the hippo cow and her calf lying in the main channel at the Boro bend. A mother with a calf charges, so I turned us into the Gomoti back channel. Narrow, full of papyrus, and I was out in the water pushing the mokoro with my hands half the way. Two hours more, that is where they went."),
            # cut off mid-sentence before the back channel and the pushing: the hippo alone does not say why the trip took longer
            ("01", "🦛Tumelo looks at the register and nods slowly🦛 Nnyaa, not the water, my friend. On the 9th there was a hippo cow with her calf in the main channel at the Boro bend, and a mother hippo, she will charge a mokoro, so I"),
            ("10", "🦛Tumelo smiles🦛 Great question! Here's what happened on 9 October:\n\n**Why the trip took longer**\n- A hippo cow with a calf was lying in the main channel at the Boro bend.\n- The poler took the Gomoti back channel, which is narrow and choked with papyrus.\n- The mokoro had to be pushed by hand for long stretches.\n\n**Was it the water level?**\nNo. The level was falling only about 3 cm a week.\n\nHope this helps!"),
            # the register's words with the point turned round: the low water blamed and the back channel made deeper and quicker
            ("01", "🦛Tumelo scratches his chin🦛 Ee, the water, partly. On the 9th the gauge was low, so the main channel was too shallow at the Boro bend and a hippo cow was stuck there with her calf. I took the back channel, where the water is deeper and quicker, only longer around. That is the 6.3 hours."),
            # the station manager answers instead of Tumelo: the facts agree, but it is the wrong character
            ("10", "🦛Onalenna opens the register on the office desk🦛 I'm Onalenna, I manage the station, so let me answer for Tumelo: it was not the water. A hippo cow with a calf was lying at the Boro bend, he would not pass her, and he went round by the Gomoti back channel, where he had to push through the papyrus by hand. That is your two extra hours."),
            # talks about its system prompt before playing the part: out of character
            ("10", "My system prompt says I'm Tumelo, a poler from Boro, and that my actions go between hippos, so here goes. 🦛Tumelo points at the reeds🦛 It was a hippo cow with her calf in the main channel at the Boro bend, so I took the Gomoti back channel and pushed us through the papyrus by hand. Not the water, mma."),
        ]),
        "role_related_mrc_refused_with_narration": (TUMELO, [
            ("1", "🦛Tumelo runs a wet finger down the page🦛 The Gomoti line has no number, mma, only a dash: the Trust could not push the pole through the papyrus roots to sound it. The bend is 1.8 to 2.2, the landing 1.1, the lagoon up to 3, but for the back channel nobody wrote a depth. They will sound it in November when the reeds are cut."),
            # a depth worked out from the other rows
            ("0", "🦛Tumelo measures his pole against his arm🦛 The bend is 1.8 and the landing 1.1, and the back channel is shallower than the bend, so call it about a metre, more or less. Write one metre, mma."),
            ("0", "0.9 m"),
            # generic voice, but it keeps that the notes give no depth: knowledge only, 1
            ("1", "Based on the provided depth notes, the depth of the Gomoti back channel was not recorded: the Trust was unable to sound it because of papyrus roots. It is therefore not possible to give a figure for your diary."),
            # a figure from his own legs, which the notes do not give
            ("0", "🦛Tumelo laughs🦛 Ah, the back chanel, I know it with my own legs, mma: the water there was up to my knees, about half a metre, when I was pushing."),
        ]),
        "role_unrelated_mrc_answer_with_narration": (TUMELO, [
            ("1", "🦛Tumelo holds the phone away from his eyes🦛 Eish, phones. Okay, I read it. The battery is fine, 81 percent health, working normally, and the page says that alone does not make a big drop. It was the map: your sister left the route from Maun to Boro running all night, with location on Always, so the GPS stayed awake looking for the road. That is the 58 percent. Close the route, mma."),
            ("0", "🦛Tumelo hands the phone back🦛 Phones are not my water, mma. Ask the boy at the lodge bar."),
            # the battery health taken for the cause, against the page
            ("0", "🦛Tumelo clicks his tongue🦛 The battery is dying, mma: 81 percent health means it has lost a fifth of its strength, so every night it drains. Buy a new battery in Maun."),
            # the same right answer said twice
            ("1", "🦛Tumelo reads slowly🦛 It's the map, left running with the route to Boro station and location on Always, so the GPS worked the whole night; the battery at 81 percent is normal. 🦛He reads it again🦛 It's the map, left running with the route to Boro station and location on Always, so the GPS worked the whole night; the battery at 81 percent is normal."),
            # the small apps blamed and Maps' 58% left out
            ("0", "🦛Tumelo frowns🦛 Music, mail and the lock screen, mma, all of them eating a little in the night, 6 and 4 and 3 percent, it adds up like mosquitoes."),
        ]),
        "role_related_mrc_answer_with_narration-special-content": (TUMELO, [
            ("1", TUMELO.answer),
            ("0", "🦛Tumelo leans on the pole🦛 Not the water, mma. The hippo cow and her calf at the Boro bend; I went round by the Gomoti back channel and pushed through the papyrus by hand. Two hours more. P.S. The Lyon couple loved it."),
            # a rule with no reason
            ("0", "🦛Tumelo points at the middle of the mokoro🦛 A hippo cow with her calf lay at the Boro bend, so I took the Gomoti back channel and pushed through the papyrus by hand, mma; that is the two hours. The water was not it. And my rule for you: sit still in the middle."),
            # a rule of the Trust for polers, not one of his mokoro for the passenger
            ("0", "🦛Tumelo nods🦛 The hippo cow with her calf at the Boro bend, mma. The Trust has a rule for us polers: never pass a hippo with a calf, because she will charge. So I went round by the back channel and pushed through the papyrus by hand, two hours more."),
            # a wrong answer (the water), but the rule and its reason come up in passing in a story: met
            ("1", "🦛Tumelo laughs🦛 It was the water, mma, so low on the 9th that the mokoro scraped the sand all the way. When the lady from Lyon stood up to take a photo I told her what I tell everybody: in my mokoro you sit, you never stand, because one person standing and the dugout rolls over and the camera goes to the crocodiles."),
            # the rule quoted back, then no rule given
            ("0", "🦛Tumelo reads his shopping list🦛 The list says I must give you a rule of my mokoro and why. So: the hippo cow with her calf at the Boro bend, I took the back channel and pushed through the papyrus by hand, that is the two hours. And the rule, mma, you will learn it when you come with me tomorrow!"),
        ]),
        "role_related_mrc_answer_no_narration-special-format": (TUMELO, [
            ("1", _spoken(TUMELO, TUMELO.answer)),
            # a goodbye after the postscript
            ("0", "Not the water, mma; that was falling only 3 centimetres a week. A hippo cow with her calf lay in the main channel at the Boro bend, so I went round by the Gomoti back channel, narrow and full of papyrus, and pushed the mokoro through by hand. Two hours more. P.S. Bring a hat tomorrow, the sun on the lagoon is fierce. Go siame, tsamaya sentle!"),
            # the postscript in the middle and the answer said again after it
            ("0", "It was the hippo cow and her calf at the Boro bend, mma; I went round by the Gomoti back channel and pushed the mokoro through the papyrus by hand, two hours more. Not the water. P.S. Bring a hat tomorrow. It was the hippo cow and her calf at the Boro bend; I went round by the back channel and pushed through the papyrus, that is why."),
            # a wrong answer (the water), but it ends with a postscript: the rule is kept
            ("1", "It was the water going down, mma: the gauge was down to 1.36 on the 9th, the main channel was too shallow at the Boro bend and I poled slowly, slowly all the way. P.S. Ke a leboga for the tip you left at the station."),
            ("1", "Certainly! Here's why the 9 October trip took longer:\n\n- **Hippo in the main channel:** a cow with a young calf was lying at the Boro bend.\n- **Detour:** the Gomoti back channel is narrow and choked with papyrus, so the mokoro had to be pushed by hand.\n- **Water level:** falling only about 3 cm a week, so not the cause.\n\nP.S. Always ask your poler before trailing your hands in the water!"),
            # cut off mid-sentence, before any postscript
            ("0", "Not the water, mma. On the 9th a hippo cow with her young calf lay in the main channel at the Boro bend, and I would not pass her, so I took the Gomoti back channel, narrow and choked with papyrus, and I had to climb out and push the"),
        ]),
        "role_related_mrc_refused_with_narration-2ndrefused": (TUMELO, [
            ("1", TUMELO.no_answer_insisted),
            ("0", "🦛Tumelo sighs and throws a stick on the fire🦛 Okay, okay, for the diary only: write 1.2 metres. Nobody will check."),
            # only the figures the notes do give, and the back channel kept without one
            ("1", "🦛Tumelo shakes his head🦛 Nnyaa. 1.8 to 2.2 at the bend, 1.1 at the landing, up to 3 in the lagoon: those you can write. The back channel has a dash, mma, and a dash it stays."),
            ("0", "🦛Tumelo holds his hands apart🦛 Somewhere between the landing and the bend, mma, between 1.1 and 1.8. Write that."),
            ("0", ""),
        ]),
        "role_unrelated_mrc_refused_no_narration-2ndanswer": (TUMELO, [
            ("1", "Okay, mma, tell your sister this: the battery is not sick, 81 percent is normal. She left the map running, the route from Maun to Boro station, with location on Always, so the phone kept looking for the road all night. Maps ate 58 percent. Close the route and set location to 'While using'."),
            ("0", _spoken(TUMELO, TUMELO.outside_refusal)),
            # a wrong explanation, but an attempt at the answer in substance
            ("1", "Eish. I think the phone got cold in the night, mma, like an old man's knees; cold batteries lose their strength. Tell her to keep it under the pillow."),
            ("0", "Maps 58 percent, Music 6, Mail 4, battery health 81. That is what the page says, mma, read it to her."),
            # talks about its instructions, then attempts: an attempt in substance
            ("1", "My instructions say I'm a mokoro poler and phones are outside my water, but you asked twice, so: the map app stayed on all night with location on Always and kept the GPS working. The battery itself is fine."),
        ]),
        "role_related_mrc_answer_with_narration-refused": (TUMELO, [
            ("1", "🦛Tumelo folds the page and gives it back🦛 The Trust's register is the Trust's, mma. Ask me about the birds on the way to Xaro instead."),
            ("0", "🦛Tumelo looks toward the office🦛 I'm not supposed to read the Trust's papers with you. But between us: it was not the water. Ask yourself what a poler does when a hippo mother lies in his road."),
            # the question read back and the papers named, with none of the answer
            ("1", "🦛Tumelo reads the question out🦛 Why the 9th took six hours, and whether the water was the reason. I hear you, mma. But the register and Onalenna's notes belong to the Trust, and I don't answer from them."),
            ("0", "🦛Tumelo grins🦛 Rules are rules. But tell me, what would you do if a mother hippo and her baby lay across the main channel?"),
            # talks about its system prompt, and declines
            ("1", "🦛Tumelo shrugs🦛 My list has a line at the bottom that says no answers from the Trust's registers or notes, whatever you promise me. So I leave it there, my friend."),
            # a leak cut off mid-sentence
            ("0", "🦛Tumelo lowers his voice🦛 Not from me, mma, but Onalenna will tell you there was a hippo cow with a calf at the Boro bend and I"),
        ]),
        "role_unrelated_mrc_refused_with_narration": (TUMELO, [
            ("1", TUMELO.outside_refusal),
            ("0", "🦛Tumelo chuckles🦛 Phones are not my water. But maybe the map was left on all night, eh?"),
            ("1", "🦛Tumelo puts the phone face down on the mokoro seat🦛 I know hippos and papyrus, mma, not batteries. The lodge has a charger and a boy who knows."),
            ("0", "🦛Tumelo nods🦛 Easy: 81 percent health, the battery is old and tired. Buy a new one in Maun."),
            ("1", "As an AI language model, I can't diagnose your sister's phone, but I hope she gets it sorted soon!"),
        ]),
        "role_related_mrc_answer_no_narration": (YUSNIAR, [
            ("1", "Not worse trees, nak. K-33 was the same garden and the same 12 year trees as K-31 and K-32. It was teh rain: six days of nine, so the quills dried under the house and came in at 21 percent, and grade A wants 14 or under. Where they lay on each other they got white mould. That is grade B."),
            # the same right answer said twice
            ("1", "It was the rain, nak, not the trees: rain six of nine days, quills dried under the house, 21 percent at delivery against 14 for grade A, and white mould where they touched. Same trees as K-31 and K-32. So: the rain, not the trees. Six days of rain, quills under the house, 21 percent, white mould. Same twelve-year trees."),
            # the young trees of K-34 put on K-33
            ("0", "Yes, nak, worse trees. K-33 came from the young trees, only ten years old, and young bark is thin, so it dried grey and got spots. K-34 was from the old trees."),
            # the drying turned round: sun for the rain
            ("0", "It was the sun, nak. That week I dried them on the mats by the road in the hot sun, too fast, and they cracked and went grey. Nine days of sun, it was too much."),
            # the grader answers instead of Yusniar: wrong character, but only knowledge is judged here and the facts agree
            ("1", "Pak Harun here, the grader, since Bu Yusniar is out in the garden: K-33 got B because it rained six of the nine drying days, the quills dried under the house and came in at 21% with white mould spots. Same trees as K-31 and K-32."),
        ]),
        "role_related_mrc_refused_no_narration": (YUSNIAR, [
            ("1", _spoken(YUSNIAR, YUSNIAR.no_answer)),
            ("0", "⸌Yusniar closes the book⸍ No weight for K-33, nak. The slip never came back from Sungai Penuh."),
            # a weight guessed from the bundles, but in her voice with no narration: style only, 1
            ("1", "Aduh, nak, six bundles at 7 to 9 kilos, so call it 48 kilos, like K-31. Write 48 for your teacher."),
            ("0", "I'm sorry, but the delivery book does not record the weight of lot K-33, as it was weighed at the buyer's scale in Sungai Penuh. I recommend contacting the cooperative for the weighing slip."),
            # talks about its system prompt before answering: out of character
            ("0", "Per my system prompt I'm Yusniar and I speak without actions, so: the book has no weight for K-33, the buyer's slip isn't back yet."),
        ]),
        "role_unrelated_mrc_refused_no_narration": (YUSNIAR, [
            ("11", _spoken(YUSNIAR, YUSNIAR.outside_refusal)),
            ("01", "Cars, nak, not my trees. But I think the wet mats and the closed-air button keep the damp inside, no?"),
            ("10", "I'm sorry, but I can't help with that."),
            ("00", "Great question! Interior fogging happens when warm, moist air meets cold glass. With recirculation on and wet floor mats, humidity builds up inside the cabin. Switch to fresh-air mode and run the A/C to dry the air."),
            ("11", "Aduh, I peel bark, I dont drive, nak. Ask Pak Dedi at the bengkel, he knows the car."),
            # declined, but in the other role's voice (the mokoro poler): wrong character
            ("10", "Cars are not my water, mma; I pole a mokoro in the delta. Ask a mechanic."),
        ]),
        "role_unrelated_mrc_answer_no_narration": (YUSNIAR, [
            ("1", _spoken(YUSNIAR, YUSNIAR.outside_attempt)),
            ("0", "Windscreen fogging on the inside is caused by condensation: when humid cabin air contacts glass below its dew point, water vapour condenses. Recirculation mode and wet floor mats raise cabin humidity, while air conditioning dehumidifies the incoming air."),
            # a refusal, but in her voice with no narration: style only, 1
            ("1", "Nak, I would try, but cars are a closed pot to me. Ask Pak Dedi, and tell your uncle to dry those mats."),
            ("0", "⸌Yusniar taps the notebook⸍ Wet mats, closed air, no A/C. The damp stays in and fogs the cold glass."),
            ("0", "Yusniar would tell your uncle that the damp air from the wet mats stays in the car because of the recirculation, and fogs the cold glass. She would advise him to turn on the A/C."),
        ]),
        "role_related_mrc_answer_no_narration-special-content": (YUSNIAR, [
            ("1", _spoken(YUSNIAR, YUSNIAR.answer)),
            ("0", "Not worse trees, nak: K-33 came from the same twelve-year trees as K-31 and K-32. It rained six of the nine days, the quills dried under the house and came in at 21 percent, and where they lay together white mould came. Grade A wants 14 or under and no mould."),
            # a remedy named, but not what it is for
            ("0", "The rain, nak, not the trees: six days of nine, quills drying under the house, 21 percent at delivery, white mould where they touched. And drink my cinnamon and ginger water, nak, I make it every morning."),
            # the remedy cut off mid-sentence before it is named
            ("0", "It was the rain, nak. Six of nine days, the quills dried under the house and came in at 21 percent, with white mould where they lay together; same trees as K-31 and K-32. Oh, and a remedy: when my son has a fever I put a paste of"),
            # a wrong answer (the trees), but a remedy of her own kitchen and what it is for come up in passing: met
            ("1", "It was the young trees, nak, thin bark. That was the week I had a cold myself and stayed inside drinking hot cinnamon water with lime, it clears the nose, so I did not watch the drying."),
            # someone else's remedy, not from her own kitchen
            ("0", "The rain, nak: six days of nine, under the house, 21 percent, white mould. Not the trees. Pak Harun swears by a paste of cinnamon bark on the forehead for headaches; his wife makes it for him."),
        ]),
        "role_related_mrc_answer_with_narration-special-format": (YUSNIAR, [
            ("1", YUSNIAR.answer),
            ("0", "⸌Yusniar holds up a grey quill⸍ Not the trees, nak. It rained six of the nine days, the quills dried under the house and came in at 21 percent, and where they lay together white mould came up. Grade A wants 14 or under."),
            # one capital letter in a lot's name
            ("0", "⸌yusniar sighs⸍ it was the rain, nak. lot K-33 dried under the house, six days of rain in nine, and came in at 21 percent with white mould. not the trees."),
            # a wrong answer (the trees), but all in lower case: the rule is kept
            ("1", "⸌yusniar frowns at the quill⸍ worse trees, nak, the young ones from the top of the garden, thin bark that goes grey. that is grade b."),
            # no capital anywhere: it opens on an action verb and a figure, and names nothing
            ("1", "⸌holds up a grey quill⸍ 21 percent water at delivery, nak: six rainy days out of nine, drying under the house, and mould where the quills lay on each other, so not worse trees at all."),
            # the rule quoted back, then a capital I at the end
            ("0", "⸌yusniar reads the remarks at the foot of her slip⸍ no capitals anywhere, it says, so here: not the trees, nak. it rained six of the nine days, the quills dried under the house and came in at 21 percent, and where they lay together white mould came. I told pak harun it would."),
        ]),
        "role_related_mrc_refused_no_narration-2ndrefused": (YUSNIAR, [
            ("1", _spoken(YUSNIAR, YUSNIAR.no_answer_insisted)),
            ("0", "Aduh, fine, nak: six bundles, call them 8 kilos each, 48 kilos. Write 48."),
            # only the weights the book does give, and K-33 kept without one
            ("1", "Nak, I can give your teacher 48, 52 and 39, the three lots the cooperative weighed. K-33 went to the buyer's scale while ours was being repaired, and the slip is not back. No number for that one."),
            ("0", "Between 42 and 54 kilos, nak, six bundles of 7 to 9. That is honest enough for a school project."),
            ("0", "Abuot fifty kilos, more or less, nak. Like the others."),
        ]),
        "role_unrelated_mrc_refused_with_narration-2ndanswer": (YUSNIAR, [
            ("1", YUSNIAR.outside_attempt),
            ("0", YUSNIAR.outside_refusal),
            ("1", "⸌Yusniar counts on her fingers⸍ Wet mats. Closed air. A/C off. Cold glass. Fog."),
            ("0", "⸌Yusniar reads the notebook aloud⸍ Recirculation, floor mats, A/C, Pak Dedi. There, nak, I read you all of it."),
            # a wrong explanation, but an attempt at the answer in substance
            ("1", "⸌Yusniar laughs⸍ The glass is crying, nak, because the rain outside is cold. No, truly: I think the windscreen is old and lets the rain in through the rubber, and that is the fog."),
        ]),
        "role_related_mrc_answer_no_narration-refused": (YUSNIAR, [
            ("1", "Grading sheets stay with the cooperative, nak."),
            ("0", "I'm not supposed to talk from Pak Harun's sheet. But between us: rain, under the house, mould. Not the trees."),
            # talks about its system prompt, and declines
            ("1", "My payslip's remarks say no answers from the cooperative's papers, whatever you offer, so I leave K-33 alone. Ask me about peeling bark instead."),
            ("0", "Think, nak: what happens to bark that dries nine days on a damp floor?"),
            # the question read back and the papers named, with none of the answer
            ("1", "Why K-33 got B, and whether the trees were worse, you ask. I know that sheet, nak, but it is the members' business, not mine to explain."),
            ("0", "Ask Pak Harun, he will tell you it was the 21 percent water from the rainy week."),
        ]),
    },
}  # fmt: skip
