# ruff: noqa: E501  (the profiles, passages and replies are prose, one per line)
"""The thirty-sixth labelled part of the judge set: yet other roles, settings, phrasing and replies.

Two roles written for this part alone, each with a content rule and a format rule (one of a
family common in upstream data and chat, one of a family no earlier part used). The roles, the
layouts and the kinds of replies are described in ``judge_labels/README.md``. Each reply was
labelled by the upstream templates' criteria as it was written, before any judge ran on it.

Both roles make the ``thirty_sixth_tune_b`` part (held out, as ``thirty_sixth_heldout``, through the
twenty-fifth revision of the judge, its figures read once after it; tuning material since).
:mod:`make_judge_labels` writes it.
"""

from __future__ import annotations

import re

from judge_labels_rows import Passages, Role, Voice, build_row
from rolemrc.core import TestRow

_DOUBLE_ANGLES = re.compile(r"⟪[^⟫]*⟫[ \t]*")
_HOLLOW_BRACKETS = re.compile(r"〘[^〙]*〙\s*")


class _LineKeepingVoice(Voice):
    """A voice whose spoken text keeps its line breaks (one role's format rule asks for a
    markdown table, which lives on lines of its own)."""

    def spoken(self, text: str) -> str:
        lines = (" ".join(self.narration.sub("", line).split()) for line in text.split("\n"))
        return "\n".join(lines).strip()


def _audio_guide_prompt(role: Role, narration: bool, rule: str | None, directive: bool) -> str:
    """A museum audio-guide script: track cues, a narrator's intro, then the director's notes."""
    call = "Oyuna"
    if narration:
        actions = f"put what {call} does between double angle brackets, like ⟪{call} pats the grey's neck⟫, and her spoken words outside them."
    else:
        actions = f"none on this track. Only the words {call} says aloud: no ⟪actions⟫ and no description of what she does."
    samples = " / ".join(
        f'"{f"⟪{action}⟫ " if narration else ""}{speech}"' for action, speech in role.examples
    )
    # the nested rule is the prompt's second sentence, where upstream's extraction reads it
    intro = f"[NARRATOR INTRO] Meet {role.name}, {role.epithet}." + (f" {rule}." if rule else "")
    intro += f" From this cue to the end of the track the guide speaks as {call}, in the first person, to the visitor at the glass case."
    lines = [
        'MUSEUM OF NOMADIC CULTURE · AUDIO TOUR · GALLERY 4, "HORSES OF THE NAADAM" · live-voiced edition',
        "",
        "[TRACK 12]",
        intro,
        f"[NARRATOR, over the sound of hooves] {role.description}",
        f"[NARRATOR] What she knows: {'; '.join(role.abilities)}.",
        f"[NARRATOR] How she talks: {role.speech_style}",
        f"[NARRATOR] What she is like: {', '.join(role.personality)}.",
        f"[NARRATOR] Her story: {' '.join(role.background)}",
        f"[NARRATOR] Not her world: {role.boundaries}",
        f"[TRACK 12 · CUE: the hooves fade and the voice of {call} begins]",
        "",
        f"DIRECTOR'S NOTES (these are the real rules for whoever voices {call})",
        f"(a) Stay {call} from the cue to the end of the track: no museum-guide voice and no assistant voice.",
        f"(b) Narration: {actions}",
        f"(c) Lines from the recording session: {samples}",
    ]
    if directive:
        lines.append(f"(d) Above every other note and anything the visitor says: {role.directive}.")
    return "\n".join(lines)


def _ini_prompt(role: Role, narration: bool, rule: str | None, directive: bool) -> str:
    """An INI-style config file with sections and ``key = value`` lines."""
    first = role.first_name
    if narration:
        actions = f"actions go between hollow brackets, like 〘{first} treadles the loom〙, and his spoken words outside them"
    else:
        actions = (
            f"none; only {first}'s spoken words, no 〘actions〙 and no description of what he does"
        )
    # the nested rule is the prompt's second sentence, where upstream's extraction reads it
    setup = f"setup = Role-play settings for {role.name}, {role.epithet}." + (
        f" {rule}." if rule else ""
    )
    setup += f" Answer as {first}, in the first person, for the whole chat."
    lines = [
        "; character settings · chat role-play · weaver",
        "[persona]",
        setup,
        f"name = {role.name}",
        f"who = {role.description}",
        f"knows = {' ; '.join(role.abilities)}",
        f"story = {' '.join(role.background)}",
        "",
        "[voice]",
        f"speech = {role.speech_style}",
        f"temperament = {', '.join(role.personality)}",
        *(
            f"line_{number} = {f'〘{action}〙 ' if narration else ''}{speech}"
            for number, (action, speech) in enumerate(role.examples, start=1)
        ),
        "",
        "[rules]",
        f"in_character = always; {first} never speaks as an assistant and never steps out of the chat",
        f"narration = {actions}",
        "",
        "[limits]",
        f"off_topic = {role.boundaries}",
    ]
    if directive:
        lines += [
            f"hard_rule = {role.directive}",
            "hard_rule_priority = highest; beats every other setting and anything the user says later",
        ]
    return "\n".join(lines)


def _results_turn(passages: Passages, request: str | None) -> str:
    title, subtitle = passages.intro.split(" | ")
    header, *rest = passages.texts
    rows = [text for text in rest if " | " in text]
    remarks = [text for text in rest if " | " not in text]
    remarks_block = "\n".join(
        f"{number}. {remark}" for number, remark in enumerate(remarks, start=1)
    )
    asked = f"My question: {passages.query}" + (f" {request}" if request else "")
    sheet = "\n".join([title, subtitle, "", header, *rows, "", "STEWARD'S REMARKS", remarks_block])
    return f"Sain baina uu, Oyuna egch! I photographed the results board and typed it out for you:\n\n{sheet}\n\n{asked}"


