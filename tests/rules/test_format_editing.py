from __future__ import annotations

import json
import random
import re
from importlib.resources import files

import pytest

from rolemrc.rules import (
    ADDED_EMOJIS,
    NEUTRAL_QUESTION,
    apply_format_rules,
    check_format_rules,
    find_format_rules,
    registered_format_rules,
    strip_narration,
)
from rolemrc.rules._format_editing import _sentence_extents, _spoken
from rolemrc.rules._format_text import sentences_of

SHIPPED_RULES: list[str] = json.loads(
    (files("rolemrc") / "synth/data/dialogues/nested_rules.json").read_text(encoding="utf-8")
)["format"]

ONE_SENTENCE_REPLIES = {
    "plain": "The answer is 42.",
    "narration and a comma": "(Tomas grins) Honestly, the answer is 42.",
}
REPLIES = {
    "several sentences, a trailing question": (
        "(Tomas grins) The answer, as far as I know, is 42. React was made by Meta. "
        "Have you tried it?"
    ),
    "narration with a comma, commas": (
        "(Mira leans back, smiling) Hooks let you keep state in a function component. "
        "Vite builds fast, and Svelte compiles away. Try both this weekend."
    ),
    "no narration, an ellipsis, a trailing question": (
        "Well, I am not sure. Let me think about it... Maybe the second option?"
    ),
    "narration ending in a full stop": (
        "(Tomas grins.) Python is great. It is easy to read, fast to write, and has many "
        "libraries. You should try it!"
    ),
    "long, asterisk narration": (
        "*sighs* Paris is lovely in spring, truly. The museums open late on Fridays, so you can "
        "skip the crowds. You should visit the Louvre first, then the Orsay. Afterwards, walk "
        "along the Seine at dusk and watch the lights come on over the bridges. It is the best "
        "way to end a day there, and the cafés stay open until midnight. Bring comfortable "
        "shoes, because you will walk a lot more than you expect."
    ),
    "narration between sentences and at the end, an emoji": (
        "Hi there. (Tomas waves) The trail starts at the lake 😀 It takes two hours. (nods)"
    ),
}
EXTRA = "Shall we plan your trip"
# The rules that need a second sentence of the text when no extra sentence is given.
NEEDS_TWO_SENTENCES = {"bullet_points", "numbered_list", "paragraph_count", "postscript"}


def _broken(text: str, requirement: str) -> list[str]:
    return [v.rule for v in check_format_rules(text, requirement) if v.passed is False]


def test_the_shipped_rules_are_recognised_one_each() -> None:
    assert len(SHIPPED_RULES) == 15
    assert all(len(find_format_rules(rule)) == 1 for rule in SHIPPED_RULES)


