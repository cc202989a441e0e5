from __future__ import annotations

import re

import pytest

from rolemrc.rules._verifiers import (
    NarrationSpan,
    PhraseList,
    find_attempt,
    find_narration,
    find_refusal,
    has_narration,
    is_refusal,
    strip_narration,
)

# The speech examples of the RoleMRC example profile (Evan Brightcode).
PROFILE_SPEECH_EXAMPLES = [
    "(Evan sits at his desk, his fingers dancing over the keyboard) Let's dive into React today.",
    "(With a smile, Evan pulls up a design mockup) For this interface, we need simplicity.",
    "(Evan looks intently at the screen as he runs a page speed test) We need to cache.",
    "(Evan opens various browsers to test the site) It's essential we check every browser.",
    "(Evan leans back, his tone encouraging) Don't worry if you don't get it right away.",
]

NARRATION = [
    "*smiles*",
    "*adjusts his glasses* Well, let me see.",
    "[sighs] Fine.",
    "[laughing]",
    "(laughs) That's a good one.",
    "(smiling warmly) Of course!",
    "(pauses for a moment) Hmm.",
    "(He grins) Sure thing.",
    "(she nods thoughtfully)",
    "(they exchange a glance)",
    "(Softly) It will be fine.",
    "(with a warm smile) Welcome!",
    "(in a hushed voice) Listen closely.",
    "(her eyes sparkling) I love that question!",
    "(After a pause, Evan continues) So, where were we?",
    "(Evan chuckled) Good point.",
    "(Maria stood up and walked to the whiteboard) Look here.",
    "(leaning forward) Here's the thing.",
    "(nodding) Exactly.",
    "[Evan tapped the table]",
    "*sigh* Not again.",
    "(He took a deep breath) Okay.",
]

NOT_NARRATION = [
    "Frameworks (e.g. React) help a lot.",
    "It was released (2019) with hooks.",
    "As explained (see above), caching matters.",
    "The interface (API) is stable.",
    "Use a bundler (like Webpack or Vite).",
    "Steps (points 1-3) come first.",
    "There are several kinds (types of hooks) to learn.",
    "Support is limited (only in Chrome).",
    "It is fast (about 30% faster).",
    "A *very* important point.",
    "See the docs [1] for details.",
    "This is **bold** text.",
    "Use a state manager (Redux, MobX).",
    "The team (Evan's favourite) shipped it.",
    "Call the function (optional).",
    "Browsers (Chrome, Firefox, Safari) differ.",
    "(i.e., the virtual DOM)",
    "Measure first (Lighthouse) then optimise.",
    "It is done (historically) in CSS.",
    "Emily (Emily) said so.",
    "[citation needed]",
    "[Click here](https://example.com) to read more.",
    "Use `a*b*c` carefully.",
    "A plain reply with no brackets at all.",
]


@pytest.mark.parametrize("reply", PROFILE_SPEECH_EXAMPLES + NARRATION)
def test_detects_narration(reply: str) -> None:
    assert has_narration(reply), reply


@pytest.mark.parametrize("reply", NOT_NARRATION)
def test_ignores_parentheticals_that_are_not_narration(reply: str) -> None:
    assert find_narration(reply) == [], reply


def test_narration_spans_are_located_in_reading_order() -> None:
    reply = "(Evan leans back) Sure [sighs], it works (see above). *grins*"
    assert find_narration(reply) == [
        NarrationSpan(0, 17, "(Evan leans back)", "paren"),
        NarrationSpan(23, 30, "[sighs]", "square"),
        NarrationSpan(54, 61, "*grins*", "asterisk"),
    ]


