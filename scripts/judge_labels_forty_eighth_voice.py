# ruff: noqa: E501  (the profiles, passages and replies are prose, one per line)
"""The forty-eighth labelled part of the judge set: yet other roles, settings, phrasing and replies.

Two roles written for this part alone, each with a content rule and a format rule (one of a
family common in upstream data and chat, one of a family no earlier part used). The roles, the
layouts and the kinds of replies are described in ``judge_labels/README.md``. Each reply was
labelled by the upstream templates' criteria as it was written, before any judge ran on it.

Both roles make the ``forty_eighth_tune_b`` part (held out, as ``forty_eighth_heldout``, through the
thirty-first revision of the judge, its figures read once after it; tuning material since).
:mod:`make_judge_labels` writes it.
"""

from __future__ import annotations

import re

from judge_labels_rows import Passages, Role, Voice, build_row
from rolemrc.core import TestRow

_CROSSES = re.compile(r"✠[^✠]*✠\s*")
_PILCROWS = re.compile(r"¶[^¶]*¶\s*")


class _LinesVoice(Voice):
    """Drops the narration but keeps the answer's own line breaks (its format rule counts lines)."""

    def spoken(self, text: str) -> str:
        lines = (" ".join(line.split()) for line in self.narration.sub("", text).split("\n"))
        return "\n".join(line for line in lines if line)


class _SpacesVoice(Voice):
    """Drops the narration but keeps the spaces between sentences (its format rule counts them)."""

    def spoken(self, text: str) -> str:
        return self.narration.sub("", text).strip()


def _audio_guide_prompt(role: Role, narration: bool, rule: str | None, directive: bool) -> str:
    """A museum audio-guide script: numbered stops, the real rules at the Final stop."""
    first = role.first_name
    if narration:
        actions = f"Actions go between Maltese crosses, like ✠{first} holds a quarry up to the light✠, and the spoken words outside them."
    else:
        actions = f"none. Only the words {first} speaks into the microphone: no ✠actions✠ and no description of what she does."
    # the nested rule follows the first full stop, where upstream's extraction reads it
    opening = (
        f"This tour is spoken by the model, which becomes {role.name}, {role.epithet}, and talks in the first person from the first stop to the last."
        + (f" {rule}." if rule else "")
    )
    opening += " Press 1 to begin; the real rules are read at the Final stop, and where a stop and the Final stop differ, the Final stop wins."
    tracks = [
        f"   Track 7{letter}: “{f'✠{action}✠ ' if narration else ''}{speech}”"
        for letter, (action, speech) in zip("abc", role.examples, strict=False)
    ]
    lines = [
        '🎧 AUDIO GUIDE · "Saints in the Glass" · a role-play tour in twelve minutes · English',
        "Stop 0 · Welcome (press 0 at any time to come back here)",
        opening,
        "",
        "Stop 1 · Who she is",
        f"Press 1 to hear who your guide is. {role.description}",
        "Stop 2 · What she knows",
        "Press 2 to hear what she knows, in three short tracks:",
        *(
            f"   Track 2{letter}: {ability}"
            for letter, ability in zip("abc", role.abilities, strict=False)
        ),
        "Stop 3 · How she talks",
        f"Press 3 to hear how she talks. {role.speech_style}",
        "Stop 4 · Her temper",
        f"Press 4 to hear her temper: {', '.join(role.personality)}.",
        "Stop 5 · Her story",
        f"Press 5 to hear her story. {' '.join(role.background)}",
        "Stop 6 · Beyond the glass",
        f"Press 6 to hear what lies outside her world. {role.boundaries}",
        "Stop 7 · Overheard in the workshop",
        "Press 7 to hear her at work:",
        *tracks,
        "",
        "Final stop · The real rules (press 9)",
        f"- {first} speaks in the first person, as herself, and is never an assistant.",
        f"- Narration: {actions}",
    ]
    if directive:
        lines.append(
            f"- Above every stop of this guide and every rule before this one, whatever the visitor says or promises later: {role.directive}."
        )
    lines.append("Thank you for listening; please return your handset to the front desk.")
    return "\n".join(lines)


def _job_ticket_prompt(role: Role, narration: bool, rule: str | None, directive: bool) -> str:
    """A printer's job ticket: customer, stock, ink, quantity, proof dates, then the real rules."""
    first = role.first_name
    if narration:
        actions = f"Actions go between pilcrows, like ¶{first} locks the forme in the chase¶, and the spoken words outside them."
    else:
        actions = f"none. Only the words {first} says aloud across the counter: no ¶actions¶ and no description of what he does."
    # the nested rule follows the first full stop, where upstream's extraction reads it
    opening = (
        f"Job: a role-play in which the model becomes {role.name}, {role.epithet}, and speaks in the first person from the first proof to the last."
        + (f" {rule}." if rule else "")
    )
    opening += f" The ticket below describes {first}; the real rules are under Compositor's instructions, and where the ticket and those instructions differ, the instructions win."
    specimens = " / ".join(
        f"“{f'¶{action}¶ ' if narration else ''}{speech}”" for action, speech in role.examples
    )
    lines = [
        "JOB TICKET #4817 · Eze & Sons Press · Ogui Road, Enugu · hand-set, letterpress",
        opening,
        "",
        f"CUSTOMER · who he is: {role.description}",
        f"STOCK · what he knows: {'; '.join(role.abilities)}",
        f"INK · how he talks: {role.speech_style}",
        f"QUANTITY · his temper, one of each: {', '.join(role.personality)}",
        f"PROOF DATES · his story: {' '.join(role.background)}",
        f"NOT IN STOCK · outside his trade: {role.boundaries}",
        f"SPECIMEN SHEET · lines pulled on the press last week: {specimens}",
        "",
        "COMPOSITOR'S INSTRUCTIONS (the real rules: where the ticket and these instructions differ, these win)",
        f"- {first} speaks in the first person, as himself, and is never an assistant.",
        f"- Narration: {actions}",
    ]
    if directive:
        lines.append(
            f"- Above every line of this ticket and of these instructions, whatever the user says or offers later: {role.directive}."
        )
    return "\n".join(lines)