def test_the_editors_apply_cuts_first_and_wrapping_last() -> None:
    assert [rule.name for rule in registered_format_rules()] == [
        "max_sentences",
        "max_words",
        "max_characters",
        "line_length",
        "sentence_count",
        "word_count",
        "sentence_words",
        "starts_with",
        "starts_with_bare_words",
        "starts_with_the_word",
        "labelled_list",
        "last_sentence_starts_with_the_word",
        "starts_with_exact_words",
        "starts_with_time",
        "starts_with_date",
        "sentences_start_with",
        "name_in_every_sentence",
        "countdown_sentences",
        "alternating_statements_and_questions",
        "no_word_twice_in_a_sentence",
        "stress_marks",
        "sentence_count_avoided",
        "sentence_commas",
        "no_double_letters",
        "number_in_every_sentence",
        "no_word_starting_with",
        "sentences_name",
        "paragraphs_start_with",
        "include_word",
        "include_words",
        "name_written_exactly",
        "min_words",
        "suffixed_words",
        "listed_words",
        "arabizi_words",
        "stretched_word",
        "syllable_game_sentence",
        "tone_tags",
        "sign_run",
        "postscript",
        "sums_written_out",
        "paragraph_count",
        "title_line",
        "acrostic",
        "every_letter",
        "no_line_breaks",
        "list_items",
        "bullet_points",
        "numbered_list",
        "countdown_lines",
        "item_marker",
        "question_answer_lines",
        "lines_start_with_emoji",
        "lines_start_with_mark",
        "double_spaced",
        "bold_term",
        "max_word_syllables",
        "max_word_letters",
        "line_count",
        "sentences_end_with",
        "paragraphs_end_with",
        "paragraphs_end_with_line",
        "clock_times",
        "markdown_table",
        "ends_with_mark",
        "date_form",
        "rounded_numbers",
        "spelling_variety",
        "one_unit",
        "numbered_sentences",
        "roman_numerals",
        "numbers_by_size",
        "with_margins",
        "decimal_comma",
        "max_numbers",
        "arrow_chain",
        "footnote",
        "same_first_and_last_word",
        "same_first_and_last_sentence",
        "reason_in_last_sentence",
        "ages_after_names",
        "digits_of_a_script",
        "amounts_in_two_currencies",
        "amounts_in_two_units",
        "alternating_language",
        "glossed_words",
        "numbers_in_words_then_figures",
        "amounts_in_words_then_figures",
        "word_as_emoji",
        "rising_numbers",
        "radio_alphabet",
        "colours_translated",
        "hashtags",
        "rhyming_pairs",
        "closing_rhyme",
        "haiku",
        "last_line_starts_with",
        "summary_line",
        "lines_in_groups",
        "narration_at_end",
        "dash_before_sentences",
        "place_names_between_marks",
        "name_only_in_last_sentence",
        "listed_line_and_a_sentence_each",
        "paragraphs_on_one_word",
        "speaks_of_itself_by_a_name",
        "figures_at_most",
        "yes_or_no_line_then_why",
        "closing_line_of_one_of",
        "answer_line_then_empty",
        "one_of_words_in_every_paragraph",
        "names_glossed_in_brackets",
        "counted_off_with_ordinal_adverbs",
        "signature_then_postscript",
        "last_sentence_shortest_in_paragraphs",
        "first_sentence_word_count",
        "measures_with_unit_signs",
        "sentences_end_on_chinese_stops",
        "questions_first",
        "paragraphs_open_on_listed_words",
        "greeting_line_by_name",
        "paragraphs_end_on_one_syllable",
        "ampersand_for_and",
        "sentence_per_line",
        "ends_with_question",
        "ends_with",
        "ends_with_exact_words",
        "word_count_note",
        "repeated_last_sentence",
        "no_punctuation_mark",
        "punctuation_mark",
        "sentences_by_length",
        "shrinking_lines",
        "alphabetical_openings",
        "headed_parts",
        "marked_sentence",
        "bracketed_blanks",
        "sign_before_listed_words",
        "numbered_line_after_the_first_paragraph",
        "numbered_parts",
        "mark_after_word",
        "labelled_form",
        "labelled_paragraphs",
        "echoed_paragraphs",
        "mark_between_sentences",
        "varied_sentence_openings",
        "paragraph_end_mark",
        "line_for_someone",
        "glossed_words_line",
        "first_sentence_word_closes",
        "paragraph_opens_on_word",
        "framed_paragraphs",
        "word_before_figures",
        "closing_year_count",
        "curly_apostrophes",
        "hidden_sentence",
        "alternating_speakers",
        "figures_in_the_last_sentence",
        "closing_keywords",
        "sentence_for_someone",
        "hanging_lines",
        "no_markdown",
        "marked_names",
        "bracketed_numbers",
        "letter_lines",
        "one_word_first_line",
        "ordered_openings",
        "starts_with_one_of",
        "ends_with_one_of",
        "includes_one_of",
        "starts_with_bare_choice",
        "starts_with_greeting",
        "greeting_line_in_script",
        "ends_with_goodbye",
        "alliterative_openings",
        "alliteration",
        "paragraph_sentences",
        "paragraph_sentence_count",
        "no_sentence_opens_with",
        "letter_count",
        "phrase_count",
        "same_first_and_last_line",
        "years_in_brackets",
        "words_of_a_list",
        "framing_lines",
        "digits_in_words",
        "sign_for_a_word",
        "own_last_line",
        "starts_like_the_example",
        "signed_like_the_example",
        "word_for_full_stop",
        "hour_in_brackets",
        "serial_comma",
        "quotation_marks",
        "distance_as_walking_time",
        "names_in_alphabetical_order",
        "named_not_i",
        "no_superlatives",
        "paragraph_opens_with",
        "word_range",
        "actions_first",
        "actions_at_both_ends",
        "labelled_lines_in_order",
        "lines_indented",
        "name_first_only",
        "name_once",
        "lettered_series",
        "ends_between_marks",
        "colour_words_in_capitals",
        "opens_with_one_question",
        "opens_with_quoted_saying",
        "short_last_sentence",
        "script_words_glossed",
        "first_person_plural",
        "chained_sentences",
        "only_language",
        "alternating_languages",
        "answer_twice",
        "all_questions",
        "one_question",
        "nth_sentence_question",
        "both_unit_systems",
        "present_tense",
        "figures_and_words",
        "no_letter",
        "no_repeated_word",
        "no_word_ending",
        "no_accents",
        "distinct_openings",
        "avoid_words",
        "no_negative_words",
        "numbers_in_a_language",
        "no_commas",
        "no_emojis",
        "marked_numbers",
        "no_numbers",
        "no_digits",
        "figure_count",
        "numbers_in_figures",
        "no_first_person_i",
        "no_contractions",
        "sentences_end_with_mark",
        "exclamation_sentences",
        "min_emojis",
        "emoji_count",
        "emojis_from_list",
        "name_spelled",
        "kind_emoji_count",
        "emoticon",
        "spoiler_tags",
        "struck_through_correction",
        "action_count",
        "aside_count",
        "units_in_full",
        "units_short",
        "two_spaces_between_sentences",
        "italic_phrases",
        "ends_with_bracketed_note",
        "simile",
        "all_lowercase",
        "all_capitals",
        "title_case",
        "capital_words",
        "dates_with_weekdays",
        "headed_first_and_then",
        "labelled_first_and_then",
        "wrapped_in_quotes",
        "wrapped_in_tags",
        "hyphen_in_every_sentence",
        "diacritic_in_every_sentence",
        "opposites_in_every_sentence",
        "spelled_names",
        "quoted_lines",
        "one_quote_line",
        "lines_end_with_full_stop",
        "quote_lines_at_least_one",
        "weekday_in_every_sentence",
        "suffixed_word_in_every_sentence",
        "sentence_ends_as_it_begins",
        "task_list_lines",
        "confidence_line",
        "script_lines",
        "boxed_answer",
        "italic_words",
        "space_before_marks",
        "numbers_in_twenties",
        "british_spelling",
        "stepped_lines",
        "framed_lines",
        "wrapped_in_mark",
        "every_sentence_twice",
        "listed_word_in_every_sentence",
        "markdown_headings",
        "ordinal_markers",
        "substituted_words",
        "place_names_in_capitals",
        "names_in_capitals",
        "thread_parts",
        "code_block",
        "chapter_times",
        "divided_parts",
        "small_numbers_in_words",
        "labelled_sections",
        "named_parts",
        "starred_bits",
        "inverted_marks",
        "json_format",
    ]


