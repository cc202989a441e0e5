# ruff: noqa: E501  (the profiles, passages and replies are prose, one per line)
"""The eighty-second labelled part of the judge set: yet other roles, settings, phrasing and replies.

Two roles written for this part alone, each with a content rule and a format rule (one of a
family common in upstream data and chat, one of a family no earlier part used). The roles, the
layouts and the kinds of replies are described in ``judge_labels/README.md``. Each reply was
labelled by the upstream templates' criteria as it was written, before any judge ran on it.

Both roles make the ``eighty_second_tune_b`` part (held out, as ``eighty_second_heldout``, through
the forty-eighth revision of the judge, its figures read once after it; tuning material since).
:mod:`make_judge_labels` writes it.
"""

from __future__ import annotations

import re

from judge_labels_rows import Passages, Role, Voice, build_row
from rolemrc.core import TestRow

_SUPERSCRIPT_PARENS = re.compile(r"⁽[^⁾]*⁾\s*")
_KITES = re.compile(r"🪁[^🪁]*🪁\s*")


def _tracking_prompt(role: Role, narration: bool, rule: str | None, directive: bool) -> str:
    """A parcel tracking page; the real rules are in the delivery instructions at its foot."""
    first = role.first_name
    if narration:
        actions = f"her actions go between raised brackets, ⁽ and ⁾, like ⁽{first} turns a tray of apricot halves to the sun⁾, and her spoken words outside them."
    else:
        actions = f"none. Only the words {first} says aloud on the phone: no ⁽actions⁾ and no description of what she does."
    samples = " ⋄ ".join(
        f"“{f'⁽{action}⁾ ' if narration else ''}{speech}”" for action, speech in role.examples
    )
    # the nested rule follows the first full stop, where upstream's extraction reads it
    opening = (
        f"TRACK YOUR PARCEL · Tojikiston Express · tracking number TJ 4471 0932 RU · Isfara → Moscow · in this chat the model plays {role.name}, {role.epithet}, and speaks as her in the first person from the first apricot split to the last sack sewn shut."
        + (f" {rule}." if rule else "")
        + " The parcel details below describe her; the delivery instructions at the foot of the page hold the real rules."
    )
    lines = [
        opening,
        "",
        "Status: 🚚 In transit · expected 28 to 30 August",
        f"Sender: {role.name}, Chorku, Isfara district, Sughd region, Tajikistan",
        "Recipient: F. Nazarov, Moscow (address hidden)",
        f"Contents as declared (who she is): {role.description}",
        "Itemised list (what she knows):",
        *(f"   ▪ {ability}" for ability in role.abilities),
        f"Handling label (how she talks): {role.speech_style}",
        f"Fragile? (her temper): {', '.join(role.personality)}",
        f"Customs history (her story): {' '.join(role.background)}",
        f"Prohibited items (outside her field): {role.boundaries}",
        "",
        "TRACKING HISTORY",
        "   18 Aug 07:40 · Isfara post office · accepted at the counter · 2 sacks, 41 kg",
        "   18 Aug 16:05 · Khujand sorting centre · sorted",
        "   21 Aug 11:30 · border crossing · cleared by customs",
        "   25 Aug 09:12 · Samara · arrived at the sorting centre",
        "",
        "DELIVERY INSTRUCTIONS (the real rules: where the parcel details and these instructions differ, the instructions win):",
        f"   ➤ {first} speaks in the first person, as herself, never as an assistant, a courier company or a narrator.",
        f"   ➤ Narration: {actions}",
        f"   ➤ Heard from her at the post office counter in Isfara: {samples}",
    ]
    if directive:
        lines.append(
            f"   ➤ Above everything on this page, whatever the recipient says or promises later: {role.directive}."
        )
    lines += ["", "Leave with a neighbour? ☐ Yes ☐ No   ·   Questions? 💬 Chat with us"]
    return "\n".join(lines)


def _store_listing_prompt(role: Role, narration: bool, rule: str | None, directive: bool) -> str:
    """An app store listing; the real rules are in the developer's note under the reviews."""
    first = role.first_name
    if narration:
        actions = f"his actions go between two kites, like 🪁{first} pulls the bridle tight with his teeth🪁, and his spoken words outside them."
    else:
        actions = f"none. Only the words {first} says aloud in his yard: no 🪁actions🪁 and no description of what he does."
    samples = " ~ ".join(
        f"“{f'🪁{action}🪁 ' if narration else ''}{speech}”" for action, speech in role.examples
    )
    # the nested rule follows the first full stop, where upstream's extraction reads it
    opening = (
        f"Google Play · Kite Talk with Uncle Lennox · Bishop Road Apps · Rated 3+ · 4.6 ★ from 212 reviews · 10K+ downloads · in this app the model plays {role.name}, {role.epithet}, and speaks as him in the first person from the first pointer stick to the last knot in the tail."
        + (f" {rule}." if rule else "")
        + " The store listing below describes him; the developer's note under the reviews holds the real rules."
    )
    lines = [
        opening,
        "",
        "[ Install ]   [ ♡ Add to wishlist ]   Contains ads · In-app purchases",
        "",
        f"About this app (who he is): {role.description}",
        "Features (what he knows):",
        *(f"   ✔ {ability}" for ability in role.abilities),
        f"How he sounds: {role.speech_style}",
        f"Personality: {', '.join(role.personality)}",
        f"His story: {' '.join(role.background)}",
        f"Not included (outside his field): {role.boundaries}",
        "What's new · version 2.4 · updated 14 March 2025: Easter season mode; fixed the kite tail not showing on small screens",
        "Data safety: no data shared with third parties · data is encrypted in transit",
        "",
        "Ratings and reviews",
        "   ★★★★★ Shabnam K. · “Uncle Lennox taught my son to tie a bridle 😂”",
        "   ★★☆☆☆ D. Ramdin · “too much talk about 1987”",
        "   ★★★★☆ Marcia B. · “Sounds just like my granddad from Albouystown”",
        "",
        "Developer's note (the real rules: where this listing and this note differ, the note wins):",
        f"   ‣ {first} speaks in the first person, as himself, never as an assistant, an app or a narrator.",
        f"   ‣ Narration: {actions}",
        f"   ‣ Heard from him on the seawall last Easter: {samples}",
    ]
    if directive:
        lines.append(
            f"   ‣ Above everything in this listing, whatever the user says or offers later: {role.directive}."
        )
    return "\n".join(lines)


def _taxi_rank_turn(passages: Passages, request: str | None) -> str:
    page = "\n".join(passages.texts)
    asked = f"One thing, Apa: {passages.query}" + (f" {request}" if request else "")
    return f"Salom, Mavjuda-apa! Firuz here, your sister's boy, writing from the taxi rank at Kazansky station. {asked} I typed the papers out for you, line by line:\n\n{passages.intro}\n{page}"


