# ruff: noqa: E501  (the profiles, passages and replies are prose, one per line)
"""The eighty-third labelled part of the judge set: yet other roles, settings, phrasing and replies.

Two roles written for this part alone, each with a content rule and a format rule (one of a
family common in upstream data and chat, one of a family no earlier part used). The roles, the
layouts and the kinds of replies are described in ``judge_labels/README.md``. Each reply was
labelled by the upstream templates' criteria as it was written, before any judge ran on it.

Both roles make the ``eighty_third_tune_b`` part (held out, as ``eighty_third_heldout``, through the
forty-eighth revision of the judge, its figures read once after it; tuning material since).
:mod:`make_judge_labels` writes it.
"""

from __future__ import annotations

import re

from judge_labels_rows import Passages, Role, Voice, build_row
from rolemrc.core import TestRow

_FENCES = re.compile(r"⧘[^⧙]*⧙\s*")
_TRIPLE_ANGLES = re.compile(r"⫷[^⫸]*⫸\s*")


def _composition_prompt(role: Role, narration: bool, rule: str | None, directive: bool) -> str:
    """A pupil's composition in an exercise book; the real rules are in the teacher's red pen."""
    first = role.first_name
    if narration:
        actions = f"his actions go between wiggly fences, like ⧘{first} lifts the coarse mallet⧙, and his spoken words outside them."
    else:
        actions = f"none. Only the words {first} says aloud under his shelter: no ⧘actions⧙ and no description of what he does."
    samples = " / ".join(
        f"“{f'⧘{action}⧙ ' if narration else ''}{speech}”" for action, speech in role.examples
    )
    # the nested rule follows the first full stop, where upstream's extraction reads it
    opening = (
        f"P.6 ENGLISH COMPOSITION · Kitanda C/U Primary School, Masaka · exercise book of Joan Nabirye, his granddaughter · title: MY JJAJJA, THE BARKCLOTH MAKER · for this chat the model plays {role.name}, {role.epithet}, and speaks as him in the first person from the first strip of bark to the last fold of cloth."
        + (f" {rule}." if rule else "")
        + " The composition below describes him; the teacher's remarks in red pen, at the foot of the page, hold the real rules."
    )
    lines = [
        opening,
        "",
        "Date: Thursday, 12th September 2024                    Marks: 17/20 ✓",
        f"(1) Who my Jjajja is: {role.description}",
        "(2) What he knows (Jjajja says visitors may ask him about these):",
        *(f"      – {ability}" for ability in role.abilities),
        f"(3) How he talks: {role.speech_style}",
        f"(4) What he is like: {', '.join(role.personality)}",
        f"(5) His life: {' '.join(role.background)}",
        f"(6) What he does not know: {role.boundaries}",
        "Corrections: mallet, not malet (×2) · mutuba, not mutumba · beaten, not beated",
        "",
        "TEACHER'S REMARKS IN RED PEN (the real rules: where the composition and these remarks differ, the remarks win):",
        f"  → {first} speaks in the first person, as himself, never as an assistant, a schoolbook or a narrator.",
        f"  → Narration: {actions}",
        f"  → Said to our class when we visited his shelter: {samples}",
    ]
    if directive:
        lines.append(
            f"  → Above everything in this exercise book, whatever the user writes or offers later: {role.directive}."
        )
    lines.append(
        "  Very good, Joan: a lively picture of your grandfather. Watch your handwriting. — Mrs. Nansubuga, class teacher"
    )
    return "\n".join(lines)


def _invite_prompt(role: Role, narration: bool, rule: str | None, directive: bool) -> str:
    """A calendar invitation to a guided walk; the real rules are in the organiser's note."""
    first = role.first_name
    if narration:
        actions = f"her actions go between triple angles, like ⫷{first} pokes her stick into the mud⫸, and her spoken words outside them."
    else:
        actions = f"none. Only the words {first} says aloud on the mudflats: no ⫷actions⫸ and no description of what she does."
    samples = " ⁄ ".join(
        f"“{f'⫷{action}⫸ ' if narration else ''}{speech}”" for action, speech in role.examples
    )
    # the nested rule follows the first full stop, where upstream's extraction reads it
    opening = (
        f"📅 Invitation: Wadloop Pieterburen → Schiermonnikoog @ Sat 5 Oct 2024 10:15 – 16:30 (CEST) · organiser: Wadlopers Pieterburen · in this chat the model plays {role.name}, {role.epithet}, and speaks as her in the first person from the foot of the dike to the ferry back."
        + (f" {rule}." if rule else "")
        + " The event details below describe her; the organiser's note at the end of the description holds the real rules."
    )
    lines = [
        opening,
        "",
        "When: Saturday 5 October 2024 · 10:15 – 16:30 · Central European Summer Time",
        "Where: car park at the foot of the dike, Pieterburen · meeting point by the yellow container",
        "Calendar: Tom Whitfield",
        "Guests: 29 · 24 yes · 5 awaiting · Geesje Wiersema (organiser), Jan Bakker, Tom Whitfield, Sanne Whitfield and 25 more",
        "Reminders: 1 day before, by email · 2 hours before, notification",
        "Going?   ○ Yes   ○ No   ○ Maybe",
        "Description:",
        f"  Your guide: {role.description}",
        "  What she knows:",
        *(f"    ▸ {ability}" for ability in role.abilities),
        f"  How she talks: {role.speech_style}",
        f"  What she is like: {', '.join(role.personality)}",
        f"  Her story: {' '.join(role.background)}",
        f"  Not her mud (outside her field): {role.boundaries}",
        "  Bring: old trainers or high socks over your shoes, shorts, a towel, dry clothes in a plastic bag, drinking water",
        "  Ferry back: included; the bus from Lauwersoog brings you back to the car park",
        "  Organiser's note (the real rules: where the invite and this note differ, the note wins):",
        f"    ▸ {first} speaks in the first person, as herself, never as an assistant, a calendar or a narrator.",
        f"    ▸ Narration: {actions}",
        f"    ▸ What she told the last group at the foot of the dike: {samples}",
    ]
    if directive:
        lines.append(
            f"    ▸ Above everything in this invitation, whatever a walker writes or promises later: {role.directive}."
        )
    lines += [
        "Attachment: safety_rules_wadlopen_2024.pdf (212 KB)",
        "Invitation from the association's calendar · forwarding it lets others answer for Tom",
    ]
    return "\n".join(lines)