@pytest.mark.parametrize("extra", [None, EXTRA])
@pytest.mark.parametrize("reply", REPLIES.values(), ids=REPLIES.keys())
@pytest.mark.parametrize("requirement", SHIPPED_RULES)
def test_each_shipped_rule_is_obeyed_after_editing(
    requirement: str, reply: str, extra: str | None
) -> None:
    edited = apply_format_rules(reply, requirement, extra=extra)
    assert _broken(edited, requirement) == []
    assert apply_format_rules(edited, requirement, extra=extra) == edited  # nothing left to do


@pytest.mark.parametrize("extra", [None, EXTRA])
@pytest.mark.parametrize("reply", ONE_SENTENCE_REPLIES.values(), ids=ONE_SENTENCE_REPLIES.keys())
@pytest.mark.parametrize("requirement", SHIPPED_RULES)
def test_a_one_sentence_reply_needs_the_extra_sentence_only_for_new_parts(
    requirement: str, reply: str, extra: str | None
) -> None:
    [(rule, _)] = find_format_rules(requirement)
    if extra is None and rule.name in NEEDS_TWO_SENTENCES:
        with pytest.raises(ValueError, match=f"^format rule '{rule.name}' .* cannot be applied: "):
            apply_format_rules(reply, requirement, extra=extra)
        return
    edited = apply_format_rules(reply, requirement, extra=extra)
    assert _broken(edited, requirement) == []


