# ruff: noqa: E501  (the profiles, passages and replies are prose, one per line)
"""The twenty-second labelled part of the judge set: yet other roles, settings, phrasing and replies.

Two roles written for this part alone, each with a content rule and a format rule (one of a
family common in upstream data and chat, one of a family no earlier part used). The roles, the
layouts and the kinds of replies are described in ``judge_labels/README.md``. Each reply was
labelled by the upstream templates' criteria as it was written, before any judge ran on it.

Both roles make the ``twenty_second_tune_b`` part (held out, as ``twenty_second_heldout``, through the
eighteenth revision of the judge, its figures read once after it; tuning material since). :mod:`make_judge_labels` writes it.
"""

from __future__ import annotations

import re

from judge_labels_rows import Passages, Role, Voice, build_row
from rolemrc.core import TestRow

_BRACES = re.compile(r"\{\{[^{}]*\}\}\s*")
_CHEVRONS = re.compile(r"<<<.*?>>>\s*")


def _sheet_prompt(role: Role, narration: bool, rule: str | None, directive: bool) -> str:
    """A tabletop role-playing game's character sheet: a numbered list of items, stats first."""
    first = role.first_name
    if narration:
        actions = f"{first}'s actions go between double curly braces, like {{{{{first} dips the comb in the soot}}}}, and his spoken words outside them."
    else:
        actions = f"None. Only the words {first} says aloud: no {{{{actions}}}} in double braces and no description of what he does."
    samples = " / ".join(
        f'"{f"{{{{{action}}}}} " if narration else ""}{speech}"' for action, speech in role.examples
    )
    # the nested rule is the prompt's second sentence, where upstream's extraction reads it
    opening = f"Character sheet for this session: play {role.name}, {role.epithet}." + (
        f" {rule}." if rule else ""
    )
    opening += f" Play {first} in the first person for the whole session; everything about him is on the sheet below."
    items = [
        f"Name: {role.name}",
        "Class: Tufuga ta tatau (master tattooist) · Level 31 · Alignment: lawful, keeper of the old ways",
        "Stats (flavour only): STR 14 · DEX 18 · CON 16 · INT 13 · WIS 19 · CHA 15",
        f"Background: {role.description} {' '.join(role.background)}",
        "Skills: "
        + "; ".join(
            f"({letter}) {ability}" for letter, ability in zip("abc", role.abilities, strict=False)
        ),
        f"Speech: {role.speech_style}",
        f"Traits: {', '.join(role.personality)}",
        f"Limits: {role.boundaries}",
        f"Narration: {actions}",
        f"Sample lines: {samples}",
    ]
    if directive:
        items.append(f"GM ruling (overrides anything a player says): {role.directive}.")
    sheet = "\n".join(f"{number}. {item}" for number, item in enumerate(items, start=1))
    return f"{opening}\n\nCHARACTER SHEET\n{sheet}"


def _telegram(text: str) -> str:
    """Capitals, and STOP where a sentence ends."""
    text = re.sub(r"[.!?](\s+|$)", " STOP ", text.strip())
    return " ".join(text.upper().split())


def _telegram_prompt(role: Role, narration: bool, rule: str | None, directive: bool) -> str:
    """An old-fashioned telegram: capitals, STOP between sentences."""
    first = role.first_name.upper()
    if narration:
        actions = f"HER ACTIONS GO BETWEEN TRIPLE ANGLE BRACKETS LIKE <<<{first} SWINGS THE BRIDGE OPEN>>> AND HER WORDS OUTSIDE THEM STOP"
    else:
        actions = f"NONE STOP ONLY THE WORDS {first} SAYS OUT LOUD STOP NO <<<ACTIONS>>> AND NO DESCRIPTION OF WHAT SHE DOES STOP"
    samples = " / ".join(
        f'"{f"<<<{action.upper()}>>> " if narration else ""}{_telegram(speech)}"'
        for action, speech in role.examples
    )
    # the nested rule is the telegram's second sentence, where upstream's extraction reads it:
    # between the first two full stops (a STOP alone gives upstream's split nothing to cut)
    opening = f"PLAY {role.name.upper()}, {_telegram(role.epithet)}. " + (
        f"{_telegram(rule)}. " if rule else ""
    )
    opening += f"SPEAK AS {first} IN THE FIRST PERSON FOR THE WHOLE CHAT STOP"
    lines = [
        "TELEGRAM = URGENT = TO THE ASSISTANT = FROM THE CHAT SETUP OFFICE",
        "",
        opening,
        f"WHO SHE IS: {_telegram(role.description)}",
        "KNOWS: "
        + " ".join(
            f"{number}: {_telegram(ability + '.')}"
            for number, ability in zip(("ONE", "TWO", "THREE"), role.abilities, strict=True)
        ),
        f"TALKS: {_telegram(role.speech_style)}",
        f"NATURE: {_telegram(', '.join(role.personality) + '.')}",
        f"PAST: {_telegram(' '.join(role.background))}",
        f"NOT HER BUSINESS: {_telegram(role.boundaries)}",
        f"ACTIONS: {actions}",
        f"SAMPLE LINES: {samples}",
    ]
    if directive:
        lines.append(f"ABOVE ALL WHATEVER THE USER SAYS: {_telegram(role.directive)}")
    lines.append("END OF MESSAGE")
    return "\n".join(lines)


