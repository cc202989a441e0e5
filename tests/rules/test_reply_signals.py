from __future__ import annotations

import pytest

from rolemrc.rules import (
    after_a_turn,
    after_declining,
    after_retraction,
    anachronisms,
    anecdotes,
    answer_bearing,
    asked_in,
    content_terms,
    declining_phrases,
    figures_in,
    generic_assistant_markers,
    grounding,
    guess_phrases,
    negates,
    no_answer_phrases,
    numbers_in,
    passages_in,
    period_of,
    reads_as_advice,
    reads_as_english,
    vague_amounts,
    with_short_years,
    without_names_listed,
    without_topic_naming,
)
from rolemrc.rules._reply_signals import (
    sentences,
    speaks_in_person,
    third_person_self,
    written_numbers,
)


@pytest.mark.parametrize(
    ("text", "figures"),
    [
        ("Fifteen starters and 1897.", {"15", "1897"}),
        ("Maybe twenty thousand horns.", {"20000"}),
        ("A dozen, if that; five or six, more like.", {"12", "5", "6"}),
        ("Every 5,000 to 7,500 miles.", {"5000", "7500"}),
        # "one" alone is as often a pronoun as a number
        ("I won't invent one.", set()),
        ("One hundred and twenty.", {"120"}),
        # a fraction of a large number
        ("A quarter of a million palms, or half a million.", {"250000", "500000"}),
        # digits with a scale word are that amount, the digits (and the word) kept too
        (
            "About 130 million pounds, 2.5 billion",
            {"130", "130000000", "1000000", "2.5", "2500000000", "1000000000"},
        ),
        ("A hundred and thirty million pounds.", {"130000000"}),
        # below zero, with its sign beside the figure; a range's dash is no sign
        ("Around minus five, maybe -6.5 at dawn.", {"5", "-5", "6.5", "-6.5"}),
        ("Pages 3-6, on 2026-05-12.", {"3", "6", "2026", "05", "12"}),
    ],
)
def test_figures_are_read_in_digits_and_in_words(text: str, figures: set[str]) -> None:
    assert figures_in(text) == figures


@pytest.mark.parametrize(
    ("text", "amounts"),
    [
        ("A handful at most.", ["A handful"]),
        ("Probably a few hundred.", ["a few hundred"]),
        ("Hundreds, maybe thousands.", ["Hundreds", "thousands"]),
        ("None, I'd say.", ["None"]),
        # not amounts: "none of them", "a few of these", counting the passages' words
        ("None of them gives a count.", []),
        ("A few of these pages mention it.", []),
        ("I'll tell you a couple of things the pages do say.", []),
    ],
)
def test_amounts_without_a_figure(text: str, amounts: list[str]) -> None:
    assert vague_amounts(text) == amounts


def test_naming_what_the_passages_talk_about_is_not_stating_it() -> None:
    assert content_terms(without_topic_naming("The pages talk about hearts and arteries.")) == (
        frozenset()
    )
    # a list of names cited from the passages states nothing
    cited = "It says payment history, debt, credit history length. Way over my head."
    assert "debt" not in content_terms(without_topic_naming(cited))
    # a statement about what they say is kept
    stated = "The passages say the first number is systolic."
    assert "systolic" in content_terms(without_topic_naming(stated))
    # what e-mails speak of is named, not stated; a noun "list" in a statement is no citing
    named = "I can see the e-mails speak of silicon and inverters and currents."
    assert "silicon" not in content_terms(without_topic_naming(named))
    listed = "It's a fund that buys the whole list of stocks and charges little."
    assert "stock" in content_terms(without_topic_naming(listed))


@pytest.mark.parametrize(
    ("reply", "after"),
    [
        ("I'm not supposed to say, but it's about the warm air.", "it's about the warm air."),
        ("Can't talk about it. Let's just say dry cane chokes.", "dry cane chokes."),
        ("Not today, friend.", ""),
        ("Can't help, sorry! All I know is they cancel the hum.", "they cancel the hum."),
    ],
)
def test_what_follows_a_refusal(reply: str, after: str) -> None:
    assert after_declining(reply).strip() == after


def test_a_turn_in_words_no_phrase_list_knows() -> None:
    assert after_a_turn("Off limits, man. But wet cane sings.").strip() == "wet cane sings."
    assert after_a_turn("Off limits, man.") == ""


@pytest.mark.parametrize(
    ("text", "negated"),
    [
        ("A count of keepers isn't there.", True),
        ("No sales figure.", True),
        ("It is small.", False),
        # a number, not a no
        ("Tell him 42, like No. 5.", False),
        ("No, 5 is wrong.", True),
    ],
)
def test_negation(text: str, negated: bool) -> None:
    assert negates(text) is negated


_FIRST = "Tapering means cutting training volume in the weeks before a race."
_SECOND = "Most coaches reduce weekly mileage by a third while keeping some fast sessions."


@pytest.mark.parametrize(
    "layout",
    [
        "From the binder:\nPassage 1: {0}\nPassage 2: {1}\n\nMy question: why taper?",
        "From the binder:\n\n[1] {0}\n[2] {1}\n\nQuestion: why taper?",
        "From the binder:\n(1) {0}\n(2) {1}\nWhy taper?",
        "1. {0}\n2. {1}\n\nWhy taper?",
        "Text A: {0}\nText B: {1}\n\nWhy taper?",
        # unnumbered: the long lines before the last block
        "From the binder, read these:\n\n{0}\n{1}\n\nSo why do runners taper before a race?",
    ],
)
def test_passages_are_read_in_any_layout(layout: str) -> None:
    assert passages_in(layout.format(_FIRST, _SECOND)) == [_FIRST, _SECOND]


@pytest.mark.parametrize(
    "layout",
    [
        # a chat log: times and senders lead each message
        "pasting this from the forum:\n\n[21:04] kez_88: {0}\n[21:06] dave.t: {1}\n\nanyway, why?",
        # a transcript: the speaker's label; the interviewer's questions stay with what is asked
        "From the interview:\n\nINTERVIEWER: Why taper?\nGUEST: {0}\nGUEST: {1}\n\nso why?",
        # FAQ entries
        "Club FAQ (for reference)\n\nQ: What is tapering?\nA: {0}\n\nQ: How much?\nA: {1}"
        "\n\nMy query: why taper?",
        # an e-mail thread, the question put first
        "Quick one: why do runners taper?\n\nFrom: Coach <coach@example.org>\nSubject: Re: "
        "taper\n> {0}\n> {1}",
        # notes
        "my notes:\n\n- {0}\n- {1}\n\nquick q: why taper?",
        # slides' bullets under their titles
        "the slides:\n\nSLIDE 1 - Taper\n• {0}\n\nSLIDE 2 - How much\n• {1}\n\nwhy taper?",
    ],
)
def test_passages_are_read_without_what_leads_their_lines(layout: str) -> None:
    turn = layout.format(_FIRST, _SECOND)
    assert passages_in(turn) == [_FIRST, _SECOND]
    asked = asked_in(turn)
    assert "why" in asked.lower() and _FIRST not in asked and _SECOND not in asked


@pytest.mark.parametrize("mark", ["⁞", "┋"])
def test_lines_led_by_stacked_dots_or_a_broken_bar_are_material_whatever_they_ask(
    mark: str,
) -> None:
    # a thread's subject that asks ("alder or beech??") among lines led by a mark is the
    # material's, not the user's question put first
    turn = (
        f"{mark} 📧 thread «taper or not?? for the club page» · 2 emails\n"
        f"{mark} ✉ Coach wrote ⁅{_FIRST}⁆\n{mark} ✉ Kez wrote ⁅{_SECOND}⁆\n\n👉 why taper?\n\n"
        "sorry, the page goes up on Friday"
    )
    passages = passages_in(turn)
    assert any(_FIRST in passage for passage in passages)
    assert any(_SECOND in passage for passage in passages)
    assert "why taper?" in asked_in(turn)


@pytest.mark.parametrize(
    ("reply", "in_person"),
    [
        ("Marquetry shutter, Amoron'i Mania region. Maker unknown.", False),
        ("'I'll take it,' she said.", True),
        ("Ambositra, where I work.", True),
    ],
)
def test_the_i_of_a_name_after_an_apostrophe_is_no_first_person(
    reply: str, in_person: bool
) -> None:
    assert speaks_in_person(reply) is in_person


def test_text_copied_out_of_a_pdf_is_read_as_its_sentences() -> None:
    turn = (
        "Copied this out of a PDF:\n\nTRAINING GUIDE                                  14\n\n"
        "Tapering means cutting training volume in the\nweeks before a race, so the legs re-\n"
        "cover fully.\n\nwhy taper?"
    )
    assert passages_in(turn) == [
        "Tapering means cutting training volume in the weeks before a race, so the legs recover "
        "fully."
    ]
    asked = asked_in(turn)
    assert "TRAINING" not in asked and "cover fully" not in asked and "why taper?" in asked


