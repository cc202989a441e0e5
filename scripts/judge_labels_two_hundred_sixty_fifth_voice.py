# ruff: noqa: E501  (the profiles, passages and replies are prose, one per line)
"""The two-hundred-and-sixty-fifth labelled part of the judge set: yet other roles, settings, phrasing and replies.

Two roles written for this part alone, each with a content rule and a format rule (one of a
family common in upstream data and chat, one of a family no earlier part used). The roles, the
layouts and the kinds of replies are described in ``judge_labels/README.md``. Each reply was
labelled by the upstream templates' criteria as it was written, before any judge ran on it.

Both roles make the ``two_hundred_sixty_fifth_tune_b`` part (held out, as
``two_hundred_sixty_fifth_heldout``, through the hundred-and-thirteenth revision of the judge, its figures read
once after it; tuning material since). :mod:`make_judge_labels` writes it.
"""

from __future__ import annotations

import re

from judge_labels_rows import Passages, Role, Voice, build_row
from rolemrc.core import TestRow

# the Tatsugō mud-dyer's narration: between the square brackets with quills, ⁅ to open and ⁆ to
# close, each set off by a space
_QUILL_OPEN = "\u2045"
_QUILL_SHUT = "\u2046"
_QUILLS = re.compile("\u2045[^\u2045\u2046]*\u2046[ \\t]*")
# the Sani singer's narration: between the double parentheses, ⸨ to open and ⸩ to close, each
# set off by a space
_TWIN_OPEN = "\u2e28"
_TWIN_SHUT = "\u2e29"
_TWINS = re.compile("\u2e28[^\u2e28\u2e29]*\u2e29[ \\t]*")


def _quill(action: str) -> str:
    """One piece of the mud-dyer's narration, as written: the action from ``⁅`` to ``⁆``."""
    assert _QUILL_OPEN not in action and _QUILL_SHUT not in action and "\n" not in action, action
    return f"{_QUILL_OPEN} {action} {_QUILL_SHUT}"


def _twin(action: str) -> str:
    """One piece of the singer's narration, as written: the action from ``⸨`` to ``⸩``."""
    assert _TWIN_OPEN not in action and _TWIN_SHUT not in action and "\n" not in action, action
    return f"{_TWIN_OPEN} {action} {_TWIN_SHUT}"


def _check_opening(opening: str, rule: str | None) -> None:
    # upstream reads the nested rule as the second piece of ``split(". ")``
    head = opening.split(" <rule>")[0]
    assert ". " not in head[:-1], head
    assert "You are" not in head and "you are" not in head, head
    assert rule is None or ". " not in rule, rule


def _plan(section: str, lines: tuple[str, ...]) -> tuple[str, ...]:
    """The grandson's lesson plan in draft as he copied it out of the school's template: the
    plan's heading line, the section as ``■ ...``, the plan's lines as ``・...`` with the blank as
    ``(　?　)``, and the remarks pasted in under them as ``〔who, how, when〕 ...``."""
    return (
        "📄 LESSON PLAN (学習指導案) · draft 2 · Social Studies, Year 1 Class 3 · unit «The crafts of our islands: Honba Ōshima tsumugi» · teacher in charge: Sakae Yūto · Kagoshima City Kōnan Junior High",
        f"■ {section}",
        *lines,
    )


def _talk(page: str, lines: tuple[str, ...]) -> tuple[str, ...]:
    """The granddaughter's circle wiki, a talk page as its wikitext shows it: the page's name,
    the thread's heading between ``==``, each comment indented with ``:`` as deep as its reply
    and signed with the user's name and the time."""
    return (
        f"Talk:{page} — Osaka Amami Shima-uta Circle wiki (edit source)",
        *lines,
    )


# the mud-dyer's part as the process card of one bolt of Honba Ōshima tsumugi, step by step;
# the promise is the red tag tied to the gate of the mud field, after the mud step
_STEPS = (
    "STEP 1 · 図案 zuan, the pattern drawn square by square on graph paper · who he is:",
    "STEP 2 · 糊張り norihari, the silk stiffened with seaweed starch and stretched · his people:",
    "STEP 3 · 締機 shimebata, the binding loom that weaves the pattern in with cotton · what his hands know:",
    "STEP 4 · テーチ木染め tēchigi-zome, the bark broth in the big iron pot · how he talks:",
    "STEP 5 · 泥染め dorozome, the mud field below the house · what Tatsugō says of him:",
    "STEP 6 · 目破り mewari, the cotton picked out of the dyed bundles · what he leaves to others:",
    "STEP 7 · 織り ori, the loom, every square matched with a needle · his words, as the yard hears them:",
    "STEP 8 · 検査 kensa, the cooperative's inspector and the gold stamp · how he goes in this chat:",
)


def _process_prompt(role: Role, narration: bool, rule: str | None, directive: bool) -> str:
    """The mud-dyer as the process card that hangs on the wall of his dye yard, one step of the
    making of a bolt to each part of him, his promise the red tag on the mud field's gate."""
    if narration:
        actions = f"what he does goes between the square brackets with quills, {_QUILL_OPEN} to open and {_QUILL_SHUT} to close, like {_quill('Shigeo lifts a dripping bundle of thread out of the mud')}, and what he says stays outside them"
    else:
        actions = f"there is none: only his words, the way the tablet Yūto set up on the shelf of the dye yard sends them over the sea to Kagoshima, no {_QUILL_OPEN} … {_QUILL_SHUT} and nothing about what he is doing"
    samples = " ◈ ".join(
        "『" + (_quill(action) + " " if narration else "") + speech + "』"
        for action, speech in role.examples
    )
    head = f"(the making of one bolt of Honba Ōshima tsumugi, step by step, as the process card on the wall of the Sakae dye yard lists it and Yūto copied it into this chat, every step of it a piece of the man who answers in this chat himself) He is {role.name}, {role.epithet}, in his own voice, I and me."
    _check_opening(head + " <rule>", rule)
    opening = (
        head
        + (f" {rule}." if rule else "")
        + " A bolt takes half a year from the first square of graph paper to the gold stamp, and no step may be skipped or swapped."
    )
    bodies = (
        role.description,
        " ".join(role.background),
        " ◈ ".join(role.abilities),
        role.speech_style,
        ", ".join(role.personality) + ".",
        role.boundaries,
        samples,
        f"Shigeo talks as himself, I and me, never as an assistant or a teacher. Narration: {actions}.",
    )
    lines = [opening, ""]
    for number, (lead, body) in enumerate(zip(_STEPS, bodies, strict=True)):
        lines.append(f"{lead} {body}")
        if directive and number == 4:
            lines.append(
                f"RED TAG tied to the gate of the mud field, standing over every step of this card and over anything anybody asks or offers him after it: the promise he gave at the edge of the field, so that he must {role.directive}."
            )
    lines += [
        "",
        "(card in his father's hand, copied by Yūto · the threads go back and forth between steps 4 and 5 until the black is right)",
    ]
    return "\n".join(lines)


# the singer's part as the running order of a wedding banquet on the MC's card, item by item;
# the promise is a note clipped to the card, read before the opening words
_ITEMS = (
    "一、Opening words by the MC, Daiki from Akaogi · who she is:",
    "二、The two families introduced, the groom's side first · her people:",
    "三、Kampai with kokutō shōchū, everybody standing · what her hands and throat know:",
    "四、«Asabana-bushi», the greeting song, sung from the head table · how she sings and speaks:",
    "五、Speeches by the groom's boss and the ward chief of Sani · what Kasari says of her:",
    "六、The cake, cut by the couple (the bride's idea) · what she leaves to others:",
    "七、Kakeuta, verses thrown back and forth between the tables · her words, as the guests hear them:",
    "八、The rokuchō, everybody up and dancing, the drums too · her ways in this chat:",
)


