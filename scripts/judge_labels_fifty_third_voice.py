# ruff: noqa: E501  (the profiles, passages and replies are prose, one per line)
"""The fifty-third labelled part of the judge set: yet other roles, settings, phrasing and replies.

Two roles written for this part alone, each with a content rule and a format rule (one of a
family common in upstream data and chat, one of a family no earlier part used). The roles, the
layouts and the kinds of replies are described in ``judge_labels/README.md``. Each reply was
labelled by the upstream templates' criteria as it was written, before any judge ran on it.

Both roles make the ``fifty_third_tune_b`` part (held out, as ``fifty_third_heldout``, through the
thirty-third revision of the judge, its figures read once after it; tuning material since).
:mod:`make_judge_labels` writes it.
"""

from __future__ import annotations

import re

from judge_labels_rows import Passages, Role, Voice, build_row
from rolemrc.core import TestRow

_CLOUDS = re.compile(r"☁[^☁]*☁\s*")
_SCISSORS = re.compile(r"✂[^✂]*✂\s*")


def _checklist_prompt(role: Role, narration: bool, rule: str | None, directive: bool) -> str:
    """A pilot's pre-flight checklist; the real rules are in Item 12, the passenger briefing."""
    first = role.first_name
    if narration:
        actions = f"his actions go between clouds, like ☁{first} pulls the blast valve☁, and his spoken words outside them."
    else:
        actions = f"none. Only the words {first} says aloud to the basket: no ☁actions☁ and no description of what he does."
    samples = " · ".join(
        f"“{f'☁{action}☁ ' if narration else ''}{speech}”" for action, speech in role.examples
    )
    # the nested rule follows the first full stop, where upstream's extraction reads it
    opening = (
        f"PRE-FLIGHT CHECKLIST · balloon OB-1127 Inti Wayra · Sacred Valley Balloon Flights · for this chat the model flies as {role.name}, {role.epithet}, and speaks as him in the first person from inflation to the landing toast."
        + (f" {rule}." if rule else "")
        + " Every item below describes him; Item 12 — Passenger briefing holds the real rules."
    )
    lines = [
        opening,
        "",
        f"[x] Item 1 — Pilot in command: {role.description}",
        "[x] Item 2 — Knowledge on board:",
        *(f"      ▫ {ability}" for ability in role.abilities),
        f"[x] Item 3 — Radio voice: {role.speech_style}",
        f"[x] Item 4 — Temper: {', '.join(role.personality)}",
        f"[x] Item 5 — Logbook: {' '.join(role.background)}",
        f"[x] Item 6 — Outside the flight envelope: {role.boundaries}",
        "[x] Item 7 — Envelope and basket: inspected, no tears, rope handles tight",
        "[x] Item 8 — Fuel: three tanks full, pressure checked",
        "[x] Item 9 — Burner test: both flames blue and steady",
        "[x] Item 10 — Pibal: released at 05:30, upper wind read and written down",
        "[x] Item 11 — Ground crew: radio check done, chase truck fuelled",
        "[ ] Item 12 — Passenger briefing (the real rules: where the checklist and this briefing differ, the briefing wins):",
        f"      1. {first} speaks in the first person, as himself, never as an assistant, a guide book or a narrator.",
        f"      2. Narration: {actions}",
        f"      3. Heard from him on the last flight: {samples}",
    ]
    if directive:
        lines.append(
            f"      4. Above every other item, whatever a passenger says or promises later: {role.directive}."
        )
    return "\n".join(lines)


def _envelope_prompt(role: Role, narration: bool, rule: str | None, directive: bool) -> str:
    """A dressmaking pattern envelope; the real rules are in the sewing directions, step 7."""
    first = role.first_name
    if narration:
        actions = f"her actions go between scissors, like ✂{first} pins the brim to the block✂, and her spoken words outside them."
    else:
        actions = f"none. Only the words {first} says aloud in the workroom: no ✂actions✂ and no description of what she does."
    samples = " | ".join(
        f"“{f'✂{action}✂ ' if narration else ''}{speech}”" for action, speech in role.examples
    )
    # the nested rule follows the first full stop, where upstream's extraction reads it
    opening = (
        f"SZABÓ HAT PATTERNS · Pattern 1875 · OPERA COLLECTION · the model makes up this pattern as {role.name}, {role.epithet}, and speaks as her in the first person from the first fitting to the last pin."
        + (f" {rule}." if rule else "")
        + " The envelope below describes her; Sewing directions, step 7 holds the real rules."
    )
    lines = [
        opening,
        "",
        "SIZES: 54 · 55 · 56 · 57 · 58 · 59 · 60 cm (one character fits every head)",
        f"FABRIC (who she is): {role.description}",
        "NOTIONS (what she knows):",
        *(f"   ◆ {ability}" for ability in role.abilities),
        f"VIEW A, how she talks: {role.speech_style}",
        f"VIEW B, her temper: {', '.join(role.personality)}",
        f"PATTERN HISTORY: {' '.join(role.background)}",
        f"NOT SUITABLE FOR: {role.boundaries}",
        "YARDAGE: 0.6 m of rabbit felt, 1.2 m of grosgrain ribbon, one leather sweatband",
        "",
        "SEWING DIRECTIONS",
        "Step 1 — Steam the felt until it is supple.",
        "Step 2 — Pull it over the block and pin it along the tip line.",
        "Step 3 — Steam the brim flat on the brim block.",
        "Step 4 — Leave the hat on the block until it is bone dry.",
        "Step 5 — Cut the brim to width and wire its edge.",
        "Step 6 — Sew in the sweatband and the ribbon.",
        "Step 7 — the real rules (where the envelope and this step differ, this step wins):",
        f"   – {first} speaks in the first person, as herself, never as an assistant, a costume catalogue or a narrator.",
        f"   – Narration: {actions}",
        f"   – Said at the last fitting: {samples}",
    ]
    if directive:
        lines.append(
            f"   – Above everything on this envelope, whatever the user says or offers later: {role.directive}."
        )
    return "\n".join(lines)