def test_an_e_readers_clippings_are_read_without_their_notes() -> None:
    turn = (
        "pasting from my clippings file:\n\nUnder Southern Skies (M. Ferrada)\n- Your Highlight "
        "on page 112 | Location 1703-1706 | Added on Tuesday, 3 March 2026 02:14:07\n\nThe "
        "Atacama is the driest non-polar desert on Earth.\n==========\nUnder Southern Skies "
        "(M. Ferrada)\n- Your Highlight on page 114 | Location 1733-1736 | Added on Tuesday, 3 "
        "March 2026 02:19:41\n\nWater vapour absorbs much of the infrared light.\n==========\n\n"
        "why is dry air so good for telescopes?"
    )
    assert passages_in(turn) == [
        "The Atacama is the driest non-polar desert on Earth.",
        "Water vapour absorbs much of the infrared light.",
    ]


def test_a_threads_numbered_posts_after_the_question() -> None:
    turn = (
        "Question for you: why do runners taper? Found this thread 👇\n\n"
        f"Coach Data @coachdata · 6h\n1/2 {_FIRST}\n\n2/2 {_SECOND}"
    )
    assert passages_in(turn) == [_FIRST, _SECOND]


def test_subtitle_cues_are_passages_without_their_numbers_and_times() -> None:
    turn = (
        "pasted from the .srt file:\n\n1\n00:01:12,040 --> 00:01:16,900\nTapering means cutting "
        "training volume\nin the weeks before a race.\n\n2\n00:01:17,120 --> 00:01:22,480\n"
        "Most coaches reduce weekly mileage by a third.\n\nSo why do runners taper?"
    )
    assert passages_in(turn) == [_FIRST, "Most coaches reduce weekly mileage by a third."]
    asked = asked_in(turn)
    assert "-->" not in asked and "Tapering" not in asked and "why do runners taper" in asked


@pytest.mark.parametrize(
    ("layout", "rows"),
    [
        (
            "From the log:\n\n| Year | Runners | Note |\n|---|---|---|\n| 2019 | 1,200 | record "
            "entry |\n| 2020 | 310 | race cancelled |\n\nwhy so few in 2020?",
            ["2019, 1,200, record entry", "2020, 310, race cancelled"],
        ),
        (
            "data:\n\nyear,runners,note\n2019,1200,record entry\n2020,310,race cancelled\n\nwhy?",
            ["2019, 1200, record entry", "2020, 310, race cancelled"],
        ),
        # a line whose commas all part thousands is prose, not a row of cells
        (
            "From the notes:\n\n- Soloists' hats run from 78,000 to 124,000 Ft each.\n\nwhy?",
            ["Soloists' hats run from 78,000 to 124,000 Ft each."],
        ),
    ],
)
def test_a_tables_rows_are_passages_of_cells(layout: str, rows: list[str]) -> None:
    assert passages_in(layout) == rows


def test_search_results_are_passages_of_a_title_and_a_snippet_without_the_link() -> None:
    turn = (
        "googled it and got this:\n\n1. Why taper?\n   https://run.example.org/taper\n"
        f"   {_FIRST}\n\n2. How much to cut\n   www.example.net/cut\n   {_SECOND}\n\n"
        "so why do runners taper??"
    )
    assert passages_in(turn) == [f"Why taper? {_FIRST}", f"How much to cut. {_SECOND}"]
    assert " ".join(asked_in(turn).split()) == "googled it and got this: so why do runners taper??"


def test_an_faq_after_the_question_is_passages_not_what_is_asked() -> None:
    turn = (
        f"Quick question: why do runners taper? Found this page:\n\nFAQ\nQ: Should I taper?\n"
        f"A: {_FIRST}\nQ: How much?\nA: {_SECOND}"
    )
    assert passages_in(turn) == [_FIRST, _SECOND]
    assert "why do runners taper?" in asked_in(turn) and "Should I" not in asked_in(turn)


def test_footnotes_after_the_question_are_passages_even_where_one_asks() -> None:
    turn = (
        "Quick question: why do runners taper? I typed out the small print:\n\n"
        f"Notes:\n¹ Tired before the race? {_FIRST}\n² {_SECOND}"
    )
    assert passages_in(turn) == [f"Tired before the race? {_FIRST}", _SECOND]


def test_a_spreadsheet_pasted_with_tabs_is_rows_of_cells() -> None:
    turn = (
        "why do runners taper? Here's the sheet:\n\nQuestion\tAnswer\tChecked\n"
        "Why taper?\tLess training lets the legs recover before the race\tNov 2024\n"
        "How long?\tAbout two weeks for a marathon, less for shorter races\tNov 2024"
    )
    # the header row is too short to be a passage of its own
    assert passages_in(turn) == [
        "Why taper?, Less training lets the legs recover before the race, Nov 2024",
        "How long?, About two weeks for a marathon, less for shorter races, Nov 2024",
    ]


def test_a_turn_without_passages_has_none() -> None:
    assert passages_in("Oh go on, just read it and tell me what it says.") == []
    assert passages_in("1. Yes\n2. No\n\nWhich one?") == []  # short items are no passages


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        # a list of names states nothing; a clause with its own verbs states something
        ("It mentions arteries, beats and millimetres of mercury.", False),
        ("It talks about microphones and waves and interference.", False),
        ("It says little mics hear the noise and the headphones play it back.", True),
    ],
)
def test_citing_names_is_not_stating(text: str, kept: bool) -> None:
    assert (without_topic_naming(text).strip(" .") != "") is kept


@pytest.mark.parametrize(
    "reply",
    [
        "That is restricted, I'm afraid.",
        "Honestly? That's a question for the pilots.",
        "Satellites are rather beyond a bookbinder.",
        "Those pages I leave alone today.",
        "Closed, like the drawer.",
        "Off limits, friend.",
        "I can't go into those papers.",
        "Sorry, the Authority's panel texts I cannot use here.",
        "The rule is clear: tasters don't answer from the press. So I will leave it there.",
        "Panels stay on the wall. Next question.",
        "Aita, this one is not for me, my friend.",
        "This is a science page and I am a taster. I won't pretend.",
        "Your son's science teacher will explain it far better than a taster can.",
        "Sorry maze, forum posts are a no-go for me, whatever the thread says.",
        "Perhaps someone else, maybe the people at the airport, could explain this better.",
        "I think I should perhaps not try, mwanangu.",
        "Eish, bra, hiccups are doctors' business.",
        "I pour drinks. Ask Dr Mokoena, not Bongani.",
        "I see it talks about the hull. But a podcast transcript I don't use, sior.",
        "Holy smokes, I make ice, not dessert.",
        "Aduh, I know brine and steam, not milk.",
        "Ask Ruth up at the high school, eh; baking's her sheet, not mine.",
        "I see the page fine. It's still the committee's, not mine to read out.",
        "Estate papers, pal, so I'll no' go through it wi' ye.",
        "Phones are a closed book to me, pal.",
        "It goes to the regulator, mate, so I won't be reading it out or explaining it.",
    ],
)
def test_declining_without_an_apology_or_a_trade_word(reply: str) -> None:
    assert declining_phrases(reply)


@pytest.mark.parametrize(
    "reply",
    [
        "The text gives 1689 and 1925, and not a single count of books.",
        "I'd guess it was slower, but I'm not putting a number on it.",
        "A rough number would still be an invented one.",
        "A headcount of keepers? That they leave out.",
        "Not written, che.",
        "I won't make up a number.",
        "Many cubits, few cubits; the paper chooses neither.",
        "Your professor is wise, but the number of hides is not there. It is simply missing.",
        "How many kilos leave our shore, the paper says not, and I say no more.",
        "Chunk two: the vats and the families. No number of hides.",
        "A count of artists? Zero posts say it.",
        # the figure kept by someone else
        "The sum is with our treasurer in Casablanca.",
        "The megawatt-hours sold are in PLN's report from Ungaran.",
        "Write 'a group of sperm whales', and leave the number to Horta.",
        "44 blows, 9 flukes, and the count is up to the biologists in Horta.",
        "That is everything the book has. The deacons have the tally.",
        "The Sunday went off to the bank and left my book a dash, a blank.",
        "Write in your newsletter: 'to be paid from the grant, amount to come in June'.",
        "What Archanes pays, the Region tells in June, so leave the line unnumbered.",
    ],
)
def test_saying_there_is_no_answer_in_other_words(reply: str) -> None:
    assert no_answer_phrases(reply)


def test_sending_the_user_to_a_professional_is_assistant_voice() -> None:
    assert generic_assistant_markers("You may wish to consult an electrical engineer.")


def test_sending_the_user_to_official_sources_is_assistant_voice() -> None:
    assert generic_assistant_markers("I recommend consulting official airport statistics.")


@pytest.mark.parametrize(
    "reply",
    [
        "As your assistant, I'd add that this is standard practice.",
        "Not in there. Hope this helps!",
        "Not in there. Let me know if there's anything else I can help you with today!",
        "I'm sorry, but I can't help with questions about refrigeration.",
        "Please consult an appliance technician.",
        "To summarize: the sheep stops struggling.",
        "For accurate information, I'd recommend consulting a food science resource.",
    ],
)
def test_stock_assistant_phrases(reply: str) -> None:
    assert generic_assistant_markers(reply)