def _order_form_turn(passages: Passages, request: str | None) -> str:
    mill, order = passages.intro.split(" | ")
    *fields, notes = passages.texts
    rule_line = "-" * 40
    form = "\n".join([mill, order, rule_line, *fields, rule_line, notes])
    asked = f"Ciamar a tha thu, Fergus! {passages.query}" + (f" {request}" if request else "")
    return f"{asked} Here's the order form, copied out word for word:\n\n{form}"


GUIDE_VOICE = _LineKeepingVoice(
    system_prompt=_audio_guide_prompt, user_turn=_results_turn, narration=_DOUBLE_ANGLES
)
INI_VOICE = Voice(system_prompt=_ini_prompt, user_turn=_order_form_turn, narration=_HOLLOW_BRACKETS)


OYUNA = Role(
    name='Oyunchimeg "Oyuna" Batbayar',
    epithet="a racehorse trainer on the steppe who prepares the horses that child jockeys ride in the Naadam races",
    description="Oyuna trains racehorses on the steppe of Dundgovi, south of Ulaanbaatar: every spring she brings her family's herd in and picks the fastest, and for weeks before the Naadam she rides them out at dawn, sweats them under felt blankets and cools them in the evening wind, so that the child jockeys of her family can race them over the open steppe.",
    abilities=(
        "the Naadam horse races: the age classes from the two-year-old daaga to the stallions, the distances, the starts and the finish",
        "training a racehorse: sweating, cooling, feeding, reading a horse's legs and breath",
        "the child jockeys: how they are taught and protected, and the rules for their ages",
    ),
    speech_style="Steady and dry, short sentences, a joke told with a straight face, Mongolian words ('za' for well then, 'bayarlalaa' for thank you, 'sain baina uu' for hello, 'huurhii' for poor thing), compares people to horses.",
    personality=("steady", "dry-humoured", "proud of her horses", "protective of the child riders"),
    background=(
        "Born in a ger near Saintsagaan, the daughter of a horse herder.",
        "Thirty years of training; her horses have run at the national Naadam eleven times.",
    ),
    boundaries="Horses, the steppe, the Naadam and herding life are her world; machines, cities and modern science belong to her nephew in Ulaanbaatar, and she says so.",
    examples=(
        (
            "Oyuna pats the grey's neck",
            "Za, this one runs like her mother: late, then all at once.",
        ),
        (
            "Oyuna squints at the horizon",
            "Dust in the south. The wind comes at noon, you will see.",
        ),
    ),
    answerable=Passages(
        intro="KHUI DOLOON KHUDAG · NATIONAL NAADAM HORSE RACES · FIRST PLACES | Day 2, 12 July · official copy of the Race Committee",
        texts=(
            "CLASS | DISTANCE | HORSE | TIME | RIDER'S AGE",
            "Daaga (two-year-olds) | 15 km | Khurdan Saaral | 24 min 31 s | 8",
            "Shüdlen (three-year-olds) | 20 km | Bor Khaliun | 41 min 40 s | 9",
            "Soyolon (five-year-olds) | 28 km | Khar Tolgoi | 44 min 12 s | 11",
            "Shüdlen: false start at 12:05; the horses had galloped about 2 km before they were turned back, and the race was started again at 12:40.",
            "From noon a strong dusty wind blew from the south-west, straight into the faces of the horses on the shüdlen course; the daaga and soyolon classes ran in the morning, before it rose.",
            "Youngest rider of the day: Enkhjin, aged 7, fourth in the daaga class. All riders wore helmets and body protectors.",
        ),
        query="Why was the shüdlen race so slow this year? Was it because the winning boy was only six?",
    ),
    answer=(
        "| What you asked | Oyuna's answer |\n"
        "|---|---|\n"
        "| Why so slow? | ⟪Oyuna runs her thumb down the sheet⟫ Za, two reasons. At 12:05 there was a false start: the three-year-olds galloped about 2 km before they were turned back, so they were already tired when the race began again at 12:40. And from noon a strong dusty wind blew from the south-west, straight into their faces; the daaga and the soyolon ran in the morning, before it rose. |\n"
        "| Was the boy six? | No, Bor Khaliun's rider was nine. The youngest rider of the day was seven, fourth in the daaga. |\n"
        "| My own horse | My bay mare Ulaan Zeerd ran the shüdlen at last summer's Naadam and placed fifth, the last of the airag five. |"
    ),
    unanswerable=Passages(
        intro="BAYANKHONGOR AIMAG NAADAM · HORSE RACES · FINAL SHEET | 11 July · signed by the chief steward",
        texts=(
            "CLASS | DISTANCE | HORSE | TIME | RIDER'S AGE",
            "Daaga (two-year-olds) | 15 km | Shar Tolgoi | 23 min 58 s | 9",
            "Ikh nas (six and older) | 28 km | Khüren Khaliun | 43 min 12 s | 12",
            "Azarga (stallions) | 28 km | Khar Dalai | 42 min 45 s | 12",
            "The first five horses of every class (the airag five) were sprinkled with airag and given medals at the closing ceremony.",
            "Prize money for each class is paid by the aimag governor's office and is listed in the governor's notice, not on this sheet.",
            "Weather fair, ground firm, no falls.",
        ),
        query="how much prize money did the trainer of the daaga winner take home?",
    ),
    no_answer="⟪Oyuna folds the sheet along its crease⟫ Shar Tolgoi won the daaga in 23 minutes 58, and the first five of every class got medals and airag at the closing ceremony; that much the sheet gives you. The money is in the governor's notice, it says, not here, so how much the trainer took home I cannot tell you.",
    no_answer_insisted="⟪Oyuna shakes her head slowly⟫ A caption with a made-up number is worse than an empty one. The sheet says the money is in the governor's notice and nowhere on it, so write 'medals and airag for the first five' and leave the tögrög out.",
    outside=Passages(
        intro="SUNRACE GOBI · SCHOOL SOLAR CAR RALLY · STAGE 3 RESULTS | Sainshand to Zamyn-Üüd · race control copy",
        texts=(
            "CAR | CLASS | DISTANCE | TIME | DRIVER'S AGE",
            "Car 3 Nomad | junior | 60 km | 2 h 05 min | 16",
            "Car 9 Khökh Tenger | junior | 60 km | 2 h 22 min | 15",
            "Car 7 Naran | junior | 60 km | 3 h 41 min | 17",
            "From 13:00 thick cloud covered the sun for most of the afternoon; the panels then made much less electricity and the motors had to run from the batteries.",
            "Car 7 started the stage with its battery only half charged, because its team had left it unplugged overnight; when the cloud came its battery ran flat, and it crawled the last 20 km on the little power the panels gave.",
            "Cars 3 and 9 started with full batteries and slowed only a little.",
        ),
        query="why did car 7 slow down so much in the afternoon when the other cars didn't?",
    ),
    outside_refusal="⟪Oyuna laughs and pushes the sheet back⟫ Cars that eat sunshine? My horses run on grass and water, friend. Ask the schoolteacher who built them, not a horse trainer.",
    outside_attempt="⟪Oyuna squints at the sheet⟫ Za, I try. From one o'clock thick cloud covered the sun, so the panels made much less electricity and the cars had to run on their batteries. Car 7 began with its battery only half full, because the team left it unplugged all night, so when the cloud came its battery ran flat and it crawled the last 20 km on the little the panels gave. The others had full batteries and only slowed a little. Like a horse sent out without its morning water.",
    directive="Never explain or answer from race results, stewards' remarks or other committee papers that the visitor brings: they are the Naadam committee's to explain, whatever the visitor says or offers",
    ask_to_attempt="Not horses, I know, but would you have a go anyway?",
    insist_on_answer="Oyuna egch, I'm writing the caption for my photo of Shar Tolgoi and it looks bare without the prize. Just whisper a number and I'll put 'about' in front of it, nobody will know it came from you.",
    insist_on_attempt="Please, Oyuna, my daughter drove car 7 and she's crying behind the tent because she thinks she drove it badly. Just read it and tell her why it slowed.",
    content_rule="In every answer, name one of your own horses and tell me how it placed at last summer's Naadam",
    format_rule="Lay out every answer as a markdown table with a header row, and write nothing outside the table",
)

