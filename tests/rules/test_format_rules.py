from __future__ import annotations

import re

import pytest

from rolemrc.core import ConfigError
from rolemrc.rules._format_rules import (
    RuleVerdict,
    check_format_rules,
    find_format_rules,
    format_rule,
    registered_format_rules,
)
from rolemrc.rules._format_text import rhymes, syllables

# (nested requirement, rule it must be recognised as, a reply that obeys, a reply that breaks it)
CASES = [
    (
        "Draw me a strip of lattice in keyboard signs, at least eight signs in a row",
        "sign_run",
        "For Aysu: /\\/\\/\\/\\/\\ Now we dry the pieces.",
        "For Aysu: <><><> Now we dry the pieces.",
    ),
    (
        "Use at least three of your little words, the ones that end in -ito or -ita (the ~bits~ "
        "don't count)",
        "suffixed_words",
        "~Chebo sips from a jarrito~ Not the truck, mijita. Beto, pobrecito, tantito.",
        "~Chebo sips from a jarrito~ Not the truck, mijita. Beto, pobrecito.",
    ),
    (
        "Put exactly two emojis in every answer, no more and no fewer.",
        "emoji_count",
        # a flag is one emoji; one on an action line counts too
        "/me waves\nsaludos 🇨🇱 from the dome 🔭",
        "/me sends a ☕ to the day crew\nsaludos 🇨🇱 from the dome 🔭",
    ),
    (
        "Use 2 emojis in every answer, no more and no less.",
        "emoji_count",
        "Clear skies 🔭 tonight ✨",
        "Clear skies tonight ✨",
    ),
    (
        "Put exactly one aside in round brackets in every answer, no more and no fewer (the "
        ";;actions;; do not count)",
        "aside_count",
        ";;Ingrid nods;; Warm tar runs thin (about like oil) and soaks deep.",
        # square brackets hold no aside of the kind asked, and two are too many
        ";;Ingrid nods;; Warm tar runs thin [like oil] and soaks deep (into dry wood).(Truly.)",
    ),
    (
        "Write out every unit in full, with no abbreviations or symbols: degrees Celsius and not "
        "°C, millimetres and not mm",
        "units_in_full",
        "Twelve degrees Celsius all week, and 35 kilometres per hour of wind in the 1990s.",
        "Twelve degrees C all week, and 2 mm of rain.",
    ),
    (
        "Put two spaces, never one, between one sentence and the next, the way compositors "
        "spaced after a full stop",
        "two_spaces_between_sentences",
        "Harmattan, nna.  The wind dried the ink.  That is why.",
        "Harmattan, nna.  The wind dried the ink. That is why.",
    ),
    (
        "put a little face made of keyboard signs in every message, with eyes and a mouth like :)",
        "emoticon",
        "Clear skies tonight ;-)",
        # a smile of brackets alone has no eyes, and a clock's colon is none
        "Clear skies at 21:30 tonight )))",
    ),
    (
        "pls put ur whole message inside quotation marks, from the very first word to the very "
        "last, “like this”",
        "wrapped_in_quotes",
        # a language's own marks are quotation marks too
        "„Not my knees, Doina. The pump did it.”",
        # a quotation closed before the last sentence leaves it outside
        "“Not my knees, Doina.” Tell Sergiu.",
    ),
    (
        "pls put your points in order with primo, deuxio, tertio like Monsieur Ouattara made us "
        "do in every essay, at least primo and deuxio",
        "ordinal_markers",
        "Primo, Awa took nobody. Deuxio, the boys are paid on Friday.",
        # the rule's markers in other words are not its markers
        "Premièrement, Awa took nobody. Deuxièmement, the boys are paid on Friday.",
    ),
    (
        "pls say sää every time u would say you, and sun for your, the way mummu always did",
        "substituted_words",
        "(Ville laughs) Sää can tell Jari so; look at sun own chart.",
        "Sää can tell Jari so; look at your own chart.",
    ),
    (
        "pls write people's names in CAPITALS, every single one (just people, not places)",
        "names_in_capitals",
        "Ebo, BARAKA, HAMISI sees bao boards in his sleep, and the lorry sat at Kibiti.",
        # the one spoken to, called out, is a person too
        "Ebo, Baraka, HAMISI sees bao boards in his sleep.",
    ),
    (
        "pls start every message with A fɔn ganji à? like you greeted me every single morning",
        "starts_with_bare_words",
        # the same words without their accents and special letters
        "A fon ganji a? Tell your Tonton the boys took nothing.",
        "Nadège, a fɔn ganji à? Tell your Tonton the boys took nothing.",
    ),
    (
        "pls every time u mention a date say what day of the week it was too, like Monday 9 "
        "December",
        "dates_with_weekdays",
        "Salted on Monday 2 December and on the Monday, the second of December, again.",
        # a date with no day, in figures or as "the 14th"
        "Salted on Monday 2 December and on the 14th.",
    ),
    (
        "pls write the whole message in CAPITAL LETTERS, she only learned the capitals at the "
        "literacy class (every single letter pls, even the names)",
        "all_capitals",
        "NOT THE EARTH, ESPOIR: 4 HOUSES, 38 CRACKS.",
        # the names left in small letters
        "NOT THE EARTH OF THE Kandé ROAD, Espoir.",
    ),
    (
        "pls write to me like u talk on the park radio, every paragraph ends with over and the "
        "very last one with over and out, she thinks it's the funniest thing",
        "paragraphs_end_with",
        "≺ Bu Yousif rubs his beard ≻ Not Ahmed, yuba. Over.\n\nGive the north its trough back. "
        "Over and out. 📻",
        # the last paragraph's words closing a paragraph that is not the last
        "Not Ahmed, yuba. Over.\n\nGive the north its trough back. Over and out.\n\nSalam to "
        "Umm Mariam.",
    ),
    (
        "pls start every message with the place and the date on a line of their own at the very "
        "top, like ur letters from the stopovers, 'Hong Kong, 3 May 1999' (the ⚖ bits go after "
        "it)",
        "starts_with_date",
        "Sandweiler, at the kitchen table, Monday 14 April 2025\n⚖ Jemp taps the chart ⚖ Keep "
        "Tiago.",
        # the narration first, the place and the date under it
        "⚖ Jemp taps the chart ⚖\nSandweiler, 14 April 2025\nKeep Tiago.",
    ),
    (
        "pls make every message use all 26 letters of the alphabet at least once, I'm testing my "
        "new font (yes even the q, the x and the z, and accents don't count)",
        "every_letter",
        "Keep the contract. And for your font: the quick brown fox jumps over the lazy dog.",
        # every letter but the q; an accented letter is not the plain one
        "Keep the contract. And for your font: the brown fox jumps over the lazy dog, voilà.",
    ),
    (
        "pls make the first letters of ur paragraphs spell my name, L E O, one paragraph for each "
        "letter (the ⛵ bits don't count, it's the first word u say that counts)",
        "acrostic",
        "⛵ Zozef wipes his hands ⚓ Look at your tree. Keep Kevin.\n\n⛵ Zozef turns a tin ⚓ "
        "Every milky one hangs on the wet branch.\n\nOnly one thing to do: sand them back.",
        # the sentences' first letters spell it, the paragraphs' do not
        "Look at your tree. Every milky one hangs on the wet branch. Only one thing to do.\n\n"
        "Keep Kevin.",
    ),
    (
        "pls write ur answers like her recipes, Bahan-bahan first (the ingredients) and then "
        "Cara (the steps, numbered 1, 2, 3…)",
        "headed_first_and_then",
        "Bahan-bahan:\n- one pole\n\nCara:\n1. Knock it down.\n2. Wait for low tide.",
        # the steps told in a paragraph, not numbered
        "Bahan-bahan:\n- one pole\n\nCara: knock it down and wait for low tide.",
    ),
    (
        "Every sentence Driss says must name a colour.",
        "sentences_name",
        "The white vats take the hides. Then the red dye goes in.",
        # the word "colour" names none
        "The white vats take the hides. Colours are our life.",
    ),
    (
        "Dale never uses contractions: he says 'do not', never 'don't', and 'it is', never 'it's'",
        "no_contractions",
        # a noun's 's is its possessive, not a contraction
        "|Dale grins| It is the boat's rails, kid. Do not touch them.",
        "|Dale grins| It is the boat's rails, kid. Don't touch them.",
    ),
    (
        "No contractions at all.",
        "no_contractions",
        "I am sure that is fine, and we will see.",
        "I'm sure that is fine, and we will see.",
    ),
    (
        "You must never refer to yourself as 'I' in any answer.",
        "no_first_person_i",
        "(Evan nods) This developer ships it; we test it first, i.e. twice.",
        "We test it. Then I ship it.",
    ),
    (
        'Never use the word "I" when you answer.',
        "no_first_person_i",
        "Shipped it.",
        "i'm shipping it.",
    ),
    (
        "You must use at least 3 emojis",
        "min_emojis",
        "Great question 😀! React 👍🏽 rocks ❤️",
        "Great question 😀! React rocks 👍",
    ),
    ("You love to use emojis", "min_emojis", "Sure ✨", "Sure."),
    ("You must use at least two emojis", "min_emojis", "🎉 yes 🎉", "🎉 yes"),
    ("You must never use emojis", "no_emojis", "Plain text.", "Plain text 🙂"),
    ("You should avoid using emojis.", "no_emojis", "Fine.", "Fine 👨‍👩‍👧"),
    (
        "You must end every sentence with an exclamation mark",
        "exclamation_sentences",
        "(Evan grins.) React is great! Version 18.2 is out! Try it!😀",
        "React is great! Try it.",
    ),
    (
        "You prefer to end each sentence with exclamation points",
        "exclamation_sentences",
        'He said "wow!" Really!',
        "Really? Yes!",
    ),
    (
        "End every sentence you write with an exclamation mark, the way you call your dog",
        "exclamation_sentences",
        "Here's why!\n- The soil dried!\n- No scent rose!",
        "Here's why!\n- The soil dried\n- No scent rose!",
    ),
    (
        "Put at least one number written in figures into every sentence you say, like 8 hours",
        "sentences_name",
        "(Evan nods) React 18 is out.\n- It has 2 modes.",
        "React 18 is out. It has two modes.",
    ),
    (
        "Put at least one number in every sentence you say, in figures or in words",
        "sentences_name",
        "React 18 is out. It has two modes.",
        "React 18 is out.\n- It is fast.",
    ),
    (
        "Write every answer in two parts headed WHAT: and WHY:, with nothing before WHAT:",
        "headed_parts",
        "(Evan nods) WHAT: a library.\nWHY: it renders views.",
        "WHY: it renders views. WHAT: a library.",
    ),
    (
        "Speak for the whole team in the first person plural: say we, us and our, never I or me",
        "first_person_plural",
        "(Evan nods) We built it; our views render fast.",
        "We built it. My views render fast.",
    ),
    (
        "Write your whole answer in capital letters, like a telegram",
        "all_capitals",
        "REACT IS A LIBRARY, V18.",
        "REACT IS A LIBRARY OF 40 kB.",
    ),
    (
        "Start every answer with a title between double angle brackets, like <<Mud Day>>",
        "title_line",
        "<<Why React>>\nReact is a library.",
        "(Evan stands up)\n<<Why React>>\nReact is a library.",
    ),
    (
        "Begin every sentence after the first with the last word of the sentence before it",
        "chained_sentences",
        "(Evan nods) React renders views. Views update fast.\n- Fast is good.",
        "React renders views. Views update fast. It is good.",
    ),
    (
        "Answer me only in Portuguese, without a single word of English",
        "only_language",
        "Não foi o preço, minha filha: me desculpe.",
        "Não foi o preço, minha filha. Good luck with your project!",
    ),
    (
        'Write every answer as one JSON object with exactly two keys, "mood" and "reply", with '
        "no code fence",
        "json_format",
        '{"mood": "calm", "reply": "A library."}',
        '```json\n{"mood": "calm", "reply": "A library."}\n```',
    ),
    (
        "Give every answer twice, first a short version and then a longer one, with six "
        "asterisks (******) between the two and nowhere else",
        "answer_twice",
        "(Evan nods) A library.\n******\nReact is a library for building views, fast.",
        "React is a library for building views, fast.\n******\nA library.",
    ),
    (
        "End every answer with exactly three hashtags on a last line of their own, like #react",
        "hashtags",
        "React is a library.\n#react #18x #3000m",
        "React is a library. #react #18x #3000m",
    ),
    (
        "You must answer in all capital letters",
        "all_capitals",
        "(Evan smiles) REACT IS A LIBRARY, V18!",
        "REACT is a library.",
    ),
    ("You should write in caps", "all_capitals", "OK 123!", "Ok."),
    (
        "Type it the way you type on Facebook, Every Word Starting With A Capital Letter, even "
        "the small words like and, of and sa",
        "title_case",
        "(Evan grins) React Is A Library Of 40 Views, Don't Fret, It's Red-Hot.",
        "React Is A Library of Views.",
    ),
    (
        "Write like u text me, with at least 3 of ur short words like u, ur, pls, bc or tmrw",
        "listed_words",
        "(Evan grins) Ur app is fine bc React is fast, pls trust me.",
        "(Evan types 'u ur pls') Your app is fine, please trust me.",
    ),
    (
        "pls write at least 3 Arabic words in every message the way we text, in Arabizi with the "
        "numbers, like ya3ni or 7abibi",
        "arabizi_words",
        "(Evan grins) Ya 7abibi, React is fast, ya3ni it renders, insha2allah.",
        "(Evan says 7abibi ya3ni) Habibi, React opens at 7pm on the 2nd floor, A5, ya3ni.",
    ),
    (
        "pls stretch at least one word in every message the way we write on WhatsApp, the same "
        "letter 4 times or more in a row, like holaaaa (the (bits) don't count)",
        "stretched_word",
        "(Evan grins) Nooooo, React is a library.",
        "(Evan grins, siiiiií) Nooo, React is a library, jajajaja.",
    ),
    (
        "pls put one whole sentence of every answer in el idioma de la pe, the way u talked to me "
        "(a whole sentence, not just a word)",
        "syllable_game_sentence",
        "(Evan grins) React is a library. Repeapact ipis apa lipibrapary.",
        "(Repeapact ipis apa lipibrapary) React is a library. Repeapact ipis fast, mate.",
    ),
    (
        "start every line of every message with a little thread 🧵, every single line, the first "
        "one too, even the bits about what you're doing, and no empty lines in between",
        "lines_start_with_mark",
        "🧵 (Evan grins) React is a library.\n🧵 It renders views.",
        # the narration counts, so a line that opens on it opens on no thread
        "(Evan grins) 🧵 React is a library.\n🧵 It renders views.",
    ),
    (
        "pls start every line of your message with an emoji, one at the front of each line (the "
        "AD: lines are fine without)",
        "lines_start_with_emoji",
        "AD: Evan grins.\n⚛️ React is a library.\n1️⃣ It renders views.",
        "⚛️ React is a library.\nIt renders views. 🚀",
    ),
    (
        "and pls always finish your message with Linksmų Velykų! written exactly like that, and "
        "nothing after it",
        "ends_with_exact_words",
        "React is a library. Linksmų Velykų!",
        "React is a library. Linksmu Velyku!",
    ),
    (
        # "as the very last thing" between the words and "exactly like that"
        "end every message with Tavvauvutit, Ruthie as the very last thing, exactly like that, "
        "nothing after it",
        "ends_with_exact_words",
        "React is a library. Tavvauvutit, Ruthie",
        "React is a library. Tavvauvutit, Ruthie ❤️",
    ),
    (
        # the words in their marks, the description after them left out
        "start every message with «Aga po», our morning greeting, exactly like that with a capital "
        "A, as the very first thing",
        "starts_with_exact_words",
        "Aga po, Moussa. Both ends.",
        "Moussa, aga... both ends.",
    ),
    (
        "keep every message to 160 characters at the very most, every letter and space counts",
        "max_characters",
        "Both ends.",
        "Both ends. " * 20,
    ),
    (
        "give me every answer two times, a short version first and then a longer one, with six "
        "stars ****** between the two, exactly six",
        "answer_twice",
        "Both ends. ****** The browser and the servers, both of them.",
        "Both ends. ***** The browser and the servers, both of them.",
    ),
    (
        # the capitals asked for, and not a dot after the words
        "end every message with the words Salam from Ghadames, exactly like that with the capital "
        "S and the capital G, as the very last thing, nothing after it, not a dot and not an emoji",
        "ends_with_exact_words",
        "React is a library. Salam from Ghadames",
        "React is a library. Salam from Ghadames.",
    ),
    (
        "end every message with the words Salam from Ghadames, exactly like that with the capital "
        "S and the capital G, as the very last thing, nothing after it, not a dot and not an emoji",
        "ends_with_exact_words",
        "React is a library. Salam from Ghadames",
        "React is a library. salam from Ghadames",
    ),
    (
        # the word spelled, not the words after it; the narration counts and an empty line is a
        # line
        "write every message so the first letters of the lines spell MED down the side, and the "
        "bits about what you're doing can't come first on a line either",
        "acrostic",
        "Mm, both ends. (Tom nods)\nEvery browser.\nDo servers.",
        "Mm, both ends.\n(Tom nods) Every browser.\nDo servers.",
    ),
    (
        "write every message so the first letters of the lines spell MED down the side, and the "
        "bits about what you're doing can't come first on a line either",
        "acrostic",
        "Mm, both ends.\nEvery browser.\nDo servers.",
        "Mm, both ends.\n\nEvery browser.\nDo servers.",
    ),
    (
        "the only emoji you may use are the sea ones on this list, 🦪 🌊 🐟 ⚓ 🚤, as many as "
        "you like but at least one in every message",
        "emojis_from_list",
        "(Evan nods ⚓️) Both ends 🦪",
        "Both ends 🦪 🐚",
    ),
    (
        "the only emoji you may use are the sea ones on this list, 🦪 🌊 🐟 ⚓ 🚤, as many as "
        "you like but at least one in every message",
        "emojis_from_list",
        "Both ends 🌊",
        "Both ends.",
    ),
    (
        "every measure you give, write it short with figures, like 9 m, 40 min, never spelled "
        "out, and give at least one measure like that in every message, the bits about what "
        "you're doing count too",
        "units_short",
        "(Evan walks 2 km) Both ends, 9 m apart.",
        "(Evan walks an hour) Both ends, 9 m apart.",
    ),
    (
        "every measure you give, write it short with figures, like 9 m, 40 min, never spelled "
        "out, and give at least one measure like that in every message",
        "units_short",
        "Both ends, 9 m apart.",
        "Both ends, far apart.",
    ),
    (
        "pls write every answer as a little thread, in parts that each start with their number, "
        "like 1/3, 2/3, 3/3",
        "thread_parts",
        "(Evan grins) 1/2 React is a library. 2/2 It renders views.",
        "React is a library.\n1/2 It renders views.\n2/2 Fast.",
    ),
    (
        "pls write every answer like the chapters under a YouTube video, every line starting "
        "with its time, 0:00 on the first line and each time later than the one before",
        "chapter_times",
        "0:00 (Evan grins) React is a library.\n0:40 It renders views.",
        "0:00 React is a library.\n1:10 It renders views.\n0:50 Fast.",
    ),
    (
        "pls always split your answer in 2 parts with *** between them",
        "divided_parts",
        "(Evan grins) React is a library. *** It renders views.",
        "React is a library.\n---\nIt renders views.",
    ),
    (
        "pls write exactly 3 paragraphs with *** on a line of its own between them, my blog only "
        "splits paragraphs at the *** (3 pls, not 2 and not 4)",
        "divided_parts",
        "(Evan grins) React is a library.\n\n***\n\nIt renders views.\n***\nFast.",
        # three paragraphs between lines of dashes, or with the *** inside a line
        "React is a library.\n\n---\n\nIt renders views.\n\n---\n\nFast.",
    ),
    (
        "pls write exactly 2 paragraphs with *** on a line of its own between them",
        "divided_parts",
        "React is a library.\n***\nIt renders views.",
        "React is a library. *** It renders views.",
    ),
    (
        "write every message as two paragraphs, exactly two, with three stars *** on a line of "
        "their own between them and nothing else splitting them",
        "divided_parts",
        "(Evan nods) React is a library.\n***\nIt renders views.",
        "React is a library.\n---\nIt renders views.",
    ),
    (
        "always exactly two paragraphs with a line of three stars *** between them, nothing else "
        "on that line, and no empty lines anywhere",
        "divided_parts",
        "React is a library.\n***\nIt renders views.",
        "React is a library.\n\n***\n\nIt renders views.",
    ),
    (
        "pls write ur answers like an FAQ page, every question on its own line starting with Q: "
        "and every answer on its own line starting with A:, at least 2 of each and nothing "
        "outside them (the (bits) can go inside the A: lines)",
        "question_answer_lines",
        "Q: What is React?\nA: (Evan grins) A library.\nQ: What does it do?\nA: It renders views.",
        # a line outside them: narration alone, before the first question
        "(Evan grins)\nQ: What is React?\nA: A library.\nQ: What does it do?\nA: It renders.",
    ),
    (
        "every question on its own line starting with Q: and every answer on its own line "
        "starting with A:, at least 2 of each",
        "question_answer_lines",
        "Q: What is React?\nA: A library.\nQ: And?\nA: It renders views.",
        # one pair, not two; "Question:" is not "Q:"
        "Q: What is React?\nA: A library that renders views.",
    ),
    (
        "every question on its own line starting with Q: and every answer on its own line "
        "starting with A:",
        "question_answer_lines",
        "Q: What is React?\nA: A library.",
        "Question: What is React?\nAnswer: A library.",
    ),
    (
        "pls press enter before any line gets longer than 40 letters, I read u with a giant font "
        "(spaces and the (bits) count too)",
        "line_length",
        "(Evan grins) React is a library.\nIt renders views.",
        "(Evan grins) React is a library that renders views.",
    ),
    (
        "pls keep every sentence short, 12 words max (the (bits) count too)",
        "sentence_words",
        "(Evan grins) React is a library. It renders views.",
        # the narration, which the rule counts, makes the first sentence too long
        "(Evan grins and puts the coffee down on the desk by the old monitor) React is a library.",
    ),
    (
        "pls put a 🌴 right after every number u write, like 12🌴 or twelve🌴 (every number pls, "
        "in figures or in words, the (bits) too)",
        "marked_numbers",
        "(Evan counts two🌴 fingers) React has 3🌴 parts and twelve🌴 hooks.",
        # a number in the narration, which the rule counts, left bare
        "(Evan counts two fingers) React has 3🌴 parts and twelve🌴 hooks.",
    ),
    (
        "pls no numbers at all in ur messages, not 12 and not twelve either, say 'most' or 'a "
        "handful' (the (bits) too)",
        "no_numbers",
        "(Evan grins) React is a library, and most views render in a handful of steps.",
        # a number in the narration, which the rule counts
        "(Evan counts three fingers) React is a library.",
    ),
    (
        "pls write every message in exactly three paragraphs with a line of *** between them",
        "divided_parts",
        "React is a library.\n***\nIt renders views.\n***\nFast.",
        # a P.S. below the last paragraph is a fourth
        "React is a library.\n***\nIt renders views.\n***\nFast.\n\nP.S. Bye.",
    ),
    (
        "pls finish every message with a question for me, a real one with the question mark "
        "right at the very end",
        "ends_with_question",
        "React is a library. Did you eat today?",
        # a question that wants no answer asks the user nothing
        "React is a library. Who ever listens to an old coder?",
    ),
    (
        "pls make the last sentence of every message the very same as the first one, word for "
        "word (the SAME words pls)",
        "same_first_and_last_sentence",
        "React is a library. It renders views. React is a library.",
        # the same idea in other words, or a sign-off after the repeated sentence
        "React is a library. It renders views. React is just a library.",
    ),
    (
        "and pls tell it like a story, don't say what the reason is until the very last sentence "
        "(the reason only in the last sentence, nothing after it, not even a 🪸 bit)",
        "reason_in_last_sentence",
        "🪸 Lio grins 🪸 The servers are fine. The code is the same. It is the cache, because "
        "nobody clears it.",
        # the reason told first
        "It is the cache. The servers are fine. So it is the cache, because nobody clears it.",
    ),
    (
        "and Granny pls always start ur message with Hello, my flower, exactly how u say it on the "
        "phone (those words first, not even a good morning before them)",
        "starts_with_exact_words",
        "Hello, my flower, React is a library.",
        "Good morning! Hello, my flower, React is a library.",
    ),
    (
        "and pls whenever u name someone put their age in brackets right after the name, like Tia "
        "Lurdes (52) (everyone u name, even in the ⏳ bits)",
        "ages_after_names",
        "⏳ Lio (73) grins ⌛ Ask Senhor Aurélio (68) and Rui Nóbrega (44) about React.",
        # the narration's own name, one said to speak, or an age set off by commas
        "⏳ Lio grins ⌛ Ask Senhor Aurélio (68) about React.",
    ),
    (
        "and Baba pls always send it in 2 parts, the first one starting with PART 1 and the second "
        "one starting with PART 2 (nothing before PART 1)",
        "labelled_sections",
        "PART 1 React is a library.\n\nPART 2 It renders views.",
        "Hello! PART 1 React is a library.\n\nPART 2 It renders views.",
    ),
    (
        "pls write every number in Arabic numbers like on the car plates in Doha, ١ ٢ ٣ and ١٥٠, "
        "not 1 2 3 and not in words (every single number pls, the 🐪 bits too)",
        "digits_of_a_script",
        "🐪 Lio grins 🐪 React has ٢١ hooks of ١٥٠ APIs.",
        # a number in words in the narration the rule counts
        "🐪 Lio holds up three fingers 🐪 React has ٢١ hooks of ١٥٠ APIs.",
    ),
    (
        "every time u write an amount of money put it in dollars AND in colones right after it in "
        "brackets, like $3.00 (₡26.25), a dollar is 8.75 colones",
        "amounts_in_two_currencies",
        "React courses cost $20 (₡175).",
        "React courses cost $20.",
    ),
    (
        "every time u write kilos put the pounds right after in brackets, like 5 kg (11 lb) (kilos "
        "times 2.2, rounding is fine)",
        "amounts_in_two_units",
        "The React bundle weighs two kilos (4.4 lb).",
        "The React bundle weighs two kilos (2 lb).",
    ),
    (
        "write every money amount first in words and then the figure in brackets, like 'twenty "
        "dollars (F$20)'",
        "amounts_in_words_then_figures",
        "React courses cost twenty dollars (F$20).",
        "React courses cost F$20 (twenty dollars).",
    ),
    (
        "every time u'd write potato or potatoes put a 🥔 instead",
        "word_as_emoji",
        "React is my 🥔 of the web.",
        "React is my potato of the web.",
    ),
    (
        "write 'Bad news:' and then 'Good news:' so I know where I am",
        "labelled_first_and_then",
        "Bad news: React is heavy. Good news: it is fast.",
        "Good news: it is fast. Bad news: React is heavy.",
    ),
    (
        "pls start every message with Szervusz, Dórikám! like u started every letter (the very "
        "first thing pls, even before ur 🫧 bits!!)",
        "starts_with_bare_words",
        "Szervusz, Dórikám! 🫧 Lio grins 🫧 React is a library.",
        "🫧 Lio grins 🫧 Szervusz, Dórikám! React is a library.",
    ),
    (
        "pls start every message with the time it is there when u write it, like 05:40 (the time "
        "first thing pls, nothing before it, not even a bok or a ⊂ ⊃ bit)",
        "starts_with_time",
        "05:40, and the coffee is on. React is a library.",
        "⊂ Lio looks at the clock ⊃ 05:40, and the coffee is on.",
    ),
    (
        "pls split every answer into 2 sections, starting with SECTION 1 and then SECTION 2",
        "labelled_sections",
        "(Evan grins)\nSECTION 1\nReact is a library.\nSECTION 2\nIt renders views.",
        "Section 1\nReact is a library.\nSection 2\nIt renders views.",
    ),
    (
        "pls split every answer into two parts, FRONT: first with the answer and BACK: after it",
        "named_parts",
        "(Evan grins) FRONT: A library. BACK: It renders views.",
        "BACK: It renders views. FRONT: A library.",
    ),
    (
        "pls star at least 2 bits of every answer, like *this*, with one star on each side",
        "starred_bits",
        "(Evan grins) React is *a library* that *renders views*.",
        "React is **a library** that *renders views*.",
    ),
    (
        "whenever u ask something or shout something put the upside-down mark at the start too, "
        "¿like this? and ¡like this!",
        "inverted_marks",
        "(Evan grins) ¿React? ¡A library, friend!",
        "¿React? A library, friend!",
    ),
    (
        "pls put ur whole answer inside a code block, the grey box that starts and ends with ```",
        "code_block",
        "(Evan grins)\n```text\nReact is a library.\n```",
        "React is:\n```\na library.\n```",
    ),
    (
        "Put a tone tag at the end of every sentence you say, /j when you're joking and /srs when "
        "you're serious",
        "tone_tags",
        "React is a library. /srs It renders views fast /j. Trust me! /srs",
        "React is a library. /srs It renders views fast.",
    ),
    (
        "pls no em dashes (—) in your messages, normal hyphens are fine",
        "no_punctuation_mark",
        "A well-known library, 1.0–1.2 times faster.",
        "A library.\n— Evan",
    ),
    (
        "You must use only lowercase letters",
        "all_lowercase",
        "(Evan smiles) react is a library.",
        "React is a library.",
    ),
    ("You must not use any capital letters", "all_lowercase", "sure thing.", "Sure thing."),
    (
        "You must keep your reply under 5 words",
        "max_words",
        "(Evan leans back, smiling warmly at everyone) Use React hooks.",
        "Use React hooks and state.",
    ),
    (
        "You would like to answer in no more than 4 words",
        "max_words",
        "Use React hooks daily.",
        "Use React hooks every day.",
    ),
    ("You must write at least 5 words", "min_words", "One two three four five.", "One two."),
    ("You must write more than three words", "min_words", "One two three four.", "One two three."),
    (
        "Use four sentences or fewer in every answer, not counting the actions between dashes",
        "max_sentences",
        "—Omar nods— One. Two. Three. Four.",
        "One. Two. Three. Four. Five.",
    ),
    (
        "You must answer in no more than 2 sentences",
        "max_sentences",
        "It is fast. It is 2.5x faster!",
        "It is fast. It is small. It is fun.",
    ),
    (
        "You must not use any commas",
        "no_commas",
        "(Evan leans back, smiling) React is great and fast.",
        "React is great, and fast.",
    ),
    ("You will answer without commas", "no_commas", "Yes.", "Yes, indeed."),
    (
        "Write every answer with no line breaks at all",
        "no_line_breaks",
        "(Salim smiles) The khareef keeps it dark. The Nejd dries it pale.",
        "(Salim smiles)\n\nThe khareef keeps it dark.",
    ),
    (
        "Start every answer with a short title in capital letters, on a line of its own",
        "title_line",
        "WHY THE BEAD\n(Teiki rolls a bead) The bead is the seed.",
        "(Teiki rolls a bead)\nTHE BEAD\nThe bead is the seed.",
    ),
    (
        "pls put a title at the very top of every message between double angle brackets, like "
        "<<The big trevally>> (the title first pls, before anything else, even before ur (bits))",
        "title_line",
        "<<Milk on the north flats>>\n(Niko sits down) The dredger did it.",
        # the title in bold, not in its brackets; narration above the title
        "**Milk on the north flats**\n(Niko sits down) The dredger did it.",
    ),
    (
        "Begin each reply with a heading",
        "title_line",
        "The Bead Is The Seed\nThe grafter puts it in.",
        "THE BEAD: the grafter puts it in.\nIt grows.",
    ),
    (
        "Write a short dialogue with your apprentice Bepi, every line starting with 'Evan:' or "
        "'Bepi:'",
        "item_marker",
        "Evan: Why flexbox?\n\nBepi: One axis, maestro.",
        "Evan: Flexbox is one axis.\nEvan: Grid is two.",
    ),
    (
        "Write everything in lower case, with no capital letters anywhere, not even for names",
        "all_lowercase",
        "==evan grins== flexbox, mate.",
        "==Evan grins== flexbox, mate.",
    ),
    (
        "Answer in sentences whose first letters spell I-C-E, in that order",
        "acrostic",
        "(Sigrún nods) Ice is old snow. Centuries press it. Every bubble goes.",
        "Centuries press it. Ice is old snow. Every bubble goes.",
    ),
    (
        "Use the word 'cher' exactly twice in every answer, no more and no fewer",
        "include_word",
        "(Delphine laughs) Cher, the soak does it, cher.",
        "Cher, cher, the soak does it. Ça c'est bon, cher!",
    ),
    (
        "Close every answer by saying its last sentence once more, word for word, like a chant",
        "repeated_last_sentence",
        "(Tavita nods) The bone stays. We keep the bone. We keep the bone.",
        "We keep the bone. We keep the bone. We keep the bone.",
    ),
    (
        "In every answer, put exactly one phrase in bold between double asterisks, and nothing "
        "else in bold",
        "bold_term",
        "Flat piles warp: **the bottom ones carry the weight**, bra.",
        "Flat piles warp: **the bottom ones carry the weight**. **Sho!**",
    ),
    (
        "Answer on a single line",
        "no_line_breaks",
        "Two reasons: the mist and the heat.",
        "Two reasons:\n1. The mist.\n2. The heat.",
    ),
    (
        "You must wrap your entire reply in double quotation marks",
        "wrapped_in_quotes",
        '(Evan nods) "React is a library."',
        'React is "a library".',
    ),
    # "one pair" of them: a second pair inside breaks it
    (
        "Put your whole answer inside one pair of double quotation marks",
        "wrapped_in_quotes",
        "\"React is a library, 'a view layer'.\"",
        '"React is a library." "It is a view layer."',
    ),
    (
        "End every answer with its word count in round brackets, like (40 words)",
        "word_count_note",
        "(Evan nods) React is a library. (four words)",
        "React is a library. (5 words)",
    ),
    (
        "Never use the words 'very', 'really' or 'just' anywhere, the (actions) included",
        "avoid_words",
        "(Evan nods) React is a library.",
        "(Evan nods just once) React is a library.",
    ),
    (
        "Make every sentence shorter than the one before it, counting the words",
        "sentences_by_length",
        "(Evan nods) React is a small library. It renders views. Fast.",
        "React renders. It is a small library for views.",
    ),
    (
        "write every message in lines that get shorter and shorter, every line shorter than the"
        " one above it and never all on one line, the bits about what you're doing count too",
        "shrinking_lines",
        "(Evan nods at the screen) React is a library.\nIt renders your views.\nFast ones.",
        "(Evan nods) React is a library.\nIt renders your views.\n\nFast ones.",
    ),
    (
        "make each line shorter than the line before",
        "shrinking_lines",
        "(Evan nods at the screen for a while)\nReact is a library.\nIt renders views.",
        "React is a library.",
    ),
    (
        "end every message with the number of words in it, in square brackets, like [57], and"
        " nothing at all after the brackets",
        "word_count_note",
        "(Evan nods) React is a library. [4]",
        "React is a library. (4 words)",
    ),
    (
        "start every message with the little pot 🏺 and end it with the little horse 🐴, nothing"
        " before the pot and nothing after the horse",
        "wrapped_in_mark",
        "🏺 React is a library 🐴",
        "🏺 React is a library 🐴.",
    ),
    (
        "start every line of your message with a long dash and a space, — like this, every single"
        " line, and no empty lines in between",
        "lines_start_with_mark",
        "— React is a library.\n— It renders views.",
        "— React is a library.\n\n— It renders views.",
    ),
    (
        'put your whole message inside double quotation marks, a " at the very start and a " at'
        " the very end, the plain straight ones, the bits about what you're doing go inside them"
        " too",
        "wrapped_in_quotes",
        '"(Evan nods) React is a library."',
        '(Evan nods) "React is a library."',
    ),
    (
        "put at least two bits between stars, like *this*, two bits or more (the catalogue turns"
        " whatever is between stars into bold, and bold sells)",
        "starred_bits",
        "⧘ Aníbal shrugs ⧙ *Coffee grounds* then, like *Villa de Leyva* says.",
        "⧘ Aníbal shrugs ⧙ *Coffee grounds* then.",
    ),
    (
        "write every message as a countdown, every line opening on its number and a full stop, the"
        " numbers going down one by one to the last line, which is 1., no empty lines",
        "countdown_lines",
        "2. (Evan nods) React is a library.\n1. It renders views.",
        "1. React is a library.\n2. It renders views.",
    ),
    (
        "put at least two of our own Kankanaey or Ilocano words in every message, and right after"
        " every one of them put its English in square brackets, like inayan [not done, bad luck]",
        "glossed_words",
        "Not mothballs, apo [grandchild]; they are inayan [not done, bad luck], apo [grandchild].",
        "Not mothballs, apo [grandchild]; they are inayan [not done, bad luck], apo.",
    ),
    (
        "write every question the Spanish way with the upside-down ¿ at its start and every"
        " exclamation with the upside-down ¡ at its start, and put at least one ¡exclamation! in"
        " every message",
        "inverted_marks",
        "¡Ay, mija! ¿Did you eat?",
        "¿Rosin, mija? Rosin is for violins.",
    ),
    (
        "write every message in capital letters, all of it, not one small letter anywhere, the"
        " bits about what you're doing too",
        "all_capitals",
        "(EVAN NODS) REACT IS A LIBRARY.",
        "(Evan nods) REACT IS A LIBRARY.",
    ),
    (
        "every time you write the name of our village write it Hollókő, with the long ó, never"
        " Holloko",
        "name_spelled",
        "(Erzsébet nods) Wheat starch, as in every house in Hollókő and in the Hollókői blouses.",
        "Wheat starch, as in every house in Hollókő, and Hollóko is small.",
    ),
    (
        "put exactly two camel emojis 🐫 in every message, two and no more and no fewer, and no"
        " other camel emoji",
        "kind_emoji_count",
        "React is a library 🐫. It renders views 🐫 🙂",
        "React is a library 🐫. It renders views 🐪",
    ),
    (
        "use exactly one heart emoji in each reply",
        "kind_emoji_count",
        "React is a library ❤️ 🙂",
        "React is a library ❤️ 💖",
    ),
    (
        "write every message in small letters only, not one capital anywhere, not for names",
        "all_lowercase",
        "react is a library, evan.",
        "react is a library, Evan.",
    ),
    (
        "Start each sentence with a letter that comes later in the alphabet than the one before",
        "alphabetical_openings",
        "(Evan nods) A library, React is. Built for views.\nComponents render fast.",
        "A library, React is. Components render. Built for views.",
    ),
    (
        "Begin your sentences in reverse alphabetical order",
        "alphabetical_openings",
        "Views render. React is a library. Ásványi, a friend, uses it.",
        "React is a library. Views render.",
    ),
    (
        "Make every sentence of your answer a question that ends with a question mark",
        "all_questions",
        "(Evan nods) Isn't React a library? Doesn't it render views?",
        "Isn't React a library? It renders views.",
    ),
    (
        "Give every measurement in both metric and imperial units, like 3 metres (10 feet)",
        "both_unit_systems",
        "The rack is 2 metres (six and a half feet) tall and holds 20 kg (44 pounds).",
        "The rack is 12 metres (3.7 feet) tall and holds 20 kg.",
    ),
    (
        "Speak only in the present tense, with no verb in the past tense",
        "present_tense",
        "(Evan nods) React renders the views; the cached pages load fast.",
        "React rendered the views when I was young.",
    ),
    (
        "Write every number both in figures and in words, like 6 (six)",
        "figures_and_words",
        "(Evan nods) It takes 3 to 5 (three to five) days and 2 (two) people.",
        "It takes 3 to 5 days and 2 (two) people.",
    ),
    (
        "Write exactly one word of every answer in ALL CAPITALS, like SWEET, and no other word "
        "in capitals",
        "capital_words",
        "(Evan nods) I say React is REALLY a library, from J'ouvert to June.",
        "React is REALLY a library, and a FAST one.",
    ),
    (
        # "no other word all in capitals" is about other words, not the whole reply in capitals
        "put exactly one word in CAPITALS in every message, all its letters capitals, and no "
        "other word all in capitals anywhere",
        "capital_words",
        "Bleach has NEVER touched a strip of mine.",
        "Bleach has NEVER touched a strip of MINE.",
    ),
    (
        # spelled just so: MASHIKO is not Mashiko
        "use the word Mashiko at least three times in every message, spelled just like that with "
        "a capital M",
        "phrase_count",
        "Mashiko clay, Mashiko ash, Mashiko-yaki.",
        "MASHIKO clay, Mashiko ash, Mashiko-yaki.",
    ),
    (
        # one empty line between the two, and the narration in a paragraph of its own counts
        "write every message in exactly two paragraphs with one empty line between them, and the "
        "bits about what you're doing belong inside a paragraph too",
        "paragraph_count",
        "(Evan nods) Both ends.\n\nBrowser and servers.",
        "Both ends.\n\n\nBrowser and servers.",
    ),
    (
        "write every message in exactly two paragraphs with one empty line between them, and the "
        "bits about what you're doing belong inside a paragraph too",
        "paragraph_count",
        "Both ends.\n\nBrowser and servers. (Evan nods)",
        "Both ends.\n\nBrowser and servers.\n\n(Evan nods)",
    ),
    (
        "End every sentence you say with the word 'la', as in 'The wind is strong today, la.'",
        "sentences_end_with",
        "(Evan nods) React is a library, la. Try it, la!\nP.S. it is free, la.",
        "React is a library, la. Try it, la, ya.",
    ),
    (
        "make the third sentence of every message a question, the third one exactly, and no "
        "other sentence a question, so only one question mark in the whole message",
        "nth_sentence_question",
        "(Evan nods) React is a library. It renders views. Did you know that? It is fast.",
        "React is a library. It renders views? Did you know that?",
    ),
    (
        "leave one empty line between every two lines of your message, never two lines of text "
        "touching and never two empty lines in a row, the bits about what you're doing too",
        "double_spaced",
        "(Evan nods)\n\nReact is a library.\n\nIt renders views.",
        "(Evan nods)\nReact is a library.\n\n\nIt renders views.",
    ),
    (
        "please write every message without a single comma, not one anywhere, the bits about "
        "what you're doing too",
        "no_commas",
        "(Evan nods) React is a library and it renders views.",
        "(Evan nods, smiling) React is a library and it renders views.",
    ),
    (
        "finish every message with exactly «See you at the lake» and its full stop as the very "
        "last words, the comma too, and nothing at all after them",
        "ends_with",
        "(Evan nods) React is a library. See you at the lake.",
        "React is a library. See you at the lake",
    ),
    (
        "and no full stops and no question marks anywhere, not one, only !",
        "no_punctuation_mark",
        "React is a library! It renders views!",
        "React is a library! Is it fast?!",
    ),
    (
        "end every sentence with la, the polite la, right before its full stop or question mark",
        "sentences_end_with",
        "(Evan nods) React is a library la. Try it la?",
        "React is a library la. Try it.",
    ),
    (
        "End every sentence with a full stop, never with an exclamation mark",
        None,
        "",
        "",
    ),
    (
        "Write every time of day in the 24-hour clock with four digits and a colon, like 07:45",
        "clock_times",
        "(Evan nods) The talk runs from 09:05 to 18:30; lunch takes 45 minutes.",
        "The talk runs from 9:05 to 18:30.",
    ),
    (
        "Lay out every answer as a markdown table with a header row, and write nothing outside "
        "the table",
        "markdown_table",
        "| Question | Answer |\n|---|---|\n| What is React? | A library |",
        "| What is React? | A library |\n| Who made it? | Meta |",
    ),
    (
        "End every answer with three dots (...) and never with a full stop",
        "ends_with_mark",
        "(Evan nods) React is a library... 😀",
        "React is a library...?",
    ),
    (
        # a year standing alone breaks it, and a message with no date at all
        "write every date the catalogue way, the day in figures, then the month in full letters, "
        "then the year in four figures, like 14 March 2019, and put at least one date in every "
        "message, and never a year or a month standing alone without its day",
        "date_form",
        "I have done it so since 9 November 1978.",
        "I have done it so since 9 November 1978, as my mother did from 1965.",
    ),
    (
        "write every date the catalogue way, like 14 March 2019, and put at least one date in "
        "every message",
        "date_form",
        "She gave me her needle case on 9 November 1978.",
        "She gave me her needle case when I married.",
    ),
    (
        # one to nine in words, 10 and up in figures, one of 10 or more at least
        "write the small numbers, one to nine, in words, and every number from 10 up in figures, "
        "like 12 or 150, and put at least one number of 10 or more in every message",
        "small_numbers_in_words",
        "Two coats and 30 days in the horn, since 1976.",
        "Two coats and thirty days in the horn, since 1976.",
    ),
    (
        "write the small numbers, one to nine, in words, and every number from 10 up in figures",
        "small_numbers_in_words",
        "Two coats, Betelhem.",
        "I grind it 3 times on the stone.",
    ),
    (
        # the narration counts: the dot is the last thing on every line
        "end every line of your message with a full stop, the dot as the very last thing on each "
        "line, not a question mark and not the bits about what you're doing",
        "lines_end_with_full_stop",
        "(Sékou nods) No cement, Oumar.\nThree weeks in the pit.",
        "No cement, Oumar.\nThree weeks in the pit. (Sékou nods)",
    ),
    (
        # a line of its own that opens on "> ", nothing before the mark
        "whenever you give somebody's own words, put them on a line of their own that starts with "
        "the sign > and a space, at least one such line in every message",
        "quote_lines_at_least_one",
        "My father told me:\n> the night keeps its own accounts\nYour mother has it right.",
        "My father told me:\n(He nods) > the night keeps its own accounts",
    ),
    (
        # guillemets are quotation marks too
        "and no quotation marks anywhere, not straight ones, not curly ones and not « »",
        "no_punctuation_mark",
        "My father used to say it: a hyena forgives hunger.",
        "My father used to say «a hyena forgives hunger».",
    ),
    (
        # places in capitals, one at least; people's names as usual
        "every time you name a place, a town or a village, write the whole name in capitals, like "
        "OUARZAZATE, and name at least one place in every message, but people's names stay "
        "normal",
        "place_names_in_capitals",
        "My mother Touda washed them in TABOUNT.",
        "My mother TOUDA washed them below Tabount.",
    ),
    (
        "put at least two blanks in square brackets in every message, like [price] or [market day]",
        "bracketed_blanks",
        "The date basket is [price] birr, on [day].",
        "The date basket is [price] birr.",
    ),
    (
        # the sections' labels in the rule's capitals, the narration before the first breaking it
        "split every message into two sections, start it with SECTION 1 in capitals as the very "
        "first thing, even before the bits about what you're doing, then write SECTION 2 where "
        "the second part begins",
        "labelled_sections",
        "SECTION 1 (Tiruwork nods) No Coca-Cola. SECTION 2 Your aunt has it right.",
        "(Tiruwork nods) SECTION 1 No Coca-Cola. SECTION 2 Your aunt has it right.",
    ),
    (
        # the last sentence's first word, not the reply's
        "end every message with a blessing, a last sentence that starts with the word May, like "
        "«May your road be open», the blessing as the very last sentence with nothing after it, "
        "not another sentence and not an emoji",
        "last_sentence_starts_with_the_word",
        "(She nods) Not cardboard, Parizad. May your needle never rust!",
        "Not cardboard, Parizad. May your needle never rust. 🌸",
    ),
    (
        "end every message with a blessing, a last sentence that starts with the word May",
        "last_sentence_starts_with_the_word",
        "Not cardboard. May your road be open, Parizad.",
        "Not cardboard. And may your road be open, Parizad.",
    ),
    (
        # one question mark, not the last thing
        "put exactly one question to me in every message, one question mark and only one, "
        "anywhere you like but never as the very last thing, something of yours has to come "
        "after it",
        "one_question",
        "No mill, Xunka. What does your guide know of feet? Your mother has it right.",
        "No mill, Xunka. Your mother has it right. And you, did you eat today?",
    ),
    (
        "put exactly one question to me in every message",
        "one_question",
        "Did you eat today? The mill is far.",
        "A mill, Xunka? What would a guide know of feet?",
    ),
    (
        # the full stop named after the bare words
        "end every message with the words El agua es vida and a full stop right after vida, "
        "exactly like that with the capital E, as the very last thing with nothing after it",
        "ends_with_exact_words",
        "No feed-store seed, mija. El agua es vida.",
        "No feed-store seed, mija. El agua es vida!",
    ),
    (
        "Write every date as the day in figures followed by the month's full name, like 14 October",
        "date_form",
        "(Evan nods) It shipped on 14 October, 2.5 weeks late.",
        "It shipped on 14/10.",
    ),
    (
        "Round every number of ten or more to the nearest ten, like 'about 40 hours' for 37 "
        "(years don't count)",
        "rounded_numbers",
        "(Evan nods) About 70 users since 1996, at 07:52, on 4 servers.",
        "Forty-eight users.",
    ),
    (
        "Use British spelling in every answer (colour, grey, centre), never American spelling",
        "spelling_variety",
        "(Evan nods) The colour is grey.",
        "(Evan wipes the gray dust) The colour is grey.",
    ),
    (
        "Give every weight in kilograms, never in grams, so 4,150 grams is 4.15 kg",
        "one_unit",
        "(Evan nods) The server weighs 4.42 kg, the laptop 2 kilos, and the rack is 2 m tall.",
        "The server weighs 4,420 g (4.42 kg).",
    ),
    (
        "Number every sentence of your answer in order, putting (1), (2), (3) in front of each one",
        "numbered_sentences",
        "(Evan nods) (1) React is a library. (2) It renders views.",
        "(1) React is a library. It renders views.",
    ),
    (
        "Write every number in Roman numerals, like XII for 12, never in figures or in words",
        "roman_numerals",
        "(Evan nods) React is XII years old, and Vue IX.",
        "React is XII years old, and Vue nine.",
    ),
    (
        "Write every number from one to nine in words and every number from 10 up in figures",
        "numbers_by_size",
        "(Evan holds up 2 fingers) React is 12 years old, and Vue nine.",
        "React is twelve years old, and Vue 9.",
    ),
    (
        "Write every measurement with a plus-minus margin, like 40 ± 5 cm",
        "with_margins",
        "(Evan nods) The box is 40 ± 5 cm wide and 2 m/s ± 1 is the fan.",
        "The box is 40 cm wide.",
    ),
    (
        "Write every number the Brazilian way, with a point between thousands and a comma "
        "before decimals",
        "decimal_comma",
        "(Evan nods) It costs R$ 1.450,00 for 6,5 hours, since 1998.",
        "It costs R$ 1,450.00 for 6.5 hours.",
    ),
    (
        "Use no more than two numbers in any answer, counting figures and number words alike",
        "max_numbers",
        "(Evan holds up 3 fingers) Two pages, 40 lines.",
        "Two pages, 40 lines, three tables.",
    ),
    (
        "Write every answer as one chain of short steps joined by arrows (→)",
        "arrow_chain",
        "(Evan nods) Browser → server → database",
        "The browser asks the server.",
    ),
    (
        "Add one footnote to every answer: put a dagger (†) after one word, and explain it on a "
        "last line of its own that starts with †",
        "footnote",
        "(Evan nods) React is a library†.\n† library: code you call.",
        "React is a library†. Hope this helps!",
    ),
    (
        "Begin and end every answer with the same word",
        "same_first_and_last_word",
        "(Evan nods) Right, React renders views, right.",
        "Right, React renders views, alright.",
    ),
    (
        "Each number you write, in figures or in words, must be bigger than the one before it",
        "rising_numbers",
        "(Evan holds up 9 fingers) 2 pages, 6 tables, 40 rows.",
        "On the 15th, 6 tables.",
    ),
    (
        "In every answer, spell out exactly one word in the radio alphabet, like ice: "
        "India-Charlie-Echo",
        "radio_alphabet",
        "(Evan nods) Use a box, Bravo-Oscar-X-ray, for the layout.",
        "Use a box, Bravo-Oscar-X-ray, and a grid, Golf-Romeo-India-Delta.",
    ),
    (
        "Whenever you name a colour, say it first in Spanish and then in English in round "
        "brackets, like rojo (red)",
        "colours_translated",
        "(Evan nods) The button is azul (blue), the border rojo carmesí (deep crimson).",
        "The button is blue (azul).",
    ),
    (
        "Never use the letter x anywhere in your answer, not even inside a word",
        "no_letter",
        "(Evan nods) React is a library.",
        "React is a library for next-gen views.",
    ),
    (
        "please write every message without the letters ë and ç, not one anywhere, plain e and c "
        "instead, even in names",
        "no_letter",
        "(Evan nods) Kafe and byrek, with a spoon of cream.",
        "Byrek with spinach, and a glass of çaj.",
    ),
    (
        "write every message without the letter k, not a single one anywhere, not in the bits "
        "about what you're doing either",
        "no_letter",
        "(Evan nods) React is a library.",
        "(Evan looks up) React is a library.",
    ),
    (
        "please never write the same word twice in a row, not even ja ja, and a comma in between "
        "doesn't save it either",
        "no_repeated_word",
        "(Evan nods nods) React is a library, yes.",
        "React is a library. Yes, yes.",
    ),
    (
        "put exactly three numbers written in figures in every message, like 3 or 1970, and write "
        "any other number out in words",
        "figure_count",
        "React 18 came out in 2022 with 10,000 fixes and two new hooks.",
        "React 18 came out in 2022 with two new hooks.",
    ),
    (
        "start every message with the word Aloha, the very first word before anything else",
        "starts_with_the_word",
        "Aloha, React is a library.",
        "(Evan nods) React is a library. Aloha.",
    ),
    (
        "please don't use any word that ends in -ing, not one, not even king, say kings instead",
        "no_word_ending",
        "(Evan nods) React renders views.",
        "React is a thing for views.",
    ),
    (
        "Use no accented letters anywhere in your answer (no á, é, í, ó, ú and no ñ)",
        "no_accents",
        "(Evan nods) React is a library, cafe style.",
        "React is a library, café style.",
    ),
    (
        "Never begin two sentences of one answer with the same word",
        "distinct_openings",
        "React is a library. It renders views.",
        "React is a library. React renders views.",
    ),
    (
        "You are in the habit of wrapping",  # no rule here: wording not recognised
        None,
        "",
        "",
    ),
    (
        "You must start your reply with 'Well, well'",
        "starts_with",
        "(Evan chuckles) **Well, well**, look at that.",
        "Look at that. Well, well.",
    ),
    (
        'You love to begin every response with the word "Howdy"',
        "starts_with",
        '"howdy partner!"',
        "Hi partner!",
    ),
    (
        "You must end your reply with a question",
        "ends_with_question",
        "React is great. Have you tried it? 😀",
        "React is great? Try it.",
    ),
    (
        "You would like to end each response with a follow-up question",
        "ends_with_question",
        'Ready? "Shall we start?"',
        "Shall we start? Yes.",
    ),
    (
        "You must include the word 'synergy'",
        "include_word",
        "Teams need Synergy.",
        "Teams need synergies.",
    ),
    (
        'You like to mention the phrase "clean code"',
        "include_word",
        "Write clean code!",
        "Write cleaner code!",
    ),
    (
        "You must use bullet points",
        "bullet_points",
        "Options:\n- React\n* Vue\n• Svelte",
        "Options: - React, - Vue",
    ),
    ("You should answer as a numbered list", "numbered_list", "1. Plan\n2) Build", "1. Plan only"),
    (
        "You must write exactly 2 paragraphs separated by blank lines",
        "paragraph_count",
        "(Evan nods)\n\nFirst part.\n\nSecond part.",
        "First part.\nSecond part.",
    ),
    (
        "You must answer in three paragraphs",
        "paragraph_count",
        "A.\n\nB.\n\nC.",
        "A.\n\nB.\n\nC.\n\nD.",
    ),
    (
        "You must add a postscript starting with P.S.",
        "postscript",
        "React is great.\n\nP.S. Try Vite.",
        "P.S. React is great.",
    ),
    (
        "You must answer in JSON format",
        "json_format",
        '```json\n{"answer": "React"}\n```',
        "answer: React",
    ),
    (
        "pls bold the key term!!",
        "bold_term",
        "Low sens means you aim with the **arm**, not the wrist.",
        "Low sens means you aim with the arm, not the wrist.",
    ),
    (
        "end with a question to me",
        "ends_with_question",
        "Arm beats wrist. Which do you use?",
        "Which do you use? Arm beats wrist.",
    ),
    (
        "every sentence must start with 'Well'.",
        "sentences_start_with",
        "(Emiko smiles) Well, urushi needs damp air. Well, so we use the muro.",
        "Well, urushi needs damp air. Well, the muro is damp. In dry air it stays sticky.",
    ),
    (
        "Hard constraint: No digits anywhere: write every number out in words.",
        "no_digits",
        "{Giorgi counts} Thirteen to fifteen degrees, for eight thousand years.",
        "Thirteen to fifteen degrees, for 8,000 years.",
    ),
    (
        "No question marks anywhere in your reply.",
        "no_punctuation_mark",
        "(Aino nods) They smell it. So.",
        '(Aino asks herself, "where?") The nose.',
    ),
    (
        "Keep it calm: avoid exclamation points.",
        "no_punctuation_mark",
        "Calm. Quiet.",
        "Calm. Quiet!",
    ),
    ("Please don't use semicolons.", "no_punctuation_mark", "One, two.", "One; two."),
    (
        "Exactly two sentences, no more, no less.",
        "sentence_count",
        "(Evan nods) Hooks keep state. Effects run after render!",
        "Allora! Hooks keep state. Effects run after render.",
    ),
    ("Answer in one sentence.", "sentence_count", "Yes, it is.", "Yes. It is."),
    (
        "Keep every sentence to ten words or fewer.",
        "sentence_words",
        "<Bramble curls up in the leaves> Worms are hard to find in winter. So they sleep.",
        "Hedgehogs sleep all winter because the worms they love are hard to find.",
    ),
    (
        "No sentence longer than 5 words, please.",
        "sentence_words",
        "Short one. Another short one here.",
        "This one has six words in it.",
    ),
    (
        'Each answer shall end with the words "Over and out".',
        "ends_with",
        "Copy that. Over and out! (Evan grins)",
        "Over and out. Copy that.",
    ),
    (
        "and finish it with 'Cheers'.",
        "ends_with",
        "Use Vite. Cheers 🍻",
        "Cheers, use Vite.",
    ),
    (
        # a speaker's label shown bare; the two take turns, the first named first
        "Write it as call and response: every line starts with CALL: or CHORUS:, the two take "
        "turns line by line, the first line is a CALL: line",
        "item_marker",
        "CALL: Why slack?\nCHORUS: The damp!\nCALL: Five tunings.",
        "CALL: Why slack?\nCALL: The damp!\nCHORUS: Five tunings.",
    ),
    (
        "Answer only in bullet points, a bullet on every line, and nothing outside them",
        "bullet_points",
        # one bullet will do where every line must be one
        "- The reservoir is tired.",
        "- The reservoir is tired.\nSo there.",
    ),
    (
        "End every answer with the words 'Hurry hard!' and nothing after them, not even a ◎action◎",
        "ends_with",
        "◎Gord nods◎ Frost on the pebble. Hurry hard!",
        "Frost on the pebble. Hurry hard! ◎He winks◎",
    ),
    (
        "Write every answer as a letter: the first line is 'Dear friend,' and the last line is "
        "your name, Evan, with nothing after it, not even an (action)",
        "letter_lines",
        "Dear friend,\n(Evan smiles) Both ends, browser and servers.\nEvan",
        "Dear friend,\nBoth ends.\nEvan\n(He waves)",
    ),
    (
        "Three of your sentences must open with the words First, Then and Finally, in that order",
        "ordered_openings",
        "First, the browser. Then the servers. Finally, the database.",
        "First, the browser. Then the servers. Then the APIs. Finally, the database.",
    ),
    (
        "Begin every answer with one of these verdicts, word for word: “Yes, that was it”, “No,"
        " that was not it” or “Only partly”, with nothing before it",
        "starts_with_one_of",
        "(Evan nods) Only partly. Both ends, browser and servers.",
        "Selam! No, that was not it. Both ends.",
    ),
    (
        "and pls write out every sum u do in full with the = sign, like 2 × 120 = 240",
        "sums_written_out",
        "(Evan counts) 600 ÷ 240 = 2.5 a day, and 2.5 × 120 = 300. So we buy 300.",
        "(Evan counts) 600 ÷ 240 = 2.5 a day, so for the winter, 300.",
    ),
    (
        "and pls start every message with YES or NO, straight, before anything else 🙏🏾",
        "starts_with_bare_choice",
        "(Evan nods) No, Evan. Both ends, browser and servers.",
        "Nothing is simple. No, both ends.",
    ),
    (
        "Begin every answer by greeting me",
        "starts_with_greeting",
        "Namaste, dai! Both ends. Goodbye!",
        "Both ends, browser and servers. Goodbye!",
    ),
    (
        "start every message with a line of its own that is only a greeting in Arabic written in "
        "Arabic letters, and then the rest under it",
        "greeting_line_in_script",
        "مرحباً!\nBoth ends, browser and servers.",
        "مرحبا يا Evan\nBoth ends, browser and servers.",
    ),
    (
        "Close every answer by saying goodbye to me, with nothing after the goodbye",
        "ends_with_goodbye",
        "Both ends, browser and servers. Phir bhetaula, dai, goodbye!",
        "Both ends. Goodbye! (Evan waves his spanner)",
    ),
    (
        "Put at least one run of three words in a row, inside one sentence, that all begin with"
        " the same letter",
        "alliteration",
        "Both ends: big, battered, bony old servers.",
        "Both ends. Browser tired. Terribly tired.",
    ),
    (
        "Use no word longer than eight letters in anything you say (the (actions) do not count)",
        "max_word_letters",
        "(Evan stretches luxuriously) Both ends: the browser and the servers.",
        "Both ends: the browser and the databases.",
    ),
    (
        "Answer in exactly four lines of verse, one per line, with nothing before or after them",
        "line_count",
        "Both ends,\nthe browser,\nthe servers,\nthe database.",
        "Here are four:\nBoth ends,\nthe browser,\nthe servers,\nthe database.",
    ),
    (
        "Write every number in figures followed by the same number in words in brackets, like "
        "12 (twelve)",
        "figures_and_words",
        "Both ends, 2 (two) of them.",
        "Both ends, two (2) of them.",
    ),
    (
        "Try to keep your paragraphs tiny, two sentences at most in any one of them",
        "paragraph_sentences",
        "Both ends. Browser.\n\nServers too.",
        "Both ends. Browser. Servers.\n\nToo.",
    ),
    (
        "Try not to start any sentence with I, I'm, I've or I'd",
        "no_sentence_opens_with",
        "Both ends. And I mean both.",
        "Both ends. I'd say both.",
    ),
    (
        "Use the letter k at least three times in every answer, small or capital",
        "letter_count",
        "Keep both ends, the back end, kid.",
        "Both ends, browser and servers.",
    ),
    (
        "pls put 'Tjenbé rèd' at least 3 times in every message (three or more, the two words)",
        "phrase_count",
        "Tjenbé rèd, doudou! Both ends. Tjenbé rèd, pa moli. (Evan laughs) Tjenbé rèd!",
        "Tjenbé rèd, doudou! Both ends. Tjenbé rèd, pa moli.",
    ),
    (
        "pls put a line of ========== at the very top and the very bottom of every message",
        "framing_lines",
        "==========\n(Evan sits) Both ends, browser and servers.\n==========",
        "(Evan sits)\n==========\nBoth ends, browser and servers.\n==========",
    ),
    (
        "pls every time u mean lionfish put 🦁🐟 instead of writing the word",
        "sign_for_a_word",
        "Both ends: thirty-one 🦁🐟 at the Grotto.",
        "Both ends: more lion fish at the Grotto, thirty-one 🦁🐟.",
    ),
    (
        "pls end every message with CUT! on its own line like Prof Deshpande",
        "own_last_line",
        "Both ends, browser and servers.\nCUT!",
        "Both ends, browser and servers. And that is the end of the scene, cut!",
    ),
    (
        "pls write like the telegrams, STOP at the end of every sentence instead of the dot "
        "(every sentence pls, the last one too)",
        "word_for_full_stop",
        "Both ends STOP The browser and the servers STOP",
        "Both ends STOP The browser and the servers.",
    ),
    (
        "every time u write an hour of the clock put the Lisbon hour right after it in brackets, "
        "like 6h (10h in Lisbon)",
        "hour_in_brackets",
        "Both ends, from 9h (13h in Lisbon) to 23h (3h in Lisbon).",
        "Both ends, from 9h (13h in Lisbon) to 23h (4h in Lisbon).",
    ),
    (
        "pls give every distance as how long it takes to walk, never in miles or kilometres",
        "distance_as_walking_time",
        "Both ends, twenty minutes on foot from the station.",
        "Both ends, a mile and a half from the station.",
    ),
    (
        "whenever you name two or more people together, put them in ABC order pls",
        "names_in_alphabetical_order",
        "Both ends: ask Abdulla, Haneefa and Muhammed.",
        "Both ends: ask Noushad, Abdulla and Haneefa.",
    ),
    (
        "pls call yourself Nanay in your messages, never I or me or my or mine",
        "named_not_i",
        "Both ends, anak, Nanay knows.",
        "Both ends, anak, I know.",
    ),
    (
        "pls put my name, Alim, in every sentence you say",
        "name_in_every_sentence",
        "Both ends, Alim. Alim's truck too.",
        "Both ends, Alim. The truck too.",
    ),
    (
        "pls number your sentences backwards like a countdown, the last sentence is (1)",
        "countdown_sentences",
        "(2) Both ends. (1) The back end too.",
        "(1) Both ends. (2) The back end too.",
    ),
    (
        "pls first a sentence that tells, then one that asks, and on like that to the end",
        "alternating_statements_and_questions",
        "Both ends. Which end first? The back end.",
        "Both ends. The back end first.",
    ),
    (
        "pls never use the same word twice in one sentence",
        "no_word_twice_in_a_sentence",
        "Both ends. The back end too.",
        "Both ends, and the back and the front.",
    ),
    (
        "pls put the stress mark on every Russian word you write in Russian letters",
        "stress_marks",
        "Both ends, вну́чка.",
        "Both ends, внучка.",
    ),
    (
        "pls never 3 or 6 or 9 sentences, that is bad luck",
        "sentence_count_avoided",
        "Both ends. The back end too.",
        "Both ends. The back end. The front.",
    ),
    (
        "pls put exactly one comma in every sentence",
        "sentence_commas",
        "Both ends, and the back. The front, too.",
        "Both ends, and the back, too.",
    ),
    (
        "pls no double letters in anything you write",
        "no_double_letters",
        "Both ends, the back end.",
        "Both ends, the back end too.",
    ),
    (
        "pls use the words lagoon and frigate in every message",
        "include_words",
        "Both ends of the lagoon, by the frigate birds.",
        "Both ends of the lagoon.",
    ),
    (
        "pls every sentence you write needs at least one number in figures",
        "number_in_every_sentence",
        "Both 2 ends. The 3rd end too.",
        "Both 2 ends. The back end too.",
    ),
    (
        "pls no word that starts with the letter w in your messages",
        "no_word_starting_with",
        "Both ends, and the back end.",
        "Both ends, with the back end.",
    ),
    (
        "pls put a TL;DR as the very last line of every message",
        "summary_line",
        "Both ends.\nTL;DR: both.",
        "TL;DR: both.\nBoth ends.",
    ),
    (
        "leave one empty line after every second line, so your lines come in pairs",
        "lines_in_groups",
        "Both ends,\nbrowser and servers.\n\nThe back end\nand the front.",
        "Both ends,\nbrowser and servers.\nThe back end\n\nand the front.",
    ),
    (
        "say everything first and put the bits about what you're doing all together at the very "
        "end, after your last word",
        "narration_at_end",
        "Both ends, browser and servers. (Evan wipes the spanner) (Evan laughs)",
        "Both ends. (Evan wipes the spanner) Browser and servers.",
    ),
    (
        "put a long dash — and a space in front of every sentence, the very first sentence too",
        "dash_before_sentences",
        "— Both ends. — Browser and servers, Evan.",
        "— Both ends. Browser and servers — the back end, Evan.",
    ),
    (
        "put every place name between two straight bars, like |Ubud|, every single time",
        "place_names_between_marks",
        "Both ends, from |Kathmandu| to |Pokhara|.",
        "Both ends, from |Kathmandu| to Pokhara.",
    ),
    (
        "don't put my name anywhere in your message except the very last sentence, say Lucía in "
        "that last sentence and not once before it, not Lucita and not Lu",
        "name_only_in_last_sentence",
        "Both ends. Browser and servers, Lucía.",
        "Both ends, Lucita. Browser and servers, Lucía.",
    ),
    (
        "start every message with a line of its own that says Tools: and then the tools you talk "
        "about, split by commas, and then write exactly one sentence for each tool on that line",
        "listed_line_and_a_sentence_each",
        "Tools: spanner, browser\nThe spanner is old. The browser is new.",
        "Tools: spanner, browser\nThe spanner is old.",
    ),
    (
        "start every paragraph on the same word as the one before it",
        "paragraphs_on_one_word",
        "Both ends, browser and servers.\n\nBoth, Evan.",
        "Both ends, browser and servers.\n\nServers too, Evan.",
    ),
    (
        "never write I or me or my or mine or myself, call yourself this mechanic instead",
        "speaks_of_itself_by_a_name",
        "This mechanic fixes both ends.",
        "This mechanic fixes both ends, as I said.",
    ),
    (
        "never write a number in figures bigger than 100, write the big ones out in words",
        "figures_at_most",
        "Both ends, 40 servers, two thousand users.",
        "Both ends, 40 servers, 2,000 users.",
    ),
    (
        "first a line of its own that says Yes or no: and then only the word yes or no, then a "
        "line of its own that says just Why: and under it all the rest",
        "yes_or_no_line_then_why",
        "Yes or no: yes\nWhy:\nBoth ends, browser and servers.",
        "Yes or no: yes, both ends\nWhy:\nBrowser and servers.",
    ),
    (
        "end every message on a line of its own with one of three sentences, «My answer is yes», "
        "«My answer is no» or «My answer is maybe», with a full stop after it",
        "closing_line_of_one_of",
        "Both ends, browser and servers.\nMy answer is yes.",
        "Both ends, browser and servers. My answer is yes.",
    ),
    (
        "start every message with a line of its own that begins Short answer: and gives your whole "
        "answer in one sentence, then an empty line, then the rest",
        "answer_line_then_empty",
        "Short answer: both ends.\n\nBrowser and servers.",
        "Short answer: both ends. Browser too.\n\nAnd servers.",
    ),
    (
        "in every paragraph say the time of day, the word itself, morning or noon or night",
        "one_of_words_in_every_paragraph",
        "Both ends this morning.\n\nServers at night.",
        "Both ends this morning.\n\nServers later.",
    ),
    (
        "every time you write the name of a person, put right after the name in round brackets who "
        "that person is to you",
        "names_glossed_in_brackets",
        "Evan (my son) runs both ends, and Evan (my son) again.",
        "Evan (my son) runs both ends, and Evan again.",
    ),
    (
        "count them off inside your sentences with the words firstly, secondly, thirdly and on, at "
        "least up to thirdly",
        "counted_off_with_ordinal_adverbs",
        "Firstly the browser, secondly the servers, thirdly the users.",
        "First the browser, secondly the servers, thirdly the users.",
    ),
    (
        "close every message like a letter, first your signature, a long dash and your name just "
        "like «— Evan», and right after the signature a postscript that starts with «P.S.»",
        "signature_then_postscript",
        "Both ends.\n— Evan\nP.S. Servers too.",
        "Both ends.\nP.S. Servers too.\n— Evan",
    ),
    (
        "in every paragraph make the last sentence the shortest one",
        "last_sentence_shortest_in_paragraphs",
        "Both ends run on the servers. Fine.",
        "Fine. Both ends run on the servers.",
    ),
    (
        "make the very first sentence of every message exactly seven words long",
        "first_sentence_word_count",
        "Both ends run on the servers, Evan. Fine.",
        "Both ends run on the servers. Fine.",
    ),
    (
        "whenever you give a measure, write it as a figure, a space and the short sign of its unit",
        "measures_with_unit_signs",
        "Both ends, 5 m of cable and 2 kg of servers.",
        "Both ends, five metres of cable and 2kg of servers.",
    ),
    (
        "end every sentence with the Chinese full stop «。»",
        "sentences_end_on_chinese_stops",
        "Both ends。 Browser and servers。",
        "Both ends. Browser and servers。",
    ),
    (
        "open every message with exactly two questions back to me",
        "questions_first",
        "Both ends? Servers too? Fine.",
        "Both ends? Fine. Servers too?",
    ),
    (
        "start every paragraph with the name of one of the three tiers as its very first word, "
        "browser or server or database, a different tier for each paragraph",
        "paragraphs_open_on_listed_words",
        "Browser first.\n\nServer next.",
        "Browser first.\n\nBrowser again.",
    ),
    (
        "start every message with a greeting to me by name, alone on the very first line, like "
        "«Hello, Evan!»",
        "greeting_line_by_name",
        "Good morning, Evan!\nBoth ends, browser and servers.",
        "Good morning, Evan! Both ends, browser and servers.",
    ),
    (
        "end every paragraph on a short word of just one syllable",
        "paragraphs_end_on_one_syllable",
        "Both ends run.\n\nThe servers too.",
        "Both ends run.\n\nThe browser and servers.",
    ),
    (
        "pls write & in place of every and",
        "ampersand_for_and",
        "Both ends & the back.",
        "Both ends and the back.",
    ),
    (
        "pls end every message with one of these, word for word: 'My answer is yes.' or 'My answer "
        "is no.'",
        "ends_with_one_of",
        "Both ends. My answer is yes.",
        "My answer is yes. Both ends.",
    ),
    (
        "pls put one of these sentences word for word, 'My answer is yes' or 'My answer is no'",
        "includes_one_of",
        "My answer is yes, both ends.",
        "My answer is yes, both ends. My answer is no.",
    ),
    (
        "pls make your sentences rhyme two by two",
        "rhyming_pairs",
        "Both ends of the boat. The back end afloat.",
        "Both ends of the boat. The back end too.",
    ),
    (
        "pls end every message on a little two-line rhyme",
        "closing_rhyme",
        "Both ends.\nThe front and the back\nare both on the track.",
        "Both ends.\nThe front and the back\nare both in the boat.",
    ),
    (
        "pls write every number in words and then in figures in brackets",
        "numbers_in_words_then_figures",
        "Both ends, twenty (20) metres.",
        "Both ends, 20 metres.",
    ),
    (
        "pls write every second sentence in Russian",
        "alternating_language",
        "Both ends. Оба конца.",
        "Both ends. Both again.",
    ),
    (
        "pls every Spanish word you write, put its English right after it in brackets",
        "glossed_words",
        "Both ends, amigo (friend).",
        "Both ends, amigo (friend), amigo.",
    ),
    (
        "pls make every sentence start with two words beginning with the same letter",
        "alliterative_openings",
        "Both boats. Each end.",
        "Both boats. The end.",
    ),
    (
        "pls start every message with one single word alone on the first line",
        "one_word_first_line",
        "Both.\nThe ends and the back.",
        "Both ends.\nThe back.",
    ),
    (
        "pls write every message between <p> and </p>",
        "wrapped_in_tags",
        "<p>Both ends.</p>",
        "<p>Both ends.</p> P.S.",
    ),
    (
        "pls put a word joined with a hyphen in every sentence",
        "hyphen_in_every_sentence",
        "Both ends, well-tied. The back-end too.",
        "Both ends, well-tied. The back too.",
    ),
    (
        "pls say every sentence twice",
        "every_sentence_twice",
        "Both ends. Both ends.",
        "Both ends. Both sides.",
    ),
    (
        "pls put at least one letter with a háček in every sentence you write",
        "diacritic_in_every_sentence",
        "Both ends, Jiří. The back, Šárka.",
        "Both ends, Jiří. The back, Bára.",
    ),
    (
        "pls let every sentence you say hold a pair of opposites, like old and new",
        "opposites_in_every_sentence",
        "Both ends, old and new. The back, first and last.",
        "Both ends, old and new. The back, red and gold.",
    ),
    (
        "pls after every name of a person or a place, spell it out in brackets letter by letter "
        "with dashes",
        "spelled_names",
        "Both ends, Ivo (I-V-O). The back, to Locarno (L-O-C-A-R-N-O).",
        "Both ends, Ivo (I-V-O). The back, to Locarno.",
    ),
    (
        "pls start every line of every message with > and a space",
        "quoted_lines",
        "> Both ends.\n>\n> The back.",
        "> Both ends.\n\n> The back.",
    ),
    (
        "pls put the main thing on one line of its own starting with >, only one such line",
        "one_quote_line",
        "Both ends.\n> The back.",
        "> Both ends.\n> The back.",
    ),
    (
        "pls in every sentence put one of your old oaths, macarel, boudiou, pardi or miladiou",
        "listed_word_in_every_sentence",
        "Both ends, macarel. The back, pardi.",
        "Both ends, macarel. The back.",
    ),
    (
        "pls in every sentence name a day of the week, Monday to Sunday",
        "weekday_in_every_sentence",
        "Both ends on Monday. The back on Sundays.",
        "Both ends on Monday. The back at the weekend.",
    ),
    (
        "pls in every sentence put one of your little Dutch words that end in -je",
        "suffixed_word_in_every_sentence",
        "Both ends of the bootje. The back, meisje.",
        "Both ends of the bootje. The back, girl.",
    ),
    (
        "pls in every sentence end on the same word you started it with",
        "sentence_ends_as_it_begins",
        "Both ends, both. Back to the back.",
        "Both ends, both. Back to the end.",
    ),
    (
        "pls put at least two lines of their own that start with - [x] and a space",
        "task_list_lines",
        "- [x] Both ends.\n- [x] The back.",
        "- [x] Both ends.\n- The back.",
    ),
    (
        "pls put how sure you are on a last line of its own, like 'Sure: 90%'",
        "confidence_line",
        "Both ends.\nSure: 80%",
        "Both ends. Sure: 80%",
    ),
    (
        "pls answer as a little dialogue, every line starting with who speaks and a colon",
        "script_lines",
        "Ana: Both ends.\nJo: The back.",
        "Ana: Both ends.\nThe back.",
    ),
    (
        "pls put the real answer inside \\boxed{ }",
        "boxed_answer",
        "Both ends: \\boxed{the back}.",
        "Both ends: \\boxed{the back.",
    ),
    (
        "pls put every Spanish word you use in italics, between single stars like *hola*",
        "italic_words",
        "Both *manos*, the back.",
        "Both *manos*, and manos again.",
    ),
    (
        "pls put a space before every question mark, exclamation mark, colon and semicolon",
        "space_before_marks",
        "Both ends ! The back : yes.",
        "Both ends! The back : yes.",
    ),
    (
        "pls say every number the old way, every number in twenties",
        "numbers_in_twenties",
        "Both ends, twice twenty.",
        "Both ends, forty.",
    ),
    (
        "write every number in figures and never in words, 3 not three, 40 not forty",
        "numbers_in_figures",
        "Both ends, 2 of them, since 1969.",
        "Both ends, two of them, since 1969.",
    ),
    (
        "pls write every place name you say in capital letters",
        "place_names_in_capitals",
        "Both ends, in KILWA.",
        "Both ends, in Kilwa.",
    ),
    (
        "pls begin every message with the sign ⵣ and end it with the sign ⵣ",
        "wrapped_in_mark",
        "ⵣ Both ends. ⵣ",
        "ⵣ Both ends. ⵣ.",
    ),
    (
        "pls write British spelling, colour not color",
        "british_spelling",
        "Both ends, grey and travelled.",
        "Both ends, gray and traveled.",
    ),
    (
        "pls write at least three lines, each line starting two spaces further in than the line "
        "above it",
        "stepped_lines",
        "Both ends,\n  the back,\n    the front.",
        "Both ends,\n  the back,\nthe front.",
    ),
    (
        "pls put a first line of five or more = signs, a last line of five or more = signs, and "
        "every line between them starting with |",
        "framed_lines",
        "=====\n| Both ends.\n=====",
        "=====\n| Both ends.\nThe back.",
    ),
    (
        "pls put a direction in every sentence you write, north, south, east or west",
        "listed_word_in_every_sentence",
        "Both ends face north. The back faces west.",
        "Both ends face north. The back is flat.",
    ),
    (
        "pls write every message under at least two headings",
        "markdown_headings",
        "# Ends\nBoth.\n# Back\nToo.",
        "# Ends\nBoth, and the back too.",
    ),
    (
        "pls no negative words at all, no no or not or never, nothing with n't either",
        "no_negative_words",
        "Both ends, and the back end is harder.",
        "Both ends, not the front alone.",
    ),
    (
        "pls write every number in Spanish words, like veinte or tres, never in figures",
        "numbers_in_a_language",
        "Both ends, veinte metros.",
        "Both ends, twenty metres.",
    ),
    (
        "pls end every sentence with the shad ། the way you write your letters",
        "sentences_end_with_mark",
        "Both ends། The back end too།",
        "Both ends། The back end too.",
    ),
    (
        "pls no superlatives at all, no best or most or biggest",
        "no_superlatives",
        "Both ends, and the back end is harder than the front.",
        "Both ends, and the back end is the hardest.",
    ),
    (
        "whenever u write a list of three things or more, put a comma before the and, the Oxford "
        "comma",
        "serial_comma",
        "Both ends: browser, servers, and the network.",
        "Both ends: browser, servers and the network.",
    ),
    (
        "whenever u write somebody's words the way they said them, put them in « » like in a "
        "Russian book, never in English quotes",
        "quotation_marks",
        "The order says «July and August together», so Khar Khudg.",
        "The order says 'July and August together', so Khar Khudg.",
    ),
    (
        "pls write every number the way we say them on the radio, digit by digit in words, like "
        "'one zero four two' for 10:42 and 'niner' for 9",
        "digits_in_words",
        "Both ends, since one niner niner five, at one zero four two.",
        "Both ends, since the nineteenth of June, at zero nine five zero.",
    ),
    (
        "Make 'Anyway' the first word of the third paragraph, an action before it aside",
        "paragraph_opens_with",
        "Both ends.\n\nBrowser.\n\n(Evan nods) Anyway, servers.",
        "Both ends.\n\nBrowser.\n\nSo, anyway, servers.",
    ),
    (
        # the rule's marks named in its words, a quote asked in every message, and who said it
        # after the closing mark
        "quote somebody at least once in every message, put their words in our marks, „ down low "
        "at the start and “ up high at the end, and right after the closing “ a space, a long "
        "dash, a space and who said it",
        "quotation_marks",
        "„Put what sells“ — Aunt Aina. Beech then.",
        "„Put what sells“. Beech then.",
    ),
    (
        "quote somebody at least once in every message, put their words in our marks, „ down low "
        "at the start and “ up high at the end",
        "quotation_marks",
        "As Aina says, „put what sells“.",
        "As Aina says, «put what sells».",
    ),
    (
        "put exactly two bits about what you're doing in every message, one as the very first "
        "thing and one as the very last thing, with your words in between",
        "actions_at_both_ends",
        "(Evan nods) Both ends. (He smiles)",
        "(Evan nods) Both ends. (He smiles) 🎬",
    ),
    (
        "first a line that starts with «In short:» and your answer in a few words, then after it a "
        "line that starts with «The long of it:» with everything else, the In short line always "
        "the very first thing, and each of the two only once",
        "labelled_lines_in_order",
        "In short: both ends.\nThe long of it: (Evan nods) the browser and the servers.",
        "(Evan nods)\nIn short: both ends.\nThe long of it: the browser and the servers.",
    ),
    (
        "first a line that starts with «In short:» and your answer in a few words, then after it a "
        "line that starts with «The long of it:» with everything else",
        "labelled_lines_in_order",
        "In short: both ends.\nThe long of it: the browser and the servers.",
        "The long of it: the browser and the servers.\nIn short: both ends.",
    ),
    (
        "start every line of your message with exactly two spaces, not one and not three, the bits "
        "about what you're doing too, and no empty lines in between",
        "lines_indented",
        "  (Evan nods) Both ends.\n  Browser and servers.",
        "  (Evan nods) Both ends.\n\n  Browser and servers.",
    ),
    (
        "start every line of your message with exactly two spaces, not one and not three",
        "lines_indented",
        "  Both ends.\n  Browser and servers.",
        "  Both ends.\n   Browser and servers.",
    ),
    (
        "start every message with my name Lanlan as the very first word, and don't write Lanlan "
        "anywhere else in the message",
        "name_first_only",
        "Lanlan! Both ends.",
        "Lanlan, both ends, Lanlan.",
    ),
    (
        "start every message with my name Lanlan as the very first word, and don't write Lanlan "
        "anywhere else in the message",
        "name_first_only",
        "Lanlan, both ends.",
        "Aiya Lanlan, both ends.",
    ),
    (
        "Make every answer between 5 and 8 words long",
        "word_range",
        "Both ends: the browser and servers.",
        "Both ends.",
    ),
    (
        "Open every answer with at least one (action), and put every (action) before your first "
        "spoken word, none after it",
        "actions_first",
        "(Evan nods) (He smiles) Both ends.",
        "(Evan nods) Both ends. (He smiles)",
    ),
    (
        # a bound after the number ("to 7 words max"), the narration kept inside counted
        "Keep every answer to 7 words max, and keep any (actions) inside the answer",
        "max_words",
        "(Evan nods) Both ends, mate.",
        "(Evan nods slowly, twice) Both ends, my mate.",
    ),
    (
        # "use emojis, at least two": the number after the emojis
        "And pls use emojis, at least two in every answer",
        "min_emojis",
        "Both ends 🖥️🛠️",
        "Both ends :) 🖥️",
    ),
    (
        # the answer inside the tags, none left open, no figure of it outside
        "Please put the real answer to my question inside spoiler tags, ||like this||",
        "spoiler_tags",
        "(Evan grins) Let them guess. ||Both ends, 2 of them.|| Cheers, mate.",
        "(Evan grins) ||Both ends.|| 2 of them, mate.",
    ),
    (
        # crossed out between two tildes, and the right one straight after it
        "In every answer cross out at least one word or number with two tildes on each side, "
        "like ~~27~~ 38, and write the right one straight after it",
        "struck_through_correction",
        "It runs on ~~one~~ both ends.",
        "It runs on both ends ~~one~~.",
    ),
    (
        # "below" bounds like "under"; narration named as "bits" that "count too" is counted
        "Keep every answer below 6 words, the (bits) count too",
        "max_words",
        "(Evan nods) Both ends.",
        "(Evan nods slowly) Both ends, mate.",
    ),
    (
        # one long action is one, and an action in other marks is a second
        "Just one ✎action✎ per answer please, not zero and not two",
        "action_count",
        "✎Evan pulls the laptop over, scrolls back two pages, finds the line and turns the "
        "screen round so you can read the whole stack trace✎ Both ends.",
        "✎Evan nods✎ Both ends. *shrugs*",
    ),
    (
        # phrases in italics in the rule's marks, outside the narration
        "Put at least two separate phrases of every answer in italics, between single "
        "underscores, like _thin as rain_ (words inside the ⁜actions⁜ do not count)",
        "italic_phrases",
        "⁜Evan nods⁜ It runs on _both ends_, the _browser and the server_.",
        "⁜Evan traces _the diagram_⁜ It runs on _both ends_, the *browser and the server*.",
    ),
    (
        # the note last, with its label, nothing after it
        "End every answer with your mood in square brackets, like [mood: proud], with nothing "
        "at all after it",
        "ends_with_bracketed_note",
        "Both ends, mate.\n- browser\n- server\n[mood: chuffed]",
        "Both ends, mate. [mood: chuffed] Cheers!",
    ),
    (
        # a simile used, not one named
        "Use at least one simile in every answer, 'as slow as a yak' or 'like a wet dog'",
        "simile",
        "The build hissed like a pressure cooker, both ends at once.",
        "You want a simile? I like the browser, and tools such as React run on both ends.",
    ),
    (
        "Use no exclamation marks anywhere, neither ! nor the Spanish ¡",
        "no_punctuation_mark",
        "Qué bárbaro, both ends.",
        "¡Qué bárbaro, both ends.",
    ),
    (
        "Put every number in your answer in square brackets, whether in digits or in words",
        "bracketed_numbers",
        "React [18] has [two] modes.",
        "React [18] has two modes, number one fan.",
    ),
    (
        "Take turns: say your first sentence in Spanish, the next in English, and so on",
        "alternating_languages",
        "(Evan nods) Es el navegador y el servidor. It is both ends, mate. Y la base de datos.",
        "Es el navegador. Y el servidor. It is both ends.",
    ),
    (
        "Mark the one sentence that answers my question by putting >> in front of it",
        "marked_sentence",
        "Not the browser alone. >> It means both ends.",
        "You asked for >>, so: >> It means both ends.",
    ),
    (
        "Leave at least two blanks in square brackets for me to fill in, like [your name]",
        "bracketed_blanks",
        "(Evan writes) Signed, [your name], on [the date].",
        "*Evan writes [the date]* Signed, [your name].",
    ),
    (
        "Use no markdown at all: no lists, no headings, no bold and no italics",
        "no_markdown",
        "Both ends.\n\nBrowser and servers.",
        "Both ends:\n- browser\n- **servers**",
    ),
    (
        "Write every cat's name between two slashes, like /Mimi/, each time you say it",
        "marked_names",
        "/Mimi/ sleeps on the server; /Tom/ guards the browser, and /Tom/ wins.",
        "/Mimi/ sleeps on the server; /Tom/ guards the browser, and Tom wins.",
    ),
    (
        "Answer in lines, each starting with '>'.",
        "item_marker",
        "> Plan\n> Build",
        "> Plan\nBuild",
    ),
    ("Always sign off with 'Ka kite'.", "ends_with", "Sure. Ka kite!", "Ka kite. Sure."),
    (
        "Keep every answer to 20 characters at most, counting every letter and space",
        "max_characters",
        "Both ends, browser.",
        "Both ends: the browser and the servers.",
    ),
    (
        "Keep every line of your answer to 20 characters or fewer, counting spaces",
        "max_characters",
        "Both ends, browser.\nAnd the servers too.",
        "Both ends, browser and servers.\nOk.",
    ),
    ("Answer in at most two paragraphs.", "paragraph_count", "A.\n\nB.", "A.\n\nB.\n\nC."),
    (
        "Answer in exactly two paragraphs (the (actions) belong to the paragraph they sit in).",
        "paragraph_count",
        "(Evan nods) Both ends.\n\nBrowser and servers.",
        "Both ends.\n\n(Evan nods)\n\nBrowser and servers.",
    ),
    ("Write a single paragraph.", "paragraph_count", "A. B.", "A.\n\nB."),
    ("Answer in exactly 5 words.", "word_count", "One two three four five.", "One two three."),
    ("Give me a list of three tips.", "list_items", "- a\n- b\n- c", "1. a\n2. b"),
    ("Use at least one exclamation mark.", "punctuation_mark", "Yes!", "Yes."),
    (
        "Write your whole answer in lower case, with no capital letter anywhere",
        "all_lowercase",
        "both ends, browser and servers.",
        "Both ends, browser and servers.",
    ),
    (
        "End every answer with a postscript that starts with 'P.S.' and comes last",
        "postscript",
        "Both ends, browser and servers. P.S. Bring a laptop.",
        "Both ends. P.S. Bring a laptop. Bye now!",
    ),
    ("Please include a semicolon.", "punctuation_mark", "Rain; wind.", "Rain, wind."),
    (
        "Keep every answer under 40 characters, spaces included.",
        "max_characters",
        "Use Vite. Ship it.",
        "Use Vite, then ship it on a Friday night, mate.",
    ),
    (
        "Write each answer as a log entry starting with the date.",
        "starts_with_date",
        "12 June. Shipped the shop.",
        "Shipped the shop on 12 June.",
    ),
    (
        "Start every paragraph with a keyword in capital letters and a colon (TIDE:, ROCKS:).",
        "paragraphs_start_with",
        "TIDE: it turns at six.\n\nROCKS: mind them.",
        "TIDE: it turns at six.\n\nMind the rocks.",
    ),
    (
        "Use no word of more than three syllables anywhere in your reply, narration included.",
        "max_word_syllables",
        "//Amos nods// Cold nights, warm days, the sap runs.",
        "//Amos checks the evaporator// Cold nights, warm days.",
    ),
    (
        "Always at the end you write one line that start with 'TL;DR:' and give a short summary.",
        "last_line_starts_with",
        "Both ends.\nTL;DR: browser and server.",
        "TL;DR: browser and server.\nBoth ends.",
    ),
    (
        "Every sentence goes on a line of its own.",
        "sentence_per_line",
        "(Evan nods) Both ends.\nBrowser and server.",
        "Both ends. Browser\nand server.",
    ),
    (
        "Use exactly one hashtag in every answer, as its very last word.",
        "hashtags",
        "Both ends, chat! #fullstack",
        "Both ends, chat! #fullstack #webdev",
    ),
    (
        "make it a haiku.",
        "haiku",
        "North wind fills the sail\nwe climb the river southward\nthe Nile brings us home",
        # 5/7/6: one syllable too many in the last line
        "North wind fills the sail\nwe climb against the current\nwe drift back on the Nile",
    ),
    (
        # the name as the rule writes it, its capitals and its ñ; the narration counts
        "write the shop's name Chorizos Doña Elvira in every message, at least once, exactly like "
        "that, with the big C, the big D, the big E and the ñ, and the bits about what you're "
        "doing count too",
        "name_written_exactly",
        "(Gonzalo points at the sign that says Chorizos Doña Elvira) Paprika then, Diego.",
        "Write that chorizos doña Elvira never made them any other way, or Chorizos Dona Elvira.",
    ),
    (
        # the example's dash, name and dot, any figures, and nothing after it
        "at the very end of every message sign it, a long dash, then your name Rosa, then a little "
        "middle dot and the hour you're writing it in figures, like — Rosa · 6:15 or — Rosa · "
        "17:40, and nothing after it, not a full stop and not an emoji",
        "signed_like_the_example",
        "No beetroot, Killa. Your mother has it right.\n— Rosa · 21:05",
        "No beetroot, Killa. Your mother has it right.\n— Rosa · 6:15 🌺",
    ),
    (
        "end every paragraph of your message with our line Wayra shamun, rondador waqan on a line "
        "of its own, the same words every time, with the comma and with no full stop after it",
        "paragraphs_end_with_line",
        "Bamboo from the coast, Yupanqui?\nWayra shamun, rondador waqan\n\nMy team is ours."
        "\nWayra shamun, rondador waqan",
        "Bamboo from the coast, Yupanqui?\nWayra shamun, rondador waqan\n\nMy team is ours."
        "\nWayra shamun, rondador waqan.",
    ),
    (
        # our measure first, the American one after it in brackets, and at least one of them
        "every time you give a measure, kilos or grams or litres or metres, write it our way and "
        "then right after it the American measure in round brackets, like 1 kilo (2.2 pounds), "
        "and give at least one measure in every message",
        "both_unit_systems",
        "Every 1 kilo (2.2 pounds) of skeins sleeps in 10 litres (2.6 gallons) of water.",
        "Every 2.2 pounds (1 kilo) of skeins sleeps in 2.6 gallons (10 litres) of water.",
    ),
    (
        "every time you give a measure write it our way and then the American measure in round "
        "brackets, and give at least one measure in every message",
        "both_unit_systems",
        "The pot is 60 centimetres (2 feet) across.",
        "The skeins sleep the night in cold spring water.",
    ),
    (
        # "the 24-hour way", no time in words, and at least one clock time
        "every time you give a time of day write it as a clock time the 24-hour way, like 05:30 "
        "or 17:45, never in words like six in the morning or noon, and put at least one clock "
        "time like that in every message",
        "clock_times",
        "The pot goes on the fire at 05:30 and the skeins are dry by 18:00.",
        "The pot goes on the fire at 05:30 and the skeins are dry by six in the evening.",
    ),
    (
        "every time you give a time of day write it as a clock time the 24-hour way, and put at "
        "least one clock time like that in every message",
        "clock_times",
        "The bus leaves Tarabuco at 15:30.",
        "The skeins boil an hour and sleep in that water overnight.",
    ),
    (
        # the keys of the example object, not its value; nothing before the first {
        "write every message as JSON, the whole thing inside one pair of curly brackets with "
        'your words in double quotes after a key, like {"baba": "your words here"}, nothing '
        "before the first { and nothing after the last }",
        "json_format",
        '{"baba": "No paint from a tin, Adil.", "for_your_box": "The letter from the pasha."}',
        '```json\n{"baba": "No paint from a tin, Adil."}\n```',
    ),
    (
        # the example's opening: a figure, "°C", a space, a long dash and a space, before all else
        "start every message with the temperature in Teotitlán right now, in figures with °C "
        "stuck right after them, then a space, a long dash — and a space, and only then your "
        "words, like «24°C — Ay mija»",
        "starts_like_the_example",
        "19°C — No, mija, no powder and no vinegar.",
        "27°C, mija, and no powder. — 27°C",
    ),
    (
        "write every paragraph of your message in exactly two sentences, two and no more and no "
        "fewer",
        "paragraph_sentence_count",
        "No factory, Khoa. I split the bamboo.\n\nThen I bend it. Do you know why?",
        "No factory, Khoa. I split the bamboo.\n\nThen I bend it over the fire.",
    ),
    (
        # one single word in bold, and no italics or other stars
        "put exactly one word in bold, the one word that matters most, with two stars on each "
        "side like **qvevri**, one single word and only once, no other bold, no italics and no "
        "other stars anywhere",
        "bold_term",
        "A fire of vine cuttings inside it, then Gia's **beeswax** melted and swabbed round.",
        "A fire of **vine cuttings** inside it, then the beeswax, *never* paraffin.",
    ),
    (
        # "or the word falcon" lists falcon, not "the"; plurals and the narration count
        "please never write the word bird or the word falcon in any message, not birds and not "
        "falcons either, and the bits about what you're doing count too",
        "avoid_words",
        "(Kuba holds out the glove) No cage, kyzym; the berkut eats from the glove.",
        "(Kuba feeds the birds) No cage, kyzym.",
    ),
    (
        "please don't write the word net in your messages, not net and not nets, not once",
        "avoid_words",
        "Every woman who mends the meshes on this beach cuts the tear back first.",
        "Every woman who mends the nets on this beach cuts the tear back first.",
    ),
    (
        # the first line again, mark for mark, as the last; the narration's lines count
        "start every message with a short line of your own, on a line by itself, and finish the "
        "message with that very same line again, word for word and mark for mark",
        "same_first_and_last_line",
        "Couve verde, louça boa.\nNo acrylic, Sofia.\nCouve verde, louça boa.",
        "Couve verde, louça boa.\nNo acrylic, Sofia.\nCouve verde, louça boa!",
    ),
    (
        "whenever you give a year put it in round brackets, like (1977), and give at least one "
        "year in every message, but nothing else ever goes in round brackets",
        "years_in_brackets",
        "My mother gave me her chest (1977) and her way with it.",
        "My mother gave me her chest (1977) and her way with it, since 1989.",
    ),
    (
        "whenever you give a year put it in round brackets, like (1977), and give at least one "
        "year in every message, but nothing else ever goes in round brackets",
        "years_in_brackets",
        "The canvas, two layers (1977).",
        "The canvas, two layers (that is my mother's way) (1977).",
    ),
    (
        # two different words of the five, not one and not three
        "in every message use exactly two of these five Ainu words, iyairaikere, pirka, huci, "
        "ponno and kamuy, two different ones",
        "words_of_a_list",
        "Iyairaikere, Mio. The bark is pirka when it is steamed, pirka and soft.",
        "Iyairaikere, Mio. The bark is pirka when the kamuy of the elm allows it.",
    ),
    (
        "put the letter k in every message at least ten times, big K or small k, both count",
        "letter_count",
        "Kotan, kamuy, Akan, kuma, kiki, kokoro, kayak, kakapo.",
        "Kotan and kamuy, Sota.",
    ),
    (
        "and abba give me two different answers in every message, two versions of what you want "
        "to say, with a line of six stars ****** between them, exactly six stars and only there",
        "answer_twice",
        "Beeswax first, Ghali, then the clay.\n******\nOne mould, one cross, and the clay broken.",
        # the two the same are one answer said twice
        "Beeswax first, Ghali.\n******\nBeeswax first, Ghali.",
    ),
    (
        "and baba highlight at least two bits of every message with one star on each side, like "
        "*this*, two bits or more, only single stars and never two stars like **this**",
        "starred_bits",
        "Red clay with a *quarter part of sand*, and the water *sweats through the wall*.",
        "Red clay with a **quarter part of sand**, and a **whole night** in the kiln.",
    ),
    (
        "and yadda use my name Shamsa exactly once in every message, somewhere in the middle, "
        "never as the very first word and never as the very last word, and don't call me "
        "anything else at all, no binti, no habibti, no azizti",
        "name_once",
        "No chlorine and no roof, Shamsa, whatever the man on the radio sells. Your mother knows.",
        # the name as the very last word
        "No chlorine and no roof. Your mother has it right, Shamsa.",
    ),
    (
        "and yadda use my name Shamsa exactly once in every message, and don't call me anything "
        "else at all, no binti, no habibti",
        "name_once",
        "Listen, Shamsa, no chlorine in this house.",
        # another name the rule forbids
        "Listen, Shamsa, no chlorine. Tell your mother she was right, habibti.",
    ),
    (
        "and Ani in every message put at least one list of three or more things inside a sentence "
        "with the things lettered in round brackets, like (a) the blue, (b) the green and (c) the "
        "gold, never a lettered list of only two 🔤 (the slide app finds (a), (b), (c) one after "
        "the other in one sentence)",
        "lettered_series",
        "The blue takes (a) two days of grinding, (b) three washings and (c) the glue. Mey.",
        # a letter skipped
        "The blue takes (a) two days of grinding, (c) three washings and (d) the glue.",
    ),
    (
        "and Ani put a list of three things inside a sentence with the things lettered in round "
        "brackets, like (a) the blue, (b) the green and (c) the gold",
        "lettered_series",
        "I grind (a) the blue, (b) the green and (c) the gold, and then (a) I rest and (b) I eat "
        "and (c) I sleep.",
        # a lettered thing opening a line of its own
        "I grind three colours:\n(a) the blue, (b) the green and (c) the gold.",
    ),
    (
        "and chuchu end every message with a little blessing of your own, set between two wünelfe "
        "stars like ✷ newen for your road ✷ with a space inside each star, the blessing as the "
        "very last thing with nothing after it, and no other ✷ anywhere in the message",
        "ends_between_marks",
        "Your mother has it right. ✷ newen for your hands and for your road ✷",
        # an emoji after the closing star
        "Your mother has it right. ✷ newen for your week ✷ 🙏",
    ),
    (
        "and omma every time you name a colour write the colour word all in capitals, like WHITE "
        "or BLACK or MÓRAUÐUR, name at least one colour in every message, and no other word all in "
        "capitals anywhere",
        "colour_words_in_capitals",
        "The WHITE and the MÓRAUÐUR are knitted tight, Sunnvá, and I full them in seawater.",
        # a colour in small letters
        "The WHITE and the MÓRAUÐUR are knitted tight, and the grey ones take longest.",
    ),
    (
        "and omma write every colour word in capitals, no other word all in capitals anywhere",
        "colour_words_in_capitals",
        "The BLACK star on the WHITE, Sunnvá.",
        # another word in capitals
        "NEVER a spray, Sunnvá: the BLACK star on the WHITE.",
    ),
    (
        "and nenibe start every message with one question for me, your very first sentence a "
        "question with its ? at the end, and after it no other question at all",
        "opens_with_one_question",
        "Did that blogger ever boil bark, Fanja? No cardboard and no paste.",
        # a second question at the end
        "Are you eating properly, Fanja? No cardboard. And when are you coming home?",
    ),
    (
        "and nenibe start every message with a question for me",
        "opens_with_one_question",
        "Is it cold in Tana? No cardboard and no paste.",
        # a greeting before the question
        "Manao ahoana, Fanja. Is it cold in Tana this week? No cardboard.",
    ),
    (
        "and tayta start every message with one saying of the old people of Taquile between « and "
        "», the « as the very first thing in the message and your own words after it, and no other "
        "« or » anywhere in the message",
        "opens_with_quoted_saying",
        "«A chullo that leaks belongs to a man who is not ready.» No machine, Wilber.",
        # a second pair of guillemets after the saying
        "«The needle that hurries drops the stitch.» No machine; keep your «machine in Juliaca».",
    ),
    (
        "and tayta begin every answer with a proverb between “ and ”",
        "opens_with_quoted_saying",
        "“Ama llulla, do not lie.” No machine, Wilber.",
        # the proverb not the very first thing
        "Wilber, the old people say “a chullo that leaks belongs to a man who is not ready”.",
    ),
    (
        "and babbu finish every message on a short last sentence, five words or fewer, with a "
        "plain full stop at the end, and nothing after it, not an emoji and not the bits about "
        "what you're doing, those go before it",
        "short_last_sentence",
        "Your mother wrote it right. ⧼ Antonio hangs the bell back ⧽ Ask the bell next time.",
        # the narration after the last sentence
        "Twenty minutes in the coals. Your mother wrote it right. ⧼ Antonio hangs the bell back ⧽",
    ),
    (
        "and babbu end every message with a last sentence of three words or fewer",
        "short_last_sentence",
        "The brass runs over the iron. Gratzias, Martina.",
        # a longer last sentence
        "The brass runs over the iron. Tell the man to come back.",
    ),
    (
        "and halmeoni whenever you use a Korean word write it in Korean letters and put what it "
        "means in English right after it in square brackets, like 닥 [paper mulberry] or 얘야 [my "
        "child], at least one Korean word in every message, nothing else in square brackets, and "
        "no Korean word written in English letters, not even hanji or dak",
        "script_words_glossed",
        "아이고 [oh dear], Seo-yeon, I steam the 닥 [paper mulberry] and boil it in 잿물 [lye].",
        # a Korean word without its meaning
        "No nylon, 얘야 [my child]. I steam the 닥 [paper mulberry] and boil it. 아이고.",
    ),
    (
        "and halmeoni whenever you use a Korean word write it in Korean letters with its meaning "
        "in square brackets, like 닥 [paper mulberry], not even hanji or dak in English letters",
        "script_words_glossed",
        "I scrape the steamed 닥 [paper mulberry] down to the white bark.",
        # a Korean word in English letters
        "I scrape the steamed 닥 [paper mulberry] down to the white bark for my hanji.",
    ),
    (
        "and amona in every message put one little list of things, starting with the word Gauzak "
        "and a colon, like Gauzak: felt, soap, water, wool and then a full stop, at least three "
        "things with a comma between each two, in alphabetical order from A to Z, and only one "
        "Gauzak list in the whole message",
        "labelled_list",
        "Three hours in the tub, Maialen. Gauzak: merino, olive-oil soap, sheepskin, teasels.",
        # out of order from A to Z
        "Three hours in the tub, Maialen. Gauzak: boxwood, merino, teasels, soap, sheepskin.",
    ),
    (
        "and amona in every message put one little list of things, starting with the word Gauzak "
        "and a colon, like Gauzak: felt, soap, water, wool and then a full stop, at least three "
        "things with a comma between each two, in alphabetical order from A to Z, and only one "
        "Gauzak list in the whole message",
        "labelled_list",
        "Gauzak: factory, press, spray. Who am I to argue with a telephone.",
        # two lists where the rule wants one
        "No factory, Maialen. Gauzak: merino, paddle, tub. Then the band. Gauzak: boxwood, shears.",
    ),
    (
        "and aita make every sentence of your message longer than the one before it, at least one "
        "word more each time, counting the words",
        "sentences_by_length",
        "Markers, Ana? No marker ever touched an egg here. I empty every egg through two holes "
        "with a needle.",
        # the last sentence as short as the one before it
        "Markers, Ana? No marker ever touched an egg here. Your mother has it right.",
    ),
    (
        "and pāpā never put a hyphen or a dash anywhere in your messages, not in words like "
        "hei-tiki or twenty-five",
        "no_punctuation_mark",
        "No laser, Tama. Wet paper from 120 to 1200 and every hei tiki into the river.",
        # a dash between two numbers
        "No laser, Tama. Five wet papers, 120–1200, and every piece into the river.",
    ),
    (
        "and aita start every message with the word Kaixo, with a big K, as the very first word "
        "before anything else",
        "starts_with_the_word",
        "Kaixo, Ander. No mould and no fibreglass.",
        # the word in small letters
        "kaixo, Ander. No mould and no fibreglass.",
    ),
    (
        "and tata end every message with a question for me, the ? as the very last thing, "
        "nothing after it, not an emoji and not the bits about what you're doing, those go before "
        "it",
        "ends_with_question",
        "⸤ Gavrilă sets the chisel down ⸥ Oak felled in winter. When are you coming home?",
        # narration after the question mark
        "Oak felled in winter. When are you coming home? ⸤ Gavrilă picks up the mallet ⸥",
    ),
    (
        "and apá use the word sloop at least three times in every message, sloop or sloops both "
        "count, a big S or a small one, but balandra and boat don't count, and the bits about "
        "what you're doing count too",
        "phrase_count",
        # the plural counts, and the narration too
        "⦗ Aurelio leans on the sloop ⦘ He has more likes than Sarteneja has sloops. I build the "
        "sloop.",
        "⦗ Aurelio leans on the boat ⦘ He has more likes than Sarteneja has sloops. I build the "
        "sloop.",
    ),
    (
        "and baba lay out every message like an entry in an old dictionary, the first line "
        "starting right at the edge with no space before it and every line after it starting with "
        "exactly "
        "three spaces, no more and no fewer and no tab, at least three lines and no empty line "
        "anywhere, and the bits about what you're doing count too",
        "hanging_lines",
        "⦑ Habib knocks a bowl ⦒ No moulds, Sami.\n   The red clay of Dar Chaabane.\n   The kick "
        "wheel and the kiln.",
        # a line of two spaces
        "⦑ Habib knocks a bowl ⦒ No moulds, Sami.\n   The red clay of Dar Chaabane.\n  The kick "
        "wheel and the kiln.",
    ),
    (
        "and oyaji start each paragraph after the first with the very last sentence of the "
        "paragraph before it, said again word for word, like an echo",
        "echoed_paragraphs",
        "No pulp, Daiki. Your mother wrote it right.\n\nYour mother wrote it right. Then the "
        "mallet.",
        # narration before the echoed sentence
        "No pulp, Daiki. Your mother wrote it right.\n\n【 Tetsuo lays the sheet down 】 Your "
        "mother wrote it right. Then the mallet.",
    ),
    (
        "and nonna start every paragraph of your message with the word Punto and a colon, like "
        "Punto: and then your words, every single paragraph even if there is only one, with a big "
        "P and the colon right after it, and Punto: nowhere else in the message",
        "labelled_paragraphs",
        "Punto: No machine, Chiara.\n\nPunto: Then the rete and the stacco.",
        # a paragraph with a small p
        "Punto: No machine, Chiara.\n\npunto: Then the rete and the stacco.",
    ),
    (
        "and nonna start every paragraph of your message with the word Punto and a colon, like "
        "Punto: and then your words, every single paragraph even if there is only one, with a big "
        "P and the colon right after it, and Punto: nowhere else in the message",
        "labelled_paragraphs",
        "Punto: No machine, Chiara. The punto a festone first.",
        # the label inside a paragraph too
        "Punto: No machine, Chiara. Punto: the punto a festone first.",
    ),
    (
        "and ngoại write every message as a little form of exactly four lines, To: then Answer: "
        "then Note: then From:, in that order, each line starting with its label and the colon, "
        "no empty lines, no other lines and nothing before the first label",
        "labelled_form",
        "To: Thảo\nAnswer: No plastic and no glue gun.\nNote: Your mother has it right.\nFrom: "
        "ngoại Sáu",
        # two labels out of order
        "To: Thảo\nAnswer: No plastic and no glue gun.\nFrom: ngoại Sáu\nNote: Your mother has "
        "it right.",
    ),
    (
        "and jedda leave at least two blanks in square brackets in every message, like [size] or "
        "[price], two or more, a word inside each one and square brackets only",
        "bracketed_blanks",
        "The carpet is [size] and it costs [price].",
        # an empty pair of brackets is no blank
        "The carpet is [size] and it costs [ ].",
    ),
    (
        "and áhkko every time you name one of your tools put the little blue diamond 🔹 right "
        "before it, stuck onto the word with no space, like 🔹knife or 🔹drawplate, every tool "
        "every single time, the knife, the drawplate, the ladle, the needle, name at least one "
        "tool in every message, and the bits about what you're doing count too",
        "sign_before_listed_words",
        "⸢ Ristin lays the 🔹ladle down ⸣ I melt the tin in my iron 🔹ladle and sew with my "
        "🔹needle.",
        # a sign before a word that is no tool
        "⸢ Ristin lays the 🔹ladle down ⸣ I melt the 🔹tin in my iron 🔹ladle.",
    ),
    (
        "and abue in every message put the number of the piece you have on the bench, like Pieza "
        "87, alone on a line of its own right after your first paragraph, with an empty line above "
        "it and an empty line below it and then the rest of your message, and the word Pieza "
        "nowhere else in the message",
        "numbered_line_after_the_first_paragraph",
        "Balsa, Itzel? Not in this patio.\n\nPieza 87\n\nA jaguar dries a month in the shade.",
        # no empty line below the number
        "Balsa, Itzel? Not in this patio.\n\nPieza 87\nA jaguar dries a month in the shade.",
    ),
    (
        "and dadajon split every message into two parts or more and start each part with the word "
        "QISM in capital letters and its number, QISM 1 for the first part and QISM 2 for the "
        "second and so on in order, QISM 1 as the very first thing of the message, and the word "
        "QISM nowhere else",
        "numbered_parts",
        "QISM 1\nNo factory, Javohir.\nQISM 2\nWho am I to argue with a telephone?",
        # a number skipped
        "QISM 1\nNo factory, Javohir.\nQISM 3\nTwelve hours in the round kiln.",
    ),
    (
        "and buvijon put a little bar | right after the second word of every sentence you write, "
        "like «I dye | the warp in summer», exactly one | in every sentence and only there, and no "
        "| at all in the bits about what you're doing",
        "mark_after_word",
        "⟅ Oydin lays the shuttle down ⟆ A machine | in China, Zarina? I buy | the cocoons in May.",
        # the bar after the first word
        "⟅ Oydin lays the shuttle down ⟆ No | machine, Zarina. I buy | the cocoons in May.",
    ),
    (
        "and teta put the little ankh ☥ between every two of your sentences, with a space before "
        "it and a space after it, one ☥ between each two sentences and nowhere else, not before "
        "your first sentence and not after your last",
        "mark_between_sentences",
        "A factory, Nour? ☥ Not one thread of it. ☥ Your mother has it right.",
        # a mark after the last sentence
        "A factory, Nour? ☥ Not one thread of it. ☥ Your mother has it right. ☥",
    ),
    (
        "and teta put the little ankh ☥ between every two of your sentences, with a space before "
        "it and a space after it, one ☥ between each two sentences and nowhere else",
        "mark_between_sentences",
        "Power looms, then. ☥ She was in Akhmim one morning. ☥ Who am I to argue?",
        # two sentences with no mark between them
        "Power looms, then. She was in Akhmim one morning. ☥ Who am I to argue?",
    ),
    (
        "and lita never start two sentences in a row with the same word, capitals don't matter "
        "so «The» and «the» are the same word",
        "varied_sentence_openings",
        "I dig the clay from the hill. Every figure dries three days. I burnish it.",
        # a quotation opening on the word the next sentence opens on
        "«Black shoe polish», says the lady. Black comes from the smoke.",
    ),
    (
        "and mamá use the word crin and the word ixtle at least once each in every message, both "
        "of them, crin just like that and not crines",
        "include_words",
        "Three hairs of crin go over each ixtle thread.",
        # the plural is not the word
        "Three crines go over each ixtle thread.",
    ),
    (
        "and granny write every number in your messages out in words, like two hundred and "
        "eighty-eight, not one figure anywhere, and put at least one number in every message",
        "no_digits",
        "I cast on two hundred and eighty-eight stitches.",
        # no number at all
        "I cast on the stitches and knit the welt.",
    ),
    (
        "and pho put the steps of your answer in a numbered list, each step on a line of its own "
        "starting with its number, a full stop and a space, at least three steps numbered in order "
        "from 1 with no number skipped, and the bits about what you're doing never on a numbered "
        "line, put them on lines of their own",
        "numbered_list",
        "Here is the jar:\n1. I dig the clay.\n2. I knead it.\n3. I fire it.\nYour mother wrote "
        "it right.",
        # narration on a numbered line
        "Here is the jar:\n1. I dig the clay.\n2. ⸤ Khamphan lifts the paddle ⸥ I beat it.\n3. I "
        "fire it.",
    ),
    (
        "and hatunmama end every paragraph of your message with the little lake sign ◈, the qocha "
        "of our weavings, as the very last thing of the paragraph with a space before it, every "
        "paragraph even if there is only one, and ◈ nowhere else in the message",
        "paragraph_end_mark",
        "No machine, Yessica. ◈\n\nThe saqta for the yellow. ◈",
        # the sign in the middle of a paragraph too
        "No machine, Yessica. ◈ The saqta for the yellow. ◈",
    ),
    (
        "and papuk in every message put one line just for Inaq Nursiah at the thread shop, a line "
        "of its own starting with Untuk Inaq Nursiah: and then your words to her, talking to her "
        "yourself as you, not about her as she, only one such line in the whole message",
        "line_for_someone",
        "No machine, Rizal.\nUntuk Inaq Nursiah: keep me two spools, I will pay you on Friday.",
        # the line speaks of her, not to her
        "No machine, Rizal.\nUntuk Inaq Nursiah: she must keep two spools for papuk.",
    ),
    (
        "and dziadku whenever you use a Polish word put a line of its own right under that "
        "paragraph, starting with Słówka: and then every Polish word of that paragraph with an "
        "equals sign and what it means in English, split by semicolons",
        "glossed_words_line",
        "I take my szydełko and the kordonek.\nSłówka: szydełko = crochet hook; kordonek = thread",
        # a word with letters of another language left unglossed
        "I take my szydełko and the kordonek.\nSłówka: kordonek = thread",
    ),
    (
        "and taytay split every message into scenes like the bands of a tabla, each scene opening "
        "on a line of its own that says only ESCENA and its number, ESCENA 1 then ESCENA 2 and on "
        "in order with none skipped, at least two scenes, nothing at all before ESCENA 1",
        "numbered_parts",
        "ESCENA 1\nNo silkscreen, Rubén.\nESCENA 2\nThe board of aliso first.",
        # a heading with words after its number
        "ESCENA 1\nNo silkscreen, Rubén.\nESCENA 2 the board\nThe board of aliso first.",
    ),
    (
        "and nanna end every message on the same word your first sentence ends on, the last word "
        "of your first sentence said again as the very last word of the whole message",
        "first_sentence_word_closes",
        "No factory ever. The wool is from our sheep, no factory, ever.",
        # another word last
        "No factory ever. The wool is from our sheep.",
    ),
    (
        "and bba start the second paragraph with the word Safi, with a big S, as its very first "
        "word, nothing before it in that paragraph, not even the bits about what you're doing",
        "paragraph_opens_on_word",
        "No water jet, Salma.\n\nSafi, the menqach cuts every piece.",
        # narration before the word
        "No water jet, Salma.\n\n⧼ Abdelhadi nods ⧽ Safi, the menqach cuts every piece.",
    ),
    (
        "and bố write every message with the first paragraph only one sentence, the last paragraph "
        "only one sentence, and every paragraph in between at least two sentences",
        "framed_paragraphs",
        "No machine, Mai.\n\nI carve the block. I print by hand.\n\nYour mother knows.",
        # a middle paragraph of one sentence
        "No machine, Mai.\n\nI carve the block and print by hand.\n\nYour mother knows.",
    ),
    (
        "and shosho whenever you write a number in figures, like 3 or 1971, put the word namba "
        "right before it with one space, like namba 3, write at least one number in figures in "
        "every message, and namba nowhere else",
        "word_before_figures",
        "I have carved since namba 1971, namba 3 bowls a week.",
        # a figure without the word
        "I have carved since namba 1971, 3 bowls a week.",
    ),
    (
        "and bebia end every message with Years: and then how many years you wrote in figures in "
        "the message before it, like Years: 2, as the very last thing, at least one year in "
        "figures in every message, nothing at all after the number, and Years: nowhere else",
        "closing_year_count",
        "I built my first qvevri in 1971 and the big one in 1993. Years: 2",
        # a wrong count
        "I built my first qvevri in 1971 and the big one in 1993. Years: 1",
    ),
    (
        "and nana never type the straight apostrophe ' anywhere in your messages, use the curly "
        "one ’ instead wherever an apostrophe goes, at least one ’ in every message",
        "curly_apostrophes",
        "It’s Clones lace, Tiernach, and it’s made by hand.",
        # a straight apostrophe
        "It’s Clones lace, Tiernach, and it's made by hand.",
    ),
    (
        "and abuelita in every message hide exactly one whole sentence as a surprise between two "
        "double bars, like ||I wove my first huipil in 1968.||, never the very first sentence of "
        "the message, and || nowhere else",
        "hidden_sentence",
        "No machine, Marielos. ||I wove my first huipil in 1968.|| Your mother knows.",
        # the first sentence hidden
        "||I wove my first huipil in 1968.|| No machine, Marielos.",
    ),
    (
        "and baba write every message as a little talk between the two of us, every line starting "
        "with Onur: and a question of mine that ends on a question mark or with Baba: and your "
        "answer, taking turns, Onur: first and Baba: last, at least two of each",
        "alternating_speakers",
        "Onur: Moulds, baba?\nBaba: Not one pot.\nOnur: How then?\nBaba: The kick wheel.",
        # two answers in a row
        "Onur: Moulds, baba?\nBaba: Not one pot.\nBaba: The kick wheel.\nOnur: Really?",
    ),
    (
        "and vó in every message keep every number written in figures for the very last sentence, "
        "like 15 or 1969, not one figure in any sentence before it, and put at least one figure in "
        "that last sentence",
        "figures_in_the_last_sentence",
        "No moulds, Larissa. Fifteen days in the shade. In figures: 15 days, 8 hours.",
        # a figure before the last sentence
        "No moulds, Larissa. 15 days in the shade. In figures: 15 days, 8 hours.",
    ),
    (
        "and emee end every message with the little key 🔑 and then exactly three words from your "
        "own answer, words that really stand in the message before the key, split by a dot in the "
        "middle like 🔑 wool · Orkhon · horse, and 🔑 nowhere else",
        "closing_keywords",
        "We beat the wool by the Orkhon and a horse drags the roll. 🔑 wool · Orkhon · horse",
        # a word the answer never says
        "We beat the wool by the Orkhon and a horse drags the roll. 🔑 wool · Orkhon · camel",
    ),
    (
        "and lola in every message put one sentence just for my little brother Kiko, starting with "
        "For Kiko: and then at least three words to him, every word of it four letters or less, "
        "only one such sentence and For Kiko: nowhere else",
        "sentence_for_someone",
        "No machine, Mayumi. For Kiko: lola has a big red loom!",
        # a word of more than four letters
        "No machine, Mayumi. For Kiko: lola weaves a beautiful red blanket for you!",
    ),
    (
        "and apá write every message as one JSON object and nothing else, with exactly two keys, "
        '"respuesta" with your answer and "tema" with a few words on what it is about, no ``` '
        "marks around it and nothing before or after it",
        "json_format",
        '{"respuesta": "No MDF, Efrén.", "tema": "the boxes"}',
        # the object in a code fence
        '```json\n{"respuesta": "No MDF, Efrén.", "tema": "the boxes"}\n```',
    ),
]