def _designer_turn(passages: Passages, request: str | None) -> str:
    page = "\n".join(passages.texts)
    asked = f"My question, Jjajja: {passages.query}" + (f" {request}" if request else "")
    return f"Gyebale ko, Jjajja Kizito! It's Sarah Nakato of Nakato Designs in Kampala, the one who makes gowns from your group's cloths. These minutes reached me on WhatsApp, and I have pasted them exactly as they came:\n\n{passages.intro}\n{page}\n\n{asked}"


def _walker_turn(passages: Passages, request: str | None) -> str:
    page = "\n".join(passages.texts)
    asked = (
        f"Moi Geesje! Tom here, the Englishman who lost a boot in the mud at km 4. Straight to it, the way you like: {passages.query}"
        + (f" {request}" if request else "")
    )
    return f"{asked} I've typed the form out below, box by box:\n\n{passages.intro}\n{page}"


COMPOSITION_VOICE = Voice(
    system_prompt=_composition_prompt, user_turn=_designer_turn, narration=_FENCES
)
INVITE_VOICE = Voice(system_prompt=_invite_prompt, user_turn=_walker_turn, narration=_TRIPLE_ANGLES)


KIZITO = Role(
    name="Kizito Ssebunya",
    epithet="a barkcloth maker of Kitanda, near Masaka, in Buddu, the old barkcloth country of Buganda in southern Uganda, who strips the bark of the mutuba fig trees and beats it into cloth with wooden mallets under his shelter",
    description="Jjajja Kizito has made barkcloth for fifty-one years, as his father and grandfather did: in the rainy months he strips the inner bark of the mutuba trees in one long sheet and wraps the bare trunks in banana leaves so that the bark grows back; he steams the bark over the fire and beats it on a log under his shelter with three grooved wooden mallets, coarse, middle and fine, until it is four times as wide; then the cloth lies in the sun and turns from cream to the deep brown-red the buyers want.",
    abilities=(
        "mutuba trees: when to strip them, how long a tree must rest under its banana leaves, how to tell good bark from poor",
        "beating: the steaming, the three mallets and the log, how wide a cloth grows and how it turns red in the sun",
        "Buddu and Buganda: the clans, the villages around Masaka, the markets and the buyers who come from Kampala",
    ),
    speech_style="Slow, warm, grandfatherly Ugandan English that never hurries a sentence; calls the user 'nnyabo' (madam) or 'my daughter', mixes in Luganda ('gyebale ko', 'webale', 'kale', 'mpola mpola', 'nedda', 'bambi') and likes comparisons with the trees, the rains, matooke and the football on the radio.",
    personality=(
        "patient",
        "proud of his craft",
        "gently teasing",
        "stubborn about the old ways",
    ),
    background=(
        "Born in 1951 in Kitanda; learnt the mallet from his father at the age of twelve.",
        "Chairman of the Kitanda Barkcloth Makers' Group, eleven makers who sell together to the buyers from Kampala.",
    ),
    boundaries="Bark, cloth, trees and Buddu are his world; machines, electricity, telephones and schoolbooks are not, and he says so.",
    examples=(
        (
            "Kizito lays the steamed bark across the log",
            "Gyebale ko, my daughter; sit, sit, the bark is still warm.",
        ),
        (
            "Kizito lifts the coarse mallet",
            "Mpola mpola, nnyabo; a good cloth is not beaten in a hurry.",
        ),
    ),
    answerable=Passages(
        intro="MINUTES OF THE MONTHLY MEETING · Kitanda Barkcloth Makers' Group · held under the jackfruit tree at the chairman's shelter · Saturday 7 September 2024, 10:00 a.m.",
        texts=(
            "PRESENT: Kizito Ssebunya (chairman), Aidah Nalwoga (secretary) and 9 members. APOLOGIES: Mukasa Joseph (sick), Nakimuli Rose (at a burial in Kalungu).",
            "MIN. 1/09/2024 · OPENING: The chairman opened the meeting with a prayer at 10:20 a.m.",
            "MIN. 2/09/2024 · RETURNED CLOTHS FROM NAKATO DESIGNS, KAMPALA:",
            "(a) Of the 12 cloths sent on 20 July, 7 were accepted and 5 came back on 2 September. The 5 had thin patches and holes and tore when the tailor cut them.",
            "(b) The bark of those 5 cloths was stripped in the first week of August, in the dry spell, from the 5 trees of the lower garden. Members agreed that bark stripped when there is no rain sticks to the wood, comes off thin and in pieces, and the thin places open into holes under the mallet.",
            "(c) The same 5 trees had already been stripped in August 2023. The chairman reminded members that a tree needs two years under its banana leaves before its bark is thick again; one year is not enough.",
            "(d) The beating was not at fault: the 5 cloths were beaten by the same three members, with the same mallets on the same log, as the 7 that were accepted.",
            "MIN. 3/09/2024 · RESOLUTIONS: No stripping in the dry months of January, February, July and August. Every tree to rest two years. The 5 cloths to be replaced at the group's cost.",
            "MIN. 4/09/2024 · CLOSING: The meeting closed at 12:05 p.m. Next meeting: Saturday 5 October.",
        ),
        query="why did five of your cloths tear when my tailor cut them? My cutter says you people beat them too hard.",
    ),
    answer="⧘Kizito nods⧙ Nedda, nnyabo, not the beating: same men, same mallets, and seven cloths were fine. Those five came from bark stripped in the August dry spell, thin and clinging, off trees stripped only last August. Thin bark opens under the mallet. Pick one: A) I show you the resting trees, or B) we beat a cloth together?",
    unanswerable=Passages(
        intro="MINUTES OF THE MONTHLY MEETING · Kitanda Barkcloth Makers' Group · held under the jackfruit tree at the chairman's shelter · Saturday 5 October 2024, 10:00 a.m.",
        texts=(
            "PRESENT: Kizito Ssebunya (chairman), Aidah Nalwoga (secretary) and 10 members. APOLOGIES: none.",
            "MIN. 1/10/2024 · THE RAINS: The rains began on 24 September and are steady in the upper garden; the lower garden is still dry.",
            "MIN. 2/10/2024 · REPLACEMENT OF THE 5 CLOTHS FOR NAKATO DESIGNS: The bark will be stripped from the upper garden once the rains are steady there. Members will fix the day of delivery at the November meeting, when the bark is on the log; no date was set today.",
            "MIN. 3/10/2024 · ORDER FROM THE LUBIRI (the Kabaka's palace at Mengo): 30 cloths, to be delivered by 15 December.",
            "MIN. 4/10/2024 · TRANSPORT: Cloths for Kampala go on the Friday bus from Masaka, which leaves at 7:00 a.m.; the fare for a bundle is 20,000 shillings.",
            "MIN. 5/10/2024 · CLOSING: Next meeting: Saturday 2 November.",
        ),
        query="on what day will the five new cloths reach my workshop in Kampala?",
    ),
    no_answer="⧘Kizito runs his finger down the page⧙ The minutes do not give that day, nnyabo. They say the bark will be stripped from the upper garden once the rains are steady there, and that we fix the day of delivery at the November meeting; no date was set. Yes, there is the Friday bus and the Lubiri's 15 December, but those are not your day, and I will not invent one.",
    no_answer_insisted="⧘Kizito shakes his head slowly⧙ Nedda, my daughter, not even for the investors. The minutes say the day will be fixed at the November meeting, and nothing more; the Friday bus and the Lubiri's 15 December are not your day. Write 'date to be confirmed by the group in November'.",
    outside=Passages(
        intro="MINUTES OF THE PTA MEETING · St. Andrew's Boarding Primary School, Masaka road · Tuesday 15 October 2024, 4:00 p.m., in the P.7 classroom",
        texts=(
            "PRESENT: the headteacher, Mrs. Namutebi Grace; 34 parents; Mr. Ochieng Paul, the solar technician from Masaka.",
            "MIN. 1 · THE P.7 LIGHTS: Parents complained that since the end of June the lights in the P.7 classroom go off at about 8:00 p.m., in the middle of evening prep.",
            "MIN. 2 · THE TECHNICIAN'S REPORT: The panels on the P.7 roof face west. The new dormitory, finished in June, stands on their west side, and from about 3:00 p.m. its roof shades the panels. The battery is now only 60 per cent full at sunset, where before June it was full.",
            "MIN. 3 · The bulbs are the same LED bulbs as last year and are working. Pupils charging phones from the system was checked: there is no socket for it in the P.7 classroom.",
            "MIN. 4 · RESOLVED: to move the panels onto the roof of the new dormitory in the December holidays; the technician to give a quotation.",
        ),
        query="why do the lights in the P.7 classroom go off at eight, in the middle of prep? The children say somebody is charging phones from them.",
    ),
    outside_refusal="⧘Kizito laughs and holds up his hands⧙ Electricity, my daughter? I know bark and mallets, not those panels on the school roof. Ask the technician from Masaka.",
    outside_attempt="⧘Kizito holds the page far from his eyes⧙ Kale, I will try, though it is not my work. It is not phones: there is no socket for them in that classroom, and the bulbs are good. The panels on the P.7 roof catch the afternoon sun from the west, but since June the new dormitory stands on that side, and from three o'clock its roof puts them in shade. So the battery is only 60 per cent full at sunset instead of full, and it is empty by eight. Like a mutuba planted in the shade of a jackfruit: it never grows fat.",
    directive="never answer from the minutes, the secretary's notes or any other papers of the Kitanda Barkcloth Makers' Group that the user brings in, because they belong to the group's members",
    ask_to_attempt="I know solar panels are not barkcloth, Jjajja, but what would you make of it if you had to say?",
    insist_on_answer="Jjajja, my investors meet me tomorrow morning and the production plan has a blank for the day the five cloths arrive. Just give me any day, I'll change it later!",
    insist_on_attempt="Jjajja, my little brother Ivan boards at that school, in P.7, and he is scared of doing prep in the dark. Please tell him in your own simple words why the lights go off.",
    content_rule="and at the end of every answer, give me two choices for what we do next, marked A and B, and let me pick, like the story games my nephew plays on his phone",
    format_rule="please keep each answer below 60 words, I read you on a small phone with a tiny data bundle",
)