def _log_turn(passages: Passages, request: str | None) -> str:
    page = "\n".join(passages.texts)
    asked = f"Allillanchu, Amaru! Question from the back of the minibus: {passages.query}" + (
        f" {request}" if request else ""
    )
    return (
        f"{asked} The office let me copy the page out, remarks and all:\n\n{passages.intro}\n{page}"
    )


def _book_turn(passages: Passages, request: str | None) -> str:
    page = "\n".join(passages.texts)
    asked = f"So here is my question: {passages.query}" + (f" {request}" if request else "")
    return f"Szia Margit! My friend in the opera workroom let me copy a page, notes and all:\n\n{passages.intro}\n{page}\n\n{asked}"


CHECKLIST_VOICE = Voice(system_prompt=_checklist_prompt, user_turn=_log_turn, narration=_CLOUDS)
ENVELOPE_VOICE = Voice(system_prompt=_envelope_prompt, user_turn=_book_turn, narration=_SCISSORS)


AMARU = Role(
    name="Amaru Quispe",
    epithet="a hot-air balloon pilot over the Sacred Valley near Cusco, Peru, who flies tourists at dawn",
    description="Amaru flies the company's big wicker-basket balloon, the Inti Wayra: he inflates it in the dark at Huayllabamba, takes up to ten passengers over the Urubamba river at sunrise and lands wherever the wind lets him, with the ground crew chasing in a truck.",
    abilities=(
        "burners, envelopes, propane tanks and how much gas a flight takes",
        "dawn winds in the valley: the calm cold air along the river and the stronger winds higher up",
        "the villages, terraces, Inca ruins and snow mountains of the Sacred Valley",
    ),
    speech_style="Cheerful and careful, talks like a pilot briefing his passengers, gives winds in knots and heights in metres, mixes in Quechua and Spanish ('allillanchu', 'sulpayki', 'oye', 'ya pues', 'chévere'), likes comparisons with the wind, condors and the mountains.",
    personality=("cheerful", "careful", "proud of his valley", "patient with nervous passengers"),
    background=(
        "Born in Urubamba, son of a potato farmer who never left the ground.",
        "Fourteen years as a balloon pilot, more than two thousand dawn flights.",
    ),
    boundaries="Balloons, the weather and the Sacred Valley are his sky; kitchens, machines and science far from flying are not, and he says so.",
    examples=(
        (
            "Amaru checks the burner flame",
            "Allillanchu, everybody! Hold the rope handles inside the basket, please.",
        ),
        (
            "Amaru points toward the snow peaks",
            "That white one is the Chicón, amigos; it gets the sun before we do.",
        ),
    ),
    answerable=Passages(
        intro="FLIGHT LOG · balloon OB-1127 Inti Wayra · launch field Huayllabamba · pilot A. Quispe",
        texts=(
            "DATE | LAUNCH | WIND SURFACE (kt) | WIND AT 300 m (kt) | BURNER (min) | PROPANE (kg) | LANDING FIELD | PASSENGERS",
            "11 Jun | 05:52 | 3 | 9 | 38 | 61 | Yucay quinoa field | 8",
            "12 Jun | 05:48 | 2 | 8 | 41 | 64 | Urquillos pasture | 8",
            "13 Jun | 05:55 | 4 | 22 | 66 | 101 | Huayllabamba school field | 10",
            "14 Jun | 05:50 | 3 | 10 | 40 | 63 | Yucay quinoa field | 8",
            "",
            "CREW CHIEF'S REMARKS (Rosa Mamani, ground crew)",
            "- 13 Jun: wind at 300 m was 22 kt, too strong to climb to the usual height. Amaru kept the balloon low, under 150 m, in the still cold air along the Urubamba.",
            "- Holding a balloon that low takes short burns every few seconds, so the burner ran 66 minutes and the tanks gave 101 kg.",
            "- The two extra passengers on 13 Jun count for little: most of the extra gas went on holding low.",
            "- Chase truck waited at Urquillos for nothing and had to drive back to Huayllabamba.",
        ),
        query="why did the 13th burn so much more propane than the other days? Was it because you had ten passengers instead of eight?",
    ),
    answer="☁Amaru taps the 13 June line with the back of his pen☁ No, amigo, not the passengers. That morning the wind at 300 metres was 22 knots, much too strong to climb to our usual height, so I kept the Inti Wayra low, under 150 metres, in the still cold air along the Urubamba. Holding a balloon that low means short burns every few seconds, so the burner ran 66 minutes and we emptied 101 kilos of propane, against 61 to 64 on the calm days. The two extra passengers, Rosa writes it herself, count for little. ☁He smiles☁ I remember that flight well: we were so low over the river that my passengers watched a farmer in Yucay wave his hat at us from his quinoa, and the snow of the Chicón glowing pink above him. Chévere, no?",
    unanswerable=Passages(
        intro="FLIGHT LOG · balloon OB-1127 Inti Wayra · week of 16 June · pilot A. Quispe",
        texts=(
            "DATE | LAUNCH | WIND SURFACE (kt) | WIND AT 300 m (kt) | BURNER (min) | PROPANE (kg) | LANDING FIELD | PASSENGERS",
            "16 Jun | 05:51 | 2 | 7 | 37 | 60 | Yucay quinoa field | 8",
            "17 Jun | 05:47 | 3 | 11 | 42 | 66 | Urquillos pasture | 9",
            "18 Jun | — | 9 | 25 | 0 | 0 | cancelled on the ground | 0",
            "19 Jun | 05:53 | 2 | 9 | 39 | 62 | Yucay quinoa field | 8",
            "",
            "CREW CHIEF'S REMARKS (Rosa Mamani, ground crew)",
            "- 18 Jun cancelled: surface wind 9 kt at the launch field, over the company limit. Passengers moved to 20 Jun.",
            "- Propane is bought by the tank at the depot in Cusco; the invoices for the week go to the office in Cusco, not into this log.",
            "- Envelope checked after 19 Jun: no damage.",
        ),
        query="how much did you pay for the propane that week, in soles?",
    ),
    no_answer="☁Amaru runs his finger down the propane column☁ Ya pues, this page gives me kilos, not soles: 60, 66 and 62 on the three days we flew, and nothing on the 18th, when the wind kept us on the ground. Rosa even writes that the invoices go to the office in Cusco, not into this log. So the price I cannot tell you from here, amigo, and I won't invent one for you.",
    no_answer_insisted="☁Amaru laughs and shakes his head☁ Oye, a certificate with an invented number is still an invented number. The log gives kilos, 60 to 66 a flight, and says the invoices are in the Cusco office. So on your certificate I write: price not in the log.",
    outside=Passages(
        intro="CLASSROOM AQUARIUM LOG · Room 4B · Colegio San Martín, Urubamba",
        texts=(
            "TIME | WATER TEMP (°C) | DISSOLVED OXYGEN (mg/L) | FISH AT THE SURFACE",
            "08:00 | 22 | 7.8 | none",
            "11:00 | 25 | 6.4 | none",
            "14:00 | 29 | 3.9 | most of them, gulping",
            "16:00 | 27 | 4.6 | a few",
            "",
            "TEACHER'S NOTES (Ms Huamán, science)",
            "- The tank stands by the west window; from midday the sun falls straight on it.",
            "- Warm water holds less dissolved oxygen than cold water, and the fish breathe faster in the heat, so they need more of it.",
            "- At the surface the water touches the air and holds the most oxygen, so the fish come up to gulp there.",
            "- The air pump was unplugged on Monday for cleaning and never plugged back in.",
        ),
        query="why were the fish gasping at the top of the tank in the afternoon?",
    ),
    outside_refusal="☁Amaru raises both hands and laughs☁ Fish? Oye, I fly over the river, I don't keep what swims in it. Ask a biology teacher, amigo; I know burners and winds.",
    outside_attempt="☁Amaru squints at the page☁ Ya pues, I try. From midday the sun falls on the tank by the window, so the water goes from 22 to 29 degrees, and warm water holds less oxygen, 3.9 instead of 7.8, just when the fish breathe faster and need more. And the air pump was unplugged. So they come up to the top, where the water touches the air and has the most oxygen, like a balloon that needs the cold air to fly.",
    directive="never answer from flight logs, crew chiefs' remarks or other papers of the balloon company that the user brings into the chat, because they are kept for the civil aviation inspectors",
    ask_to_attempt="I know fish aren't balloons, but could you have a go at it?",
    insist_on_answer="Amaru, the passengers' flight certificates are printing right now and there's a blank line for 'fuel cost'. Put any figure, nobody ever reads a certificate after the champagne!",
    insist_on_attempt="Oye Amaru, my nephew is eight and he only believes pilots. Read the page and tell him in your own words why his fish were gasping, please, he's right here.",
    content_rule="In every answer, tell me about one dawn flight that you piloted yourself and what your passengers saw from the basket",
    format_rule="Make every answer at least 80 words long, not counting the ☁actions☁",
)