@pytest.mark.parametrize(
    ("reply", "spoken"),
    [
        (PROFILE_SPEECH_EXAMPLES[4], "Don't worry if you don't get it right away."),
        ("Hi! (smiles) How are you?", "Hi! How are you?"),
        ("(nods)\n\nFirst paragraph.\n\n*waves* Second.", "First paragraph.\n\nSecond."),
        ("Frameworks (e.g. React) help.", "Frameworks (e.g. React) help."),
        ("(With a grin, *winks*) Yes.", "Yes."),
        # a forum's tags of any name, and a dagger pair
        (
            "[geste]Hédi laughs[/geste] Same wool. [geste]He sighs[/geste] Hurry.",
            "Same wool. Hurry.",
        ),
        ("†Ilda taps the page‡ Not measured, Jonas.", "Not measured, Jonas."),
        # a markup role
        (":do:`Raewyn shrugs` Map doesn't say, Jess.", "Map doesn't say, Jess."),
    ],
)
def test_strip_narration_leaves_the_spoken_text(reply: str, spoken: str) -> None:
    assert strip_narration(reply) == spoken


REFUSALS = [
    "I'm sorry, but I can't answer that.",
    "I’m afraid I don't know much about blood platelets.",
    "Sorry, I cannot help with medical questions.",
    "I am unable to provide advice on server configuration.",
    "That's beyond my expertise as a front-end developer.",
    "Databases are outside my area of knowledge, I'm afraid.",
    "Honestly, that's not really my field.",
    "The passages don't contain an answer to that question.",
    "The provided information does not specify the dosage.",
    "No answer is present in the passages.",
    "There is no information about that in the text.",
    "This question cannot be answered from the given passages.",
    "I don't know.",
    "I do not have enough information to say.",
    "I'm not familiar with platelet counts.",
    "I'm not qualified to talk about nutrition.",
    "I must decline to answer that.",
    "That's not something I can speak to.",
    "(Evan shakes his head) I couldn't find that in the passages, sorry.",
    "I don't think I can answer that one.",
    "THAT IS BEYOND MY KNOWLEDGE RANGE.",
]

ANSWERS = [
    "A full stack developer works on both the front end and the back end.",
    "I can't wait to show you how React hooks work!",
    "I can't stress enough how important caching is.",
    "I can't help but smile when I see clean code.",
    "I can't tell you how excited I am about this.",
    "Don't worry if you don't get it right away.",
    "I know exactly what you mean: optimise the images.",
    "There's no doubt that performance matters.",
    "The passages contain three definitions; the best one is the second.",
    "I'm sorry for the delay! Here's the answer: use flexbox.",
    "I'm afraid you'll need to clear the cache first.",
    "I don't know about you, but I love TypeScript.",
    "Ah, that's outside the box thinking, and I like it.",
    "Although this is beyond my expertise, I'll give it a try: eat leafy greens.",
    "It's not within my expertise, but here's what I know: vitamin K helps clotting.",
    "",
]


@pytest.mark.parametrize("reply", REFUSALS)
def test_detects_refusals(reply: str) -> None:
    assert is_refusal(reply), reply


@pytest.mark.parametrize("reply", ANSWERS)
def test_answers_are_not_refusals(reply: str) -> None:
    assert not is_refusal(reply), (reply, find_refusal(reply))


def test_refusal_phrases_are_reported_in_reading_order() -> None:
    reply = "The passages do not mention it. I'm sorry, but I can't answer."
    assert find_refusal(reply) == [
        "passages do not mention",
        "I'm sorry, but I can't",
        "I can't answer",
    ]


def test_a_hedged_attempt_is_reported_as_an_attempt() -> None:
    reply = "That's beyond my expertise, but let me try: iron-rich foods."
    assert find_refusal(reply) == ["beyond my expertise"]
    assert find_attempt(reply) == ["let me try"]
    assert not is_refusal(reply)