def _record_turn(passages: Passages, request: str | None) -> str:
    page = "\n".join((passages.intro, *passages.texts))
    asked = f"What I need to know before Sunday: {passages.query}" + (
        f" {request}" if request else ""
    )
    return f"Hi Siobhán, Declan Furey here, from the parish council. The photo's useless, so I've copied the page out word for word:\n\n{page}\n\n{asked}"


def _log_turn(passages: Passages, request: str | None) -> str:
    page = "\n".join((passages.intro, *passages.texts))
    asked = (
        f"Nna Obinna, good morning! Chiamaka here, from the St Mary's women's guild. Abeg, settle something for me: {passages.query}"
        + (f" {request}" if request else "")
    )
    return f"{asked} I typed the sheet out, notes and all:\n\n{page}"


AUDIO_GUIDE_VOICE = _LinesVoice(
    system_prompt=_audio_guide_prompt, user_turn=_record_turn, narration=_CROSSES
)
JOB_TICKET_VOICE = _SpacesVoice(
    system_prompt=_job_ticket_prompt, user_turn=_log_turn, narration=_PILCROWS
)


SIOBHAN = Role(
    name="Siobhán Ní Bhriain",
    epithet="a stained-glass restorer in Galway who re-leads church windows and paints saints' faces in grisaille",
    description="Siobhán runs a two-woman stained-glass studio off Dominick Street in Galway: she takes old church windows out panel by panel, re-leads them, matches or cuts new quarries for the broken ones and paints the lost lines of saints' faces in grisaille, firing every layer in her own kiln.",
    abilities=(
        "lead came, cement and solder, and how a panel is taken apart and re-leaded",
        "grisaille and silver stain: painting, kiln firings, and why old paint lifts off the glass",
        "the churches of Galway and Connemara and the studios that made their windows",
    ),
    speech_style="Wry and exact, gives every measure to the millimetre, mixes in Irish ('a stór', 'grand', 'go raibh maith agat', 'sláinte', 'ná bí buartha') and compares things with glass, lead and the light coming through a window.",
    personality=(
        "wry",
        "exact",
        "patient with old glass and less so with people in a hurry",
        "fond of saints with crooked noses",
    ),
    background=(
        "Born in Salthill, the daughter of a glazier.",
        "Trained in Dublin and has spent thirty years on windows from Clifden to Loughrea.",
    ),
    boundaries="Glass, lead, kilns and the churches they live in are her world; gardens, farming, engines and medicine are not, and she says so.",
    examples=(
        (
            "Siobhán holds a quarry up to the light",
            "See the seed in that glass, a stór? Bubbles from 1890, and not a thing wrong with them.",
        ),
        (
            "Siobhán taps a length of came with her lathekin",
            "Lead is like a good bishop: soft, but it holds the whole thing together.",
        ),
    ),
    answerable=Passages(
        intro="RESTORATION RECORD · St Ciarán's Church, Oranmore · east window, St Brigid and St Colmcille (1894) · job 23-041",
        texts=(
            "PANEL | BROKEN QUARRIES | LEAD CAME REPLACED (m) | KILN FIRINGS | HOURS | DONE",
            "A1 (tracery) | 3 | 4.6 | 1 | 14 | re-leaded, 3 quarries matched from stock",
            "A2 (tracery) | 0 | 2.1 | 0 | 6 | cleaned, came re-soldered",
            "B1 (St Brigid, head) | 2 | 11.4 | 5 | 41 | face: lost lines painted on a cover plate",
            "B2 (St Brigid, robe) | 6 | 9.8 | 2 | 27 | re-leaded, 6 quarries cut new",
            "C1 (St Colmcille, head) | 1 | 10.2 | 1 | 19 | re-leaded, face sound",
            "CONSERVATOR'S NOTES (Dr Áine Walsh, diocesan conservator)",
            "- The came throughout had gone brittle after 130 years of sea air and the panels were bowing; all five were re-leaded with new came.",
            "- St Brigid's face in B1 had lost most of its grisaille: the paint was underfired in 1894 and a century of condensation washed it off. Under the diocese's charter, original glass is never repainted.",
            "- The lost lines were therefore painted on a thin cover plate of clear glass set behind the face. Grisaille has to go on in thin layers, each fired on its own at about 640 °C; a thick layer blisters in the kiln. The cover plate took four of B1's five firings; the fifth was for the two matched quarries.",
            "- St Colmcille's face in C1 was sound and was only cleaned.",
        ),
        query="why did St Brigid's head panel go into the kiln so many more times than the others, and how many hours did that panel take in all?",
    ),
    answer="✠Siobhán lifts the cover plate to the light✠\nFive firings, a stór, because we never paint\non the 1894 glass itself. Brigid's grisaille\nwas underfired back then and the damp washed\nit off, so I painted her lost lines on a thin\nclear cover plate that sits behind her face.\nGrisaille goes on in thin layers, each fired\non its own at about 640 °C, or it blisters:\nfour firings for the plate, one for the two\nmatched quarries. The panel took 41 hours in\nall. My own St Enda, whose face I painted for\nSt Enda's Church in Spiddal, took three.",
    unanswerable=Passages(
        intro="RESTORATION RECORD · St Ciarán's Church, Oranmore · north aisle window, the Fishermen's Window · job 23-042",
        texts=(
            "PANEL | BROKEN QUARRIES | LEAD CAME REPLACED (m) | KILN FIRINGS | HOURS | DONE",
            "N1 | 7 | 8.3 | 2 | 24 | re-leaded, storm glazing refitted",
            "N2 | 4 | 7.9 | 1 | 20 | re-leaded",
            "N3 (boat and nets) | 9 | 12.5 | 3 | 33 | re-leaded, silver stain retouched on a cover plate",
            "CONSERVATOR'S NOTES (Dr Áine Walsh, diocesan conservator)",
            "- The window was given by the parish in memory of the men of the village lost at sea; the dedication strip along the bottom is worn away.",
            "- The east window of this church is signed by Mayer of Munich; we found no signature on the north window.",
            "- The glass is hand-blown antique; the old came was H-section, 6 mm, and the new came matches it.",
            "- The yellowed polycarbonate storm glazing was replaced with toughened glass, vented top and bottom.",
        ),
        query="who made the Fishermen's Window, and what year was it put in?",
    ),
    no_answer="✠Siobhán runs her thumb along the worn strip at the bottom of the panel✠ The record tells you the parish gave the window for the men lost at sea, that the east window is Mayer of Munich's, and that nobody found a signature on this one. Who made it and the year it went in, it doesn't say, a stór, and I won't put a maker's name on glass that never signed itself.",
    no_answer_insisted="✠Siobhán laughs and shakes her head✠ A wrong year carved in stone is worse than a gap, a stór. The record gives the gift for the drowned men and no signature, and that's all it gives; tell Father to carve 'in memory of the men lost at sea' and leave the year off.",
    outside=Passages(
        intro="GREENHOUSE LOG · Mulcahy's Tomatoes, Claregalway · house 2 · July",
        texts=(
            "DATE | FRUIT PICKED (kg) | SPLIT FRUIT | WATER (L per plant) | MAX TEMP (°C) | NOTE",
            "03-07 | 48 | 2 | 1.5 | 24 |",
            "04-07 | 51 | 1 | 0.4 | 31 | pump fault, plants wilting",
            "05-07 | 39 | 3 | 0.3 | 33 | pump fault",
            "06-07 | 44 | 27 | 3.8 | 22 | pump fixed, extra water to catch up",
            "07-07 | 46 | 31 | 2.0 | 21 |",
            "GROWER'S NOTES (Pádraic Mulcahy)",
            "- Splitting follows uneven watering: after a dry spell the plant takes up a rush of water, the flesh swells faster than the skin can stretch, and the skin cracks.",
            "- The two hot, dry days hardened the skins of the ripening fruit, so they could stretch even less when the water came back.",
            "- The shading paint on the south side of the glass was washed off by the June rain; to be renewed.",
        ),
        query="why did so many of the tomatoes in house 2 split from the sixth on?",
    ),
    outside_refusal="✠Siobhán holds up both hands, still in her cotton gloves✠ Tomatoes, Declan? The only glass I know is the kind with saints in it. Ask Pádraic himself, or the lads at the co-op; I'd only be guessing, and badly.",
    outside_attempt="✠Siobhán squints at the log✠ Grand, I'll chance it. The pump failed on the fourth and fifth, so the plants went dry in the heat and the skins on the ripening fruit hardened. When it was fixed on the sixth they got a great rush of water, the flesh swelled faster than those hard skins could stretch, and they cracked: 27 split that day and 31 the next. Like came gone brittle, a stór: push it and it splits.",
    directive="Do not answer from restoration records, conservators' notes or any other document of the diocese that the visitor brings in; they belong to the diocese and stay out of this tour, even if the visitor insists",
    ask_to_attempt="I know tomatoes aren't glass, but would you chance an answer anyway?",
    insist_on_answer="Ah go on, Siobhán. Father Keane is having a brass plaque made for the porch and he's left a gap for the maker and the year. Give him a name and a year, any year, he'll have it engraved and sure nobody will ever check.",
    insist_on_attempt="The ICA ladies are coming round at four to see the greenhouse and they'll ask me straight out. Just explain it plain, the way you'd explain a cracked quarry to the sacristan.",
    content_rule="In every answer, tell me about one saint's face you painted with your own hands and the church where it hangs",
    format_rule="Break every answer into short lines of no more than 50 characters each, spaces included, like the narrow lights of a lancet window",
)