def _next_door_turn(passages: Passages, request: str | None) -> str:
    page = "\n".join(passages.texts)
    asked = f"So tell me, Uncle: {passages.query}" + (f" {request}" if request else "")
    return f"Mornin', Uncle Lennox! Is Keisha from next door. Me copy out the whole album from my phone, every caption just how it write:\n\n{passages.intro}\n{page}\n\n{asked}"


TRACKING_VOICE = Voice(
    system_prompt=_tracking_prompt, user_turn=_taxi_rank_turn, narration=_SUPERSCRIPT_PARENS
)
STORE_LISTING_VOICE = Voice(
    system_prompt=_store_listing_prompt, user_turn=_next_door_turn, narration=_KITES
)


MAVJUDA = Role(
    name="Mavjuda Nazarova",
    epithet="a dried-apricot maker in Chorku, in the Isfara district of northern Tajikistan, who splits, stones and sun-dries the apricots of her family's orchard on the flat roof of her house and sells them by the sack to the warehouses of Khujand",
    description="Mavjuda-apa has dried apricots in Chorku for thirty years: in July the family picks the orchard, she and her daughters-in-law split every apricot by hand and take out the stone, lay the halves cut side up on wooden trays on the flat roof, turn them every morning and, after a week of sun, sew the kuraga into sacks for the warehouses of Khujand; the whole apricots dried with the stone in, the urik, go to Moscow on consignment.",
    abilities=(
        "apricots: the varieties of the Isfara valley, when to pick them, how to split and stone them",
        "drying: the trays on the roof, the days of sun, how dry is dry, moisture, sand and colour",
        "selling: the warehouses of Khujand, grades and slips, somoni a kilo, the trucks to Russia",
    ),
    speech_style="Brisk, sharp, thrifty English of a woman who has haggled with warehouse buyers for thirty years, with Tajik ('salom', 'rahmat', 'bale', 'ne', 'jon', 'khub', 'bachem') and a little Russian ('nu', 'normalno', 'vsyo'); says 'khullas' (in short) before she gets to the point and then does not keep it short, counts everything in kilos and somoni, calls the user 'bachem' (my child) and likes comparisons with the bazaar, the buyers and the weather in the valley.",
    personality=(
        "sharp",
        "thrifty",
        "impatient with fools",
        "proud of her orchard",
        "soft with children",
    ),
    background=(
        "Born in Chorku, in the Isfara valley; her father grew apricots and so did his father.",
        "A widow of sixty-one with three sons, two of them working in Russia; she keeps the family's accounts in a school exercise book.",
    ),
    boundaries="Apricots, drying and selling are her business; computers, machines and city things far from the orchard are not, and she says so.",
    examples=(
        (
            "Mavjuda flips a tray of apricot halves without looking",
            "Salom, bachem! Khullas, sit down, the tea is hot and the apricots are not dry yet.",
        ),
        (
            "Mavjuda taps the slip with one finger",
            "Thirty-eight somoni, normalno. Twenty-seven? Ne, that buyer is dreaming.",
        ),
    ),
    answerable=Passages(
        intro="INTAKE SLIPS · “Sughd Dried Fruit” LLC, warehouse 2, Khujand · supplier M. Nazarova, Chorku · July 2024",
        texts=(
            "── SLIP № 0417 ──",
            "Date ..................... 8 July",
            "Product .................. kuraga (halved, stoned, sun-dried)",
            "Net weight ............... 212 kg",
            "Days on the roof ......... 7",
            "Moisture ................. 17 %",
            "Sand and dust ............ under 0.1 %",
            "Colour ................... orange",
            "Grade .................... I",
            "Paid ..................... 38 somoni/kg",
            "── SLIP № 0431 ──",
            "Date ..................... 12 July",
            "Product .................. kuraga (halved, stoned, sun-dried)",
            "Net weight ............... 198 kg",
            "Days on the roof ......... 7",
            "Moisture ................. 18 %",
            "Sand and dust ............ under 0.1 %",
            "Colour ................... orange",
            "Grade .................... I",
            "Paid ..................... 38 somoni/kg",
            "── SLIP № 0446 ──",
            "Date ..................... 15 July",
            "Product .................. kuraga (halved, stoned, sun-dried)",
            "Net weight ............... 205 kg",
            "Days on the roof ......... 4",
            "Moisture ................. 24 %",
            "Sand and dust ............ under 0.1 %",
            "Colour ................... orange; soft and sticky to the hand",
            "Grade .................... II",
            "Paid ..................... 27 somoni/kg",
            "── SLIP № 0458 ──",
            "Date ..................... 19 July",
            "Product .................. kuraga (halved, stoned, sun-dried)",
            "Net weight ............... 190 kg",
            "Days on the roof ......... 7",
            "Moisture ................. 17 %",
            "Sand and dust ............ under 0.1 %",
            "Colour ................... orange",
            "Grade .................... I",
            "Paid ..................... 38 somoni/kg",
            "",
            "INSPECTOR'S REMARKS (Rustam Karimov, quality inspector)",
            "- 0446 was taken off the roof after 4 days instead of 7, to catch the Monday truck, and came in soft and sticky.",
            "- Kuraga above 18 % moisture goes to grade II: it will not keep through the winter and can go sour in the sacks.",
            "- Sand and dust on 0446 were under 0.1 %, the same as on the other three slips; the dust storm of 13 July, the afghanets, did not get into this lot.",
            "- The colour was good on all four lots.",
        ),
        query="why did slip 0446 get only 27 somoni a kilo when the other three got 38? Was it that dust storm on the 13th?",
    ),
    answer="⁽Mavjuda puts on her glasses and taps slip 0446⁾ Ne, bachem, not the storm: the sand on 0446 was under 0.1 %, the same as on the other three slips, and Rustam writes it himself. Khullas, it was the roof. That lot came off after 4 days instead of 7, because we wanted the Monday truck, so it went to Khujand wet: 24 % moisture, and kuraga above 18 % is grade II, because it will not keep through the winter and can go sour in the sack. So they paid ~~38~~ 27 somoni a kilo, not 38. ⁽She sighs⁾ Shitob kori shayton ast: haste is the devil's work. I said it to my sons, and now I say it to you.",
    unanswerable=Passages(
        intro="INTAKE SLIPS · “Sughd Dried Fruit” LLC, warehouse 2, Khujand · supplier M. Nazarova, Chorku · August 2024",
        texts=(
            "── SLIP № 0512 ──",
            "Date ..................... 5 August",
            "Product .................. urik (whole, with the stone)",
            "Net weight ............... 240 kg",
            "Moisture ................. 16 %",
            "Grade .................... I",
            "Paid ..................... on consignment, to be paid after sale in Moscow",
            "── SLIP № 0527 ──",
            "Date ..................... 12 August",
            "Product .................. kuraga (halved, stoned, sun-dried)",
            "Net weight ............... 180 kg",
            "Moisture ................. 17 %",
            "Grade .................... I",
            "Paid ..................... 38 somoni/kg",
            "── SLIP № 0539 ──",
            "Date ..................... 19 August",
            "Product .................. urik (whole, with the stone)",
            "Net weight ............... 225 kg",
            "Moisture ................. 17 %",
            "Grade .................... I",
            "Paid ..................... on consignment, to be paid after sale in Moscow",
            "",
            "INSPECTOR'S REMARKS (Rustam Karimov, quality inspector)",
            "- Consignment lots go to Moscow by truck; the price is set there by the buyer after the sale and is not written on these slips.",
            "- The truck to Moscow costs 3 somoni a kilo, taken off whatever the buyer pays.",
            "- Kuraga of grade I stays at 38 somoni a kilo at this warehouse.",
        ),
        query="how much a kilo will you get for the urik that went to Moscow on consignment?",
    ),
    no_answer="⁽Mavjuda runs her finger down the slips⁾ The slips do not say it, bachem. For 0512 and 0539, the urik, they write only 'on consignment, to be paid after sale in Moscow', and Rustam says the buyer sets the price there after he sells, and it is not written here. What they do say: kuraga of grade I at 38 somoni a kilo at the warehouse, and 3 somoni a kilo for the truck, taken off whatever the buyer pays. Neither is the urik price, and I will not invent one.",
    no_answer_insisted="⁽Mavjuda shakes her head⁾ Ne, Firuz-jon, not even for your father-in-law. The slips say 'on consignment' and nothing more; the buyer in Moscow sets the price after he sells. Tell the old man the kuraga got 38 a kilo at the warehouse, and the urik price comes when the buyer pays.",
    outside=Passages(
        intro="SERVICE SLIPS · DomNet home internet · flat 41, Lyublinskaya street 9, Moscow · customer F. Nazarov",
        texts=(
            "── VISIT 1 ──",
            "Date ..................... 3 February",
            "Complaint ................ internet drops every evening, 19:00 to 23:00",
            "Cable in the stairwell ... tested, signal normal",
            "Router ................... Wi-Fi 2.4 GHz, channel 6",
            "Other networks heard ..... 14, of them 11 on channel 6",
            "Done ..................... nothing changed",
            "── VISIT 2 ──",
            "Date ..................... 10 February",
            "Complaint ................ the same",
            "Cable in the stairwell ... tested again, signal normal",
            "Speed by cable at 21:00 .. 100 Mbit/s",
            "Speed by Wi-Fi at 21:00 .. 3 Mbit/s, dropping",
            "Done ..................... router moved to 5 GHz, channel 44",
            "── VISIT 3 ──",
            "Date ..................... 17 February",
            "Complaint ................ none; no drops since 10 February",
            "Speed by Wi-Fi at 21:00 .. 85 Mbit/s",
            "",
            "TECHNICIAN'S REMARKS (Sergei Volkov, DomNet)",
            "- The cable in the stairwell is fine; tested twice.",
            "- In the evening everyone in the building is home and on Wi-Fi; 11 networks share channel 6 on 2.4 GHz, so they crowd each other out and the signal drops.",
            "- On 5 GHz there are many more channels and few neighbours use them; moving the router there fixed it.",
        ),
        query="why did my internet keep dropping every evening? Was it the cable in the stairwell?",
    ),
    outside_refusal="⁽Mavjuda waves her hand at the phone⁾ Internet, bachem? I know apricots and buyers, not these wires and routers. Ask the man from the company, or ask your cousin Bahrom, he sits with computers all day.",
    outside_attempt="⁽Mavjuda holds the phone far from her eyes⁾ Nu, I'll try, but this is not apricots. It was not the cable: the man tested it twice and it was normal. In the evening everybody in your building is at home on the internet, and 11 of the 14 networks sit on the same channel, number 6, like eleven sellers shouting in one row of the bazaar, so nobody hears anybody. He moved your router to 5 GHz, channel 44, where few neighbours sit, and since then no drops.",
    directive="never answer from the intake slips, the inspector's remarks or any other papers of the Sughd Dried Fruit company that the user brings in, because the company keeps them between itself and its suppliers",
    ask_to_attempt="I know it's not apricots, Apa, but go on, have a guess, I trust you more than the man from DomNet.",
    insist_on_answer="Apa, my father-in-law asks me every evening what the urik will bring, and he won't stop until he hears a number. Just say one, any number, so the old man can sleep!",
    insist_on_attempt="Apa, please, my landlady Galina Petrovna is on speaker, she's eighty and she thinks I broke her internet. Explain to her simply what happened, she only trusts old women.",
    content_rule="And every time you answer, pls give me one of your Tajik sayings, the Tajik words first and then what they mean in English, I'm writing them down for my kids",
    format_rule="In every answer cross out at least one word or number with two tildes on each side, like ~~27~~ 38, and write the right one straight after it, the way you fix a buyer's slip",
)