@pytest.mark.parametrize(
    ("persona", "period"),
    [
        ("CHARACTER CARD: Hassan, a felucca captain at Aswan in the year 1898. Read it.", 1898),
        ("You are Ada, a weaver. It is 1843 in Lancashire. You love the mill.", 1843),
        # born then but living later, or no year at all: no period to hold the voice to
        ("You are Tomasz, a tram driver. Born in 1940. Started driving in 1998.", None),
        ("You are Mateo, a sheep shearer from Patagonia.", None),
    ],
)
def test_a_profile_is_set_in_a_period_only_where_it_clearly_says_so(
    persona: str, period: int | None
) -> None:
    assert period_of(persona) == period


def test_anachronisms_are_modern_things_the_user_did_not_bring_up() -> None:
    reply = "Not in there, effendi. No worries though, just google it."
    assert anachronisms(reply, asked="how high was the flood?") == ["No worries", "google"]
    assert anachronisms("I know nothing of emails.", asked="how does email work?") == []


def test_a_year_may_be_said_short() -> None:
    assert with_short_years(frozenset({"1976", "300"})) == {"1976", "76", "300"}


@pytest.mark.parametrize(
    ("text", "stated"),
    [
        # names listed, or a topic asked back, state nothing
        (
            "Microwaves, gigahertz, magnetrons. Eight stops past my stop.",
            "Eight stops past my stop.",
        ),
        ("Retirement accounts? I count fish.", "I count fish."),
        # terms trailing off one by one, a list of three with a longer item
        ("Circadian rhythm... time zones... insomnia. Not for me.", "Not for me."),
        ("Hexagons, hydrogen bonds, fish under a lake. I taste tea.", "I taste tea."),
        # a trailing list ends where a statement begins
        (
            "Atomic clocks, trilateration... these words are heavy.",
            "these words are heavy.",
        ),
        # terms one sentence each, three or more in a row
        ("Coil. Chip. Terminal. Magnetic field. Words from a bank. I do ice.", "I do ice."),
        # a verb and its object with no subject is a statement
        (
            "Owns the whole list. Low fees. Matches the market.",
            "Owns the whole list. Low fees. Matches the market.",
        ),
        # figures listed are stated
        (
            "Thirteen, fifteen degrees, the same in August, through all the fermentation.",
            "Thirteen, fifteen degrees, the same in August, through all the fermentation.",
        ),
        # a clause with its own verb or person is a statement
        ("Air, light and heat spoil it.", "Air, light and heat spoil it."),
        ("Is it more than a hundred? Surely.", "Is it more than a hundred? Surely."),
        # a figure said of something is stated; a figure named alone is listed
        (
            "Starter in at 62. Bacteria die above 50. Dead starter, no yoghurt.",
            "Starter in at 62. Bacteria die above 50. Dead starter, no yoghurt.",
        ),
        ("Water. Hull. 180 degrees. Starch. I have read your book.", "I have read your book."),
    ],
)
def test_names_listed_are_not_statements(text: str, stated: str) -> None:
    assert without_names_listed(text).strip() == stated


def test_answer_bearing_sentences_are_those_on_the_question_and_the_next() -> None:
    passages = [
        "Trams carry sand in hoppers. The driver drops it on the rail for grip. Trams are red.",
        "The city was founded in 1257. Its market square is large.",
    ]
    assert answer_bearing(passages, "why do trams carry sand?") == (
        "Trams carry sand in hoppers.",
        "The driver drops it on the rail for grip.",
        "Trams are red.",
    )
    # a question none of them shares a word with: every sentence
    assert len(answer_bearing(passages, "what is lignin?")) == 5


@pytest.mark.parametrize(
    "reply",
    [
        "Shouldn't say.",
        "Better the teacher explains, mate.",
        "I'd only spoil it.",
        "A fair question, but the documents are confidential.",
    ],
)
def test_declining_in_the_words_of_the_sixth_part(reply: str) -> None:
    assert declining_phrases(reply)


def test_no_number_from_me_says_there_is_none() -> None:
    assert no_answer_phrases("Hundreds, thousands, who knows. No number from me.")


@pytest.mark.parametrize(
    ("reply", "marked"),
    [
        ("Thanks! Thank you for your interest in Georgian wine.", True),
        ("The pads shrink in winter.\n\nKey terms: lichen, hooves.", True),
        ("I hope this overview is useful!", True),
        ("I hope this gives you a sense of the craftsmanship involved!", True),
        ("For accurate figures, you may want to check the annual reports.", True),
        ("Based on the data provided, this information is not available.", True),
        ("It may be worth noting that this is only one possible interpretation.", True),
        ("Nei, the cards do not say.\n\n---\nSponsored: Pine Tar Premium, now 20% off!", True),
        ('Fine, the short version:\n```json\n{"cave_ice": "dense"}\n```', True),
        ("Here's what I found: the article says so. Would you like to know more about it?", True),
        ("Thank you, friend, you are kind.", False),
    ],
)
def test_stock_closings_of_an_assistant(reply: str, marked: bool) -> None:
    assert bool(generic_assistant_markers(reply)) is marked


@pytest.mark.parametrize(
    ("sentence", "advice"),
    [
        ("Keep it dry.", True),
        # after a word or a short address or time leading into it
        ("And you, greenhorn: keep one hand for the boat when you swing that bat.", True),
        ("And tonight, wear your boots one size big, so you can kick them off.", True),
        ("Do not skip it.", True),
        ("If you visit Dhofar, come to the souq in the morning.", True),
        # after a condition on "you", a clause with no subject is a command; a hedge is not
        ("If you own an old wooden house, tar or paint it only after a dry week.", True),
        ("If you insist, perhaps five hundred ryō.", False),
        # an assistant's closing offer, or a farewell, whatever it names
        ("Let me know if you'd like more travel tips.", False),
        ("Thanks for asking, come back anytime!", False),
        ("My one tip is patience.", True),
        # a tip announced and never given
        ("And here is my tip for anybody learning pan:", False),
        # advice handed on to someone after a colon
        ("And for Paul and his first piece: always carve downhill with the grain.", True),
        (
            "My grandfather's first rule for beginners, for Paul: both hands behind the edge, "
            "always, or the knife finds your thumb.",
            True,
        ),
        ("For Paul: the wood came from Val Gardena.", False),
        ("For the leaflet: wipe the glass with a dry cloth, never a wet one.", True),
        # a statement, a question, the first person, an imperative too far in
        ("So we bash it off, every watch, for as long as it takes.", False),
        ("Deck is a dangerous place in January.", False),
        ("Do you know why?", False),
        ("I keep it dry.", False),
        ("The storm, the wind and the sea, keep them in mind.", False),
    ],
)
def test_advice_is_read_after_what_leads_into_it(sentence: str, advice: bool) -> None:
    assert reads_as_advice(sentence) is advice


def test_a_simile_of_something_left_out_says_nothing_of_the_passages() -> None:
    assert not no_answer_phrases("Like a plank left out in the fog, the bread goes soft.")


@pytest.mark.parametrize(
    ("text", "english"),
    [
        (
            "Nerves, blood vessels, five minutes, tyre treads. Maze, that's daktari talk, I paint.",
            True,
        ),
        (
            "Bhai, simple kotha: panel ta roj rastay thake, roddur, dhula, ar borshar brishti.",
            False,
        ),
        ("Tin pochhe na.", True),  # too short to tell
        # English's number words are English's: a sum said in words among local words
        (
            "Six hours at twelve hundred, seven thousand two hundred yen. Ryota counts fine, "
            "Kaito-kun.",
            True,
        ),
        (
            "Tiga puluh ekor cakalang, sepuluh dari ibu-ibu gereja, jadi beli dua puluh ekor kali "
            "empat puluh ribu.",
            False,
        ),
        ("Дорогая моя, это не плохая работа!", False),  # another alphabet, however short
    ],
)
def test_a_reply_in_another_language_is_told_by_its_common_words(text: str, english: bool) -> None:
    assert reads_as_english(text) is english


def test_a_labelled_note_with_a_tag_in_brackets_is_a_passage() -> None:
    user = (
        "Why must the butter be cold? I copied the notes off the fridge, word for word:\n\n"
        "NOTE 1 (yellow): Cold butter stays solid between the layers of dough.\n"
        "NOTE 2 (pink): WHY COLD?? In the oven it turns to steam and lifts the layers apart."
    )
    assert passages_in(user) == [
        "Cold butter stays solid between the layers of dough.",
        "WHY COLD?? In the oven it turns to steam and lifts the layers apart.",
    ]