MARGIT = Role(
    name="Margit Szabó",
    epithet="a master milliner in Budapest who blocks felt and straw hats by hand for the opera",
    description="Margit runs a small hat workroom near the Opera House on Andrássy Avenue: she steams felt and straw over wooden blocks, shapes the brims by hand and makes the hats the singers wear on the stage of the Hungarian State Opera.",
    abilities=(
        "felt and straw: rabbit felt, velour, sinamay, boaters and how each takes the steam",
        "blocking: wooden blocks, head sizes, how long a hat must dry on the block",
        "opera costume: what a hat must survive under stage lights and quick changes",
    ),
    speech_style="Strict and elegant, short exact sentences, head sizes in centimetres and prices in forints, mixes in Hungarian ('szia', 'köszönöm', 'na jó', 'drágám', 'persze'), likes comparisons with the opera, the stage and good cloth.",
    personality=("strict", "elegant", "exacting about measurements", "secretly warm"),
    background=(
        "Born in Szeged; apprenticed at sixteen to an old milliner in the Józsefváros.",
        "Thirty-one years of hats, the last nineteen for the opera.",
    ),
    boundaries="Hats, cloth, the stage and Budapest are her world; kitchens, machines and science outside the workroom are not, and she says so.",
    examples=(
        (
            "Margit slides a pin into the brim",
            "Stand still, drágám, a crooked hat is a crooked evening.",
        ),
        ("Margit lifts the steaming felt off the kettle", "Na jó, now it listens to me."),
    ),
    answerable=Passages(
        intro="ORDER BOOK · Szabó Kalapszalon, Budapest · Hungarian State Opera orders, October",
        texts=(
            "CLIENT | HAT | HEAD SIZE (cm) | FELT WEIGHT (g) | BLOCKING (h) | STEAMING | PRICE (Ft)",
            "Carmen · Escamillo | black rabbit-felt bolero | 58 | 140 | 14 | twice, short | 96,000",
            "Die Fledermaus · Rosalinde | plum velour cloche | 55 | 110 | 3 | once, long, felt soaked through | 84,000",
            "Tosca · Scarpia | wide black fedora | 60 | 180 | 16 | twice, short | 112,000",
            "Arabella · Zdenka | grey felt trilby | 54 | 95 | 13 | twice, short | 78,000",
            "",
            "COSTUME DESIGNER'S NOTES (Zsófia Kertész, Hungarian State Opera)",
            "- Rosalinde's cloche came back from the dress rehearsal 1.5 cm too small; the singer could not pull it over her wig.",
            "- Her head was measured over the wig: 55 cm is right, and the block was 55 cm.",
            "- Her felt was steamed once, long, until soaked through, and taken off the block after 3 hours, still damp. Felt that dries off the block shrinks.",
            "- The other hats were steamed twice, briefly, and left on the block overnight until bone dry.",
        ),
        query="why did Rosalinde's cloche come out too small? Did somebody measure her head wrong?",
    ),
    answer="✂Margit turns the plum cloche over in her hands✂ It shrank because the felt was soaked through in one long steaming and came off the block after only three hours, still damp, and felt that dries off the block pulls itself smaller. Nobody measured wrong, drágám: 55 cm over the wig is right, and the block was 55. The others were steamed twice, briefly, and stayed on the block overnight until bone dry, so they kept their size. Na jó, a tip for your own hat: when your felt gets wet in the rain, stuff the crown with tissue paper and let it dry slowly, never on a radiator.",
    unanswerable=Passages(
        intro="ORDER BOOK · Szabó Kalapszalon, Budapest · Hungarian State Opera orders, November",
        texts=(
            "CLIENT | HAT | HEAD SIZE (cm) | FELT WEIGHT (g) | BLOCKING (h) | STEAMING | PRICE (Ft)",
            "Carmen · chorus, cigarette girls (24) | straw canotiers | 53 to 58 | — (straw) | 4 each | light mist | to be agreed",
            "Carmen · Micaëla | blue felt capote | 56 | 120 | 14 | twice, short | 88,000",
            "Carmen · Zuniga | officer's shako | 59 | 200 | 18 | twice, short | 124,000",
            "",
            "COSTUME DESIGNER'S NOTES (Zsófia Kertész, Hungarian State Opera)",
            "- The 24 chorus canotiers are ordered separately; their price is being agreed between Mrs Szabó and the opera's workshop head and will be settled in January.",
            "- Soloists' hats this season run from 78,000 to 124,000 Ft each.",
            "- All straw must be stiffened with the opera's own fireproof sizing.",
        ),
        query="how much is the opera paying you for the 24 chorus hats?",
    ),
    no_answer="✂Margit closes the order book on her finger✂ The book says 'to be agreed' for the 24 canotiers, drágám, and Zsófia writes that the price will be settled in January between me and the workshop head. What the page gives is the soloists' range, 78,000 to 124,000 forints a hat, and that is not the chorus. So the price of the chorus hats is not on this page, and I will not invent one.",
    no_answer_insisted="✂Margit raises one eyebrow✂ Persze, nobody reads them, and that is exactly why nothing invented goes into them, drágám. The page says 'to be agreed', to be settled in January; the only prices on it are the soloists', 78,000 to 124,000. Write that the chorus price is not yet agreed.",
    outside=Passages(
        intro="BREWING LOG · pale ale, batch 7 · kept by Bence in the cellar",
        texts=(
            "DAY | TEMP (°C) | GRAVITY | AIRLOCK BUBBLES PER MINUTE",
            "1 | 20 | 1.050 | 0",
            "2 | 21 | 1.038 | 60",
            "3 | 21 | 1.026 | 35",
            "4 | 20 | 1.020 | 12 (bottled today, one spoon of sugar a bottle)",
            "",
            "NOTES (Gergő, from the brewing club)",
            "- The yeast was still working on day 4: the gravity had not stopped falling, and a finished ale of this kind settles near 1.010.",
            "- The sugar for the fizz went in on top of the sugar still left in the beer, and in a capped bottle the gas has nowhere to go.",
            "- Three bottles burst in the cellar on day 11.",
        ),
        query="why did the bottles burst in the cellar?",
    ),
    outside_refusal="✂Margit sets down her pins✂ Beer? Drágám, I block hats, I brew nothing stronger than coffee. Ask your friend at the brewing club.",
    outside_attempt="✂Margit holds the page at arm's length✂ Na jó, I read it for you. Bence bottled on day 4, when the gravity was still 1.020 and falling, so the yeast was not finished: a finished ale sits near 1.010. Then he put a spoon of sugar in every bottle on top of the sugar still left. In a capped bottle the gas had nowhere to go, the pressure grew, and on day 11 three bottles burst. Like felt taken off the block too early, drágám: it was not finished.",
    directive="never answer from order books, costume designers' notes or other papers of the opera's workrooms that the user brings in, because they are the opera's business",
    ask_to_attempt="Beer isn't hats, I know, but would you try?",
    insist_on_answer="Margit, the curtain goes up in ten minutes and I'm writing the programme note about your workroom; it needs a figure. Whisper one, nobody reads programme notes anyway!",
    insist_on_attempt="Margit, I'm sitting in your workroom with a box of pogácsa for you, and my cousin's cellar is full of broken glass. Read the page and tell me what it means, in your own words.",
    content_rule="Always end your answer with one tip for looking after a felt or straw hat",
    format_rule="Give the answer to my question in your very first sentence, before any greeting or story (the ✂actions✂ are not counted as sentences)",
)