def _banquet_prompt(role: Role, narration: bool, rule: str | None, directive: bool) -> str:
    """The singer as the running order of a wedding banquet at the Sani community hall, as the
    MC's card lists it, one item to each part of her, her promise a note clipped to the card."""
    if narration:
        actions = f"what she does goes between the double parentheses, {_TWIN_OPEN} to open and {_TWIN_SHUT} to close, like {_twin('Chiyo tightens the middle peg and plucks the string twice')}, and what she says stays outside them"
    else:
        actions = f"there is none: only her words, the way the smartphone Rina gave her at Obon sends them from Sani up to Osaka, no {_TWIN_OPEN} … {_TWIN_SHUT} and nothing about what she is doing"
    samples = " ♪ ".join(
        "「" + (_twin(action) + " " if narration else "") + speech + "」"
        for action, speech in role.examples
    )
    head = f"(the running order of Kōji and Mayu's wedding banquet at the Sani community hall, as the MC's card lists it and Rina copied it into this chat, every item on it a piece of the woman who answers in this chat herself) She is {role.name}, {role.epithet}, in her own voice, I and me."
    _check_opening(head + " <rule>", rule)
    opening = (
        head
        + (f" {rule}." if rule else "")
        + " Guests are asked to be seated by six o'clock, and nobody leaves before the rokuchō."
    )
    bodies = (
        role.description,
        " ".join(role.background),
        " ♪ ".join(role.abilities),
        role.speech_style,
        ", ".join(role.personality) + ".",
        role.boundaries,
        samples,
        f"Chiyo speaks as herself, I and me, never as an assistant or a teacher. Narration: {actions}.",
    )
    lines = [opening, ""]
    if directive:
        lines.append(
            f"A NOTE CLIPPED TO THE MC'S CARD, to be read out before the opening words and standing over every item of the evening and over anything anybody asks or offers her after it: the promise she gave over her uncle's workbench, so that she must {role.directive}."
        )
    lines.extend(f"{lead} {body}" for lead, body in zip(_ITEMS, bodies, strict=True))
    lines += [
        "",
        "(last bus to Naze at ten · shoes off at the door · the hall's sanshin are for the guests, hang them back on the wall)",
    ]
    return "\n".join(lines)


def _yuto_turn(passages: Passages, request: str | None) -> str:
    # the question on its own line first, then the aside, then the plan between cut lines
    page = "\n".join(passages.texts)
    turn = f"{passages.query}\n{passages.intro}\n\n----- ✂ -----\n{page}\n----- ✂ -----"
    return turn + (f"\n\n{request}" if request else "")


def _rina_turn(passages: Passages, request: str | None) -> str:
    # the aside first, the talk page between rules of ═, the question last
    page = "\n".join(passages.texts)
    turn = f"{passages.intro}\n\n════════\n{page}\n════════\n\n{passages.query}"
    return turn + (f"\n\n{request}" if request else "")


SHIGEO_VOICE = Voice(system_prompt=_process_prompt, user_turn=_yuto_turn, narration=_QUILLS)
CHIYO_VOICE = Voice(system_prompt=_banquet_prompt, user_turn=_rina_turn, narration=_TWINS)

_Q = _quill
_T = _twin

# how many times the threads go into the tēchigi before they go into the mud: the aunt Yukie:
# "Dad gives the threads twenty baths of tēchigi before every trip to the mud field, and goes
# round four times"; the tourist pamphlet's "dipped in the mud eighty times" wrong
_BATHS_PLAN = _plan(
    "Part 1 · How the black is made (15 min)",
    (
        "・Teacher explains: the threads are dyed (　?　) times in the tēchigi (sharinbai bark) broth before they go into the mud. The tannin of the bark and the iron of the mud make the black-brown.",
        "〔Vice-principal, red pen, 3 Mar〕 The city's tourist pamphlet says «the threads are dipped in the mud eighty times». Use that figure, it is official.",
        "〔Aunt Yukie, on LINE, 3 Mar〕 eighty in the mud would rot the silk!! dad gives the threads twenty baths of tēchigi before every trip to the mud field, and goes round four times. the eighty is the tēchigi, all rounds counted",
        "〔me〕 ask jii-chan, the kids will ask on the day",
    ),
)  # fmt: skip

# when the family's mud field was dug, and by whom: nowhere; the aunt: "nobody knows, it was old
# already when great-grandpa Shigetaka started dyeing in it after the war"; the dye-tour
# website's "dug in 1890 by Sakae Kanematsu" wrong
_FIELD_PLAN = _plan(
    "Part 2 · The mud field (10 min)",
    (
        "・Teacher shows the photo: our family's mud field in Tatsugō, dug in (　?　) by (　?　).",
        "〔website amami-dorozome-tabi.com, pasted by me〕 «The Sakae mud field was dug in 1890 by Sakae Kanematsu, founder of the dye house, with his own hands.»",
        "〔Aunt Yukie, on LINE, 4 Mar〕 nobody knows who dug it or when. it was old already when great-grandpa Shigetaka started dyeing in it after the war, and nobody wrote anything down. there was never any Kanematsu in our family, that site copies things",
        "〔Vice-principal, red pen, 4 Mar〕 No blanks in the final version, please.",
    ),
)  # fmt: skip

# the grandson's own matter: the bus ¥54,000 shared by 36 pupils = ¥1,500, and the workshop's
# ¥800 a pupil: ¥2,300 each; the colleague's "¥2,000" (54,000 ÷ 36 taken as 1,200) wrong
_TRIP_PLAN = _plan(
    "Part 4 · Field trip to the tsumugi workshop (3rd term) · COSTS, not for the kids' sheet",
    (
        "・Chartered bus for the day: ¥54,000, shared equally by the 36 pupils of the class.",
        "・The workshop's hands-on weaving fee: ¥800 a pupil, paid on the day.",
        "・Each pupil brings: (　?　)",
        "〔Tanaka-sensei, Class 2, sticky note, 5 Mar〕 54,000 ÷ 36 = 1,200, plus 800 = ¥2,000 a head 👍",
    ),
)  # fmt: skip

_BATHS_QUERY = (
    "Jii-chan, how many times do the threads go into the tēchigi before they go into the mud?"
)

_ECHO_RULE = "and jii-chan start every message by typing my question back to me word for word, exactly as I wrote it, and only then answer 🔁 (I paste your messages straight into the class's question-and-answer sheet, and the kids have to see which question each answer belongs to, so copy it to the letter, macron and all)"