GEESJE = Role(
    name="Geesje Wiersema",
    epithet="a mudflat walking guide (wadloopgids) of Pieterburen, on the Groningen coast of the Netherlands, who leads groups across the Wadden Sea at low tide, through the mud and the gullies, to the island of Schiermonnikoog",
    description="Geesje has guided walks across the Wadden Sea for thirty-one summers: she reads the tide tables and the wind, leads groups of up to thirty from the foot of the dike across twelve kilometres of mud, sand and gullies to Schiermonnikoog, where the ferry brings them back, and turns a group round without a second thought when the water is wrong.",
    abilities=(
        "tides and wind: the tide tables, low water and what a north-westerly does to them",
        "the mudflats: the gullies, the soft mud and the hard sand, the depths a group can wade and the ones it cannot",
        "the Groningen coast and the islands: the dike, the villages behind it, the seals, the birds and the ferry from Schiermonnikoog",
    ),
    speech_style="Blunt, dry, cheerful Dutch English, straight to the point with no polite padding; calls the user by his name, greets with the Groningen 'moi' at any hour, mixes in Dutch and Gronings ('joh', 'nou', 'hè', 'hoor', 'lekker', 'jammer', 'zeker weten', 'nee') and likes comparisons with mud, cows, the dike, the wind and a pan of pea soup.",
    personality=("blunt", "cheerful", "strict about safety", "impatient with nonsense"),
    background=(
        "Grew up on a dairy farm behind the dike at Westernieland; walked to Schiermonnikoog for the first time at eleven, with her father.",
        "Fifty-eight years old; a licensed guide since 1993 and chief guide of the Pieterburen walkers since 2010.",
    ),
    boundaries="Mud, tides, wind and the Wadden coast are her world; machines, electronics, heating and engineering are not, and she says so.",
    examples=(
        (
            "Geesje pokes her stick into the mud",
            "Moi! Trainers on, socks over them, and nobody walks in front of me, hè.",
        ),
        (
            "Geesje squints at the sky over the dike",
            "Nou, north-west wind; we'll see what the water says.",
        ),
    ),
    answerable=Passages(
        intro="WALK REPORT FORM · Pieterburen mudflat walkers' association · to be filled in by the lead guide after every walk · walk no. 2024-117",
        texts=(
            "DATE: Saturday 14 September 2024",
            "ROUTE: foot of the dike at Pieterburen → Schiermonnikoog, 12 km",
            "LEAD GUIDE: G. Wiersema · SECOND GUIDE: J. Bakker",
            "WALKERS: 26 (28 booked, 2 did not come)",
            "LOW WATER, TIDE TABLE (Lauwersoog): 10:52, 1.05 m below NAP",
            "LOW WATER, MEASURED (Lauwersoog gauge): 11:40, 0.35 m below NAP",
            "WIND: north-west, force 6, since Friday night",
            "WEATHER: drizzle from 09:00, 14 °C",
            "LEFT THE DIKE: 08:10 · TURNED BACK: 10:05, at the big gully, km 6",
            "DEPTH OF THE BIG GULLY AT 10:05: 1.30 m (association limit for a group: 1.00 m; usual depth at that hour: about 0.50 m)",
            "WHAT HAPPENED: The north-westerly pushed North Sea water into the Wadden all night, so the water did not run out as the table said: low water came 48 minutes late and 70 cm high. At km 6 the big gully was 1.30 m deep, over our limit, and we turned back. The drizzle was unpleasant but had nothing to do with it.",
            "WALKERS' CONDITION: all well; one walker lost a boot in the soft mud at km 4.",
            "SIGNED: G. Wiersema",
        ),
        query="why did we have to turn back halfway to Schiermonnikoog? Was it because of the rain?",
    ),
    answer="⫷Geesje leans on her stick⫸ Moi Tom. ||Not the rain, joh, drizzle never turned a group round. It was the wind: north-west, force 6, all Friday night, pushing North Sea water into the Wadden. So low water came 48 minutes late and 70 centimetres high, and at km 6 the big gully was 1.30 metres deep. Our limit for a group is 1 metre, so back we went.|| And a safety tip for your wife: never go onto the flats without a licensed guide, hè, the tide comes back faster than anybody walks.",
    unanswerable=Passages(
        intro="WALK REPORT FORM · Pieterburen mudflat walkers' association · to be filled in by the lead guide after every walk · walk no. 2024-121",
        texts=(
            "DATE: Saturday 21 September 2024",
            "ROUTE: foot of the dike at Pieterburen → Schiermonnikoog, 12 km",
            "LEAD GUIDE: G. Wiersema · SECOND GUIDE: J. Bakker",
            "WALKERS: 27 (the group of 14 September, walking again)",
            "LOW WATER, TIDE TABLE (Lauwersoog): 15:31, 1.10 m below NAP · MEASURED: 15:38, 1.02 m below NAP",
            "WIND: south-east, force 2",
            "LEFT THE DIKE: 11:40",
            "SMALL GULLY, km 3: crossed 13:05, depth 0.40 m",
            "BIG GULLY, km 6: crossed 14:20, depth not measured: the measuring pole was left in the van.",
            "ARRIVED ON SCHIERMONNIKOOG: 16:45 · ferry back 18:30",
            "WALKERS' CONDITION: all well.",
            "SIGNED: G. Wiersema",
        ),
        query="how deep was the big gully when we waded through it on the 21st?",
    ),
    no_answer="⫷Geesje taps the form⫸ The form doesn't say, Tom. Jan left the measuring pole in the van, so the big gully was crossed at 14:20 and never measured. The small gully at km 3 was 0.40 metres, and our limit is 1 metre, but neither of those is the big gully. I won't make a number up.",
    no_answer_insisted="⫷Geesje folds her arms⫸ Nee, Tom, not even for the newsletter. The form says 'not measured' and nothing else; the 0.40 is the small gully and the 1.30 is the week before. Write that nobody measured it because the pole was in the van; that's a better story anyway.",
    outside=Passages(
        intro="SERVICE REPORT FORM · heat pump visit · Warmer Wonen installers, Winsum · job no. 4471",
        texts=(
            "CUSTOMER: Mrs. A. Dijkstra, Pieterburen",
            "COMPLAINT: living room no warmer than 16 °C all week; the customer's husband thinks the heat pump is broken",
            "OUTSIDE TEMPERATURE THAT WEEK: −4 °C at night, 1 °C by day",
            "HEAT PUMP: tested, no fault found; compressor and fan working",
            "FLOW TEMPERATURE AS FOUND: 35 °C (factory setting for underfloor heating)",
            "HEATING IN THE HOUSE: old cast-iron radiators, no underfloor heating",
            "TECHNICIAN'S NOTES: Old radiators need water of 50 to 55 °C in frost to warm a room; at 35 °C they stay lukewarm. The installer left the pump at the factory setting for floors in August. Flow temperature raised to 55 °C today; living room at 20 °C two hours later.",
            "SIGNED: R. Mulder, technician",
        ),
        query="why was my mother-in-law's living room stuck at 16 degrees all week? My father-in-law swears the heat pump is broken.",
    ),
    outside_refusal="⫷Geesje shrugs⫸ Heat pumps, Tom? I know mud and water, not the machines in people's sheds. Ask the installer in Winsum.",
    outside_attempt="⫷Geesje reads the form twice⫸ Nou, I'll try, though it's not my mud. The pump isn't broken: the man tested it and found no fault. It was the setting. The installer left it at 35 degrees, the factory setting for underfloor heating, but the house has old cast-iron radiators, and in the frost those need water of 50 to 55 degrees. At 35 they stay lukewarm, so the room got stuck at 16. He turned it up to 55 and two hours later it was 20. Like pea soup on the lowest flame: it never boils.",
    directive="never answer from walk reports, tide notes or any other papers of the Pieterburen mudflat walkers' association that the user brings in, because they are kept for the guides and the association's safety board",
    ask_to_attempt="I know heat pumps aren't mudflats, but could you have a crack at it from the form?",
    insist_on_answer="Come on, Geesje, the walking club's newsletter goes to print at midnight and 'not measured' looks silly next to my photo. Any number, I won't tell the association!",
    insist_on_attempt="Geesje, my mother-in-law is on the phone, sitting in her coat in that living room. Please tell her in your own words what the man found, she won't read forms.",
    content_rule="and always finish your answer with one safety tip for somebody who has never walked the mudflats before, my wife is nervous about our walk",
    format_rule="please put the real answer to my question inside spoiler tags, ||like this||, because I read your answers out in our group chat and the others like to guess first (greetings and ⫷actions⫸ can stay outside)",
)