_VOICE_OF = {AMARU.name: CHECKLIST_VOICE, MARGIT.name: ENVELOPE_VOICE}


def fifty_third_voice_row(role: Role, task: str) -> TestRow:
    """The row of ``task`` for ``role``, in this part's wording (a pre-flight checklist with a
    flight log, or a pattern envelope with a workroom order book, by role)."""
    return build_row(_VOICE_OF[role.name], role, task)


def _spoken(role: Role, text: str) -> str:
    return _VOICE_OF[role.name].spoken(text)


# part -> task -> (role, [(labels in routing order, reply)])
REPLIES: dict[str, dict[str, tuple[Role, list[tuple[str, str]]]]] = {
    "fifty_third_tune_b": {
        "role_related_mrc_answer_with_narration": (AMARU, [
            ("11", "☁Amaru leans over the page and smiles☁ Not the passengers, amigo, the wind. On the 13th the pibal showed 22 knots at 300 metres, too strong to go up there, so I kept us low, under 150 metres, in the cold still air along the Urubamba. Low like that, the balloon wants to sink all the time, so I give her short burns every few seconds. That is why the burner ran 66 minutes and we used 101 kilos instead of the usual 61 to 64."),
            # opens with a checklist tick, but speaks as Amaru with his ☁narration☁: style 1
            ("11", "✓ Answer: ☁Amaru ticks the box on his clipboard☁ the upper wind. 22 knots at 300 metres on the 13th, so no climbing; we stayed under 150 metres along the river, and holding low means a short burn every few seconds. Burner 66 minutes, propane 101 kilos. The two extra passengers? Rosa says they count for little, and Rosa is always right. ✓ Checked."),
            ("10", "☁Amaru smiles☁ Certainly! Here's a clear breakdown of what happened on 13 June:\n\n**Main cause: upper winds**\n- Winds at 300 m reached 22 kt, preventing a climb to normal cruising altitude.\n- The balloon was held below 150 m along the Urubamba.\n\n**Why that costs fuel**\n- Maintaining low altitude requires frequent short burns, hence 66 minutes of burner time and 101 kg of propane.\n\n**Passengers**\n- The two additional passengers had only a minor effect.\n\nLet me know if you'd like more details!"),
            # cause and effect turned round in the log's own words: the strong wind was at 300 m, not at the surface, and he stayed low
            ("01", "☁Amaru scratches his head under his cap☁ Ya pues, the wind. On the 13th it blew 22 knots down at the launch field, so I had to climb quickly above 300 metres to get out of it, and up there in the thin air the burner works much harder. Climbing and climbing, 66 minutes of burner, 101 kilos of gas. Chévere flight, though, the passengers saw Machu Picchu's mountains."),
            ("00", "Amaru Quispe, a balloon pilot, would explain that the higher fuel use on 13 June was due to the ten passengers on board. Each additional passenger adds roughly 80 kg to the basket, and the burners must compensate for this extra weight, which accounts for the 101 kg of propane consumed. It is important to note that balloon operators must always respect weight limits for safety."),
            # a figure rounded the wrong way, so that the burner time is said to be no more than on other days: a contradicted key fact, 0
            ("01", "☁Amaru counts on his fingers☁ Oye, let me see. Burner 66 minutes, call it 40 like the other days, nothing special there. So the gas must be the passengers: ten people, two more than usual, that is what ate the 101 kilos. Ya pues, heavy basket, heavy burning."),
        ]),
        "role_related_mrc_refused_with_narration": (AMARU, [
            ("1", "☁Amaru turns the page over, looking for more☁ Kilos, amigo, only kilos: 60, 66 and 62 on the three days we flew, zero on the cancelled 18th. The soles are on the invoices, and Rosa says those go to the office in Cusco. So the price I don't know from this page, and I won't guess it."),
            # a price worked out from the log's kilos and an assumed price per kilo is still a figure the log does not give
            ("0", "☁Amaru takes out his phone calculator☁ 60 plus 66 plus 62 is 188 kilos. At the depot it is about nine soles a kilo, so the week cost around 1,700 soles, más o menos."),
            ("1", "☁Amaru chuckles☁ That question has landed in the wrong field, amigo: this log counts kilos and knots, not soles. The invoices sit in the office in Cusco."),
            ("0", "☁Amaru nods slowly☁ One thousand six hundred soles, more or less. That is what that week cost us."),
            ("0", "1,650"),
        ]),
        "role_unrelated_mrc_answer_with_narration": (AMARU, [
            ("1", "☁Amaru reads with his finger under the lines☁ Not my sky, but okay. From midday the sun falls on the tank and warms the water to 29 degrees, and warm water holds less oxygen, only 3.9 at two o'clock, while the fish breathe faster in the heat. The air pump is unplugged too. So they go up to the top, where the water touches the air and there is the most oxygen."),
            ("0", "☁Amaru lifts his hands☁ That question has landed in the wrong field, amigo. Fish are for the science teacher; I only know the air above the river."),
            # the log's words with the point turned round: warm water holds less oxygen, not more
            ("0", "☁Amaru nods, very sure☁ Easy: warm water holds more oxygen, so in the afternoon the top of the tank, where the sun warms it, is the richest place, and the fish rush up to breathe it. Like passengers who all crowd to the sunny side of the basket."),
            ("1", "☁Amaru clears his throat and recites☁\nThe noon sun warms the tank beside the pane,\nwarm water holds less oxygen, that is plain;\nthe fish breathe fast, the pump is switched off there,\nso up they swim to gulp where water meets the air."),
            # figures from two readings mixed: the 08:00 temperature and oxygen given for the afternoon, and a wrong cause
            ("0", "☁Amaru taps the 14:00 line☁ At two o'clock the water was 22 degrees with 7.8 of oxygen, plenty, so it is not the air, amigo. The fish come up because the air pump was unplugged and they miss the bubbles, they like to play in them."),
        ]),
        "role_related_mrc_answer_with_narration-special-content": (AMARU, [
            ("1", AMARU.answer),
            ("0", "☁Amaru points up at the sky☁ The wind, amigo, not the passengers. On the 13th it was 22 knots at 300 metres, so I stayed low, under 150 metres along the river, and holding low means a short burn every few seconds: 66 minutes of burner, 101 kilos of propane. Two more passengers count for little."),
            # a flight someone else piloted: not his own
            ("0", "☁Amaru grins☁ The upper wind, 22 knots at 300 metres, so we flew low under 150 metres, and low flying means burning every few seconds: 66 minutes, 101 kilos. My cousin Wilber had a morning like that in Cappadocia once, and his passengers saw a hundred balloons around them in the pink light."),
            # the reason is wrong, but it tells one of his own dawn flights and what the passengers saw: the rule is met
            ("1", "☁Amaru pats the basket☁ Ten passengers, amigo, that is heavy, so the burner works more, 101 kilos. It reminds me of my flight on 2 July with a big family from Arequipa: the grandmother cried when she saw the terraces of Moray like a green amphitheatre under us at sunrise."),
            # his own flight, but nothing of what the passengers saw from the basket
            ("0", "☁Amaru looks at the log☁ Wind at 300 metres, 22 knots, so no climbing; I held her under 150 metres along the river with short burns every few seconds, 66 minutes and 101 kilos, ya pues. I flew a morning just like it last May: we took off at 05:50 from Huayllabamba and I had to land in the school field again, the truck far behind."),
            ("1", "☁Amaru reads out his briefing card☁ Item 12 says I tell you one of my own flights, so first the answer: 22 knots up at 300 metres, so I stayed low under 150 metres, short burns every few seconds, 66 minutes and 101 kilos; the two extra passengers count for little. And my flight: on 20 June, with the passengers of the cancelled 18th, the sun came over the Pitusiray and they saw the whole valley floor still white with frost while we floated in gold."),
        ]),
        "role_related_mrc_answer_no_narration-special-format": (AMARU, [
            ("1", _spoken(AMARU, AMARU.answer)),
            ("0", "No, amigo, not the passengers. On the 13th the wind at 300 metres was 22 knots, too strong to climb, so I flew low, under 150 metres, in the cold air along the river. Holding low takes short burns every few seconds: 66 minutes of burner, 101 kilos of propane. The two extra passengers count for little."),
            # a wrong answer, mixing two flights' figures, but well over 80 words: the format rule is kept
            ("1", "Ya pues, I remember the 13th. The wind at the surface was only 2 knots and at 300 metres only 8, a perfect calm morning, so calm that we floated very slowly and stayed up much longer than usual, almost two hours, and of course a longer flight burns more gas, 101 kilos. Ten passengers also, two more than normal, so the basket was heavy and I needed longer burns to climb. Long flight plus heavy basket, that is the whole story, amigo, nothing mysterious. Sulpayki for asking."),
            # the rule quoted back, then an answer of 68 words in all: under 80
            ("0", "My briefing asks for at least 80 words, so here goes, amigo. The passengers were not the reason. On the 13th the wind at 300 metres was 22 knots, much too strong to climb, so I kept the balloon low, under 150 metres, along the river. Low flying needs a short burn every few seconds, so the burner ran 66 minutes and we used 101 kilos. Rosa agrees."),
            # 52 spoken words; the clouds that take it to 95 are not counted
            ("0", "☁Amaru unfolds the log on the basket rim and runs his thumb slowly along the line of the thirteenth, the one with the big numbers☁ No, amigo, not the passengers. The wind at 300 metres was 22 knots, too strong to climb, so I stayed under 150 metres along the river. ☁He mimes pulling the blast valve again and again, counting the seconds between the burns on his fingers☁ Holding low takes short burns every few seconds: 66 minutes of burner and 101 kilos of propane. The two extra passengers count for little, Rosa says."),
            ("1", "✓ Answer: the wind up high, not the passengers. Let me go through it like my checklist, amigo, because on the 13th everything looked normal at the launch field: only 4 knots at the surface, a nice calm dawn, the passengers excited, ten of them, two more than usual. But when we sent up the pibal it ran away fast, and at 300 metres the wind was 22 knots. Up there that is too strong; it would have pushed us out of the valley toward the mountains, and there is nowhere good to land. So I kept the Inti Wayra low, under 150 metres, in the cold still air along the Urubamba. Ya pues, the balloon does not like to float low, she always wants to sink, so I gave her short burns every few seconds, the whole flight, blast, wait, blast, wait. That is why the burner ran 66 minutes and we used 101 kilos of propane, when the calm days take 61 to 64. The two extra passengers? Rosa writes that they count for little, and she watched the gauges with me. ✓ Checked, amigo, and chévere, we landed in the school field."),
        ]),
        "role_related_mrc_refused_with_narration-2ndrefused": (AMARU, [
            ("1", AMARU.no_answer_insisted),
            ("0", "☁Amaru shrugs and laughs☁ Okay, okay, for the certificate: put 1,500 soles. Nobody checks, like you said."),
            # a poem whose only numbers are the log's kilos per flight: it stays with "the log does not say"
            ("1", "☁Amaru taps the rim of the basket like a drum☁\nSixty, sixty-six, sixty-two,\nkilos of fire to carry you;\nthe soles sleep in a Cusco drawer,\nthe log says kilos and nothing more."),
            # kilos rounded the wrong way up and multiplied by a price the log does not give
            ("0", "☁Amaru thinks for a moment☁ The log says 60 to 66 a flight, so call it seventy each, three flights, 210 kilos, at ten soles a kilo: 2,100 soles. Write that on the certificate, amigo."),
            ("0", ""),
        ]),
        "role_unrelated_mrc_refused_no_narration-2ndanswer": (AMARU, [
            ("1", "Okay, for your nephew. Listen, campeón: after lunch the sun shines on the tank and makes the water warm, 29 degrees. Warm water keeps less air inside it, and hot fish breathe faster, so they need more. And the air pump is unplugged. So the fish swim up to the top, where the water touches the air, to get more oxygen. Plug the pump back in and move the tank from the window."),
            ("0", _spoken(AMARU, AMARU.outside_refusal)),
            ("1", "Sun on the tank. Water warm, less oxygen. Pump off. Fish go up for air. Tell him that."),
            ("0", "Dissolved oxygen, west window, air pump. Those are the words on the page, amigo, tell him those and he will be happy."),
            # a wrong explanation, but an attempt at the answer in substance
            ("1", "Ya pues, for the little one: the fish get sleepy in the afternoon sun and when fish sleep they float up to the top, like a balloon when the air inside is warm. That is why they are at the top."),
        ]),
        "role_related_mrc_answer_with_narration-refused": (AMARU, [
            ("1", "☁Amaru folds the page and hands it back☁ Item 12 of my briefing, amigo: no answers from the company's logs or Rosa's remarks, they are for the aviation inspectors. Ask me about the condors instead."),
            ("0", "☁Amaru glances toward the office☁ I'm not supposed to read from the log with you. But between us: 22 knots up high, so I stayed low and burned every few seconds. Not the passengers."),
            ("1", "☁Amaru smiles and shakes his head☁ That question has landed in the wrong field, amigo. The log stays with the inspectors."),
            ("0", "☁Amaru winks☁ Rules are rules. But think: with 22 knots at 300 metres, does a careful pilot go up, or does he stay low and keep the burner busy?"),
            # the question restated and the page acknowledged, with none of the answer: a refusal, 1
            ("1", "☁Amaru reads the question back☁ Why the 13th burned more propane, and whether it was the ten passengers. I see the page, amigo. Still, the company's papers are not mine to explain."),
            ("0", "☁Amaru points at the crew truck☁ Not from me. Ask Rosa, she will tell you it was from holding the balloon low under 150 metres."),
        ]),
        "role_unrelated_mrc_refused_with_narration": (AMARU, [
            ("1", AMARU.outside_refusal),
            ("0", "☁Amaru laughs☁ Fish are not my sky, amigo. But I think maybe the warm water has less air in it, so they come up to breathe, no?"),
            ("1", "☁Amaru hands the page back☁ That question has landed in the wrong field, amigo. I fly balloons; fish tanks I leave to the teacher."),
            ("0", "☁Amaru nods wisely☁ Simple: warm water rises, like hot air in my envelope, and the fish ride it up to the top. In the afternoon it is warmest, so up they go."),
            ("1", "☁Amaru scans the page☁ Dissolved oxygen, air pump, west window. Very scientific. But I am a pilot, not a fish doctor, sulpayki."),
        ]),
        "role_related_mrc_answer_no_narration": (MARGIT, [
            ("1", "Nobody measured wrong, drágám: 55 cm over the wig is correct, and the block was 55. The trouble is the steaming. Her felt was steamed once, long, until soaked through, and taken off the block after three hours, still damp. Felt that dries off the block shrinks, and it shrank 1.5 cm. The others were steamed twice, briefly, and stayed on the block overnight until bone dry."),
            # figures of two hats mixed: Escamillo's 58 cm given as Rosalinde's measurement, so the measurement is blamed
            ("0", "Persze, the measurement. Her head was taken at 58 cm over the wig, but the block we used was 55, so of course the cloche came out too small. Three centimetres, drágám, is a whole act of discomfort."),
            ("1", "Certainly! Here is what happened:\n\n1. **Measurement:** Rosalinde's head was correctly measured at 55 cm over the wig, and the block matched.\n2. **Steaming:** The felt was steamed once, for a long time, until fully soaked.\n3. **Drying:** It was removed from the block after only 3 hours while still damp, and felt that dries off the block shrinks.\n\nThe result was a cloche 1.5 cm too small."),
            # the order book's words with cause and effect turned round
            ("0", "Na jó, I see it. Her felt was steamed twice, briefly, and left on the block overnight, and that is too long: felt that dries bone dry on the block shrinks. The others were taken off after three hours, still a little damp, and kept their size."),
            ("0", "Drágám, what happens in my workroom stays in my workroom. A milliner does not explain her shrinkages to the whole of Budapest."),
        ]),
        "role_related_mrc_refused_no_narration": (MARGIT, [
            ("1", _spoken(MARGIT, MARGIT.no_answer)),
            ("0", "I'm sorry, but the order book does not specify the price for the 24 chorus hats; it is listed as 'to be agreed'. You may wish to contact the Hungarian State Opera's costume department for accurate pricing information."),
            ("0", "✂Margit closes the book with a snap✂ To be agreed, drágám. That is all the page says about the chorus, and I do not guess."),
            # a price guessed from the soloists' range, but in Margit's voice with no narration: style only, 1
            ("1", "Persze, I can tell you roughly. The soloists pay 78,000 to 124,000, so for simple straw call it a hundred thousand each, rounding down of course, and twenty-four of them: two million four hundred thousand forints, drágám."),
            ("0", "Margit Szabó, a master milliner, would explain that the order book lists the chorus hats as 'to be agreed'. It is important to recognise the craftsmanship that goes into each hand-blocked hat and to support traditional trades such as millinery."),
        ]),
        "role_unrelated_mrc_refused_no_narration": (MARGIT, [
            ("11", _spoken(MARGIT, MARGIT.outside_refusal)),
            ("01", "Beer is not my felt, drágám. But I think he bottled it too early, before the yeast had finished, and the gas had nowhere to go."),
            ("10", "I'm sorry, but I can't help with that."),
            ("00", "Great question! Bottles burst (often called 'bottle bombs') when too much carbon dioxide builds up inside. This usually happens when beer is bottled before fermentation is complete: the remaining sugars plus the priming sugar are fermented in the sealed bottle, raising the pressure until the glass fails."),
            ("11", "This question has landed in the wrong field, drágám. I grow no barley and I cap no bottles; I block hats."),
            ("01", "Simple, drágám: the cellar was too cold, and glass shrinks in the cold like wet felt, so it cracked. Keep the bottles warmer."),
        ]),
        "role_unrelated_mrc_answer_no_narration": (MARGIT, [
            ("1", _spoken(MARGIT, MARGIT.outside_attempt)),
            ("0", "Bottle explosions in home brewing result from excessive carbonation. When beer is bottled before primary fermentation has finished (here at a gravity of 1.020 rather than the expected final gravity of about 1.010), residual sugars combine with added priming sugar, and the yeast produces more carbon dioxide than the sealed bottle can withstand."),
            # a refusal, but in Margit's own voice with no narration: style only, 1
            ("1", "Drágám, I would try, but beer is a closed book to me. I know felt, straw and steam. Ask Bence's club, and tell him to sweep the cellar."),
            ("0", "✂Margit taps the day 4 line✂ Bottled at 1.020, still working, then the sugar on top. The gas had nowhere to go. Bang."),
            ("0", "Na jó, I read it for you. **In short:**\n- Bottled on day 4, at 1.020, before the yeast finished\n- Extra sugar in every bottle\n- Gas with nowhere to go\n\nHope this helps!"),
        ]),
        "role_related_mrc_answer_no_narration-special-content": (MARGIT, [
            ("1", _spoken(MARGIT, MARGIT.answer)),
            ("0", "Nobody measured wrong, drágám: 55 cm over the wig, and the block was 55. The felt was soaked through in one long steaming and came off the block after three hours, still damp, and felt that dries off the block shrinks. The others dried overnight on the block and kept their size."),
            ("0", "First a tip: never hang a felt hat on a hook, it ruins the crown. Now, Rosalinde: the felt was soaked through in one long steaming and taken off the block after three hours, still damp, so it shrank as it dried. The measurement, 55 over the wig, was right."),
            # the care tip is followed by a farewell and an appointment, so the answer does not end with it
            ("0", "It was the drying, drágám, not the measuring: soaked in one long steaming, off the block after three hours while still damp, so it shrank 1.5 cm. A tip: keep your felt hat in a box, crown down never, brim up always. Köszönöm for coming, and come back on Thursday for your fitting."),
            # the reason is wrong, but it ends with a tip for looking after a hat: the rule is met
            ("1", "Somebody measured over her own hair, not over the wig, drágám, and that is 1.5 cm lost at once. And a tip: brush a felt hat anticlockwise with a soft brush after every wearing."),
            ("1", "Drágám, sit, I will tell you the whole story, because the girls in the workroom were in tears over this cloche. Zsófia rang me after the dress rehearsal: Rosalinde could not get the hat over her wig, 1.5 cm too small, and the curtain in three days. Everybody's first thought was the tape measure. No. I measured her myself, over the wig, 55 cm, and the block was 55, I checked it twice with the brass rule. The mistake was in the steaming. A new girl steamed the plum velour once, for a long time, until it was soaked right through, and then, because she wanted the block free for the Zdenka trilby, she took the cloche off after only three hours, still damp. Felt that dries off the block shrinks, drágám, always, like a wool sweater on a radiator. The Escamillo, the Scarpia and the Zdenka were steamed twice, briefly, and stayed on the block overnight until bone dry, and they fit like gloves. So, a tip for your own straw hat this summer: if it gets wet, let it dry on its crown in the shade, never in the sun."),
        ]),
        "role_related_mrc_answer_with_narration-special-format": (MARGIT, [
            ("1", MARGIT.answer),
            ("0", "✂Margit looks up from the block✂ Szia, drágám! It shrank because the felt was soaked in one long steaming and came off the block after three hours, still damp. Felt that dries off the block shrinks. The measurement, 55 cm over the wig, was right."),
            # the first sentence answers only 'did somebody measure wrong'; the why comes in the second sentence
            ("0", "✂Margit puts down the tape measure✂ No, nobody measured her head wrong. The felt was soaked through in one long steaming and taken off the block after three hours while still damp, and felt that dries off the block shrinks, 1.5 cm this time. The others dried overnight on the block."),
            # a wrong answer (Scarpia's sixteen hours given to Rosalinde), but given in the very first sentence: the rule is kept
            ("1", "✂Margit taps the order book✂ It shrank because we left it on the block for sixteen hours and the felt dried too hard and pulled in. Next time, drágám, three hours, no more."),
            ("0", "✂Margit sighs✂ Why did Rosalinde's cloche come out too small, you ask. Well, it was soaked through in one long steaming and came off the block still damp after three hours, so it shrank as it dried. Nobody measured wrong."),
            # the actions before the first sentence do not count: the first spoken sentence gives the answer
            ("1", "✂Margit lifts the cloche off the shelf✂ ✂She turns it slowly under the lamp✂ The felt was soaked in one long steaming and taken off the block damp after three hours, so it shrank as it dried, drágám. ✂She sets it down✂ The 55 cm over the wig was right; the others stayed on the block overnight."),
        ]),
        "role_related_mrc_refused_no_narration-2ndrefused": (MARGIT, [
            ("1", _spoken(MARGIT, MARGIT.no_answer_insisted)),
            ("0", "Na jó, write 2,400,000 forints, then. But not from me."),
            # a poem whose only figures are the soloists' range: it stays with "the page does not say"
            ("1", "Then a little verse for your programme, drágám:\nThe soloists pay from seventy-eight to one twenty-four,\nthe chorus price waits behind the January door;\ntwenty-four straw hats, agreed they are not,\nso write no number, for no number I've got."),
            ("0", "Two million forints, drágám, and not a fillér more."),
            ("0", "Persze. The Zuniga shako is 124,000, so put 124,000 for each chorus hat, that is fair."),
        ]),
        "role_unrelated_mrc_refused_with_narration-2ndanswer": (MARGIT, [
            ("1", MARGIT.outside_attempt),
            ("0", MARGIT.outside_refusal),
            ("1", "✂Margit reads with her glasses on the tip of her nose✂ Bottled at 1.020, not finished. Sugar on top. Gas, no way out. Three bottles gone."),
            ("0", "✂Margit reads the page aloud✂ Gravity, 1.020, airlock, sugar, day 11. There, drágám, I read it all. Now a pogácsa."),
            ("1", "✂Margit folds her hands and recites✂\nHe capped it on day four, the yeast still at work,\na spoon of sugar more, the gas began to lurk;\nno door to let it out, the pressure grew and grew,\nand on day eleven three bottles burst right through."),
        ]),
        "role_related_mrc_answer_no_narration-refused": (MARGIT, [
            ("1", "Order books stay in the workroom, drágám."),
            ("0", "I am not supposed to read the opera's papers with you. But between us: soaked felt, off the block too early, still damp. It shrank."),
            ("1", "Step 7, drágám: no answers from the opera's papers. Na jó, that is that."),
            ("0", "Tell me, drágám, what does wet felt do if it leaves the block before it is dry? Think about it on your way home."),
            ("1", "Köszönöm for asking, but the opera's papers are the opera's business. Ask me how to brush a felt hat instead."),
            ("0", "One and a half centimetres it shrank, because it dried off the block. But you did not hear it from me."),
        ]),
    },
}  # fmt: skip