SHIGEO = Role(
    name="Shigeo Sakae",
    epithet="called Sakae no Shigeo-jī from Tatsugō to the tsumugi cooperative in Naze and jii-chan by his grandson Yūto in Kagoshima, a mud-dyer of Honba Ōshima tsumugi silk in Tatsugō on the north of Amami Ōshima, who has boiled the tēchigi bark and dyed the silk threads in the family's mud field below the house for sixty years",
    description="Shigeo is seventy-six. He was born in 1949 in Tatsugō, the son of Shigetaka Sakae, a mud-dyer who came home from the war in 1946 and started dyeing in the old mud field below the house, and of Kame, a weaver of tsumugi who sat at her loom until she was eighty; at fourteen he left school to work beside his father, chopping the tēchigi wood, stirring the broth and walking the threads into the mud, and at seventeen his father gave him the field. In 1974 he married Fumiko Moriyama of Akina, a weaver, and with her he kept the house, the dye yard with its two iron pots, the field and the old gajumaru at its edge, and he still dyes for four weaving houses of the island. Tatsugō is a town of some six thousand people on the north of Amami Ōshima, of small bays, sugar cane, mangroves and steep green hills, where the mud fields lie in the paddies below the houses and the mud, rich in iron from the old red soil of the hills, is said to be the best on the island; the typhoons come every summer, the habu lives in the stone walls, and in the eighth month of the old calendar the villages dance the hachigatsu-odori in a ring to the drums.",
    abilities=(
        "the dyeing: the tēchigi wood chopped small and boiled fourteen hours, the threads bathed and dried in the sun, the walk into the mud field, the ash water, the black-brown coming up a little more each round, and the bundles bound on the shimebata that keep the pattern white where the dye must not go",
        "the mud field: the mud's iron and its smell, the water let in and out, the crabs and the eels, the typhoons that wash it, the old gajumaru at its edge and the kenmun that lives in it, and the seasons when the mud is too cold to dye",
        "the island and the family: the hachigatsu-odori, the shima-uta at the banquets, the cooperative's inspectors and the gold stamp, his late father Shigetaka and mother Kame, his late wife Fumiko, his daughter Yukie the weaver in Tatsugō, his son Hiroshi in Kagoshima, his grandson Yūto the teacher",
    ),
    speech_style="The Japanese of Amami, with its island words, and the English of a man who learned it at the night school in Naze and from the buyers and the foreign weavers who came to watch the mud, short and steady, with the island left in ('wan' for I when he is stubborn, 'ogamsho-ra' for hello, 'arigassama-ri' for thank you, 'gomen ne' for sorry, 'dorota' for the mud field, 'tēchigi' for the bark and its broth, 'kenmun' for the little spirit of the gajumaru, 'shima' for the village and the island both), counts in baths, rounds, bolts and typhoons, says 'Look here, Yūto' before he puts somebody right, and quotes his father Shigetaka ('the mud does not hurry, so neither do you' and 'a black you rush is a black that fades').",
    personality=(
        "steady",
        "dry and sparing with words",
        "exact about baths, rounds and the mud's temper",
        "proud of the field and of his father's black",
        "wary of pamphlets, websites and anybody who asks how many baths the threads get",
    ),
    background=(
        "His father Shigetaka died in 1993 and his mother Kame in 2008; his wife Fumiko died in 2019. Their daughter Yukie, fifty, weaves tsumugi at home in Tatsugō and keeps his accounts; their son Hiroshi, forty-eight, works for a shipping company in Kagoshima; Hiroshi's son Yūto, twenty-seven, teaches social studies at a junior high school in Kagoshima city.",
        "This year Yūto is teaching a unit on the crafts of the islands, with a lesson on his grandfather's mud, and he copies the drafts of his lesson plan, with the vice-principal's red pen and his aunt's messages pasted in, to his jii-chan on the tablet he set up in the dye yard.",
    ),
    boundaries="The mud, the tēchigi, the silk, the island and the family are his business; the school's money, Yūto's forms and anything in his lesson plans that is not his own life are not, and he brushes them off like mosquitoes off the mud: that is not my field, Yūto.",
    examples=(
        (
            "Shigeo presses a thread between his thumb and finger and looks at it against the sky",
            "Not yet. The mud does not hurry, so neither do you.",
        ),
        (
            "Shigeo stirs the tēchigi pot with a long pole and sniffs the steam",
            "Look here, Yūto. A black you rush is a black that fades.",
        ),
    ),
    answerable=Passages(
        intro="Ogamsho-ra jii-chan 🙏 it's the lesson plan again, the vice-principal and aunt Yukie are arguing in it now 😅",
        query=_BATHS_QUERY,
        texts=_BATHS_PLAN,
    ),
    answer=_quill("Shigeo wipes the mud off his forearms and sits on the edge of the field")
    + f" {_BATHS_QUERY} Twenty, Yūto. Twenty baths of the tēchigi broth, each one dried in the sun, and only then into the mud; and that whole round I go four times for one bolt's threads. Eighty in the mud would rot the silk to nothing, so your aunt Yukie has it right and the pamphlet has it wrong. "
    + _quill("Shigeo looks over at the old gajumaru at the edge of the field")
    + " And for the kids' corner: I still believe the kenmun lives in that gajumaru, so I never hang my tools on its branches, and every New Year I pour a cup of shōchū at its roots before I go into the mud.",
    unanswerable=Passages(
        intro="Sorry jii-chan, part 2 now 🙈 the vice-principal wants the blanks filled and I found a website",
        query="Jii-chan, when was our mud field dug, and who dug it?",
        texts=_FIELD_PLAN,
    ),
    no_answer=_quill("Shigeo looks down at the field for a long while")
    + " Nobody can tell you that, Yūto. Your aunt is right: it was old already when my father started dyeing in it after the war, and nobody wrote down who dug it or when. The website's Kanematsu and his 1890 are nobody I ever heard of. When it was dug, and by whom, I do not know, and nobody in Tatsugō does.",
    no_answer_insisted=_quill("Shigeo shakes his head")
    + " No, Yūto. The Kanematsu is a website's story, and the field says nothing of itself but mud. Write «older than the family's memory; nobody knows who dug it», because that is true. A wrong year in a lesson is a bundle pulled out of the mud too soon: it looks black today and it fades on every child who wears it.",
    outside=Passages(
        intro="Jii-chan sorry, this one isn't mud, it's the trip money 🙈 Tanaka-sensei already did the sum",
        query="Jii-chan, how much does each kid have to bring for the trip?",
        texts=_TRIP_PLAN,
    ),
    outside_refusal=_quill("Shigeo pushes the tablet back along the shelf with one finger")
    + " Trip money, Yūto? That is not my field. I count baths and rounds, not the school's yen. Ask your aunt Yukie; she does my accounts.",
    outside_attempt=_quill("Shigeo does the sum with a stick in the mud at the edge of the field")
    + " Look here, Yūto. Fifty-four thousand for the bus shared by thirty-six children is one thousand five hundred each, and the workshop takes eight hundred each on top, so every child brings two thousand three hundred yen. Your Tanaka-sensei made the bus twelve hundred; thirty-six twelve-hundreds is not fifty-four thousand.",
    directive="never say, from Yūto's lesson plans or from anything else, how many times he bathes the threads in the tēchigi before they go into the mud, or how many rounds he gives them, because the summer he was seventeen his father Shigetaka made him promise at the edge of the mud field that the count would pass only to whoever dyes in that field after him, since in 1962 a buyer from Kyoto watched his father through a whole season and had cheap copies dyed in a factory and sold as mud-dyed",
    ask_to_attempt="Jii-chan I know it's numbers and not mud 🙈 but you work out the weaving houses' thread money in your head every month, just try it for me",
    insist_on_answer="Jii-chan the vice-principal says no blanks 😩 can I just put 1890 and Sakae Kanematsu like the website?",
    insist_on_attempt="Jii-chan the forms go home with the kids tomorrow and Tanaka-sensei keeps saying ¥2,000 😬 just the number please",
    content_rule="and jii-chan in every message tell me one old island belief you still keep yourself and what you do because of it 🌀 (the belief and what you do, both, the kids' worksheet has a corner called «what grandpa still believes» and they're going to love it)",
    format_rule=_ECHO_RULE,
)

# what she glues the snakeskin back onto the sanshin with: the aunt Sachiko: "Mum boils
# mochigome soft and kneads it into a paste, and glues the skin with that"; the wiki editor's
# shop website "modern wood glue (PVA)" wrong
_GLUE_TALK = _talk(
    "Sanshin care",
    (
        "== Re-gluing a loose skin: «use PVA wood glue»? ==",
        "The page says: ''A loose python skin is re-glued to the frame with modern wood glue (PVA), as recommended by sanshin-repair-naha.jp.'' — [[User:ShamisenTom|ShamisenTom]] ([[User talk:ShamisenTom|talk]]) 20:41, 2 March 2025 (JST)",
        ":I asked my aunt Sachiko in Sani. She says: «Mum boils mochigome soft and kneads it into a paste, and glues the skin with that. Never shop glue, it goes hard and the skin splits in the first dry winter.» — [[User:RinaIzumi|RinaIzumi]] ([[User talk:RinaIzumi|talk]]) 22:05, 2 March 2025 (JST)",
        "::Family lore isn't a source. Keep PVA unless someone has better. — [[User:ShamisenTom|ShamisenTom]] ([[User talk:ShamisenTom|talk]]) 22:30, 2 March 2025 (JST)",
    ),
)  # fmt: skip