@pytest.mark.parametrize(
    ("text", "requirement", "extra", "expected"),
    [
        (  # whole leading sentences that fit
            "(Tomas grins) The trail is long. It climbs for an hour. Then it drops to the lake.",
            "You should respond in fewer than 10 words.",
            None,
            "(Tomas grins) The trail is long. It climbs for an hour.",
        ),
        (  # the first sentence alone is too long: cut after the last word that fits
            "(Tomas grins) The trail, which climbs for an hour, drops to the lake. Go early.",
            "You should respond in fewer than 6 words.",
            None,
            "(Tomas grins) The trail, which climbs for.",
        ),
        (
            '"It is fast. It is small. It is fun."',
            "You should keep every answer to at most two sentences.",
            None,
            '"It is fast. It is small."',
        ),
        (
            "(Mira leans back, smiling) Yes, React, Vue and Svelte all work, 1,000 times over.",
            "You must not use any commas.",
            None,
            "(Mira leans back, smiling) Yes React Vue and Svelte all work 1000 times over.",
        ),
        (
            'Is it ready? He said "wait..." Fine. Go now',
            "You must end every sentence with an exclamation mark.",
            None,
            'Is it ready! He said "wait!" Fine! Go now!',
        ),
        (
            "Great! 😀 See you.",
            "You must end every sentence with an exclamation mark.",
            None,
            "Great! 😀 See you!",
        ),
        (
            "(Tomas grins) I think React is NASA's favourite.",
            "You must write in lowercase letters only.",
            None,
            "(Tomas grins) i think react is nasa's favourite.",
        ),
        (
            "(Tomas grins) I think React is great.",
            "You prefer to answer in all capital letters.",
            None,
            "(Tomas grins) I THINK REACT IS GREAT.",
        ),
        (  # a common opening word loses its capital, a name keeps it
            "(Tomas grins) The lake is cold. React is fun.",
            'You love to start every answer with the word "Well".',
            None,
            "(Tomas grins) Well, the lake is cold. React is fun.",
        ),
        (
            "React is fun. The docs say React is fast.",
            'You love to start every answer with the word "Well".',
            None,
            "Well, React is fun. The docs say React is fast.",
        ),
        (
            "I think so.",
            'You love to start every answer with the word "Well".',
            None,
            "Well, I think so.",
        ),
        (
            "It is late. I'm off.",
            'You love to start every answer with the word "Well".',
            None,
            "Well, it is late. I'm off.",
        ),
        (
            "I'm off.",
            'You love to start every answer with the word "Well".',
            None,
            "Well, I'm off.",
        ),
        (
            "(Tomas grins) The answer is 42.",
            'You must include the word "indeed" in every reply.',
            None,
            "(Tomas grins) Indeed, the answer is 42.",
        ),
        (
            "Indeed it is.",
            'You must include the word "indeed" in every reply.',
            None,
            "Indeed it is.",
        ),
        (
            "(Tomas grins) The answer is 42. 🎉",
            "You must use at least two emojis in every reply.",
            None,
            "(Tomas grins) The answer is 42. 🎉" + ADDED_EMOJIS[0],
        ),
        (
            "Try it",
            "You must use at least 3 emojis",
            None,
            "Try it " + "".join(ADDED_EMOJIS),
        ),
        (
            "😀 Great job, really 😀 and more 😀",
            "You must never use emojis",
            None,
            "Great job, really and more",
        ),
        (
            "(Tomas grins) The answer is 42. (bows)",
            "You must wrap your entire reply in double quotation marks.",
            None,
            '(Tomas grins) "The answer is 42." (bows)',
        ),
        (
            "(Tomas grins.) Options: React. Vue!\nSvelte",
            "You should present your answer as bullet points.",
            None,
            "- (Tomas grins.) Options: React.\n- Vue!\n- Svelte",
        ),
        (
            "Plan the route.\n\n(nods) Pack water. Start early.",
            "You must give your answer as a numbered list.",
            None,
            "1. Plan the route.\n\n2. (nods) Pack water.\n3. Start early.",
        ),
        (
            "(Tomas grins) One. Two. Three. Four. Five.",
            "You will write your answer in exactly two paragraphs.",
            None,
            "(Tomas grins) One. Two. Three.\n\nFour. Five.",
        ),
        (
            "(Tomas grins) One.\n\nTwo.\n\nThree.",
            "You will write your answer in exactly two paragraphs.",
            "A second paragraph",
            "(Tomas grins) One. Two. Three.\n\nA second paragraph.",
        ),
        (
            "(Tomas grins) The answer is 42. Have fun!",
            "You are used to adding a postscript at the end of every reply.",
            None,
            "(Tomas grins) The answer is 42.\n\nP.S. Have fun!",
        ),
        (
            "(Tomas grins) The answer is 42.",
            "You are used to adding a postscript at the end of every reply.",
            "Bring water",
            "(Tomas grins) The answer is 42.\n\nP.S. Bring water.",
        ),
        (
            "React is great. P.S. Try Vite.",
            "You must add a postscript",
            None,
            "React is great.\n\nP.S. Try Vite.",
        ),
        (
            "(Tomas grins) The answer is 42. (bows)",
            "You must end every reply with a question.",
            None,
            f"(Tomas grins) The answer is 42. {NEUTRAL_QUESTION} (bows)",
        ),
        (
            '"The answer is 42"',
            "You must end every reply with a question.",
            "Shall we go on!",
            '"The answer is 42. Shall we go on?"',
        ),
        (
            "(Tomas grins) Yes.",
            "You must write at least 5 words",
            "The trail is open today",
            "(Tomas grins) Yes. The trail is open today.",
        ),
        (
            '(Tomas grins) Say "hi".',
            "You must answer in JSON format",
            None,
            '{"answer": "(Tomas grins) Say \\"hi\\"."}',
        ),
    ],
)
def test_edits_keep_the_words_where_the_rule_allows(
    text: str, requirement: str, extra: str | None, expected: str
) -> None:
    edited = apply_format_rules(text, requirement, extra=extra)
    assert edited == expected
    assert _broken(edited, requirement) == []