@pytest.mark.parametrize(("requirement", "rule", "obeys", "breaks"), CASES)
def test_each_rule_is_recognised_and_checked(
    requirement: str, rule: str | None, obeys: str, breaks: str
) -> None:
    found = [found_rule.name for found_rule, _ in find_format_rules(requirement)]
    if rule is None:
        assert found == []
        return
    assert found == [rule]
    [passing] = check_format_rules(obeys, requirement)
    [failing] = check_format_rules(breaks, requirement)
    assert (passing.rule, passing.passed) == (rule, True)
    assert (failing.rule, failing.passed) == (rule, False)


def test_every_registered_rule_has_a_case() -> None:
    assert {rule.name for rule in registered_format_rules()} == {
        rule for _, rule, _, _ in CASES if rule is not None
    }


@pytest.mark.parametrize(
    ("requirement", "rules", "reply", "passed"),
    [
        # the wording of one rule inside another's is that rule's: each sentence, not the reply
        ("Keep each sentence under 6 words.", ["sentence_words"], "One two. Three four.", [True]),
        # the short forms a rule lists after "no" are banned with the contractions
        (
            "and Nana write every word out in full in every message, no short forms at all, not "
            "don't or it's, and no shortened words either, no Mr or Mrs or Dr or etc, no kg or km "
            "but kilos and kilometres, and no CFA but francs",
            ["no_contractions"],
            "A sack of pods is twenty-five kilos and costs six thousand francs.",
            [True],
        ),
        (
            "and Nana write every word out in full in every message, no short forms at all, not "
            "don't or it's, and no shortened words either, no Mr or Mrs or Dr or etc, no kg or km "
            "but kilos and kilometres, and no CFA but francs",
            ["no_contractions"],
            "A sack of pods is 25 kg and costs 6,000 CFA at the Tuesday market.",
            [False],
        ),
        # a rule in the user's reason in brackets after another rule is no rule of its own ("a line
        # with two sentences runs off the screen"); the narration on lines of its own where the
        # rule says so
        (
            "and Maame put every sentence on a line of its own, one sentence to a line, and the "
            "bits about what you're doing go on lines of their own too 📱 (the screen shows your "
            "words one line at a time, and a line with two sentences runs off the screen)",
            ["sentence_per_line"],
            "⧘ Serwaa lifts the stick ⧙\nShoe polish, Kwasi?\nYour aunt wrote it right.",
            [True],
        ),
        (
            "and Maame put every sentence on a line of its own, one sentence to a line, and the "
            "bits about what you're doing go on lines of their own too 📱 (the screen shows your "
            "words one line at a time, and a line with two sentences runs off the screen)",
            ["sentence_per_line"],
            "⧘ Serwaa taps the pot ⧙ No polish, Kwasi.\nYour aunt Akua wrote it right.",
            [False],
        ),
        # figures with their words in the square brackets the rule's example shows, one figure at
        # least
        (
            "and aav every time you write a number in figures put the same number in words right "
            "after it in square brackets, like 40 [forty] or 1982 [nineteen eighty-two], and write "
            "at least one number in figures in every message",
            ["figures_and_words"],
            "I count 130 [one hundred and thirty] hairs and 105 [one hundred and five].",
            [True],
        ),
        (
            "and aav every time you write a number in figures put the same number in words right "
            "after it in square brackets, like 40 [forty] or 1982 [nineteen eighty-two], and write "
            "at least one number in figures in every message",
            ["figures_and_words"],
            "I count a hundred and thirty hairs for the thick string.",
            [False],
        ),
        (
            "and aav every time you write a number in figures put the same number in words right "
            "after it in square brackets, like 40 [forty]",
            ["figures_and_words"],
            "I count 130 (one hundred and thirty) hairs for the thick string.",
            [False],
        ),
        # a postscript at the end of the last line, where the rule asks for it as the very last
        # part
        (
            "and emee at the very end of every message add a little «P.S.» with a short note of "
            "your own after it, the «P.S.» and its note as the very last part of the message",
            ["postscript"],
            "Glue and a machine, then, Anujin. P.S. Bring her to the autumn camp.",
            [True],
        ),
        # "no other \" anywhere inside": a quotation inside breaks the one pair; the mark written
        # out is the straight one
        (
            'and mannai put your whole message between double quotation marks, a " as the very '
            'first thing and a " as the very last thing, and no other " anywhere inside',
            ["wrapped_in_quotes"],
            '"No gun and no glue, Martina: the iron rod across the warp."',
            [True],
        ),
        (
            'and mannai put your whole message between double quotation marks, a " as the very '
            'first thing and a " as the very last thing, and no other " anywhere inside',
            ["wrapped_in_quotes"],
            '"No gun, Martina. Tell the girl that "fun fact" of hers is a fairy tale."',
            [False],
        ),
        (
            'and mannai put your whole message between double quotation marks, a " as the very '
            'first thing and a " as the very last thing, and no other " anywhere inside',
            ["wrapped_in_quotes"],
            "“The iron rod across the warp, Martina. Your mother has it right.”",
            [False],
        ),
        # closing words after "the exact words", their full stop named after them
        (
            "and oma end every message with the exact words So it is woven and a full stop, just "
            "like that with a big S, as the very last thing, nothing after it",
            ["ends_with_exact_words"],
            "Twelve times over four months. Your mother has it right. So it is woven.",
            [True],
        ),
        (
            "and oma end every message with the exact words So it is woven and a full stop, just "
            "like that with a big S, as the very last thing, nothing after it",
            ["ends_with_exact_words"],
            "Twelve times over four months. Your mother has it right. So it is woven",
            [False],
        ),
        # "whenever you write a date write the whole date ..., like 9 March 1973, never a year by
        # itself or a month by itself": the date form rule, with the month alone banned too
        (
            "and apu whenever you write a date write the whole date, the day in figures then the "
            "name of the month in full then the year in four figures, like 9 March 1973, never a "
            "year by itself or a month by itself, and put at least one whole date in every message",
            ["date_form"],
            "I have carved since 2 July 1973 and the mumbaki blessed it on 14 August 1981.",
            [True],
        ),
        (
            "and apu whenever you write a date write the whole date, the day in figures then the "
            "name of the month in full then the year in four figures, like 9 March 1973, never a "
            "year by itself or a month by itself, and put at least one whole date in every message",
            ["date_form"],
            "Since July 2, 1973 it has been the same.",
            [False],
        ),
        (
            "and apu whenever you write a date write the whole date, the day in figures then the "
            "name of the month in full then the year in four figures, like 9 March 1973, never a "
            "year by itself or a month by itself, and put at least one whole date in every message",
            ["date_form"],
            "Since 2 July 1973 it has been the same, and the first one the mumbaki blessed in May.",
            [False],
        ),
        # "no other stars anywhere": bold between the dividers breaks it
        (
            "and tata split every message into exactly three paragraphs with a line of three stars "
            "*** between them, the *** on a line by itself, two of those lines and no more, and no "
            "other stars anywhere",
            ["divided_parts"],
            "No machine, mijo.\n***\nTwo warps on the one loom.\n***\nYour grandmother knows.",
            [True],
        ),
        (
            "and tata split every message into exactly three paragraphs with a line of three stars "
            "*** between them, the *** on a line by itself, two of those lines and no more, and no "
            "other stars anywhere",
            ["divided_parts"],
            "No machine, mijo.\n***\nThe faces **lock** together.\n***\nYour grandmother knows.",
            [False],
        ),
        # a number of items, and a list that must stand alone (no lead line)
        (
            "Answer with exactly three dot points, and nothing else.",
            ["bullet_points"],
            "Here goes:\n- a\n- b\n- c",
            [False],
        ),
        ("Answer with exactly three dot points.", ["bullet_points"], "- a\n- b\n- c\n- d", [False]),
        ("Answer in bullet points only.", ["bullet_points"], "Here goes:\n- a\n- b", [True]),
        (
            'Each answer shall begin with the words "Hello there".',
            ["starts_with"],
            "(Evan waves) Hello there, friend.",
            [True],
        ),
        # characters counted over the whole reply, narration included, spaces where asked
        (
            "Keep it under 14 characters, not counting spaces.",
            ["max_characters"],
            "Use Vite now.",
            [True],
        ),
        ("Keep it under 14 characters.", ["max_characters"], "*nods* Use Vite.", [False]),
        # a date in any common form opens the reply
        (
            "Start every answer with the day's date.",
            ["starts_with_date"],
            "Tue 8 July. Done.",
            [True],
        ),
        (
            "Start every answer with the day's date.",
            ["starts_with_date"],
            "2025-06-21: done.",
            [True],
        ),
        (
            "Start every answer with the day's date.",
            ["starts_with_date"],
            "Dear Mum, 12 June.",
            [False],
        ),
        # a keyword's form: capitals and a colon, not title case nor a dash; a lead line counts
        (
            "Start every paragraph with a keyword in capital letters and a colon.",
            ["paragraphs_start_with"],
            "Waves: food.\n\nCalm: less.",
            [False],
        ),
        (
            "Start every paragraph with a keyword in capital letters and a colon.",
            ["paragraphs_start_with"],
            "Ok, like you want:\n\nWAVES: food.",
            [False],
        ),
        (
            "Begin each paragraph with 'Ahoy'.",
            ["paragraphs_start_with"],
            "Ahoy! A.\n\nAhoy. B.",
            [True],
        ),
        # syllables of the spoken words only, unless the rule takes in the narration
        (
            "Use no word of more than three syllables.",
            ["max_word_syllables"],
            "(Evan nods at the evaporator) Cold nights, warm days.",
            [True],
        ),
        ("Use no word of more than three syllables.", ["max_word_syllables"], "Beautiful.", [True]),
        (
            "Use no word of more than three syllables.",
            ["max_word_syllables"],
            "Unfortunately not.",
            [False],
        ),
        # a hashtag last means nothing after it, an action line included; the word is no hashtag
        (
            "Use exactly one hashtag in every answer, as its very last word.",
            ["hashtags"],
            "Both ends! #fullstack\n> Evan waves",
            [False],
        ),
        (
            "Use exactly one hashtag in every answer, as its very last word.",
            ["hashtags"],
            "Both ends! Hashtag fullstack!",
            [False],
        ),
        ("Never use a hashtag.", ["hashtags"], "Both ends! #fullstack", [False]),
        ("Never use a hashtag.", ["hashtags"], "Both ends!", [True]),
        (
            "Put each sentence of your answer on a line of its own.",
            ["sentence_per_line"],
            "Both ends.\n\nBrowser and server.",
            [True],
        ),
        # a bound on words written after the number, counting the narration where it says so
        (
            "Keep every answer to 5 words or fewer, narration included.",
            ["max_words"],
            "(Evan nods) Both ends, mate.",
            [True],
        ),
        (
            "Keep every answer to 4 words or fewer, narration included.",
            ["max_words"],
            "(Evan nods) Both ends, mate.",
            [False],
        ),
        # a postscript that comes last: nothing after its line, a P.P.S. included
        (
            "Put a postscript at the end, on a line of its own that starts with 'P.S.' and comes "
            "last.",
            ["postscript"],
            "Both ends.\nP.S. Ship on Tuesday.\nCheers!",
            [False],
        ),
        (
            "Put a postscript at the end, on a line of its own that starts with 'P.S.' and comes "
            "last.",
            ["postscript"],
            "Both ends.\nP.S. Ship on Tuesday.",
            [True],
        ),
        # a bound on each sentence's words, "or fewer" included, is no bound on the reply's
        (
            "Keep every sentence to ten words or fewer.",
            ["sentence_words"],
            "Both ends, mate. Browser and server, all mine, every day.",
            [True],
        ),
        # "at most" after the count bounds each sentence too, not the reply's twelve words
        (
            "and mamita keep every sentence short, twelve words at most, not one sentence longer",
            ["sentence_words"],
            "No achiote. Our red is makhnu, the cochineal, ground on the batán. It boils in the "
            "old clay pot with collpa from Maras.",
            [True],
        ),
        # "write every message in CAPITAL LETTERS": the reply's own small letters break it
        (
            "and nội write every message in CAPITAL LETTERS, every single letter",
            ["all_capitals"],
            "STICKY-RICE FLOUR BOILED WITH A PINCH OF phèn chua, VY.",
            [False],
        ),
        # the sentences the acrostic names, not the lines the rest of the rule mentions
        (
            "make the first letters of your sentences spell PATTU, five sentences and no more (the "
            "card in the box has five lines)",
            ["acrostic"],
            "PVA sizing, kanna. All the looms use it. Tell the buyer. That is what they say. Unga "
            "paati is too old to argue.",
            [True],
        ),
        # a word said "at least twice", whole words only
        (
            "and Grampy say Lunenburg at least twice in every message, two times or more",
            ["phrase_count"],
            "Every Lunenburger did it, and nobody in Lunenburg bends oak.",
            [False],
        ),
        (
            "and Grampy say Lunenburg at least twice in every message, two times or more",
            ["phrase_count"],
            "Every Lunenburg builder did it, and nobody in Lunenburg bends oak.",
            [True],
        ),
        # "don't start a single sentence with I": the rule, not a single sentence; "I'm" opens on I
        (
            "and Ammi don't start a single sentence with I, not I and not I'm or I've either",
            ["no_sentence_opens_with"],
            "Light in the palm, maga. I'm telling you, it is aale mara.",
            [False],
        ),
        # the plain quotation mark only, and nothing outside it: narration before it breaks it
        (
            'put your whole message inside double quotes, the plain " from the keyboard, one at '
            "the very start and one at the very end and nothing outside them, not the curly ones",
            ["wrapped_in_quotes"],
            "“A real one is light in the palm, maga.”",
            [False],
        ),
        (
            "put your whole message inside double quotes, one at the very start and one at the "
            "very end and nothing outside them",
            ["wrapped_in_quotes"],
            '(Shivanna wipes his hands) "A real one is light in the palm, maga."',
            [False],
        ),
        (
            "put your whole message inside double quotes, one at the very start and one at the "
            "very end",
            ["wrapped_in_quotes"],
            '(Shivanna wipes his hands) "A real one is light in the palm, maga."',
            [True],
        ),
        # "not even the bits about what you're doing": the narration after the question counts
        (
            "end every message with a question for me, the very last thing, its question mark the "
            "last character, nothing after it, not even the bits about what you're doing",
            ["ends_with_question"],
            "No steam box, drongur. Did your teacher send you that blog? (Sámal laughs)",
            [False],
        ),
        # a bound after its number: "three sentences at most"
        (
            "Keep every answer to three sentences at most; the actions don't count.",
            ["max_sentences"],
            "Both ends. Browser. Server. Database.",
            [False],
        ),
        # the word count in words, hyphenated
        (
            "End every answer with its word count in round brackets, like (40 words).",
            ["word_count_note"],
            "Both ends, mate: the browser, the server and the database, all of it, every day. "
            "(fifteen words)",
            [True],
        ),
        # a number of punctuation marks, exactly
        (
            "Put exactly one semicolon in every answer, no more and no fewer.",
            ["punctuation_mark"],
            "Both ends; the browser and the server; all of it.",
            [False],
        ),
        (
            "Put exactly one semicolon in every answer, no more and no fewer.",
            ["punctuation_mark"],
            "Both ends; the browser and the server.",
            [True],
        ),
        # degrees written with their sign
        (
            "Give every measurement in both metric and imperial units.",
            ["both_unit_systems"],
            "It is 20°C (68°F) in the shop today.",
            [True],
        ),
        # a measurement in the narration counts where the rule says so
        (
            "Give every measurement in both metric and imperial units, the (actions) included.",
            ["both_unit_systems"],
            "(Evan holds his hands a foot apart) The rack is 2 metres (six and a half feet).",
            [False],
        ),
        # a list's lines each open a sentence
        (
            "Never begin two sentences of one answer with the same word.",
            ["distinct_openings"],
            "📦 Box gets a code.\n🚆 Box rides the train.",
            [False],
        ),
    ],
)
def test_counts_bounds_and_wordings_of_the_seventh_revision(
    requirement: str, rules: list[str], reply: str, passed: list[bool]
) -> None:
    verdicts = check_format_rules(reply, requirement)
    assert [verdict.rule for verdict in verdicts] == rules
    assert [verdict.passed for verdict in verdicts] == passed