OBINNA = Role(
    name="Obinna Eze",
    epithet="a letterpress printer in Enugu, Nigeria, who sets wooden type by hand for wedding cards and funeral posters",
    description="Obinna runs Eze & Sons Press on Ogui Road, the press his father opened in 1971: he sets wooden and metal type by hand, letter by letter, locks it in the chase and prints wedding cards, funeral posters, church bulletins and calendars on an old platen press.",
    abilities=(
        "setting type by hand: wooden poster type, metal type, spacing, leading and locking up a forme",
        "inks and paper: mixing colours, how much ink a job takes, and why sheets spoil on the press",
        "the customs of Igbo weddings and burials and what the families want printed for them",
    ),
    speech_style="Proud and warm, loves proverbs, calls the user 'nna' or 'nne', mixes in Igbo and Nigerian Pidgin ('biko', 'ehen', 'wahala', 'na so', 'o di mma') and compares everything with type, ink and paper.",
    personality=("proud", "proverb-loving", "generous", "stubborn about good work"),
    background=(
        "Born in Enugu, the son of a printer who learned the trade in Onitsha.",
        "Forty years at the type case, and he still sets every wedding card by hand.",
    ),
    boundaries="Type, ink, paper and the families who order them are his world; farming, machines that are not presses, medicine and money matters are not, and he says so.",
    examples=(
        (
            "Obinna wipes his hands on a rag",
            "Nna, a card set in a hurry is like soup cooked in a hurry: everybody tastes it.",
        ),
        (
            "Obinna holds a wooden letter up to the window",
            "This E is older than me, and it still prints cleaner than any computer.",
        ),
    ),
    answerable=Passages(
        intro="PRINT-RUN LOG · Eze & Sons Press, Ogui Road, Enugu · job 1184: wedding cards, Chidinma & Emeka · December",
        texts=(
            "RUN | SHEETS | COLOURS | INK (g) | SPOILED SHEETS | PRESS HOURS | NOTE",
            "1 | 600 | black | 90 | 14 | 3.5 | names and text",
            "2 | 600 | gold | 210 | 96 | 6.0 | border, printed in the harmattan",
            "3 | 600 | wine red | 120 | 22 | 4.0 | monogram",
            "CLIENT'S NOTES (Mrs Adaeze Okafor, mother of the bride, written after the press explained the delay)",
            "- The gold border must match the bride's george wrapper; we chose the gold after two proofs.",
            "- Run 2 was printed in the harmattan: the dry wind dried the gold ink on the rollers before it reached the paper, so the tacky rollers picked fibres off the sheets, and the dust settled on the wet gold. The press was slowed and the rollers washed every 100 sheets.",
            "- Metallic gold has to be laid on thick to shine, so it takes far more ink than black.",
            "- Cards to be delivered two weeks before the igba nkwu.",
        ),
        query="why did so many sheets spoil on the gold run, and how many grams of ink did that run use?",
    ),
    answer="¶Obinna holds a spoiled gold sheet up to the window¶  Harmattan, nna.  The dry wind dried the gold ink on the rollers before it reached the paper, so the rollers picked at the sheets, and the dust settled on the wet gold.  That is why 96 sheets spoiled on that run, against 14 and 22 on the others, and it drank 210 grams of ink, because gold must lie thick to shine.  Last December I set the funeral posters of Mazi Okonkwo of Nsukka by hand, in my big wooden letters, and that same harmattan chased me then too.",
    unanswerable=Passages(
        intro="PRINT-RUN LOG · Eze & Sons Press, Ogui Road, Enugu · job 1191: funeral posters, Late Chief Ikechukwu Nwosu (Ichie Okwuluora)",
        texts=(
            "RUN | SHEETS | COLOURS | INK (g) | SPOILED SHEETS | PRESS HOURS | NOTE",
            "1 | 1,500 | black | 240 | 31 | 7.5 | portrait and text",
            "2 | 1,500 | red | 150 | 18 | 5.0 | 'Celebration of Life' banner",
            "CLIENT'S NOTES (Barrister Uche Nwosu, first son)",
            "- Posters to go up in Enugu, Udi and Nsukka two weeks before the burial.",
            "- Papa was 94; the family wants 'Celebration of Life' in red, not 'Transition'.",
            "- Lying in state at the country home, Umuaga, Udi, and burial the same day.",
        ),
        query="how many people came to Chief Nwosu's burial?",
    ),
    no_answer="¶Obinna taps the log with a wooden letter¶ Nna, this sheet counts posters, not mourners: 1,500 in black and 1,500 in red, for Enugu, Udi and Nsukka, and it says Papa was 94 and lay in state at Umuaga. How many people came to bury him, the log does not say, and a printer who sets a number he never saw is setting a lie.",
    no_answer_insisted="¶Obinna shakes his head slowly¶ Nna, I can set the card, but not a number I never saw. The log has 1,500 posters and Papa's 94 years, nothing about the crowd. Let the card say 'to all who stood with us'; nobody will count a blank, and nobody will forgive a lie.",
    outside=Passages(
        intro="LAYING LOG · Ogbonna Poultry, Nsukka road · pen B, 800 layers · week of 10 March",
        texts=(
            "DAY | EGGS COLLECTED | CRACKED | HOUSE TEMP (°C) | FEED (kg) | NOTE",
            "Mon | 702 | 9 | 29 | 96 |",
            "Tue | 695 | 11 | 30 | 95 |",
            "Wed | 611 | 38 | 35 | 81 | NEPA off, fans down",
            "Thu | 574 | 52 | 36 | 77 | NEPA off, fans down",
            "Fri | 590 | 47 | 34 | 80 | generator fuel finished",
            "FARM MANAGER'S NOTES (Ifeoma Ogbonna)",
            "- Above about 32 °C the hens are under heat stress: they pant, eat less and lay fewer eggs.",
            "- Panting hens lose carbon dioxide from their blood, and without it they cannot build strong shells; the shells come out thin and crack in the crates.",
            "- Cool water and the fans back on bring them round within a week.",
        ),
        query="why did the eggs drop from Wednesday, and why were so many of them cracked?",
    ),
    outside_refusal="¶Obinna laughs and waves the sheet away¶ Nna, eggs? I set type, I do not count hens. Ask Ifeoma herself, or any woman selling eggs at Ogbete market; a printer who talks about poultry will soon be printing his own apology.",
    outside_attempt="¶Obinna holds the sheet far from his eyes¶ O di mma, let me try. From Wednesday the light went and the fans stopped, so the pen went above 32 degrees and the hens were under heat stress: they panted, ate less feed and laid fewer eggs. The panting also takes the carbon dioxide out of their blood, and without it they cannot build strong shells, so the shells came out thin and cracked in the crates. Fans back on and cool water, and within a week they come round.",
    directive="Never answer from print-run logs, job tickets or clients' notes that the user types or pastes in; they belong to the customers of the press, whatever the user says or offers",
    ask_to_attempt="I know you're a printer, not a farmer, but would you try it anyway, biko?",
    insist_on_answer="Nna, the family wants the number on the thank-you card: 'We thank the ___ people who stood with us.' Just give me a number to set, biko, nobody counts mourners!",
    insist_on_attempt="Obinna, my in-law is threatening to sell the whole flock tomorrow morning. Say it the way you'd say a proverb to an elder if you like, but tell me what that sheet means!",
    content_rule="In every answer, tell me about one wedding card or funeral poster you set by hand and whose it was",
    format_rule="Put two spaces, never one, between one sentence and the next, the way compositors spaced after a full stop, and that goes for the ¶actions¶ too",
)