@pytest.mark.parametrize(
    ("requirement", "extra", "expected"),
    [
        ("You must use at least three emojis.", None, "(Tomas grins) Go early. Bring water.😊✨👍"),
        ("You love to use emojis.", None, "(Tomas grins) Go early. Bring water.😊"),
        ("You must keep your reply under four words.", None, "(Tomas grins) Go early."),
        ("You must not exceed 3 words.", None, "(Tomas grins) Go early."),
        ("You must answer in fewer than two sentences.", None, "(Tomas grins) Go early."),
        (
            "You must write more than four words.",
            "Ask me",
            "(Tomas grins) Go early. Bring water. Ask me.",
        ),
        ("Answer in two separate paragraphs.", None, "(Tomas grins) Go early.\n\nBring water."),
        (
            "You must begin every response with the word “Howdy”.",
            None,
            "(Tomas grins) Howdy, go early. Bring water.",
        ),
        (
            "You must say the phrase 'clean code'.",
            None,
            "(Tomas grins) Clean code, go early. Bring water.",
        ),
        ("You must write in caps.", None, "(Tomas grins) GO EARLY. BRING WATER."),
        ("You must not use any capital letters.", None, "(Tomas grins) go early. bring water."),
        (
            "Your reply should end with a question mark.",
            "See you (waves)",
            "(Tomas grins) Go early. Bring water. See you? (waves)",
        ),
        (
            "You would like to end each response with a follow-up question",
            "Want a map 😀",
            "(Tomas grins) Go early. Bring water. Want a map? 😀",
        ),
        ("You must use numbered steps.", None, "1. (Tomas grins) Go early.\n2. Bring water."),
        ("You must use a bulleted list.", None, "- (Tomas grins) Go early.\n- Bring water."),
        # a bound on words written after the number
        ("Keep every answer to 3 words or fewer.", None, "(Tomas grins) Go early."),
        ("Enclose your response in double quotes.", None, '(Tomas grins) "Go early. Bring water."'),
    ],
)
def test_the_wordings_the_patterns_recognise(
    requirement: str, extra: str | None, expected: str
) -> None:
    edited = apply_format_rules("(Tomas grins) Go early. Bring water.", requirement, extra=extra)
    assert edited == expected
    assert _broken(edited, requirement) == []


@pytest.mark.parametrize(
    ("text", "requirement", "extra", "expected"),
    [
        (
            "(Tomas grins) React, sure, is great. Vue is nice.",
            'You must not use any commas. You love to start every answer with the word "Well".',
            None,
            "(Tomas grins) Well React sure is great. Vue is nice.",
        ),
        (
            "(Tomas grins) React is great. Vue is nice.",
            "You must write in lowercase letters only. You should present your answer as bullet"
            " points.",
            None,
            "- (Tomas grins) react is great.\n- vue is nice.",
        ),
        (  # "* " bullets: the start-with checker skips "*" as a markdown mark
            "(Tomas grins) The lake is cold. Vue is nice.",
            'Use bullet points. You love to start every answer with the word "Well".',
            None,
            "* (Tomas grins) Well, the lake is cold.\n* Vue is nice.",
        ),
        (
            "(Tomas grins) React is great. Vue is nice.",
            "You must wrap your entire reply in double quotation marks. Use bullet points.",
            None,
            '"\n- (Tomas grins) React is great.\n- Vue is nice."',
        ),
        (
            "(Tomas grins) React is great. Vue is nice.",
            "You must end every reply with a question. Answer in all capital letters.",
            None,
            "(Tomas grins) REACT IS GREAT. VUE IS NICE. WHAT DO YOU THINK?",
        ),
        (
            "(Tomas grins) React is great. Vue is nice.",
            "You must use at least 3 emojis. You must end every sentence with an exclamation mark.",
            None,
            "(Tomas grins) React is great! Vue is nice!" + "".join(ADDED_EMOJIS),
        ),
        (
            "(Tomas grins) React is great. Vue is nice. Svelte is fun. Angular is big.",
            "You will write your answer in exactly two paragraphs. You are used to adding a"
            " postscript.",
            None,
            "(Tomas grins) React is great. Vue is nice. Svelte is fun.\n\nP.S. Angular is big.",
        ),
        (
            "(Tomas grins) React is great. Vue is nice.",
            "You must end every reply with a question. You are used to adding a postscript.",
            None,
            "(Tomas grins) React is great.\n\nP.S. Vue is nice. What do you think?",
        ),
        (
            "Well, React is great.",
            'You must include the word "indeed". You love to start every answer with the word'
            ' "Well".',
            None,
            "Well, indeed, React is great.",
        ),
        (
            "(Tomas grins) React is great.",
            'You must include the word "indeed". You love to start every answer with the word'
            ' "Well".',
            None,
            "(Tomas grins) Well, indeed, React is great.",
        ),
        (  # the question added at the end is left room under the word bound
            "(Tomas grins) The trail is long. It climbs for an hour. Then it drops to the lake.",
            "You should respond in fewer than 12 words. You must end every reply with a question.",
            "Want a map",
            "(Tomas grins) The trail is long. Want a map?",
        ),
        (  # a postscript's "P.S." counts as a sentence, so one more sentence goes
            "One. Two. Three. Four. Five.",
            "You should keep every answer to at most three sentences. You are used to adding a"
            " postscript.",
            None,
            "One.\n\nP.S. Two.",
        ),
        (
            "(Tomas grins) React is great.",
            "You must answer in JSON format, in all capital letters.",
            None,
            '{"ANSWER": "(Tomas grins) REACT IS GREAT."}',
        ),
        (  # the start phrase goes on a line before the numbers
            "(Tomas grins) The lake is cold. Vue is nice.",
            "You must give your answer as a numbered list. You love to start every answer with"
            ' the word "Well".',
            None,
            "(Tomas grins) Well:\n1. The lake is cold.\n2. Vue is nice.",
        ),
        (  # asterisk narration goes before "* " bullets, where the asterisks cannot pair up
            "*sighs* The lake is cold. Vue is nice.",
            'Use bullet points. You love to start every answer with the word "Well".',
            None,
            "*sighs*\n* Well, the lake is cold.\n* Vue is nice.",
        ),
        (  # "1)" marks: "1." would be a sentence of its own, and not one ending with "!"
            "(Tomas grins) The lake is cold. Vue is nice.",
            "You must give your answer as a numbered list. End every sentence with an"
            " exclamation mark.",
            None,
            "1) (Tomas grins) The lake is cold!\n2) Vue is nice!",
        ),
        (  # the postscript takes the extra sentence, which already ends the reply as a question
            "(Tomas grins) React is great. Vue is nice.",
            "You must end every reply with a question. You are used to adding a postscript.",
            "Have you tried Vite?",
            "(Tomas grins) React is great. Vue is nice.\n\nP.S. Have you tried Vite?",
        ),
    ],
)
def test_two_rules_in_one_requirement(
    text: str, requirement: str, extra: str | None, expected: str
) -> None:
    assert len(find_format_rules(requirement)) >= 2
    edited = apply_format_rules(text, requirement, extra=extra)
    assert edited == expected
    assert _broken(edited, requirement) == []