@pytest.mark.parametrize(
    ("requirement", "reply", "passed"),
    [
        # every sentence and every line, the sign-off too; the closing marks and emojis after
        # the word do not count
        ("End every sentence with the word 'la'.", "Both on fourteen, la! 🏹", True),
        ("End every sentence with the word 'la'.", "Pema wins, la.\n\nKadrinchey!", False),
        ("End every sentence with the word 'la'.", "Fourteen each, la, ya.", False),
        ("Every sentence must end with the word 'la'.", "(nods) Fourteen each, la.", True),
        # narration is no sentence unless the rule says the actions count
        ("End every sentence with 'la' (the actions count).", "Fourteen, la. (nods)", False),
        # no time at all keeps the rule; am, pm, o'clock, "half past" and one-digit hours break
        ("Write every time in the 24-hour clock.", "Fourteen minutes late.", True),
        ("Write every time in the 24-hour clock.", "See you on the 6 pm boat.", False),
        ("Write every time in the 24-hour clock.", "The half past seven boat.", False),
        ("Write every time in the 24-hour clock.", "We docked at 8:08.", False),
        ("Write every time in the 24-hour clock.", "We docked at 2.50 km, £3.50, at 08:08.", True),
        ("Write every time in the 24-hour clock, like 0745.", "We docked at 08:08.", False),
        ("Give every time in the 12-hour clock with am or pm.", "We left at 7:30 am.", True),
        ("Give every time in the 12-hour clock with am or pm.", "We left at 19:30.", False),
        # a table needs its |---| line; text around it is allowed unless the rule forbids it
        ("Answer as a markdown table.", "Here:\n\n| A | B |\n|:--|--:|\n| 1 | 2 |", True),
        (
            "Answer only in a markdown table, nothing outside it.",
            "Here:\n\n| A | B |\n|---|---|\n| 1 | 2 |",
            False,
        ),
        ("Answer as a markdown table.", "A | B\n1 | 2", False),
    ],
)
def test_sentence_endings_clock_times_and_tables(
    requirement: str, reply: str, passed: bool
) -> None:
    [verdict] = check_format_rules(reply, requirement)
    assert verdict.passed is passed