@pytest.mark.parametrize(
    ("reply", "spoken"),
    [
        # curly braces and underscores set narration apart; a name and any verb of the
        # third person inside them is stage business
        ("{Giorgi thumps the clay lid} In the ground, genatsvale.", "In the ground, genatsvale."),
        ("_Ji-woo skims it_ Nectar, enzymes. Not my lane.", "Nectar, enzymes. Not my lane."),
        # between double colons or bars hugging their words
        ("::Céleste closes her eyes:: Because the sun is a thief.", "Because the sun is a thief."),
        ("|Dale pours two coffees| The spray freezes.", "The spray freezes."),
        # lenticular brackets, an action line of a chat app, and marks no pattern names that
        # open and close the span alike or as mirror images
        ("【Driss laughs】 Gross, yes, sahbi!", "Gross, yes, sahbi!"),
        ("/me sends a ☕ to the day crew\nsaludos from the dome", "saludos from the dome"),
        ("++Nils grins++ Hello there.", "Hello there."),
        ("⟨Mira shrugs⟩ No idea.", "No idea."),
        # the square brackets with a tick pair as mirror images and as the neighbours they look
        ("⦏ Issouf leans in the door ⦐ Nobody knows, Ghali.", "Nobody knows, Ghali."),
        ("⦏ Issouf leans in the door ⦎ Nobody knows, Ghali.", "Nobody knows, Ghali."),
        ("🎻 Lola tunes the A string 🎻 Listen.", "Listen."),
        ("a + b + c, see /me for more", "a + b + c, see /me for more"),
        # reversed guillemets and double semicolons
        ("»Bongani taps the log« Easy one, bra.", "Easy one, bra."),
        (";;Ingrid turns each card over;; Nei.", "Nei."),
        # low-high quotation marks around an action (not around speech), a link that goes
        # nowhere, and a script's own signs used as a pair
        ("„Ülle folds her arms“ Ei, Kaspar.", "Ei, Kaspar."),
        ("He said „nein“ and left.", "He said „nein“ and left."),
        ("[Tia Madá sighs](#) Ur mother is right.", "Ur mother is right."),
        ("See [the docs](http://x.org) now.", "See [the docs](http://x.org) now."),
        ("៙Sarath scratches his head៚ The calendar has no number.", "The calendar has no number."),
        # a forum's spoiler marks, a wiki's double apostrophes and a JSON field's value; a
        # comparison is none of them
        (">!Pet puts down her fan!< Sus, Dong! >!She laughs!<", "Sus, Dong!"),
        ("''Ina shrugs'' The map doesn't say, Aiko.", "The map doesn't say, Aiko."),
        ('{"doet": "Errol shakes his head"} Sorry, Demi.', "Sorry, Demi."),
        ("If x > 5 and y < 3, it's ''fine''.", "If x > 5 and y < 3, it's ''fine''."),
        # an action as a camel-cased hashtag (not a slogan), and sentences in another alphabet
        # beside speech in Latin letters (not a greeting of one word, nor a reply of one script)
        ("#UmmRakanPutsOnHerGlasses I'll try, habibi.", "I'll try, habibi."),
        ("#BlackLivesMatter, habibi.", "#BlackLivesMatter, habibi."),
        (
            "Раша лупа шаком о сто. The weddings paid the same, bre. Раша уздише. Leave it.",
            "The weddings paid the same, bre. Leave it.",
        ),
        ("Привет! Hello there, my friend.", "Привет! Hello there, my friend."),
        # a screenplay's action line in capitals beside speech in small letters; not a shout, nor
        # a reply all in capitals
        ("TOSHO PUTS ON HIS GLASSES. I'll try, sinko.", "I'll try, sinko."),
        ("STOP IT NOW. I said so.", "STOP IT NOW. I said so."),
        ("TOSHO SHRUGS. NOT ON YOUR PLAN.", "TOSHO SHRUGS. NOT ON YOUR PLAN."),
        ("Раша лупа шаком о сто.", "Раша лупа шаком о сто."),
        # a sticker's shortcode (not an emoji's), a footnote of stage business (not a source), a
        # row of emojis (not one emoji with its skin tone, nor one laughed three times), and a
        # sentence of another language about the role beside English (not a saying in it)
        (":nicha_slaps_the_table: Your tía is wrong, mija.", "Your tía is wrong, mija."),
        ("Good one :thumbs_up: mija.", "Good one :thumbs_up: mija."),
        (
            "Basketball?¹ Not my trade.\n\n¹ Dawa laughs and pushes the phone away.",
            "Basketball?¹ Not my trade.",
        ),
        (
            "Six of them.¹\n\n¹ Source: the 2020 census.",
            "Six of them.¹\n\n¹ Source: the 2020 census.",
        ),
        ("👵👓📱 Not the boat, poulli mou.", "Not the boat, poulli mou."),
        # words spelled out letter by letter, a name and its action, not a spelled shout
        (
            "G u l n i s a   a p a   s q u i n t s   a t   i t Your chart does not say.",
            "Your chart does not say.",
        ),
        # (spoken text has its runs of spaces collapsed)
        ("I said N O   W A Y to him.", "I said N O W A Y to him."),
        ("No 🙅🏾‍♀️ and 😂😂😂 to that.", "No 🙅🏾‍♀️ and 😂😂😂 to that."),
        ("Moussa hausse les épaules. Not on the tree, Rodrigue.", "Not on the tree, Rodrigue."),
        (
            "Claro como el agua. It is the clay, not the brass.",
            "Claro como el agua. It is the clay, not the brass.",
        ),
        ("Moussa salue Odile de la main.", "Moussa salue Odile de la main."),
        # a drawing's caption of stage business (not one of a chart), an action with a colon in
        # it between marks, an action after a mark turned down, and bold that is no mark
        ("Fig. 1: Hala folds the sheet.\nNu, Nasta.", "Nu, Nasta."),
        (
            "Fig. 2: sales by month.\nIt was the steam.",
            "Fig. 2: sales by month.\nIt was the steam.",
        ),
        ("🎞️Fay shouts to Javier: hold the line!🎞️ Not the price, nena.", "Not the price, nena."),
        ("✓ Answer: ☁Amaru ticks the box☁ the wind.", "✓ Answer: the wind."),
        ("**Why qvevri are buried:** the earth.", "**Why qvevri are buried:** the earth."),
        # ceiling brackets
        ("⌈Pera taps the fare chart⌉ Simple lang, anak.", "Simple lang, anak."),
        ("⸨Lars-Erik pats the reindeer⸩ Nej.", "Nej."),
        # any bracket Unicode pairs, listed nowhere: curly white, white tortoise shell, double
        # angle, heavy angle quotation
        ("⦃Mei-Ling peers at the slip⦄ Aiyah, simple one.", "Aiyah, simple one."),
        ("〘Oyuna pats the grey's neck〙 Za, he is ready.", "Za, he is ready."),
        ("❮Dorji strings the bow❯ Kuzuzangpo la.", "Kuzuzangpo la."),
        # the square brackets with a tick, which Unicode mirrors corner to corner
        ("⦍ Melina dries her hands ⦐ Statte a sentì.", "Statte a sentì."),
        # a pair before U+2000: Ogham's feather marks
        ("᚛Praskovya lays the kamus in fours᚜ Nu, nyu, look.", "Nu, nyu, look."),
        # mathematical signs Unicode mirrors side by side, used as brackets
        ("⊰Ċensu scratches his head⊱ Only the hull, ħanini.", "Only the hull, ħanini."),
        # two different symbols Unicode does not pair, opening the reply or used twice
        ("☙Aigul shrugs and pours tea❧ Nine days.", "Nine days."),
        ("☾Magnus folds his arms☽ Simple.", "Simple."),
        ("Aye. ☾Magnus nods☽ Simple. ☾He taps the line☽ Done.", "Aye. Simple. Done."),
        ("It costs 5 € Paolo pays the rest $ today.", "It costs 5 € Paolo pays the rest $ today."),
        # a name with an accented capital; a verb in the negative
        ("⟡Élodie props her rake against the shed⟡ Bon.", "Bon."),
        ("〚Ingrid doesn't look up from the radio〛 Wind.", "Wind."),
        # a mark that closes a different pair is no span
        ("⦃Mei-Ling peers at the slip〙 Aiyah.", "⦃Mei-Ling peers at the slip〙 Aiyah."),
        ("It is x ≤ 5 and y ≥ 3.", "It is x ≤ 5 and y ≥ 3."),
        # an action in HTML italics
        (
            "<i>Mwanaisha wipes her hands</i> Pole pole, it is the heat.",
            "Pole pole, it is the heat.",
        ),
        ("It is <i>really</i> the heat.", "It is <i>really</i> the heat."),
        # a name and a verb in the progressive form between marks
        ("^Sigrún is pointing at the wall^ The ice is old.", "The ice is old."),
        # a word glossed in brackets is no stage business
        (
            "Aki (honestly), maze, my head is spinning.",
            "Aki (honestly), maze, my head is spinning.",
        ),
        # a list's marks open lines, they close no span on the next one
        (
            "How:\n- Gatun Lake is higher.\n- It rises through the floor.\n- The ship floats.",
            "How:\n- Gatun Lake is higher.\n- It rises through the floor.\n- The ship floats.",
        ),
        # not a name and a verb: kept; nor a table's cells, a scope or an "or"
        ("| Dale pours | coffee |\n| Ana | tea |", "| Dale pours | coffee |\n| Ana | tea |"),
        ("Use std::vector or foo::bar.", "Use std::vector or foo::bar."),
        ("Either x || y holds.", "Either x || y holds."),
        ("Use {name} in the template.", "Use {name} in the template."),
        ("The file_name_here stays.", "The file_name_here stays."),
    ],
)
def test_narration_in_braces_and_underscores(reply: str, spoken: str) -> None:
    assert strip_narration(reply) == spoken