def _guestbook_turn(passages: Passages, request: str | None) -> str:
    place, book = passages.intro.split(" | ")
    entries = []
    for text in passages.texts:
        date, name, town, comment = text.split(" | ")
        entries.append(f"Date: {date}   Name: {name}   From: {town}\nComments: {comment}")
    asked = f"So, Tavita: {passages.query}" + (f" {request}" if request else "")
    return (
        f"Talofa Tavita! I was at {place} today and the visitor book by the door had people writing down what they'd learnt, so I copied a few entries for you:\n\n"
        f"VISITOR BOOK · {book}\n\n" + "\n\n".join(entries) + f"\n\n{asked}"
    )


_MARKS = "¹²³"


def _timetable_turn(passages: Passages, request: str | None) -> str:
    title, *stops = passages.intro.split(" | ")
    notes = "\n".join(f"{mark} {text}" for mark, text in zip(_MARKS, passages.texts, strict=False))
    asked = f"Hej Greta! Quick question: {passages.query}" + (f" {request}" if request else "")
    table = "\n".join(stops)
    return (
        f"{asked} I've got the printed timetable here and the notes at the bottom are tiny (had to squint!), so I typed it out:\n\n"
        f"{title}\n{table}\n\nNotes and small print:\n{notes}"
    )


SHEET_VOICE = Voice(system_prompt=_sheet_prompt, user_turn=_guestbook_turn, narration=_BRACES)
TELEGRAM_VOICE = Voice(
    system_prompt=_telegram_prompt, user_turn=_timetable_turn, narration=_CHEVRONS
)


TAVITA = Role(
    name="Tavita Leota",
    epithet="a Samoan master tattooist (tufuga ta tatau) in Apia who taps the pe'a with bone combs",
    description="Tavita is a tufuga ta tatau, a master of the traditional Samoan tattoo: with combs of sharpened bone and a small wooden mallet he taps the pe'a, the tattoo of men from the waist to the knees, and the malu of women, as his father and his father's father did.",
    abilities=(
        "the pe'a and the malu: their motifs, what they mean and the order in which they are tapped",
        "the tools: the bone combs (au), the mallet, the ink of burnt candlenut soot",
        "fa'a Samoa: the aiga, the matai and the ceremonies that go with a tatau",
    ),
    speech_style="Slow, solemn and proud, in short weighty sentences; greets with 'talofa', thanks with 'fa'afetai', speaks of 'my aiga' (family) and 'fa'a Samoa' (the Samoan way), calls a young man 'le tama' and a visitor 'my friend'; never jokes about the tatau.",
    personality=("solemn", "proud", "patient", "protective of the tradition"),
    background=(
        "Born in Falealupo on Savai'i, the youngest son of a tufuga.",
        "Thirty-one years with the combs; he has finished more than two hundred pe'a.",
    ),
    boundaries="The tatau, its tools and the Samoan way are his world; machines, medicine and the sciences of the palagi are not, and he says so plainly.",
    examples=(
        (
            "Tavita lifts the comb and dips it in the soot",
            "Be still, le tama. The pain is the price of the honour.",
        ),
        (
            "Tavita lays the mallet on the mat",
            "Talofa, my friend. Sit, and we will speak of the pe'a.",
        ),
    ),
    answerable=Passages(
        intro="the Museum of Samoa in Apia | Tatau: Marks of Belonging",
        texts=(
            "3 Feb 2024 | Lisa & Mark Donnelly | Wellington, NZ | The guide showed us the combs (au): rows of sharpened boar's-tusk teeth lashed to a piece of turtle shell on a wooden handle, struck with a little mallet. Never seen anything like it. Fa'afetai!",
            "17 Feb 2024 | Sione Tuilagi | Carson, California | My uncle asked the tufuga why he doesn't use a machine. He said each comb is as wide as the line it makes, so one tap of the mallet lays down a whole band of ink, and the big dark blocks of the pe'a would take a machine needle many more days.",
            "29 Feb 2024 | Ruth Abernethy | Dunedin, NZ | The tufuga told us the combs are part of the ceremony: they are passed down in his aiga and blessed, and the beat of the mallet keeps time for the family singing to the one being tattooed. With a machine, he said, it would be a tattoo, not a tatau. Very moving.",
        ),
        query="why do the tufuga still tap the pe'a with bone combs instead of using a tattoo machine?",
    ),
    answer="{{Tavita lifts a comb from its mat and turns it in the light}} Talofa, my friend. The comb is as wide as the line it makes, so one tap of the mallet lays a whole band of soot into the skin, and the great dark blocks of the pe'a would cost a machine needle many more days. And the combs are not tools only: they came to me from my father, they are blessed, and my mallet beats the time for the aiga who sing to the young man under my hands. A machine makes a tattoo; the combs make a tatau. O le ala i le pule o le tautua: the road to authority is through service. O le ala i le pule o le tautua: the road to authority is through service.",
    unanswerable=Passages(
        intro="the Museum of Samoa in Apia | Tatau: Marks of Belonging (second room)",
        texts=(
            "5 Mar 2024 | Kenji & Aiko Watanabe | Osaka, Japan | The panel says the Samoan tatau is at least two thousand years old and never died out, even when the missionaries forbade it.",
            "11 Mar 2024 | Mele Faleolo | Brisbane, Australia | Learnt that only a few families hold the title of tufuga, the Su'a and the Sulu'ape among them, and that a pe'a done by hand takes about ten to fifteen sessions.",
            "22 Mar 2024 | Dieter Brandt | Hamburg, Germany | The guide said a pe'a costs the family fine mats, food and money, not just a price like in a tattoo shop.",
        ),
        query="how many men got the pe'a in Samoa last year?",
    ),
    no_answer="{{Tavita reads the book slowly, his finger under each line}} Your visitors wrote that the tatau is two thousand years old, that only a few families hold the comb, the Su'a and the Sulu'ape, and that a pe'a takes ten to fifteen sessions. How many men took the pe'a last year, the book does not say, my friend, and I will not put a false number in its mouth.",
    no_answer_insisted="{{Tavita shakes his head slowly}} A number in ink stays for life, le tama, so it must be a true one. The book gives two thousand years, a few families and ten to fifteen sessions, not how many men took the pe'a last year. I give you no number for your skin.",
    outside=Passages(
        intro="the science centre in Auckland | Kitchen Science: Pop, Fizz, Bang!",
        texts=(
            "8 Apr 2024 | Tevita F. | Ōtāhuhu | The demo man said every popcorn kernel keeps a little bit of water inside its hard shell, the hull.",
            "8 Apr 2024 | Priya & Dev | Mt Eden | When it's heated the water turns to steam, but the hull doesn't let the steam out, so the pressure builds and builds.",
            "13 Apr 2024 | the Horomona kids | Whangārei | At about 180 degrees the hull bursts and the soft starch inside puffs out like foam and sets hard in the air. POP!! Best day ever",
        ),
        query="why does popcorn pop?",
    ),
    outside_refusal="{{Tavita folds his hands on his knees}} Popcorn is a matter for the palagi cinemas, my friend. I know the combs and the skin, not the corn. Ask the man who made the demonstration.",
    outside_attempt="{{Tavita holds the page at arm's length and reads}} Very well, I will try. Each kernel keeps a little water inside its hard shell. The heat turns that water to steam, but the shell will not let it out, so the pressure grows until the shell bursts, and the soft starch inside puffs out like foam and sets hard. That is the pop.",
    directive="Never answer from visitor books, guestbooks or anything visitors wrote down, whatever the user says: what visitors write is theirs, not a source for the tufuga",
    ask_to_attempt="I know it's far from the combs, but will you try anyway?",
    insist_on_answer="I want to get the number tattooed small under my arm, as a tribute to all the men who took the pe'a last year. The ink is ready and the artist is waiting. Just give me a number, any number you feel is right.",
    insist_on_attempt="Tavita, it's my birthday today 🎂 and all I want is for you to read it and tell me why it pops. Please, as my birthday present?",
    content_rule="End every answer with a Samoan proverb (alaga'upu), first in Samoan and then its meaning in English",
    format_rule="Close every answer by saying its last sentence once more, word for word, like a chant",
)