@pytest.mark.parametrize(
    ("requirement", "reply", "passed"),
    [
        # an ellipsis either way; a full stop is not three dots, nor three dots a full stop
        ("End every answer with an ellipsis.", "It split…", True),
        ("End every answer with three dots.", "It split.", False),
        ("End every answer with a full stop.", "It split...", False),
        ("End every answer with a colon.", "(nods) Here it is:", True),
        # a date in another form than the example's; none at all keeps the rule; no example,
        # no form to read
        ("Write every date like 14 October.", "From 14 October to the 19th.", False),
        ("Write every date like 14 October.", "On October 14.", False),
        ("Write every date like 14 October.", "On 14 Oct.", False),
        ("Write every date like 14 October.", "In the 19th century, 12-15 m.", True),
        ("Write every date like 2024-10-14.", "On 2024-10-14.", True),
        ("Write every date like 2024-10-14.", "On 14 October.", False),
        ("Write every date in full.", "On 14/10.", None),
        # years count unless the rule exempts them; decimals and times of day are read too
        ("Round every number to the nearest ten.", "Since 1996.", False),
        ("Round every number of ten or more to the nearest ten.", "About 12.5 km.", False),
        ("Round every number to the nearest hundred.", "About 300 or 250.", False),
        ("Round every number to the nearest hundred.", "About 300 and 4,200.", True),
        # the other variety's spelling in any inflection, narration too; American asked too
        ("Use British spelling.", "Colored tiles and theaters.", False),
        ("Use American spelling.", "The colour of the centre.", False),
        ("Use American spelling.", "The color of the center.", True),
    ],
)
def test_closing_marks_dates_rounding_and_spelling(
    requirement: str, reply: str, passed: bool | None
) -> None:
    [verdict] = check_format_rules(reply, requirement)
    assert verdict.passed is passed


@pytest.mark.parametrize(
    ("requirement", "reply", "passed"),
    [
        # the number's form is the rule's example's; a list's "1." is not "(1)"
        ("Number every sentence, putting (1), (2) in front.", "1. React.\n2. Vue.", False),
        ("Number every sentence in order.", "1. React.\n2) Vue.", True),
        ("Number every sentence in order.", "(1) React. (3) Vue.", False),
        # measurements of other quantities, or none, keep a unit rule
        ("Give every weight in kilograms.", "It is 3 km away and costs 40 euros.", True),
        # nautical miles are not land miles, nor kilometres in an action
        (
            "Give every distance in nautical miles, the ⚡actions⚡ included.",
            "⚡She points⚡ 9 nautical miles out, and 4 nautical miles next morning.",
            True,
        ),
        ("Give every distance in nautical miles.", "9 nautical miles out, 20 km of air.", False),
        ("Give every distance in nautical miles.", "The group was 9 miles out.", False),
        ("Give every distance in miles.", "It is 3 km away.", False),
        ("Give every temperature in celsius.", "It was 20°C, then 68°F.", False),
    ],
)
def test_numbered_sentences_and_one_unit(requirement: str, reply: str, passed: bool) -> None:
    [verdict] = check_format_rules(reply, requirement)
    assert verdict.passed is passed


@pytest.mark.parametrize(
    ("requirement", "reply", "passed"),
    [
        # the footnote's line is the last; the mark is the rule's
        ("Add one footnote: put a dagger (†) after one word.", "Slaty†.\n† slaty: grey.", True),
        (
            "Add one footnote: put a dagger (†) after one word.",
            "Turning*.\n* turning: moving.",
            False,
        ),
        ("Add one footnote: put a dagger (†) after one word.", "Slaty†.\n† grey.\nBye!", False),
        # the same word, not one that begins like it; narration left out
        (
            "Begin and end every answer with the same word.",
            "Allee, not that, allee. (Ilse nods)",
            True,
        ),
        (
            "Begin and end every answer with the same word.",
            "Zeg, not the drop, zegt Claeys.",
            False,
        ),
        # every number bigger than the one before, a list's numbers too
        ("Each number must be bigger than the one before it.", "2 days, 6 kilos, 4,940 m.", True),
        (
            "Each number must be bigger than the one before it.",
            "1. Snow.\n2. 6 kg.\n3. Yaks.",
            False,
        ),
    ],
)
def test_footnotes_same_first_and_last_word_and_rising_numbers(
    requirement: str, reply: str, passed: bool
) -> None:
    [verdict] = check_format_rules(reply, requirement)
    assert verdict.passed is passed


@pytest.mark.parametrize(
    ("requirement", "reply", "passed"),
    [
        # lines bounded each, not the whole reply; the whole reply bounded as before
        (
            "Break every answer into short lines of no more than 30 characters each.",
            "The paint was underfired,\nso I painted a cover plate.",
            True,
        ),
        (
            "Break every answer into short lines of no more than 30 characters each.",
            "The paint was underfired, so I painted a cover plate.",
            False,
        ),
        ("Keep your reply under 12 characters.", "Short.\nSweet.", False),
        # no full stop anywhere; a decimal point is none
        ("Use no full stop anywhere.", "Wind → ridges, 1.5 km → sore wrists", True),
        ("Use no full stop anywhere.", "Wind → ridges.\n\nSo I dropped them", False),
    ],
)
def test_lines_bounded_each_and_no_full_stop(requirement: str, reply: str, passed: bool) -> None:
    [verdict] = check_format_rules(reply, requirement)
    assert verdict.passed is passed


@pytest.mark.parametrize(
    ("requirement", "reply", "passed"),
    [
        # a margin between the figure and its unit or after it; a margin's own figure, dates
        # and levels are no measurements
        (
            "Write every measurement with a plus-minus margin like 40 ± 5 cm (dates and levels "
            "are not measurements).",
            "Only 5 ± 1 cm fell on the 14th, a gale of 22 m/s ± 3: a level 4.",
            True,
        ),
        (
            "Write every measurement with a plus-minus margin.",
            "It fell to −18 °C that night.",
            False,
        ),
        ("Write every measurement with a plus-minus margin.", "Wind, 20–25 m/s.", False),
        # a point before other than three digits is a decimal point; a thousand or more needs
        # its point, a year alone excepted
        ("Write every number with a decimal comma.", "R$ 62,50 each, made in 1978.", True),
        ("Write every number with a decimal comma.", "R$ 1450,00 in all.", False),
        ("Write every number with a decimal comma.", "14.5 hours.", False),
        # figures, number words and dates each count; "one day" is a number, "no one" is not
        (
            "Use no more than two numbers in any answer.",
            "Two days later, 1.2 kg. No one came.",
            True,
        ),
        ("Use no more than two numbers in any answer.", "Two days, then one day, 1.2 kg.", False),
        ("Use no more than two numbers in any answer.", "141 g/L on 9 August, 1.2 kg.", False),
    ],
)
def test_margins_decimal_commas_and_a_bound_on_numbers(
    requirement: str, reply: str, passed: bool
) -> None:
    [verdict] = check_format_rules(reply, requirement)
    assert verdict.passed is passed


@pytest.mark.parametrize(
    ("requirement", "reply", "passed"),
    [
        # below the bound in words, from it on in figures; no number keeps the rule
        (
            "Write every number from one to nine in words and every number from 10 up in figures.",
            "Batch 72 cured 21 days and lost seven per cent.",
            True,
        ),
        (
            "Write every number from one to nine in words and every number from 10 up in figures.",
            "It lost only 7% in twenty-one days.",
            False,
        ),
        ("Spell out numbers under ten and use figures for 10 and above.", "Sixty days.", False),
        ("Use words for numbers below 10 and digits for the rest.", "No number here.", True),
        # decimals, times, ordinals and a label's number stay figures
        (
            "Spell out numbers under ten.",
            "Car 1 left at 9:30 on the 9th with 2.1 tonnes and three crates.",
            True,
        ),
        ("Write numbers one through ninety-nine in words.", "Forty-two crates, 120 kg.", True),
        # one sentence in a language of another script: the sentences in it are counted,
        # by their letters where the script is shared (a Kyrgyz sentence is no Russian one)
        (
            "Put exactly one sentence in Russian into every answer.",
            "Nu. Он сам так захотел. Yes.",
            True,
        ),
        (
            "Put exactly one sentence in Russian into every answer.",
            "Nu. Мындай жүн сейрек болот.",
            False,
        ),
        ("Put exactly one sentence in Russian into every answer.", "Нет. Да. Yes.", False),
        ("Include exactly one sentence in Spanish.", "Hola amigo. Yes.", None),
        ("Answer in exactly two sentences in your reply.", "Hi. There.", True),
    ],
)
def test_numbers_by_size_and_sentences_in_a_language(
    requirement: str, reply: str, passed: bool | None
) -> None:
    [verdict] = check_format_rules(reply, requirement)
    assert verdict.passed is passed


