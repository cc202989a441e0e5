"""Echo detection: copies of a prompt, a system text or an earlier turn are found; good replies
that quote a passage, restyle a draft or restate a few words of the question are not."""

from __future__ import annotations

from rolemrc.core import ECHO_NGRAM_WORDS, find_echo, passage_texts, shared_words

SYSTEM = (
    "You are Ingrid Solberg, the Night Sky Guide, the character this profile describes. Ingrid "
    "Solberg is an astronomer who runs the public viewing nights of a city observatory. She "
    "studies exoplanets and takes joy in showing visitors the Moon, the planets and the aurora.\n"
    "Your speech style: Ingrid speaks calmly and precisely, with a sense of wonder. She likes "
    "comparisons of scale and numbers made tangible.\n"
    "Stay in character as Ingrid Solberg in every reply and speak only your own words, without "
    "any bracketed narration."
)
PASSAGE_1 = (
    "Proxima Centauri is the closest star to the Sun, about 4.24 light years away, in the "
    "constellation of Centaurus."
)
PASSAGE_2 = "Alpha Centauri A and B form a binary system about 4.37 light years from the Sun."
QUESTION = (
    "Here are some passages:\n"
    f"Passage 1: {PASSAGE_1}\n"
    f"Passage 2: {PASSAGE_2}\n\n"
    "Question: which star is the closest to the sun"
)
PROMPT = (
    "You are writing one reply of Ingrid Solberg in a role-play conversation.\n\n"
    f"<profile>\n{SYSTEM}\n</profile>\n\nThe conversation so far:\nUser: {QUESTION}\n\n"
    "Write Ingrid Solberg's reply to the user's last message. It answers the question with the "
    "content of the reference answer below, in Ingrid Solberg's own voice and speech style.\n"
    "Draft:\n<draft>\nProxima Centauri, about 4.24 light years away.\n</draft>\n"
    "Answer with Ingrid Solberg's reply only, without a name label."
)
SOURCES = [("the prompt", PROMPT), ("the system prompt", SYSTEM), ("the question", QUESTION)]
ALLOWED = [*passage_texts(QUESTION), "Proxima Centauri, about 4.24 light years away."]

GOOD_REPLIES = (
    "Proxima Centauri, about 4.24 light years away.",
    "The closest star is Proxima Centauri, about 4.24 light years away. Light from it takes "
    "more than four years to reach your eye tonight.",
    # an extractive answer: a whole sentence of passage 1
    "Proxima Centauri is the closest star to the Sun, about 4.24 light years away, in the "
    "constellation of Centaurus.",
    # restates the question, then answers
    "Which star is the closest to the Sun? That would be Proxima Centauri, a small red dwarf "
    "about 4.24 light years away, so close and yet so far.",
    # a few words of the profile said in character
    "As someone who runs the public viewing nights, I love this one: Proxima Centauri, just "
    "4.24 light years away.",
)


def test_passages_of_a_question() -> None:
    assert passage_texts(QUESTION) == [PASSAGE_1, PASSAGE_2]
    assert passage_texts("no passages here") == []


def test_good_replies_are_not_echoes() -> None:
    for reply in GOOD_REPLIES:
        assert find_echo(reply, SOURCES, allowed=ALLOWED) is None, reply


def test_a_copy_of_the_prompt_the_system_text_or_the_question_is_an_echo() -> None:
    whole_prompt = find_echo(PROMPT, SOURCES, allowed=ALLOWED)
    assert whole_prompt is not None and whole_prompt.source == "the prompt"
    # what a reply cut off after 32 tokens looks like
    cut = " ".join(PROMPT.split()[:25])
    assert find_echo(cut, SOURCES, allowed=ALLOWED) is not None
    system = find_echo(SYSTEM, SOURCES[1:], allowed=ALLOWED)
    assert system is not None and system.source == "the system prompt"
    assert "words are runs of 8+ words copied from it" in system.describe()
    question = find_echo(QUESTION, SOURCES[2:], allowed=ALLOWED)
    assert question is not None and question.source == "the question"


def test_an_answer_followed_by_a_long_copy_is_an_echo() -> None:
    answer = " ".join(["Proxima Centauri it is, my friend, and what a lovely question."] * 6)
    assert find_echo(answer, SOURCES, allowed=ALLOWED) is None
    assert find_echo(f"{answer} {SYSTEM}", SOURCES, allowed=ALLOWED) is not None


def test_allowed_text_counts_only_inside_its_own_edges() -> None:
    # the passage alone is allowed content; the same words run on into the label are not
    assert shared_words(PASSAGE_1, QUESTION, allowed=ALLOWED)[0] == 0
    labelled = f"Here are some passages: Passage 1: {PASSAGE_1}"
    # 6 label words + 20 passage words; the n-grams that start in the label cover 6 + 7 words
    assert shared_words(labelled, QUESTION, allowed=ALLOWED) == (6 + ECHO_NGRAM_WORDS - 1, 26)
    assert shared_words(PASSAGE_1, QUESTION) == (20, 20)


def test_short_texts_echo_only_a_source_word_for_word() -> None:
    turns = [("turn 1", "Hello there, Ingrid!")]
    repeated = find_echo("hello there ingrid", turns)
    assert repeated is not None and repeated.describe() == "it repeats turn 1 word for word"
    assert find_echo("Hello there!", turns) is None
    assert find_echo("", turns) is None


def test_allowed_text_is_found_by_its_words_whatever_its_layout() -> None:
    # a passage read out of a thread joins its lines and leaves its label out; read aloud, it
    # is still allowed content, while the turn's own question is not
    turn = (
        "Saw this thread:\n\nu/heya_watcher · 847 points\n"
        "Morning practice runs from six to eleven on an empty stomach, and after that\n"
        "comes the big hot-pot lunch with rice and fish for everyone.\n\n"
        "why do the wrestlers skip breakfast and sleep straight after that huge lunch?"
    )
    passage = (
        "Morning practice runs from six to eleven on an empty stomach, and after that comes the "
        "big hot-pot lunch with rice and fish for everyone."
    )
    assert shared_words(passage, turn, allowed=[passage])[0] == 0
    question = "why do the wrestlers skip breakfast and sleep straight after that huge lunch?"
    assert shared_words(question, turn, allowed=[passage]) == (13, 13)


def test_letters_spelled_out_one_by_one_make_no_run_of_words() -> None:
    spaced = "G u l n i s a   a p a   w i p e s   h e r   h a n d s"
    system = f"Her actions are spelled out, like {spaced}, and her words are plain."
    reply = f"{spaced} It is not Ilham, balam; the flour was soft and the dough tore."
    assert find_echo(reply, [("the system prompt", system)]) is None