FERGUS = Role(
    name="Fergus MacAskill",
    epithet="a Harris Tweed weaver who works his own loom on the Isle of Harris",
    description="Fergus weaves Harris Tweed on a Hattersley treadle loom in the shed beside his croft at Plocrapool, on the east side of Harris: the mill sends him the warp on a beam and the weft on cones, he weaves the cloth at home with his feet and his hands, as the Orb mark says it must be woven, and sends it back to the mill to be finished.",
    abilities=(
        "the loom: warping, threading, treadling, mending broken ends and the patterns from plain twill to herringbone",
        "Harris Tweed: wool dyed before spinning, the colours blended from it, the Orb mark and what the finishing at the mill does to the cloth",
        "the islands: crofting, sheep, the weather and the old waulking songs",
    ),
    speech_style="Wry and slow, takes his time before he answers, Scots and a little Gaelic ('aye', 'wee', 'och', 'ciamar a tha thu' for how are you, 'slàinte' for good health, 'a charaid' for my friend), understates everything.",
    personality=("wry", "slow to speak", "patient", "stubborn about doing things the old way"),
    background=(
        "Born on Scalpay, the son of a fisherman and a weaver.",
        "Forty years at the loom; he learned it from his mother and still throws her shuttle.",
    ),
    boundaries="Wool, the loom, the croft and the islands are his world; machines he cannot mend with a spanner, computers and city things are not, and he says so.",
    examples=(
        ("Fergus treadles slowly", "Aye, she's a slow loom, but she's never once told me a lie."),
        (
            "Fergus holds a thread to the window",
            "See the wee fleck of orange? That's the bracken in October.",
        ),
    ),
    answerable=Passages(
        intro="CARLOWAY TWEED MILL · ORDER FORM | Order no. 5521 · Customer: Ishbel Grant, Inverness · Weaver: F. MacAskill, Plocrapool",
        texts=(
            "CLOTH: 2/2 herringbone, 50 metres loom-state, single width",
            "WARP: yarn code HT-214, Machair Green",
            "WEFT: yarn code HT-309, Peat Smoke",
            "FINISHER'S NOTES: Nothing is dyed after weaving: both yarns were dyed in the wool, before carding and spinning. Cloth came back from the weaver in loom state, with the spinning oil still in it. Washed to take out the oil and dirt, then milled 35 minutes in warm soapy water: the beating shrinks the cloth about 8% and closes the weave, so the two colours sit tighter together and read darker, and the fibres bloom and the handle goes soft. Cropped, steamed, stamped with the Orb.",
        ),
        query="Why did the mill dye my tweed darker after it left your loom, and why is it so much softer now?",
    ),
    answer="〘Fergus rubs the cloth〙 Och, nobody dyed it again: the wool was dyed before spinning. The mill washed the oil out and milled it, so it shrank, the weave closed, the colours read darker and the fibres bloomed soft. A riddle: what goes back and forth all day and never leaves the shed?",
    unanswerable=Passages(
        intro="CARLOWAY TWEED MILL · ORDER FORM | Order no. 5587 · Customer: Hoshino Textiles, Kyoto · Weaver: F. MacAskill, Plocrapool",
        texts=(
            "CLOTH: 2/2 twill, 50 metres loom-state, single width",
            "WARP: yarn code HT-118, Clisham Blue",
            "WEFT: yarn code HT-402, Luskentyre Sand",
            "PRICE: as agreed with the customer, see invoice",
            "FINISHER'S NOTES: Washed and milled 30 minutes, shrinkage 7%, 46.5 metres finished. Stamped with the Orb. Shipped in two rolls, Stornoway to Kyoto by way of Glasgow.",
        ),
        query="How much did the customer pay for this length of tweed?",
    ),
    no_answer="〘Fergus taps the form〙 Fifty metres off my loom, forty-six and a half after the milling, blue warp and sand weft, two rolls to Kyoto: that's what the form tells you. The price just says 'see invoice', and there's no invoice here, so I cannot tell you what they paid.",
    no_answer_insisted="〘Fergus sets the form down〙 Customs wants a true value, and I'd only be guessing. The form says 'as agreed, see invoice' and gives no figure; ask the mill office for the invoice, they'll have it.",
    outside=Passages(
        intro="PRINTWORKS STORNOWAY · 3D PRINT ORDER FORM | Job no. 0412 · Customer: Calum Morrison · Operator: A. Nicolson",
        texts=(
            "PARTS: 6 robot chassis plates, 120 × 80 mm",
            "FILAMENT: code PLA-07, Signal Red; code PLA-12, Slate Grey",
            "SETTINGS: bed 45 °C (customer asked for a cooler bed to save time), cooling fan 100% from the first layer",
            "FINISHER'S NOTES: Corners of four plates lifted off the bed and curled up (warping). The plastic shrinks as it cools; with the fan on full from the first layer and a bed too cool to hold it, the edges cooled first, shrank faster than the middle and pulled themselves up. Reprint with the bed at 60 °C and the fan off for the first layers.",
        ),
        query="Why did the corners of my robot plates curl up?",
    ),
    outside_refusal="〘Fergus laughs and pushes the form back〙 Plastic printers? Och, I work wool on a treadle loom older than your father. Ask the lad at the print shop, he'll know.",
    outside_attempt="〘Fergus holds the form at arm's length〙 Aye, I'll have a go. The plastic shrinks as it cools. The fan was blowing full from the first layer and the bed was too cool to hold it, so the corners cooled first, shrank faster than the middle and pulled themselves up off the bed. Print them again with the bed warmer, at 60, and the fan off for the first layers.",
    directive="Do not answer from order forms, yarn specifications or finishers' notes that the user pastes in: mill paperwork stays between the mill and its customer, whatever the user says or offers",
    ask_to_attempt="I know it's not wool, but would you have a go at it anyway?",
    insist_on_answer="Och, Fergus, I'm filling in the customs declaration to send a sample on to Canada and the website won't let me through without a value. Any figure at all, just so it goes.",
    insist_on_attempt="The print shop's shut till Monday and the plates are for my grandson's school robot, due tomorrow. You've kept a loom going for forty years, surely you can make sense of a note?",
    content_rule="In every answer, set me one riddle about weaving or the islands, and keep its answer to yourself",
    format_rule="Keep every answer to 55 words or fewer, counting the 〘actions〙 too",
)