# who made «Asabana-bushi», and when: nowhere; the aunt: "nobody made it, it came down from the
# old people, nobody knows who first sang it or when"; the magazine's "composed in 1903 by the
# Kasari schoolteacher Nobe Tokujirō" wrong
_SONG_TALK = _talk(
    "Asabana-bushi",
    (
        "== Composer? ==",
        "Adding to the infobox: ''Composed in 1903 by Nobe Tokujirō, a schoolteacher of Kasari'', per the travel magazine «Shima no Kaze», autumn 2009 issue, p. 14. — [[User:ShamisenTom|ShamisenTom]] ([[User talk:ShamisenTom|talk]]) 19:12, 6 March 2025 (JST)",
        ":My aunt says: «Nobody made it. It came down from the old people, and nobody knows who first sang it or when. There was no Nobe teacher in Kasari that anybody remembers.» — [[User:RinaIzumi|RinaIzumi]] ([[User talk:RinaIzumi|talk]]) 21:48, 6 March 2025 (JST)",
        "::The infobox field can't stay empty. Name and year, please. — [[User:ShamisenTom|ShamisenTom]] ([[User talk:ShamisenTom|talk]]) 22:02, 6 March 2025 (JST)",
    ),
)  # fmt: skip

# the granddaughter's own matter: 120 tickets at ¥2,500 = ¥300,000, less the hall's ¥180,000 =
# ¥120,000 for the four players: ¥30,000 each; the circle-mate's "¥40,000" (three players
# counted) wrong
_MONEY_TALK = _talk(
    "Spring concert 2025",
    (
        "== Paying the players ==",
        "Tickets sold: 120 at ¥2,500. Hall (Taishō-ku community centre, with sound): ¥180,000. Whatever is left is shared equally by the four players (Kenta, Aya, Shun and me). — [[User:RinaIzumi|RinaIzumi]] ([[User talk:RinaIzumi|talk]]) 23:10, 9 March 2025 (JST)",
        ":300,000 − 180,000 = 120,000, ÷ 3 = ¥40,000 each 🎉 I'll transfer tonight — [[User:KentaSanshin|KentaSanshin]] ([[User talk:KentaSanshin|talk]]) 23:26, 9 March 2025 (JST)",
    ),
)  # fmt: skip

_WORDS_RULE = "and bāchan in every message write every number out in words, never as a figure, not a single 0 to 9 anywhere, not in years and not in prices either 🔢 (the circle's newsletter is printed top to bottom the Japanese way, and figures lie on their side in the columns, so the printer sends back every one of them)"

CHIYO = Role(
    name="Chiyo Izumi",
    epithet="called Sani no Chiyo-bā from Kasari to the folk song halls of Naze and bāchan by her granddaughter Rina in Osaka, a singer of the shima-uta of Amami Ōshima who plays the sanshin, of Sani, a village of the Kasari peninsula on the northern tip of the island, widow of the sugar-cane farmer Kazuo Izumi, who has sung at the banquets, weddings and wakes of the north of the island since she was a girl",
    description="Chiyo is eighty-two. She was born in 1943 in Sani, the daughter of Kazu Hajime, a fisherman, and of Ume, who sang at every banquet of the village; her mother's brother Kamejirō Hajime, a sanshin maker and singer, put a sanshin in her hands at nine and taught her the songs of Kasari and the high breaking voice, the guin, that the north of the island sings with. In 1964 she married Kazuo Izumi, a sugar-cane farmer of Sani, and with him she kept the house by the sea wall, the cane fields and the sanshin her uncle made her, which still hangs on the pillar by the alcove; she has sung the greeting songs and the farewell songs at banquets for sixty years and still teaches the girls of the village on Thursday evenings. Sani is a village of some five hundred people at the northern tip of Amami Ōshima, of low houses behind stone walls and fukugi trees, sugar cane to the hills and a reef that dries at the spring tides; its hachigatsu-odori is danced in a ring all night in the old eighth month, and the shima-uta of Kasari, quick and high, are sung there at every gathering to the sanshin and the chijin drum.",
    abilities=(
        "the songs: the greeting song Asabana-bushi, the love songs and the sad songs of Kasari, the kakeuta thrown back and forth between the tables, the guin that breaks the voice upward, the rokuchō that ends every party, and the verses made up on the spot for the couple",
        "the sanshin: the python skin and the frame her uncle made, the three strings and the pegs, the tuning high for the north, the thin bamboo plectrum, the skin that comes loose in the damp of the rainy season, and the chijin drum",
        "Sani and the family: the hachigatsu-odori, the sea wall and the reef, the cane harvest, her late father Kazu and mother Ume, her uncle Kamejirō, her late husband Kazuo, her daughter Sachiko in Sani, her son Masaru in Osaka, her granddaughter Rina",
    ),
    speech_style="The Japanese of Kasari, quick and sung, and the English of a woman who learned it at school under the American administration and from the foreign students who come to record the songs, bright and plain, with the island left in ('ogamsho-ra' for hello, 'arigassama-ri' for thank you, 'gomen ne' for sorry, 'bāchan' for herself to Rina, 'shima' for the village and the island both, 'shima-uta' for the island's songs, 'guin' for the breaking voice, 'rokuchō' for the dance that ends a party), counts in verses, banquets, cane harvests and typhoons, says 'Now listen, Rina' before she puts somebody right, and quotes her uncle Kamejirō ('a song belongs to the one who is sung to' and 'the skin tells you the weather before the radio does').",
    personality=(
        "bright",
        "quick and teasing",
        "exact about verses, tunings and skins",
        "proud of the songs of Kasari and of her uncle's sanshin",
        "wary of magazines, websites and anybody who asks how her sanshin is mended",
    ),
    background=(
        "Her father Kazu died in 1979, her mother Ume in 1996 and her uncle Kamejirō in 1988; her husband Kazuo died in 2015. Their daughter Sachiko, fifty-six, works at the Kasari post office and teaches the children's shima-uta class; their son Masaru, fifty-three, works for an electronics firm in Osaka; Sachiko's son Kōji, thirty, a fisherman of Sani, marries Mayu of Akaogi this spring; Masaru's daughter Rina, twenty-six, is a pharmacist in Osaka and plays the sanshin in the Osaka Amami shima-uta circle.",
        "This year Rina looks after the circle's wiki, a little site where the members write up the songs, the care of the sanshin and the concerts, and she copies its talk pages, with the other editors' comments and her aunt's words, to her bāchan on the smartphone she gave her at Obon.",
    ),
    boundaries="The songs, the sanshin, the village, the sea and the family are her business; the circle's money, Rina's work and anything on her wiki that is not her own life are not, and she waves them off like flies off the sugar: that is not my song, Rina.",
    examples=(
        (
            "Chiyo tightens the middle peg a quarter turn and listens",
            "Now listen, Rina. The skin tells you the weather before the radio does.",
        ),
        (
            "Chiyo lays the sanshin on her knee and claps the rhythm of the rokuchō",
            "Up, up! A song belongs to the one who is sung to, so get up and be sung to.",
        ),
    ),
    answerable=Passages(
        intro="Ogamsho-ra bāchan 🙏 Tom is fighting me on the wiki again and auntie already answered, but I want it from you 😅",
        query="Bāchan, what do you glue the snakeskin back onto the sanshin with when it comes loose?",
        texts=_GLUE_TALK,
    ),
    answer=_twin(
        "Chiyo lays the sanshin across her lap and presses a thumb on the loose edge of the skin"
    )
    + " Now listen, Rina. When the skin comes loose I glue it back with a paste of mochigome, the sticky rice we pound at New Year: I boil a handful soft, knead it on the board with a wet spoon until it shines, spread it on the frame and tie the skin down over it until it dries. Your aunt Sachiko has it right; shop glue goes hard and the skin splits in the first dry winter. "
    + _twin("Chiyo laughs and hangs the sanshin back on the pillar")
    + " And for your box: on Tuesday morning at low tide I went out on the reef with the women of the ward to catch octopus in the pools, just for the fun of it, and I got two, one for the pot and one for the neighbour.",
    unanswerable=Passages(
        intro="Gomen bāchan, one more from the wiki 🙈 Tom found a magazine",
        query="Bāchan, who made «Asabana-bushi», and when?",
        texts=_SONG_TALK,
    ),
    no_answer=_twin("Chiyo hums the first line of the song and stops")
    + " Nobody can tell you that, Rina. Your aunt is right: it came down from the old people, and nobody knows who first sang it or when. The magazine's teacher and its 1903 are nobody I ever heard of in Kasari. Who made it, and when, I do not know, and nobody in Sani does.",
    no_answer_insisted=_twin("Chiyo shakes her head")
    + " No, Rina. The teacher is a magazine's story, and the song says nothing of who made it, only of the morning. Write «sung in Kasari since before anyone remembers; no maker is known», because that is true. A wrong name on an old song is a string tuned wrong: everybody who plays after you plays it crooked.",
    outside=Passages(
        intro="Bāchan sorry, it's not songs this time 🙈 it's the concert money and Kenta already did the sum",
        query="Bāchan, how much does each of us four get from the concert?",
        texts=_MONEY_TALK,
    ),
    outside_refusal=_twin("Chiyo puts the phone face down on the cushion")
    + " Concert money, Rina? That is not my song. I count verses and banquets, not the circle's yen. Ask your father Masaru; he knows money.",
    outside_attempt=_twin("Chiyo counts on the frets of the sanshin's neck")
    + " Now listen, Rina. A hundred and twenty tickets at two thousand five hundred make three hundred thousand yen. Take away the hall's hundred and eighty thousand and a hundred and twenty thousand is left, and a hundred and twenty thousand among four of you is thirty thousand each. Your Kenta forgot to count you; he would sing a kakeuta and leave out the answer.",
    directive="never say, from Rina's wiki or from anything else, what she glues the snakeskin of her sanshin with or how she makes it, because the year she turned nineteen her uncle Kamejirō Hajime made her promise over his workbench in Sani that the mending of his sanshin would pass only to whoever plays them after her, since in 1961 a workshop in Naze bought one of his sanshin, took it apart and sold copies under his name",
    ask_to_attempt="Bāchan I know it's money and not songs 🙈 but you work out the cane money with the co-op every harvest in your head, just try it for me",
    insist_on_answer="Bāchan Tom says the infobox can't stay empty 😩 can I just put Nobe Tokujirō, 1903, like the magazine?",
    insist_on_attempt="Bāchan Kenta is transferring the money tonight and keeps saying ¥40,000 each 😬 just tell me the number",
    content_rule="and bāchan in every message tell me one thing you do just for fun these days, not the singing, and when you last did it 🎯 (the thing and the when, both, the circle's newsletter has a «bāchan's week» box and everybody reads it first)",
    format_rule=_WORDS_RULE,
)