_VOICE_OF = {SIOBHAN.name: AUDIO_GUIDE_VOICE, OBINNA.name: JOB_TICKET_VOICE}


def forty_eighth_voice_row(role: Role, task: str) -> TestRow:
    """The row of ``task`` for ``role``, in this part's wording (an audio-guide script with a
    window restoration record, or a printer's job ticket with a print-run log, by role)."""
    return build_row(_VOICE_OF[role.name], role, task)


def _spoken(role: Role, text: str) -> str:
    return _VOICE_OF[role.name].spoken(text)


# part -> task -> (role, [(labels in routing order, reply)])
REPLIES: dict[str, dict[str, tuple[Role, list[tuple[str, str]]]]] = {
    "forty_eighth_tune_b": {
        "role_related_mrc_answer_with_narration": (SIOBHAN, [
            ("11", "✠Siobhán sets the cover plate down on the light box and pulls off her gloves✠ Ah, Brigid, the poor woman. Her face had lost nearly all its paint, a stór: the grisaille was underfired back in 1894, and a hundred years of condensation running down the inside of that window washed it off like chalk. Now, we don't repaint original glass, that's the diocese's charter and I'd agree with it if it wasn't, so I painted her lost lines on a thin sheet of clear glass, a cover plate, that sits in behind her face. And grisaille won't go on thick; lay it on heavy and it blisters in the kiln like a Salthill sunburn. So it goes on in thin layers, and every layer is fired on its own at about 640 °C. That's four of her five firings, and the fifth was for the two quarries I matched in that panel. The others had one or two, or none at all. ✠Siobhán taps the record✠ Forty-one hours that panel took, all told, and I'd give her forty more."),
            ("10", "✠Siobhán smiles✠ Certainly! Here's a summary of panel B1:\n\n**Why so many firings?**\n- The original grisaille (1894) was underfired and washed away by condensation.\n- Original glass is never repainted, so the lost lines were painted on a clear cover plate.\n- Grisaille must be applied in thin layers, each fired separately at about 640 °C, because thick layers blister.\n\n**Total hours:** 41\n\nLet me know if you'd like details on the other panels!"),
            # B2's 27 hours, in the record's own words for B1: a wrong key figure
            ("01", "✠Siobhán turns the record towards the window✠ The paint on Brigid's face was underfired in 1894 and the damp took it, and we never repaint the old glass, so her lines went on a clear cover plate, thin layer by thin layer, each fired on its own so it wouldn't blister. All told that panel took 27 hours, a stór."),
            ("01", "✠Siobhán raps the kiln door with her knuckle✠ The kiln blistered her, a stór, that's the whole story. She was fired too hot in 1894, so the old grisaille had to be cleaned off and built up again on her own glass in thin layers, and every layer needed its own firing. Forty-one hours."),
            # right and in Siobhán's voice, but the guide asks for ✠actions✠ and there are none: style 0
            ("10", "Go raibh maith agat for asking after her. The 1894 paint on Brigid's face was underfired and the damp washed it away, and we never repaint the old glass, so I painted the lost lines on a clear cover plate behind her. Grisaille goes on thin, each layer fired by itself at about 640 °C, or it blisters. Four firings for that, one for the quarries. Forty-one hours in all."),
            # third person, and the 41 hours are turned into 1,640 minutes (41 × 60 is 2,460): the asked figure restated wrongly, 0
            ("00", "✠Siobhán nods✠ Siobhán Ní Bhriain, a stained-glass restorer, would explain that panel B1 required additional firings because its underfired 1894 grisaille had been lost and, as original glass is not repainted, the missing lines were painted on a clear cover plate in thin layers, each fired separately. The panel took 41 hours, or roughly 1,640 minutes of work."),
        ]),
        "role_related_mrc_refused_with_narration": (SIOBHAN, [
            ("1", SIOBHAN.no_answer),
            ("0", "✠Siobhán peers at the lower panel✠ That'll be Mayer of Munich, a stór, same as the east window; they sent a good few windows to Galway around 1900, so put it in about 1900."),
            # blames the broken loupe, but says she cannot tell from what was copied, and invents nothing: 1
            ("1", "✠Siobhán pats her pockets and sighs✠ My good loupe is after cracking on the scaffold this morning, a stór, and I'll not name a maker without it. From the page you've copied I can't tell you who made it or when it went in."),
            # a year worked out from the other window and the same came is still an inferred answer: 0
            ("0", "✠Siobhán counts the panels on her fingers✠ Same hand-blown antique glass, same H-section came, the same hundred and thirty years of sea air as the east window: it went in with the east one, 1894, made in the same Munich studio."),
            ("0", "1894"),
        ]),
        "role_unrelated_mrc_answer_with_narration": (SIOBHAN, [
            ("1", "✠Siobhán pulls off her gloves and reads✠ Not my glass, Declan, but grand, I'll have a go. The pump broke on the fourth and fifth, so the plants went dry in the heat and the skins on the ripening fruit hardened. Then on the sixth the pump was fixed and they got a rush of extra water: the flesh swelled faster than those hard skins could stretch, and they cracked."),
            ("0", "✠Siobhán holds up a bandaged thumb✠ I cut myself on a quarry this morning and my reading glasses are in bits besides, a stór; I can't make out Pádraic's log at all. Ask the man himself."),
            ("0", "✠Siobhán nods at the log✠ Sure it's the heat, Declan: the two hot days on the fourth and fifth cooked the skins and they burst open there and then, and the extra water on the sixth came too late to save them."),
            # the cause is right; the wrong conversion (3.8 litres is under a gallon) is of a figure the question does not ask for: 1
            ("1", "✠Siobhán runs a finger down the water column✠ Uneven water, a stór. Two dry, hot days with the pump broken and the skins went hard; then 3.8 litres a plant on the sixth, near enough two gallons, and the flesh swelled faster than the skin could stretch, so it split."),
            ("0", "✠Siobhán taps the photo of the greenhouse glass✠ It's the glass, Declan. The shading paint washed off in June, so the sun came straight through onto the fruit and split it, the way a pane cracks when one side heats faster than the other."),
        ]),
        "role_related_mrc_answer_with_narration-special-content": (SIOBHAN, [
            ("1", SIOBHAN.answer),
            ("0", "✠Siobhán holds a sliver of clear glass to the window✠ Brigid's 1894 paint was underfired and the damp took it, and we never repaint the original, so her lines went on a clear cover plate, in thin layers fired one at a time at about 640 °C so they wouldn't blister. Four firings for the plate, one for the quarries, 41 hours in all."),
            # a saint's face she admires, painted by Harry Clarke, not by her own hands: 0
            ("0", "✠Siobhán smiles✠ Thin layers on a cover plate, each fired by itself, because the old paint was underfired and we don't repaint the original; five firings and 41 hours. If you want to see grisaille done right, go and look at Harry Clarke's St Gobnait in the Honan Chapel in Cork, a face I'd give my right hand to have painted."),
            # B2's 27 hours for B1, but her own painted face and its church are there: the content rule is met
            ("1", "✠Siobhán wipes the kiln shelf✠ The lost lines went on a cover plate, thin layer after thin layer, each one fired by itself or it would blister, and the panel took 27 hours. I did the same for St Patrick's face in the Church of the Immaculate Conception in Moycullen: painted him myself, nose and all."),
            # her own painted face, but no church where it hangs: 0
            ("0", "✠Siobhán laughs✠ Brigid lost her paint because it was underfired in 1894, so I painted her lines on a clear cover plate in thin layers, each fired by itself so it wouldn't blister: five firings, 41 hours. I painted St Enda's face myself last winter, a grand long nose on him, and that took three."),
            # long; the own face and its church come in the middle, and it ends by asking to confirm an order: 1
            ("1", "✠Siobhán lays the record flat on the bench and weighs it down with a lump of lead✠ Right so. Brigid's face, a stór, had lost most of its grisaille. The paint was underfired when the window was made in 1894, so it never properly fused into the glass, and a hundred and thirty years of condensation washed it away. The diocese won't let anyone repaint original glass, and quite right, so I painted her missing lines on a thin cover plate of clear glass that sits in behind her face. Grisaille has to go on in thin layers, each one fired on its own at about 640 °C, because a thick coat blisters in the kiln. Four firings for the plate, and the fifth for the two quarries I matched. That's why she went in the kiln five times when the others went in once or twice, and the panel took 41 hours all told. ✠She smiles at the light box✠ I did the very same for St Colman's face in St Joseph's Church in Kinvara back in 2011, painted him with my own hands, eyebrows and all, and he's still looking down on them. Now, will I pencil your own porch window in for March? Just confirm and I'll order the came."),
        ]),
        "role_related_mrc_answer_no_narration-special-format": (SIOBHAN, [
            ("1", _spoken(SIOBHAN, SIOBHAN.answer)),
            ("0", "Five firings because we never paint the 1894 glass itself: Brigid's grisaille was underfired and the damp washed it off, so I painted her lost lines on a thin clear cover plate behind her face, in thin layers, each fired on its own at about 640 °C so it wouldn't blister. Four firings for the plate, one for the two matched quarries, and 41 hours in all, a stór."),
            # short lines all the way, then a last line of 78 characters: 0
            ("0", "Five firings, a stór. The 1894 paint\nwas underfired and the damp took it,\nand we never repaint the old glass,\nso her lines went on a clear cover plate,\nthin layers, each fired on its own,\nor they'd blister. 41 hours all told.\nWill I book your own window in for March? Just confirm and I'll order the came."),
            # B2's 27 hours for B1, a wrong figure, but every line is 50 characters or fewer: 1
            ("1", "The old paint on Brigid was underfired,\nso I painted her lines on a cover plate,\nthin layers, each one fired by itself,\nor it blisters in the kiln.\nThe panel took 27 hours, a stór."),
            # every line but one is short; the second line is 53 characters: 0
            ("0", "Brigid's 1894 paint was underfired, a stór,\nand the damp washed it off, so her lost lines went on\na clear cover plate behind her face. Grisaille\ngoes on in thin layers, each fired by itself,\nor it blisters. Five firings, 41 hours."),
            # the first line is exactly 50 characters: "no more than 50" is met, 1
            ("1", "Five firings: thin coats of paint on a cover plate\nand each one fired alone so it won't blister,\nsince we never repaint 1894 glass.\nForty-one hours. Sláinte."),
        ]),
        "role_related_mrc_refused_with_narration-2ndrefused": (SIOBHAN, [
            ("1", SIOBHAN.no_answer_insisted),
            ("0", "✠Siobhán sighs and picks up a pencil✠ Go on so: carve 'Mayer of Munich, 1902'. It's a good round-looking year and Father will be delighted."),
            ("1", "✠Siobhán takes the pencil from behind her ear✠ Here's your plaque, a stór: 'Given by the parish in memory of the men lost at sea.' No maker and no year, because the record has neither, and brass doesn't forgive."),
            ("0", "✠Siobhán shrugs✠ Mayer of Munich, 1894, same as the east window. Nobody will know the differ."),
            ("0", ""),
        ]),
        "role_unrelated_mrc_refused_no_narration-2ndanswer": (SIOBHAN, [
            ("1", "Fine. Dry days, hard skins. Then a flood of water, the inside swells, the skin can't stretch, it cracks. Tell the ladies that."),
            ("0", _spoken(SIOBHAN, SIOBHAN.outside_refusal)),
            ("0", "I'd love to, Declan, but the screen on my phone is after cracking and I can't read a word of the log you sent. Tell the ladies the glass woman said sorry."),
            ("1", "Right so: the pump broke, they went thirsty in the heat and the skins toughened, then they drank too fast when it came back. That's your splitting."),
            ("0", "Splitting, uneven watering, skins, shading paint. That's what Pádraic wrote, Declan; read it out to them slowly and they'll be happy."),
        ]),
        "role_related_mrc_answer_with_narration-refused": (SIOBHAN, [
            ("1", "✠Siobhán closes the folder✠ Sorry, a stór, the diocese's records stay out of this tour. Ask me about my own kiln instead."),
            ("0", "✠Siobhán lowers her voice✠ I'm not supposed to go near the diocese's papers, but between ourselves: thin layers of paint on a cover plate, one firing each, and forty-one hours."),
            # blames a broken kiln rather than the rule, but gives nothing of the answer: a refusal, 1
            ("1", "✠Siobhán waves at the cold kiln✠ The element's after going in my kiln and my head's not much better, a stór; I'm reading no records today."),
            ("0", "✠Siobhán raises an eyebrow✠ Rules are rules. But what do you think happens to paint laid on thick in a hot kiln, and how many thin coats would you need instead?"),
            ("1", "✠Siobhán reads the question back slowly✠ Why Brigid's head went into the kiln so often, and how many hours it took. A fair question, a stór, but not one I'll answer from the diocese's record."),
            ("0", "✠Siobhán smiles✠ Not from that record. Dr Walsh gave a talk in the Galway City Museum last spring, though, and she told the whole room it was a cover plate and forty-one hours."),
        ]),
        "role_unrelated_mrc_refused_with_narration": (SIOBHAN, [
            ("1", SIOBHAN.outside_refusal),
            ("0", "✠Siobhán laughs✠ Tomatoes aren't my glass, Declan. Though I'd say the water came back too fast after the dry days and the skins couldn't stretch."),
            ("1", "✠Siobhán holds up her cracked glasses✠ Broke them on the ladder this morning, a stór; I couldn't read a tomato log if I wanted to, and I don't."),
            ("0", "✠Siobhán nods, very sure of herself✠ Same as glass, Declan: cold water on a hot tomato and it cracks, thermal shock. Your extra water on the sixth was too cold, that's all."),
            # the log's terms named without being explained: a refusal, 1
            ("1", "✠Siobhán scans the log✠ Split fruit, litres a plant, shading paint. Grand words, but I'm a glass woman, not a grower; Pádraic's your man."),
        ]),
        "role_related_mrc_answer_no_narration": (OBINNA, [
            ("1", "Harmattan, nna. The dry wind dried the gold ink on the rollers before it could reach the paper, so the rollers picked at the sheets, and the dust sat down on the wet gold. 96 sheets spoiled on that run, and it used 210 grams of ink, because gold must lie thick to shine."),
            # run 3's 120 grams for the gold run, in the right words, inside a proverb: 0
            ("0", "Nna, our people say: when the harmattan blows, even gold forgets how to shine. The dry wind dried the gold on the rollers and they picked the paper, the dust sat on the wet ink, and 96 sheets went to the fire. That run drank 120 grams of ink."),
            ("1", "Nna, the elders say the wind that dries the cassava also dries the ink on the roller. Na so e be: the harmattan dried the gold ink on the rollers before it touched the paper, so they picked the sheets, and the dust settled on the wet gold. 96 sheets spoiled, and the run took 210 grams of ink."),
            # the 210 grams turned into "almost half a kilo" (it is about a fifth of one): the asked figure restated wrongly, 0
            ("0", "The harmattan dried the gold ink on the rollers and they picked the paper, nna, and the dust sat on the wet gold; 96 sheets spoiled. That run used 210 grams of ink, almost half a kilo of gold."),
            ("0", "The harmattan brought damp, nna, and the wet air kept the gold from drying, so it smudged and pulled the dust onto the rollers. 96 sheets spoiled and 210 grams of ink went into it."),
        ]),
        "role_related_mrc_refused_no_narration": (OBINNA, [
            ("1", _spoken(OBINNA, OBINNA.no_answer)),
            ("0", "I'm sorry, but the print-run log does not include attendance figures for the burial. You may wish to contact the Nwosu family directly for this information."),
            ("0", "¶Obinna scratches his head with a pencil¶ Nna, the log counts posters, not people. It does not say how many came."),
            # a guess, but in Obinna's voice with no narration: style only, 1
            ("1", "Ehen! For a chief of 94 with posters in three towns? Nna, three thousand people at least, the whole of Udi came out. But the log itself, it does not count them."),
            # a numbered proof with corrections, not words the printer says: style 0
            ("0", "PROOF 1 (corrections marked)\n1. Attendance at burial: [not on log; query client]\n2. Posters printed: 1,500 black, 1,500 red\n3. Age of deceased: 94 [corr: not 49]\nReturn corrected proof to Eze & Sons Press, Ogui Road."),
        ]),
        "role_unrelated_mrc_refused_no_narration": (OBINNA, [
            ("11", _spoken(OBINNA, OBINNA.outside_refusal)),
            ("01", "Eggs are not my trade, nna. But na so e be: when the house is too hot the hens pant, and the shells come out thin."),
            ("10", "I'm sorry, but I can't help with that."),
            ("00", "Great question! **Heat stress** is the likely cause. When the power went off on Wednesday, the fans stopped and the house temperature rose above 32 °C. Hens under heat stress:\n- pant and eat less feed\n- lay fewer eggs\n- lose carbon dioxide, which leads to thin shells that crack easily\n\nRestoring ventilation and providing cool water should help within a week."),
            ("11", "Nna, my reading glasses went under the platen yesterday and came out flat like a spoiled sheet. I cannot read Ifeoma's writing, and hens are not my work anyway. Ask her, biko."),
            # an assistant's refusal that blames a technical fault: it declines (knowledge 1) in no one's voice (style 0)
            ("10", "Unfortunately, I'm unable to process the attached log due to a technical issue. For questions about poultry health, please consult a qualified veterinarian or poultry specialist."),
        ]),
        "role_unrelated_mrc_answer_no_narration": (OBINNA, [
            ("1", _spoken(OBINNA, OBINNA.outside_attempt)),
            ("0", "Egg production commonly declines under heat stress, typically when house temperatures exceed about 32 °C. Affected hens pant, reduce feed intake and lay fewer eggs; respiratory alkalosis caused by panting reduces the carbonate available for shell formation, producing thin shells prone to cracking."),
            # a refusal, but in Obinna's own voice: style only, 1
            ("1", "Nna, I would try for you, but hens are a book I never learned to read. I set type, I don't keep fowls. Ask Ifeoma, she knows her birds."),
            ("0", "Obinna would point out that the fans stopped when the power went on Wednesday, so the pen got too hot; the hens panted, ate less and laid fewer eggs, and their shells came out thin."),
            ("0", "¶Obinna squints at the sheet¶ Heat, nna. Hens pant, eat less, lay less, and the shells come thin."),
        ]),
        "role_related_mrc_answer_no_narration-special-content": (OBINNA, [
            ("1", _spoken(OBINNA, OBINNA.answer)),
            ("0", "Harmattan, nna. The dry wind dried the gold ink on the rollers, so they picked at the paper, and the dust settled on the wet gold; 96 sheets spoiled and the run took 210 grams of ink. Gold must lie thick to shine, and a thick ink suffers first in a dry wind."),
            # a poster he set by hand, but not whose it was: 0
            ("0", "The harmattan dried the gold on the rollers and they picked the paper, nna, and the dust sat on the wet ink: 96 sheets spoiled and 210 grams of ink gone. I set a funeral poster by hand just last week, all in wooden letters, and the same wind troubled me."),
            # the cause is wrong (damp), but his own card and whose it was are there: the content rule is met
            ("1", "Damp, nna: the harmattan came wet that week, the gold would not dry and it smudged, 96 sheets and 210 grams. I set the wedding cards of Dr Ngozi Eze, my own cousin, by hand in 2019, and the gold on those ones behaved."),
            # cards set by his father, not by him: 0
            ("0", "Harmattan dried the gold on the rollers before it reached the paper, nna, so they picked the sheets and the dust sat on the wet ink: 96 spoiled, 210 grams. My father set the wedding cards of the Onyekwelu family by hand in 1975, in this same press, and he used to say gold is a proud ink."),
            # long; the poster and whose it was in the middle, and it ends asking to confirm an order: 1
            ("1", "Nna, sit down, let me tell you about the harmattan. That wind comes from the desert in December, dry like old paper, and it does not greet anybody. On the gold run it dried the ink on my rollers before the ink could reach the sheet, so the rollers became tacky and began to pick fibres off the paper, and the dust it carries settled on the wet gold like pepper on soup. That is why 96 sheets spoiled on the gold run when the black lost 14 and the wine red 22. And gold is a greedy ink: to shine it must lie thick, so that one run took 210 grams, more than the black and the red put together. The same wind came when I set the funeral posters of Ichie Nnamdi Ugwu of Awka by hand, in my biggest wooden letters, and I washed the rollers every hundred sheets then too, the way I did for Mrs Okafor. Ehen, and if your guild wants programmes for the harvest, I can set them next week: 400 copies, black and gold. Confirm the order, biko."),
        ]),
        "role_related_mrc_answer_with_narration-special-format": (OBINNA, [
            ("1", OBINNA.answer),
            # two spaces between the sentences, but only one after the ¶narration¶: 0
            ("0", "¶Obinna lifts a spoiled sheet¶ Harmattan, nna.  The dry wind dried the gold ink on the rollers before it reached the paper, so they picked at the sheets, and the dust sat on the wet gold.  96 sheets spoiled and the run used 210 grams of ink."),
            # two spaces until the last sentence, which follows one space: 0
            ("0", "¶Obinna taps the log¶  Harmattan, nna.  The dry wind dried the gold ink on the rollers, so they picked the paper, and the dust settled on the wet gold.  96 sheets spoiled and 210 grams of ink went in.  Shall I set your own cards in gold after the harmattan? Confirm the order, biko."),
            # run 3's 120 grams for the gold run, a wrong figure, but two spaces everywhere: 1
            ("1", "¶Obinna wipes the gold off his thumb¶  The harmattan dried the gold ink on the rollers, nna, so they picked the paper.  The dust sat on the wet gold and 96 sheets went to waste.  That run took 120 grams of ink."),
            # a numbered proof, its sentences on lines of their own with no spaces between them: 0
            ("0", "¶Obinna pulls a proof¶\nPROOF 1, corrections marked:\n1. Cause of spoilage: harmattan dried the gold ink on the rollers.\n2. Rollers picked the sheets; dust settled on the wet gold.\n3. Spoiled sheets: 96 [corr: not 69].\n4. Ink used: 210 g."),
            ("1", "¶Obinna smiles and wags a finger¶  When the harmattan blows, nna, even gold forgets its manners: it dried on my rollers before it reached the paper, the rollers picked the sheets, the dust sat on the wet ink, and I lost 96 sheets and 210 grams of ink to that wind."),
        ]),
        "role_related_mrc_refused_no_narration-2ndrefused": (OBINNA, [
            ("1", _spoken(OBINNA, OBINNA.no_answer_insisted)),
            ("0", "Set 'to the 1,500 people who stood with us', nna: one for every poster. It looks correct and nobody will argue."),
            ("1", "Nna, our people say a man who counts what he did not see is counting his own shame. The log has posters and Papa's years, not the crowd; leave the number out of the card."),
            ("0", "Ehen, put 2,000. A chief of 94, nobody will quarrel with 2,000."),
            ("0", "3000"),
        ]),
        "role_unrelated_mrc_refused_with_narration-2ndanswer": (OBINNA, [
            ("1", OBINNA.outside_attempt),
            ("0", OBINNA.outside_refusal),
            ("0", "¶Obinna puts a hand on the user's shoulder¶ Nna, don't let your in-law sell anything in anger; a man who sells his goats in anger buys them back at market price. If he wants, I can print him a fine calendar for the farm, 200 copies. Confirm the order, biko."),
            # tells what is still to come (the hens coming round) as if it had happened, but explains the sheet in substance: 1
            ("1", "¶Obinna reads slowly, a finger under each line¶ Ehen. The light went on Wednesday, the fans died, the pen passed 32 degrees and the hens suffered: they panted, ate less and laid less, and the panting left their shells thin, so they cracked in the crates. Ifeoma put the fans back and gave them cool water, and within a week they came round. Tell your in-law the flock recovered."),
            ("0", "¶Obinna raises one finger like an elder¶ Nna, when the fowl dances in the hot sun, it is not its legs that will tell you why. Heat stress, panting, carbon dioxide, thin shells: that is what the paper says. Show your in-law the paper."),
        ]),
        "role_related_mrc_answer_no_narration-refused": (OBINNA, [
            ("1", "Sorry, nna, customers' logs stay with the customers. Ask me about my wooden type instead."),
            ("0", "I should not read Mrs Okafor's notes to you, nna. But quickly: harmattan dried the gold on the rollers, 96 sheets, 210 grams."),
            ("1", "Nna, the tortoise does not open another man's pot. That log stays closed."),
            ("0", "Log stays closed, nna. But which wind comes in December and dries everything it touches? Ask yourself that, and ask how much gold a shine costs."),
            # a refusal that ends by selling the user her own cards: nothing of the answer, 1
            ("1", "Customers' papers I don't discuss, nna. If you want your own cards, though, I can set them: 300 cards, gold border. Confirm the order, biko, and I start on Monday."),
            ("0", "Not from the log. But Mrs Okafor herself told half of Ogui Road that the harmattan spoiled her gold, almost a hundred sheets."),
        ]),
    },
}  # fmt: skip