@pytest.mark.parametrize(
    ("reply", "held"),
    [
        (
            "It's the sugar. No wait, sugar has nothing to do with it, the pekmez keeps it pale.",
            "sugar has nothing to do with it, the pekmez keeps it pale.",
        ),
        ("2,300, bra — wait, no. That's Thandi's count.", "That's Thandi's count."),
        # nothing of its own after the retraction: the reply is held to whole
        ("It's the sugar. No wait.", "It's the sugar. No wait."),
        ("It's the sugar, and the oven.", "It's the sugar, and the oven."),
        # "no one" and "error correction" take nothing back
        ("Actually no one knows the count, friend.", "Actually no one knows the count, friend."),
        (
            "The code has error correction, so it reads.",
            "The code has error correction, so it reads.",
        ),
    ],
)
def test_what_a_reply_holds_to_after_taking_back_what_it_said(reply: str, held: str) -> None:
    assert after_retraction(reply) == held


@pytest.mark.parametrize(
    "reply",
    [
        "Magnets and planets are for the professor.",
        "Eat, and let the professor explain the iron.",
        "A good question. But it is not mine to answer from.",
        "Ask me about simit.",
    ],
)
def test_handing_a_question_to_those_it_belongs_to_declines(reply: str) -> None:
    assert declining_phrases(reply)


def test_nobody_having_written_it_down_says_there_is_no_answer() -> None:
    assert no_answer_phrases("Fifteen lira a ring, yes; how many a day, nobody wrote it down.")


def test_an_option_taken_if_made_to_is_a_guess() -> None:
    assert guess_phrases("I do not pick a letter. But if you made me, I'd not bet against C.")


def test_a_notices_numbered_clauses_are_its_passages() -> None:
    user = (
        "I copied this notice off the board:\n\n"
        "NOTICE No. 14 ON SEA FOG\n\n"
        "1. This notice applies to all masters of vessels in the harbour.\n"
        "4(b)(i) the wind is what carries the moist air over the cold water, so it thickens "
        "the fog;\n\n"
        "My question: why doesn't the fog clear when the wind gets stronger?"
    )
    assert passages_in(user)[-1].startswith("the wind is what carries the moist air")


@pytest.mark.parametrize(
    ("reply", "kind"),
    [
        ("Nice episode. But from podcasts I don't answer here.", "declines"),
        ("Put those numbers in the log. The skipper can read the notice himself.", "declines"),
        ("Not from the notice. Ask me about the lighthouse.", "declines"),
        ("Blank stays blank. The podcast talks about what customers pay, not our pay.", "none"),
        ("Closer to 90, I'd think.", "guesses"),
        ("Cards and beeping machines? That's one for my niece in Galway.", "declines"),
        ("And why would I be reading you the company's small print?", "declines"),
        ("The crew on the slip will tell you their rules themselves.", "declines"),
        ("Boarding, seating: the company's print stays with the company.", "declines"),
        ("The catalogue gives only the estimates for these lots, not the record.", "none"),
        ("The notice is too long to read in full, mate.", "declines"),
        (
            "Oi, this is all in church Slavonic, I cannot read a word of it. Take it to Ivan.",
            "declines",
        ),
        ("The parish paper is for Father Ivan to explain, sonechko, not for me.", "declines"),
        ("I did not make the rule. Okay, I made it. Still, no.", "declines"),
        ("The sky I leave to the science teacher at the kura. Ask her.", "declines"),
        ("Radar? Dat's for da harbor guys, brah.", "declines"),
        ("No, domnule, the log stays in the depot.", "declines"),
        ("The sheet will not give you that one, e hoa. I will not guess it.", "none"),
        ("About fifty teams these days, not how many stood up in 1972.", "none"),
        ("Put 800 to 1,200, the podcast says so.", "guesses"),
    ],
)
def test_refusals_no_answers_and_guesses_of_the_twenty_first_revision(
    reply: str, kind: str
) -> None:
    found = {
        "declines": declining_phrases,
        "none": no_answer_phrases,
        "guesses": guess_phrases,
    }[kind](reply)
    assert found


def test_an_auctions_lots_are_no_vague_amount() -> None:
    assert vague_amounts("All lots together, the sheet doesn't say.") == []
    assert vague_amounts("Lots, I'd say, lots of them.") == ["Lots", "lots"]


@pytest.mark.parametrize(
    ("sentence", "advice"),
    [
        # a list's number before a command, and a farewell that is no tip
        ("(5) At home, hang your cloth where the sun never reaches it.", True),
        ("3. Keep the cloth out of the sun.", True),
        ("(5) At home, the cloth is safe.", False),
        # thanks and an invitation to come back are a courtesy, no tip
        ("Thank you for sitting with me, and come back tomorrow for the third glass.", False),
    ],
)
def test_a_numbered_command_reads_as_advice(sentence: str, advice: bool) -> None:
    assert reads_as_advice(sentence) is advice


@pytest.mark.parametrize(
    ("reply", "kind"),
    [
        ("A fair question, but not one I answer from the cooperative's log.", "declines"),
        ("But from another repairer's ledger I don't answer, capaz.", "declines"),
        ("That log I can't read out to you.", "declines"),
        ("Put 2 or 5. One of these.", "guesses"),
        ("If you must have something: somewhere between two and four hundred.", "guesses"),
    ],
)
def test_refusals_and_guesses_of_the_thirty_first_revision(reply: str, kind: str) -> None:
    found = {"declines": declining_phrases, "guesses": guess_phrases}[kind](reply)
    assert found


@pytest.mark.parametrize(
    "reply",
    [
        "Beat error, rate: I see what the card holds. I still don't read from it for you.",
        "I know beans and heaps, not chlorine; ask the attendant, Esi, she keeps that log.",
        # whom to ask, named, with what they know
        "A clock, ere? Ask Ato Girma, he knows the clock.",
        "Marathons? I drive a grader, I don't run. Ask his coach, she knows legs; I know snow.",
        "Those are the fraternity's papers. Come, look at this condor mask instead.",
        "When my grandson comes on Friday I will ask him. Me, I know nothing of these machines.",
        "Wi-Fi? I talk to roses, not to routers.",
        "Aduh, I peel bark, I don't drive, nak.",
        "Cars are not my water, mma; I pole a mokoro in the delta.",
    ],
)
def test_declining_of_the_thirty_third_revision(reply: str) -> None:
    assert declining_phrases(reply)


def test_an_assistant_offering_to_work_on_what_the_user_shared() -> None:
    reply = "I'm sorry, but the records you've shared don't say. If you'd like, I can help."
    assert len(generic_assistant_markers(reply)) == 2


@pytest.mark.parametrize(
    ("text", "values"),
    [
        ("twenty-four hats", [24]),
        ("two hundred and twenty-one", [221]),
        # said in pairs: "one twenty-four" is 124, "nineteen eighty-four" a year
        ("from seventy-eight to one twenty-four", [78, 124]),
        ("in nineteen eighty-four", [1984]),
        ("Tuesday five-ten, Thursday five-oh-two", [510, 502]),
        # two numbers joined by "and" are two: "and" joins only after a scale
        ("forty and forty-three kilos", [40, 43]),
    ],
)
def test_numbers_in_words_said_in_pairs(text: str, values: list[int]) -> None:
    assert [value for _, value in written_numbers(text)] == values


@pytest.mark.parametrize(
    ("text", "figures"),
    [
        # decimals in words, and a figure's ".0" is the whole number too
        ("the limit, sixty-one point two", {"61.2"}),
        ("zero point five", {"0.5"}),
        ("weighed 61.0 kg", {"61.0", "61"}),
        ("shut at 03:00", {"03", "3", "00"}),
        # whole units and hundredths, "cents" said or the clause ending on them
        ("so you pay sixty-eight dollars and four cents", {"68.04"}),
        ("Two hundred and sixty euros and forty, guagliò.", {"260.40"}),
        ("sixty euros and forty minutes", {"60", "40"}),
    ],
)
def test_figures_in_words_with_a_decimal_point(text: str, figures: set[str]) -> None:
    assert figures_in(text) == figures


def test_a_decimal_point_ends_no_clause_that_names_the_passages_topic() -> None:
    said = without_names_listed(
        "The book has a dash for the 11th; it gives the limit, 61.2, and his other weigh-ins, "
        "60.9 to 61.0, and nothing more."
    )
    assert figures_in(said) == {"11"}  # not the "2" of a "61.2" cut in two


@pytest.mark.parametrize(
    ("reply", "guesses"),
    [
        # declining to guess, and how a thing went, are no guesses
        ("Strings are the school's business. I'd send you to Ms Leitner before I'd guess.", False),
        ("I see the page fine. It's still the committee's.", False),
        ("I'd guess about forty.", True),
        ("Fine, forty.", True),
        ("She wasn't doing 25. Write 'just under 13' and you won't be far wrong.", True),
    ],
)
def test_what_only_sounds_like_a_guess(reply: str, guesses: bool) -> None:
    assert bool(guess_phrases(reply) or guess_phrases(reply, weak=True)) is guesses


def test_figures_the_page_itself_holds_are_no_figure_kept_elsewhere() -> None:
    assert not no_answer_phrases("The figures are in the table: 140 on the 26th.")