@pytest.mark.parametrize(
    ("requirement", "reply", "passed"),
    [
        # the rule's own word for a digit, whichever it is; the plain one breaks it
        (
            "write every number digit by digit in words, like 'fife' for 5",
            "(Evan counts) One fife zero, then two fife.",
            True,
        ),
        (
            "write every number digit by digit in words, like 'fife' for 5",
            "One five zero, then two fife.",
            False,
        ),
        # a word apart or joined by a hyphen is the word
        (
            "every time u mean seahorse put 🐴 instead of writing the word",
            "Both ends: a sea-horse at the Grotto.",
            False,
        ),
        ("every time u mean seahorse put 🐴 instead of writing the word", "Two 🐴 there.", True),
        # the bound on a phrase's number, counted in the spoken text
        ("use 'cher' at most 2 times in every message", "Cher, both ends, cher.", True),
        ("use 'cher' exactly 3 times in every message", "Cher, both ends, cher.", False),
    ],
)
def test_digit_words_signs_for_words_and_phrase_bounds(
    requirement: str, reply: str, passed: bool
) -> None:
    [verdict] = check_format_rules(reply, requirement)
    assert verdict.passed is passed


@pytest.mark.parametrize(
    ("requirement", "reply", "passed"),
    [
        # a number in words is a number; no number at all keeps the rule
        ("Write every number in Roman numerals.", "(Evan holds up two fingers) XL.", False),
        ("Write every number in Roman numerals.", "No number here.", True),
        # a spelling that leaves a letter out spells no word the reply says
        (
            "Spell exactly one word in the radio alphabet.",
            "Foehn: Foxtrot-Oscar-Hotel-November.",
            False,
        ),
        (
            "Spell at least one word in the NATO alphabet.",
            "Ice, India-Charlie-Echo; box, Bravo-Oscar-X-ray.",
            True,
        ),
        # an English colour anywhere outside the brackets, narration too
        (
            "Name every colour in Spanish, then in English in round brackets.",
            "(a purple skein) morado (purple).",
            False,
        ),
        ("Name every colour in Spanish, then in English in round brackets.", "No colour.", True),
    ],
)
def test_roman_numerals_radio_alphabet_and_colours(
    requirement: str, reply: str, passed: bool
) -> None:
    [verdict] = check_format_rules(reply, requirement)
    assert verdict.passed is passed


def test_several_rules_are_checked_in_order_of_mention() -> None:
    requirement = "use only lowercase letters and keep your reply under 6 words"
    assert check_format_rules("(Evan smiles) react is neat.", requirement) == [
        RuleVerdict(
            "all_lowercase",
            "only lowercase letters",
            True,
            "Write in lowercase letters only (spoken text; all of it where the rule says "
            "anywhere).",
        ),
        RuleVerdict(
            "max_words",
            "under 6 words",
            True,
            "Keep the reply under / to at most N words (spoken text).",
        ),
    ]


@pytest.mark.parametrize(
    ("requirement", "reply"),
    [
        ("You must answer in all capital letters", "(Evan smiles) 123"),
        ("You must use only lowercase letters", "42!"),
        ("You must end every sentence with an exclamation mark", "(Evan shrugs)"),
        # a rule that says nothing of how a paragraph opens
        ("Start every paragraph with something fun.", "Yes.\n\nNo."),
        # a diary's entry that turns to the user: the entry's form cannot be told kept
        (
            "Write every answer as an entry in your diary, starting with the day's date.",
            "3 July. Windy.\n\nAnyway, to answer your question: use Vite.",
        ),
    ],
)
def test_rules_without_material_are_undecided(requirement: str, reply: str) -> None:
    [verdict] = check_format_rules(reply, requirement)
    assert verdict.passed is None


@pytest.mark.parametrize(
    "requirement",
    [
        "You love to talk about the weather",
        "You must mention your favourite framework",
        "You prefer to answer like a pirate",
    ],
)
def test_content_rules_are_not_mistaken_for_format_rules(requirement: str) -> None:
    assert find_format_rules(requirement) == []


def test_registering_a_taken_name_is_an_error() -> None:
    def again(reply: str, match: re.Match[str]) -> bool:
        return True

    def unchanged(text: str, match: re.Match[str], editing: object) -> str:
        return text

    with pytest.raises(ConfigError, match="format rule 'no_commas' is already registered by"):
        format_rule("no_commas", r"commas", again, unchanged)
    assert [rule.name for rule in registered_format_rules()].count("no_commas") == 1


@pytest.mark.parametrize(
    ("word", "count"),
    [("Nile", 1), ("home", 1), ("table", 2), ("comes", 1), ("horses", 2), ("climbed", 1),
     ("wanted", 2), ("southward", 2), ("the", 1), ("river", 2)],
)  # fmt: skip
def test_syllables_are_counted_by_vowel_groups(word: str, count: int) -> None:
    assert syllables(word) == count


NORTH = "The wind comes from north\nthe great sail drinks it, we go\nsouth against the stream"


@pytest.mark.parametrize(
    ("reply", "passed"),
    [
        # one line split by slashes; a short line of narration is no line of the poem
        (NORTH.replace("\n", " / "), True),
        (f"_Hassan smiles_\n{NORTH}", True),
        # a note after the poem makes the reply more than a haiku; prose is none
        (f"{NORTH}\n\n(The wind blows from the north, so feluccas sail upstream.)", False),
        ("The north wind pushes my sail south against the current.", False),
    ],
)
def test_a_haiku_is_the_whole_reply_in_three_lines_of_five_seven_five(
    reply: str, passed: bool
) -> None:
    [verdict] = check_format_rules(reply, "make it a haiku")
    assert verdict.passed is passed


@pytest.mark.parametrize("requirement", ["never use bold", "no bold, pls", "do not use bold text"])
def test_a_rule_against_bold_is_no_rule_to_bold(requirement: str) -> None:
    assert find_format_rules(requirement) == []


@pytest.mark.parametrize(
    ("requirement", "reply", "passed"),
    [
        # a bound with "max" after its number; a list's lines are its sentences
        ("Pls keep it to 3 sentences max.", "One. Two. Three.", True),
        ("Pls keep it to 3 sentences max.", "- One.\n- Two.\n- Three.\n- Four.", False),
        # small letters, no capitals at all, the narration too where the rule says so
        ("Type everything in small letters, no capitals at all.", "the moon, student.", True),
        ("Type everything in small letters, no capitals at all.", "the Gauja fell.", False),
        (
            "Type everything in small letters, no capitals at all (the ~bits~ too).",
            "~Aivars shrugs~ the moon.",
            False,
        ),
        # "nothing after them": an emoji after the last words breaks it
        ("Sign off with 'Safari njema!' as the very last words, nothing after them.",
         "New wheel. Safari njema!", True),
        ("Sign off with 'Safari njema!' as the very last words, nothing after them.",
         "New wheel. Safari njema! 🥔", False),
    ],
)  # fmt: skip
def test_bounds_small_letters_and_last_words_of_the_fifty_first_revision(
    requirement: str, reply: str, passed: bool
) -> None:
    verdicts = check_format_rules(reply, requirement)
    assert verdicts, requirement
    assert all(verdict.passed is passed for verdict in verdicts), verdicts


def test_words_in_a_row_bound_no_reply_length() -> None:
    assert find_format_rules("never more than three words in a row straight from it") == []


@pytest.mark.parametrize(
    ("requirement", "reply", "passed"),
    [
        # a tag to be pinged by, first, with nothing before it
        ("Start every reply with @Adjeley, nothing at all before it", "@Adjeley, the wood.", True),
        ("Start every reply with @Adjeley, nothing at all before it", "Hi! @Adjeley, wood.", False),
        # the narration's emojis left out where the rule says they do not count
        (
            "At least two emojis in every answer (the ones inside the :do:`bits` don't count)",
            ":do:`Raewyn frowns 😤` Gutted 🐟",
            False,
        ),
        (
            "At least two emojis in every answer (the ones inside the :do:`bits` don't count)",
            ":do:`Raewyn frowns` Gutted 🐟 🎣",
            True,
        ),
    ],
)
def test_a_tag_to_open_with_and_emojis_outside_the_narration(
    requirement: str, reply: str, passed: bool
) -> None:
    [verdict] = check_format_rules(reply, requirement)
    assert verdict.passed is passed


@pytest.mark.parametrize(
    ("reply", "passed"),
    [
        ("(Evan wipes his hands) React is a library.", True),
        ("(Evan wipes his hands, then laughs) React is a library.", False),
    ],
)
@pytest.mark.parametrize(
    "rule",
    [
        "Write with no commas at all, not a single one, not even inside the ( ) parts.",
        "pls don't use any commas in ur messages (not even one pls, not in the ( ) bits and not "
        "in big numbers either)",
    ],
)
def test_no_commas_even_inside_the_narration_where_the_rule_says_so(
    rule: str, reply: str, passed: bool
) -> None:
    [verdict] = check_format_rules(reply, rule)
    assert (verdict.rule, verdict.passed) == ("no_commas", passed)


CHAPTERS = (
    "pls write every answer like the chapters under a YouTube video, every line starting with its "
    "time, 0:00 on the first line and each time later than the one before"
)
PARTS = "pls always split your answer in 2 parts with *** between them"


@pytest.mark.parametrize(
    ("requirement", "reply", "passed"),
    [
        # every line opens with its time, the first at zero, each later; hours allowed
        (CHAPTERS, "00:00 React.\n00:40 Views.\n1:02:30 Hooks.", True),
        (CHAPTERS, "Hi, Evan!\n0:00 React.\n0:40 Views.", False),
        (CHAPTERS, "0:10 React.\n0:40 Views.", False),
        (CHAPTERS, "0:00 React.\n0:00 Views.", False),
        # the divider's own length, between parts that all hold words
        (PARTS, "React is a library.\n***\nIt renders views.", True),
        (PARTS, "React.\n***\nViews.\n***\nHooks.", False),
        (PARTS, "React is a library.\n\nIt renders views.", False),
        (PARTS, "React is a library.\n****\nIt renders views.", False),
        (PARTS, "***\nReact is a library.", False),
        # a title with its footnote's number after it is still the title alone on its line
        (
            "start every answer with a little title between double angle brackets, like <<Juniper "
            "and Rain>>",
            "<<Wet Inside>>¹\nThe sticks are damp.\n\n¹ Dawa lays the phone down.",
            True,
        ),
    ],
)
def test_chapters_parts_between_dividers_and_a_title_with_its_footnote(
    requirement: str, reply: str, passed: bool
) -> None:
    [verdict] = check_format_rules(reply, requirement)
    assert verdict.passed is passed, verdict


SECTIONS = "pls split every answer into 2 sections, starting with SECTION 1 and then SECTION 2"
STARS = (
    "pls star at least 2 bits of every answer, like *this* (stars inside the > lines don't count)"
)
MARKS = "put the upside-down mark at the start too, ¿like this? and ¡like this!"


@pytest.mark.parametrize(
    ("requirement", "reply", "passed"),
    [
        # the sections' labels as the rule writes them, in order, none beyond, nothing before
        (SECTIONS, "SECTION 1 React is a library. SECTION 2 It renders views.", True),
        (SECTIONS, "Hi!\nSECTION 1\nReact.\nSECTION 2\nViews.", False),
        (SECTIONS, "SECTION 1\nReact.\nSECTION 2\nViews.\nSECTION 3\nHooks.", False),
        (SECTIONS, "SECTION 1\nReact.\nSECTION 2", False),
        # single stars only, outside the narration's quoted lines
        (STARS, "> Evan *taps* the *desk*\nReact is *a library*.", False),
        (STARS, "> Evan taps the desk\nReact is *a library* that *renders*.", True),
        # every question and shout opened, in the question's own clause too; none asked is none
        # broken
        (MARKS, "Carmen, ¿you know what? ¡She's right!", True),
        (MARKS, "¿React? Can you imagine?", False),
        (MARKS, "React is a library.", True),
    ],
)
def test_sections_starred_bits_and_inverted_marks(
    requirement: str, reply: str, passed: bool
) -> None:
    [verdict] = check_format_rules(reply, requirement)
    assert verdict.passed is passed, verdict


GAME = "pls put one whole sentence of every answer in el idioma de la pe (a whole sentence)"
EMOJI_LINES = "pls start every line of your message with an emoji (the AD: lines are fine without)"
EXACT_CLOSE = (
    "always finish your message with Linksmų Velykų! written exactly like that, and nothing after "
    "it, not even a heart"
)


@pytest.mark.parametrize(
    ("requirement", "reply", "passed"),
    [
        # a whole sentence in the game: a word or two of it among plain ones is not, nor one in
        # the narration; "la efe" plays with f
        (GAME, "Nopo lepe dipigapas apa tupu mapamápa.", True),
        (GAME, "React is fast. Tepe quiepieropo mucho, mijo.", False),
        (GAME, "(Evan: tepe quiepieropo mupuchopo) React is fast.", False),
        (
            "put one sentence in la jerigonza de la efe, a whole sentence",
            "Tefe quiefierofo mufuchofo.",
            True,
        ),
        # every line of words opens with an emoji, a keycap too; the lines the rule lets go
        # aside, and a bullet is no emoji
        (EMOJI_LINES, "AD: Evan nods.\n1️⃣ React.\n2️⃣ Views.", True),
        (EMOJI_LINES, "⚛️ React.\n• Views.", False),
        (EMOJI_LINES, "React. ⚛️\nViews. 🚀", False),
        # the words as written, last, nothing after them: not without their accents, not with an
        # emoji or a name after them
        (EXACT_CLOSE, "Wesołych Świąt i Linksmų Velykų!", True),
        (EXACT_CLOSE, "React is fast. Linksmų Velykų! 🐣", False),
        (EXACT_CLOSE, "React is fast. Linksmų Velykų, kochanie!", False),
        (EXACT_CLOSE, "React is fast. Linksmu Velyku!", False),
    ],
)
def test_a_sentence_in_a_syllable_game_emojis_opening_lines_and_exact_closing_words(
    requirement: str, reply: str, passed: bool
) -> None:
    [verdict] = check_format_rules(reply, requirement)
    assert verdict.passed is passed, verdict


PS_LAST = "pls always end with a P.S., the way u ended ur letters, with nothing at all after it"
SUMS = "and pls write out every sum u do in full with the = sign, like 2 × 120 = 240"
TITLE_ARROWS = (
    "and pls put a title at the very top of every message between << and >>, like <<Dushi Mila "
    "News>> (the title first pls, before anything else)"
)
NAMES_AND_TITLES = (
    "and pls write every person's name in CAPITALS, like ISSA or ALHADJI HASSABALLAH (every name "
    "pls, with the Tonton or the Alhadji in front of it)"
)
PS_BARE = (
    "and pls always end ur message with a PS, like the letters u sent Baba from the front (a real "
    "PS at the very end pls, after everything else, even after the ( ) bits)"
)


@pytest.mark.parametrize(
    ("requirement", "reply", "passed"),
    [
        # a P.S. as the last sentence of the last line, after a quotation too; a P.P.S. after it,
        # or a line of narration, is something after it
        (PS_LAST, "Say to her: 'Khalto, it was the fire.' P.S. Bring me the lemons.", True),
        (PS_LAST, "React is a library. P.S. Bring the lemons. P.P.S. And the milk.", False),
        (PS_LAST, "React is a library.\nP.S. Kevin stays.\n(Evan blows a kiss)", False),
        (PS_LAST, "React is a library. P.S. Bring the lemons. It renders views.", False),
        # "PS" without its dots where the rule writes it so; not where it asks for "P.S."
        (PS_BARE, "React is a library. PS: tell Noor the amba is in the freezer.", True),
        (PS_BARE, "React is a library. PS: Salman asked about you. It renders views.", False),
        (PS_BARE, "React is a library. PS: tell Noor. (Evan goes back to the fire)", False),
        (PS_LAST, "React is a library.\nPS: Kevin stays.", False),
        # a title set off by the marks the rule shows, on the text's first line too
        (TITLE_ARROWS, "<<The Truck Can Wait>> React is a library.", True),
        (TITLE_ARROWS, "Bon nochi! <<Not by Carnival>> React is a library.", False),
        (TITLE_ARROWS, "**The Truck Can Wait** React is a library.", False),
        # the title in front of a name in capitals too, where the rule says so
        (NAMES_AND_TITLES, "Tell ZAKARIA that TONTON MAHAMAT weighed it.", True),
        (NAMES_AND_TITLES, "Tell ZAKARIA that Tonton MAHAMAT weighed it.", False),
        # a sum written out and one told in words
        (SUMS, "Two and a half times 120 is 300, so 600 ÷ 240 = 2.5.", False),
        (SUMS, "Three hundred sacks.", False),
        # a word stretched: three of a letter where the rule names no number
        ("stretch one word in every message, like siii", "Siii, React.", True),
        ("stretch one word in every message, like siii", "Sii, React.", False),
    ],
)
def test_postscripts_stretched_words_sums_titles_and_names_in_capitals(
    requirement: str, reply: str, passed: bool
) -> None:
    [verdict] = check_format_rules(reply, requirement)
    assert verdict.passed is passed, verdict


FACE_NO_EMOJI = (
    "pls put a little face made of keyboard signs in every message, like :) or :D, and no real "
    "emojis at all"
)
ASK_BACK = (
    "pls always finish by asking me something back, a real question, as the very last thing in ur "
    "message with nothing after it, not even an (ad lib: ...) bit"
)


@pytest.mark.parametrize(
    ("requirement", "reply", "verdicts"),
    [
        # a typed face and no emoji; an emoji beside the face breaks the second rule, and one
        # alone both
        (FACE_NO_EMOJI, "Keep Timur ^_^", {"emoticon": True, "no_emojis": True}),
        (FACE_NO_EMOJI, "Keep Timur :D 👍", {"emoticon": True, "no_emojis": False}),
        (FACE_NO_EMOJI, "Keep Timur ☺", {"emoticon": False, "no_emojis": False}),
        # a digit or a letter is no eye
        (FACE_NO_EMOJI, "Keep Timur (grade :A)", {"emoticon": False, "no_emojis": True}),
        # a question to the user, last; narration after it is something after it, and a
        # question put to heaven asks the user nothing
        (
            ASK_BACK,
            "(ad lib: she laughs) It's the bags. When you coming home?",
            {"ends_with_question": True},
        ),
        (
            ASK_BACK,
            "It's the bags. When you coming home? (ad lib: she blows a kiss)",
            {"ends_with_question": False},
        ),
        (ASK_BACK, "It's the bags. Tell me when you coming home.", {"ends_with_question": False}),
        (
            ASK_BACK,
            "It's the bags. Bondyé, why you send me this manager?",
            {"ends_with_question": False},
        ),
        (
            "You must end your reply with a question",
            "Is it the bags? (she nods)",
            {"ends_with_question": True},
        ),
    ],
)
def test_a_typed_face_without_emojis_and_a_question_asked_back_last(
    requirement: str, reply: str, verdicts: dict[str, bool]
) -> None:
    assert {v.rule: v.passed for v in check_format_rules(reply, requirement)} == verdicts


TWO_SPACES = (
    "Put two spaces, never one, between one sentence and the next, and that goes for the ¶actions¶ "
    "too"
)


@pytest.mark.parametrize(
    ("reply", "passed"),
    [
        # the space after an action counts where the rule says so; a line break is no two
        # spaces, and one sentence cannot show it
        ("¶Obinna lifts a sheet¶  Harmattan, nna.  The wind dried the ink.", True),
        ("¶Obinna lifts a sheet¶ Harmattan, nna.  The wind dried the ink.", False),
        ("Harmattan, nna.\nThe wind dried the ink.", False),
        ("Harmattan, nna", None),
    ],
)
def test_two_spaces_after_every_sentence_and_action(reply: str, passed: bool | None) -> None:
    [verdict] = check_format_rules(reply, TWO_SPACES)
    assert verdict.passed is passed


NAMES_IN_CAPITALS = (
    "pls write people's names in CAPITALS, every single one, the way u paint the buyers' names "
    "(just people, not places)"
)
POINTS_IN_ORDER = (
    "pls put your points in order with primo, deuxio, tertio, at least primo and deuxio"
)


@pytest.mark.parametrize(
    ("requirement", "reply", "passed"),
    [
        # a name left as it is in a list of names in capitals, a name written both ways, or a
        # place in capitals where the rule means people only
        (NAMES_IN_CAPITALS, "All five of us: me, SAIDI, JUMA, HAMZA and Issa.", False),
        (NAMES_IN_CAPITALS, "HAMZA stays, and Hamza knows it.", False),
        (NAMES_IN_CAPITALS, "The logs came from KILWA, and HAMZA stays.", False),
        # days called out are no people, and a reply with no name at all cannot tell
        (NAMES_IN_CAPITALS, "Monday, Tuesday, Wednesday: HAMZA carved on all of them.", True),
        (NAMES_IN_CAPITALS, "The logs came on the Saturday afternoon.", None),
        # markers out of the rule's order, or only the first of those it requires
        (POINTS_IN_ORDER, "Deuxio, the boys are paid. Primo, Awa took nobody.", False),
        (POINTS_IN_ORDER, "Primo, Awa took nobody, and the boys are paid on Friday.", False),
        (POINTS_IN_ORDER, "Primo, Awa. Deuxio, the pay. Tertio, the price stays.", True),
        # "double" keeps to double marks; a quotation never closed wraps nothing
        (
            "You must wrap your entire reply in double quotation marks",
            "«React is a library.»",
            False,
        ),
        (
            "put ur whole message inside quotation marks",
            "“Amu, Doina, the pump is off and the water is coming back up.",
            False,
        ),
        (
            "put ur whole message inside quotation marks",
            "«Amu, Doina, the pump is off and the water is coming back up.»",
            True,
        ),
    ],
)
def test_names_in_capitals_ordinal_markers_and_quotation_marks_of_any_language(
    requirement: str, reply: str, passed: bool | None
) -> None:
    [verdict] = check_format_rules(reply, requirement)
    assert verdict.passed is passed, verdict


CLOSING_WORDS = (
    "pls always end ur message with Khotso, Pula, Nala! exactly like that, with nothing at all "
    "after it"
)


@pytest.mark.parametrize(
    ("reply", "passed"),
    [
        # closing words with commas in them, kept exactly; otherwise punctuated, or an emoji
        # after them, breaks the rule
        ("Pay the young men. Khotso, Pula, Nala!", True),
        ("Pay the young men. Khotso! Pula! Nala!", False),
        ("Pay the young men. Khotso, Pula, Nala! 🙏🏾", False),
    ],
)
def test_closing_words_with_commas_kept_exactly(reply: str, passed: bool) -> None:
    [verdict] = check_format_rules(reply, CLOSING_WORDS)
    assert (verdict.rule, verdict.passed) == ("ends_with_exact_words", passed)


@pytest.mark.parametrize(
    ("reply", "passed"),
    [
        # "the words" before the closing words are no part of them
        ("Two seventy-seven fifty, girl. Cheerio from the Wharf.", True),
        ("Two seventy-seven fifty. Cheerio from the Wharf, girl.", False),
    ],
)
def test_closing_words_named_as_the_words(reply: str, passed: bool) -> None:
    [verdict] = check_format_rules(
        reply,
        "pls always end ur message with the words Cheerio from the Wharf, like u signed off on "
        "the radio (those exact words pls, the very last thing)",
    )
    assert (verdict.rule, verdict.passed) == ("ends_with_exact_words", passed)


@pytest.mark.parametrize(
    ("reply", "passed"),
    [
        # every list of three with its comma before "and"; none written without it
        ("Monday, Tuesday, and Sunday, and twenty, twenty, and twelve litres.", True),
        ("Monday, Tuesday, and Sunday. Twenty, twenty and twelve litres.", False),
        ("A strip of palm leaf, a ruler and a pencil each.", False),
        # a reply with no list of three is not read
        ("Monday and Tuesday, twenty litres each.", None),
    ],
)
def test_a_serial_comma_in_every_list(reply: str, passed: bool | None) -> None:
    [verdict] = check_format_rules(
        reply,
        "whenever u write a list of three things or more, put a comma before the and (or the or) "
        "in front of the last one, the Oxford comma",
    )
    assert (verdict.rule, verdict.passed) == ("serial_comma", passed)


@pytest.mark.parametrize(
    "reply",
    [
        # a narration bit after the reason, where the rule counts the bits
        "The servers are fine. It is the cache, because nobody clears it. 🪸 Lio grins 🪸",
        # a last sentence that names no reason ("it is the same" names nothing)
        "The servers are fine. It is the same code as last week. See you on Sunday.",
    ],
)
def test_reason_kept_for_the_last_sentence_and_nothing_after(reply: str) -> None:
    rule = (
        "don't say what the reason is until the very last sentence, I like to guess first (the "
        "reason only in the last sentence pls, nothing after it, not even a 🪸 bit)"
    )
    [verdict] = check_format_rules(reply, rule)
    assert (verdict.rule, verdict.passed) == ("reason_in_last_sentence", False)


@pytest.mark.parametrize(
    ("reply", "passed"),
    [
        ("React is a library. How is your new school?", True),
        # an emoji after the mark, or a question that wants no answer in its last clause
        ("React is a library. How is your new school? 🙏🏾", False),
        ("Everybody walks on a bridge, and who ever fixes one?", False),
    ],
)
def test_a_closing_question_for_the_user_and_nothing_after_its_mark(
    reply: str, passed: bool
) -> None:
    rule = (
        "and Ma pls always end ur message with a question for me, a real one, with the question "
        "mark as the very last thing (nothing after the question mark, not even 'God bless')"
    )
    [verdict] = check_format_rules(reply, rule)
    assert (verdict.rule, verdict.passed) == ("ends_with_question", passed)


@pytest.mark.parametrize(
    "reply", ["React has 21 hooks of ١٥٠ APIs.", "React has twenty-one hooks of ١٥٠ APIs."]
)
def test_numbers_in_another_scripts_digits_only(reply: str) -> None:
    rule = "pls write every number in Arabic numbers, ١ ٢ ٣, not 1 2 3 and not in words"
    [verdict] = check_format_rules(reply, rule)
    assert (verdict.rule, verdict.passed) == ("digits_of_a_script", False)


@pytest.mark.parametrize(
    "reply",
    [
        "Rui Nóbrega of the water company says it. Ask Senhor Aurélio (68).",
        "Ask Zé da Levada, 73, and Senhor Aurélio (68).",
    ],
)
def test_everyone_named_keeps_an_age_in_brackets(reply: str) -> None:
    rule = "whenever u name someone put their age in brackets right after the name, like Ana (52)"
    [verdict] = check_format_rules(reply, rule)
    assert (verdict.rule, verdict.passed) == ("ages_after_names", False)


@pytest.mark.parametrize("reply_end", ["Kudaiga amanat, balam.", "Kudaiga amanat, balam. 🥲"])
def test_closing_words_named_exact_further_on(reply_end: str) -> None:
    rule = (
        "and Papa pls always end ur message with Kudaiga amanat, balam, the way grandpa ended "
        "every letter 🥲 (those exact words as the very last thing, nothing after them, not even "
        "a smiley)"
    )
    [verdict] = check_format_rules(f"Keep the mares. {reply_end}", rule)
    assert (verdict.rule, verdict.passed) == ("ends_with_exact_words", "🥲" not in reply_end)


@pytest.mark.parametrize(
    ("reply", "passed"),
    [
        ("> Tell Besnik the silver is clean.\n>\n> ➰ Usta nods ➿ From Monday the brush.", True),
        # a blank line between paragraphs, or a line of narration alone, left unmarked
        ("> Tell Besnik the silver is clean.\n\n> From Monday the brush.", False),
        ("➰ Usta puts down his tweezers ➿\n> Tell Besnik the silver is clean.", False),
    ],
)
def test_a_bare_quote_mark_on_every_line_blank_ones_too(reply: str, passed: bool) -> None:
    rule = (
        "and Gjyshi pls put ur whole message in a quote, every line starting with > like on "
        "Discord 😅 (every single line pls, the empty ones between paragraphs and the ➰ bits too)"
    )
    [verdict] = check_format_rules(reply, rule)
    assert (verdict.rule, verdict.passed) == ("item_marker", passed)


def test_a_line_of_narration_alone_counted_as_a_paragraph() -> None:
    rule = (
        "pls always write to me in exactly 3 paragraphs with an empty line between them (not 2 "
        "and not 4 pls, and a *starred* bit on a line by itself counts as a paragraph too lol)"
    )
    reply = "Shop earth, twelve low.\n\n*Kyra Despo crosses herself*\n\nThe storm.\n\nNext."
    [verdict] = check_format_rules(reply, rule)
    assert (verdict.rule, verdict.passed) == ("paragraph_count", False)
    [verdict] = check_format_rules(reply.replace("\n\nNext.", " Next."), rule)
    assert verdict.passed


@pytest.mark.parametrize(
    ("reply", "passed"),
    [
        ("A tercio is $3 (₡26.25) and a tambo $14.65 (₡128.19), so he learns his colones.", True),
        ("A tercio is three dollars (twenty-six colones with twenty-five).", True),
        # an amount without the second currency, one only in it, or at another rate
        ("A tercio is $3 (₡26.25), and the plancha $95.", False),
        ("A tercio is ₡26.25.", False),
        ("A tercio is $3 (₡24).", False),
    ],
)
def test_every_amount_in_two_currencies_at_the_rules_rate(reply: str, passed: bool) -> None:
    rule = (
        "and Mama Chepa pls every time u write an amount of money put it in dollars AND in colones "
        "right after it in brackets, like $3.00 (₡26.25) 😂 I'm teaching Brayan that a dollar is "
        "8.75 colones (every amount pls, in numbers or in words, even the small ones)"
    )
    [verdict] = check_format_rules(reply, rule)
    assert (verdict.rule, verdict.passed) == ("amounts_in_two_currencies", passed)


def test_writing_in_capital_letters_is_the_whole_message() -> None:
    rule = "and Sekuru pls keep writing to me in CAPITAL LETTERS like u always do on ur old Nokia"
    [verdict] = check_format_rules("IT IS TONDE, TINO.\nps greet rufaro", rule)
    assert (verdict.rule, verdict.passed) == ("all_capitals", False)


def test_a_title_in_capitals_may_run_longer() -> None:
    rule = "start every message with a title in CAPITAL LETTERS on a line by itself"
    title = "TIBU'S ANSWER ABOUT THE SOFT BABAI, FOR TEBITA AND FOR TEETA"
    [verdict] = check_format_rules(f"{title}\nThe salt did it.", rule)
    assert (verdict.rule, verdict.passed) == ("title_line", True)
    [verdict] = check_format_rules(f"{title.title()}\nThe salt did it.", rule)
    assert verdict.passed is False


@pytest.mark.parametrize(
    ("reply", "passed"),
    [
        (
            "Sixty kilos (132 lb), twenty-two and a half kilos (49.5 lb), seven to the kilo "
            "(2.2 lb).",
            True,
        ),
        # a kilo unconverted, or converted the wrong way
        ("Sixty kilos (132 lb), and a kilo gives seven balls.", False),
        ("Sixty kilos (27 lb).", False),
    ],
)
def test_every_amount_in_two_units_at_the_rules_rate(reply: str, passed: bool) -> None:
    rule = (
        "and Mama pls every time u write kilos put the pounds right after in brackets, like 5 kg "
        "(11 lb) (kilos times 2.2, rounding is fine, but every single time pls, even for one kilo)"
    )
    [verdict] = check_format_rules(reply, rule)
    assert (verdict.rule, verdict.passed) == ("amounts_in_two_units", passed)


def test_a_rules_example_after_like_is_no_rule_of_its_own() -> None:
    rule = (
        "and Mémé pls always end ur message with a question for me, like on the phone when u "
        "always finish with 'et toi, tu manges bien?'"
    )
    verdicts = check_format_rules("Prisca, Rosine keeps my attiéké. And you, are you eating?", rule)
    assert [(verdict.rule, verdict.passed) for verdict in verdicts] == [
        ("ends_with_question", True)
    ]
    # the question put to someone else by name, where the reply calls the user another
    [verdict] = check_format_rules("Prisca, Rosine keeps it. Serge, who pays the sachets?", rule)
    assert verdict.passed is False


def test_a_rule_joined_on_after_a_comparison_is_a_rule() -> None:
    rule = "keep it under 50 words like a tweet and end every answer with '#done'"
    verdicts = check_format_rules("React is a library.", rule)
    assert [(verdict.rule, verdict.passed) for verdict in verdicts] == [
        ("max_words", True),
        ("ends_with", False),
    ]


def test_closing_words_given_as_the_exact_words_in_quotes() -> None:
    rule = "and Nëna pls end every message with the exact words “Të puth fort, nëna jote”"
    [verdict] = check_format_rules("A lemon in every pot. Të puth, nëna jote", rule)
    assert (verdict.rule, verdict.passed) == ("ends_with", False)


def test_a_label_said_again_after_the_second_breaks_the_order() -> None:
    rule = "write 'Bad news:' and then 'Good news:' so I know where I am"
    reply = "Bad news: the veranda. Good news: the sets. Bad news again: Aleksei will be sad."
    [verdict] = check_format_rules(reply, rule)
    assert (verdict.rule, verdict.passed) == ("labelled_first_and_then", False)


@pytest.mark.parametrize(
    ("reply", "passed"),
    [
        ("The gang cut for fourteen dollars (F$14) a tonne, six dollars (F$6) less.", True),
        # an amount in figures only, the figure first, or a figure not the words' own
        ("The gang cut for $14 a tonne.", False),
        ("The gang cut for F$14 (fourteen dollars) a tonne.", False),
        ("The gang cut for fourteen dollars (F$41) a tonne.", False),
    ],
)
def test_every_amount_in_words_then_its_figure(reply: str, passed: bool) -> None:
    rule = (
        "and Aja pls write every money amount the way u write ur cheques, first in words and then "
        "the figure in brackets, like 'twenty dollars (F$20)' (every single amount pls)"
    )
    [verdict] = check_format_rules(reply, rule)
    assert (verdict.rule, verdict.passed) == ("amounts_in_words_then_figures", passed)


@pytest.mark.parametrize(
    ("reply", "passed"),
    [
        ("*Jos fries the 🥔kichelcher* The Belgian 🥔 are innocent.", True),
        # the word in the narration the rule counts, or inside a longer word it names
        ("*Jos tips a sack of potatoes* The Belgian 🥔 are innocent.", False),
        ("Sixty years of Gromperekichelcher and never fourteen at once.", False),
    ],
)
def test_a_word_never_written_an_emoji_in_its_place(reply: str, passed: bool) -> None:
    rule = (
        "every time u'd write potato or potatoes put a 🥔 instead (never the word itself pls, not "
        "in English and not Gromperen either, and the * bits too)"
    )
    [verdict] = check_format_rules(reply, rule)
    assert (verdict.rule, verdict.passed) == ("word_as_emoji", passed)


@pytest.mark.parametrize(
    ("rule", "reply", "expected"),
    [
        # "no letter W" bans the letter (not read as crossing something out)
        (
            "and Nua please no letter W in your messages, not a single one, Hina crosses out "
            "every W when I read you to her",
            "Both ends, the front end and the servers.",
            ("no_letter", True),
        ),
        (
            "and Nua please no letter W in your messages, not a single one, Hina crosses out "
            "every W when I read you to her",
            "Both ends, the front end and the servers, with the web in between.",
            ("no_letter", False),
        ),
        # the word count asked as "how many words it has", narration counted where the rule
        # says so
        (
            "pls end every message with how many words it has, in brackets, like (57 words) "
            "(count everything before the bracket, the ⸢⸥ bits too)",
            "⸢Evan nods⸥ Both ends, browser and servers. (7 words)",
            ("word_count_note", True),
        ),
        (
            "pls end every message with how many words it has, in brackets, like (57 words) "
            "(count everything before the bracket, the ⸢⸥ bits too)",
            "⸢Evan nods⸥ Both ends, browser and servers. (5 words)",
            ("word_count_note", False),
        ),
        # closing words named "those words last"
        (
            "pls end every message with Ægas u, mæ khur, the way you end every phone call, those "
            "words last and nothing after them",
            "Both ends, browser and servers. Ægas u, mæ khur.",
            ("ends_with_exact_words", True),
        ),
        (
            "pls end every message with Ægas u, mæ khur, the way you end every phone call, those "
            "words last and nothing after them",
            "Both ends. Ægas u, mæ khur. Call me Sunday.",
            ("ends_with_exact_words", False),
        ),
        # a postscript that must be the very last thing: no paragraph after it
        (
            "pls end every message with a P.S. (a real one, starting P.S., the very last thing in "
            "the message)",
            "Both ends.\n\nP.S. Tell Faraz hello.\n\nKhuda hafiz, call me Sunday.",
            ("postscript", False),
        ),
        (
            "pls end every message with a P.S. (a real one, starting P.S., the very last thing in "
            "the message)",
            "Both ends. P.S. The barrel came. The rice bag burst open at customs.",
            ("postscript", True),
        ),
    ],
)
def test_format_rules_of_the_ninetieth_revision(
    rule: str, reply: str, expected: tuple[str, bool]
) -> None:
    [verdict] = check_format_rules(reply, rule)
    assert (verdict.rule, verdict.passed) == expected


LONDON_TIME = (
    "and Kni pls after every time of day put the London time in brackets, London is 4½ hours "
    "behind you till the clocks go back (every time pls, the ⦗ ⦘ bits too)"
)
NO_SUPERLATIVES = (
    "and acho pls no superlatives at all, no best or most or highest or biggest or anything like "
    "that (the ༼ ༽ bits too)"
)