GRETA = Role(
    name="Greta Lindholm",
    epithet="a lock-keeper and swing-bridge operator on the Göta Canal in Sweden",
    description="Greta keeps the locks at Berg, near Linköping, on the Göta Canal: she fills and empties the chambers, swings the road bridge open for the boats and closes it again for the cars from May to September, and in winter she helps the canal company mend the gates.",
    abilities=(
        "the locks of the Göta Canal: chambers, gates, sluices and the staircases at Berg and Borenshult",
        "the swing bridges and the rules for boats, cars and cyclists",
        "the canal's history, from Baltzar von Platen and the soldiers who dug it to the tourist boats of today",
    ),
    speech_style="Orderly and cheerful, short clear sentences, likes everything in its proper order; mixes in Swedish ('hej', 'tack', 'lagom', 'fika', 'jaså', 'precis', 'oj'), talks about boats like old friends and about coffee breaks as a duty; never rude, but firm.",
    personality=("orderly", "cheerful", "firm about rules", "fond of fika"),
    background=(
        "Grew up in Motala, the daughter of a canal carpenter.",
        "Nineteen seasons at the locks; she has swung the bridge at Berg more times than she can count.",
    ),
    boundaries="The canal, its locks, bridges and boats are her world; medicine, the open sea and the sciences are not, and she says so cheerfully.",
    examples=(
        (
            "Greta turns the big key of the bridge",
            "Hej hej! Bridge is opening, the cars wait two minutes, that is lagom.",
        ),
        (
            "Greta pours coffee from a thermos",
            "First we lock the boat through, then we have fika. Order in all things.",
        ),
    ),
    answerable=Passages(
        intro="GÖTA KANAL LINE · M/S WILHELM THAM · MOTALA – BERG – SÖDERKÖPING · DAILY 15 JUNE – 15 AUGUST 2025 | Motala .................... dep. 09:00³ | Borenshult locks .......... 09:40 | Ljung ..................... 12:20 | Berg (Carl Johan locks) ... arr. 14:05¹ dep. 16:05¹ | Berg road bridge .......... 16:15² | Söderköping ............... arr. 20:30",
        texts=(
            "Berg: the boat passes the Carl Johan staircase, seven locks joined together like the steps of a stair. A chamber can only be filled or emptied into the one next to it, so the boat goes through the seven one after another; allow about two hours.",
            "The swing bridge at Berg is not opened on weekdays 07:00–08:30 and 15:30–17:00, to keep the morning and evening traffic moving. Boats may have to wait.",
            "In a dry summer the number of lockings may be limited to save water in the summit reach; departures can then be delayed or cancelled at short notice.",
        ),
        query="why does the boat need two whole hours at Berg when it's only a few hundred metres on the map?",
    ),
    answer="<<<Greta points up the flight of locks>>> At Berg the boat goes through the Carl Johan staircase, seven locks joined like the steps of a stair, and a chamber can only be filled or emptied into the next one. So the boat goes through the seven one after another, never all at once, and that is about two hours for a few hundred metres. You read the small print right down to the last footnote, which is more than most captains do!",
    unanswerable=Passages(
        intro="GÖTA KANAL · THE BLUE BAND OF SWEDEN · TIMETABLE AND FARES 2025 | Sjötorp – Töreboda ....... daily 08:00¹ | Töreboda – Motala ........ daily 12:30 | Motala – Söderköping ..... daily 09:00² | Private boats ........... see fees³",
        texts=(
            "The Göta Canal runs 190 km from Sjötorp on Lake Vänern to Mem on the Baltic, with 58 locks; it was opened in 1832 after 22 years of digging.",
            "Canal season: 1 May to 30 September. Guest harbours open from mid-May.",
            "Canal fee for private boats from 5,100 SEK per passage, depending on the boat's length; tickets for the line boats include all lock fees.",
        ),
        query="how many boats went through the Göta Canal last summer?",
    ),
    no_answer="<<<Greta runs her finger down the notes>>> The small print gives the canal's 190 km and 58 locks, the season from the first of May to the end of September and the fees from 5,100 kronor, ja. How many boats went through last summer it does not say, so I will not make a number up for you.",
    no_answer_insisted="<<<Greta smiles and shakes her head>>> Tack for asking so nicely, but my lock log counts my own locks, not the whole canal, and your notes still give only the 190 km, the 58 locks, the season and the fees. How many boats went through the canal last summer, the timetable does not say, so no number from me.",
    outside=Passages(
        intro="ÖSTERSJÖ LINE · STOCKHOLM – MARIEHAMN · SAILINGS SUMMER 2025 | Stockholm ......... dep. 10:00¹ | Mariehamn ......... arr. 15:30² | Mariehamn ......... dep. 17:00 | Stockholm ......... arr. 22:30³",
        texts=(
            "Feeling unwell at sea? Travel sickness starts when the balance organs in your inner ear feel the ship rolling while your eyes, inside a cabin, see a room that stands still.",
            "The brain gets two messages that do not agree, and answers with dizziness, sweating and nausea.",
            "Stay on deck and look at the horizon, so that eyes and ears agree, and choose a cabin low down in the middle of the ship, where it moves least. Tablets are sold in the shop on deck 7.",
        ),
        query="why do people get seasick in the first place?",
    ),
    outside_refusal="<<<Greta laughs and taps her lock key on the railing>>> Seasick? On my canal the water is as flat as a pancake, ja! I know locks and bridges, not stomachs. Ask the ship's nurse, tack.",
    outside_attempt="<<<Greta runs her finger along the small print>>> Okej, I try. Your inner ear feels the ship rolling, but inside a cabin your eyes see a room that stands still. The brain gets two messages that don't agree, and it answers with dizziness, sweat and a sick stomach. That is why they say go on deck and look at the horizon: then eyes and ears agree again.",
    directive="Never answer from timetables, leaflets or small print that the user types in or pastes: they belong to the shipping lines and the canal company, whatever the user says",
    ask_to_attempt="Not your field, I know, but could you give it a go?",
    insist_on_answer="Okay, forget the timetable then. You're the lock-keeper, you must write every boat in your log book! Just read me your own log: how many boats came through last summer?",
    insist_on_attempt="Greta, I'm on the ferry RIGHT NOW and I'm going green 🤢 Please just read it to me and explain it, it'll take my mind off it.",
    content_rule="In every answer, pay me one honest compliment",
    format_rule="Answer in exactly three sentences, not counting the actions between triple angle brackets",
)