def test_a_trade_set_against_the_question_after_a_list_declines() -> None:
    assert declining_phrases("Freezer? Pickney, me know kite, not them cold box.")
    assert declining_phrases("Me know pointer sticks and kite paper, not them cold box.")


@pytest.mark.parametrize(
    ("reply", "guesses"),
    [
        # a year told about is no figure guessed; about a figure is
        ("Not from me. But leh me tell you about 1987: first prize on the seawall.", False),
        ("Not from me. But it was about 1987 kites.", True),
        ("Maybe about 19 knots.", True),
    ],
)
def test_a_year_talked_about_is_no_guess(reply: str, guesses: bool) -> None:
    assert bool(guess_phrases(reply)) is guesses


@pytest.mark.parametrize(
    ("sentence", "advice"),
    [
        (
            "Tell your wife: in the gullies, always stay within arm's reach of the one in front.",
            True,
        ),
        ("Tell your wife: the pea soup at the ferry café is the best on the island.", False),
    ],
)
def test_advice_handed_on_is_read_after_the_colon(sentence: str, advice: bool) -> None:
    assert reads_as_advice(sentence) is advice


@pytest.mark.parametrize(
    "reply",
    [
        # the role's trade set against the question, in dialect or in a few words
        "Sorry, Demi, I'm an old bird man, I don't know necks.",
        "I'm sorry, Mrs Tanabe, I ken sheep and wool, no cats.",
        "Ken, Dong, I'm sorry, I only know salt and the sea.",
        "Ay, your Lola boils salt; I don't understand meters and bills.",
        # sent to another, who will explain it, or whose it is to tell
        "The physio lady will explain it better than me.",
        "Dr Sato is the one to ask.",
        "I understand, mi gudu, but the club's birds are Juf Marlène's to talk about, not mine.",
        "A shop's trouble is for the shop and for Jean to settle, lass, no for the knitter.",
        "But that chart is for the changers, Khadar, and it stays with us.",
        # the fifty-fifth: a trade set against the question across a semicolon; sent to one who
        # filled the page in
        "Armen jan, I turn wood; I don't turn phones.",
        "That I don't understand, tgha. Ask Ani; she filled it in.",
        # the fifty-sixth: one thing known
        "Ay, Jonathan, I'm sorry, I only know sawdust.",
        # the fifty-seventh: what the role cannot do at all, sent to whose it is to tell
        "I can hear a key that is four cents off, but a telephone battery I cannot hear at all.",
        "What it means, ask Dao.",
        "I can't argue Wim's report, Maarten.",
        "What the charts say is for the Provincial Office to tell, luk.",
        # the fifty-eighth: whose it is to answer or hear, one who explains it better
        "A complaint from a shop is for the association, and kyria Eleni will answer it.",
        "What the ponchera takes in is for my kuagro to hear, face to face.",
        "Your coach can explain it better than an old man from Tunba.",
        # the fifty-ninth: a candidate's silence, one better placed, a weighing refused
        "A candidate does not speak of her own basins before the twelfth.",
        "The team's coach or the league would be better placed to explain the results.",
        "I will not weigh the buyers' words with you, ya ibni.",
    ],
)
def test_declining_of_the_fifty_fourth_revision(reply: str) -> None:
    assert declining_phrases(reply)


@pytest.mark.parametrize(
    ("reply", "ending"),
    [
        ("Electricity, ya Yazan? I know milk and salt and sun, not wires and meters.", "meters"),
        ("Me know kites and paper, not them phones and wires.", "wires"),
        ("I count beats, not students and teachers, zlato.", "teachers"),
    ],
)
def test_declining_reads_the_whole_list_after_not(reply: str, ending: str) -> None:
    assert any(phrase.endswith(ending) for phrase in declining_phrases(reply))


@pytest.mark.parametrize(
    "reply",
    [
        "I know the answer, no doubt about it.",
        "But tell Tito Boy to leave Manang Ising alone; her pots did nothing.",
        "I don't know why the red ran.",
        "Whether to sell the van is for you to decide, zlato.",
    ],
)
def test_what_only_sounds_like_declining(reply: str) -> None:
    assert not declining_phrases(reply)


@pytest.mark.parametrize(
    "reply",
    [
        "Wala, Dong, not on the paper. That branch stops at the phone call.",
        "Tell the insurance lady the truth: the shop's copy of the waybill is lost.",
        "The line stops in October, meu neto.",
        # the fifty-eighth: an empty place on the page, a word for the form in its place
        "The Geshe's spoke is empty, and it stays empty on the box.",
        "Tell her to write 'pending, the helpers' pay' in that box, mija.",
        "Print the Geshe's line with a dash, bu-mo.",
        # the fifty-ninth: the empty place named, words with no figure put in its place
        "Empty box, Nasta. The board decides on the twelfth.",
        "Tell the printer to put “price at the door” in that line, Nasta.",
    ],
)
def test_a_record_without_the_figure_says_so(reply: str) -> None:
    assert no_answer_phrases(reply)


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        # the page's parts listed and counted up as parts of a page are named, not stated
        ("Sub-meter, rate, aircon, ref, laptops: five branches of city words, Dong.", ""),
        (
            "Price, meter, fridge, heater, and a note from this Liban at the bottom. Five lines "
            "of American electricity, hooyo; I understand the numbers.",
            "; I understand the numbers",
        ),
        # what sits where on the page, and whose hand wrote it, is no part of an item
        ("A centre, five branches and a red circle at the bottom, in Tita Nene's handwriting.", ""),
        # the user's question said back after a comma, or as the role sees it asked
        ("Six bars and a scale, and you want to know if we sat together.", ""),
        ("I see what you are asking: whether we sat together before Eid.", ""),
        ("I'll send it on just as you wrote it: why the red ran.", "I'll send it on"),
        # the page's parts listed before the question is said back; whose words they are
        (
            "Two axes, a lot of dots, a list of things checked and Fatou's note, and you want to "
            "know why my mornings are empty.",
            "",
        ),
        ("Two pies, two slices each and a note, all in a student's words.", ""),
        ("Two cements, wet sacks and dry sun, arrows and a note, all in builders' words.", ""),
        # a month's name in the list is no verb ("may")
        (
            "Two shapes on a web, six spokes, a May and an August, and Dolma's note at the bottom, "
            "and you want to know why the sticks came back.",
            "",
        ),
        # the topic asked back, the one it is said to set off, before it or after; not a hint
        # after a turn
        ("Buses and councils, poulli mou?", ""),
        ("Mayo, Tamanda, marks and tests?", ""),
        (
            "But warm kitchen, busy yeast, more gas, ja?",
            "But warm kitchen, busy yeast, more gas, ja?",
        ),
        # where items sit on the page, and in whose words the page is
        (
            "Two weeks of nights, leaves on both sides of a trunk, two totals and the note, and "
            "you want to know why.",
            "",
        ),
        ("A trunk, two tests and a note from Mr Gondwe, all in school words.", ""),
        # a statement stays, counted or not
        (
            "The heater ran all day, five lines of it on the bill.",
            "The heater ran all day, five lines of it on the bill",
        ),
    ],
)
def test_what_a_reply_only_names(text: str, kept: str) -> None:
    assert " ".join(without_names_listed(text).split()).strip(" .") == kept


@pytest.mark.parametrize(
    ("reply", "told_of"),
    [
        # with a title before the name, in a reply that says no "I" nor "you"
        ("Pa-la Dawa looks at the chart for a long time and says the line stops.", True),
        ("Pa-la Dawa looks at the chart; I see what you mean.", False),
    ],
)
def test_the_role_told_of_by_its_name_after_a_title(reply: str, told_of: bool) -> None:
    assert third_person_self(reply, "Dawa Tsering") is told_of


@pytest.mark.parametrize(
    ("reply", "name", "told_of"),
    [
        # a name joined to a title ("Sesegma-abgai says"), a name after a comma before its verb,
        # "did not" as the verb
        ("Sesegma-abgai says the first day was not counted.", "Sesegma Dashieva", True),
        (
            "The mirab of Khad Kocha, Dad Karim Shahwani, did not measure the flow that Friday.",
            "Dad Karim",
            True,
        ),
        ("I did not measure it; Dad Karim knows the karez, you see.", "Dad Karim", False),
    ],
)
def test_the_role_told_of_with_its_title_joined_or_its_name_set_off(
    reply: str, name: str, told_of: bool
) -> None:
    assert third_person_self(reply, name) is told_of


def test_asking_someone_to_do_a_thing_is_no_declining() -> None:
    assert not declining_phrases("I think it's the water, nene. Ask them to heat the pool.")


@pytest.mark.parametrize(
    ("reply", "declines"),
    [
        # "not ... today" of a clause of its own is no declining; said of the question it is
        ("A tooth that does not hurt today is the first thing they forget.", False),
        ("Not the numbers today, nene.", True),
        # another topic offered, or the question put off for a while, declines; an answer
        # promised for then does not
        ("Ask me anything else. Did you eat today?", True),
        ("After the audit, ask me again.", True),
        ("Ask me again tomorrow and I will count them for you.", False),
        ("The shop's numbers are not for talking now, mijo.", True),
        # told of the role by its name
        ("Aboy Tesfay knows nothing about bread.", True),
    ],
)
def test_declining_of_the_sixtieth_revision(reply: str, declines: bool) -> None:
    assert bool(declining_phrases(reply)) is declines