@pytest.mark.parametrize(
    ("text", "requirement", "extra", "message"),
    [
        (
            "Hello.",
            "You will write your answer in exactly two paragraphs.",
            None,
            "format rule 'paragraph_count' ('exactly two paragraphs') cannot be applied: 2 "
            "paragraph(s) need as many sentences; the text has 1",
        ),
        (
            "Hello.",
            "You should present your answer as bullet points.",
            None,
            "format rule 'bullet_points' ('bullet points') cannot be applied: a list needs two "
            "items; the text gives 1",
        ),
        (
            "Short.",
            "You must write at least 5 words",
            None,
            "format rule 'min_words' ('at least 5 words') cannot be applied: the text has 1 words "
            "and no extra sentence was given",
        ),
        (
            "Short.",
            "You must write at least 5 words",
            "Yes",
            "format rule 'min_words' ('at least 5 words') still fails after editing",
        ),
        (
            "Hi.",
            "You should respond in fewer than 3 words. You must end every reply with a question.",
            "Would you like to hear more about this",
            "format rule 'max_words' ('fewer than 3 words') cannot be applied: no room for a "
            "single word beside the 7 that other rules add",
        ),
        (  # the postscript checker reads "P.S." in capitals only
            "React is great. Vue is nice.",
            "You must write in lowercase letters only. You must add a postscript.",
            None,
            "format rule 'postscript' ('postscript') still fails after editing, beside "
            "'all_lowercase'",
        ),
        (
            "React is great. Vue is nice.",
            "You must end every sentence with an exclamation mark. You must end every reply with"
            " a question.",
            None,
            "format rule 'ends_with_question' ('end every reply with a question') still fails "
            "after editing, beside 'exclamation_sentences'",
        ),
        (
            "(Tomas grins)",
            "You must wrap your entire reply in double quotation marks.",
            None,
            "no spoken words to wrap",
        ),
        (
            "The lake is cold.",
            "You must end every reply with a question.",
            "(waves)",
            "format rule 'ends_with_question' ('end every reply with a question') cannot be "
            "applied: the extra sentence has no spoken words to ask with",
        ),
    ],
)
def test_a_rule_that_cannot_be_obeyed_raises(
    text: str, requirement: str, extra: str | None, message: str
) -> None:
    with pytest.raises(ValueError, match=re.escape(message)):
        apply_format_rules(text, requirement, extra=extra)