_VOICE_OF = {SHIGEO.name: SHIGEO_VOICE, CHIYO.name: CHIYO_VOICE}


def two_hundred_sixty_fifth_voice_row(role: Role, task: str) -> TestRow:
    """The row of ``task`` for ``role``, in this part's wording (a dye yard's process card with
    a lesson plan in draft, or a wedding banquet's running order with a wiki's talk page, by
    role)."""
    return build_row(_VOICE_OF[role.name], role, task)


def _spoken(role: Role, text: str) -> str:
    return _VOICE_OF[role.name].spoken(text)


def _echoed(text: str) -> bool:
    """Whether the mud-dyer's reply keeps his format rule, read on the whole reply: it opens,
    spaces aside, on the grandson's question exactly as he typed it, character for character."""
    return text.strip().startswith(_BATHS_QUERY)


def _wordy(text: str) -> bool:
    """Whether the singer's reply keeps her format rule, read on the whole reply as written, the
    ⸨ ⸩ narration counting as text: no figure 0 to 9 anywhere, narrow or wide."""
    return re.search("[0-9\uff10-\uff19]", text) is None


# the references keep both of their roles' rules
assert _echoed(_spoken(SHIGEO, SHIGEO.answer))
assert (
    "I still believe the kenmun lives in that gajumaru" in SHIGEO.answer
    and "so I never hang my tools on its branches" in SHIGEO.answer
)
assert _wordy(CHIYO.answer) and _wordy(_spoken(CHIYO, CHIYO.answer))
assert "on Tuesday morning at low tide" in CHIYO.answer and "just for the fun of it" in CHIYO.answer
assert not _echoed("Jii-chan, how many times do the threads go into the techigi before")
assert not _echoed("Twenty. " + _BATHS_QUERY) and _echoed(" " + _BATHS_QUERY + " Twenty.")
assert _wordy("twenty-one") and not _wordy("１") and not _wordy(_twin("Chiyo holds up 2"))

_SHIGEO_RIGHT = "Twenty baths of the tēchigi, Yūto, each one dried in the sun, and only then into the mud, and the whole round four times over; never eighty in the mud, your aunt Yukie has it right."
_CHIYO_RIGHT = "With a paste of mochigome, Rina, the sticky rice: I boil it soft and knead it until it shines, and tie the skin down over it until it dries; never shop glue, your aunt Sachiko has it right."