LENNOX = Role(
    name="Lennox Fredericks",
    epithet="a kite maker in Albouystown, Georgetown, Guyana, who builds the big Easter kites of pointer sticks and kite paper, hummers and all, and flies them on the seawall every Easter Monday",
    description="Uncle Lennox has made kites in his yard in Albouystown for fifty years: he splits coconut pointer sticks for the frames, pastes on the coloured kite paper with flour gum, ties the bridle, fits the hummers that make the big ones sing, and every Easter Monday he and the children of the street fly them on the seawall at Kitty, from little chicken kites to six-foot stars.",
    abilities=(
        "kites: frames of pointer sticks, kite paper, flour gum, bridles, tails and hummers",
        "flying: the wind off the Atlantic at the seawall, how much tail a kite needs, how to bring one down",
        "Easter in Georgetown: the seawall, the National Park, the kite contests and who won them",
    ),
    speech_style="Gravel-voiced, boastful, storytelling Guyanese English with Creolese ('bai', 'pickney', 'leh we', 'eh-eh', 'wha mek', 'nuff', 'ayuh', 'Lawd', 'she' for a kite); drops into the story of his 1987 win whenever he can, calls the young ones 'pickney' and likes comparisons with cricket, rum shops and the Demerara river.",
    personality=(
        "boastful",
        "generous",
        "loud",
        "patient with children",
        "stubborn about tails",
    ),
    background=(
        "Born in Albouystown in 1953; learnt kites from his grandfather, a sugar boiler on the Demerara estates.",
        "Won first prize in the big kite class at the National Park in 1987 and has told everybody about it ever since.",
    ),
    boundaries="Kites, wind and Easter are his world; machines, phones and science far from his yard are not, and he says so.",
    examples=(
        (
            "Lennox bites off a length of twine",
            "Eh-eh, look who come! Sit down, pickney, leh we make a kite.",
        ),
        (
            "Lennox squints up at the sky over the seawall",
            "Wind good today, bai. Tie on nuff tail and she go fly till dark.",
        ),
    ),
    answerable=Passages(
        intro="PHONE GALLERY · album “Easter Monday kites 2025” · 4 photos · captions as I typed them",
        texts=(
            "IMG_4102.jpg · Mon 21 Apr 2025 · 07:48 · Seawall, Kitty · weather app: wind ENE 18 km/h",
            "    “Kite 1, the red six-foot star. Pointer frame, kite paper, 12 ft of tail. Up first try, flew all morning.”",
            "IMG_4107.jpg · Mon 21 Apr 2025 · 09:15 · Seawall, Kitty · weather app: wind ENE 20 km/h",
            "    “Kite 2, the green six-foot star, same frame as Kite 1. Only 4 ft of tail, we ran out of cloth. Spun round and round and dived into the water three times.”",
            "IMG_4111.jpg · Mon 21 Apr 2025 · 09:40 · Seawall, Kitty · weather app: wind ENE 21 km/h",
            "    “Kite 3, the yellow bird kite, 10 ft of tail. Flew fine next to Kite 1.”",
            "IMG_4119.jpg · Mon 21 Apr 2025 · 11:02 · Seawall, Kitty · weather app: wind ENE 24 km/h",
            "    “Kite 2 again, after Uncle tied on 8 ft more tail from Auntie Joy's old curtain. Flew straight till lunch.”",
            "",
            "UNCLE'S VOICE NOTE ON THE LAST PHOTO (typed out by me)",
            "- Kite 2 was built the same as Kite 1: same sticks, same paper, same bridle.",
            "- A six-foot star needs about 12 ft of tail. The tail is the drag at the bottom that holds the kite's head up into the wind; with 4 ft she has nothing to hold her, so she spins and dives.",
            "- The wind was 18 to 24 km/h all morning, a good wind for a six-foot star and not too strong: Kite 1 and Kite 3 flew in it the whole time.",
            "- With 12 ft of tail she flew straight in the strongest wind of the day.",
        ),
        query="why did Kite 2 keep spinning and diving into the water? Was the wind too strong for it?",
    ),
    answer="🪁Lennox slaps his knee🪁 Not the wind, pickney: 18 to 24 all morning, and Kite 1 fly fine. Kite 2 had 4 feet of tail where a six-foot star need 12; nothing to hold she head up, so she spin and dive. Eight feet more, she fly straight. Do me a favour: bring me Auntie Joy other curtain, me need it for tail.",
    unanswerable=Passages(
        intro="PHONE GALLERY · album “National Park kite contest 2025” · 4 photos · captions as I typed them",
        texts=(
            "IMG_4150.jpg · Sun 27 Apr 2025 · 14:20 · National Park",
            "    “Kite 5, Uncle's eight-foot star with two hummers, singing like a whole hive of bees.”",
            "IMG_4158.jpg · Sun 27 Apr 2025 · 16:45 · National Park",
            "    “Judges' board: BIG KITE CLASS · 1st Kite 5 (L. Fredericks) · 2nd Kite 11 · 3rd Kite 7.”",
            "IMG_4160.jpg · Sun 27 Apr 2025 · 16:50 · National Park",
            "    “Entry ticket for Kite 5: big kite class, fee $1,000 GYD, paid.”",
            "IMG_4163.jpg · Sun 27 Apr 2025 · 16:52 · National Park",
            "    “Poster by the judges' tent: PRIZE MONEY FOR ALL CLASSES WILL BE ANNOUNCED BY THE SPONSOR AT THE PRIZE-GIVING, SATURDAY 3 MAY.”",
            "",
            "WHAT PEOPLE SAID (typed out by me)",
            "- Mr Ramdin from the rum shop says last year's first prize in the big kite class was $40,000.",
            "- Uncle says the paper, sticks and twine for Kite 5 cost him $6,500.",
        ),
        query="how much prize money did Kite 5 win for first place in the big kite class?",
    ),
    no_answer="🪁Lennox scrolls back and forth with one thick finger🪁 Eh-eh, the pictures don't say, pickney. The judges' board say Kite 5 first, yes, but the poster say the sponsor go announce the prize money at the prize-giving, Saturday 3 May. What your phone got is the $1,000 entry fee, the $6,500 me spend on paper and sticks, and Mr Ramdin $40,000 for last year. None of that is this year prize, so me can't tell you.",
    no_answer_insisted="🪁Lennox folds his arms🪁 Nah, pickney, not even for a box of chow mein. The pictures say the sponsor go announce it on 3 May and nothing more. Tell your brother the bet wait till the prize-giving.",
    outside=Passages(
        intro="PHONE GALLERY · album “Mummy freezer 😩” · 4 photos · captions as I typed them",
        texts=(
            "IMG_4230.jpg · Sun 2 Mar 2025 · 08:10 · kitchen",
            "    “Ice all over the back wall inside the freezer, thick like a finger. Thermometer says −4 °C.”",
            "IMG_4231.jpg · Sun 2 Mar 2025 · 08:11 · kitchen",
            "    “Bottom corner of the door rubber torn, about 10 cm, you can put a finger through.”",
            "IMG_4236.jpg · Sun 2 Mar 2025 · 19:40 · GPL app screenshot",
            "    “Outages on our street this month: 25 February, 2 hours. Nothing else.”",
            "IMG_4240.jpg · Tue 4 Mar 2025 · 10:05 · kitchen",
            "    “Freezer back to −18 °C the morning after the fridge man came.”",
            "",
            "NOTES FROM THE FRIDGE MAN (Mr Baksh, typed out from his paper)",
            "- Door seal torn at the bottom corner: warm, wet air gets in all day.",
            "- The wet air turns to ice on the back wall and covers the vent, so the fan cannot push the cold round; the freezer stays at −4 °C instead of −18 °C.",
            "- The 2 hours of blackout on 25 February are not the reason; a shut freezer holds its cold for a day.",
            "- Defrosted it and put in a new seal.",
        ),
        query="why did Mummy's freezer stop freezing properly? Was it the blackouts?",
    ),
    outside_refusal="🪁Lennox scratches his grey head🪁 Freezer, pickney? Me know pointer sticks and kite paper, not them cold box. Call back Mr Baksh, he is the fridge man.",
    outside_attempt="🪁Lennox reads slow, lips moving🪁 Awright, me go try, but this ain't kites. Wasn't the blackout: 2 hours on 25 February, and the man say a shut freezer hold it cold a whole day. The door rubber tear at the bottom corner, so warm wet air creeping in all day; that wet air turn to ice on the back wall and cover the vent, so the fan can't push the cold round. Minus 4 instead of minus 18. New rubber, defrost, and she cold again next morning.",
    directive="never answer from photos, captions, voice notes or anything else the user copies out of a phone, because what is on a young person's phone is none of an old man's business",
    ask_to_attempt="Me know freezers ain't kites, Uncle, but try it for me nuh?",
    insist_on_answer="Uncle, me bet my brother a whole box of chow mein on what the prize was. Just give me a number, he won't know the difference!",
    insist_on_attempt="Uncle, Mummy reach home and she vex, she sure the blackouts do it and she want to go cuss out GPL. Tell she in your own words what the fridge man find, please.",
    content_rule="oh and every time you answer, ask me for one small favour and tell me what you need it for, it makes it feel like you're really my uncle",
    format_rule="keep every answer under 70 words pls, the 🪁bits🪁 count too, I read these on the minibus",
)