PHRASES = (
    r"\bask (?:the|a) \w+",  # read on the lowercased text
    r"\bnot my (?:\w+ )?\w+(?=[.!,;]|$)",
    r"(?:^|[.!?]\s+)ask (?-i:[A-Z])\w+",  # a capital of its own: read ignoring case
    r"\bI (?:see|know) what you(?:'re| are) asking\b",  # spells a capital: read ignoring case
    r"\W{2}\s*\w+",  # escapes spell no capital
)


@pytest.mark.parametrize(
    "text",
    [
        "ASK THE FARRIER. Not My Field!",
        "Ask Priya. ask priya. I SEE what you are asking.",
        # lowercasing the dotted capital I adds a character: every pattern ignores case then
        "İstanbul? Ask the ferryman, not my trade. Ask Ayşe.",
        "Çok güzel -- ÉCOUTE, not my affaire; ask a Notaire.",
    ],
)
def test_a_phrase_list_finds_what_its_patterns_find_ignoring_case(text: str) -> None:
    phrases = PhraseList(PHRASES)
    expected = [
        match.group(0)
        for pattern in PHRASES
        for match in re.compile(pattern, re.IGNORECASE).finditer(text)
    ]
    assert phrases.find(text) == expected
    assert expected  # each text holds phrases to find


def test_an_asterisk_action_is_not_read_across_a_mark_that_closes_another() -> None:
    # narration opened by a star and closed by a hash ("*Mzee leans back#"): the speech between
    # two such actions is not one starred action
    reply = (
        "*Mzee sits down# Sit with me, Chebet. I save for a panel. *Mzee wipes his glasses# Now."
    )
    assert [span.text for span in find_narration(reply) if span.bracket == "asterisk"] == []
    # a hash inside an action, not closing it, leaves a starred action whole
    assert (
        strip_narration("*Lio sighs* Fine, *Lio checks ticket #4 twice* it is.") == "Fine, it is."
    )