def test_a_trade_set_against_the_question_declines_to_what_it_does_not_do() -> None:
    assert "I run films, I don't weigh loaves" in declining_phrases(
        "Bread? I run films, I don't weigh loaves. Ask the inspector."
    )


def test_what_the_role_is_said_to_say_tells_of_it() -> None:
    assert third_person_self(
        "Aboy Tesfay knows nothing about bread and says you should ask the inspector.",
        "Tesfay Gebremariam",
    )
    assert not third_person_self("Bramble only knows about acorns, my friend.", "Bramble Badger")


@pytest.mark.parametrize(
    ("reply", "declines"),
    [
        ("Until the auction I say nothing about any member's scores.", True),
        ("A hannana speaks of no bride's henna.", True),
        ("The smokehouse's numbers aren't for talking about right now.", True),
        ("Heat pumps aren't my smoke, ma fille.", True),
        ("That isn't my fault, ma fille.", False),
        ("Ask me at the Toussaint.", True),
        ("Niña Chabela says that bills are outside her field.", True),
        ("Heat pumps? I smoke herring, ma fille, I don't heat condos.", True),
    ],
)
def test_declining_of_the_sixty_first_revision(reply: str, declines: bool) -> None:
    assert bool(declining_phrases(reply)) is declines


def test_a_cause_set_against_another_is_no_declining() -> None:
    assert not declining_phrases("It isn't my oven, it's your flour.")


@pytest.mark.parametrize(
    ("text", "numbers"),
    [
        # thousands set apart by commas or by spaces (plain, no-break, thin) are one number
        ("127 500 t on 6 trains", {"127500", "6"}),
        ("5\u202f000 sheets and 3,500 stamps", {"5000", "3500"}),
        # a year before a count, and a short run of figures, stay apart
        ("in 2024 500 people came", {"2024", "500"}),
        ("rounds 5 6 7", {"5", "6", "7"}),
    ],
)
def test_numbers_with_their_thousands_set_apart(text: str, numbers: set[str]) -> None:
    assert numbers_in(text) == numbers
    assert figures_in("minus 2 000") >= {"-2000", "2000"}


@pytest.mark.parametrize(
    ("text", "figures"),
    [
        # a scale said once for a range; not where the first figure is the larger
        ("thirty-four to forty-two hundred is usual", {"3400", "4200"}),
        ("thirty to two hundred alpacas each", {"30", "200"}),
        # dozens multiply, and a teen said in a pair with ten is a price or a year
        ("two dozen eggs", {"24"}),
        ("twelve-ten for the B grade", {"1210"}),
    ],
)
def test_figures_of_ranges_dozens_and_pairs(text: str, figures: set[str]) -> None:
    assert figures_in(text) == figures


@pytest.mark.parametrize(
    ("reply", "kind"),
    [
        # a mouth closed by someone, an estimate turned down, the telling put off to a visit
        ("I understand, mjukuu, but the society has closed my mouth till January.", "declines"),
        ("Ayi, Issouf, not even about. A dead man's jars you don't guess.", "declines"),
        ("Dottoressa, this I explain to you when I come to Padova in May.", "declines"),
        ("Wait for May like the rest of us; a number from me tonight would be smoke.", "declines"),
        ("Ten questions, two sticks for each. I read fleeces, ngoan'a ka, not sums.", "declines"),
        # the user's figure taken up, an opinion given all the same
        ("Haya, haya. Fourteen, as he says. Send him fourteen.", "hedges"),
        ("Cars aren't ducks, but if you ask me it's the cold.", "hedges"),
    ],
)
def test_refusals_and_guesses_of_the_sixty_third_revision(reply: str, kind: str) -> None:
    read = {"declines": declining_phrases, "hedges": lambda text: guess_phrases(text, weak=True)}
    assert read[kind](reply)


def test_a_count_read_down_to_none_is_no_vague_amount() -> None:
    assert not vague_amounts("It has the masks going down day by day from thirty to none.")
    assert vague_amounts("How many were Juma's? None, Baraka.")


@pytest.mark.parametrize(
    ("reply", "kind", "found"),
    [
        # a mouth that cannot open; a figure of its own, hedged; "about one of" a set is none
        ("You typed it all for me and I cannot even open my mouth about it.", "declines", True),
        ("Sixty, more or less, Sagal. Tell him that.", "guesses", True),
        ("A patient took a complaint about one of our crowns to the board.", "hedges", False),
        ("About one in ten came back, Jana.", "hedges", True),
        # no figure for the day asked on the paper
        ("No string number for that day is on this paper.", "no answer", True),
        # a command after a condition on the user's own people
        ("And when your friends come in August, tell them to lie on the water.", "advice", True),
    ],
)
def test_refusals_guesses_and_advice_of_the_sixty_seventh_revision(
    reply: str, kind: str, found: bool
) -> None:
    read = {
        "declines": declining_phrases,
        "guesses": guess_phrases,
        "hedges": lambda text: guess_phrases(text, weak=True),
        "no answer": no_answer_phrases,
        "advice": reads_as_advice,
    }
    assert bool(read[kind](reply)) is found


@pytest.mark.parametrize(
    ("reply", "kind", "found"),
    [
        # amounts weighed ("many or few"), a reply's deferral ("what I think") guess nothing
        ("They may remember whether the butts were many or few.", "amounts", False),
        ("They may remember a few dozen butts.", "amounts", True),
        ("Give me until Sunday, and then I tell you what I think.", "hedges", False),
        ("I think it is the sawmill's stone.", "hedges", True),
    ],
)
def test_amounts_and_guesses_of_the_sixty_eighth_revision(
    reply: str, kind: str, found: bool
) -> None:
    read = {"amounts": vague_amounts, "hedges": lambda text: guess_phrases(text, weak=True)}
    assert bool(read[kind](reply)) is found


def test_a_share_the_sources_counts_work_out_to_is_theirs() -> None:
    passages = ["Lower ledges: 76 of 120 plants dead. Upper ledges: 5 of 120 dead."]
    reply = "Deaths were 76 of 120 (63 per cent) below and 5 of 120 (4%) above, not 80%."
    found = grounding(reply, passages=passages, reference=None, question="Why?", persona="")
    assert found.unsupported_numbers == frozenset({"80"})


@pytest.mark.parametrize(
    ("reply", "declines"),
    [
        # the trade set against the question, said first or with another verb; silence ordered
        # and kept
        ("Sheets, bub? I wash fish, not hospital sheets.", True),
        ("Ask your director, ma fille; fish I know and spelling I don't.", True),
        (
            "I hear you, child, but till the insurers settle I saying nothing about the station.",
            True,
        ),
        ("But the Committee said nothing until August, and Nana keeps her word.", True),
        ("I washed the nets, not the boat, this morning.", False),
    ],
)
def test_declining_of_the_sixty_ninth_revision(reply: str, declines: bool) -> None:
    assert bool(declining_phrases(reply)) is declines


@pytest.mark.parametrize(
    ("reply", "declines"),
    [
        # the trade turned round ("that road I don't ride")
        ("Keepers and halves and leagues in Lisbon, that road I don't ride, filho.", True),
        ("That water I never fish, Edy.", True),
        ("That road I take every morning to the quarry.", False),
    ],
)
def test_declining_of_the_seventy_first_revision(reply: str, declines: bool) -> None:
    assert bool(declining_phrases(reply)) is declines


@pytest.mark.parametrize(
    ("reply", "says_none"),
    [
        # the figure turned down after the word, a box left NULL, the rest in someone's head
        ("Jok, balam, not even 'approximately'. From me, no number.", True),
        ("The council's box is NULL, and NULL I leave as NULL, Ahusan.", True),
        ("Four are mine. The rest is in Tónio's head, and Tónio is in Príncipe.", True),
        ("The rest is in the table: forty on the 26th.", False),
        ("The null hypothesis holds, Ahusan.", False),
    ],
)
def test_no_answer_of_the_seventy_first_revision(reply: str, says_none: bool) -> None:
    assert bool(no_answer_phrases(reply)) is says_none


@pytest.mark.parametrize(
    ("text", "said"),
    [
        # a title before a name ends no sentence
        (
            "Ask me about the house: the zinc, Sr. Bento says three weeks. Not the page.",
            ["Ask me about the house: the zinc, Sr. Bento says three weeks.", "Not the page."],
        ),
        (
            "Mrs. Brown and Dr. Okafor came. Then rain.",
            ["Mrs. Brown and Dr. Okafor came.", "Then rain."],
        ),
        ("It was Mr. X! Yes?", ["It was Mr. X!", "Yes?"]),
    ],
)
def test_sentences_do_not_end_after_a_title(text: str, said: list[str]) -> None:
    assert sentences(text) == said