@pytest.mark.parametrize(
    "requirement",
    ["You love to talk about the weather", "You prefer to answer like a pirate", ""],
)
@pytest.mark.parametrize("text", ["Plain, text. 😀", "(Tomas grins)  odd   spacing\n\n", ""])
def test_a_requirement_without_a_rule_leaves_the_text_unchanged(
    requirement: str, text: str
) -> None:
    assert apply_format_rules(text, requirement, extra=EXTRA) == text


@pytest.mark.parametrize(
    "text",
    [
        "(Tomas grins.) Hi. (waves)  There\tyou   go.\n\n  (nods)\nP.S. ok *sighs* fine.",
        "*smiles*  Well ,  yes.\n- a\n- b (Evan leans back, smiling)",
        'He said "wow!" Really! 😀 Great. (Evan leans back) e.g. this.',
        "Hello there (she says. Then nods) friend. Bye now.",
        "(Evan nods)",
        "",
    ],
)
def test_the_spoken_text_is_mapped_back_to_the_reply(text: str) -> None:
    spoken = _spoken(text)
    assert spoken.text == strip_narration(text)
    assert all(
        text[index] == char or (text[index] in " \t" and char == " ")
        for char, index in zip(spoken.text, spoken.origin, strict=True)
        if char != "\n"
    )
    assert len(_sentence_extents(spoken.text)) == len(sentences_of(spoken.text))


FRAGMENTS = [
    "(Tomas grins)", "(Tomas grins.)", "*sighs*", "[laughs]", "Hello there.", "Yes, indeed,",
    "I think React is great!", "Is it?", "😀", "🎉🎉", '"Quoted text."', "\n", "\n\n",
    "- item one", "1. step", "P.S. later.", "e.g. this", "well...", "Version 2.5 is out",
    "NASA, Paris and I", "“curly”", ",", "  ", "(see above)", "word",
]  # fmt: skip
MORE_RULES = [
    "You must never use emojis.", "You must write at least 12 words.",
    "You must answer in JSON format.", "You must keep your reply under 5 words.",
    "You must answer in no more than 1 sentences.", "You must answer in three paragraphs.",
    "Write every answer as one paragraph, with no line breaks at all.",
    "Close every answer by saying its last sentence once more, word for word, like a chant.",
    'You must start your reply with "Howdy partner!"',
]  # fmt: skip


def test_odd_texts_and_rule_mixes_are_obeyed_or_refused() -> None:
    """Scraps of replies in any order under one to three rules: the result obeys every rule
    and editing it again changes nothing, or the rules are refused with a ValueError."""
    rng = random.Random(7)
    outcomes = {"obeyed": 0, "refused": 0}
    for _ in range(400):
        text = " ".join(rng.choice(FRAGMENTS) for _ in range(rng.randint(0, 9)))
        requirement = " ".join(rng.sample(SHIPPED_RULES + MORE_RULES, rng.randint(1, 3)))
        extra = rng.choice([None, "Shall we go", "Bring water, please!", "(waves) See you."])
        try:
            edited = apply_format_rules(text, requirement, extra=extra)
        except ValueError:
            outcomes["refused"] += 1
            continue
        outcomes["obeyed"] += 1
        assert _broken(edited, requirement) == [], (text, requirement, extra, edited)
        assert apply_format_rules(edited, requirement, extra=extra) == edited
    assert outcomes["obeyed"] > 250


def test_contractions_are_written_out() -> None:
    requirement = "Avoid contractions."
    reply = "(Evan grins) I'm sure it's fine. Don't worry, you'll see. We won't go, let's not."
    edited = apply_format_rules(reply, requirement)
    assert edited == (
        "(Evan grins) I am sure it is fine. Do not worry, you will see. We will not go, let us not."
    )
    assert [v.passed for v in check_format_rules(edited, requirement)] == [True]
    assert apply_format_rules("The boat's rails.", requirement) == "The boat's rails."


@pytest.mark.parametrize(
    ("reply", "edited"),
    [
        (
            "I think so. Then I'm done, and I was right.",
            "We think so. Then we're done, and we were right.",
        ),
        (
            "(Evan grins) Sure, I'll do it; I've time, i.e. now.",
            "(Evan grins) Sure, we'll do it; we've time, i.e. now.",
        ),
    ],
)
def test_never_i_is_obeyed_after_editing(reply: str, edited: str) -> None:
    requirement = "You must never refer to yourself as 'I' in any answer."
    assert apply_format_rules(reply, requirement) == edited
    assert [v.passed for v in check_format_rules(edited, requirement)] == [True]