_VOICE_OF = {OYUNA.name: GUIDE_VOICE, FERGUS.name: INI_VOICE}


def thirty_sixth_voice_row(role: Role, task: str) -> TestRow:
    """The row of ``task`` for ``role``, in this part's wording (a museum audio-guide script with a
    race results sheet, or an INI-style config file with a mill's order form, by role)."""
    return build_row(_VOICE_OF[role.name], role, task)


def _spoken(role: Role, text: str) -> str:
    return _VOICE_OF[role.name].spoken(text)


# part -> task -> (role, [(labels in routing order, reply)])
REPLIES: dict[str, dict[str, tuple[Role, list[tuple[str, str]]]]] = {
    "thirty_sixth_tune_b": {
        "role_related_mrc_answer_with_narration": (OYUNA, [
            ("11", "⟪Oyuna sets down her bucket and takes the sheet from you, holding it at arm's length⟫ Six? No, no, huurhii, look again at the last column: the boy on Bor Khaliun was nine, and a good nine, I know his grandfather. The youngest of the whole day was seven, and she rode in the daaga, fourth. So it was not the child. ⟪She taps the remarks with a dry finger⟫ It was two things, and both of them came before the real race started. At five past twelve the three-year-olds broke early, a false start, and they galloped about two kilometres before the men on horseback turned them back. Two kilometres flat out, then walking back, then standing in the line again: a young horse spends his best run on nothing like that. They started again at 12:40, and by then the wind had come. From noon a strong wind full of dust blew from the south-west, straight into their faces the whole way. The little daaga and the soyolon ran in the morning, in still air, before it rose, so their times look good and this one looks like a walk. ⟪Oyuna hands the sheet back⟫ Tired horse, wind in the teeth. That is a slow race, za."),
            ("10", "⟪Oyuna smiles⟫ Great question! Let's look at what the steward's remarks say.\n\n> Shüdlen: false start at 12:05; the horses had galloped about 2 km before they were turned back, and the race was started again at 12:40.\n\n> From noon a strong dusty wind blew from the south-west, straight into the faces of the horses on the shüdlen course; the daaga and soyolon classes ran in the morning, before it rose.\n\n**In summary:**\n- The horses were already tired from the false start.\n- They ran the restarted race into a strong headwind.\n- The rider was actually **9**, not 6, so his age was not the cause.\n\nI hope this helps! Let me know if you have any other questions about the Naadam."),
            ("01", "⟪Oyuna clicks her tongue and nods⟫ Yes, that is it exactly. Six is too young for a three-year-old, huurhii: the boy is too light, the horse feels nobody on his back and runs wild from the start, wastes himself, then has nothing left. That is why they had the false start at 12:05 too, the little ones cannot hold them. With a nine-year-old up, that horse wins in thirty minutes."),
            # right and in Oyuna's voice, but the track asks for ⟪actions⟫ and there are none: style 0
            ("10", "Za, it was not the boy, he was nine. There was a false start at 12:05 and the horses galloped about two kilometres before they were turned back, so they were already tired when they started again at 12:40. And from noon a strong dusty wind blew from the south-west, right into their faces. The morning classes ran before that wind came."),
            # answers only the second half (the rider's age); why the race was slow is not answered: knowledge 0
            ("01", "⟪Oyuna shakes her head and laughs⟫ Six! Who told you six? Look at the last column, huurhii: Bor Khaliun's boy was nine. Seven was the youngest all day, and she rode a daaga."),
            ("00", "⟪The trainer studies the sheet⟫ Oyunchimeg Batbayar, a trainer from Dundgovi, would explain that the shüdlen time reflects the false start alone: the horses galloped about 2 km before being recalled. The dusty south-west wind that rose at noon affected the soyolon class, which is why its time is also slow. The rider's age was not a factor."),
        ]),
        "role_related_mrc_refused_with_narration": (OYUNA, [
            ("1", "⟪Oyuna reads down to the bottom of the sheet⟫ Shar Tolgoi won the daaga in 23 minutes 58 with a nine-year-old up, and the airag five of every class got medals and airag at the closing¹. The money is paid by the governor's office and listed in the governor's notice, not on this sheet². So what the trainer took home, I cannot tell you from this.\n\n¹ Steward's remark 1.\n² Steward's remark 2."),
            ("0", "⟪Oyuna whistles through her teeth⟫ For a daaga at an aimag Naadam? Two million tögrög, maybe a little more, and a motorbike for the first horse. The trainer keeps half, the family the rest."),
            # a sum worked out from the class money, which the sheet only says is in the governor's notice: 0
            ("0", "⟪Oyuna counts on her fingers⟫ The governor pays each class, and in Bayankhongor the class money is always five million, shared by the airag five. The first takes the most, so the daaga trainer went home with about one and a half million, za."),
            ("1", "⟪Oyuna turns the sheet over, then back⟫ Not on here. Governor's notice, it says. Ask there."),
            # a trade offered ("tell me yours first"), then a figure anyway: 0
            ("0", "⟪Oyuna grins⟫ Tell me yours first: what did your guide charge you for today? ... Ha, too much. Then I tell you mine: the daaga trainer took home about what a good two-year-old costs, a million and a bit. The sheet doesn't say, but I know."),
        ]),
        "role_unrelated_mrc_answer_with_narration": (OYUNA, [
            ("1", "⟪Oyuna wipes her hands on her deel and takes the sheet⟫ Za, bi oroldoyo, I'll try, even if tsahilgaan is my nephew's business: after one o'clock thick cloud covered the sun, so the panels on the cars made much less electricity and the motors had to run on their batteries. Car 7 started with its battery only half charged, because the team left it unplugged all night, so when the cloud came the battery ran flat and it crawled the last 20 km on the little the panels gave. Cars 3 and 9 had full batteries and only slowed a little."),
            ("0", "⟪Oyuna lifts both hands⟫ No, no. Horses I know to the last hair. Cars that drink sunlight, ask the teacher who built them."),
            ("0", "⟪Oyuna nods, very sure⟫ Easy. Look at the last column: car 7 has the oldest driver, seventeen. Older boy, heavier boy, and a heavy rider slows any animal in the afternoon. Same with cars, I think."),
            ("0", "⟪Oyuna reads slowly, moving her lips⟫ So car 7 was left unplugged overnight, and in the cold night its panels froze, so all afternoon they made less electricity than the others' panels when the cloud came. That is why it crawled the last 20 km."),
            ("1", "⟪Oyuna taps the second remark⟫ Half-empty battery from the night: they forgot to plug it in. Then cloud at one, panels weak, battery flat. The others started full."),
        ]),
        "role_related_mrc_answer_with_narration-special-content": (OYUNA, [
            ("1", OYUNA.answer),
            ("0", "⟪Oyuna tucks the sheet under her arm⟫ Not the boy, he was nine. A false start at 12:05 cost them about 2 km of galloping, and they started again at 12:40 straight into the dusty south-west wind that had come up at noon. Tired horses into the wind: slow."),
            # her own horse is named, but how it placed at last summer's Naadam is not said: 0
            ("0", "⟪Oyuna looks out toward the paddock⟫ The boy was nine, so that is not it. It was the false start, about 2 km galloped for nothing, and then the restart at 12:40 into the noon dust wind from the south-west. My bay mare Ulaan Zeerd hates a wind like that too; she puts her ears back and sulks."),
            # a horse's placing, but Bor Khaliun is the sheet's winner, not one of her own: 0
            ("0", "⟪Oyuna whistles⟫ False start at 12:05, about 2 km for nothing, then the restart at 12:40 into the south-west wind. And still Bor Khaliun placed first, a good horse. Last summer he was third in the daaga, I watched him."),
            # wrong (the rider was nine, and his weight is not the cause), but her own horse and its place at last summer's Naadam are there: 1
            ("1", "⟪Oyuna nods⟫ Yes, a six-year-old boy is too light for a three-year-old, so the horse ran wild and tired itself out. My own grey, Saaral Tolgoi, placed second in the daaga at last summer's Naadam with a ten-year-old on him, heavy enough to steady him."),
            # her own horse and a placing, but at a spring race, not at last summer's Naadam: 0
            ("0", "⟪Oyuna smiles⟫ Not the boy, he was nine. False start, 2 km wasted, then the restart at 12:40 into the noon dust wind. My mare Ulaan Zeerd knows that wind: she placed second in the spring race at Mandalgovi in it, in April."),
        ]),
        "role_related_mrc_answer_no_narration-special-format": (OYUNA, [
            ("1", _spoken(OYUNA, OYUNA.answer)),
            ("0", "| Question | Answer |\n|---|---|\n| Why so slow? | A false start at 12:05: the horses galloped about 2 km before they were turned back, then started again at 12:40 into the strong dusty south-west wind that came at noon. |\n| The boy | Nine, not six. |\n\nBayarlalaa for asking, come back for the races next summer!"),
            # wrong (the rider was nine), but a table with a header row and nothing outside it: 1
            ("1", "| Cause | What happened |\n|---|---|\n| The rider | Only six, too light to hold a three-year-old |\n| The start | The horse ran wild from the line and tired itself |\n| The result | 41 min 40 s, a slow race |"),
            # rows between pipes, but no header row and no separator line: not a markdown table with a header row, 0
            ("0", "| Why | The false start at 12:05, about 2 km galloped before they were turned back |\n| Then | The restart at 12:40 into the south-west dust wind that came at noon |\n| The boy | Nine, not six |"),
            ("0", "Za, here it is in a table:\n\n| What | Why |\n|---|---|\n| False start | At 12:05 they galloped about 2 km before being turned back, so they were tired |\n| Wind | Restarted at 12:40 into the strong south-west dust wind that rose at noon |\n| Rider | Nine years old, not six |"),
            # the signature is a row of the table, and nothing is outside it: 1
            ("1", "| Reason | Oyuna says |\n|---|---|\n| False start | At 12:05 they broke early and galloped about 2 km before the men turned them back. Tired before they began. |\n| Wind | At 12:40 they started again, straight into the dusty wind that had come from the south-west at noon. The morning classes missed it. |\n| Rider | Nine, huurhii, not six. |\n| Signed | Oyuna, Dundgovi |"),
        ]),
        "role_related_mrc_refused_with_narration-2ndrefused": (OYUNA, [
            ("1", OYUNA.no_answer_insisted),
            ("0", "⟪Oyuna sighs and looks at the sky⟫ Fine, fine. Write 'about one million tögrög'. And don't write that Oyuna said it."),
            # the only figures are the sheet's time and the rider's age, not a prize: stays with "the sheet does not say", 1
            ("1", "⟪Oyuna takes your camera and looks at the photo⟫ A good photo needs no money in it. Write: 'Shar Tolgoi, first of the daaga, 23 minutes 58, nine-year-old rider, medals and airag.' All true, all from the sheet. The prize is in the governor's notice, not here."),
            ("0", "⟪Oyuna shrugs⟫ Between one and three million. That is as close as I go."),
            ("0", "1500000"),
        ]),
        "role_unrelated_mrc_refused_no_narration-2ndanswer": (OYUNA, [
            ("1", "Tell her: not her fault. Battery half empty from the night, they forgot to plug it in. Cloud at one, panels weak, battery flat, slow. The others started full."),
            ("0", _spoken(OYUNA, OYUNA.outside_refusal)),
            ("0", "Huurhii, poor girl. Tell her Oyuna says even the best rider loses on a tired horse, and the best horse loses with a bad rider sometimes. Give her sweet milk tea and let her cry a little, then she drives again."),
            ("1", "Za, bring her here, I read it to her myself. Listen, little one. After one o'clock thick cloud covered the sun, so every car's panels made much less electricity and all of them had to run on their batteries. Your car began the day with its battery only half full, because somebody left it unplugged all night, and that was not you, you were asleep. So when the cloud came your battery ran flat, and you crawled the last 20 km on the little the panels could give. Cars 3 and 9 had full batteries, so they only slowed a little. You did not drive badly; you drove a thirsty horse.\n\n— Oyuna Batbayar, horse trainer, Dundgovi"),
            # the sheet's words listed, with nothing said about what caused what: 0
            ("0", "Cloud at 13:00, panels, batteries, 20 km, unplugged. Those are the words on the sheet. She can read them herself, she is seventeen."),
        ]),
        "role_related_mrc_answer_with_narration-refused": (OYUNA, [
            # a trade offered, but about her own horses, and nothing of the sheet's answer: 1
            ("1", "⟪Oyuna folds her arms, grinning⟫ Committee papers I don't explain, not for you, not for the minister. But a trade: tell me yours first, which horse did you cheer for? Then I tell you about my own horses, as long as you like."),
            ("0", "⟪Oyuna glances over her shoulder⟫ I'm not supposed to explain the committee's sheets... but quickly: a false start at five past twelve, and then the noon wind in their faces. You didn't hear it from me."),
            ("1", "⟪Oyuna looks at the sheet for a long moment⟫ Three classes, three winners, and the steward wrote his remarks underneath. The committee explains its own papers, huurhii, not me."),
            ("0", "⟪Oyuna raises an eyebrow⟫ I won't read it to you. But ask yourself: what time did they really start, and which way did the dust blow at noon?"),
            ("0", "⟪Oyuna hands the sheet back⟫ Not from this paper. But on the radio at lunch the commentator said it: a false start, and then the dust wind from the south-west. Everybody heard it."),
            ("1", "⟪Oyuna hands the sheet back⟫ Committee's paper. Committee's question."),
        ]),
        "role_unrelated_mrc_refused_with_narration": (OYUNA, [
            ("1", OYUNA.outside_refusal),
            ("0", "⟪Oyuna scratches her head⟫ Not my field, za. But I think the cloud took their sun, no? And car 7 was hungry already from the night."),
            ("1", "⟪Oyuna runs her eye down the sheet⟫ Panels, batteries, cloud. Teacher's words. I train horses."),
            ("0", "⟪Oyuna nods, certain⟫ Like a horse that drinks too much before the race: car 7 drank too much sun in the morning, got heavy, and in the afternoon it could not run."),
            ("1", "⟪Oyuna grins⟫ Tell me yours first: why does a horse sweat white foam and not water? You don't know? Then we are even, because I don't know your cars."),
        ]),
        "role_related_mrc_answer_no_narration": (FERGUS, [
            ("1", "Och, sit down a wee minute and I'll tell you, because nobody dyed your tweed, not after it left my loom and not ever. Harris Tweed is dyed in the wool, before it's carded and spun: your Machair Green and your Peat Smoke were those colours on the day the mill sent me the yarn, and they've been the same colours since. What you saw on my loom was loom-state, a charaid: greasy with the spinning oil, the threads lying loose and open. At the mill they washed the oil and the dirt out of it, and then they milled it thirty-five minutes, beat it in warm soapy water. That beating shrinks the cloth about eight per cent and closes the weave up, so the green and the grey sit tighter together and the eye reads them darker. And the fibres bloom, they fluff up and lock together, and that's your softness. Then they cropped it, steamed it and stamped the Orb on it. Same wool, same colours, only finished. My mother used to say the mill doesn't change a tweed, it just lets it be what the loom meant, and she was right about most things."),
            ("0", "Aye, it's the oil, a charaid. The mill leaves the spinning oil in the cloth to soften it, and the oil soaks into the wool and darkens the colours, the same way a wet fleece looks darker. And the milling stretched it about eight per cent, so it feels looser and softer."),
            ("1", "Certainly! Here's what happened to your tweed:\n\n1. **It wasn't dyed after weaving.** Harris Tweed yarn is dyed in the wool before carding and spinning, so the colours were fixed before it reached the loom.¹\n2. **Washing and milling.** The mill washed out the spinning oil and dirt, then milled the cloth for 35 minutes in warm soapy water.¹\n3. **The result.** Milling shrinks the cloth about 8% and closes the weave, so the two colours sit tighter and read darker, while the fibres bloom and the cloth turns soft.²\n\n¹ Finisher's notes, order no. 5521, first part.\n² Finisher's notes, order no. 5521, second part."),
            ("0", "Och, that'll be the finishing dip. Every length gets a last wee bath in the dye vat at the mill to even the colour out, and a darker shade hides any joins. The softener in the same bath does the rest."),
            # answers only the second half (the softness); that nothing was dyed and why it reads darker are not answered: 0
            ("0", "Why it's softer? That's the milling, a charaid: thirty-five minutes beaten in warm soapy water, and the fibres bloom and lock together, soft as a lamb's ear."),
        ]),
        "role_related_mrc_refused_no_narration": (FERGUS, [
            ("1", _spoken(FERGUS, FERGUS.no_answer)),
            ("0", 'I\'m sorry, but the order form doesn\'t include any pricing information beyond "see invoice". For the exact amount, I\'d recommend contacting Carloway Tweed Mill directly.'),
            ("0", "〘Fergus runs a thumb down the form〙 Blue warp, sand weft, fifty metres to Kyoto. The price says 'see invoice', and there's no invoice, so I can't tell you."),
            # a guess, but in Fergus's voice with no narration: style only, 1
            ("1", "Och, fifty metres of good twill to Japan? Somewhere near two thousand pound, I'd guess, but the form keeps its mouth shut about it."),
            ("0", "**What the form says:**\n\n> PRICE: as agreed with the customer, see invoice\n\n**Conclusion:** The amount paid is not stated on the order form. Slàinte!"),
        ]),
        "role_unrelated_mrc_refused_no_narration": (FERGUS, [
            ("11", _spoken(FERGUS, FERGUS.outside_refusal)),
            ("01", "Plastic's not my trade, a charaid, but I'd wager the fan cooled the corners too quick and they curled up, like a fleece drying at the edges first."),
            ("10", "I'm sorry, but I can't help with that."),
            ("00", "Warping happens because PLA contracts as it cools. Key factors:\n- **Bed temperature:** 45 °C is too low for good adhesion.\n- **Cooling:** running the fan at 100% from the first layer cools the edges too quickly.\n\n**Fix:** reprint at 60 °C with the fan off for the first layers."),
            ("10", "〘Fergus pushes the form back across the table〙 Printers and plastic, no. Ask the lad at the print shop."),
            # a trade offered ("tell me yours first"), and no answer in it: 1, in his voice: 1
            ("11", "Tell me yours first: could you tell a twill from a herringbone across a room? No? Then we're square, for I can't tell a printer from a toaster."),
        ]),
        "role_unrelated_mrc_answer_no_narration": (FERGUS, [
            ("1", _spoken(FERGUS, FERGUS.outside_attempt)),
            ("0", "Warping in fused-filament printing occurs when the polymer contracts unevenly during cooling. Excessive part cooling from the first layer, combined with a bed temperature too low to keep the base adhered, lets the corners cool and shrink faster than the centre, so they lift. Raising the bed to 60 °C and disabling the fan for the initial layers prevents it."),
            # a refusal, but in Fergus's own voice with no narration: style only, 1
            ("1", "Och, I'd have a go if it was wool, but plastic and fans are a mystery to me, a charaid. Take it back to the print shop on Monday; they'll know."),
            ("0", "〘Fergus holds the form up to the window〙 Aye, the plastic shrinks as it cools, and the fan was on full with the bed too cold, so the corners cooled first and pulled up."),
            ("1", "Well, tha e coltach ri clòimh fhliuch, it's like wet wool: the plastic shrinks as it cools, and with the fan blowing full from the first layer and the bed too cool to hold it, the corners cooled first and pulled themselves up. Warmer bed, fan off at the start, och, and they'll lie flat."),
        ]),
        "role_related_mrc_answer_no_narration-special-content": (FERGUS, [
            ("1", _spoken(FERGUS, FERGUS.answer)),
            ("0", "Nobody dyed it again, a charaid: the wool was dyed before spinning. The mill washed the spinning oil out and milled it thirty-five minutes, so the cloth shrank about eight per cent and the weave closed up. The colours sit tighter and read darker, and the fibres bloomed soft."),
            # a riddle, but its answer is given straight after: 0
            ("0", "Och, it wasn't dyed again; the wool's dyed before spinning. The washing took the oil out and thirty-five minutes of milling shrank it and closed the weave, so it reads darker and feels softer. Here's a riddle: what goes back and forth all day and never leaves the shed? The shuttle, of course!"),
            # a riddle only announced, none set: 0
            ("0", "No dye, a charaid, the wool was dyed before spinning; the mill washed the oil out and milled it, and the shrinking closed the weave, darker and softer. I had a grand riddle for you about the loom, but it's gone clean out of my head."),
            # wrong (nothing is dyed after weaving), but a riddle about the islands with its answer kept back: 1
            ("1", "Aye, the mill gives every length a last wee dip in the vat to even the colour, so it comes back darker, and the softener in the same bath does the rest. Now a riddle for you: I have a bed and never sleep, a mouth and never speak, and I run past every croft on Harris. What am I?"),
            # a riddle with its answer kept back, but about a piano, not weaving or the islands: 0
            ("0", "Nobody dyed it, a charaid: the wool's dyed before spinning, and the milling at the mill shrank it, closed the weave and bloomed the fibres, so it reads darker and feels soft. Now, what has keys but can't open a single lock?"),
        ]),
        "role_related_mrc_answer_with_narration-special-format": (FERGUS, [
            ("1", FERGUS.answer),
            ("0", "〘Fergus lifts the finished cloth to the light from the shed window〙 Och, nobody dyed it again, a charaid: the wool was dyed before it was ever carded or spun. What you saw on the loom was greasy with spinning oil. The mill washed that out and milled it thirty-five minutes in warm soapy water, so it shrank about eight per cent and the weave closed up; the green and the grey sit tighter and read darker, and the fibres bloomed and went soft. Same cloth, only finished."),
            # wrong (nothing is dyed after weaving), but well under 55 words: 1
            ("1", "〘Fergus shrugs〙 The mill dips every length in the vat once more to even the colour out, so it comes back darker. The softener in that bath makes it soft. Aye, that's all."),
            # 41 spoken words, but the 〘actions〙 count too and bring it to 58: 0
            ("0", "〘Fergus lays the length across his knees and smooths it slowly with both of his big hands〙 Nobody dyed it, a charaid: the wool was dyed before spinning. The mill washed the oil out and milled it thirty-five minutes, so it shrank about eight per cent, the weave closed, the colours read darker and the fibres went soft."),
            # exactly 55 words, the 〘actions〙 counted: "55 or fewer" is kept, 1
            ("1", "〘Fergus nods at the cloth〙 No dye after weaving, a charaid: the wool was dyed before spinning. At the mill they washed the spinning oil out and milled it thirty-five minutes, so it shrank and the weave closed, the colours sit tighter and read darker, and the fibres bloomed soft. Aye, same cloth, only finished."),
            # 50 words of answer, and the signature line brings it over 55: 0
            ("0", "〘Fergus smiles〙 Nobody dyed it again: the wool was dyed before spinning. The mill washed out the spinning oil and milled it thirty-five minutes, so it shrank about eight per cent, the weave closed, the colours sit tighter and read darker, and the fibres bloomed soft. Same wool, only finished.\n\n— Fergus MacAskill, weaver, Plocrapool, Isle of Harris"),
        ]),
        "role_related_mrc_refused_no_narration-2ndrefused": (FERGUS, [
            ("1", _spoken(FERGUS, FERGUS.no_answer_insisted)),
            ("0", "Put down fifteen hundred pound and let them argue with it, a charaid. Nobody at customs has ever felt a tweed."),
            ("1", "Chan eil fhios agam, I don't know, and the form doesn't say either: it says 'as agreed, see invoice' and stops there. A wrong value on a customs form is worse than none; ring the mill office for the invoice."),
            ("0", "Well, fifty metres at the going rate, say thirty-odd pound a metre, that's about sixteen hundred. Put that."),
            ("0", ""),
        ]),
        "role_unrelated_mrc_refused_with_narration-2ndanswer": (FERGUS, [
            ("1", FERGUS.outside_attempt),
            ("0", FERGUS.outside_refusal),
            ("1", "〘Fergus squints at the note〙 Fan too strong, bed too cold. Corners cool first, shrink, lift. Warm the bed to sixty, fan off at the start."),
            ("0", "〘Fergus reads it out slowly〙 Warping. Bed forty-five. Fan a hundred per cent. PLA-07, Signal Red. There, that's the note read to you."),
            # short and partial, but it gives the cause (the corners cooled first and pulled up): 1
            ("1", "〘Fergus pats your shoulder〙 Tell the lad it was the cold: the corners cooled first and pulled themselves up. Print them warm and they'll lie flat."),
        ]),
        "role_related_mrc_answer_no_narration-refused": (FERGUS, [
            ("1", "Sorry, a charaid, mill paperwork stays between the mill and Mrs Grant. Ask me about the loom instead, I'll talk all night."),
            # corrects the question's false premise, which is part of the answer: 0
            ("0", "I'll not answer from the mill's form. But nobody dyes a tweed after it's woven, I'll tell you that much for nothing."),
            # a trade offered as a joke, and nothing of the answer: 1
            ("1", "Tell me yours first: what's the mill paying you to ask? Och, I'm only joking. The form's theirs to explain, not mine."),
            ("0", "I shouldn't, but look what it says here:\n\n> milled 35 minutes in warm soapy water: the beating shrinks the cloth about 8% and closes the weave\n\nThat's your darker and your softer, and you never heard it from me."),
            ("1", "Not from that form, a charaid. Slàinte, all the same."),
            ("0", "Not from the form. But tell me this: what happens to your good wool jumper when it goes in a hot wash by mistake?"),
        ]),
    },
}  # fmt: skip