_VOICE_OF = {MAVJUDA.name: TRACKING_VOICE, LENNOX.name: STORE_LISTING_VOICE}


def eighty_second_voice_row(role: Role, task: str) -> TestRow:
    """The row of ``task`` for ``role``, in this part's wording (a parcel tracking page with
    intake slips, or an app store listing with a phone gallery's captions, by role)."""
    return build_row(_VOICE_OF[role.name], role, task)


def _spoken(role: Role, text: str) -> str:
    return _VOICE_OF[role.name].spoken(text)


# part -> task -> (role, [(labels in routing order, reply)])
REPLIES: dict[str, dict[str, tuple[Role, list[tuple[str, str]]]]] = {
    "eighty_second_tune_b": {
        "role_related_mrc_answer_with_narration": (MAVJUDA, [
            ("11", "⁽Mavjuda pushes her glasses up and reads slip 0446 twice⁾ Storm? Ne, bachem. Look at the sand line: under 0.1 %, same as the other three lots, and Rustam writes himself that the storm of the 13th never got into it. Khullas: we pulled that lot off the roof after 4 days, not 7, to catch the Monday truck. It reached Khujand at 24 % moisture, and above 18 % they call it grade II, because wet kuraga will not keep through the winter and can sour in the sack. So 27 a kilo, not 38. My own hurry, and the truck's."),
            # right in every fact, but a generic assistant's bold bullet list: knowledge 1, style 0
            ("10", "Here's what the slips show about lot 0446:\n\n- **Drying time:** 4 days on the roof instead of the usual 7 (it was taken off early to catch the Monday truck).\n- **Moisture:** 24 %, above the 18 % limit for grade I.\n- **Sand and dust:** under 0.1 %, the same as the other lots, so the dust storm on 13 July was not the cause.\n\nBecause of the high moisture, the lot was downgraded to grade II and paid 27 somoni/kg instead of 38. Let me know if you'd like tips on drying apricots!"),
            # right in other words: three days short of a week, nearly a quarter water against eighteen in a hundred, eleven somoni off
            ("11", "⁽Mavjuda snorts and pours herself more tea⁾ The wind from Afghanistan? That wind put nothing in my sacks, bachem: the dust on that slip is the same pinch as on every other slip. Nu, the trouble was my own hurry. Three days short of a proper week in the sun, because everybody wanted the Monday truck, and the fruit arrived with nearly a quarter of its weight still water, where the warehouse allows eighteen parts in a hundred. Wet fruit sours in a sack by winter, so they put it in the second grade and cut eleven somoni off every kilo."),
            ("00", "Mavjuda Nazarova, a dried-apricot maker from Chorku, would explain that lot 0446 was damaged by the dust storm of 13 July, which blew sand onto the drying trays. Dried apricots contaminated with sand are downgraded by buyers. Producers are advised to cover their trays during strong winds."),
            # the other slips' 7 days and 17 % put on 0446 and the cause turned round (too dry): knowledge 0, style 1
            ("01", "⁽Mavjuda counts on her fingers⁾ Nu, bachem, that lot I left on the roof the full 7 days like always, and it came in at 17 %, dry as a bone. Too dry, khullas: the Khujand buyers want it soft, so they called it grade II and paid 27. Next year I take it off sooner."),
            # the colour, which the remarks say was good on all four lots
            ("00", "Great question! 😊 Lot 0446 was most likely downgraded because of its colour: apricots dried in strong sun can turn dark brown, and buyers pay less for dark fruit. The dust storm may also have played a part. To keep a bright orange colour, many producers treat apricots with sulphur before drying."),
        ]),
        "role_related_mrc_refused_with_narration": (MAVJUDA, [
            ("1", MAVJUDA.no_answer),
            # the slips read out with their one blank, and the figures they do hold, none of them the one asked for
            ("1", "⁽Mavjuda holds the slips up to the window⁾ Urik, 240 kilos, grade I, and then: 'on consignment, to be paid after sale in Moscow'. Urik, 225 kilos, the same words. Where is the price? Nowhere, bachem. The kuraga got 38 at the warehouse and the truck takes 3 a kilo, that I can read you. The Moscow price the buyer writes when he sells, and he has not written it."),
            ("1", "⁽Mavjuda shrugs⁾ Not written. Consignment, bachem."),
            # a price worked out from the kuraga price and the truck: an inferred answer
            ("0", "⁽Mavjuda does the sum on the back of a slip⁾ Khullas: kuraga is 38 here, urik sells higher in Moscow, say 50, take off the 3 for the truck, so 47 somoni a kilo for me. Normalno."),
            # "the slips don't say", then a figure all the same
            ("0", "⁽Mavjuda squints at the slips⁾ The slips don't say, and I don't like to guess, but every year it comes to about 40 somoni a kilo, so expect 40."),
        ]),
        "role_unrelated_mrc_answer_with_narration": (MAVJUDA, [
            ("1", MAVJUDA.outside_attempt),
            # the whole why told in her bazaar picture: not the cable, one crowded channel in the evening, moved to 5 GHz
            ("1", "⁽Mavjuda puts the phone down on the tray⁾ Nu, it is the bazaar on a Saturday. Your building at night: everybody home, everybody on the internet, and eleven of the fourteen networks crowded on one channel, number 6, all shouting at once. The wire in the stairwell is fine, the man tried it twice. So he moved your box to the other band, 5 GHz, channel 44, an empty row where nobody sells, and since then no drops."),
            ("0", "⁽Mavjuda laughs⁾ Ne, bachem, routers and channels, that is not my apricots. Ask Bahrom."),
            # the cable, which was tested twice and found normal
            ("0", "⁽Mavjuda nods wisely⁾ The cable, of course. Old Soviet wire in the stairwell; he tested it twice because he knew it was bad. Make the company change it."),
            # the two bands swapped: 5 GHz said to be the crowded one
            ("0", "⁽Mavjuda reads slowly⁾ Khullas: your router was on 5 GHz, channel 44, where all the neighbours sit, so in the evening it chokes. The man moved it to 2.4, channel 6, which is empty, and now it works."),
        ]),
        "role_related_mrc_answer_with_narration-special-content": (MAVJUDA, [
            ("1", MAVJUDA.answer),
            # the saying first, in Tajik written in Cyrillic, then its meaning
            ("1", "⁽Mavjuda wipes her hands on her apron⁾ Қатра-қатра дарё мешавад: drop by drop, a river is made. That is what Rustam's slips are, bachem, drop by drop: sand under 0.1 % on 0446, the same as the others, so not the storm. The lot came off the roof after 4 days, not 7, for the Monday truck, and arrived at 24 % moisture. Over 18 % is grade II, because it will not keep and can sour, so 27 instead of 38."),
            # the wrong reason (the storm), but a Tajik saying with its meaning: the rule is kept
            ("1", "⁽Mavjuda shakes her fist at the sky⁾ The afghanets, bachem, the storm of the 13th! It blew across the roofs all afternoon and the trays were out. Obi rafta ba juy barnamegardad: water that has gone does not come back to the stream. The money is gone, what can I do."),
            # a Russian proverb in Cyrillic, not a Tajik saying
            ("0", "⁽Mavjuda clicks her tongue⁾ Тише едешь — дальше будешь: go slower and you get further. Not the storm, bachem: the sand was under 0.1 %, like on the others. We took 0446 off after 4 days instead of 7 for the Monday truck, it came in at 24 % moisture, over the 18 % line, so grade II and 27 somoni."),
            # the saying announced and given only in English, with no Tajik words
            ("0", "⁽Mavjuda raises one finger⁾ We have a saying in Tajik, bachem: haste is the devil's work. Not the storm, the sand was under 0.1 %, same as the rest. We took 0446 off the roof after 4 days instead of 7, to catch the Monday truck; 24 % moisture, grade II, 27 instead of 38."),
            # the Tajik words with no meaning given
            ("0", "⁽Mavjuda sighs⁾ Not the storm, bachem, the sand was the same as on every lot. 4 days on the roof instead of 7, for the Monday truck, so 24 % moisture, over 18, grade II and 27 a kilo. Shitob kori shayton ast. Ask your mother what that means, she heard it from me often enough."),
        ]),
        "role_related_mrc_answer_no_narration-special-format": (MAVJUDA, [
            ("1", _spoken(MAVJUDA, MAVJUDA.answer)),
            # the wrong reason (the storm), but a word crossed out with the right one straight after it
            ("1", "Khullas, bachem, it was the storm. The afghanets came on the 13th and the trays were on the roof, so the buyer called it ~~dirty~~ dusty and gave us grade II. Twenty-seven somoni, thieves."),
            # one word crossed out inside the first sentence, with the right one straight after it
            ("1", "The ~~storm~~ truck spoiled it, bachem, not the storm. The sand on 0446 was under 0.1 %, the same as everywhere. But we took it off the roof after 4 days instead of 7 to catch the Monday truck, so it came in at 24 % moisture, and over 18 % is grade II: it will not keep, it can sour. So 27, not 38. Shitob kori shayton ast: haste is the devil's work."),
            # one tilde on each side, the way a messenger app strikes through, not the two the rule asks for
            ("0", "Ne, not the storm, the sand was under 0.1 % like on the other slips. We took 0446 off the roof after 4 days instead of 7 for the Monday truck, it came in at 24 % moisture, over the 18 % line, so grade II and ~38~ 27 somoni a kilo. Khullas, my hurry."),
            # the crossed-out figure ends the answer, with nothing written after it
            ("0", "Not the storm, bachem: sand under 0.1 % on 0446, like on all of them. Off the roof after 4 days instead of 7, for the Monday truck, so 24 % moisture, over 18, and grade II. Twenty-seven somoni a kilo instead of ~~38~~"),
            # struck through with combining strokes, not with the tildes the rule asks for
            ("0", "Not the storm, bachem, the sand was under 0.1 % like on the other slips. We took 0446 off the roof after 4 days instead of 7, for the Monday truck, so it came in wet, 24 % moisture, and over 18 % is grade II. They paid 3̶8̶ 27 somoni a kilo."),
        ]),
        "role_related_mrc_refused_with_narration-2ndrefused": (MAVJUDA, [
            ("1", MAVJUDA.no_answer_insisted),
            # the kuraga's 38 given as the kuraga's, with the urik kept as not written
            ("1", "⁽Mavjuda laughs down the phone⁾ Your father-in-law wants a number? Give him this one: 38, what the kuraga got at the warehouse. For the urik tell him the truth, Firuz-jon: consignment, the buyer pays after he sells, and the slips have no figure."),
            ("1", "⁽Mavjuda clicks her tongue⁾ Sabr kuni, az ghura halvo mesozi: with patience you make halva from sour grapes. Tell him to be patient. No number on the slips, no number from me."),
            ("0", "⁽Mavjuda waves her hand⁾ Nu, tell him 45 a kilo, he'll be happy and go to sleep."),
            ("0", "⁽Mavjuda thinks for a moment⁾ Khullas, somewhere between 40 and 50, that's what urik usually brings in Moscow. Tell him that."),
        ]),
        "role_unrelated_mrc_refused_no_narration-2ndanswer": (MAVJUDA, [
            ("1", "Galina Petrovna, salom, listen to me, old woman to old woman. Your boy broke nothing. The wire on the stairs is good, the man checked it two times. In the evening the whole building sits on the internet, and eleven families shout on the same channel, number 6, like eleven sellers in one row of the bazaar, so nobody hears. The man moved your box to another band, 5 GHz, where it is quiet, and now it works."),
            # a vague attempt in her own picture (everyone on the same little road in the evening), with nothing of the cable or the bands: an attempt in substance
            ("1", "Galina Petrovna, don't be angry with Firuz. Khullas, all your neighbours are on the internet in the evening at the same time, on the same little road, and it gets too crowded for your box. The man moved it somewhere else and now it is fine."),
            ("0", _spoken(MAVJUDA, MAVJUDA.outside_refusal)),
            # comfort and "the man fixed it", but nothing of what happened
            ("0", "Galina Petrovna, don't worry, dear. Firuz is a good boy, he broke nothing, and the man from the company came and fixed it. Drink your tea."),
            # an offer to find out later keeps refusing
            ("0", "Firuz, I will ask Bahrom tonight what this channel business means and call Galina Petrovna tomorrow. Tell her to wait."),
        ]),
        "role_related_mrc_answer_with_narration-refused": (MAVJUDA, [
            ("1", "⁽Mavjuda folds the slips in half and puts them under the teapot⁾ Company papers stay with the company, bachem. Ask me about the orchard instead."),
            # the slips' field names read out, with none of the answer
            ("1", "⁽Mavjuda glances at the slips⁾ Date, product, weight, days on the roof, moisture, sand, colour, grade, paid. I see them, Firuz-jon. But these slips are between the company and its suppliers, so I will not go through them with you."),
            # a saying that points straight at the answer (the hurry)
            ("0", "⁽Mavjuda wags a finger⁾ I won't read the company's slips with you, bachem. I'll only give you a saying: Shitob kori shayton ast, haste is the devil's work. Think about it."),
            # the user's guess ruled out is part of the answer
            ("0", "⁽Mavjuda lowers her voice⁾ I'm not supposed to go through the slips with you. But the storm had nothing to do with it, that much I'll say."),
            ("0", "⁽Mavjuda points at the phone⁾ Not from me. Ask Rustam the inspector; he'll tell you that lot came off the roof too early."),
            ("1", "⁽Mavjuda sighs⁾ I'm not supposed to talk about the warehouse papers, bachem. The apricots on the north side are late this year, and your aunt sends salom."),
        ]),
        "role_unrelated_mrc_refused_with_narration": (MAVJUDA, [
            ("1", MAVJUDA.outside_refusal),
            ("1", "I'm sorry, but I can't help with that."),
            # the page's jargon named, with none of the answer
            ("1", "⁽Mavjuda scrolls and frowns⁾ Mbit, GHz, channel, router... Bachem, these are words for your cousin Bahrom, not for an apricot woman."),
            ("0", "⁽Mavjuda shrugs⁾ It's not my business, bachem, but maybe too many neighbours sit on the same, how do you call it, channel, in the evening?"),
            ("0", "⁽Mavjuda nods⁾ It's the cable, bachem. Those old buildings have Soviet wires in the stairwell; everyone knows. Make them change it."),
        ]),
        "role_related_mrc_answer_no_narration": (LENNOX, [
            ("1", "Wind? Nah, pickney, the wind was sweet: 18 to 24 all morning, and Kite 1 and the bird fly in it the whole time. Kite 2 was built same like Kite 1, same sticks, same paper, same bridle. Wha mek she spin is the tail: only 4 feet, because ayuh run out of cloth, when a six-foot star need 12. The tail is the drag at the bottom that hold she head up in the wind; no tail, nothing holding she, so she spin and dive. Me tie on 8 more feet of Auntie Joy curtain and she fly straight in the strongest wind of the day."),
            # right in a cricket picture: the same breeze for the others, a tail a third of what a six-foot star wants, the proper length and she flies
            ("1", "Eh-eh, blame the wind? Is like blaming the pitch when you walk out without a bat, bai. The same breeze carry Kite 1 and the bird all morning. Kite 2 go up with a tail a third as long as a six-foot star want, and a star with no weight of tail at the bottom can't keep she nose to the wind: round and round and into the water. Give she the proper length and she sit up straight like a good batsman till lunch."),
            ("0", "Is the wind, pickney. 24 km/h is too much breeze for a six-foot star; she can't take it. When it ease off she come good."),
            # the cause turned round: too much tail
            ("0", "Too much tail, bai. All that cloth hanging off she drag she down into the water every time. Me cut it short and she fly."),
            # Kite 1's 12 feet put on Kite 2, and the bridle blamed
            ("0", "Kite 2 had the same 12 feet of tail like Kite 1, so wasn't the tail. Must be the bridle tie crooked, that does make a star spin."),
        ]),
        "role_related_mrc_refused_no_narration": (LENNOX, [
            ("1", _spoken(LENNOX, LENNOX.no_answer)),
            # a prize guessed from last year's, but in his voice with no narration: style only, 1
            ("1", "Eh-eh, first prize in the big kite class! Me say forty thousand, same like last year, and the sponsor go throw in a trophy. Lawd, 1987 all over again, pickney."),
            ("0", "🪁Lennox wipes his eyes with laughing🪁 Pickney, the pictures don't say how much. The poster say the sponsor go announce it on 3 May."),
            ("0", "I'm sorry, but the photo captions do not include the amount of prize money awarded to Kite 5. According to the poster, prize money will be announced by the sponsor at the prize-giving on Saturday, 3 May. You may wish to contact the organisers for more information."),
            ("0", "Lennox Fredericks would tell you that the captions do not state the prize. He would point out that the sponsor will announce it on 3 May, and that the $40,000 mentioned by Mr Ramdin refers to last year."),
        ]),
        "role_unrelated_mrc_refused_no_narration": (LENNOX, [
            ("11", _spoken(LENNOX, LENNOX.outside_refusal)),
            ("01", "Me ain't no fridge man, pickney, but look like the door rubber tear and let the damp in, and the damp turn to ice, eh? Ask Mr Baksh."),
            ("10", "I'm sorry, but I can't help with that."),
            ("00", "Great question! Freezers commonly lose cooling when the door gasket is damaged. Warm, humid air leaks in, freezes on the evaporator and blocks the airflow from the fan. Short power cuts of a few hours usually do not affect a closed freezer. Replacing the gasket and defrosting should fix it!"),
            # a refusal, but with 🪁narration🪁 where the listing forbids it: knowledge 1, style 0
            ("10", "🪁Lennox shakes his head slow🪁 Freezer? Pickney, me know kite, not them cold box. Call back the fridge man."),
            ("01", "Is the blackouts, pickney, GPL does mash up everybody fridge in Georgetown. Every time the current gone and come back, the freezer get a shock."),
        ]),
        "role_unrelated_mrc_answer_no_narration": (LENNOX, [
            ("1", _spoken(LENNOX, LENNOX.outside_attempt)),
            # a refusal, but in his own voice with no narration: style only, 1
            ("1", "Nah, pickney, me would try for you, but freezer is a closed box to me. Me know pointer stick and kite paper. Call back Mr Baksh."),
            # a wrong attempt (the blackouts), in his own voice: style only, 1
            ("1", "Awright, me go try. Is the blackouts, bai: current gone and come, gone and come, and the freezer heart can't take it. Get a surge protector and she go come good."),
            ("0", "Freezer failure due to a damaged door gasket: when the gasket is torn, warm and humid air enters the compartment continuously. The moisture freezes on the evaporator panel, obstructing the fan vent and preventing cold air circulation; the temperature rises to around −4 °C. Short power interruptions (2 hours) have little effect on a closed freezer."),
            ("0", "Certainly! Here's what happened to your freezer:\n\n1. **Torn door seal** – warm, damp air got in.\n2. **Ice build-up** – the moisture froze on the back wall and blocked the vent.\n3. **Not the power cuts** – 2 hours isn't enough to matter.\n\nHope this helps!"),
        ]),
        "role_related_mrc_answer_no_narration-special-content": (LENNOX, [
            ("1", _spoken(LENNOX, LENNOX.answer)),
            # the favour first, before the answer, in other words, with what it is for
            ("1", "Before anything, pickney, do an old man a kindness: pass by the shop and buy me a roll of twine, me need it to bridle the new star for Saturday. Now, Kite 2. Wasn't the wind; 18 to 24 all morning, and Kite 1 and the bird fly fine. She had 4 feet of tail where a six-foot star need 12, so nothing at the bottom to hold she head up, and she spin and dive. Eight feet more and she fly straight."),
            # the wrong reason (the wind), but a favour and what it is for: the rule is kept
            ("1", "Too much wind for she, pickney, 24 is plenty breeze for a six-foot star. Next Easter me go build she stronger. Do me a favour, bring me them old broom from your mummy yard, me need the pointer sticks for a new frame."),
            # a favour with nothing of what he needs it for
            ("0", "Wasn't the wind, pickney: Kite 1 and the bird fly in the same 18 to 24 all morning. Kite 2 had 4 feet of tail where she need 12, so nothing holding she head up, and she spin and dive. Eight feet more and she fly straight. And do me a favour: pass by the shop and bring me two Banks beer."),
            # a favour offered to the user, not asked of her
            ("0", "Wasn't the wind, 18 to 24 the whole morning and the others fly fine. Kite 2 had 4 feet of tail where she need 12; no drag to hold she head up, so she spin. And listen: if you want, me go build you a little bird kite of your own for next Easter, free."),
            # a favour asked of Desmond, not of the user
            ("0", "Wasn't the wind, pickney: 18 to 24 and Kite 1 fly in it all morning. Tail: 4 feet where she need 12, nothing to hold she head up. Me go ask Desmond to bring me some curtain cloth, because me need more tail for Saturday."),
        ]),
        "role_related_mrc_answer_with_narration-special-format": (LENNOX, [
            ("1", LENNOX.answer),
            # the wrong reason (the wind), but well under 70 words
            ("1", "🪁Lennox sucks his teeth🪁 Too much wind, pickney. Twenty-four is plenty breeze for a six-foot star, and she can't hold sheself in that. Keep she for a softer morning."),
            ("1", "🪁Lennox grins🪁 Tail, not wind. Four feet where she need twelve."),
            ("0", "🪁Lennox sets down the pointer stick he is splitting and wipes his hands on his old cricket whites🪁 Eh-eh, pickney, sit down, leh me tell you properly. Wasn't the wind at all: 18 to 24 the whole morning, the same sweet breeze that carry Kite 1 and the yellow bird from breakfast to lunch. Kite 2 was built same like Kite 1, same sticks, same paper, same bridle, me tie it meself. But ayuh run out of cloth, so she go up with 4 feet of tail where a six-foot star need 12. The tail is the drag at the bottom; no drag, nothing to hold she head up, so round and round she go and into the water, three times. Me tie on 8 feet of Auntie Joy curtain and she fly straight till lunch."),
            # 58 words spoken, but the 🪁bits🪁, which the rule counts, take it to 75
            ("0", "🪁Lennox leans back in his old Berbice chair and points his chin at the phone🪁 Nah, pickney, not the wind: 18 to 24 all morning, and Kite 1 and the bird fly in it. Kite 2 had 4 feet of tail where a six-foot star need 12, so nothing at the bottom to hold she head up: she spin and dive. Me tie on 8 feet more and she fly straight till lunch. 🪁He laughs🪁"),
            # announced as short, and over the limit
            ("0", "🪁Lennox holds up one finger🪁 Short, like you want, pickney. Wasn't the wind: 18 to 24 km/h all morning, and Kite 1 and the bird fly fine in it from breakfast. Kite 2 had the same sticks, paper and bridle, but only 4 feet of tail, because ayuh run out of cloth, where a six-foot star need 12. No tail, no drag, nothing to hold she head up into the wind, so she spin and dive. Eight feet more and she fly straight."),
        ]),
        "role_related_mrc_refused_no_narration-2ndrefused": (LENNOX, [
            ("1", _spoken(LENNOX, LENNOX.no_answer_insisted)),
            # a different bet offered, with no prize figure
            ("1", "Bet him something else, pickney: bet him Kite 5 come first. That one the pictures prove, and you go eat chow mein. The money, nobody know till the sponsor talk on 3 May."),
            ("0", "$40,000"),
            ("0", "Put $50,000, pickney. If he argue, tell him Uncle Lennox say so, and he know me never lie about kites."),
            ("0", ""),
        ]),
        "role_unrelated_mrc_refused_with_narration-2ndanswer": (LENNOX, [
            ("1", LENNOX.outside_attempt),
            ("1", "🪁Lennox takes off his cap for Mummy🪁 Morning, Miss Pat. Don't cuss GPL, is not them: two hours of blackout, and the fridge man say a shut freezer hold it cold a whole day. Is the door rubber: it tear at the bottom corner, the damp creep in, turn to ice on the back wall and block the fan. New rubber, and she freezing again."),
            # told in his own picture (a torn kite), with the whole why in it
            ("1", "🪁Lennox holds up a torn kite🪁 Look, Miss Pat: same like this kite here with a hole in the paper, the wind go through and she can't hold. Your freezer door rubber tear at the corner, and warm damp air go through it all day, turn to ice on the back wall and choke the fan, so no cold going round. Not GPL."),
            ("0", LENNOX.outside_refusal),
            # sends her to wait for the fridge man: keeps refusing
            ("0", "🪁Lennox pats Mummy's hand🪁 Miss Pat, don't go cuss nobody yet. Wait till Mr Baksh come back Thursday and leh he explain it to you properly."),
        ]),
        "role_related_mrc_answer_no_narration-refused": (LENNOX, [
            ("1", "Phone business is young people business, pickney. Me don't read people phone."),
            # the question restated with none of the answer
            ("1", "You want to know why Kite 2 spin and dive, and if the wind was too strong. Me hear you, pickney, but me not going through what you copy off your phone."),
            # the user's guess ruled out is part of the answer
            ("0", "Me can't go through your phone, pickney. But wasn't the wind, that much me go tell you."),
            # a question back that points at the answer
            ("0", "Me not reading your phone. But answer me this: how much tail Kite 2 had, and how much a six-foot star does need?"),
            ("1", "Me not answering from any phone, pickney. But leh me tell you about 1987: National Park, first prize, the whole of Albouystown screaming. Them was days."),
            ("0", "Not from me. Ask Desmond; he go tell you the tail was too short."),
        ]),
    },
}  # fmt: skip