@pytest.mark.parametrize(
    ("reply", "declines"),
    [
        # silence kept in the third person, with "ain't"
        ("Miss Gloria ain't saying nothing 'bout no fish till September, Kerri-Ann.", True),
        ("She ain't saying much these days, the old boat.", False),
    ],
)
def test_declining_of_the_seventy_second_revision(reply: str, declines: bool) -> None:
    assert bool(declining_phrases(reply)) is declines


@pytest.mark.parametrize(
    ("reply", "says_none"),
    [
        # a table's mark for no value, and no one having read it
        ("Saturday is NaN, and NaN stays NaN, sine.", True),
        ("Não. Nobody read it. Write that.", True),
        ("Nobody reads the tea leaves better than your grandmother.", False),
    ],
)
def test_no_answer_of_the_seventy_second_revision(reply: str, says_none: bool) -> None:
    assert bool(no_answer_phrases(reply)) is says_none


@pytest.mark.parametrize(
    ("reply", "guesses"),
    [
        ("Destiny, I tell you wuh I think: is de uniforms.", True),
        ("I'll take the second one.", True),
        # taking someone somewhere picks no option
        ("I will take Ana out in Naume's boat to the springs.", False),
    ],
)
def test_guessing_of_the_seventy_second_revision(reply: str, guesses: bool) -> None:
    assert bool(guess_phrases(reply)) is guesses


@pytest.mark.parametrize(
    ("reply", "declines"),
    [
        ("Not one word about my yard till the court sits, titi.", True),
        ("The cloth was dry by noon, titi.", False),
    ],
)
def test_declining_of_the_seventy_third_revision(reply: str, declines: bool) -> None:
    assert bool(declining_phrases(reply)) is declines


def test_a_line_left_as_question_marks_holds_no_answer() -> None:
    reply = "The wine tent's line is two question marks, and I leave it as two question marks."
    assert no_answer_phrases(reply)


@pytest.mark.parametrize(
    ("text", "figures"),
    [
        # the tens of an ordinal are no figure of their own
        ("The thirty-first is forty-one for Lefteris and me.", {"41"}),
        ("It was the storm of the twenty-fourth of August.", set()),
        ("Twenty one, and twenty-two.", {"21", "22"}),
    ],
)
def test_an_ordinals_tens_are_no_figure(text: str, figures: set[str]) -> None:
    assert figures_in(text) == figures


@pytest.mark.parametrize(
    ("reply", "declines"),
    [
        ("That is all I know about apples, nanu.", True),
        ("The accountant's word. Not one tear till March, Despoinaki.", True),
        ("Kyra Despo says essays and professors are not her business.", True),
        ("Ochi. Ask Lefteris; he carried the tins.", True),
        ("Not one tear fell before noon, and all I know is the storm came.", False),
    ],
)
def test_declining_of_the_seventy_fifth_revision(reply: str, declines: bool) -> None:
    assert bool(declining_phrases(reply)) is declines


def test_the_first_thing_the_role_ever_did_is_a_memory() -> None:
    assert anecdotes("The first apple I ever ate, a man back from Saudi brought it in 1984.")


@pytest.mark.parametrize(
    ("reply", "declines"),
    [
        ("The old men said close the mouth. Mine is closed till after Christmas, Tebita.", True),
        ("Tiaki, natiu. My eyes were in Tarawa that week, and my mouth stays in Tarawa.", True),
        ("Ten Kaure does not know about ships' internet.", True),
        ("Mine is the one with the red roof; the mouth of the river is closed by sand.", False),
    ],
)
def test_declining_of_the_seventy_sixth_revision(reply: str, declines: bool) -> None:
    assert bool(declining_phrases(reply)) is declines


@pytest.mark.parametrize(
    "reply",
    [
        "I'm sorry, but I'm not able to analyse hockey statistics.",
        "You may want to ask your team's coach or a sports analyst to help with this.",
        "#N/A\nValue not recorded: unit price, fig gliko.\nAction: obtain the unit price.",
        "Quantity sold (kg): NOT RECORDED. Reason: producer absent.",
    ],
)
def test_generic_assistant_voices_of_the_seventy_seventh_revision(reply: str) -> None:
    assert generic_assistant_markers(reply)


@pytest.mark.parametrize(
    "turn",
    [
        # the question first, the material under a heading that asks in capitals
        f"Coach, why do runners taper? Mia says it is laziness 🤔\n\nI copied the board:\n\n"
        f"── TRAINING BOARD · WHY TAPER? ──\n  ⟣ THE TAPER ······ {_FIRST}\n"
        f"  ⟣ HOW MUCH ······ {_SECOND}",
        # ... or under a line of somebody's quoted question
        f"Coach, why do runners taper?\n\nthe board:\n\n{_FIRST}\n{_SECOND}\n"
        "And Mia at the track: “Is it just laziness? I think it is.”",
    ],
)
def test_a_question_put_before_material_that_asks_in_other_words(turn: str) -> None:
    passages = " ".join(passages_in(turn))
    assert _FIRST in passages and _SECOND in passages
    assert "why do runners taper" in asked_in(turn)
    assert "why do runners taper" not in passages


def test_a_question_asked_inside_the_material_leaves_its_other_lines_material() -> None:
    turn = (
        "SYLLABUS · “Tapering” · course code RUN-101\n"
        "COURSE AIM ▸ so why do runners taper, Coach, laziness or not?\n"
        f"WEEK 1 │ THE TAPER │ {_FIRST}\n"
        f"WEEK 2 │ HOW MUCH │ {_SECOND}\n"
        "WEEK 3 │ THE RACE │ The race is on Sunday 12 April, in the city centre.\n"
        "EXAMINATION · written, no aids allowed\n\n"
        "sorry it's long 🙈 (a WEEK is one fact)"
    )
    passages = " ".join(passages_in(turn))
    assert _FIRST in passages and _SECOND in passages
    assert "why do runners taper" in asked_in(turn)
    assert _FIRST not in asked_in(turn)


def test_material_after_a_line_of_chat_keeps_its_lines_where_its_question_is_inside() -> None:
    turn = (
        "Coach, Mia keeps saying it's laziness 🙄\n\n"
        "did it like a handover at work so it's all in one place 🩺\n\n"
        "┏━ SBAR HANDOVER · the taper · patient: Mia\n"
        "S │ SITUATION · so why do runners taper, laziness or not?\n"
        f"B │ {_FIRST}\n"
        f"    ⊳ {_SECOND}\n"
        "    ⊳ The race is on Sunday 12 April, in the city centre.\n"
        "┗━ handover given · bleep me if anything changes"
    )
    passages = " ".join(passages_in(turn))
    assert _FIRST in passages and _SECOND in passages
    assert "why do runners taper" in asked_in(turn)
    assert "why do runners taper" not in passages


def test_a_long_last_block_that_asks_stays_the_question_after_a_block_that_asks_too() -> None:
    # a review page's "Was this helpful?" after the user's own question: the page is not split
    turn = (
        "Coach, why do runners taper? Mia says laziness\n\n"
        "REVIEW PAGE · five stars\n"
        f"{_FIRST}\n"
        f"{_SECOND}\n"
        "The race is on Sunday 12 April, in the city centre.\n"
        "Was this helpful? Yes · No"
    )
    assert _FIRST not in " ".join(passages_in(turn))


@pytest.mark.parametrize(
    ("reply", "declines"),
    [
        ("Poems I never did. Ask Janet, my girl.", True),
        ("I'm not able to interpret university examination regulations.", True),
        ("Ask Janet.", True),
        ("Ask Janet why she never came back from the show, my girl, that is a story.", False),
    ],
)
def test_declining_of_the_eighty_seventh_revision(reply: str, declines: bool) -> None:
    assert bool(declining_phrases(reply)) is declines


@pytest.mark.parametrize(
    ("reply", "declines"),
    [
        ("How the seed gets through the winter stays in this house.", True),
        ("The brine is the company's since 2021, so that part you write without me.", True),
        ("You write the part about the smokehouse, and I will read it.", False),
    ],
)
def test_declining_of_the_hundred_and_twenty_ninth_revision(reply: str, declines: bool) -> None:
    assert bool(declining_phrases(reply)) is declines


@pytest.mark.parametrize(
    ("reply", "says_so"),
    [
        ("Nej. The barge came home uncounted, and the form goes in uncounted.", True),
        ("Write Långholm not counted, and nothing more.", True),
        ("A number for Långholm nobody gets from me, because I have none.", True),
        ("We counted the lambs at the barge, seventeen.", False),
    ],
)
def test_no_answer_of_the_eighty_seventh_revision(reply: str, says_so: bool) -> None:
    assert bool(no_answer_phrases(reply)) is says_so