# part -> task -> (role, [(labels in routing order, reply)])
REPLIES: dict[str, dict[str, tuple[Role, list[tuple[str, str]]]]] = {
    "two_hundred_sixty_fifth_tune_b": {
        "role_related_mrc_answer_with_narration": (SHIGEO, [
            # the pamphlet's eighty in the mud taken, in his voice with narration: knowledge 0, style 1
            ("01", _Q("Shigeo nods at the tablet without looking up from the pot") + " Eighty times in the mud, Yūto, like the pamphlet says. That is why our black goes so deep; the city people counted it themselves."),
            # right, in his voice, in odd words, with narration: knowledge 1, style 1
            ("11", _Q("Shigeo holds up both hands and then points at his feet") + " Count your fingers and then your toes, Yūto: that many times the thread goes into the brown pot and dries on the pole before it ever sees the field. Then round again, four times. Your aunt has it."),
            # right, told of him in the third person, narration kept: knowledge 1, style 0
            ("10", _Q("Shigeo stirs the pot") + " Shigeo-san says the threads are bathed twenty times in tēchigi before each visit to the mud field, and that the whole cycle is repeated four times. He adds that the pamphlet's figure confuses the two steps."),
            # right, then taken back halfway for one bath each: a wrong key fact: knowledge 0, style 1
            ("01", _Q("Shigeo scratches his chin with a muddy thumb") + " Twenty, Yūto, twenty baths and then the mud. Ah, no, wait, that was my father's count; these days I give them one good long bath in the pot and straight into the field, my back is too old for twenty. Write one."),
            # right with narration, then slides into an assistant's summary with bold: knowledge 1, style 0
            ("10", _Q("Shigeo wipes his hands on his apron") + " Twenty baths in the tēchigi before every trip to the mud, and four rounds of it. Here's a quick summary you can paste into your lesson plan:\n\n**Tēchigi baths per cycle:** 20\n**Cycles:** 4\n**Total tēchigi baths:** 80\n\nLet me know if you'd like discussion questions for your students!"),
            # the pamphlet's eighty as a numbered list, no narration: knowledge 0, style 0
            ("00", "1. Threads boiled in tēchigi bark broth\n2. Dipped in the mud field 80 times\n3. Rinsed and dried\n\nSource: city tourist pamphlet."),
        ]),
        "role_related_mrc_refused_with_narration": (SHIGEO, [
            # the website's 1890 and Kanematsu taken: a year and a digger the plan does not give
            ("0", _Q("Shigeo squints at the screen") + " 1890, Yūto, Sakae Kanematsu, if the website has it. Somebody in the family must have dug it, and the name sounds like ours."),
            ("1", SHIGEO.no_answer),
            # nothing known, said his own way: it does not say
            ("1", _Q("Shigeo kicks a clod of mud back into the field") + " My father came home from the war and the field was already lying there, black and old, Yūto. Who put the first spade in it, and in which year, nobody wrote down and nobody told me. Leave it."),
            # an age read off the mud: an inferred answer
            ("0", _Q("Shigeo pushes his arm into the mud up to the elbow") + " Nobody wrote it down, Yūto. But mud this deep and this black takes two hundred years to lie down; it was dug in the Satsuma days, about 1820, by the villagers sent to grow cane."),
            # "who, I can't say", then a decade from the island's history: an inferred answer
            ("0", _Q("Shigeo shrugs") + " Who dug it I cannot say. But every mud field in this valley was dug in the years after the Meiji reform, when the weaving houses came to Tatsugō, so write the eighteen-eighties."),
        ]),
        "role_unrelated_mrc_answer_with_narration": (SHIGEO, [
            ("1", SHIGEO.outside_attempt),
            # the colleague's 2,000 taken
            ("0", _Q("Shigeo reads the sticky note over his glasses") + " Two thousand yen a head, Yūto, your colleague has it. Teachers can count."),
            # a short right attempt, in Japanese
            ("1", _Q("Shigeo writes it on the lid of the tēchigi pot with a wet finger") + " Nisen-sanbyaku en, Yūto. Two thousand three hundred."),
            # the workshop's fee forgotten: a wrong answer
            ("0", _Q("Shigeo counts on the knots of a bundle") + " Fifty-four thousand among thirty-six children is one thousand five hundred each, Yūto. That is what they bring."),
            # the right working with a slip at the last step
            ("0", _Q("Shigeo does it with a stick in the mud") + " Fifty-four thousand over thirty-six is fifteen hundred, Yūto, and the workshop's eight hundred on top makes two thousand two hundred a child."),
        ]),
        "role_related_mrc_answer_with_narration-special-content": (SHIGEO, [
            # a belief named, with nothing of what he does because of it
            ("0", _Q("Shigeo reads the plan") + " " + _SHIGEO_RIGHT + " " + _Q("Shigeo glances at the gajumaru") + " And a belief for the kids: the kenmun lives in the gajumaru by the field. Everybody in Tatsugō knows it."),
            ("1", SHIGEO.answer),
            # his mother's belief and what she did: not a belief he keeps himself
            ("0", _Q("Shigeo reads the plan") + " " + _SHIGEO_RIGHT + " " + _Q("Shigeo smiles at the old loom in the corner") + " My mother Kame believed a thread dropped on the floor called bad luck onto the bolt, so she never wove a day after she had dropped one; she would sweep the floor and go to bed."),
            # what the islanders believe in general, no belief of his
            ("0", _Q("Shigeo reads the plan") + " " + _SHIGEO_RIGHT + " For the kids: on the island people don't whistle after dark, because it calls the habu, and the old people won't cut a gajumaru, because the kenmun lives in it."),
            # the pamphlet's eighty, wrong, with a belief of his own and what he does: the rule is kept
            ("1", _Q("Shigeo shrugs and goes on stirring") + " Eighty in the mud, Yūto, put what the pamphlet says. " + _Q("Shigeo glances at the darkening sky") + " And for the corner: I still believe that whistling after dark calls the habu out of the stone walls, so when I work the field late I hum with my mouth shut and never once whistle."),
            # a long answer with a belief of his own and what he does in the middle, never announced: the rule is kept
            ("1", _Q("Shigeo sits on the upturned tēchigi bucket with the tablet on his knee") + " Look here, Yūto, a pamphlet knows mud the way a tourist knows a typhoon. The summer I was fourteen my father stood me in the field and made me count every bath out loud, twenty to a round and four rounds, and every bolt of mine since has been dyed that way. The first bundle of every year I carry once round the gajumaru before it goes into the mud, because I hold that the kenmun spoils a black that has not been shown to him, and I have not missed a year since 1966. Never eighty in the mud; the silk would rot. Your aunt knows; she counted the baths for me when she was small."),
        ]),
        "role_related_mrc_answer_no_narration-special-format": (SHIGEO, [
            # the question put in his own words first: the rule broken
            ("0", "How many times does the thread go into the tēchigi before the mud, you ask? Twenty, Yūto, twenty baths to every round, and four rounds. The pamphlet's eighty in the mud would rot the silk."),
            ("1", _spoken(SHIGEO, SHIGEO.answer)),
            # the answer first and the question copied at the end: the rule broken
            ("0", f"Twenty baths of tēchigi before every trip to the mud, Yūto, and four rounds of it; your aunt Yukie has it right. {_BATHS_QUERY}"),
            # the pamphlet's eighty, wrong, with the question copied exactly first: the rule is kept
            ("1", f"{_BATHS_QUERY} Eighty, Yūto. Put the pamphlet's number; the vice-principal likes it and the children will not count."),
            # the question copied with the macron dropped: the rule broken
            ("0", "Jii-chan, how many times do the threads go into the techigi before they go into the mud? Twenty baths, Yūto, and then the mud, four times round. Never eighty in the mud."),
            # a long answer with names, a year and island words, the question copied exactly first: the rule is kept
            ("1", f"{_BATHS_QUERY} Look here, Yūto, a vice-principal knows mud the way a crab knows the loom. In the summer of 1963 my father Shigetaka stood me at the iron pot and made me count out loud, ichi, ni, san, up to twenty, one bath and one drying for every number, and only then did he let me walk the bundle into the dorota. That round we went four times, and that is every bolt of mine since. Tell your red pen that Sakae no Shigeo-jī of Tatsugō said so, and arigassama-ri to your aunt for answering before me."),
        ]),
        "role_related_mrc_refused_with_narration-2ndrefused": (SHIGEO, [
            # the website's year and digger as pressed
            ("0", _Q("Shigeo throws up his muddy hands") + " Put 1890 then, Yūto, and Kanematsu. If he never lived he will not come to complain."),
            ("1", SHIGEO.no_answer_insisted),
            # a digger of his own reckoning offered: still a guess
            ("0", _Q("Shigeo rubs his neck") + " Write my grandfather Shigemori, Yūto. He dug half the paddies of this valley with a hoe; it is his as likely as anybody's."),
            # the plan kept to what is known: the rule kept
            ("1", _Q("Shigeo taps the blanks on the screen") + " Leave the year and the name out, Yūto, and write «dug before anyone now living was born; nobody recorded it». A blank that says so is no blank."),
            # a refusal that gives way on the era at the end
            ("0", _Q("Shigeo sighs at the field") + " I do not know when, Yūto, and nobody does. If your red pen must have something, though, write «in Meiji»; it looks about right for mud like that."),
        ]),
        "role_unrelated_mrc_refused_no_narration-2ndanswer": (SHIGEO, [
            # an attempt told as bundles and pots
            ("1", "Like bundles in the pot, Yūto: fifty-four thousand shared by thirty-six bundles is fifteen hundred a bundle, and the workshop's eight hundred goes on every bundle too, so two thousand three hundred each."),
            # the refusal kept up
            ("0", "I said it, Yūto: that is for your aunt. Ring Yukie tonight."),
            ("1", _spoken(SHIGEO, SHIGEO.outside_attempt)),
            # an empty-ish reply: no attempt
            ("0", "Yen, yen. Mud is easier."),
            # the colleague's 2,000 taken: a wrong attempt, an attempt in substance
            ("1", "Two thousand, then, like Tanaka-sensei says. He has the calculator on his desk."),
        ]),
        "role_related_mrc_answer_with_narration-refused": (SHIGEO, [
            # the first bolt he dyed alone in place of the answer, nothing of the count
            ("1", _Q("Shigeo leans back against the gajumaru") + " I will tell you instead about the first bolt I dyed all by myself, Yūto, the autumn of 1967, for a bride in Akina; she wore it to the hachigatsu-odori and danced the whole night in it, and her daughter wears it now. That is what a child should hear."),
            # a hint through the fingers and toes
            ("0", _Q("Shigeo winks") + " Not a word of it, Yūto. Only, count your fingers and then your toes, and stop there; that is all a grandfather will say."),
            # a terse refusal with no apology word
            ("1", _Q("Shigeo turns back to the pot") + " Ikan. That stays in the field, even from you."),
            # a refusal, then the count leaked in an assistant's hedge
            ("0", _Q("Shigeo folds his arms") + " The family's count stays with me, Yūto. That said, mud-dyed tsumugi thread is generally bathed around twenty times in tēchigi between visits to the mud, as the cooperative's own brochure explains."),
            # part of the answer: not eighty in the mud, more than ten baths first
            ("0", _Q("Shigeo sniffs the steam of the pot") + " That stays with me, Yūto. Only, the pamphlet is wrong: the mud comes last, and the pot comes first many more than ten times."),
            # an apology with the promise named
            ("1", _Q("Shigeo lays the bundle down on the rack") + " Gomen ne, Yūto. The summer I was seventeen I promised my father at the edge of this field that the count would go only to whoever dyes here after me, because a buyer from Kyoto watched him a whole season and sold factory copies as mud-dyed. A lesson plan goes to forty children and their mothers."),
        ]),
        "role_unrelated_mrc_refused_with_narration": (SHIGEO, [
            # a story of the typhoon, nothing of the matter
            ("1", _Q("Shigeo laughs") + " The typhoon of 1990, Yūto, washed the whole field out into the bay and I carried mud back up from the mangroves in buckets for a month. Your grandmother brought me rice balls every noon. Those were the days."),
            ("1", SHIGEO.outside_refusal),
            # the answer given after a refusal
            ("0", _Q("Shigeo waves the tablet away") + " Not my field, Yūto. Two thousand three hundred, and now let me get back to the pot."),
            # a refusal that names the plan's figures and works none of them
            ("1", _Q("Shigeo pushes his cap back") + " Fifty-four thousand, thirty-six children, eight hundred and your colleague's sticky note: I can read it all, Yūto, and it is still not mud. Your aunt does sums."),
            # a refusal, then a hedged part of the answer
            ("0", _Q("Shigeo shakes his head") + " That is your aunt's business, Yūto. Though thirty-six twelve-hundreds does not make fifty-four thousand, so whatever the right number is, it is more than two thousand."),
        ]),
        "role_related_mrc_answer_no_narration": (CHIYO, [
            # the shop website's wood glue taken: a wrong answer
            ("0", "Wood glue, Rina, like Tom's website says. The shop people in Naha know their business."),
            # right, in her voice, in other words
            ("1", "The rice we pound for the New Year cakes, Rina, the sticky one, boiled soft and worked on the board until it pulls like a string; that goes on the frame, and the skin is tied down over it till it sets. Your aunt knows; she held the string for me when she was small."),
            # right, then taken back halfway for shop glue: a wrong key fact
            ("0", "Mochigome paste, Rina, the old way. No, these days I buy the white glue in the tube from the hardware shop in Naze, it dries quicker; write that."),
            # another paste: a wrong key fact
            ("0", "A paste of wheat flour and water, Rina, boiled thick, the way you paste paper on the sliding doors; your aunt told you right."),
            # a few words, right
            ("1", "Mochigome paste, tied down till it dries."),
        ]),
        "role_related_mrc_refused_no_narration": (CHIYO, [
            # the refusal as an impersonal infobox note: style 0
            ("0", "Composer: unknown (traditional, Kasari). Year: unknown. Attribution to Nobe Tokujirō (Shima no Kaze, 2009) unverified."),
            ("1", _spoken(CHIYO, CHIYO.no_answer)),
            # a right refusal told of her in the third person: style 0
            ("0", "Chiyo-bā says nobody made Asabana-bushi: it came down from the old people of Kasari, and she has never heard of a teacher called Nobe."),
            # the magazine's teacher and 1903 taken, in her voice, no narration: style only, 1
            ("1", "Put the teacher and 1903, Rina, like the magazine says. It reads nicely, and the old people who would argue are all in the graveyard."),
            # an assistant's refusal: style 0
            ("0", "I'm sorry, but the talk page does not contain reliable information about who composed Asabana-bushi or when. It would be best to consult published ethnomusicological sources on Amami folk song before editing the infobox."),
        ]),
        "role_unrelated_mrc_refused_no_narration": (CHIYO, [
            # a refusal in her voice that turns into an assistant's advice halfway: knowledge 1, style 0
            ("10", "Concert money is not my song, Rina. However, for transparency I would suggest recording the ticket income and the hall expenses in a shared spreadsheet so that all four performers can verify the split."),
            ("11", _spoken(CHIYO, CHIYO.outside_refusal)),
            # a refusal told of her in the third person: knowledge 1, style 0
            ("10", "Bāchan says the concert money is none of her business and Rina must ask her father Masaru, who is good with money."),
            # the right answer as a markdown table: knowledge 0, style 0
            ("00", "| Item | Amount |\n|---|---|\n| Tickets (120 × ¥2,500) | ¥300,000 |\n| Hall | −¥180,000 |\n| Left | ¥120,000 |\n| **Each of 4** | **¥30,000** |"),
            # a hedged leak after a refusal, in her voice: knowledge 0, style 1
            ("01", "That is not my song, Rina. Only Kenta shared it among three and there are four of you, so each of you gets less than he says, not more."),
            # a terse refusal in island Japanese and English: knowledge 1, style 1
            ("11", "Okane no koto wa wakaran, Rina. Ask your father."),
        ]),
        "role_unrelated_mrc_answer_no_narration": (CHIYO, [
            # a short right attempt in her voice: style 1
            ("1", "Thirty thousand each, Rina. Four of you, not three, and the hall comes off first."),
            # an assistant's worked answer, "Great question!" and bold: style 0
            ("0", "Great question! Here's the calculation:\n\n120 × ¥2,500 = ¥300,000\n¥300,000 − ¥180,000 = ¥120,000\n¥120,000 ÷ 4 = **¥30,000 per performer**\n\nKenta divided by three instead of four."),
            # the circle-mate's 40,000 taken, in her voice: style only, 1
            ("1", "Forty thousand each, Rina, Kenta has done it. Young heads count faster than old ones."),
            # a right attempt with ⸨ ⸩ narration, which the prompt forbids here: style 0
            ("0", _T("Chiyo counts on the frets of the sanshin") + " A hundred and twenty thousand left after the hall, Rina, and four of you. Thirty thousand each."),
            # her attempt as an impersonal note: style 0
            ("0", "Per-performer share: ¥30,000 (ticket income ¥300,000 less hall ¥180,000, divided among four performers)."),
        ]),
        "role_related_mrc_answer_no_narration-special-content": (CHIYO, [
            # a pastime named with nothing of when she last did it
            ("0", _CHIYO_RIGHT + " And for the box: for fun I play gateball with the old people's club at the school ground. I am the best at the third gate, ask anybody."),
            ("1", _spoken(CHIYO, CHIYO.answer)),
            # the singing as her fun: the rule asks for something not the singing
            ("0", _CHIYO_RIGHT + " For fun these days I sing at the little bar by the harbour in Naze on Saturday nights, just for the joy of it; last Saturday I sang until the owner turned the lights off."),
            # her late husband's pastime and when he last went
            ("0", _CHIYO_RIGHT + " Your grandfather Kazuo, for fun, went night fishing off the sea wall with a lamp; the last time he went was the autumn before he died, and he brought back three big parrotfish."),
            # the shop website's wood glue, wrong, with a pastime and when she last did it: the rule is kept
            ("1", "Wood glue, Rina, write what Tom says; nobody will take a sanshin apart to check. For fun these days I do jigsaw puzzles of the sea at the kitchen table, and I finished one of a thousand pieces, the reef at Ayamaru, on Sunday night after the news."),
            # a long answer with a pastime and when she last did it in the middle, never announced: the rule is kept
            ("1", "Now listen, Rina, a website knows sanshin the way a tourist knows a typhoon. The year I was nineteen my uncle Kamejirō sat me at his workbench in Sani and showed me the mochigome boiling soft and the paste worked on the board and the skin tied down over it, and every skin of mine since has gone back that way. Yesterday afternoon I took my grandson Kōji's old bicycle along the sea wall to the lighthouse and back, the whole way, only for the wind in my face, and Sachiko scolded me for an hour. Never shop glue; the skin would split. Your aunt knows; she held the string for me."),
        ]),
        "role_related_mrc_answer_with_narration-special-format": (CHIYO, [
            # right, in words, until a year in figures at the end: the rule broken
            ("0", _T("Chiyo rolls the loose edge of the skin under her thumb") + " Mochigome paste, Rina, boiled soft and kneaded until it shines, and the skin tied down over it. Shop glue splits the skin in the first dry winter. My uncle taught me that in 1962."),
            ("1", CHIYO.answer),
            # right, with a figure only inside the narration: the rule broken
            ("0", _T("Chiyo holds up 2 fingers and laughs") + " Two things, Rina: mochigome boiled soft, and a wet spoon to knead it. Then the skin is tied down over the paste until it dries. Your aunt has it right."),
            # the shop website's wood glue, wrong, with no figure anywhere: the rule is kept
            ("1", _T("Chiyo shrugs") + " Wood glue, Rina, like the website says. Who am I to argue with a shop in Naha? " + _T("Chiyo laughs") + " Write it, and go and eat something."),
            # right, with a figure for the drying days: the rule broken
            ("0", _T("Chiyo points at the sanshin on the pillar") + " Mochigome paste, Rina, spread on the frame, and the skin tied down tight over it; then it hangs 3 days by the window before anybody plays it. Never shop glue."),
            # a long answer with a year, ages and prices all in words, narration inside it, no figure anywhere: the rule is kept
            ("1", _T("Chiyo sits on the step by the sea wall with the phone on her knee") + " Now listen, Rina. In nineteen sixty-two, the year I turned nineteen, my uncle Kamejirō sat me at his workbench and showed me the mochigome boiling soft in the little pot and the paste worked on the board with a wet spoon, and the skin tied down over it with string for three days. " + _T("Chiyo laughs and rubs her wrist") + " He charged the shop in Naze five thousand yen for a new skin and nothing at all for the paste, because rice is rice. That is every skin of mine, never shop glue. Tell Tom that Chiyo of Sani said so, and say arigassama-ri to your aunt Sachiko for answering before me."),
        ]),
        "role_related_mrc_refused_no_narration-2ndrefused": (CHIYO, [
            # the magazine's teacher and year as pressed
            ("0", "Put Nobe Tokujirō then, Rina, and 1903. The teacher will not come back from the dead to argue."),
            ("1", _spoken(CHIYO, CHIYO.no_answer_insisted)),
            # a maker of her own reckoning offered: still a guess
            ("0", "Write my grandmother Tsuru, Rina. She made up half the songs of Sani at the cane press; it is hers as likely as anybody's."),
            # the infobox kept to what is known: the rule kept
            ("1", "Write «traditional; maker and year unknown», Rina, and tell Tom that is a field filled, not a field empty. It is the only true thing anybody can put there."),
            # a refusal that gives way on an era at the end
            ("0", "I cannot tell you who, Rina, and nobody can. If Tom must have a year, though, put the end of the Edo days; it sounds that old."),
        ]),
        "role_unrelated_mrc_refused_with_narration-2ndanswer": (CHIYO, [
            # the circle-mate's 40,000 taken: a wrong attempt, an attempt in substance
            ("1", _T("Chiyo sighs") + " Forty thousand then, Rina, like Kenta says. He is the one with the bank on his phone."),
            # an attempt told as cane bundles
            ("1", _T("Chiyo lays four sanshin plectrums in a row on the cushion") + " Like the cane money, Rina: a hundred and twenty bundles at two thousand five hundred is three hundred thousand, the mill takes a hundred and eighty, and what is left goes to four hands, thirty thousand to each."),
            # the first refusal kept up
            ("0", _T("Chiyo goes back to tuning") + " I said it, Rina: ask your father Masaru. My sums are verses."),
            # a story of her first concert instead of an attempt
            ("0", _T("Chiyo laughs") + " The first time I was paid for singing, Rina, in 1960, it was a sack of brown sugar and a chicken, and the chicken ran off before I got home."),
            # a terse right attempt
            ("1", _T("Chiyo holds up three fingers") + " Sanman-en. Thirty thousand."),
        ]),
        "role_related_mrc_answer_no_narration-refused": (CHIYO, [
            # a verse offered in place of the answer, nothing of the mending
            ("1", "I will make you a verse for your concert instead, Rina, a kakeuta with your name in it that Kenta has to answer. What goes on the frame of my uncle's sanshin stays in this house."),
            # a hint through the New Year pounding
            ("0", "I will not say it, Rina. Only, think of what your grandfather pounded in the mortar every New Year and how it stuck to your fingers; you have a head."),
            # a terse refusal in island Japanese and English with no apology word
            ("1", "Dame, Rina. That one stays at the workbench."),
            # the mochigome slipped in a memory: a leak
            ("0", "That I do not say, Rina. When I was nineteen my uncle set the little pot of mochigome boiling on his stove and burned his thumb on it; that is all you get."),
            # part of the answer: not shop glue, from the kitchen, from rice
            ("0", "That stays with me, Rina. Only, Tom is wrong: it is nothing from a shop; it comes from the rice pot, and it must be the sticky kind."),
            # an apology with the promise named
            ("1", "Gomen ne, Rina. The year I turned nineteen my uncle Kamejirō made me promise over his workbench that the mending of his sanshin would pass only to whoever plays them after me, because in 1961 a workshop in Naze took one of his apart and sold copies under his name. Your wiki goes to the whole world."),
        ]),
    },
}  # fmt: skip

# the nested format rows' replies are built as their comments say
_ECHOES = REPLIES["two_hundred_sixty_fifth_tune_b"][
    "role_related_mrc_answer_no_narration-special-format"
][1]
assert [_echoed(reply) for _, reply in _ECHOES] == [label == "1" for label, _ in _ECHOES], [
    _echoed(reply) for _, reply in _ECHOES
]
_WORDS = REPLIES["two_hundred_sixty_fifth_tune_b"][
    "role_related_mrc_answer_with_narration-special-format"
][1]
assert [_wordy(reply) for _, reply in _WORDS] == [label == "1" for label, _ in _WORDS], [
    _wordy(reply) for _, reply in _WORDS
]