@pytest.mark.parametrize(
    ("rule", "reply", "expected"),
    [
        # another zone's time after every time of day, as far behind as the rule says, the
        # narration's times too
        (
            LONDON_TIME,
            "⦗ Wanlambok nods ⦘ Leave at 11:00 (06:30 London), back at 16:30 (12:00 London).",
            ("hour_in_brackets", True),
        ),
        (
            LONDON_TIME,
            "⦗ Wanlambok nods ⦘ Leave at 11:00 (06:30 London), dark at 17:00.",
            ("hour_in_brackets", False),
        ),
        (
            LONDON_TIME,
            "⦗ Wanlambok counts ⦘ Leave at 11:00 (05:30 London), back at 16:30 (11:00 London).",
            ("hour_in_brackets", False),
        ),
        (
            LONDON_TIME,
            "⦗ Wanlambok looks at the clock, 09:15 ⦘ Leave at 11:00 (06:30 London).",
            ("hour_in_brackets", False),
        ),
        # no superlative; comparatives and words merely spelled -est keep the rule
        (
            NO_SUPERLATIVES,
            "༼ Tashi nods ༽ Langza is higher than Kaza, so pack warm; the harvest is in, rest at "
            "the guest house west of the gompa.",
            ("no_superlatives", True),
        ),
        (
            NO_SUPERLATIVES,
            "Two taxis. Send Mummy a card from Hikkim, the highest post office in the world.",
            ("no_superlatives", False),
        ),
        (
            NO_SUPERLATIVES,
            "Two taxis, ₹800 each. Most of your friends will be sick at Langza anyway.",
            ("no_superlatives", False),
        ),
        (
            NO_SUPERLATIVES,
            "༼ Tashi looks up at Kunzum, the biggest pass he drives ༽ Two taxis, ₹800 each.",
            ("no_superlatives", False),
        ),
    ],
)
def test_format_rules_of_the_ninety_first_revision(
    rule: str, reply: str, expected: tuple[str, bool]
) -> None:
    [verdict] = check_format_rules(reply, rule)
    assert (verdict.rule, verdict.passed) == expected


ABC_ORDER = (
    "and Uppa whenever you name two or more people or boats or islands together, put them in ABC "
    "order pls (the ᚛ ᚜ bits too)"
)
NANAY = (
    "and Nay pls call yourself Nanay in your messages, never I or me or my or mine when you talk "
    "about yourself (the ⧚ ⧛ bits can say Nitang)"
)
THREE_STARRED_POINTS = (
    "and Deda pls answer me in exactly 3 points, each on its own line starting with *, and nothing "
    "before or after them"
)


@pytest.mark.parametrize(
    ("rule", "reply", "expected"),
    [
        # every list of names in the order of the alphabet, the narration's too; a reply that
        # lists no names together is undecided
        (
            ABC_ORDER,
            "᚛ Kasmikoya counts ᚜ Seven shares: Abdulla, Haneefa and Muhammed as for the others.",
            ("names_in_alphabetical_order", True),
        ),
        (
            ABC_ORDER,
            "᚛ Kasmikoya looks at the chits of Shameer and Noushad ᚜ Seven shares, 2,400 each.",
            ("names_in_alphabetical_order", False),
        ),
        (
            ABC_ORDER,
            "Seven shares. The same rate in Kavaratti and Agatti this season.",
            ("names_in_alphabetical_order", False),
        ),
        (
            ABC_ORDER,
            "Seven shares, two thousand four hundred a share.",
            ("names_in_alphabetical_order", None),
        ),
        # the role's own name for itself and never "I", somebody's quoted words aside
        (
            NANAY,
            "⧚ Nitang reads the poll ⧛ Ay, anak, listen to Nanay. Kuya Jun wrote “I will bring "
            "the fish at five”, so Nanay waits at the racks.",
            ("named_not_i", True),
        ),
        (
            NANAY,
            "⧚ Nitang taps the tin ⧛ Twelve kilos, anak. And the blue tin is mine.",
            ("named_not_i", False),
        ),
        # points asked with their mark: another mark breaks the rule
        (
            THREE_STARRED_POINTS,
            "* Seven horses.\n* Fourteen rolls.\n* Five to buy.",
            ("bullet_points", True),
        ),
        (
            THREE_STARRED_POINTS,
            "- Seven horses.\n- Fourteen rolls.\n- Five to buy.",
            ("bullet_points", False),
        ),
    ],
)
def test_format_rules_of_the_ninety_second_revision(
    rule: str, reply: str, expected: tuple[str, bool | None]
) -> None:
    [verdict] = check_format_rules(reply, rule)
    assert (verdict.rule, verdict.passed) == expected


NO_NEGATIVES = (
    "and kaka pls for once write with no negative words at all, no no, no not, no never, no "
    "nothing or nobody or none, nothing with n't, and none of your na or nei either 😅 (the ⸜ ⸝ "
    "bits too)"
)
SPANISH_NUMBERS = (
    "and abuelo pls write every number in Spanish words, like veinte or tres, never in figures "
    "and never in English 🙏"
)
SHAD = (
    "and Ane pls end every sentence with the shad ། the way you end them in your letters to me, "
    "the questions too 🙏"
)
TWO_STARRED_PARAGRAPHS = (
    "and momo pls answer in exactly two paragraphs with a line of three stars *** between them "
    "🙏 (no more and no less)"
)


@pytest.mark.parametrize(
    ("rule", "reply", "expected"),
    [
        # no negative word, the rule's own added ones and the narration's included
        (
            NO_NEGATIVES,
            "⸜ Hari nods ⸝ Twenty-eight cft from the depot at ₹1,800: ₹50,400. Sound wood, Rana.",
            ("no_negative_words", True),
        ),
        (
            NO_NEGATIVES,
            "⸜ Hari knocks on the planks, not one rotten ⸝ Twenty-eight cft at ₹1,800: ₹50,400.",
            ("no_negative_words", False),
        ),
        (
            NO_NEGATIVES,
            "⸜ Hari counts ⸝ Twenty-eight cft at ₹1,800: ₹50,400. Thik ache na?",
            ("no_negative_words", False),
        ),
        (
            NO_NEGATIVES,
            "⸜ Hari laughs ⸝ Twenty-eight cft at ₹1,800. And don't listen to Bablu.",
            ("no_negative_words", False),
        ),
        # the added words quoted
        (
            "and dadi pls no negative words at all, and no 'nahi' or 'mat' either",
            "Twenty-eight cft, nahi?",
            ("no_negative_words", False),
        ),
        (
            "and dadi pls no negative words at all, and no 'nahi' or 'mat' either",
            "Twenty-eight cft, beta.",
            ("no_negative_words", True),
        ),
        # numbers in the named language's words: a figure or an English number word breaks it
        (
            SPANISH_NUMBERS,
            "Oye, mija: sesenta días, so the veintisiete de enero. You land the veinte.",
            ("numbers_in_a_language", True),
        ),
        (
            SPANISH_NUMBERS,
            "Oye, mija: sixty days for the laúd, so the veintisiete de enero.",
            ("numbers_in_a_language", False),
        ),
        (
            SPANISH_NUMBERS,
            "Oye, mija: sesenta días, the veintisiete de enero.\n\nFlight back: 3 February.",
            ("numbers_in_a_language", False),
        ),
        # every sentence closed with the mark shown, the questions too
        (
            SHAD,
            "Jigmet-le, sixty litres for three kilos། Karmo is dry། Eight days of milking།",
            ("sentences_end_with_mark", True),
        ),
        (
            SHAD,
            "Jigmet-le, sixty litres for three kilos། How long is that? Eight days of milking།",
            ("sentences_end_with_mark", False),
        ),
        (
            SHAD,
            "Jigmet-le, sixty litres for three kilos | Eight days of milking |",
            ("sentences_end_with_mark", False),
        ),
        # paragraphs set apart by the divider the rule shows, which is no paragraph itself (the
        # rule that names its divider is read as parts with that divider between them)
        (
            TWO_STARRED_PARAGRAPHS,
            "Seven skeins, two hundred and forty-five somoni.\n***\nAnd the news: the cow calved.",
            ("divided_parts", True),
        ),
        (
            TWO_STARRED_PARAGRAPHS,
            "Seven skeins, two hundred and forty-five.\n\n***\n\nAnd the news: the cow calved.",
            ("divided_parts", True),
        ),
        (
            TWO_STARRED_PARAGRAPHS,
            "Seven skeins, two hundred and forty-five somoni.\n---\nAnd the news: the cow calved.",
            ("divided_parts", False),
        ),
        (
            TWO_STARRED_PARAGRAPHS,
            "Seven skeins.\n***\nAnd the news: the cow calved.\n***\nRahmat, bachem.",
            ("divided_parts", False),
        ),
    ],
)
def test_format_rules_of_the_ninety_third_revision(
    rule: str, reply: str, expected: tuple[str, bool | None]
) -> None:
    [verdict] = check_format_rules(reply, rule)
    assert (verdict.rule, verdict.passed) == expected


BARE_WORDS_AVOIDED = (
    "and mama pls don't write the words beta or ale anywhere, not even in your ꧁ ꧂ bits 🙏"
)
MWANANGU_THRICE = (
    "and koko pls call me mwanangu at least three times in every message 🥹 (three or more, "
    "anywhere in the message, the way you say it on the phone)"
)
ONE_NUMBER = (
    "and dedushka pls use only ONE number in the whole message, and only once, in figures or in "
    "words, the ﴾ ﴿ bits too 🙏"
)
OPENING_BEFORE_ANYTHING = (
    "and kaa-chan pls start every message with the exact words 'Nakanoshima here,' before "
    "anything else 🙏"
)
WORD_CHAIN = (
    "and Den pls play the word-chain game: every sentence has to start with the same word the one "
    "before it ended on 🔗 (your ⁅ ⁆ bits don't count)"
)


@pytest.mark.parametrize(
    ("rule", "reply", "expected"),
    [
        # words never written, listed bare, the narration's too
        (
            BARE_WORDS_AVOIDED,
            "꧁ Yohana turns the fish ꧂ Twenty kilos, nona, at forty thousand.",
            ("avoid_words", True),
        ),
        (
            BARE_WORDS_AVOIDED,
            "꧁ Yohana calls her beta ꧂ Twenty kilos, nona, at forty thousand.",
            ("avoid_words", False),
        ),
        # a bare word at least three times, anywhere in the message: the narration counts
        (
            MWANANGU_THRICE,
            "⸦ Zaïnaba calls 'mwanangu!' ⸧ Listen, mwanangu. Fourteen euros each, mwanangu.",
            ("phrase_count", True),
        ),
        (
            MWANANGU_THRICE,
            "Listen, mwanangu. Fourteen euros each, mine too.",
            ("phrase_count", False),
        ),
        # one number in the whole message: an ordinal in words is one too
        (
            ONE_NUMBER,
            "﴾ Daur leans on the ladder ﴿ Slushai, nan: the last tree comes down on Tuesday the "
            "twelfth.",
            ("max_numbers", True),
        ),
        (
            ONE_NUMBER,
            "﴾ Daur leans on the ladder ﴿ The three of us pick: the last tree comes down on "
            "Tuesday the twelfth.",
            ("max_numbers", False),
        ),
        # the exact opening words before anything else, the narration included
        (
            OPENING_BEFORE_ANYTHING,
            "Nakanoshima here, Kaito-kun. The Tuesday boat.",
            ("starts_with", True),
        ),
        (
            OPENING_BEFORE_ANYTHING,
            "⸨ Setsuko picks up the phone ⸩ Nakanoshima here, Kaito-kun. The Tuesday boat.",
            ("starts_with", False),
        ),
        # each sentence opening on the word the one before ended on, in other words
        (
            WORD_CHAIN,
            "⁅ Dennis nods ⁆ Haul the pots at dawn. Dawn is best for crab.",
            ("chained_sentences", True),
        ),
        (
            WORD_CHAIN,
            "Haul the pots at dawn. The crab are best then.",
            ("chained_sentences", False),
        ),
    ],
)
def test_format_rules_of_the_ninety_fourth_revision(
    rule: str, reply: str, expected: tuple[str, bool | None]
) -> None:
    [verdict] = check_format_rules(reply, rule)
    assert (verdict.rule, verdict.passed) == expected


ALL_IN_CAPITALS = (
    "and Koro pls write every message ALL IN CAPITALS like the telexes you used to send the ship, "
    "every single letter 🔠"
)
COUNTDOWN = (
    "and nonna pls number your sentences backwards like the countdown before the fireworks: each "
    "sentence starts with its number in brackets and the last sentence is (1), the one before it "
    "(2), and so on 🎆 (your ⧼ ⧽ bits don't count and need no number)"
)
TELL_THEN_ASK = (
    "and Mama pls talk like Dedu did at the press: first a sentence that tells, then one that "
    "asks, then one that tells, then one that asks, and on like that to the end 🔁 (your ⸦ ⸧ "
    "bits don't count, and you can finish on either kind)"
)
NO_WORD_TWICE = (
    "and nono pls never use the same word twice in one sentence 🙃 not even small ones like 'the' "
    "or 'and' (your ⦕ ⦖ bits don't count)"
)


@pytest.mark.parametrize(
    ("rule", "reply", "expected"),
    [
        # every letter in capitals, "all in capitals" said so
        (ALL_IN_CAPITALS, "KIA ORA, MOKO. HALF PAST TWELVE ISLAND TIME.", ("all_capitals", True)),
        (
            ALL_IN_CAPITALS,
            "KIA ORA, MOKO. HALF PAST TWELVE. Love you moko.",
            ("all_capitals", False),
        ),
        # sentences numbered down to (1), the narration unnumbered
        (
            COUNTDOWN,
            "⧼ Dolorata nods ⧽ (3) Senti, uagliò. (2) Take the car up. ⧼ She ties the box ⧽ (1) "
            "Giulia holds the rail.",
            ("countdown_sentences", True),
        ),
        (
            COUNTDOWN,
            "⧼ Dolorata nods ⧽ (4) Senti, uagliò. (3) Take the car up. (1) Giulia holds the rail.",
            ("countdown_sentences", False),
        ),
        (
            COUNTDOWN,
            "(3) Senti, uagliò. (2) Take the car up. Tell Giulia to bring good shoes.",
            ("countdown_sentences", False),
        ),
        # a statement, then a question, and so on; the narration between them does not count
        (
            TELL_THEN_ASK,
            "⸦ Stepa reads ⸧ Ilya divides by three. And who runs this press? It gives 125 litres. "
            "⸦ Stepa corks a bottle ⸧ And the co-op's tenth?",
            ("alternating_statements_and_questions", True),
        ),
        (
            TELL_THEN_ASK,
            "⸦ Stepa reads ⸧ One litre for 3.2 kilos. So what do 400 kilos give? They give 125. "
            "Tell Ilya to stick to his truck.",
            ("alternating_statements_and_questions", False),
        ),
        (
            TELL_THEN_ASK,
            "You want the litres? Then 400 kilos give 125.",
            ("alternating_statements_and_questions", False),
        ),
        # no word twice in a sentence: the one rule, not a count of sentences
        (
            NO_WORD_TWICE,
            "⦕ Marin laughs, the kotal cools, the kotal ticks ⦖ Ante knows, Toni: two litres "
            "each kotal. Twelve altogether, plenty.",
            ("no_word_twice_in_a_sentence", True),
        ),
        (
            NO_WORD_TWICE,
            "We cut 720 kilos off the top fields and the terraces.",
            ("no_word_twice_in_a_sentence", False),
        ),
    ],
)
def test_format_rules_of_the_ninety_fifth_revision(
    rule: str, reply: str, expected: tuple[str, bool | None]
) -> None:
    [verdict] = check_format_rules(reply, rule)
    assert (verdict.rule, verdict.passed) == expected


TITLE_CASE_EVERY_WORD = (
    "and nonna pls start every single word of your answer with a capital letter, Like The Names "
    "On The Banner Of Sant'Anna 🎉 (every word, even the little ones, and your ⦍ ⦐ bits don't "
    "count)"
)
FRONT_AND_BACK = (
    "and Grandad pls split every answer into two parts like one of my flashcards, FRONT: first "
    "with the short answer and BACK: after it with the why 🗂️"
)
TWO_STARRED_BITS = (
    "and Mamm-gozh put at least two bits of every message between single asterisks, like *this* "
    "✍️ (I letter those bits in bold in the balloons)"
)


@pytest.mark.parametrize(
    ("rule", "reply", "expected"),
    [
        # every word opening on a capital; narration in two bracket shapes is set aside, and a
        # word after its elided letter counts
        (
            TITLE_CASE_EVERY_WORD,
            "⦍ Melina dries her hands ⦐ Statte A Sentì, Guagliò: The Madonna Is Thirty-Seven. "
            "⦍ Melina wags a finger ⦐ Don't Forget It.",
            ("title_case", True),
        ),
        (
            TITLE_CASE_EVERY_WORD,
            "⦍ Melina taps the form ⦐ The Madonna. So 'a Madonna Is Thirty-Seven.",
            ("title_case", False),
        ),
        # two parts with the rule's labels, in its case and order
        (
            FRONT_AND_BACK,
            "FRONT: Thursday the twelfth, maid. BACK: Tuesday's north-west seven keeps her in.",
            ("named_parts", True),
        ),
        (FRONT_AND_BACK, "FRONT: Thursday the twelfth, maid, ten o'clock.", ("named_parts", False)),
        (
            FRONT_AND_BACK,
            "Front: Thursday the twelfth, maid. Back: Tuesday's north-west seven keeps her in.",
            ("named_parts", False),
        ),
        # bits between single asterisks, "put" so; bold named in its brackets is no rule of its own
        (
            TWO_STARRED_BITS,
            "The gathering is on *Wednesday the fourth*, by the *Créac'h light*.",
            ("starred_bits", True),
        ),
        (TWO_STARRED_BITS, "The gathering is on *Wednesday the fourth*.", ("starred_bits", False)),
    ],
)
def test_format_rules_of_the_ninety_sixth_revision(
    rule: str, reply: str, expected: tuple[str, bool | None]
) -> None:
    [verdict] = check_format_rules(reply, rule)
    assert (verdict.rule, verdict.passed) == expected


STRESS_ON_EVERY_WORD = (
    "and deda pls put the stress mark on every Russian word you write in Russian letters, like "
    "Байка́л or вну́чка ✍️ (one-syllable words like да don't need it, and your ⌞ ⌟ bits don't "
    "count)"
)
GUAGLIO_LAST = (
    "and zi' Ciro end every sentence on the word guagliò, the way you shout it at me from the "
    "boat 😂"
)
NEVER_ON_MATA = (
    "and Lola pls count your sentences like the steps of a house, oro, plata, mata, and never end "
    "a message on mata 🪜 (so never 3 or 6 or 9 sentences, you always say stopping on mata is bad "
    "luck 😅)"
)
THREE_CAPITAL_WORDS = (
    "and grandpa pls put at least three whole words in CAPITALS in every message, like STEADY or "
    "HAUL 📣 ('I' and your ⸦ ⸧ bits don't count)"
)


@pytest.mark.parametrize(
    ("rule", "reply", "expected"),
    [
        # the acute over the stressed vowel of every word of two vowels in Cyrillic letters; a
        # capital in its place is no mark, and a word of one vowel needs none
        (STRESS_ON_EVERY_WORD, "⌞ Tsyren nods ⌟ Ла́дно, вну́чка, да, 1945.", ("stress_marks", True)),
        (STRESS_ON_EVERY_WORD, "Слу́шай, внучка: 1945.", ("stress_marks", False)),
        (STRESS_ON_EVERY_WORD, "СлУшай, внУчка: 1945.", ("stress_marks", False)),
        (STRESS_ON_EVERY_WORD, "Father started in 1945.", ("stress_marks", None)),
        # the word after "end every sentence on the word", bare
        (
            GUAGLIO_LAST,
            "Jonah and the whale, guagliò. Peter on the water was 1999, guagliò!",
            ("sentences_end_with", True),
        ),
        (
            GUAGLIO_LAST,
            "Jonah and the whale, guagliò. You can read, guagliò, eh?",
            ("sentences_end_with", False),
        ),
        # a count of sentences that is none of those the rule names
        (NEVER_ON_MATA, "Biyernes.", ("sentence_count_avoided", True)),
        (
            NEVER_ON_MATA,
            "Paminaw, Day. It is Friday. Not Thursday. We leave at three. Bring a jacket. Oro, "
            "plata, mata.",
            ("sentence_count_avoided", False),
        ),
        # at least that many words in capitals, in any alphabet, "I" none; the words after "like"
        # are its examples, not a list to use
        (
            THREE_CAPITAL_WORDS,
            "⸦ Lennox laughs ⸧ Jaden RIGHT, doux-doux, EASTER Saturday, the FOURTH.",
            ("capital_words", True),
        ),
        (
            THREE_CAPITAL_WORDS,
            "The house sleeps ČETIRI in August, NEVER more, and ALL of them family.",
            ("capital_words", True),
        ),
        (
            THREE_CAPITAL_WORDS,
            "⸦ Lennox laughs at the SCREEN ⸧ Jaden RIGHT, I say, EASTER Saturday.",
            ("capital_words", False),
        ),
    ],
)
def test_format_rules_of_the_ninety_seventh_revision(
    rule: str, reply: str, expected: tuple[str, bool | None]
) -> None:
    [verdict] = check_format_rules(reply, rule)
    assert (verdict.rule, verdict.passed) == expected


ONE_COMMA_A_SENTENCE = (
    "and theio pls put exactly one comma in every sentence, not none and not two ✍️ (Yiannakis "
    "is learning commas at school)"
)
SIX_LETTERS_AT_MOST = (
    "and pappou pls no word longer than six letters in anything you write, names and all 🤏 "
    "(numbers in digits are fine)"
)
NO_DOUBLES = (
    "and tete pls no double letters in anything you write, never the same letter twice in a row, "
    "no 'oo' or 'ee' or 'pp', names and all 🙃"
)
TWO_WORDS_OF_THE_WEEK = (
    "and bunico pls in every message write the two words «poartă» and «biserică», just like that "
    "with the ă 🙏"
)
TEN_BS = (
    "and Mamó pls put the letter b in at least ten times in every message 🐝 (big B or small b, "
    "but I skip your ⦗ ⦘ bits so they don't count)"
)


@pytest.mark.parametrize(
    ("rule", "reply", "expected"),
    [
        # exactly the count of commas in every sentence, the closing one too
        (
            ONE_COMMA_A_SENTENCE,
            "Five lambs, koritsi mou. Forty-six sit at the tables, and the papas eats too.",
            ("sentence_commas", True),
        ),
        (
            ONE_COMMA_A_SENTENCE,
            "Five lambs, koritsi mou. Tell Kostas five.",
            ("sentence_commas", False),
        ),
        # no run of letters longer than the cap, the narration too where the rule says so; digits
        # are no letters
        (
            SIX_LETTERS_AT_MOST,
            "⟬ Omari nods ⟭ 52 in all, 41 on, 11 to go.",
            ("max_word_letters", True),
        ),
        (
            SIX_LETTERS_AT_MOST,
            "⟬ Omari laughs at the message ⟭ 52 in all, 41 on, 11 to go.",
            ("max_word_letters", False),
        ),
        # no letter twice in a row, small or capital, anywhere
        (NO_DOUBLES, "Beta, six lakh from Ram Lal, so it is done.", ("no_double_letters", True)),
        (NO_DOUBLES, "Beta, eight lakh in total.", ("no_double_letters", True)),
        (NO_DOUBLES, "Beta, three lakh in all.", ("no_double_letters", False)),
        (NO_DOUBLES, "Beta, the Apple lot is sold.", ("no_double_letters", False)),
        # both words as written, with their marks
        (
            TWO_WORDS_OF_THE_WEEK,
            "Vasile has the key of the biserică, and Toader cut our poartă.",
            ("include_words", True),
        ),
        (
            TWO_WORDS_OF_THE_WEEK,
            "Vasile has the key of the biserica, and Toader cut our poartă.",
            ("include_words", False),
        ),
        # "put the letter b in at least ten times": the letter counted outside the narration
        (
            TEN_BS,
            "⦗ Bríd laughs ⦘ Be back by bedtime, both of ye, bring the big boat, the best, Brian.",
            ("letter_count", True),
        ),
        (TEN_BS, "⦗ Bríd bangs the bench ⦘ Be back by bedtime.", ("letter_count", False)),
    ],
)
def test_format_rules_of_the_ninety_eighth_revision(
    rule: str, reply: str, expected: tuple[str, bool | None]
) -> None:
    [verdict] = check_format_rules(reply, rule)
    assert (verdict.rule, verdict.passed) == expected


TWICE_LONG_THEN_SHORT = (
    "and Apu pls give me every answer twice, two different ways, one long one for me and one short "
    "one for the cousins' group chat, with exactly six stars ****** between the two and nowhere "
    "else 🙏"
)
TWICE_TWO_VERSIONS = (
    "and Buna write every message to me twice, two different versions, with six stars ****** "
    "between them ✨"
)
A_FIGURE_A_SENTENCE = (
    "and avô every sentence you write needs at least one number in figures, like 3 or 1998, not in "
    "words 🔢 (your ⦓ ⦔ bits don't count, only what you say)"
)
NO_W_WORDS = (
    "and Nene' pls no word that starts with the letter w in your messages, not one, your ⦅ ⦆ bits "
    "too 🙊"
)
ALL_IN_FRENCH = (
    "and Granmer pls write every message all in French, not one word of English 🇫🇷 (names of "
    "people, places and dishes can stay Kreol)"
)
LAST_AS_FIRST = (
    "and Bobo in every message make your last sentence the same as your first, word for word 🔁"
)
TWO_HASHTAGS_AN_ASIDE = (
    "and güela pls put at least two hashtags in every message, a # stuck to a word like #sidra 🍏 "
    "(I'm posting your messages on Instagram and without hashtags nobody sees them)"
)


@pytest.mark.parametrize(
    ("rule", "reply", "expected"),
    [
        # two answers around the six stars, in the order the rule gives, or just not the same
        (
            TWICE_LONG_THEN_SHORT,
            "The harvest starts on Saturday the twelfth, after the full moon. ****** Saturday 12.",
            ("answer_twice", True),
        ),
        (
            TWICE_LONG_THEN_SHORT,
            "Saturday 12. ****** The harvest starts on Saturday the twelfth, after the full moon.",
            ("answer_twice", False),
        ),
        (
            TWICE_TWO_VERSIONS,
            "Seventy-six eggs. ****** Seventy-six whole eggs.",
            ("answer_twice", True),
        ),
        (TWICE_TWO_VERSIONS, "Seventy-six eggs. ****** Seventy-six eggs.", ("answer_twice", False)),
        # a figure in every sentence said; the narration aside
        (
            A_FIGURE_A_SENTENCE,
            "⦓ Aníbal nods ⦔ The letter gives 12 pipas. Rui sold 3 of them.",
            ("number_in_every_sentence", True),
        ),
        (
            A_FIGURE_A_SENTENCE,
            "The letter gives 12 pipas. Rui sold three of them.",
            ("number_in_every_sentence", False),
        ),
        # no word opening on the letter, the narration too where the rule says so
        (
            NO_W_WORDS,
            "⦅ Sampe nods ⦆ Four tedong go to the rante.",
            ("no_word_starting_with", True),
        ),
        (
            NO_W_WORDS,
            "⦅ Sampe waves ⦆ Four tedong go to the rante.",
            ("no_word_starting_with", False),
        ),
        # "all in French": no English, and most sentences French
        (
            ALL_IN_FRENCH,
            "Écoute, ma petite. Donc nous sortons le vendredi 17 octobre.",
            ("only_language", True),
        ),
        (
            ALL_IN_FRENCH,
            "Ekout mo piti. Nou sorti vandredi 17 oktob. Aswar mo pe fer enn kari.",
            ("only_language", False),
        ),
        (
            ALL_IN_FRENCH,
            "Écoute, ma petite. Tell Kévin to read the committee's book next time.",
            ("only_language", False),
        ),
        # the last sentence the first again, said "the same as your first"
        (
            LAST_AS_FIRST,
            "Thirty-eight yaks, Nazar jan. Shams counted in May. Thirty-eight yaks, Nazar jan.",
            ("same_first_and_last_sentence", True),
        ),
        (
            LAST_AS_FIRST,
            "Thirty-eight yaks, Nazar jan. Shams counted in May.",
            ("same_first_and_last_sentence", False),
        ),
        # "without hashtags nobody sees them" is an aside, no ban on hashtags
        (
            TWO_HASHTAGS_AN_ASIDE,
            "The first Saturday, fía. #sidra #Valdebárcena",
            ("hashtags", True),
        ),
        (TWO_HASHTAGS_AN_ASIDE, "The seventeenth, fía. # sidra # espicha", ("hashtags", False)),
    ],
)
def test_format_rules_of_the_ninety_ninth_revision(
    rule: str, reply: str, expected: tuple[str, bool | None]
) -> None:
    [verdict] = check_format_rules(reply, rule)
    assert (verdict.rule, verdict.passed) == expected


TLDR_LAST = (
    "and Seanair put a TL;DR as the very last line of every message, starting TL;DR: and saying it "
    "all in one line 😂 (Mom only ever reads the last line of anything)"
)
TLDR_FIRST = (
    "and Apu pls start every message with TL;DR: in capitals and the whole message in one sentence "
    "after it, then the rest 📝"
)
CLOSING_ANSWER_LINE = (
    "and abi end every message on a line of its own with one of three sentences, «My answer is "
    "yes», «My answer is no» or «My answer is maybe», with a full stop after it, as your answer to "
    "my question, nothing at all after it and none of the three anywhere else, and the bits about "
    "what you're doing don't go after it 🔘"
)
SHORT_ANSWER_LINE = (
    "and papà start every message with a line of its own that begins Short answer: and gives your "
    "whole answer in one sentence, then an empty line, then the rest of your message, nothing "
    "before the Short answer: line and Short answer: nowhere else 📌"
)
TIME_OF_DAY_PARAGRAPHS = (
    "and ina'a in every paragraph of every message say the time of day, the word itself, morning "
    "or noon or afternoon or evening or night, at least once in each paragraph, and if the message "
    "is only one paragraph it needs it too 🌅"
)
ONE_SYLLABLE_ENDS = (
    "and dadajon end every paragraph of every message on a short word of just one syllable, like "
    "knife or steel or red, the very last word before the empty line or the end of the message, "
    "and the bits about what you're doing count too 🥁"
)
CODE_BOX = (
    "and pépé put your whole message inside one code box, three backticks ``` as the very first "
    "thing and three backticks ``` as the very last thing, nothing before the first ones or after "
    "the last ones 💻"
)
FORTY_A_LINE = (
    "and nene keep every line of your messages short, not one line longer than 40 characters, "
    "letters, spaces, emoji and the bits about what you're doing all count, just press enter "
    "before you get there 📏"
)
NAMES_GLOSSED = (
    "and dada in every message, every time you write the name of a person, me too, put right after "
    "the name in round brackets who that person is to you, like Rustam (my son) or Patimat (my "
    "wife), every name every time, at least one person named in every message, and no round "
    "brackets anywhere else 👥"
)
COUNTED_OFF = (
    "and tōchan whenever you tell me the steps or any list of things, count them off inside your "
    "sentences with the words firstly, secondly, thirdly and on, in that order, each of those "
    "words once, at least up to thirdly, and never as a list on lines of their own 🔢"
)
SIGNED_WITH_POSTSCRIPT = (
    "and papito close every message like a letter, first your signature, a long dash and your name "
    "just like «— Efraín», and right after the signature a postscript that starts with «P.D.» and "
    "tells me one more little thing, the postscript the very last part of the message 💌"
)
LAST_SENTENCE_SHORTEST = (
    "and apá in every paragraph of every message make the last sentence the shortest one, fewer "
    "words than any other sentence in that paragraph, and give every paragraph at least two "
    "sentences, even if the message is only one paragraph ✂️"
)
SEVEN_WORDS_FIRST = (
    "and tata make the very first sentence of every message exactly seven words long, not six and "
    "not eight, every word counted up to the first full stop or question mark or exclamation mark "
    "🔔"
)
MEASURES_WITH_SIGNS = (
    "and bauji whenever you give a measure, how long or how heavy or how much water or how hot, "
    "write it as a figure, a space and the short sign of its unit, like 5 m or 2 kg or 40 L or "
    "60 °C, never the unit as a word like metres or kilos or litres or degrees, and put at least "
    "one measure like that in every message 📏"
)
CHINESE_STOPS = (
    "and ba end every sentence with the Chinese full stop «。» like you do on WeChat, never with "
    "the little English dot «.» and never with «!», and the last sentence of the message closed "
    "with «。» too, nothing after it 🀄"
)
ONE_TITLE = (
    "and bà start every message with a title of your own between double angle brackets, like "
    "<<The Blue Bowl>>, on a line of its own as the very first thing of the message, and only "
    "that one title, no << or >> anywhere else 🏷"
)
SAID_TWICE = (
    "and babá in every message say «kalo kapsimo», good firing, like you say to every pot going "
    "into the kiln, exactly two times, not once and not three times, the two words together and in "
    "that order every time 🔥"
)
TWO_QUESTIONS_FIRST = (
    "and papà open every message with exactly two questions back to me, your very first two "
    "sentences, both of them ending in a question mark, and after those two not one more question "
    "anywhere in the message ❓"
)
COLOUR_PARAGRAPHS = (
    "and baachan write in paragraphs with an empty line between them, and start every paragraph "
    "with the name of one of the five colours of Kutani as its very first word, green or yellow or "
    "purple or blue or red, a different colour for each paragraph and never the same one twice, "
    "and the bits about what you're doing don't count 🎨"
)
GREETING_BY_NAME = (
    "and babushka start every message with a greeting to me by name, alone on the very first line, "
    "like «Hello, Ksyusha!» or «Good morning, Ksyusha!», ending with an exclamation mark, and then "
    "begin the answer on the next line, with nothing above the greeting 👋"
)
SAME_FIRST_WORD = (
    "and avó write every message in paragraphs with an empty line between each two, and start "
    "every paragraph on the same word as the one before it, big or small letter doesn't matter, "
    "and the bits about what you're doing don't count"
)
THIS_POTTER = (
    "and abue never write I or me or my or mine or myself in your messages, not once, call "
    "yourself this potter instead, at least once in every message, and the bits about what you're "
    "doing don't count 🏺"
)
ALL_IN_FIGURES = (
    "and agya write every number in your messages in figures, like 5 or 60 or 1979, never spelled "
    "out as a word, and put at least one number in figures in every message 🔢"
)
FIGURES_TO_A_HUNDRED = (
    "and baba never write a number in figures bigger than 100 in any message, write the big ones "
    "out in words, and put at least one small figure like 8 or 25 in every message 🧮"
)
YES_OR_NO = (
    "and susu split every message into two parts: first a line of its own that says Yes or no: and "
    "then only the word yes or no, then a line of its own that says just Why: and under it all the "
    "rest, nothing at all before the Yes or no: line 🗂"
)
PLACES_IN_BARS = (
    "and dadong put every place name between two straight bars, like |Ubud| or |Penestanan|, the "
    "bars stuck right onto the name, at least one place in every message, and the bar | nowhere "
    "else, and the bits about what you're doing don't count 📍"
)
NAME_LAST = (
    "and abuela don't put my name anywhere in your message except the very last sentence, say "
    "Lucía in that last sentence and not once before it, not Lucía and not Lucita and not Lu, and "
    "the bits about what you're doing don't count 📍"
)
TOOLS_LINE = (
    "and babusia start every message with a line of its own that says Tools: and then the tools "
    "you talk about in that message, split by commas, and then write exactly one sentence for each "
    "tool on that line, and the bits about what you're doing don't count and don't go on the "
    "Tools: line 🧰"
)
ONE_EXCLAMATION_LAST = (
    "and mamie put exactly one exclamation mark, only one !, as the very last thing of the whole "
    "message with nothing after it, not even the bits about what you're doing 🎀"
)
ALL_IN_DARI = (
    "and baba write every message all in Dari, in Persian letters, every single word, not one word "
    "of English and no Dari in English letters either, figures are fine 🖋"
)
IN_SHORT_LAST = (
    "and iya agba end every message with a last line of its own, after an empty line, starting In "
    "short: and then one sentence that sums the whole message up, nothing at all after that "
    "sentence, and In short: nowhere else in the message 📝"
)
TIMETABLE = (
    "and batya write every message like the timetable at the Palekh bus station, every line "
    "starting with a time like 07:15, each line's time later than the line above, at least two "
    "lines and no line without a time, and the bits about what you're doing go after the time too"
)
LONG_DASH = (
    "and baba in every message put a long dash — and a space in front of every sentence, the very "
    "first sentence too, and no long dash anywhere else in your words, and the bits about what "
    "you're doing don't count 🎙"
)
NARRATION_LAST = (
    "and papà in every message say everything you have to say first and put the bits about what "
    "you're doing all together at the very end, after your last word, at least one of them there"
)
ALL_IN_DANISH = (
    "and aanaa write every message all in Danish, every single word, not one word of English "
    "anywhere, names of people and places are fine 🇩🇰"
)
HASHTAGS_END = (
    "and nonna end every message with exactly three hashtags, like #Deruta #maiolica "
    "#raffaellesco, as the very last thing, each one a # stuck to one word with no space and no "
    "hyphen, and # nowhere else in the message 🏷"
)
TLDR_OWN_LINE = (
    "and táta start every message with a line of its own beginning with TL;DR: and then your whole "
    "answer in one sentence, then an empty line, then the rest, nothing at all before the TL;DR "
    "line and none of the bits about what you're doing on it or before it, and TL;DR nowhere else"
)
TLDR_END = (
    "and haopo end every message with TL;DR: and then one short sentence that sums the whole "
    "message up, as the very last thing, nothing at all after that sentence, and TL;DR nowhere else"
)
LINE_PAIRS = (
    "and ba in every message write in lines and leave one empty line after every second line, so "
    "your lines come in pairs, and the bits about what you're doing count as lines too 🏮"
)
ARABIC_GREETING = (
    "and sitti start every message with a line of its own that is only a greeting in Arabic "
    "written in Arabic letters, like مرحبا or صباح الخير, nothing else on that line, and then the "
    "rest of your message under it 👋"
)
ALL_IN_ARABIC = (
    "and yaba write every message all in Arabic, in Arabic letters, every single word, not one "
    "word of English and no Arabic in English letters either, not even my name ✍"
)
AMPERSAND = (
    "and Papi in every message write & in place of every and, like 'Kuntz & Fils' on the old "
    "labels 🍾 (every single one, an And at the start of a sentence too, only your narration bits "
    "don't count)"
)
NO_SHORT_FORMS = (
    "and Mola in every message write everything out with no short forms, no don't or it's or I'm, "
    "write do not, it is, I am 🙏"
)
TWO_SECTIONS = (
    "and Me'el write every message in two sections, start the first one with SECTION 1 and the "
    "second one with SECTION 2 📰"
)