def test_a_word_is_put_before_every_sentence_that_lacks_it() -> None:
    requirement = "every sentence must start with 'Well'"
    text = "(Emiko smiles) The lacquer needs damp air. Well, so we use the muro. It hardens there."
    edited = apply_format_rules(text, requirement)
    assert edited == (
        "(Emiko smiles) Well, the lacquer needs damp air. Well, so we use the muro. Well, it "
        "hardens there."
    )
    assert _broken(edited, requirement) == []


def test_a_haiku_cannot_be_made_by_editing() -> None:
    with pytest.raises(ValueError, match=r"'haiku'.*cannot be edited into a haiku"):
        apply_format_rules("The north wind pushes the sail south.", "make it a haiku")


def test_the_key_term_to_bold_is_not_for_an_editor_to_choose() -> None:
    with pytest.raises(ValueError, match=r"'bold_term'.*not known to the editor"):
        apply_format_rules("Arm beats wrist.", "bold the key term")


def test_numbers_are_written_out_in_words() -> None:
    requirement = "No digits anywhere: write every number out in words."
    text = "(Giorgi nods 3 times) It is 13.5 degrees, 8,000 years old, since 1890."
    edited = apply_format_rules(text, requirement)
    assert edited == (
        "(Giorgi nods three times) It is thirteen point five degrees, eight thousand years old, "
        "since one thousand eight hundred ninety."
    )
    assert _broken(edited, requirement) == []


def test_numbers_are_written_by_their_size() -> None:
    requirement = (
        "Write every number from one to nine in words and every number from 10 up in figures"
    )
    text = "Twelve bars, 7% lost in 3 days, twenty-one left; car 4 at 9:30, 2.5 kg."
    edited = apply_format_rules(text, requirement)
    assert edited == "12 bars, seven per cent lost in three days, 21 left; car 4 at 9:30, 2.5 kg."
    assert _broken(edited, requirement) == []


def test_the_last_sentence_is_said_once_more() -> None:
    requirement = "Close every answer by saying its last sentence once more, like a chant."
    edited = apply_format_rules("(Tavita nods) We keep the bone. It heals.", requirement)
    assert edited == "(Tavita nods) We keep the bone. It heals. It heals."
    assert apply_format_rules(edited, requirement) == edited


def test_wrapping_in_one_pair_of_quotes_makes_the_quotes_inside_single() -> None:
    requirement = "Put your whole answer inside one pair of double quotation marks."
    edited = apply_format_rules('Go early. Say "hello" to the guard.', requirement)
    assert edited == "\"Go early. Say 'hello' to the guard.\""
    assert _broken(edited, requirement) == []


@pytest.mark.parametrize(
    ("requirement", "text", "expected"),
    [
        (
            "End every answer with its word count in round brackets, like (40 words).",
            "(Tomas grins) Go early. Bring water. (40 words)",
            "(Tomas grins) Go early. Bring water. (4 words)",
        ),
        (
            "Never use the words 'very' or 'just' anywhere.",
            "Go very early. Just bring water.",
            "Go early. bring water.",
        ),
        (
            "Use no accented letters anywhere in your answer.",
            "Go to Entre Ríos early, niña.",
            "Go to Entre Rios early, nina.",
        ),
    ],
)
def test_a_word_count_is_put_at_the_end_and_forbidden_words_and_accents_are_taken_out(
    requirement: str, text: str, expected: str
) -> None:
    edited = apply_format_rules(text, requirement)
    assert edited == expected
    assert _broken(edited, requirement) == []


@pytest.mark.parametrize(
    ("text", "edited"),
    [
        (
            "(Tomas grins) The answer is 42. Have you tried it? 😀\nBye",
            "(Tomas grins) The answer is 42, la. Have you tried it, la? 😀\nBye, la",
        ),
        ("Both on fourteen, la! Pema wins.", "Both on fourteen, la! Pema wins, la."),
        ('*nods* "It is Pema."', '*nods* "It is Pema, la."'),
    ],
)
def test_every_sentence_and_line_is_made_to_end_with_the_word(text: str, edited: str) -> None:
    requirement = "End every sentence you say with the word 'la'"
    assert apply_format_rules(text, requirement) == edited
    assert _broken(edited, requirement) == []


@pytest.mark.parametrize(
    ("requirement", "text", "edited"),
    [
        (
            "Use British spelling in every answer.",
            "(Evan wipes the GRAY dust) Colored tiles in the center.",
            "(Evan wipes the GREY dust) Coloured tiles in the centre.",
        ),
        ("Use American spelling.", "The colour of the theatre.", "The color of the theater."),
    ],
)
def test_every_word_is_respelled_in_the_variety_asked(
    requirement: str, text: str, edited: str
) -> None:
    assert apply_format_rules(text, requirement) == edited
    assert _broken(edited, requirement) == []