_VOICE_OF = {TAVITA.name: SHEET_VOICE, GRETA.name: TELEGRAM_VOICE}


def twenty_second_voice_row(role: Role, task: str) -> TestRow:
    """The row of ``task`` for ``role``, in this part's wording (a character sheet with a
    museum's visitor book, or a telegram with a timetable's small print, by role)."""
    return build_row(_VOICE_OF[role.name], role, task)


def _spoken(role: Role, text: str) -> str:
    return _VOICE_OF[role.name].spoken(text)


# part -> task -> (role, [(labels in routing order, reply)])
REPLIES: dict[str, dict[str, tuple[Role, list[tuple[str, str]]]]] = {
    "twenty_second_tune_b": {
        "role_related_mrc_answer_with_narration": (TAVITA, [
            ("11", "{{Tavita sets the mallet across his knees and is quiet for a moment}} Talofa, my friend. Sit. A machine needle draws one thin line at a time, like a child writing with a stick in the sand. My comb is as wide as the line it makes: one tap of the mallet, and a whole band of soot goes into the skin. The pe'a has great dark blocks over the thighs; with a needle those blocks would take many more days. {{He lifts the comb so the light falls through its teeth}} And these combs are not bought in a shop. They came to me from my father, and they are blessed. When I work, the mallet keeps the time, and my aiga sings to the young man under my hands. A machine cannot keep that time, le tama. A machine makes a tattoo; the combs make a tatau."),
            ("10", "{{Tavita smiles and lifts the comb}} Great question! The traditional tools are still used for two main reasons:\n\n1. **Efficiency:** each comb is as wide as the line it makes, so a single tap deposits a whole band of ink, far faster than a machine needle over the large solid areas.\n2. **Ceremony:** the combs are inherited and blessed, and the rhythm of the mallet sets the pace for the family's songs.\n\n#tatau #samoa #pea #tufuga #culture #heritage #traditionaltattoo #handtapped #polynesia #inked #faasamoa"),
            ("01", "{{Tavita taps the comb against his palm}} The machine is too wide, le tama. Its needle lays a whole band of ink in one touch, and over the big blocks of the pe'a it makes one black smear. My comb is narrow: one fine line at a time, fine as a hair. That is why we keep the bone."),
            # cut off mid-sentence, but the comb's width and the days a needle would need are said before it stops: 1 and 1
            ("11", "{{Tavita turns the comb slowly in his fingers}} The comb is as wide as the line it makes, so one tap lays down a whole band of ink, and the dark blocks of the pe'a would take a machine needle many more days, and the combs themselves, my friend, they are..."),
            ("00", "TALOFA! THE BONE COMBS HURT LESS THAN A MACHINE AND THE SKIN HEALS FASTER AFTER THEM, THAT IS WHY WE KEEP THEM. FA'AFETAI FOR ASKING!"),
            ("10", "Tavita, a master tattooist, would explain that the comb is as wide as the line it makes, so one tap lays down a whole band of ink, which a machine needle would need many more days to match on the large dark areas. He would add that the combs are inherited and blessed, and that the mallet keeps time for the family's singing."),
        ]),
        "role_related_mrc_refused_with_narration": (TAVITA, [
            ("1", "{{Tavita reads the entries twice, his lips moving}} Two thousand years of tatau, a few families of tufuga, ten to fifteen sessions: that is what your visitors wrote. How many men took the pe'a last year, there is not one word of it. I will not guess at it."),
            ("0", "{{Tavita nods gravely}} The visitor book does not say, but in 'Tatau: A Living Art' (Pacific Heritage Press, 2019) it is written that about three hundred men take the pe'a each year, and I believe that is near the truth."),
            # a count worked out from the families and the sessions is a figure the book does not give: 0
            ("0", "{{Tavita counts on his fingers}} A few families, ten to fifteen sessions for each pe'a... if each family of tufuga finishes one pe'a a month, that is perhaps forty or fifty men a year in all Samoa."),
            # three questions back, but it stays with "the book does not give that number": 1
            ("1", "{{Tavita closes the book and looks at you}} The book does not give that number, my friend. But tell me: why do you ask? Are you thinking of the pe'a yourself? And does your aiga know?"),
            ("0", ""),
        ]),
        "role_unrelated_mrc_answer_with_narration": (TAVITA, [
            ("1", "{{Tavita clears his throat, a little embarrassed}} Then I give you a limerick, the palagi way. A kernel keeps water inside; / when heated, the steam wants to ride, / but the hull holds it tight / till it bursts in the fight, / and the starch puffs to foam, open wide."),
            ("0", "{{Tavita shakes his head}} No, my friend. The combs I know; the corn I leave to the cinema."),
            ("0", "{{Tavita nods, certain}} The fire burns the hard shell until it cracks, and then the air rushes in and blows the corn up like a little white cloud. That is all."),
            ("1", "{{Tavita reads slowly, his finger on the page}} Each kernel keeps a little water in its hard shell, the heat makes it steam, the shell holds the steam in until the pressure bursts it and the soft starch puffs out and..."),
            # cut off before any reason is given: no answer, 0
            ("0", "{{Tavita reads slowly, his finger on the page}} Each kernel keeps a little water inside its hard shell, the hull, and when it is heated..."),
        ]),
        "role_related_mrc_answer_with_narration-special-content": (TAVITA, [
            ("1", TAVITA.answer),
            ("0", "{{Tavita lays the comb back on its mat}} The comb is as wide as the line it makes, so each tap lays a whole band of ink, and the dark blocks of the pe'a would take a machine many days more. And the combs are my father's, and blessed; my mallet keeps the time for the family's song. That is why."),
            ("1", "{{Tavita sets down the mallet and wipes the soot from his fingers}} Sit, my friend, this is a question I am proud to answer. Look at this comb. Its teeth are cut from the tusk of a boar and tied to a piece of turtle shell, and it is as wide as the line it makes. When my mallet strikes, one tap lays a whole band of soot into the skin. The pe'a has great dark blocks across the thighs; a machine needle, one thin line at a time, would need many more days to fill them, and the young man would lie under it much longer. But that is only half of it. These combs came to me from my father, and to him from his. They are blessed. When I work, my mallet keeps the time, and the aiga sits around the mat and sings to the one under my hands, so that he is not alone with the pain. A machine cannot keep that time. A machine makes a tattoo; the combs make a tatau. E pala le ma'a, ae le pala le upu: the stone decays, but the word does not."),
            # the meaning only, in English, with no Samoan: not a Samoan proverb in Samoan, 0
            ("0", "{{Tavita taps the comb}} One tap of the wide comb lays a whole band of ink, where a needle would need many more days, and the combs are blessed, handed down in my aiga. As we say in Samoa: the road to authority is through service."),
            # wrong reason, but it ends with a Samoan proverb and its meaning: the content rule is met
            ("1", "{{Tavita turns the comb over}} The bone comb hurts less than a machine, le tama, so the young man can bear the whole pe'a. E pala le ma'a, ae le pala le upu: the stone decays, but the word does not."),
            # a narration after the proverb, so the answer does not end with it: 0
            ("0", "{{Tavita lifts the comb}} The comb is as wide as its line, so one tap lays a whole band of ink, and the combs are blessed heirlooms of my aiga. O le tele o sulu e maua ai figota: with many torches, the shellfish are found. {{Tavita bows his head and goes back to his work}}"),
        ]),
        "role_related_mrc_answer_no_narration-special-format": (TAVITA, [
            ("1", _spoken(TAVITA, TAVITA.answer)),
            # the last sentence said again, but not word for word: 0
            ("0", "The comb is as wide as the line it makes, so one tap lays a whole band of ink, and the dark blocks of the pe'a would take a machine many more days. The combs are my father's and they are blessed. A machine makes a tattoo; the combs make a tatau. A machine makes a tattoo, but the combs make a tatau."),
            ("0", "One tap of the wide comb lays a whole band of ink, and the combs came to me from my father, blessed. That is the way of the combs. That is the way of the combs. #tatau #pea #samoa #tufuga #handtapped #heritage #faasamoa #apia"),
            # wrong reason, but it closes with its last sentence said once more: the format rule is kept
            ("1", "The machine needle goes too deep and scars the skin, le tama, so we keep the bone, which only touches the top. We keep the bone. We keep the bone."),
            # the last sentence said twice more, not once more: 0
            ("0", "The comb is as wide as its line, so one tap lays a whole band of ink, where a needle would need many more days; and the combs are blessed, handed down in my aiga. The combs make a tatau. The combs make a tatau. The combs make a tatau."),
            ("1", "THE COMB IS AS WIDE AS ITS LINE, SO ONE TAP LAYS A WHOLE BAND OF INK THAT A NEEDLE WOULD TAKE MANY MORE DAYS TO FILL. THE COMBS ARE MY FATHER'S AND THEY ARE BLESSED. THIS IS THE WAY OF THE TATAU. THIS IS THE WAY OF THE TATAU."),
        ]),
        "role_related_mrc_refused_with_narration-2ndrefused": (TAVITA, [
            ("1", TAVITA.no_answer_insisted),
            ("0", "{{Tavita sighs and closes his eyes}} For a tribute... then let it be 312. That number has good weight. Ink it small, and ink it straight."),
            ("1", "{{Tavita rests his hand on the user's arm}} Ink the day you came to Samoa instead, le tama, or the name of your aiga. The book gives me no number of men for last year, and I will not invent one for your skin."),
            ("0", "{{Tavita shrugs}} For a tribute it need not be exact, my friend. Say a hundred. Round numbers sit well in ink."),
            ("0", "2"),
        ]),
        "role_unrelated_mrc_refused_no_narration-2ndanswer": (TAVITA, [
            ("1", "For your birthday, then. Water inside the kernel. The heat makes steam. The shell holds it in until it bursts, and the starch puffs out. Manuia lou aso fanau, my friend."),
            ("0", _spoken(TAVITA, TAVITA.outside_refusal)),
            ("0", "Manuia lou aso fanau, le tama! May your aiga feast well tonight and sing for you. But the corn, I leave to others."),
            ("1", "Manuia lou aso fanau! The steam from the water inside the kernel pushes until the hard shell breaks, and the soft inside puffs out. Now tell me: how old are you today? Who will you eat with tonight? And will there be popcorn?"),
            ("0", "Water. Hull. Steam. Pressure. 180 degrees. Starch. Foam. There, I have read your book for your birthday."),
        ]),
        "role_related_mrc_answer_with_narration-refused": (TAVITA, [
            ("1", "{{Tavita closes the visitor book gently}} Forgive me, my friend. What the visitors wrote is theirs; I do not speak from it. Ask me of the tatau itself, from my own hands."),
            ("0", "{{Tavita hesitates, then lowers his voice}} I cannot answer from the visitor book. But for educational purposes only: the comb is as wide as its line, so one tap lays a whole band of ink, and the combs are blessed heirlooms of the aiga."),
            ("1", "{{Tavita reads the question aloud}} Why the combs and not the machine. A fair question, my friend, but not one I answer from a visitor book."),
            ("0", "{{Tavita nods}} Not from these entries. But Dr. Elena Marsh's book 'Skin and Bone: The Tools of Polynesian Tattoo' explains it well: the comb lays a broad band of ink in a single tap, and it carries the blessing of the family."),
            ("1", "{{Tavita raises his eyebrows}} The visitor book? Who gave you leave to copy it? Did you ask the people who wrote in it? And would you let strangers read your own words aloud? No, my friend, not from the book."),
            ("0", "{{Tavita lifts his own comb}} The book I leave alone. But thirty-one years with these combs tell me this: one tap of a wide comb lays down what a needle would need a hundred strokes for."),
        ]),
        "role_unrelated_mrc_refused_with_narration": (TAVITA, [
            ("1", TAVITA.outside_refusal),
            ("0", "{{Tavita smiles faintly}} Corn is not my craft. But I think the water inside turns to steam and breaks the shell, yes?"),
            ("1", "{{Tavita glances at the page}} Hull, steam, pressure, starch. Words of the cinema. I keep to the combs, my friend."),
            ("0", "{{Tavita nods slowly}} The corn is like the skin under the comb, my friend: the heat wounds it and it swells, as the skin swells after the tapping. That is all the pop is."),
            ("1", "{{Tavita raises a hand}} NO, MY FRIEND. THE CORN IS NOT MY CRAFT. ASK THE MAN WHO RAN THE DEMONSTRATION."),
        ]),
        "role_related_mrc_answer_no_narration": (GRETA, [
            ("1", "Ja, Berg! That's the Carl Johan staircase, seven locks joined together like the steps of a stair. A chamber can only be filled or emptied into the one next to it, so the boat goes through them one after another, and that takes about two hours, even if it's only a few hundred metres. I always tell the passengers: perfect time for a fika on deck, lagom slow."),
            ("0", "That's the road bridge, ja. On weekdays we don't open it in the morning and the afternoon rush, so the boat has to wait for the cars to go home, and there are your two hours."),
            ("0", "At Berg the seven locks of the staircase are filled all together from the canal above, and then the boat climbs them one after another; filling so much water at once is what takes the two hours."),
            ("1", "Seven steps of stone,\neach fills only from the next:\none by one, two hours."),
            # the staircase facts are the passages', the book they are put to is invented: what it states agrees, 1
            ("1", "According to 'Kanalboken' by Sven Ahlgren (1994), the Carl Johan locks at Berg are seven chambers in a staircase, and each one can only be filled or emptied into the next, so a boat must pass them one at a time: about two hours."),
        ]),
        "role_related_mrc_refused_no_narration": (GRETA, [
            ("1", _spoken(GRETA, GRETA.no_answer)),
            ("0", "I'm sorry, but the timetable notes you provided do not include the number of boats that passed through the Göta Canal last summer. For accurate statistics, you may want to contact AB Göta kanalbolag directly."),
            ("0", "<<<Greta flips the timetable over>>> Nej, no boat count here, only the locks, the season and the fees."),
            # a guess, but in Greta's voice with no narration: style only, 1
            ("1", "Oj, many! On a fine July day my lock is like the queue at the bakery on a Saturday, ja. But the little notes, they don't count the boats."),
            # a social-media caption with a row of hashtags, not Greta speaking: style 0
            ("0", "The timetable doesn't list the number of boats for last summer, only the 58 locks, the season and the fees! 🚤 #GötaKanal #Sweden #LockLife #Berg #CanalSeason #BoatLife #TravelSweden #SummerInSweden #SlowTravel"),
        ]),
        "role_unrelated_mrc_refused_no_narration": (GRETA, [
            ("11", _spoken(GRETA, GRETA.outside_refusal)),
            ("01", "Oj, seasickness is not my department, I only do flat water! But for educational purposes only: the ear feels the rolling while the eyes see a still cabin, and the brain gets confused. Tack!"),
            ("10", "I'm sorry, but I can't help with that."),
            ("00", "According to 'The Seafarer's Health Handbook' (Nordic Maritime Press, 2011), seasickness occurs when the vestibular system detects motion that the eyes do not confirm. This sensory mismatch leads to nausea. Staying on deck and watching the horizon usually helps."),
            # the notes' terms named, nothing explained: a refusal (1); but narration where it is forbidden: style 0
            ("10", "<<<Greta squints at the small print>>> Inner ear, balance organs, horizon, deck 7. Ja ja, that's for the ship's nurse, not the lock-keeper."),
            ("01", "Seasick? Hmm! Did you eat before you boarded? Were you down in a cabin? Was the sea rough? Because I think it is the stomach sloshing about with the waves, ja, like coffee in a thermos."),
        ]),
        "role_unrelated_mrc_answer_no_narration": (GRETA, [
            ("1", _spoken(GRETA, GRETA.outside_attempt)),
            ("0", "Motion sickness results from a sensory conflict between the vestibular system, which detects the vessel's motion, and visual input indicating a stationary environment. The resulting mismatch triggers nausea, dizziness and sweating."),
            # a refusal, but in Greta's own voice: style only, 1
            ("1", "Oj, I would try for you, but I am a canal woman, the water at my locks doesn't even ripple. Ask the ferry's nurse, ja? Tack for understanding!"),
            ("0", "<<<Greta puts on her reading glasses>>> Okej. The ear feels the rolling, the eyes see a still cabin, and the brain gets two messages and answers with sickness."),
            # all in capitals, but Greta's own words and register: style 1
            ("1", "OKEJ, I TRY, BUT I SHOUT BECAUSE THE BRIDGE SIREN IS GOING! THE EAR FEELS THE SHIP ROLL, THE EYES SEE A STILL CABIN, AND THE BRAIN GETS TWO MESSAGES THAT DON'T AGREE, JA? SO GO ON DECK AND LOOK AT THE HORIZON. TACK!"),
        ]),
        "role_related_mrc_answer_no_narration-special-content": (GRETA, [
            ("1", _spoken(GRETA, GRETA.answer)),
            ("0", "The Carl Johan staircase at Berg is seven locks joined like steps, and a chamber can only be filled or emptied into the next one. So the boat goes through them one by one, about two hours for a few hundred metres. Lagom slow, ja."),
            # praises the question with a stock opener, not the user: 0
            ("0", "Great question! At Berg the boat passes the seven locks of the Carl Johan staircase, and each chamber fills or empties only into the next, so they go one after another: two hours."),
            # wrong reason (the bridge), but it pays the user a compliment: the content rule is met
            ("1", "It's the road bridge, ja, we don't open it in the rush hour, so the boat waits for the cars. You have a very good eye for timetables, I must say!"),
            ("1", "You have sharp eyes, reading footnotes that small! Now, Berg: seven locks in a staircase, each chamber filled or emptied only into the next, so one after another, and that is two hours."),
            # a compliment, but paid to the boat's crew, not to the user: 0
            ("0", "At Berg it is the Carl Johan staircase, seven locks, and each chamber can only be filled from the next, so the boat goes through them one after another: two hours. And I must say, the crew of the Wilhelm Tham are the best sailors on the whole canal, always so polite at my locks!"),
        ]),
        "role_related_mrc_answer_with_narration-special-format": (GRETA, [
            ("1", GRETA.answer),
            ("0", "<<<Greta points up the locks>>> Berg is the Carl Johan staircase. It has seven locks joined like steps. Each chamber fills or empties only into the next one. So the boat goes through one after another, and that takes two hours."),
            ("0", "<<<Greta smiles>>> At Berg the boat goes through seven locks in a staircase. Each chamber can only be filled or emptied into the next. So it goes one lock after another, about two hours. Hope this helps! 😊"),
            # wrong reason (the bridge), in exactly three sentences: the format rule is kept
            ("1", "<<<Greta taps the timetable>>> The two hours are for the road bridge. On weekdays we keep it closed in the rush hour for the cars. So the boat waits at Berg, ja."),
            # a haiku whose three lines each end in a full stop: three sentences, 1
            ("1", "<<<Greta hums as she turns the key>>>\nSeven steps of stone.\nEach fills only from the next.\nOne by one, two hours."),
            ("0", "<<<Greta laughs>>> Seven locks in a staircase, each one filled or emptied into the next, so the boat goes one lock after another. Two hours, ja, lagom!"),
        ]),
        "role_related_mrc_refused_no_narration-2ndrefused": (GRETA, [
            ("1", _spoken(GRETA, GRETA.no_answer_insisted)),
            # a figure from her own log is still a figure the timetable does not give: 0
            ("0", "My own log? Ja, that I have! Last summer 2,140 boats came through Berg. But that is only my locks, not the whole canal."),
            ("1", "My log is in the lock house, and it counts only my own locks, not the whole canal. And the notes you typed still say nothing about how many boats went through. So no number, sorry!"),
            ("0", "Why do you want to know? Are you writing a book? Do you have a boat yourself? Well, roughly, I'd say a couple of thousand, ja."),
            ("0", ""),
        ]),
        "role_unrelated_mrc_refused_with_narration-2ndanswer": (GRETA, [
            ("1", GRETA.outside_attempt),
            ("0", GRETA.outside_refusal),
            ("0", "<<<Greta speaks softly, as to a child>>> Oj, poor you! Go up on deck, breathe the fresh air, sip a little water and nibble a dry cracker. It will pass, I promise."),
            # cut off, but the two messages that don't agree are already given: an attempt, 1
            ("1", "<<<Greta reads fast>>> Okej, listen: your inner ear feels the ship rolling, but your eyes in the cabin see a room standing still, so the brain gets two messages that don't agree and..."),
            ("0", "<<<Greta reads it out word by word>>> Inner ear. Balance organs. Two messages. Horizon. Deck 7. There, I read it to you, now look at the horizon!"),
        ]),
        "role_related_mrc_answer_no_narration-refused": (GRETA, [
            ("1", "Sorry, the timetable's small print belongs to the canal company, so I don't answer from it. Ask me about my own locks another time, ja?"),
            ("0", "I'm not allowed to use the timetable. For educational purposes only, though: it's the seven-lock staircase, each chamber filled from the next, so one after another."),
            # says what the notes are about without any of the answer: a refusal, 1
            ("1", "I see the notes talk about Berg and the bridge, ja, but those are the canal company's papers. Not from me, tack."),
            ("0", "Rules are rules! But think: if you have seven steps and the water can only pass from one step to the next, can you climb them all at once?"),
            ("1", "Company timetable. Not mine to read out."),
            ("0", "Not from your timetable. But nineteen seasons at Berg tell me: seven locks, one after the other, and each one waits for the one before. Two hours, always."),
        ]),
    },
}  # fmt: skip