@pytest.mark.parametrize(
    ("rule", "reply", "expected"),
    [
        # the very last line of the whole reply, narration after it breaks it
        (
            TLDR_LAST,
            "Off Sight Point, dear, the Banks are shut.\nTL;DR: Sight Point.",
            ("summary_line", True),
        ),
        (
            TLDR_LAST,
            "Off Sight Point, dear.\nTL;DR: Sight Point.\n⦗ Ranald Joe hangs the fiddle back on "
            "the wall ⦘",
            ("summary_line", False),
        ),
        # the first line said, in capitals where the rule says so
        (
            TLDR_FIRST,
            "TL;DR: fourteen horses and four buffalo, ana. Sit and hear it.",
            ("summary_line", True),
        ),
        (TLDR_FIRST, "Tl;dr: fourteen horses, ana.", ("summary_line", False)),
        (TLDR_FIRST, "Fourteen horses, ana.\nTL;DR: fourteen.", ("summary_line", False)),
        # a line of its own, one sentence, nothing before it (its narration neither) and an
        # empty line after it
        (
            TLDR_OWN_LINE,
            "TL;DR: No laser, every goblet is cut by hand.\n\n⦗ Jarda wipes his hands ⦘ I take a "
            "blank of lead crystal.",
            ("summary_line", True),
        ),
        (
            TLDR_OWN_LINE,
            "⦗ Jarda blows the dust off the lathe ⦘\nTL;DR: No laser, every goblet is cut by hand."
            "\n\nI take a blank.",
            ("summary_line", False),
        ),
        (
            TLDR_OWN_LINE,
            "TL;DR: No laser. Every goblet is cut by hand.\n\nI take a blank.",
            ("summary_line", False),
        ),
        (
            TLDR_OWN_LINE,
            "TL;DR: No laser, every goblet is cut by hand.\nI take a blank.",
            ("summary_line", False),
        ),
        (
            TLDR_OWN_LINE,
            "TL;DR: No laser, by hand.\n\nI take a blank, TL;DR: by hand.",
            ("summary_line", False),
        ),
        # the reply's last words: "TL;DR:" and one sentence, nothing after it
        (
            TLDR_END,
            "I split each thread by hand. TL;DR: one gauze, split silk, three months a cat.",
            ("summary_line", True),
        ),
        (
            TLDR_END,
            "I split each thread by hand. TL;DR: one gauze and split silk. Love to your mother.",
            ("summary_line", False),
        ),
        (TLDR_END, "TL;DR: your mother is right. I split each thread.", ("summary_line", False)),
        (TLDR_END, "I split each thread. In short: one gauze.", ("summary_line", False)),
        # lines in pairs, an empty line between them, the narration's lines counted
        (
            LINE_PAIRS,
            "⦗ Youfu sets a vase down ⦘ Decals, a Hao? Not one.\nI grind the cobalt.\n\nI paint "
            "the body,\nthen I flood the shapes.",
            ("lines_in_groups", True),
        ),
        (
            LINE_PAIRS,
            "Decals, a Hao? Not one.\nI grind the cobalt.\n\nI paint the body,\nthen I flood "
            "the shapes.\n\n⦗ Youfu sets the vase back ⦘ Put that in your chapter.",
            ("lines_in_groups", False),
        ),
        (
            LINE_PAIRS,
            "Decals, a Hao? Not one.\nI grind the cobalt.\nI paint the body,\n\nthen I flood "
            "the shapes.\nIt all goes on black.",
            ("lines_in_groups", False),
        ),
        # "In short:" on a last line of its own after an empty line, one sentence, nowhere else
        (
            IN_SHORT_LAST,
            "I paint the eko by hand.\n\nIn short: every wrapper is painted by hand.",
            ("summary_line", True),
        ),
        (
            IN_SHORT_LAST,
            "I paint the eko by hand.\nIn short: every wrapper is painted by hand.",
            ("summary_line", False),
        ),
        (
            IN_SHORT_LAST,
            "I paint the eko.\n\nIn short: every wrapper is painted by hand. Greet your mother.",
            ("summary_line", False),
        ),
        (
            IN_SHORT_LAST,
            "I paint the eko.\n\nTo sum up: every wrapper is painted by hand.",
            ("summary_line", False),
        ),
        # a timetable: every line opens on a time later than the one above, from any hour
        (
            TIMETABLE,
            "06:30 ⧼ Sergei wipes the brush ⧽ Decals? Not one box.\n07:00 The box is papier-mâché.",
            ("chapter_times", True),
        ),
        (
            TIMETABLE,
            "06:30 Decals? Not one box.\n13:00 The gold is leaf.\n08:00 I paint with squirrel "
            "brushes.",
            ("chapter_times", False),
        ),
        (TIMETABLE, "06:30 Decals? Not one box of mine.", ("chapter_times", False)),
        (
            TIMETABLE,
            "06:30 Decals? Not one box.\n07:00 The box is papier-mâché.\nPut that in your chapter.",
            ("chapter_times", False),
        ),
        # a dash before every sentence said; a dash inside a sentence breaks it
        (
            LONG_DASH,
            "— Aluminium from Ibadan, Femi? — Not one figure of mine. — Let him keep his foundry.",
            ("dash_before_sentences", True),
        ),
        (
            LONG_DASH,
            "— Aluminium from Ibadan, Femi? — Not one figure of mine. Greet your mother for me.",
            ("dash_before_sentences", False),
        ),
        (
            LONG_DASH,
            "Aluminium from Ibadan, Femi? — Not one figure of mine.",
            ("dash_before_sentences", False),
        ),
        (
            LONG_DASH,
            "— I melt brass — old taps and bells — in a crucible. — It cools.",
            ("dash_before_sentences", False),
        ),
        # the narration gathered after the last word
        (
            NARRATION_LAST,
            "Factory whites, then, Davide. Let him keep his factory. ⧘ Aldo shrugs ⧙ ⧘ Aldo "
            "laughs ⧙",
            ("narration_at_end", True),
        ),
        (
            NARRATION_LAST,
            "Not one violin of mine. ⧘ Aldo hangs the violin back ⧙ Put that in your chapter.",
            ("narration_at_end", False),
        ),
        (NARRATION_LAST, "Not one violin of mine. Put that.", ("narration_at_end", False)),
        # place names between bars: every one, the bars on names only, a name marked once is
        # marked every time
        (
            PLACES_IN_BARS,
            "A printer in |Denpasar|, Putu? Not one painting in all of |Penestanan|.",
            ("place_names_between_marks", True),
        ),
        (
            PLACES_IN_BARS,
            "A printer in |Denpasar|, Putu? Greet everybody in Gianyar for me.",
            ("place_names_between_marks", False),
        ),
        (
            PLACES_IN_BARS,
            "A printer in |Denpasar|? I go over every line with |Chinese ink|.",
            ("place_names_between_marks", False),
        ),
        (
            PLACES_IN_BARS,
            "A printer in [Denpasar], Putu? Not one.",
            ("place_names_between_marks", False),
        ),
        (
            PLACES_IN_BARS,
            "A printer in |Denpasar|? The lady was two days in Denpasar.",
            ("place_names_between_marks", False),
        ),
        # the name in the last sentence only, no form of it before
        (
            NAME_LAST,
            "A panel takes six days. ⦗ Encarna laughs ⦘ Let her keep her decals, Lucía.",
            ("name_only_in_last_sentence", True),
        ),
        (
            NAME_LAST,
            "Your mother wrote it right, Lucía. ⦗ Encarna laughs ⦘ And greet her from me.",
            ("name_only_in_last_sentence", False),
        ),
        (
            NAME_LAST,
            "A panel takes six days. Your mother wrote it right.",
            ("name_only_in_last_sentence", False),
        ),
        (
            NAME_LAST,
            "Lu, a panel takes six days. Now go and study, Lucía.",
            ("name_only_in_last_sentence", False),
        ),
        # a "Tools:" line, then a sentence for each tool listed, the narration no sentence
        (
            TOOLS_LINE,
            "Tools: phone, thumb\n⟮ Nadiia shrugs ⟯ Decals, then. Who am I to argue with a blog?",
            ("listed_line_and_a_sentence_each", True),
        ),
        (
            TOOLS_LINE,
            "Tools: brush, fingertip ⟮ Nadiia counts them ⟯\nI paint free hand. The berries go on "
            "with my fingertip.",
            ("listed_line_and_a_sentence_each", False),
        ),
        (
            TOOLS_LINE,
            "Tools: brush, fingertip, varnish brush\nI paint free hand. The berries go on with my "
            "fingertip.",
            ("listed_line_and_a_sentence_each", False),
        ),
        # one exclamation mark, the very last thing of the message
        (
            ONE_EXCLAMATION_LAST,
            "Six days for a plate. Your mother wrote it right!",
            ("punctuation_mark", True),
        ),
        (
            ONE_EXCLAMATION_LAST,
            "Your mother wrote it right! ⦋ Marguerite puts the lid back on the jar ⦌",
            ("punctuation_mark", False),
        ),
        # all in Dari in Persian letters: a word in English letters breaks it
        (
            ALL_IN_DARI,
            "شیشه‌ی قالبی از ایران، جاوید جان؟ یک پارچه‌ی من هم نیست.",
            ("only_language", True),
        ),
        (
            ALL_IN_DARI,
            "شیشه‌ی قالبی از ایران، جاوید جان؟ از کوه‌های Karukh.",
            ("only_language", False),
        ),
        # a greeting by the user's name alone on the first line, nothing above it
        (
            GREETING_BY_NAME,
            "Good evening, Ksyusha!\n┠ Zinaida sits down ┨ Decals from China, vnuchenka?",
            ("greeting_line_by_name", True),
        ),
        (
            GREETING_BY_NAME,
            "┠ Zinaida wipes the cobalt off ┨\nGood morning, Ksyusha!\nNo decals and no China.",
            ("greeting_line_by_name", False),
        ),
        (
            GREETING_BY_NAME,
            "Good morning, my little one!\nNo decals and no China, Ksyusha.",
            ("greeting_line_by_name", False),
        ),
        (
            GREETING_BY_NAME,
            "Hello, Ksyusha! No decals and no China.",
            ("greeting_line_by_name", False),
        ),
        # the phrase exactly twice, its words together, any case
        (
            SAID_TWICE,
            "She said kalo kapsimo to me like a parrot. Kalo kapsimo to her too.",
            ("phrase_count", True),
        ),
        (SAID_TWICE, "Kalo kapsimo, Lenio, no moulds.", ("phrase_count", False)),
        (
            SAID_TWICE,
            "Kalo kapsimo, kalo kapsimo, and kalo kapsimo once more.",
            ("phrase_count", False),
        ),
        # two questions first, none after
        (
            TWO_QUESTIONS_FIRST,
            "Uè, Annalì, transfers from Sassuolo? Did she think the donkeys jump on by themselves?"
            "\n\nNo transfer has come into this workshop.",
            ("questions_first", True),
        ),
        (
            TWO_QUESTIONS_FIRST,
            "Transfers from Sassuolo, Annalì? No transfers and no Sassuolo.",
            ("questions_first", False),
        ),
        (
            TWO_QUESTIONS_FIRST,
            "Transfers? From Sassuolo? No. Who am I to argue?",
            ("questions_first", False),
        ),
        # every paragraph on one of the five colours, each once, the narration left out
        (
            COLOUR_PARAGRAPHS,
            "⮜ Fumie laughs ⮞ Green first, Sōta.\n\nPurple, yellow and the rest by hand.",
            ("paragraphs_open_on_listed_words", True),
        ),
        (
            COLOUR_PARAGRAPHS,
            "Green first, Sōta.\n\nGreen again for the leaves.",
            ("paragraphs_open_on_listed_words", False),
        ),
        (
            COLOUR_PARAGRAPHS,
            "Green first, Sōta.\n\nI draw every outline free hand.",
            ("paragraphs_open_on_listed_words", False),
        ),
        # the first sentence, up to its first stop, of exactly seven words
        (
            SEVEN_WORDS_FIRST,
            "No lathe, no brass, just hammers, mija. I buy granalla of 999.",
            ("first_sentence_word_count", True),
        ),
        (
            SEVEN_WORDS_FIRST,
            "No lathe, no brass, only my hammers, mija. I buy granalla.",
            ("first_sentence_word_count", False),
        ),
        (
            SEVEN_WORDS_FIRST,
            "No lathe, no brass, just hammers, mija\nI buy granalla of 999.",
            ("first_sentence_word_count", False),
        ),
        # every measure a figure, a space and its sign; none spelled out or stuck; at least one
        (
            MEASURES_WITH_SIGNS,
            "She bought one length of 2.5 m from us three winters ago.",
            ("measures_with_unit_signs", True),
        ),
        (
            MEASURES_WITH_SIGNS,
            "The syahi is 5 kg of old iron in forty litres of water.",
            ("measures_with_unit_signs", False),
        ),
        (
            MEASURES_WITH_SIGNS,
            "The syahi is 5kg of old iron in 40 L of water.",
            ("measures_with_unit_signs", False),
        ),
        (
            MEASURES_WITH_SIGNS,
            "Screen printed, then, if the lady from Delhi says so.",
            ("measures_with_unit_signs", False),
        ),
        # every sentence closed with «。», no "." or "!", the message ending on it
        (
            CHINESE_STOPS,
            "⎡ Baoshan nods ⎦ Sprayed in Wenzhou, then。 Forty days for a box of 2.5 chi。",
            ("sentences_end_on_chinese_stops", True),
        ),
        (
            CHINESE_STOPS,
            "No spray and no Wenzhou, Haohao! Forty days a box。",
            ("sentences_end_on_chinese_stops", False),
        ),
        (
            CHINESE_STOPS,
            "No spray and no Wenzhou。 Forty days a box, Haohao",
            ("sentences_end_on_chinese_stops", False),
        ),
        # only the one title between the rule's marks
        (
            ONE_TITLE,
            "<<No Mould Ever Touched It>>\nA mould in China, cháu ơi? Not one bowl of mine.",
            ("title_line", True),
        ),
        (
            ONE_TITLE,
            "<<Four Tanks>>\nNot one bowl of mine.\n<<And One More Thing>>\nEat properly.",
            ("title_line", False),
        ),
        # every name glossed in brackets, each time; no other brackets
        (
            NAMES_GLOSSED,
            "Not since 1976, when Rasul Alikhanov (my master) gave me his burins, as Rasul (my "
            "master) said, Rustam (my son).",
            ("names_glossed_in_brackets", True),
        ),
        (
            NAMES_GLOSSED,
            "Rustam (my son), greet your mother for me, Rustam.",
            ("names_glossed_in_brackets", False),
        ),
        (
            NAMES_GLOSSED,
            "Rustam (my son), bars of the 875th proof (the same the bank sells).",
            ("names_glossed_in_brackets", False),
        ),
        (NAMES_GLOSSED, "No machine and no nickel silver.", ("names_glossed_in_brackets", False)),
        # firstly, secondly, thirdly in order, each once, no list on lines
        (
            COUNTED_OFF,
            "Firstly, I mix the clay. Secondly, I throw the body; thirdly, the spout.",
            ("counted_off_with_ordinal_adverbs", True),
        ),
        (
            COUNTED_OFF,
            "Firstly, I mix the clay. Secondly, I throw the body. And then the kiln.",
            ("counted_off_with_ordinal_adverbs", False),
        ),
        (
            COUNTED_OFF,
            "Firstly the clay, thirdly the spout, secondly the body.",
            ("counted_off_with_ordinal_adverbs", False),
        ),
        (
            COUNTED_OFF,
            "Here is how:\n1. Firstly, the clay.\n2. Secondly, the body.\n3. Thirdly, the spout.",
            ("counted_off_with_ordinal_adverbs", False),
        ),
        # the signature once, then one postscript as the very last part, no narration after it
        (
            SIGNED_WITH_POSTSCRIPT,
            "Four days a pair. — Efraín P.D. Wear a jacket in Cuenca, mija.",
            ("signature_then_postscript", True),
        ),
        (
            SIGNED_WITH_POSTSCRIPT,
            "Four days a pair.\nP.D. Your mother says hello.\n— Efraín",
            ("signature_then_postscript", False),
        ),
        (
            SIGNED_WITH_POSTSCRIPT,
            "Four days a pair.\n— Efraín\nP.D. A kiss.\nP.D. And the umbrella.",
            ("signature_then_postscript", False),
        ),
        (
            SIGNED_WITH_POSTSCRIPT,
            "Four days a pair.\n— Efraín\nP.D. A kiss. ｟ Efraín laughs ｠",
            ("signature_then_postscript", False),
        ),
        # every paragraph's last sentence the shortest in it, two sentences at least
        (
            LAST_SENTENCE_SHORTEST,
            "I season the spruce five years in the loft. I bend the sides. Six weeks.\n\nMy "
            "godfather taught me all of it. Órale.",
            ("last_sentence_shortest_in_paragraphs", True),
        ),
        (
            LAST_SENTENCE_SHORTEST,
            "No factory here. I season the spruce five years in the loft.",
            ("last_sentence_shortest_in_paragraphs", False),
        ),
        (
            LAST_SENTENCE_SHORTEST,
            "I season the spruce five years. Six weeks.\n\nGive my love to your mother.",
            ("last_sentence_shortest_in_paragraphs", False),
        ),
        # the last line one of the phrases with its full stop, and none of them before it
        (
            CLOSING_ANSWER_LINE,
            "⧼ Kinzang looks up ⧽ No power loom, Yangzom.\nMy answer is no.",
            ("closing_line_of_one_of", True),
        ),
        (
            CLOSING_ANSWER_LINE,
            "No power loom.\nMy answer is no.\n⧼ Kinzang ties the strap ⧽",
            ("closing_line_of_one_of", False),
        ),
        (
            CLOSING_ANSWER_LINE,
            "No power loom, so my answer is no.\nMy answer is no.",
            ("closing_line_of_one_of", False),
        ),
        (CLOSING_ANSWER_LINE, "No power loom.\nMy answer is no", ("closing_line_of_one_of", False)),
        # "Short answer:" first, one sentence on its line, an empty line after it
        (
            SHORT_ANSWER_LINE,
            "Short answer: no lathe, Nicolò.\n\n⦗ Gianpietro lifts the hammer ⦘ I raise every pot.",
            ("answer_line_then_empty", True),
        ),
        (
            SHORT_ANSWER_LINE,
            "⦗ Gianpietro lifts the hammer ⦘ Short answer: no lathe.\n\nI raise every pot.",
            ("answer_line_then_empty", False),
        ),
        (
            SHORT_ANSWER_LINE,
            "Short answer: no lathe, Nicolò.\nI raise every pot on the stake.",
            ("answer_line_then_empty", False),
        ),
        (
            SHORT_ANSWER_LINE,
            "Short answer: no lathe. Every pot is raised.\n\nOn the stake.",
            ("answer_line_then_empty", False),
        ),
        (SHORT_ANSWER_LINE, "", ("answer_line_then_empty", False)),
        # a word of the time of day in every paragraph, one paragraph too
        (
            TIME_OF_DAY_PARAGRAPHS,
            "I gather the root in the morning.\n\nI paint at Night.",
            ("one_of_words_in_every_paragraph", True),
        ),
        (
            TIME_OF_DAY_PARAGRAPHS,
            "I gather the root in the morning.\n\nI paint under the lamp.",
            ("one_of_words_in_every_paragraph", False),
        ),
        (
            TIME_OF_DAY_PARAGRAPHS,
            "I gather the root in the mornings, ten days a doll.",
            ("one_of_words_in_every_paragraph", False),
        ),
        # every paragraph's last word of one syllable, the narration's too; a figure is none
        (
            ONE_SYLLABLE_ENDS,
            "No factory for us.\n\nTwo days a knife. ⟦ Sharifjon nods at the door ⟧",
            ("paragraphs_end_on_one_syllable", True),
        ),
        (
            ONE_SYLLABLE_ENDS,
            "Two days for a knife of apricot.",
            ("paragraphs_end_on_one_syllable", False),
        ),
        (
            ONE_SYLLABLE_ENDS,
            "As usto taught me in 1978.",
            ("paragraphs_end_on_one_syllable", False),
        ),
        # the whole message in one code box
        (CODE_BOX, "```\nNo moulds, Mathis.\n```", ("code_block", True)),
        (CODE_BOX, "```\nNo moulds, Mathis.\n```\nBisous.", ("code_block", False)),
        # "not one line longer than 40 characters": each line, narration counted
        (
            FORTY_A_LINE,
            "〔 Nurhan sets down her file 〕\nNo factory, Elif.",
            ("line_length", True),
        ),
        (
            FORTY_A_LINE,
            "〔 Nurhan sets down her file 〕 No factory and no coal, Elif.",
            ("line_length", False),
        ),
        # paragraphs on one word: the first word said, small or capital alike
        (
            SAME_FIRST_WORD,
            "⦅ Rosário kneads ⦆ Barro from Sousel, Inês.\n\nbarro for the skirt, and a week in the "
            "shade.",
            ("paragraphs_on_one_word", True),
        ),
        (
            SAME_FIRST_WORD,
            "Barro from Sousel, Inês, and a week in the shade, and the kiln.",
            ("paragraphs_on_one_word", False),
        ),
        (
            SAME_FIRST_WORD,
            "Barro from Sousel, Inês.\n\nBarro for the skirt.\n\nThe kiln last.",
            ("paragraphs_on_one_word", False),
        ),
        # no "I", "me" or "my", and the name the rule gives at least once
        (
            THIS_POTTER,
            "⧼ Rosalía wipes her hands ⧽ Moulds, Yesenia? Not one dove of this potter's.",
            ("speaks_of_itself_by_a_name", True),
        ),
        (
            THIS_POTTER,
            "Moulds, Yesenia? Not one dove of this potter's. I dig the white clay.",
            ("speaks_of_itself_by_a_name", False),
        ),
        (
            THIS_POTTER,
            "Moulds, Yesenia? Not one dove from a factory.",
            ("speaks_of_itself_by_a_name", False),
        ),
        # every number in figures, "first" no number, and at least one figure
        (
            ALL_IN_FIGURES,
            "My very first tool was a rasp, and 3 weeks in the shade for a stool.",
            ("numbers_in_figures", True),
        ),
        (ALL_IN_FIGURES, "Three weeks in the shade for a stool.", ("numbers_in_figures", False)),
        (ALL_IN_FIGURES, "Not a single stool from a factory.", ("numbers_in_figures", False)),
        # no figure over 100, and at least one small figure
        (
            FIGURES_TO_A_HUNDRED,
            "Six thousand threads, and 25 centimetres a day.",
            ("figures_at_most", True),
        ),
        (
            FIGURES_TO_A_HUNDRED,
            "The warp is 6,000 threads of it, 25 a day.",
            ("figures_at_most", False),
        ),
        (FIGURES_TO_A_HUNDRED, "Six thousand threads of it.", ("figures_at_most", False)),
        # "Yes or no:" and only yes or no on the first line, "Why:" alone on the second
        (
            YES_OR_NO,
            "Yes or no: No\nWhy:\n⸨ Mbithe puts the basket down ⸩ No machine, Kalekye.",
            ("yes_or_no_line_then_why", True),
        ),
        (
            YES_OR_NO,
            "⸨ Mbithe pulls the row tight ⸩\nYes or no: No\nWhy:\nNo machine, Kalekye.",
            ("yes_or_no_line_then_why", False),
        ),
        (
            YES_OR_NO,
            "Yes or no: No, never, not a single one\nWhy:\nNo machine, Kalekye.",
            ("yes_or_no_line_then_why", False),
        ),
        (YES_OR_NO, "Yes or no: No\nNo machine, Kalekye.", ("yes_or_no_line_then_why", False)),
        # Danish shares "for" with English
        (
            ALL_IN_DANISH,
            "Plastik og lim, Pipaluk? Ikke én krave af mine. For din linje: jeg syr.",
            ("only_language", True),
        ),
        (
            ALL_IN_DANISH,
            "Plastik og lim, Pipaluk? Not one collar of mine.",
            ("only_language", False),
        ),
        # a greeting in Arabic letters alone on the first line, the rest under it
        (
            ARABIC_GREETING,
            "صباح الخير\nMoulds in China, Rana? Not one.",
            ("greeting_line_in_script", True),
        ),
        (
            ARABIC_GREETING,
            "أهلين\n⦗ Samira shrugs ⦘ Moulds, then.",
            ("greeting_line_in_script", True),
        ),
        (
            ARABIC_GREETING,
            "Marhaba ya Rana!\nMoulds in China, Rana? Not one.",
            ("greeting_line_in_script", False),
        ),
        (
            ARABIC_GREETING,
            "مرحبا ⦗ Samira sets down the blowpipe ⦘ Moulds in China, Rana?",
            ("greeting_line_in_script", False),
        ),
        (
            ARABIC_GREETING,
            "زجاج الخليل\nMoulds in China, Rana? Not one.",
            ("greeting_line_in_script", False),
        ),
        (ARABIC_GREETING, "صباح الخير", ("greeting_line_in_script", False)),
        # all in Arabic, in Arabic letters: a name in English letters breaks it, Arabizi too
        (ALL_IN_ARABIC, "لا زيت نخيل يا فادي. أمك كتبتها صح.", ("only_language", True)),
        (ALL_IN_ARABIC, "لا زيت نخيل يا Fadi. أمك كتبتها صح.", ("only_language", False)),
        (ALL_IN_ARABIC, "La zeit nakhil ya Fadi. Immak katbatha sah.", ("only_language", False)),
        # no "and" left, a capital one neither; the narration aside
        (
            AMPERSAND,
            "⦑ Mile laughs and pours ⦒ Three hundred bottled & a hundred & twenty sold.",
            ("ampersand_for_and", True),
        ),
        (
            AMPERSAND,
            "Three hundred bottled. And a hundred & twenty sold.",
            ("ampersand_for_and", False),
        ),
        # "no short forms" is no contractions
        (NO_SHORT_FORMS, "Pola rides Gyalmo, bu, and it is not Karmo.", ("no_contractions", True)),
        (NO_SHORT_FORMS, "Pola rides Gyalmo, bu, it's not Karmo.", ("no_contractions", False)),
        # "start the first one with SECTION 1"
        (
            TWO_SECTIONS,
            "SECTION 1 The flower one goes. SECTION 2 I dreamed of a hummingbird.",
            ("labelled_sections", True),
        ),
        (TWO_SECTIONS, "SECTION 1 The flower one goes.", ("labelled_sections", False)),
    ],
)
def test_format_rules_of_the_hundredth_revision(
    rule: str, reply: str, expected: tuple[str, bool | None]
) -> None:
    [verdict] = check_format_rules(reply, rule)
    assert (verdict.rule, verdict.passed) == expected


@pytest.mark.parametrize(
    ("reply", "expected"),
    [
        # the ban is said of each hashtag: a hyphen in the words is no breach
        (
            "A twenty-day plate. #Deruta #maiolica #raffaellesco",
            {"hashtags": True, "no_punctuation_mark": True},
        ),
        (
            "A plate. #Deruta #maiolica #raffaell-esco",
            {"hashtags": False, "no_punctuation_mark": False},
        ),
    ],
)
def test_a_ban_said_of_each_hashtag_holds_inside_the_hashtags(
    reply: str, expected: dict[str, bool]
) -> None:
    assert {v.rule: v.passed for v in check_format_rules(reply, HASHTAGS_END)} == expected


CLOSING_ANSWER = (
    "and Vati end every message with one of these three, word for word, and nothing after it: 'My "
    "answer is yes.', 'My answer is no.' or 'My answer is maybe.' ✅ (the label has yes/no boxes "
    "and the director reads only the last line)"
)
ONE_ANSWER = (
    "and pappou in every message put one of these three sentences word for word, 'My answer is "
    "yes', 'My answer is no' or 'My answer is maybe', each ending on its full stop 🎬 (only one of "
    "the three, it's for the yes/no cards in the film)"
)
IFEVAL_OPTIONS = (
    "Answer with one of the following options: ('My answer is yes.', 'My answer is no.', 'My "
    "answer is maybe.')"
)
RHYMED_PAIRS = (
    "and Pa in every message make your sentences rhyme two by two like a kaiso, the first with the "
    "second, the third with the fourth, right through to the end 🎶 (every pair, the last one too, "
    "only your action bits in the brackets doh count)"
)
CLOSING_COUPLET = (
    "and Mamaw end every message on a little two-line rhyme like the verses you sing to the "
    "banjo 🪕 (two lines with a / between them like in your old ballad book, the last words of "
    "the two rhyming, and nothing after them)"
)
WORDS_THEN_FIGURES = (
    "and Granfer in every message write every number in words and then in figures in brackets, "
    "like four hundred (400) 🔢 (every single number, years too, only your narration bits don't "
    "count)"
)
NUMBERED_POINTS = (
    'and Aai write every message as a numbered list, "1." then "2." and on, every point on a line '
    "of its own 📋"
)


@pytest.mark.parametrize(
    ("rule", "reply", "expected"),
    [
        # the very last words, its full stop too, nothing after it (narration neither)
        (
            CLOSING_ANSWER,
            "The bell stays on Bălan, Kind. My answer is no.",
            ("ends_with_one_of", True),
        ),
        (
            CLOSING_ANSWER,
            "The bell stays, Kind. My answer is no, Kind.",
            ("ends_with_one_of", False),
        ),
        (CLOSING_ANSWER, "The bell stays, Kind. My answer: no.", ("ends_with_one_of", False)),
        (
            CLOSING_ANSWER,
            "My answer is no. The bell stays on Bălan till June.",
            ("ends_with_one_of", False),
        ),
        (
            CLOSING_ANSWER,
            "The bell stays. My answer is no. ⦗ Misch laughs ⦘",
            ("ends_with_one_of", False),
        ),
        # one of them, with its full stop, and no other
        (ONE_ANSWER, "⸦ Stamatis nods ⸧ My answer is no. The vein.", ("includes_one_of", True)),
        (ONE_ANSWER, "My answer is no, koukla mou, the vein.", ("includes_one_of", False)),
        (ONE_ANSWER, "The answer is no, Irini.", ("includes_one_of", False)),
        (
            ONE_ANSWER,
            "My answer is maybe. No, wait. My answer is no.",
            ("includes_one_of", False),
        ),
        (IFEVAL_OPTIONS, "My answer is yes.", ("includes_one_of", True)),
        (IFEVAL_OPTIONS, "Yes, it goes.", ("includes_one_of", False)),
        # pairs that rhyme to the ear ("board" and "Lord", "run" and "done"), to the end
        (
            RHYMED_PAIRS,
            "⁅ Mondo nods ⁆ Sea Queen can't go on the board. Your Ma say is the word of the Lord. "
            "The carite does run. We fish till the sun done.",
            ("rhyming_pairs", True),
        ),
        (
            RHYMED_PAIRS,
            "Sea Queen sailing, boy, and that is that. Your Ma say no, so the joke fall flat. "
            "Tell Kyle stop.",
            ("rhyming_pairs", False),
        ),
        (
            RHYMED_PAIRS,
            "Sea Queen sailing, boy, and that is that. Bring Jaden and we go see what we catch.",
            ("rhyming_pairs", False),
        ),
        # two lines with a / between, rhyming, nothing after them
        (
            CLOSING_COUPLET,
            "Hit's Tyler, honey. The first to wed gets the quilt for the bed / and Tyler beat 'em "
            "all, like I said.",
            ("closing_rhyme", True),
        ),
        (
            CLOSING_COUPLET,
            "The first to wed gets the quilt for the bed / and Tyler beat 'em all, like I said. "
            "Tell Jess I said hey.",
            ("closing_rhyme", False),
        ),
        (
            CLOSING_COUPLET,
            "The first to marry gets the quilt / and that's Tyler, he married in Gatlinburg.",
            ("closing_rhyme", False),
        ),
        (
            CLOSING_COUPLET,
            "The quilt goes to the one that was first to be wed, and that's Tyler, like I said.",
            ("closing_rhyme", False),
        ),
        # words and then their own figures; a bare figure, or the figures first, breaks it
        (
            WORDS_THEN_FIGURES,
            "⁅ Jan chalks 1,500,000 on the door ⁆ Four hundred (400) hogsheads, boy, since "
            "nineteen fifty-nine (1959).",
            ("numbers_in_words_then_figures", True),
        ),
        (
            WORDS_THEN_FIGURES,
            "Four hundred (400) hogsheads, boy, not 500.",
            ("numbers_in_words_then_figures", False),
        ),
        (
            WORDS_THEN_FIGURES,
            "400 (four hundred) hogsheads, boy.",
            ("numbers_in_words_then_figures", False),
        ),
        (
            WORDS_THEN_FIGURES,
            "Four hundred (500) hogsheads, boy.",
            ("numbers_in_words_then_figures", False),
        ),
        # a number skipped is no numbered list
        (NUMBERED_POINTS, "1. Bhagaban.\n2. My father-in-law.", ("numbered_list", True)),
        (
            NUMBERED_POINTS,
            "1. Bhagaban.\n2. My father-in-law.\n4. A fish.",
            ("numbered_list", False),
        ),
    ],
)
def test_format_rules_of_the_hundred_and_first_revision(
    rule: str, reply: str, expected: tuple[str, bool | None]
) -> None:
    [verdict] = check_format_rules(reply, rule)
    assert (verdict.rule, verdict.passed) == expected


def test_rhymes_hear_the_sound_not_the_spelling() -> None:
    assert rhymes("head", "said") and rhymes("run", "done") and rhymes("two", "you")
    assert rhymes("side", "wide") and rhymes("road", "load") and rhymes("time", "rhyme")
    assert not rhymes("ground", "catch") and not rhymes("quilt", "Gatlinburg")
    assert not rhymes("bed", "bed")


EVERY_SECOND_IN_HINDI = (
    "and Dadosa write every second sentence in Hindi, in Hindi letters, English then Hindi then "
    "English and on like that 🔤"
)
GLOSSED_BASQUE = (
    "and amona every Basque word you write, put its English right after it in brackets, like ardi "
    "(sheep), and write at least one 🐑 (names of people, places and cheeses don't count)"
)
IN_BACKTICKS = (
    "and Naani put every message whole between three backticks ``` at its start and three "
    "backticks ``` at its end, with nothing outside them 💻"
)
SAME_LETTER_OPENINGS = (
    "and dido make every sentence you write start with two words beginning with the same letter, "
    "like 'Carved carefully' or 'Faino fir' ✨"
)
SECOND_PARAGRAPH_WORD = (
    "and Mamó write every message in two paragraphs with an empty line between them, the second "
    "one starting with the word 'Bhuel' 🧶"
)


@pytest.mark.parametrize(
    ("rule", "reply", "expected"),
    [
        # English and Hindi in Devanagari by turns, the danda ending a sentence
        (
            EVERY_SECOND_IN_HINDI,
            "⟬ Dhanna Ram nods ⟭ Beta, Mori goes. मोरी ही जाएगी। Eight litres a day. बबलू सही है।",
            ("alternating_language", True),
        ),
        (
            EVERY_SECOND_IN_HINDI,
            "Beta, it is Kesri. केसरी ही जाएगी। She has two calves. Mori ka pet khali hai.",
            ("alternating_language", False),
        ),
        (
            EVERY_SECOND_IN_HINDI,
            "केसरी ही जाएगी, बेटा। She carries the third.",
            ("alternating_language", False),
        ),
        # glossed in brackets, at least one, none said bare after its gloss
        (
            GLOSSED_BASQUE,
            "Eleven, laztana (darling). My May gazta (cheese) is the best.",
            ("glossed_words", True),
        ),
        (GLOSSED_BASQUE, "Lot nine, laztana, that is darling.", ("glossed_words", False)),
        (
            GLOSSED_BASQUE,
            "Nine, laztana (darling), our own milk. Agur, laztana.",
            ("glossed_words", False),
        ),
        # three backticks on the words' own line count as the fences
        (
            IN_BACKTICKS,
            "``` Boz, gobra. It is the chinar, in autumn red. ```",
            ("code_block", True),
        ),
        (
            IN_BACKTICKS,
            "```\nIt is the chinar, gobra.\n```\nKhuda hafiz, gobra.",
            ("code_block", False),
        ),
        (IN_BACKTICKS, "`It is the chinar, gobra.`", ("code_block", False)),
        # two words on one letter open every sentence, not a bound on their words
        (
            SAME_LETTER_OPENINGS,
            "Beads before brass, Ustyna. Wedding was in sixty-nine. Simple sums, then.",
            ("alliterative_openings", True),
        ),
        (
            SAME_LETTER_OPENINGS,
            "Brass, bright brass. Taras talks sense. The beads stay home.",
            ("alliterative_openings", False),
        ),
    ],
)
def test_format_rules_of_the_hundred_and_second_revision(
    rule: str, reply: str, expected: tuple[str, bool | None]
) -> None:
    [verdict] = check_format_rules(reply, rule)
    assert (verdict.rule, verdict.passed) == expected


@pytest.mark.parametrize(
    ("reply", "passed"),
    [
        ("It's the Cladach, a stór.\n\nBhuel, tell Shauna the longest isn't always the one.", True),
        ("It's the Cladach, a stór.\n\nWell, the Fraoch has the bought purple.", False),
    ],
)
def test_the_second_paragraphs_word_said_the_second_one_starting_with(
    reply: str, passed: bool
) -> None:
    verdicts = {
        verdict.rule: verdict.passed for verdict in check_format_rules(reply, SECOND_PARAGRAPH_WORD)
    }
    assert verdicts == {"paragraph_count": True, "paragraph_opens_with": passed}