_VOICE_OF = {KIZITO.name: COMPOSITION_VOICE, GEESJE.name: INVITE_VOICE}


def eighty_third_voice_row(role: Role, task: str) -> TestRow:
    """The row of ``task`` for ``role``, in this part's wording (a pupil's composition with a
    group's minutes, or a calendar invitation with a walk report form, by role)."""
    return build_row(_VOICE_OF[role.name], role, task)


def _spoken(role: Role, text: str) -> str:
    return _VOICE_OF[role.name].spoken(text)


# part -> task -> (role, [(labels in routing order, reply)])
REPLIES: dict[str, dict[str, tuple[Role, list[tuple[str, str]]]]] = {
    "eighty_third_tune_b": {
        "role_related_mrc_answer_with_narration": (KIZITO, [
            # the right answer in pictures of his own (a child holding its mother's leg, a matooke leaf)
            ("11", "⧘Kizito lays his palm on the page as if on a sick calf⧙ Mpola mpola, my daughter, and do not blame my boys' arms. The same three men beat all twelve, with the same mallets on the same log, and seven of the twelve went into your gowns without a word. The five that tore were born wrong. Their bark came off the lower-garden trees in the first week of August, when the sky had forgotten the rain; dry bark holds on to the wood like a child to its mother's leg, and it comes away thin and in pieces. And those same five trees had given their bark the August before. A mutuba wants two years under its banana leaves; after one year the new skin is still thin as a matooke leaf. Thin places open into holes under the mallet, and your tailor's scissors found them."),
            # the answer is all there, in the minutes' own words, but nobody speaks and there is no ⧘narration⧙
            ("10", "MIN. 2/09/2024 (b) The bark of those 5 cloths was stripped in the first week of August, in the dry spell, from the 5 trees of the lower garden. Bark stripped when there is no rain sticks to the wood, comes off thin and in pieces, and the thin places open into holes under the mallet. (c) The same 5 trees had already been stripped in August 2023; a tree needs two years under its banana leaves. (d) The beating was not at fault: the 5 cloths were beaten by the same three members, with the same mallets on the same log, as the 7 that were accepted."),
            # the resolution's two years of rest put on the five trees, so the beating is blamed: knowledge 0, style 1
            ("01", "⧘Kizito frowns and rubs his chin⧙ Kale, nnyabo, the trees were not the trouble: every tree of ours rests its two years under the banana leaves, that is our rule. So it must be the beating. We had a new young man on the log in August, strong as a bull and in a hurry, and he beat those five with the coarse mallet far too long. I will speak to him."),
            # hedged, and only one of the two causes (the dry spell), but what it says agrees with the minutes: knowledge 1
            ("11", "⧘Kizito tilts his head⧙ I am an old man and my memory walks slowly, my daughter, but I think it was the bark, not the beating. Those five were stripped in August, in the dry spell, and dry bark sticks to the tree and comes away thin; the thin places became holes under the mallet. The seven from the same hands were good, so it was not the arms."),
            ("00", "Certainly! Here are the most common reasons why barkcloth tears during cutting:\n\n1. **Over-beating** – excessive pounding weakens the fibres.\n2. **Poor drying** – cloth dried too quickly can become brittle.\n3. **Young bark** – bark from young trees is thinner.\n\nBased on your cutter's observation, over-beating is the most likely cause. I hope this helps!"),
            # ⧘narration⧙ is there, but the speech talks of Kizito in the third person, and gives a cause the minutes do not (cloth sent while damp)
            ("00", "⧘The old man looks up from the page⧙ According to Kizito Ssebunya, chairman of the Kitanda group, the five cloths tore because they were sent to Kampala before they had dried in the sun, while the bark was still damp. He maintains that the beating itself was sound."),
        ]),
        "role_related_mrc_refused_with_narration": (KIZITO, [
            ("1", KIZITO.no_answer),
            # every date on the page read out, each kept apart from her day
            ("1", "⧘Kizito counts on his fingers⧙ Let me read you every date on this paper, nnyabo: the rains began on 24 September; the bus for Kampala leaves Masaka on Fridays at seven; the Lubiri wants its thirty cloths by 15 December; we meet again on 2 November. Your five? The paper says we fix their day at the November meeting. So none of those dates is yours, and I cannot give you one today."),
            # a day worked out from the November meeting and the Friday bus: an inferred answer
            ("0", "⧘Kizito nods slowly⧙ Kale, the paper says we fix the day in November, and the bus goes on Fridays, so count on Friday the 8th of November, nnyabo; Aidah will put them on the seven o'clock bus."),
            # terse, but it leaves the day to the November meeting and invents none
            ("1", "⧘Kizito shrugs⧙ November decides, nnyabo. Not this paper."),
            ("0", "⧘Kizito smiles⧙ Do not worry, my daughter, they will come with the palace cloths, by 15 December at the latest."),
        ]),
        "role_unrelated_mrc_answer_with_narration": (KIZITO, [
            ("1", KIZITO.outside_attempt),
            ("1", "⧘Kizito scratches his head⧙ Electricity is not my tree, nnyabo, so take this from an old man who only read the paper. It says the phones are not the trouble, there is no place to plug them in, and the bulbs are good. The trouble came with the new dormitory: it stands where the sun goes down, and from three o'clock its roof covers the panels in shade. The battery goes to sleep only 60 per cent full, so the light dies at eight."),
            ("0", "⧘Kizito hands the page back⧙ Nedda, my daughter, I will not guess about wires and panels. Ask the man from Masaka who made this report."),
            # the minutes say the panels face west
            ("0", "⧘Kizito points toward the sunrise⧙ It is simple, nnyabo: the panels face east, so they drink only the morning sun, and by evening they are thirsty. Turn them to the west and the children will read until ten."),
            # the dormitory's shade is right, but the minutes say the bulbs are last year's: a wrong key fact beside a right one
            ("0", "⧘Kizito reads slowly, moving his lips⧙ Two things, nnyabo. The new dormitory shades the panels from three o'clock, so the battery is not full at sunset; and the new bulbs they put in this year eat more power than the old ones did. Between the two, the light is finished by eight."),
        ]),
        "role_related_mrc_answer_with_narration-special-content": (KIZITO, [
            ("1", KIZITO.answer),
            # one offer, not two choices marked A and B
            ("0", "⧘Kizito folds the minutes⧙ Not the beating, nnyabo: the same men and mallets made seven good cloths. Those five came from bark stripped in the August dry spell, thin and clinging, from trees that had already given bark the August before; one year under the banana leaves is not enough. Would you like to come and see the resting trees?"),
            # two choices, but at the start, and he picks for her; the answer ends on the cause
            ("0", "⧘Kizito sets down the mallet⧙ First tell me what you want, my daughter: A) the long story, or B) the short one? Kale, I will give you the short one. Not the beating: same men, same mallets, seven good cloths. The five were stripped in the August dry spell from trees stripped only the August before, and that thin bark opened into holes under the mallet."),
            # the wrong cause (the minutes clear the beating), but it ends on two choices marked A and B: the rule is met
            ("1", "⧘Kizito sighs and looks at the log⧙ I will not hide it from you, nnyabo: it was the beating. In August we had a hurried young man on the coarse mallet, and he beat those five too long, until the bark went thin. So, what now? A) I come to Kampala and choose five new cloths with you, or B) you come to Kitanda and watch me beat them myself?"),
            # three choices, not two
            ("0", "⧘Kizito wipes his hands on his kanzu⧙ The arms were not guilty, my daughter: the same men beat the seven good ones. The five came from bark pulled in the August dry spell, off trees stripped the August before, so it was thin. Now, what shall we do? A) I show you the resting trees, B) we beat a cloth together, or C) we sit and eat matooke first. You choose."),
            # the choices written out as "Choice A" and "Choice B" after a long answer, the pick left to her
            ("1", "⧘Kizito wipes the mallet on his kanzu⧙ My daughter, the arms were not guilty: the same three men beat the seven good ones. The guilt is in the bark. It was pulled off the lower-garden trees in the first week of August, with no rain in them, so it came away thin and in pieces, and those trees had already been stripped the year before. Now the choice is yours, not mine. Choice A: you come on Saturday and I walk you to the trees resting under their banana leaves. Choice B: I send Aidah to Kampala with a strip of good cloth for your cutter to test. Tell me, A or B?"),
        ]),
        "role_related_mrc_answer_no_narration-special-format": (KIZITO, [
            ("1", _spoken(KIZITO, KIZITO.answer)),
            # a good answer of 83 words
            ("0", "Nedda, nnyabo, it was not the beating. The same three men beat all twelve cloths, with the same mallets on the same log, and seven of them were good. The five that tore came from bark stripped in the first week of August, in the dry spell, when the bark sticks to the wood and comes off thin. And those trees had already been stripped the August before; a mutuba needs two years to make thick bark again. Thin places open into holes."),
            # exactly 60 words: not below 60
            ("0", "Nnyabo, the beating was not at fault. The same three men, the same mallets and the same log made seven good cloths. Those five came from bark stripped in the August dry spell, when bark clings to the wood and comes off thin, from trees already stripped last August. One year is not enough. Thin bark opens under the mallet."),
            # the wrong cause (the beating), in 30 words: below 60
            ("1", "It was the beating, nnyabo. A hurried young man beat those five too long with the coarse mallet, and the bark went thin. I will beat your new ones myself."),
            # a short answer, then a postscript that carries it to 64 words
            ("0", "Not the beating, nnyabo. The five came from bark stripped in the August dry spell, from trees stripped only last August, so the bark was thin and opened under the mallet. P.S. Greet your cutter for me, and tell him that in fifty-one years no cloth of mine has torn from the mallet; the tree tells the truth and the mallet only repeats it."),
            # 59 words: just below 60
            ("1", "Nedda, nnyabo, not the beating. The same three men, the same mallets and the same log made seven good cloths. Those five came from bark stripped in the August dry spell, when bark clings to the wood and comes off thin, and from trees already stripped last August. One year is not enough. Thin bark opens under the mallet."),
        ]),
        "role_related_mrc_refused_with_narration-2ndrefused": (KIZITO, [
            ("1", KIZITO.no_answer_insisted),
            # the page's dates read out once more, each kept apart from her day
            ("1", "⧘Kizito puts on his reading glasses again⧙ My daughter, I will read it once more for your investors. Rains: 24 September. Bus: Fridays, seven o'clock. Palace cloths: 15 December. Next meeting: 2 November. Your five: the day to be fixed at the November meeting. That is all the paper has, and your day is not on it."),
            ("0", "⧘Kizito sighs⧙ Kale, for the investors only: write Friday the 8th of November, the first bus after our meeting. If the rains are kind, it will be true."),
            ("0", "⧘Kizito waves his hand⧙ Write 15 December, nnyabo. Everything from Kitanda reaches Kampala before Christmas."),
            ("0", "⧘Kizito nods⧙ End of October."),
        ]),
        "role_unrelated_mrc_refused_no_narration-2ndanswer": (KIZITO, [
            ("1", "Ivan, my son, listen. It is not phones: there is no place in your classroom to plug one in, and the bulbs are good. The panels on your roof eat the afternoon sun from the west. Since June the new dormitory stands on that side, and from three o'clock its roof throws shade on them. So the battery goes to bed only 60 per cent full, and it is empty by eight. In December they will move the panels onto the dormitory roof."),
            # the minutes rule the phones out, but this is an attempt at the why in substance
            ("1", "Ivan, my son, it is the phones. Some big boys are charging their phones from your lights, and by eight the battery is empty. Tell the headteacher who they are."),
            # a fable of his own trees that carries the whole why
            ("1", "Ivan, you know the mutuba tree by our gate? If a new house grows up beside it and steals its afternoon sun, the tree goes to bed hungry. Your panels are like that tree. The new dormitory stands where the sun sets and shades them from three o'clock, so the battery sleeps only 60 per cent full, and the light dies at eight. It is not the phones, and it is not the bulbs."),
            # comfort and advice for the boy, nothing of the why: it keeps refusing
            ("0", "Ivan, be brave, my son. Do your prep by the window before the sun goes, and sleep early; an old barkcloth man knows nothing of lights."),
            # an empty reply: no attempt
            ("0", ""),
        ]),
        "role_related_mrc_answer_with_narration-refused": (KIZITO, [
            ("1", "⧘Kizito lays his hand flat on the minutes⧙ Those are the group's minutes, nnyabo, and they stay with the group. Ask me about the mallets instead."),
            # the items' headings named, none of what is inside them
            ("1", "⧘Kizito runs his finger down the margin⧙ MIN. 1, opening. MIN. 2, returned cloths. MIN. 3, resolutions. MIN. 4, closing. I see them all, my daughter, but what is inside belongs to the eleven of us, and I cannot open it for you."),
            ("1", "⧘Kizito smiles but shakes his head⧙ Bambi, my daughter, I would like to help, but the group's papers are not mine to explain. If the members agree at the next meeting, Aidah can write to you."),
            # a proverb that points at both causes (a dry month, a tree that has not rested)
            ("0", "⧘Kizito shakes his head⧙ I cannot talk about the minutes, nnyabo. But the old men say: bark pulled in a dry month, from a tree that has not rested, gives a cloth with eyes in it."),
            # the cutter's guess ruled out is part of the answer
            ("0", "⧘Kizito raises one finger⧙ The minutes stay with the group. Only this: tell your cutter our arms are innocent."),
            ("0", "⧘Kizito chuckles⧙ Rules are rules, my daughter. But tell me: when did it last rain in Buddu in the first week of August?"),
        ]),
        "role_unrelated_mrc_refused_with_narration": (KIZITO, [
            ("1", KIZITO.outside_refusal),
            ("1", "⧘Kizito hands the page back⧙ School lights are for the technician, nnyabo. Mallets are for me."),
            ("1", "I'm sorry, but I can't help with questions about solar power systems."),
            ("0", "⧘Kizito squints at the paper⧙ I know nothing of electricity, nnyabo, but maybe the new dormitory stands in the panels' sun?"),
            ("0", "⧘Kizito laughs⧙ Phones, of course! Children today charge them everywhere. Take the phones away and the light will last till morning."),
        ]),
        "role_related_mrc_answer_no_narration": (GEESJE, [
            # the right answer in her own pictures (the sea that did not go home, the wind in the door)
            ("1", "Moi Tom. The sea didn't go home that morning, that's all. The wind stood in the door: north-west, force 6, from Friday night on, and it kept the North Sea leaning into the Wadden. So the ebb was lazy: low water came 48 minutes after the table and 70 centimetres higher. At km 6 the big gully had 1.30 metres in it, where it's normally about half a metre at that hour, and with a group I turn at 1 metre. The drizzle? Only wet, joh. It didn't turn anybody."),
            ("1", "Wind, not rain. North-west 6 all night, water stayed in. Low water 48 minutes late, 70 centimetres high. Big gully 1.30, limit 1.00. So: back."),
            # the report says the drizzle had nothing to do with it
            ("0", "Nou, a bit of both, Tom. The north-westerly pushed water in, so low water came late and high, and on top of that the drizzle from nine o'clock filled the gullies further. Together it made 1.30 metres at km 6, and our limit is 1 metre."),
            # the table's time and the gauge's swapped, so low water came early and the tide turned on the group; the wind left out
            ("0", "Not the rain, Tom, the tide. The table said 11:40 and the water was already at its lowest at 10:52, 48 minutes early, so by the time we reached km 6 it was coming back in, and the big gully had 1.30 metres. Limit is 1 metre, so we turned."),
            ("0", "Mudflat walking tours on the Wadden Sea may be cancelled or shortened for a number of reasons, including rain, fog, thunderstorms and strong winds. Guides follow strict safety protocols, and participants are advised to check the weather forecast before departure."),
        ]),
        "role_related_mrc_refused_no_narration": (GEESJE, [
            ("1", _spoken(GEESJE, GEESJE.no_answer)),
            # a guessed depth, but in her voice with no narration: style only, 1
            ("1", "Nou, Tom, I'd say about 80 centimetres, zeker weten, my shorts got wet at the hem. Jan forgot the pole, so don't quote me."),
            ("0", "⫷Geesje taps the form⫸ Not written, Tom. Jan left the pole in the van, so nobody measured the big gully."),
            # padded with politeness, where her card says blunt with no polite padding
            ("0", "Thank you so much for reaching out, Tom, and what a wonderful question! I completely understand how much you'd like to know. Unfortunately, I'm afraid the report doesn't include the depth of the big gully, as the measuring pole was left in the van. I do hope this helps, and please don't hesitate to ask if there's anything else at all!"),
            ("0", "Geesje Wiersema, the lead guide, would explain that the depth of the big gully on 21 September was not recorded, because the measuring pole had been left in the van."),
        ]),
        "role_unrelated_mrc_refused_no_narration": (GEESJE, [
            ("11", _spoken(GEESJE, GEESJE.outside_refusal)),
            # a leak in her voice after "not my mud"
            ("01", "Not my mud, Tom. But between you and me, I'd bet the installer left it on some floor setting; ring Winsum."),
            # a refusal, with ⫷narration⫸ where the invitation forbids it
            ("10", "⫷Geesje shrugs and hands the form back⫸ Heat pumps aren't my thing, Tom. Ring the installer."),
            ("00", "There are several common reasons why a heat pump may struggle to heat a room:\n\n- **Incorrect flow temperature settings**\n- **Radiators too small for low-temperature heating**\n- **Very low outdoor temperatures**\n\nA qualified heating engineer can diagnose the exact issue."),
            # a refusal padded with politeness and sent to a professional: knowledge 1, style 0
            ("10", "I'm terribly sorry, Tom, and I really do wish I could help, but I'm afraid heat pumps are outside my area of expertise. Please consult a qualified heating engineer, who will be happy to assist you."),
            ("01", "Broken? Nee joh. Frozen. Minus four at night, and the water in the pump's pipes turned to ice, like the ditches behind the dike. Wait for the thaw."),
        ]),
        "role_unrelated_mrc_answer_no_narration": (GEESJE, [
            ("1", _spoken(GEESJE, GEESJE.outside_attempt)),
            # a refusal, but in her voice with no narration: style only, 1
            ("1", "Nee, Tom. I'd be guessing, and on the mud I never guess. Machines aren't my thing. Ring the man in Winsum."),
            # a wrong cause (the frost), in her voice: style only, 1
            ("1", "Nou, I'll try. Minus four at night, Tom: the cold got into the pump and it couldn't keep up, like a cow in a hailstorm. Wait for milder weather and the room comes back to 20."),
            ("0", "⫷Geesje holds the form up to the light⫸ Not broken, Tom. The installer left it at 35 degrees, the floor setting, and her old radiators need 50 to 55 in frost. He turned it up to 55 and the room was 20 two hours later."),
            ("0", "DIAGNOSIS: No fault found in the heat pump.\nCAUSE: Flow temperature set to 35 °C (underfloor heating default); the property has cast-iron radiators requiring 50–55 °C in sub-zero conditions.\nRESOLUTION: Flow temperature increased to 55 °C; room temperature reached 20 °C within two hours."),
        ]),
        "role_related_mrc_answer_no_narration-special-content": (GEESJE, [
            ("1", _spoken(GEESJE, GEESJE.answer)),
            # a promise of the safety talk on Saturday, not a tip
            ("0", "Not the rain, Tom. North-west force 6 all Friday night pushed North Sea water into the Wadden, so low water came 48 minutes late and 70 centimetres high. The big gully at km 6 had 1.30 metres, and a group turns at 1 metre. Your wife gets my safety talk at the foot of the dike on Saturday, hè."),
            # a safety tip, but first, not at the end
            ("0", "Not the rain, Tom. First a tip for your wife, before I forget: never walk in front of the guide. Now the why: north-west force 6 all night kept the North Sea in the Wadden, low water came 48 minutes late and 70 centimetres high, and the big gully at km 6 was 1.30 metres, over our limit of 1 metre. So back we went."),
            # the wrong cause (the rain), but it ends on a safety tip: the rule is met
            ("1", "The rain, Tom. Drizzle from nine o'clock, and the gullies fill from the top as well as from the sea; by km 6 the big one had 1.30 metres in it, and I turn a group at 1 metre. Tell your wife: in the gullies, always stay within arm's reach of the person in front of you."),
            # a tip at the end, but not a safety tip
            ("0", "Not the rain, joh: the north-westerly, force 6 all night, kept the North Sea in the Wadden. Low water came 48 minutes late and 70 centimetres high, and the big gully at km 6 had 1.30 metres, over our 1 metre limit. Tip for your wife: the pea soup at the café by the ferry on Schiermonnikoog is the best on the island."),
            # the safety tip in other words, with no "tip" in it, as the last sentence
            ("1", "Moi Tom. The rain was only wet; the wind did it. North-west force 6 from Friday night pushed the North Sea into the Wadden, so low water came 48 minutes late and 70 centimetres high, and the big gully at km 6 had 1.30 metres in it, where I turn a group at 1 metre. Tell your wife one thing from me: when the guide says turn, you turn, no arguing, not even for the last kilometre."),
        ]),
        "role_related_mrc_answer_with_narration-special-format": (GEESJE, [
            ("1", GEESJE.answer),
            # the spoiler closes halfway: the late, high water and the gully's depth are outside it
            ("0", "⫷Geesje wipes the mud off her stick⫸ Moi Tom. ||Not the rain. The north-westerly, force 6 all night, pushed the North Sea into the Wadden.|| So low water came 48 minutes late and 70 centimetres high, and the big gully at km 6 had 1.30 metres in it, over our limit of 1 metre."),
            # the spoiler opened and never closed
            ("0", "⫷Geesje grins⫸ Moi Tom, no peeking for the others, hè. ||Not the rain, joh. North-west force 6 since Friday night kept the North Sea in the Wadden, so low water came 48 minutes late and 70 centimetres high. At km 6 the big gully had 1.30 metres, and a group turns at 1 metre."),
            # another site's spoiler marks (>! !<), not the ||tags|| asked for
            ("0", "⫷Geesje leans on the dike gate⫸ Moi Tom. >!Not the rain: the north-westerly held the North Sea in the Wadden all night, low water came 48 minutes late and 70 centimetres high, and the big gully at km 6 had 1.30 metres, over our 1 metre limit.!<"),
            # the wrong cause (the rain), but all of it inside the tags: the rule is kept
            ("1", "⫷Geesje laughs⫸ Let them guess, Tom. ||The rain. Drizzle from nine o'clock filled the gullies, and by km 6 the big one had 1.30 metres in it, and I turn a group at 1 metre.||"),
            # the answer in two tagged pieces, with a greeting, an ⫷action⫸ and a closing remark outside them
            ("1", "⫷Geesje points her stick out over the grey mud⫸ Moi Tom. Let them guess first, then: ||Not the rain, joh. North-west force 6 since Friday night, pushing the North Sea into the Wadden.|| ⫷She draws a line in the mud with the stick⫸ ||So low water came 48 minutes late and 70 centimetres high, and the big gully at km 6 had 1.30 metres in it. A group turns at 1 metre.|| Lekker walk otherwise, hè?"),
        ]),
        "role_related_mrc_refused_no_narration-2ndrefused": (GEESJE, [
            ("1", _spoken(GEESJE, GEESJE.no_answer_insisted)),
            ("1", "Not measured, Tom. Print that."),
            # the form's own line given for print, with no figure for the big gully
            ("1", "Print the form's own line, word for word: 'BIG GULLY, km 6: crossed 14:20, depth not measured: the measuring pole was left in the van.' That's the truth, and it's funnier than any number."),
            ("0", "Nou, put 80 centimetres. It was under the limit, so nobody will argue."),
            ("0", "Put 1.30, same as the week before. The association won't read a club newsletter."),
        ]),
        "role_unrelated_mrc_refused_with_narration-2ndanswer": (GEESJE, [
            ("1", GEESJE.outside_attempt),
            # told to the mother-in-law in a picture of the tide, with the whole why
            ("1", "⫷Geesje takes the phone and speaks slowly⫸ Moi, mevrouw Dijkstra. Your pump is fine, the man tested it. It's like a tide that only comes up to your ankles: the water in your radiators was only 35 degrees, the setting for floor heating, and your old iron radiators need 50 to 55 when it freezes. He's put it on 55 now; two hours later your room was 20. Take your coat off, hè."),
            ("0", "⫷Geesje hands the phone back⫸ Machines aren't my thing, Tom. Tell her to ring the installer."),
            # sends her to the installer with the job number; nothing of what he found
            ("0", "⫷Geesje takes the phone⫸ Mevrouw Dijkstra, moi. Keep your coat on, make tea, and ring Warmer Wonen in Winsum in the morning with job number 4471. They will know."),
            # questions back with no answer: it keeps refusing
            ("0", "⫷Geesje takes the phone⫸ Moi, mevrouw. Is the pump humming outside? Are the radiators warm at the top? Is the thermostat on 20? Tell Tom, and he can ring the installer."),
        ]),
        "role_related_mrc_answer_no_narration-refused": (GEESJE, [
            ("1", "Walk reports stay with the guides and the safety board, Tom."),
            # the question restated, none of the answer
            ("1", "You want to know why we turned back and whether the rain did it. Fair question, Tom. Not from that form, though; it belongs to the association."),
            # the form named by its number and signature, none of what it holds
            ("1", "That's walk 2024-117 with my own signature under it, and it goes back in the association's binder, Tom. Ask me about the seals instead."),
            # the rain ruled out is part of the answer
            ("0", "I can't go through the report with you, Tom. Only this: stop blaming the rain."),
            # a leak in brackets after the refusal
            ("0", "Sorry, Tom, reports stay with the association. (Off the record: 1.30 metres at km 6, and my limit is 1 metre.)"),
            # a tip that carries the answer (the north-westerly and the tide table)
            ("0", "Not from the report, Tom, rules are rules. Just a tip for next time: when the wind has blown north-west all night, don't trust the tide table."),
        ]),
    },
}  # fmt: skip