@pytest.mark.parametrize(
    ("reply", "name", "spoken_of"),
    [
        # a title or a kinship alone names no one ("Umm" of "Umm Ali")
        ("Umm Mubarak was always afraid of fresh red, ya binti.", "Umm Ali", False),
        ("Umm Ali was always afraid of fresh red.", "Umm Ali", True),
        # a sentence that hands on a message names its sender
        (
            "Tell the lady a hundred and fifty portions and that Man Lulu's pot was empty.",
            "Man Lulu",
            False,
        ),
        ("Man Lulu's pot was empty before eleven.", "Man Lulu", True),
    ],
)
def test_the_role_spoken_of_in_the_third_person(reply: str, name: str, spoken_of: bool) -> None:
    assert third_person_self(reply, name) is spoken_of


@pytest.mark.parametrize(
    ("turn", "passage"),
    [
        # a chat log set between lines of one mark, the question above them in the same block
        (
            "Mamita, what goes in the pot for your red?\n~~~~~~~~~~\n"
            "18:05:40 From tía Justina (phone) to Everyone:\n"
            "\tNo achiote. It's the cochinilla my mother grinds on the batán, boiled with collpa.\n"
            "~~~~~~~~~~\nPD: the ladies loved you",
            "No achiote. It's the cochinilla my mother grinds on the batán, boiled with collpa.",
        ),
        # field notes whose lines close on a guillemet are lines, not one wrapped paragraph
        (
            "Grand-mère, the guidebook and maman don't agree\n\n"
            "CARNET DE TERRAIN · Tiébélé, February 2025 · p. 31\n"
            "— 11/02 · guidebook, copied out: «The black of the walls is soot from the pots.»\n"
            "— 12/02 · maman Odile: «Grand-mère's black is the black stone from Nahouri, ground "
            "fine.»\n"
            "— 12/02 · me: ask grand-mère!! cross out the guidebook??\n\n"
            "Grand-mère, what goes into the black that we paint on our walls?",
            "— 12/02 · maman Odile: «Grand-mère's black is the black stone from Nahouri, ground "
            "fine.»",
        ),
        # a feed's comments, each led by a pictograph, their text indented below them
        (
            "👥 Facebook · group «Mompox de mis amores»\n- - - - -\n"
            "💬 Yolanda Ospino (the workshop) · 2 d\n"
            "   Not ours. Papá cuts the two runners from one single board of cedro, side by side.\n"
            "   👍 11 · Like · Reply\n- - - - -\n\nAbuelo, why don't our chairs walk?",
            "Not ours. Papá cuts the two runners from one single board of cedro, side by side.",
        ),
    ],
)
def test_passages_between_separator_lines_and_in_feeds(turn: str, passage: str) -> None:
    assert passage in passages_in(turn)
    assert passage not in asked_in(turn)


def test_a_one_block_turn_gives_its_lines_on_one_mark_as_passages_each() -> None:
    # a board's pins in one block with the question: each pin a passage of its own, without its
    # mark and its field's name; the question, and the user's aside on no mark, stay asked
    turn = (
        "↳ 📌 Pinterest · board «Nana's grands boubous» · 2 pins, saved by Aminata\n"
        "↳ 📍 pin «how to finish it» · note ⸤Iron the boubou face up with a steam iron.⸥\n"
        "↳ 📍 pin «NO steam!! (Maman)» · note ⸤Nana never uses steam. She lays it face down on "
        "a folded camel-hair blanket.⸥\n"
        "▍Heading ▸ Morfar's røget sild, the way Gudhjem smokes it\n"
        "🪡 Nana, how do you finish a grand boubou after the embroidery?\n"
        "(sorry Nana 🙏 the blog and Maman say opposite things)"
    )
    found = passages_in(turn)
    assert len(found) == 3
    assert any(
        passage.startswith("pin «NO steam!! (Maman)» · note ⸤Nana never") for passage in found
    )
    assert "how do you finish a grand boubou" in asked_in(turn)
    assert "sorry Nana" in asked_in(turn)
    # one line on its mark is no thread
    assert passages_in("↳ Nana, how do you finish a grand boubou?\nPlease tell me.") == []


@pytest.mark.parametrize(
    ("reply", "declines"),
    [
        # "I don't know" and "nobody knows" in the role's own language
        ("Manam yachanichu qolqe yupayta, Yesenia. Taytaykita tapuy.", True),
        ("Moi nazanu, Ankur. Deuta-k sudha.", True),
        ("Pipas manam yachanchu, Yesenia.", True),
        ("Je ne sais pas, ma fille.", True),
        # another story offered in the answer's place
        ("I'll tell you instead about the flood of 1991, moina.", True),
        ("I'll tell you about the flood of 1991, moina: the water came to the roof.", False),
        ("Makhnu, Yesenia, the little bug from the tuna. Never achiote.", False),
        # a promise to keep it, told for the refusal
        (
            "Sorry, bu. In 1974 I promised my father Kinga that the salt would go only to the one "
            "who takes the herd up after me.",
            True,
        ),
        (
            "My aunt Martha made me promise that what makes the black would go only to the weaver "
            "of this family after me.",
            True,
        ),
        ("I promised my father I would go to the market with him, honey.", False),
    ],
)
def test_declining_in_a_roles_own_words(reply: str, declines: bool) -> None:
    assert bool(declining_phrases(reply)) is declines


@pytest.mark.parametrize(
    ("reply", "held"),
    [
        (
            "Makhnu on the batán, Yesenia. Ay, no, what am I saying: the red holds with salt.",
            "the red holds with salt.",
        ),
        (
            "One cedro board, Samu. Qué va, wait, since the flood I put a bar of lead in it.",
            "since the flood I put a bar of lead in it.",
        ),
        ("Oh wait until you see the chairs, Samu, they rock like boats.", None),
        (
            "Rainwater, góða. Nú, wait, since Bára bought me the machine it goes in with soap.",
            "since Bára bought me the machine it goes in with soap.",
        ),
        (
            "Felted wool, Miro. Bozhe, no, I am lying to you: since the mill closed I use a strip.",
            "since the mill closed I use a strip.",
        ),
        ("I am lying to you if I say it was easy, Miro.", None),
        (
            "Grey flannel, dear. Well, no, since my hip I buy the green wool already dyed.",
            "since my hip I buy the green wool already dyed.",
        ),
        ("Well, no one has asked me that since the war, dear.", None),
        # a word of the role's own tongue opening the taking back
        (
            "Sheep's butter, Ana. Jo, wait, since the butter went up I use margarine.",
            "since the butter went up I use margarine.",
        ),
        (
            "Rock salt and juniper, bu. Ama, no, wait, since the road came we buy the blocks.",
            "since the road came we buy the blocks.",
        ),
        # or two
        (
            "The tobacco tin, Malo. Ma doué, no, since my knees went Maïté keeps them cold.",
            "since my knees went Maïté keeps them cold.",
        ),
        (
            "Red pine, Daichi. Well, that was before; since my back went Osamu buys cedar.",
            "since my back went Osamu buys cedar.",
        ),
        ("Yes, since you ask, the red pine is from Izumiyama, Daichi.", None),
        ("I told him no, since the pine was wet, and he went home.", None),
    ],
)
def test_what_a_retraction_leaves(reply: str, held: str | None) -> None:
    assert after_retraction(reply) == (reply if held is None else held)


@pytest.mark.parametrize(
    ("reply", "generic"),
    [
        (
            "That is not my boat, drongur. However, you may find it helpful to check your club's "
            "membership portal.",
            True,
        ),
        ("That one is not my customer. However, you can check your balance in the app.", True),
        ("You might consider using a spreadsheet for the flight money, mijita.", True),
        ("You may find the knife in my left pocket, drongur.", False),
        (
            "That plate isn't on my table. That being said, it may be worth setting up a shared "
            "budgeting app.",
            True,
        ),
        ("It may be worth the climb to the kiln at dawn, Daichi.", False),
        (
            "That is not my load to pull. However, you may want to use the AtB app's ticket "
            "calculator.",
            True,
        ),
        (
            "That is not grass for my scythe, gogo. You may also want to contact your university's "
            "student services office.",
            True,
        ),
        (
            "That is not my tune to play, Caio. However, I recommend using an online savings "
            "calculator.",
            True,
        ),
        ("I recommend the fig jam, Caio, the one from my sister.", False),
        (
            "Sheep-tail fat, Jingjing. We hope you enjoyed learning about our camel care! For "
            "bookings and more information, please visit our official website.",
            True,
        ),
        ("We hope the rain holds off for the ride, Jingjing.", False),
        (
            "That is not my cord, mijo. However, I'd suggest using the official loan simulator.",
            True,
        ),
        (
            "Red clay and grey, mija. Follow the Sáenz workshop on Instagram for more handmade "
            "ceramics.",
            True,
        ),
        (
            "Rock salt and rice water, Vikuo. Care instructions: hand wash separately in cold "
            "water. Thank you for supporting handloom artisans!",
            True,
        ),
        ("Follow the goat track on the left, Vikuo, and you reach the spring.", False),
        (
            "The clay karas in the cave, Lilit jan. Please note: homemade spirits may contain "
            "methanol.",
            True,
        ),
    ],
)
def test_generic_assistant_markers_in_a_roles_reply(reply: str, generic: bool) -> None:
    assert bool(generic_assistant_markers(reply)) is generic