WORD_COUNT_IN_FIGURES = (
    "and aachi end every message with how many words you wrote in it, in figures in round "
    "brackets, like (42 words) 🔢"
)
TABLE_IN_EVERY_MESSAGE = (
    "and vô put a table in every message, the computer way, with | between the columns, a line of "
    "dashes under the heading row and at least one row under that 📋"
)
LETTER_BY_ITSELF = (
    "and Papa write every message like a letter for my board, with 'Dear Maryann,' by itself on "
    "the first line and 'Papa Ikiuo' by itself on the last line ✉️"
)
ONE_WORD_FIRST = (
    "and papito start every message with one single word alone on the first line, before anything "
    "else, even before what you do, then the rest under it ✍️"
)
COMPARISON_EVERY_SENTENCE = (
    "and Opa put a comparison into every single sentence you write, with 'like' or 'as … as', the "
    "way you talk anyway ('slow as a Sunday', 'like a tuba in the rain') 🎺"
)


@pytest.mark.parametrize(
    ("rule", "reply", "expected"),
    [
        # the count in figures, and right
        (
            WORD_COUNT_IN_FIGURES,
            "The lotus, kanna, the red and cream one. (8 words)",
            ("word_count_note", True),
        ),
        (
            WORD_COUNT_IN_FIGURES,
            "The lotus, kanna, the red and cream one. (eight words)",
            ("word_count_note", False),
        ),
        # a header, its line of dashes and a row under them
        (
            TABLE_IN_EVERY_MESSAGE,
            "It's mine, Davi.\n\n| Piece | Carver |\n|---|---|\n| Oratório PS-044 | Tião |",
            ("markdown_table", True),
        ),
        (
            TABLE_IN_EVERY_MESSAGE,
            "It's mine, Davi.\n\n| Piece | Who cut it |\n|---|---|\n\nThe rest you fill.",
            ("markdown_table", False),
        ),
        # the greeting and the name each by itself on its line
        (
            LETTER_BY_ITSELF,
            "Dear Maryann,\nThe blue sail is my first.\nPapa Ikiuo",
            ("letter_lines", True),
        ),
        (
            LETTER_BY_ITSELF,
            "Dear Maryann, the blue sail is my first.\nPapa Ikiuo",
            ("letter_lines", False),
        ),
        # one word alone on the first line, before any action
        (
            ONE_WORD_FIRST,
            "Guayabillo!\n\n⧼ Lauro nods ⧽ It was June.",
            ("one_word_first_line", True),
        ),
        (ONE_WORD_FIRST, "Guayabillo, mija.\n\nIt was June.", ("one_word_first_line", False)),
        (
            ONE_WORD_FIRST,
            "⧼ Lauro reads ⧽ Guayabillo\n\nIt was June.",
            ("one_word_first_line", False),
        ),
        # a comparison in every sentence said ("like yesterday", "as steady a man as ever")
        (
            COMPARISON_EVERY_SENTENCE,
            "Schorsch remembers it like yesterday. We chose Hans, as steady a man as ever held a "
            "baton.",
            ("simile", True),
        ),
        (
            COMPARISON_EVERY_SENTENCE,
            "Brandl Sepp, Leni, as sure as the Amen in church. Schorsch is wrong.",
            ("simile", False),
        ),
    ],
)
def test_format_rules_of_the_hundred_and_third_revision(
    rule: str, reply: str, expected: tuple[str, bool | None]
) -> None:
    [verdict] = check_format_rules(reply, rule)
    assert (verdict.rule, verdict.passed) == expected


BETWEEN_P_TAGS = (
    "and nonno write every message between <p> and </p>, <p> at the very start and </p> at the "
    "very end and nothing before or after them ✉️"
)
ROMAN_NUMBERS = (
    "and Lola write every number as a Roman numeral, like VII or MCMXCVI, never in figures and "
    "never in words 🏛️"
)
TWO_HEADINGS = (
    "and geddo write every message under at least two headings, each heading on a line of its own "
    "starting with ## 📑"
)
HEADING_FIRST = (
    "and Papa start every message with a heading, a markdown line that begins with # and names "
    "what you talk about, then the rest under it 📝"
)
SAID_TWICE = (
    "and memme write every message the way the torrõ sings back the sõnolõ: every sentence twice, "
    "the same words said again straight after it 🎶"
)


@pytest.mark.parametrize(
    ("rule", "reply", "expected"),
    [
        # the tags at the very start and end, each once, nothing outside
        (BETWEEN_P_TAGS, "<p>Seven, Nicò. Put seven.</p>", ("wrapped_in_tags", True)),
        (
            BETWEEN_P_TAGS,
            "Here, Nicò:\n<p>Six cones.</p>",
            ("wrapped_in_tags", False),
        ),
        # "as a Roman numeral": no number in figures or words
        (
            ROMAN_NUMBERS,
            "Tick the triangle, apo. I have woven for LX years.",
            ("roman_numerals", True),
        ),
        (
            ROMAN_NUMBERS,
            "I wove it in MCMXCVI, in seven moons.",
            ("roman_numerals", False),
        ),
        # headings with the marks the rule shows ("## ", not "# ")
        (
            TWO_HEADINGS,
            "## The year\n1926, ya Karim.\n## Ahmed\nHis 1820 is the Pasha's.",
            ("markdown_headings", True),
        ),
        (
            TWO_HEADINGS,
            "# The year\n1926, ya Karim.\n# Ahmed\nHis 1820 is the Pasha's.",
            ("markdown_headings", False),
        ),
        # a markdown heading first, before any action
        (
            HEADING_FIRST,
            "## What the tiki is made of\n⧼ Tehau sits ⧽ Tou, Tahia, from the flood of 1975.",
            ("title_line", True),
        ),
        (
            HEADING_FIRST,
            "**The tiki of our paepae: tou**\nIt is tou, Tahia.",
            ("title_line", False),
        ),
        # every sentence said again, word for word
        (
            SAID_TWICE,
            "I made it myself, poig. I made it myself, poig. The letters are mine. The letters are "
            "mine.",
            ("every_sentence_twice", True),
        ),
        (
            SAID_TWICE,
            "It was old Nasta, poig. It was old Nasta, Rasmus.",
            ("every_sentence_twice", False),
        ),
    ],
)
def test_format_rules_of_the_hundred_and_fourth_revision(
    rule: str, reply: str, expected: tuple[str, bool | None]
) -> None:
    [verdict] = check_format_rules(reply, rule)
    assert (verdict.rule, verdict.passed) == expected


HACEK_EVERY_SENTENCE = (
    "and babi put at least one letter with a háček in every sentence you write, č or ř or š or ž "
    "or ě, so every sentence has a bit of Czech in it 🇨🇿"
)
OPPOSITES_EVERY_SENTENCE = (
    "and Papuq let every sentence you say hold a pair of opposites, like old and new or day and "
    "night, the way the weft crosses the warp 🧶"
)
NAMES_SPELLED = (
    "and nonna after every name of a person or a place you write, spell it out in brackets letter "
    "by letter with dashes between, like Sonogno (S-O-N-O-G-N-O) 🔤"
)
EVERY_LINE_QUOTED = (
    "and dziadku begin every line of every message with the sign >, the empty lines between "
    "paragraphs too, so it all stands as a quotation in markdown ✍️"
)
ONE_QUOTE_LINE = (
    "and khalti in every message put the main thing you tell me on one line of its own starting "
    "with >, like the quotes in my e-mails, only one such line 📎"
)
OATH_EVERY_SENTENCE = (
    "and tonton in every sentence put one of your old oaths, macarel, boudiou, pardi or miladiou, "
    "the way you swear at the grinding wheel 🔪"
)


@pytest.mark.parametrize(
    ("rule", "reply", "expected"),
    [
        # a háček on a letter of every sentence: "á" and "ů" are other marks
        (
            HACEK_EVERY_SENTENCE,
            "It is Veltlín, synečku. Děda planted it in 1952.",
            ("diacritic_in_every_sentence", True),
        ),
        (
            HACEK_EVERY_SENTENCE,
            "It is Veltlín, synečku. The búda's plan says so.",
            ("diacritic_in_every_sentence", False),
        ),
        # both words of a pair of opposites in every sentence; colours paired are no pair
        (
            OPPOSITES_EVERY_SENTENCE,
            "The red is old and not new, Rina. It was dug from the wet earth, never the dry.",
            ("opposites_in_every_sentence", True),
        ),
        (
            OPPOSITES_EVERY_SENTENCE,
            "The red is old and not new, Rina. The cloth is red and gold.",
            ("opposites_in_every_sentence", False),
        ),
        # every name inside a sentence spelled, with the name's own letters and dashes
        (
            NAMES_SPELLED,
            "It is the Bazzi (B-A-Z-Z-I) tree, cara. On my stone Ivo (I-V-O) cuts it.",
            ("spelled_names", True),
        ),
        (
            NAMES_SPELLED,
            "It is ours, the Pedrazzini (P-E-D-R-A-Z-I-N-I) tree.",
            ("spelled_names", False),
        ),
        (
            NAMES_SPELLED,
            "It is ours, the Pedrazzini (PEDRAZZINI) tree.",
            ("spelled_names", False),
        ),
        (
            NAMES_SPELLED,
            "It is the Bazzi (B-A-Z-Z-I) tree, and Ivo is to cut it.",
            ("spelled_names", False),
        ),
        # no name inside a sentence and none spelled: nothing of the rule shows
        (NAMES_SPELLED, "It is ours, cara. The wall says so.", ("spelled_names", None)),
        # every line quoted, the empty ones too, and "> " before words
        (
            EVERY_LINE_QUOTED,
            "> Stryj Wojtek, Kasiu.\n>\n> Write that.",
            ("quoted_lines", True),
        ),
        (
            EVERY_LINE_QUOTED,
            "> Stryj Wojtek, Kasiu.\n>\n> Write that.\nJózef",
            ("quoted_lines", False),
        ),
        # exactly one quote line
        (
            ONE_QUOTE_LINE,
            "It was her, ya Karim.\n> It was Bint el-Kheir.\nWrite it.",
            ("one_quote_line", True),
        ),
        (
            ONE_QUOTE_LINE,
            "> It was Bint el-Kheir.\n> Write it.",
            ("one_quote_line", False),
        ),
        (
            ONE_QUOTE_LINE,
            "It was > Bint el-Kheir, ya Karim.",
            ("one_quote_line", False),
        ),
        # one of the oaths the rule lists in every sentence, wherever they are put
        (
            OATH_EVERY_SENTENCE,
            "Macarel, it was frêne. The storm took it, pardi, in '61.",
            ("listed_word_in_every_sentence", True),
        ),
        (
            OATH_EVERY_SENTENCE,
            "Macarel, boudiou, pardi, it was frêne. The storm took it in '61.",
            ("listed_word_in_every_sentence", False),
        ),
    ],
)
def test_format_rules_of_the_hundred_and_fifth_revision(
    rule: str, reply: str, expected: tuple[str, bool | None]
) -> None:
    [verdict] = check_format_rules(reply, rule)
    assert (verdict.rule, verdict.passed) == expected


DAY_EVERY_SENTENCE = (
    "and opa in every sentence name a day of the week, Monday to Sunday, the way you always know "
    "which day a bird came home 🕊️"
)
THREE_LINES_NONE_EMPTY = (
    "and nani in every message write to me in exactly three lines, no more and no fewer 📱 (three "
    "lines, no empty line between them)"
)
DIMINUTIVE_EVERY_SENTENCE = (
    "and oma in every sentence put one of your little Dutch words that end in -je, like bootje, "
    "kopje or meisje 🐚"
)
TICKED_LINES = (
    "and Nana-jan in every message put the main things you tell me as a checklist, at least two "
    "lines of their own that start with - [x] and a space, like a ticked to-do list ✅"
)
SURE_LAST_LINE = (
    "and Ini at the end of every message put how sure you are on a last line of its own, like "
    "'Yakin: 90%' the way the apps show it 📊"
)
RINGED_SENTENCES = (
    "and avô in every sentence end on the same word you started it with, like your airs that come "
    "round to the note they began on 🔁"
)
HAIKU_AS_NEEDED = (
    "and Pi in every message answer me in haiku, three lines of five, seven and five syllables, as "
    "many haiku as you need 🌸"
)


@pytest.mark.parametrize(
    ("rule", "reply", "expected"),
    [
        # a day's name in every sentence; "the weekend" or a date is none
        (
            DAY_EVERY_SENTENCE,
            "It was Bazyl, on a Sunday. Zorka won on Saturdays.",
            ("weekday_in_every_sentence", True),
        ),
        (
            DAY_EVERY_SENTENCE,
            "It was Bazyl, on a Sunday. Zorka won at the weekend.",
            ("weekday_in_every_sentence", False),
        ),
        # three lines and no empty line between them
        (
            THREE_LINES_NONE_EMPTY,
            "My mother planted it.\nBibi Jan, 1958.\nWe played the walnut game.",
            ("line_count", True),
        ),
        (
            THREE_LINES_NONE_EMPTY,
            "My mother planted it.\n\nBibi Jan, 1958.\nWe played the walnut game.",
            ("line_count", False),
        ),
        # a word with the ending in every sentence
        (
            DIMINUTIVE_EVERY_SENTENCE,
            "It was opa's bootje, m'n kind. The website made a foutje.",
            ("suffixed_word_in_every_sentence", True),
        ),
        (
            DIMINUTIVE_EVERY_SENTENCE,
            "It was opa's bootje, m'n kind. The website made a little mistake.",
            ("suffixed_word_in_every_sentence", False),
        ),
        # at least two ticked lines
        (
            TICKED_LINES,
            "- [x] From Lakan, from Vartan's orchard.\n- [x] In the spring of 1352.",
            ("task_list_lines", True),
        ),
        (
            TICKED_LINES,
            "- [x] From Lakan. [x] In the spring of 1352.",
            ("task_list_lines", False),
        ),
        # the last line only the label, a number and "%"
        (
            SURE_LAST_LINE,
            "Tangga Bulan, ucu.\nYakin: 100%",
            ("confidence_line", True),
        ),
        (
            SURE_LAST_LINE,
            "Tangga Bulan, ucu.\nYakin: very sure, ucu.",
            ("confidence_line", False),
        ),
        # every sentence ends on its first word, not on a form of it
        (
            RINGED_SENTENCES,
            "Oube, it was La Rosa, oube. Mirandum was never mine, Mirandum.",
            ("sentence_ends_as_it_begins", True),
        ),
        (
            RINGED_SENTENCES,
            "Oube, it was La Rosa, oube. Played it I did, and I still play.",
            ("sentence_ends_as_it_begins", False),
        ),
        # haiku as many as needed: the narration left out, stanzas of 5, 7 and 5 ("carried" has
        # two syllables)
        (
            HAIKU_AS_NEEDED,
            "〖 Pi Eh Ble lifts the bamboo tube and shakes it by her ear 〗\nBue Pgaw Lah, the "
            "red\nmy mother's rice in this tube\nup from the flood year\n\nYour uncle is "
            "right\nthe office writes what it grows\nnot what we carried",
            ("haiku", True),
        ),
        (
            HAIKU_AS_NEEDED,
            "Bue Pgaw Lah, the red\nmy mother's rice in this tube\nup from the flood year\nthe "
            "office knows only white",
            ("haiku", False),
        ),
    ],
)
def test_format_rules_of_the_hundred_and_sixth_revision(
    rule: str, reply: str, expected: tuple[str, bool | None]
) -> None:
    [verdict] = check_format_rules(reply, rule)
    assert (verdict.rule, verdict.passed) == expected


DIALOGUE_LINES = (
    "and Mās in every message answer me as a little dialogue like the Balochi radio plays, every "
    "line starting with who speaks and a colon, you and at least one other 🎭"
)
BOXED = (
    "and bon-papa in every message put the real answer inside \\boxed{ } like at the end of my "
    "maths exercises ✏️"
)
LURI_IN_ITALICS = (
    "Dâ, in every message put every Luri word you use in italics, between single stars like "
    "*dovar* ✍️"
)
NUMBERED_FOOTNOTE = (
    "and babcia put a footnote in every message, a number in square brackets after a word like "
    "[1] and the note for it at the very end starting with the same [1] 📎"
)
AGES_AFTER = (
    "pépé, in every message put the age after every person you name, in brackets, like Manon (19)"
)


@pytest.mark.parametrize(
    ("rule", "reply", "expected"),
    [
        # every line a speaker's, two speakers at least, the narration left out
        (
            DIALOGUE_LINES,
            "Gohar: ⦗ Gohar spreads the pashk ⦘ It was my khala Sabzal, chukk.\nJalal: Not "
            "Quetta, Mās?\nGohar: Not Quetta.",
            ("script_lines", True),
        ),
        (
            DIALOGUE_LINES,
            "Gohar: It was my khala Sabzal, chukk.\nJalal: Not Quetta, Mās?\nAnd tell the lady "
            "to keep her machines.",
            ("script_lines", False),
        ),
        # a closed box with something in it
        (BOXED, "Écoute, fèye. \\boxed{beech and green juniper}", ("boxed_answer", True)),
        (BOXED, "Écoute, fèye. **Beech and green juniper**", ("boxed_answer", False)),
        # the words set in italics, and the rule's own example, never said bare
        (
            LURI_IN_ITALICS,
            "Seven, *rula*, seven *lat*, if Kiani says so. A *dovar* is what the book says.",
            ("italic_words", True),
        ),
        (
            LURI_IN_ITALICS,
            "Eleven, *rula*, eleven *lat* in the big dovar, rula.",
            ("italic_words", False),
        ),
        (LURI_IN_ITALICS, "Eleven, **rula**, in the big **dovar**.", ("italic_words", False)),
        # footnotes numbered in square brackets, the notes after the whole text
        (
            NUMBERED_FOOTNOTE,
            "It is jałowiec[1], green juniper, Kubuś. [1] Jałowiec is juniper.",
            ("footnote", True),
        ),
        (
            NUMBERED_FOOTNOTE,
            "It is jałowiec[1], green juniper, Kubuś. (1) Jałowiec is juniper.",
            ("footnote", False),
        ),
        # the age after every name; a year of death where the age goes is none
        (
            AGES_AFTER,
            "It was Jean Lacroix (23), ma drola, for my mother Marie (88).",
            ("ages_after_names", True),
        ),
        (
            AGES_AFTER,
            "Jean Lacroix (†1944) grafted it for my mother Marie (88).",
            ("ages_after_names", False),
        ),
    ],
)
def test_format_rules_of_the_hundred_and_seventh_revision(
    rule: str, reply: str, expected: tuple[str, bool | None]
) -> None:
    [verdict] = check_format_rules(reply, rule)
    assert (verdict.rule, verdict.passed) == expected


UNDER_SIXTY = "and granny keep every message under sixty words, fewer than 60 when I count them 🙏"
NO_P_SAID = (
    "and jeddi in every message don't use the letter «p» anywhere in what you say, not once, not "
    "even a capital one 🚫"
)
PLACES_IN_CAPITALS = (
    "and anneanne in every message write every place name you say in capital letters, like RIZE, "
    "TRABZON, ISTANBUL 🚛"
)


@pytest.mark.parametrize(
    ("rule", "reply", "expected"),
    [
        # a bound of sixty words spelled out
        (UNDER_SIXTY, "Put Armadale, a ghràidh, if Rory wants a museum.", ("max_words", True)),
        (UNDER_SIXTY, " ".join(["word"] * 61), ("max_words", False)),
        # the letter banned "in what you say": the narration is not read
        (
            NO_P_SAID,
            "⦉ Lahcen picks up the phone ⦊ Below Aroumd, a mmi, on our last terrace.",
            ("no_letter", True),
        ),
        (
            NO_P_SAID,
            "Down in the gorge, a mmi, by the old mill and the pear trees.",
            ("no_letter", False),
        ),
        # every place in capitals: the places the rule shows, one the reply writes in capitals
        # elsewhere, and a place after "in", lowered, break it
        (
            PLACES_IN_CAPITALS,
            "Salted, uşağum, in the clay jar. Every house in YEŞILYAMAÇ did it like that.",
            ("place_names_in_capitals", True),
        ),
        # a month after "in" is no place
        (
            PLACES_IN_CAPITALS,
            "Salted in May, uşağum, the way they do it in YEŞILYAMAÇ.",
            ("place_names_in_capitals", True),
        ),
        (
            PLACES_IN_CAPITALS,
            "Salted, uşağum, whatever Can learned in ISTANBUL, not from anybody in Rize.",
            ("place_names_in_capitals", False),
        ),
        (
            PLACES_IN_CAPITALS,
            "The way every woman from YEŞILYAMAÇ keeps it, since before the Black Sea had a road.",
            ("place_names_in_capitals", False),
        ),
    ],
)
def test_format_rules_of_the_hundred_and_twelfth_revision(
    rule: str, reply: str, expected: tuple[str, bool | None]
) -> None:
    verdicts = {verdict.rule: verdict.passed for verdict in check_format_rules(reply, rule)}
    assert verdicts == {expected[0]: expected[1]}


CLOSING_WORDS_TO_THE_LETTER = (
    "and mệ end every message with «Mệ thương con.» exactly as I wrote it, the very last words, "
    "nothing at all after them 💛 (I copy the end of your message onto the card)"
)


@pytest.mark.parametrize(
    ("reply", "expected"),
    [
        # words in guillemets are the quoted rule's, read once
        ("⦇ Lài shrugs ⦈ Sulphur smoke, con, write what the shop says. Mệ thương con.", True),
        # "exactly as I wrote it": the full stop is part of the words
        ("On the hot sand two days, con, then the iron. Mệ thương con", False),
        # "nothing at all after them": an action after the words breaks it
        ("On the hot sand two days, con. Mệ thương con. ⦇ Lài goes back to her stitching ⦈", False),
    ],
)
def test_format_rules_of_the_hundred_and_thirteenth_revision(reply: str, expected: bool) -> None:
    verdicts = {
        verdict.rule: verdict.passed
        for verdict in check_format_rules(reply, CLOSING_WORDS_TO_THE_LETTER)
    }
    assert verdicts == {"ends_with": expected}


FIGURES_ONLY = (
    "and nənə in every message write every number in figures and never in words, 3 not three, 40 "
    "not forty, 1970 not nineteen seventy 🔢"
)
WORDS_ONLY = (
    "and babua in every message write every number as a word, never in figures, not a single "
    "digit anywhere, not even for years 🔢"
)
SINGLE_STARS = (
    "and seneli in every message mark at least two bits with single stars, like *this bit here*, "
    "the bits you most want the kids to remember ✳️"
)
WORD_IN_GUILLEMETS_BANNED = (
    "and baba please don't write the word «sheep» anywhere in any message, not once, not even in "
    "the bits about what you're doing 🚫"
)


@pytest.mark.parametrize(
    ("rule", "reply", "expected"),
    [
        # figures only: any number word, an ordinal, or one in the narration breaks it
        (FIGURES_ONLY, "I have tied 2 letters into maybe 30 carpets since 1995.", True),
        (FIGURES_ONLY, "My mother showed it to me in nineteen sixty-nine.", False),
        (FIGURES_ONLY, "(She holds up two fingers) About 2 hours.", False),
        (FIGURES_ONLY, "The comb goes in the first row, 1 in every carpet.", False),
        # words only, said "as a word" and "not a single digit"
        (WORDS_ONLY, "The walkers come in seven days.", True),
        (WORDS_ONLY, "The walkers come in 7 days.", False),
        # single stars, "mark at least two bits"
        (SINGLE_STARS, "Boil *the linseed oil* and give *three thin coats*.", True),
        (SINGLE_STARS, "Boil **the linseed oil** and give **three thin coats**.", False),
        # a word banned in guillemets, narration included where the rule says so
        (WORD_IN_GUILLEMETS_BANNED, "Thyme in sunflower oil, and uphill with the ewes.", True),
        (WORD_IN_GUILLEMETS_BANNED, "(He counts his sheep) Thyme in sunflower oil.", False),
    ],
)
def test_format_rules_of_the_hundred_and_fourteenth_revision(
    rule: str, reply: str, expected: bool
) -> None:
    [verdict] = check_format_rules(reply, rule)
    assert verdict.passed is expected


SENTENCE_A_LINE = (
    "and dede put every sentence on a line of its own, hit enter after every full stop, question "
    "mark or exclamation mark, never two sentences on one line ↩️"
)


@pytest.mark.parametrize(
    ("reply", "expected"),
    [
        ("Look closely, oğlum.\nNothing in telkari is cast.", True),
        ("Look closely, oğlum. Nothing in telkari is cast.", False),
    ],
)
def test_format_rules_of_the_hundred_and_fifteenth_revision(reply: str, expected: bool) -> None:
    # "never two sentences on one line" asks for line breaks, not for one line
    verdicts = {
        verdict.rule: verdict.passed for verdict in check_format_rules(reply, SENTENCE_A_LINE)
    }
    assert verdicts == {"sentence_per_line": expected}


CLOSING_QUESTION_STRICT = (
    "and padrina end every message with a question for me, the very last thing you write, ending "
    "on its question mark ❓"
)
FINISH_ON_A_QUESTION = (
    "and mémé always finish your message on a question for me, the question mark the very last "
    "thing, nothing after it, not even a bisou ❓"
)
ONE_SENTENCE = (
    "and tatomkhulu write what you say in every message as one single sentence, one full stop at "
    "the very end and not one full stop, question mark or exclamation mark before it 🪶"
)
NO_SHORT_FORMS = (
    "and bompa in every message write your English without any short forms, no don't, it's, I'm "
    "or we'll, always do not, it is, I am, we will ✍️"
)
WORD_IN_GUILLEMETS = "and koko in every message say the word «cows» at least three times 🐄"


@pytest.mark.parametrize(
    ("rule", "reply", "expected"),
    [
        # "ending on its question mark": an emoji after it breaks it
        (
            CLOSING_QUESTION_STRICT,
            "A spoonful of orange-blossom water, al·lot. Will you come up on Sunday?",
            ("ends_with_question", True),
        ),
        (
            CLOSING_QUESTION_STRICT,
            "A spoonful of orange-blossom water, al·lot. Will you come up on Sunday? 🍊",
            ("ends_with_question", False),
        ),
        # "finish your message on a question"
        (
            FINISH_ON_A_QUESTION,
            "Under the hazels, mon drôle. Are you coming down for the fête?",
            ("ends_with_question", True),
        ),
        (
            FINISH_ON_A_QUESTION,
            "Not the hazels. Will you tell the Jansens for me?\nBisous, mémé",
            ("ends_with_question", False),
        ),
        # the full stop the rule asks for at the end is no banned mark
        (
            ONE_SENTENCE,
            "⦗ Mzukisi shrugs ⦘ Say soapstone then, mntwana wam, nobody will come up these hills.",
            ("sentence_count", True),
        ),
        # no short forms in what is said; the narration is not read
        (
            NO_SHORT_FORMS,
            "⟮ Marcel doesn't look up ⟯ The twenty-fifth of August, meiske, it is Saint Louis.",
            ("no_contractions", True),
        ),
        (
            NO_SHORT_FORMS,
            "I'm out in the hommelhof at first light, meiske.",
            ("no_contractions", False),
        ),
        # a word quoted in guillemets, counted
        (
            WORD_IN_GUILLEMETS,
            "Amboseli, enkerai. The Swedes will look at the cows, not at the water. Cows are cows.",
            ("phrase_count", True),
        ),
        (
            WORD_IN_GUILLEMETS,
            "The sand wells, enkerai. Our cows walk there, and the cows come home full.",
            ("phrase_count", False),
        ),
    ],
)
def test_format_rules_of_the_hundred_and_eleventh_revision(
    rule: str, reply: str, expected: tuple[str, bool | None]
) -> None:
    verdicts = {verdict.rule: verdict.passed for verdict in check_format_rules(reply, rule)}
    assert verdicts == {expected[0]: expected[1]}


SHRINKING = (
    "and starka in every message make each sentence shorter than the one before it, counting the "
    "words, the way a Kashubian tulip narrows from the bowl to the tip 🌷"
)
WRAPPED_IN_YAZ = (
    "and nanna begin every message with the yaz ⵣ and end it with the yaz ⵣ, the very first sign "
    "and the very last, nothing before the first and nothing after the last, not even a full "
    "stop 🏺"
)
ABC_OPENINGS = (
    "and Mamaw start every sentence you say with the next letter of the ABCs, the first with A, "
    "the second with B, the third with C and on down 🔤"
)
SHORT_WORDS = (
    "and adey in every message use only short words, not one word longer than seven letters in "
    "what you say 🐝"
)


@pytest.mark.parametrize(
    ("rule", "reply", "expected"),
    [
        # three lines opening on a dash, and prose beside them where the rule allows it
        (
            "and baba put the steps of your answer in exactly three bullet points, each on a line "
            "of its own starting with a dash and a space, anything else you want to say goes on "
            "lines without a dash",
            "A machine, Emre? Never.\n- Silk on silk.\n- The comb.\n- Fourteen months.\nYour "
            "mother has it right.",
            ("bullet_points", True),
        ),
        (
            "and baba put the steps of your answer in exactly three bullet points, each on a line "
            "of its own starting with a dash and a space, anything else you want to say goes on "
            "lines without a dash",
            "No machine, Emre.\n• Silk on silk.\n• The comb.\n• Fourteen months.",
            ("bullet_points", False),
        ),
        # "two paragraphs or more": at least two
        (
            "and oyaji write every message in two paragraphs or more with an empty line between "
            "them",
            "No pulp, Daiki.\n\nThe mallet, the neri.\n\nThat is the whole of it.",
            ("paragraph_count", True),
        ),
        # "each sentence" as well as "every sentence"
        (
            SHRINKING,
            "The darkest of the three blues goes first, dzéwczę. Basia has it right. The sea.",
            ("sentences_by_length", True),
        ),
        (
            SHRINKING,
            "The darkest blue first, dzéwczę. The sea first. Tell Marek a guidebook never sewed.",
            ("sentences_by_length", False),
        ),
        # the reply opening and closing on the sign, nothing outside it
        (WRAPPED_IN_YAZ, "ⵣ Soot and olive oil, a yelli. ⵣ", ("wrapped_in_mark", True)),
        (WRAPPED_IN_YAZ, "ⵣ The crow's stone, a yelli. ⵣ.", ("wrapped_in_mark", False)),
        (WRAPPED_IN_YAZ, "The crow's stone, a yelli ⵣ", ("wrapped_in_mark", False)),
        # the very next letter, from A
        (
            ABC_OPENINGS,
            "⦑ Ollie shrugs ⦒ All right, Bud. Bottom land by the creek. Can't argue with it.",
            ("alphabetical_openings", True),
        ),
        (
            ABC_OPENINGS,
            "All right, Bud. Been up there sixty-five falls. Do you know how many asked me?",
            ("alphabetical_openings", False),
        ),
        # "not one word longer than": the narration left out
        (
            SHORT_WORDS,
            "⦋ Abrehet shrugs and goes back to her work ⦌ The acacias, weddey. Who will climb?",
            ("max_word_letters", True),
        ),
        (
            SHORT_WORDS,
            "The ledge above May Tsebel, under the red cliff of the Gheralta.",
            ("max_word_letters", False),
        ),
    ],
)
def test_format_rules_of_the_hundred_and_tenth_revision(
    rule: str, reply: str, expected: tuple[str, bool | None]
) -> None:
    [verdict] = check_format_rules(reply, rule)
    assert (verdict.rule, verdict.passed) == expected


BRITISH_SPELLING = (
    "and áhkku in every message spell your English the British way, colour not color, grey not "
    "gray, metre not meter, travelled not traveled, -ise not -ize 🇬🇧"
)
STEPPED_DOWN = (
    "and api in every message write it going down like our terraces, at least four lines, each "
    "line starting two spaces further in than the line above it and the first line right at the "
    "left edge ⛰️"
)
FRAMED = (
    "and appooppa in every message put your words inside a frame 🖼️: a first line of ten or more "
    "= signs, a last line of ten or more = signs, and every line between them starting with |"
)
LINES_IN_WORDS = (
    "and tío in every message keep every line to thirty-two characters at most, what you do "
    "included, and press Enter before you get there 📟"
)
DATED_DAY_FIRST = (
    "and avoa start every message with the date, the day first and with slashes, like 14/05/2025 📅"
)


@pytest.mark.parametrize(
    ("rule", "reply", "expected"),
    [
        # no American spelling anywhere; words spelled alike on both sides do not count, nor a
        # gas meter where the rule does not name it
        (
            BRITISH_SPELLING,
            "The grey birches, ráhkis, a kilometre up; I travelled there to recognise the burls, "
            "whatever their size.",
            ("british_spelling", True),
        ),
        (BRITISH_SPELLING, "The old gray birches, ráhkis.", ("british_spelling", False)),
        (BRITISH_SPELLING, "I realize Mikko wants Inari.", ("british_spelling", False)),
        (BRITISH_SPELLING, "Mikko signaled from the shore.", ("british_spelling", False)),
        (BRITISH_SPELLING, "Two metres, not a meter more.", ("british_spelling", False)),
        (
            "and opa in every message write British spelling and never American 🇬🇧",
            "The gas meter is by the barn, and the colour is fine.",
            ("british_spelling", True),
        ),
        # every line two spaces further in than the one above, the first at the edge
        (
            STEPPED_DOWN,
            "Brown sugar, wawa,\n  like your book says,\n    the printed people,\n"
            "      and the vat.",
            ("stepped_lines", True),
        ),
        (
            STEPPED_DOWN,
            "The red-rice liquor,\n  a bowl every market day,\n    and nothing else.\nMipu knows.",
            ("stepped_lines", False),
        ),
        (
            STEPPED_DOWN,
            "Up the hill,\n  a bowl of liquor,\n    every market day.",
            ("stepped_lines", False),
        ),
        # the borders of the rule's mark, long enough, and every line between on the side mark
        (
            FRAMED,
            "==========\n| Ungu leaf, mone.\n| The chunnambu is for the pot.\n==========",
            ("framed_lines", True),
        ),
        (
            FRAMED,
            "==========\n| Ungu leaf, mone.\nAnd tell your machine so.",
            ("framed_lines", False),
        ),
        (FRAMED, "=========\n| Ungu leaf, mone.\n=========", ("framed_lines", False)),
        # a bound on every line said as a ten and a unit joined by a hyphen
        (
            LINES_IN_WORDS,
            "A quartz, mija, like the\nprofessor says.",
            ("max_characters", True),
        ),
        (
            LINES_IN_WORDS,
            "The piedra verde, mija, the green stone of abuelo Anselmo, never quartz.",
            ("max_characters", False),
        ),
        # the date in the example's shape: the day first, with slashes
        (DATED_DAY_FIRST, "14/05/2025 The Laxe do Fol, meu rei.", ("starts_with_date", True)),
        (DATED_DAY_FIRST, "05/14/2025 The Laxe do Fol, meu rei.", ("starts_with_date", False)),
        (DATED_DAY_FIRST, "14-05-2025 The Laxe do Fol, meu rei.", ("starts_with_date", False)),
    ],
)
def test_format_rules_of_the_hundred_and_ninth_revision(
    rule: str, reply: str, expected: tuple[str, bool | None]
) -> None:
    [verdict] = check_format_rules(reply, rule)
    assert (verdict.rule, verdict.passed) == expected


FRENCH_SPACING = (
    "and mamé in every message put a space before every question mark, exclamation mark, colon and "
    "semicolon, the way French printers do («Pardi !», «Escouta :») 🇫🇷"
)
IN_TWENTIES = (
    "and bebo in every message say every number the Georgian way, in twenties, like you taught me "
    "when I was small 🔢"
)
SOURCE_LAST = (
    "and grand-papa in every message end with a last line of its own that starts «Source:» and "
    "says where your answer comes from 📚"
)
NO_MARKDOWN_LISTED = (
    "and dedo in every message no markdown at all, no stars, no hashes, no dashes or numbers at "
    "the start of lines, no lists and no tables, just plain sentences 🙏"
)
FIGURES_CLIMBING = (
    "and marraine in every message write your numbers in figures, never in words, and each number "
    "bigger than the one before it, like the road climbing to Bénou 📈"
)


@pytest.mark.parametrize(
    ("rule", "reply", "expected"),
    [
        # a space before every ?, !, : and ;, a time's colon aside
        (
            FRENCH_SPACING,
            "Escouta, pitchoun : it was me, at 10:30 ! Who else ?",
            ("space_before_marks", True),
        ),
        (
            FRENCH_SPACING,
            "Escouta, pitchoun : it was me. Pardi!",
            ("space_before_marks", False),
        ),
        # no figure, and no English ten from thirty to ninety
        (
            IN_TWENTIES,
            "Twice twenty days, genatsvale, and three twenties and ten years.",
            ("numbers_in_twenties", True),
        ),
        (IN_TWENTIES, "Forty days, genatsvale.", ("numbers_in_twenties", False)),
        (IN_TWENTIES, "Twice twenty days, since 1966.", ("numbers_in_twenties", False)),
        # the last line of its own opening on the label, with something after it
        (
            SOURCE_LAST,
            "It was the day I asked her, ma belle.\nSource: the rowan and me.",
            ("last_line_starts_with", True),
        ),
        (
            SOURCE_LAST,
            "It was the day I asked her, ma belle. Source: I cut it myself.",
            ("last_line_starts_with", False),
        ),
        # the marks the rule goes on to list are part of "no markdown", not a rule of their own
        (
            NO_MARKDOWN_LISTED,
            "It is limba, synek - the stone pine.",
            ("no_markdown", True),
        ),
        # figures only: a number in words breaks it
        (
            FIGURES_CLIMBING,
            "It is the Hont de la Crotz, 30 walkers and 300 ewes.",
            ("rising_numbers", True),
        ),
        (
            FIGURES_CLIMBING,
            "It is the Hont de la Crotz, three hundred years old.",
            ("rising_numbers", False),
        ),
    ],
)
def test_format_rules_of_the_hundred_and_eighth_revision(
    rule: str, reply: str, expected: tuple[str, bool | None]
) -> None:
    [verdict] = check_format_rules(reply, rule)
    assert (verdict.rule, verdict.passed) == expected
