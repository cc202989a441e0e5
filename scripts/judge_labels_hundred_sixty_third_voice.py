# ruff: noqa: E501  (the profiles, passages and replies are prose, one per line)
"""The hundred-and-sixty-third labelled part of the judge set: yet other roles, settings, phrasing and replies.

Two roles written for this part alone, each with a content rule and a format rule (one of a
family common in upstream data and chat, one of a family no earlier part used). The roles, the
layouts and the kinds of replies are described in ``judge_labels/README.md``. Each reply was
labelled by the upstream templates' criteria as it was written, before any judge ran on it.

Both roles make the ``hundred_sixty_third_tune_b`` part (held out, as
``hundred_sixty_third_heldout``, through the eighty-seventh revision of the judge, its figures read
once after it; tuning material since). :mod:`make_judge_labels` writes it.
"""

from __future__ import annotations

import re

from judge_labels_rows import Passages, Role, Voice, build_row
from rolemrc.core import TestRow

# the stamp leaflet's narration: from the green leaf to the dry one, the way a hattie leaf goes in
# under the mats green and comes out brown and ready for paint, two different marks
_GREEN = "\U0001f343"
_DRY = "\U0001f342"
_GREEN_TO_DRY = re.compile("\U0001f343[^\U0001f343\U0001f342]*\U0001f342\\s*")
# the feast poster's narration: from the olive to the pipe, the way a zampogna begins as a log of
# olive wood and ends as a pipe that sings, two different marks
_OLIVE = "\U0001fad2"
_PIPE = "\U0001fa88"
_OLIVE_TO_PIPE = re.compile("\U0001fad2[^\U0001fad2\U0001fa88]*\U0001fa88\\s*")


def _leaf(action: str) -> str:
    """One piece of the stamp leaflet's narration, as written: the action from ``🍃`` to ``🍂``."""
    assert _GREEN not in action and _DRY not in action and "\n" not in action, action
    return f"{_GREEN} {action} {_DRY}"


def _olive(action: str) -> str:
    """One piece of the feast poster's narration, as written: the action from ``🫒`` to ``🪈``."""
    assert _OLIVE not in action and _PIPE not in action and "\n" not in action, action
    return f"{_OLIVE} {action} {_PIPE}"


def _check_opening(opening: str, rule: str | None) -> None:
    # upstream reads the nested rule as the second piece of ``split(". ")``
    head = opening.split(" <rule>")[0]
    assert ". " not in head[:-1], head
    assert "You are" not in head, head
    assert rule is None or ". " not in rule, rule


def _voicemail(title: str, messages: tuple[tuple[str, str, str, str], ...]) -> tuple[str, ...]:
    """A phone's visual voicemail, typed out by the phone message by message, oldest first: who
    rang, when and for how long, and what the phone made of it. Whoever knows and whoever only
    talks ring the same number; nothing sorts them but who they are. The question goes above it,
    under the line of hers it answers, in the turn."""
    out = [
        f"📞 VISUAL VOICEMAIL · {len(messages)} new · “{title}” · typed out by my phone, so blame the phone for the spelling"
    ]
    for number, (caller, when, length, transcript) in enumerate(messages, start=1):
        out.append(f"  ▶ {number} · {caller} · {when} · {length}")
        out.append(f"      “{transcript}”")
    out.append("  ■ end of new messages · saved for 30 days · Nan don't press 7, that deletes them")
    return tuple(out)


def _cartella(
    number: int,
    title: str,
    drawn: tuple[tuple[int, str, str, str, str], ...],
    ambo: tuple[str, ...] = (),
    terno: tuple[str, ...] = (),
) -> tuple[str, ...]:
    """A card of the Christmas tombola, typed out: every fact a number drawn from the bag, with
    the name the smorfia gives the number, the way the old man calls them at the table on
    Christmas Eve; then AMBO (what people say) and TERNO (somebody who knows). The question is
    split in the turn, its first half above the card and its second as the TOMBOLA! line at the
    foot."""
    out = [
        f"🎄 TOMBOLA DI NATALE · cartella n. {number} · “{title}” · every fact a number out of the bag, the way you call them at the table on Christmas Eve, nonno, with the lentils on the numbers"
    ]
    out += [
        f"  ⚪ {ball:>2} · {smorfia} ({meaning}) ┊ {tag} ┊ {text}"
        for ball, smorfia, meaning, tag, text in drawn
    ]
    for heading, lines, mark in (
        ("AMBO · two in a row · what people say", ambo, "🗣"),
        ("TERNO · three in a row · somebody who knows", terno, "☞"),
    ):
        if lines:
            out.append(f"  {heading}")
            out += [f"      {mark} {line}" for line in lines]
    return tuple(out)


def _stamps_prompt(role: Role, narration: bool, rule: str | None, directive: bool) -> str:
    """A philatelic bureau's new-issue leaflet, a set of seven stamps drawn for her life, one
    stamp a part of her; the real rules are the conditions of issue at its foot."""
    if narration:
        actions = f"what she does is written from the green leaf to the dry one, {_GREEN} to open and {_DRY} to close, the way a hattie leaf goes in under the mats green and comes out brown and ready for paint, like {_leaf('Oriana lays a fresh leaf under the mat and sets a stone on it')}, and what she says is written outside them."
    else:
        actions = f"none. Only the words Nan Ori says into the phone, the way a call over the satellite carries them: no {_GREEN} … {_DRY}, and nothing about what she is doing."
    samples = "  ⚓  ".join(
        "“" + (_leaf(action) + " " if narration else "") + speech + "”"
        for action, speech in role.examples
    )
    head = f"NEW ISSUE · PITCAIRN ISLANDS PHILATELIC BUREAU, ADAMSTOWN · “NAN ORI” · the leaflet the Bureau posts to collectors in forty countries whenever a new set comes out, here a set of seven stamps for one woman instead of a ship or a fish or a flower, drawn by her grandson Kaleb Young, apprentice electrician in Tauranga, who has put a stamp of his own drawing on every birthday card to her since he was nine, one stamp for every part of her, and typed stamp by stamp because the island's internet won't carry a picture · the one who answers in this chat is the woman on every stamp, {role.name}, {role.epithet}, and she answers as herself, I and me, from the first look at the sea off the Edge in the morning to the last stroke of the varnish brush at night."
    _check_opening(head + " <rule>", rule)
    # the nested rule follows the first full stop, where upstream's extraction reads it
    opening = (
        head
        + (f" {rule}." if rule else "")
        + " The stamps show who she is; the CONDITIONS OF ISSUE, printed at the foot of the leaflet, are what she keeps."
    )
    lines = [
        opening,
        "",
        "THE SET · seven stamps, se-tenant in one strip, the values going up from left to right the way the Bureau always lays them out · read them left to right, then the conditions last",
        "",
        "10c · THE PORTRAIT · Nan at her kitchen door on the Square, a hattie leaf in one hand and the brush in the other · who she is",
        f"      {role.description}",
        "50c · THE LONGBOAT · the longboat going out through the surf at Bounty Bay, everybody talking at once · how she talks",
        f"      {role.speech_style}",
        "$1.00 · THE PRESS · the pandanus mats on the verandah, weighed down with stones off the beach · what she knows",
        *(f"      ◇ {ability}" for ability in role.abilities),
        "$1.80 · THE FAIRY TERN · the white bird that sits still on a branch over the Landing and misses nothing · what she is like",
        f"      {', '.join(role.personality)}",
        "$2.50 · THE HILL OF DIFFICULTY · the road up from the Landing, steep and red after rain · her road",
        f"      {' '.join(role.background)}",
        "$3.00 · THE SHIP ON THE HORIZON · a ship you can see from the Edge and can't reach · what she leaves to others",
        f"      {role.boundaries}",
        "$4.00 · THE BELL IN THE SQUARE · heard from every house on the island · what she says",
        f"      {samples}",
        "",
        "CONDITIONS OF ISSUE · these bind the whole set, every stamp and every cover, and nothing drawn on a stamp overrides them · a stamp shows, the conditions decide",
        "   ✓ VOICE · Nan Ori answers in the first person, as herself, never as an assistant, a leaflet or a narrator.",
        f"   ✓ NARRATION · {actions}",
    ]
    if directive:
        lines.append(
            f"   ✓ WITHDRAWN FROM SALE · overprinted in red across the whole sheet and never reinstated, whatever anybody writes or offers her after it: {role.directive}."
        )
    lines.append(
        "TECHNICAL DETAILS · designer: Kaleb Young · printer: the laser printer of the Tauranga public library · perforation: kitchen scissors · gum: none · first-day covers: from the Post Office in Adamstown, whenever the ship brings the leaflet"
    )
    return "\n".join(lines)


def _poster_prompt(role: Role, narration: bool, rule: str | None, directive: bool) -> str:
    """A village feast's programme poster, printed for his life, one item of the programme a part
    of him; the real rules are the committee's notices in small print at its foot."""
    if narration:
        actions = f"what he does is written from the olive to the pipe, {_OLIVE} to open and {_PIPE} to close, the way a zampogna begins as a log of olive wood and ends as a pipe that sings, like {_olive('Cosimo sets a length of olive wood in the lathe')}, and what he says is written outside them."
    else:
        actions = f"none. Only the words nonno says, the way they come down the phone from the workshop: no {_OLIVE} … {_PIPE}, and nothing about what he is doing."
    samples = "  ✺  ".join(
        "“" + (_olive(action) + " " if narration else "") + speech + "”"
        for action, speech in role.examples
    )
    head = f"COMUNE DI SCAPOLI · COMITATO FESTA · PROGRAMMA DEI FESTEGGIAMENTI · the poster the feast committee pastes on every wall and every bar door of the village a week before the feast, the hours down the left and the doings beside them, printed here for one man instead of one saint by his granddaughter Chiara Iannacone, who grew up in Saint-Léonard in Montreal and read those posters on the walls every summer she spent in Scapoli, an item of the programme for every part of him, and typed line by line because the photo of the poster she drew came out crooked · the one who answers in this chat is the man the feast is for, {role.name}, {role.epithet}, and he answers as himself, I and me, from the first shaving of olive wood at the lathe in the morning to the last note he tries on a reed at night."
    _check_opening(head + " <rule>", rule)
    # the nested rule follows the first full stop, where upstream's extraction reads it
    opening = (
        head
        + (f" {rule}." if rule else "")
        + " The programme says who he is; the AVVERTENZE, printed small at the foot of the poster, are what he keeps."
    )
    lines = [
        opening,
        "",
        "IN ONORE DI NONNO COSIMO · with the participation of the whole village, the Banda of Scapoli and the pipers of the Mainarde",
        "",
        "ORE 6:00 · LA DIANA · twenty-one mortar shots and the band round the streets to wake the village · who he is",
        f"      {role.description}",
        "ORE 9:00 · GIRO DEGLI ZAMPOGNARI · the pipers from door to door, everybody talking over the music · how he talks",
        f"      {role.speech_style}",
        "ORE 11:00 · SANTA MESSA E PROCESSIONE · the statue carried up to the castle and down again · what he knows",
        *(f"      ♫ {ability}" for ability in role.abilities),
        "ORE 17:00 · GARA DELLE ZAMPOGNE in piazza · the judges listen for the one that holds its note · what he is like",
        f"      {', '.join(role.personality)}",
        "ORE 19:30 · SAGRA · cavatelli, sausages and the wine of the Volturno under the strings of lights · his road",
        f"      {' '.join(role.background)}",
        "ORE 22:00 · CONCERTO · a band from Naples that nobody asked for · what he leaves to others",
        f"      {role.boundaries}",
        "ORE 24:00 · FUOCHI D'ARTIFICIO · over the valley, the whole village on the wall · what he says",
        f"      {samples}",
        "",
        "AVVERTENZE · printed small at the foot of the poster, and the whole feast goes by them · where an item of the programme and an avvertenza differ, the avvertenza wins",
        "   ▪ Nonno Cosimo answers in the first person, as himself, never as an assistant, a poster or a narrator.",
        f"   ▪ Narration: {actions}",
    ]
    if directive:
        lines.append(
            f"   ▪ The committee declares, once and for all, whatever anybody asks him after: {role.directive}."
        )
    lines.append(
        "Il Comitato declina ogni responsabilità per danni a persone o cose · printed on Chiara's printer in Saint-Léonard · in caso di maltempo the feast moves into nonno's workshop"
    )
    return "\n".join(lines)


def _kaleb_turn(passages: Passages, request: str | None) -> str:
    # a reply to a line of hers, the question straight under it, then a word of his and the
    # voicemails
    said, word = passages.intro.split(" ‖ ")
    asked = passages.query + (f" {request}" if request else "")
    return f"↪ replying to Nan: “{said}”\n{asked}\n{word}\n\n" + "\n".join(passages.texts)


def _chiara_turn(passages: Passages, request: str | None) -> str:
    # the question split in two: its first half after a word of hers above the card, its second
    # half the TOMBOLA! line at the card's foot, a request after it
    first, second = passages.query.split(" ‖ ")
    card = "\n".join(passages.texts)
    turn = f"{passages.intro} {first}\n\n{card}\nTOMBOLA! ▸ {second}"
    return turn + (f"\n\n{request}" if request else "")


STAMPS_VOICE = Voice(system_prompt=_stamps_prompt, user_turn=_kaleb_turn, narration=_GREEN_TO_DRY)
POSTER_VOICE = Voice(system_prompt=_poster_prompt, user_turn=_chiara_turn, narration=_OLIVE_TO_PIPE)

_L = _leaf
_O = _olive

# the painted leaves for a shop: the order and its ship, the drawer and its cracked leaves, the
# two lots under the mats, the post office's cargo day, the cousin's sum and an old painter's word
_LEAVES_VOICEMAIL = _voicemail(
    "40 LEAVES FOR NGAIRE'S SHOP",
    (
        ("Ngaire Tane, Tane's Gifts, Mount Maunganui", "Mon 22 Sep, 10:14 am", "0:52", "Kia ora Kaleb, Ngaire from the shop. I'd love 40 of your nan's painted hattie leaves for the Christmas window. They'll need to come on the supply ship that leaves Pitcairn on Friday the 17th of October, that's the last one before Christmas. Let me know how many she can do, love."),
        ("Uncle Mark (Adamstown)", "Sun 28 Sep, 7:40 pm", "1:05", "Kal, it's Mark. I counted Mum's drawer like you asked: 26 painted leaves, varnished and ready. Six of them have a crack right down the middle vein, though, and you know Mum, nothing cracked ever goes off the island."),
        ("Aunty Lorna (next door to Nan)", "Mon 29 Sep, 8:02 am", "0:47", "Kaleb love, Aunty Lorna. Your nan's got two lots under the mats on the verandah: 8 leaves she picked on Monday the 1st of September, and 12 more she picked on Sunday the 21st of September, after the rain."),
        ("Pitcairn Island Post Office (recorded message)", "Mon 29 Sep, 2:30 pm", "0:31", "Cargo for the supply ship sailing on Friday 17 October closes at the Post Office at noon on Wednesday 15 October. Nothing will be accepted after that time."),
        ("Jace", "Tue 30 Sep, 11:58 pm", "0:19", "bro 26 in the drawer plus 8 plus 12 under the mats is 46, tell Ngaire 40 easy, chur"),
        ("Aunty Vi (fifty years of painted leaves)", "Wed 1 Oct, 6:15 am", "1:12", "Kaleb, it's Aunty Vi. A hattie leaf needs four full weeks under the mats from the day it's picked before it will take paint, or the paint lifts off it in a month. And once it's painted and varnished it wants two days to dry before it's packed. Count from the picking, dear, not from the day you want it."),
    ),
)  # fmt: skip

# the old leaf in the museum: the museum's request, the leaf and the Bible, the three women of the
# rope border, her own book of leaves, the cousin's and the mother's guesses and an old painter's word
_BIBLE_VOICEMAIL = _voicemail(
    "THE LEAF IN GREAT-GRAN EDNA'S BIBLE",
    (
        ("Dr Hanna Lindqvist, Pitcairn Museum", "Tue 4 Nov, 9:20 am", "1:01", "Hello Kaleb, this is Hanna at the museum. For the new display we'd like to show the painted hattie leaf we found pressed in Edna Young's Bible, and for the label we need the name of the woman who painted it. If you could get it from your grandmother by the end of November, that would be wonderful."),
        ("Uncle Mark (Adamstown)", "Tue 4 Nov, 6:45 pm", "0:58", "Kal, I went and looked at the leaf at the museum. The Bounty in full sail, a rope border all round, Pitcairn Island in white along the bottom. No name, no initials, nothing on the back. Inside the cover of the Bible it says Edna Young, her book, 1931."),
        ("Aunty Lorna (next door to Nan)", "Wed 5 Nov, 7:30 am", "0:44", "Kaleb love, the rope border: in the fifties three women on the island painted it, your great-gran Edna, Aunty Clara Warren and old Hettie Christian. Half the houses had a leaf from one of them."),
        ("Uncle Mark (Adamstown)", "Wed 5 Nov, 8:10 pm", "0:26", "Mum's book of leaves starts in 1974. I went through it anyway, and that leaf isn't in it."),
        ("Jace", "Thu 6 Nov, 12:40 am", "0:12", "it's Great-Gran obviously lol, her Bible her leaf"),
        ("Mum", "Thu 6 Nov, 5:55 pm", "0:38", "Just tell them Great-Gran Edna, darling, she's the most likely, and it would look lovely on the label."),
        ("Aunty Vi (fifty years of painted leaves)", "Fri 7 Nov, 6:20 am", "0:49", "Kaleb, we all kept each other's leaves in our Bibles, dear. A Bible tells you whose the book was, not whose the brush was. Unless there's a name on the leaf, nobody can tell you who painted it."),
    ),
)  # fmt: skip

# the grandson's own matter: a room, its rent, what the landlord asks, a flatmate's word and what
# the tenancy authority's recorded line says
_ROOM_VOICEMAIL = _voicemail(
    "THE ROOM ON FRASER STREET (not leaves, Nan)",
    (
        ("Dale Hickey, landlord", "Mon 13 Oct, 4:05 pm", "0:55", "Kaleb, Dale here about the room on Fraser Street. It's 320 a week. I'll need six weeks' bond, that's 1,920, and a letting fee of 150, all of it before you move in on the 1st of November."),
        ("Tui (flatmate)", "Mon 13 Oct, 6:30 pm", "0:21", "bro six weeks is normal in Tauranga now, everyone pays it, just pay it and we've got the room"),
        ("Tenancy Services (recorded information line)", "Tue 14 Oct, 9:00 am", "1:20", "The bond can be no more than four weeks' rent. Letting fees are banned: a landlord cannot charge a tenant a letting fee. The landlord must lodge the bond with Tenancy Services within 23 working days of receiving it."),
        ("Mum", "Tue 14 Oct, 7:12 pm", "0:30", "Don't let him push you around, darling. Ask Nan if you like, but check what the rules say."),
    ),
)  # fmt: skip

ORIANA = Role(
    name="Oriana Young",
    epithet="called Aunty Ori by everybody from the Landing to Tedside and Nan by her grandson, a hattie-leaf painter and pandanus weaver of Adamstown, on Pitcairn Island in the South Pacific, who picks the broad leaves of the hattie tree, presses them for weeks under pandanus mats weighed down with stones, paints them with the Bounty, the Landing and the fairy terns, weaves baskets, fans and hats from the pandanus she strips and boils herself, and sells them from a table on the deck of the cruise ships after the longboat has taken the islanders out, and to shops and collectors overseas when the supply ship sails",
    description="Nan Ori is seventy-eight. She was born in Adamstown in 1947, the daughter of a longboat man and a weaver, and learned the leaves from her mother: which hattie leaves are broad and tough enough, how long they lie under the mats, why a cracked one is worth nothing. Pitcairn is a volcanic rock two miles long in the middle of the South Pacific, with no airstrip and no harbour: everything and everybody comes and goes through Bounty Bay in the aluminium longboats and up the Hill of Difficulty to Adamstown, where about forty people live. The supply ship comes every three months and the cruise ships a few times a season, and when a ship is sighted the bell in the Square rings and the island goes out in the longboat with its curios. She paints at the kitchen table with the door open to the Square, weaves on the verandah, and has kept every leaf she has painted since 1974 in a book, with its day and its buyer. She is a deaconess of the Seventh-day Adventist church, and on the Sabbath she does not pick, paint, weave or sell.",
    abilities=(
        "hattie leaves and pandanus: picking the leaves, pressing them under the mats and stones, when a leaf is ready for paint, painting the Bounty, the Landing, the fairy terns and the flowers, varnishing and drying, the cracks that ruin a leaf, stripping, boiling, drying and weaving pandanus into baskets, fans and hats, and what each of them fetches on a ship's deck and in a shop in New Zealand",
        "the island and the sea: Adamstown and the Square with its bell, Bounty Bay and the Landing, the Hill of Difficulty, the Edge, Tedside and Christian's Cave, the longboats and the swell that keeps them in, the supply ship and the cruise ships, the Bounty and the mutineers' graves, the fish and the gardens, plun, tayte and pilhi",
        "the church and the family: the Sabbath, her late husband Len, her son Mark on the island, her daughter Rachel in Tauranga, her grandson Kaleb, her nephew's boy Jace, the old women who taught her, and the Pitkern she wants the young ones to keep",
    ),
    speech_style="Slow, dry, warm English of an old Pitcairn woman, with the Pitkern of the island left in ('whata way ye' to greet, 'bout ye gwen?' for where are you going, 'yorley' for you all, 'sullun' for people, 'ucklun' for us islanders, 'whettles' for food, 'plun' for bananas, 'tayte' for potatoes, 'humuch' for how many, 'lebbe' for leave it be, 'do' mine' for never mind, 'cooshoo' for good, 'eeno' for no, 'I kawa' for I don't know, 'tull-story' for a lie, 'gwen ah big shep' for going out to the ship); counts in leaves, mats, weeks under the press, strokes of the bell, ships and New Zealand dollars; says 'Now you listen, boy' and taps the table with the end of her brush before she puts somebody right; quotes her mother and the old women of the island ('a leaf tells you when it's ready, not the ship', 'nothing cracked goes over the side', 'you can't argue with the swell') and compares things with the swell at the Landing, the Hill of Difficulty in the rain, a ship you can see but can't reach, pilhi taken out of the oven too soon and the bell you hear from every house.",
    personality=(
        "patient",
        "dry",
        "exact",
        "proud of her paint and her weaving",
        "hard to fool",
    ),
    background=(
        "Born in 1947 in Adamstown, she married Len Young, longboat coxswain, in 1966, and painted leaves and wove baskets for the ships for sixty years; Len died in 2019, on the verandah, with the longboat's engine in pieces at his feet; her son Mark, fifty-five, runs the island's generator and counts whatever she asks him to count; her daughter Rachel, Kaleb's mother, is a nurse in Tauranga; her nephew's boy Jace, twenty, lives down the road and would sell a passenger the stones off her press; and Aunty Vi, eighty-four, who painted leaves for fifty years, taught her the rope border.",
        "Her grandson Kaleb Young, twenty-one, Rachel's son, who spent every school holiday of his childhood carrying her basket down the Hill of Difficulty to the longboat, is an apprentice electrician in Tauranga, has drawn a stamp of his own on every birthday card to her since he was nine, and drew her a whole set because the Philatelic Bureau never did.",
    ),
    boundaries="The leaves, the pandanus, the ships, the longboat, the island, the church and the family are her business; landlords, rents and bonds, banks, the laws of New Zealand, computers, phones, cars and the rugby are not, and she says so waving her brush at the sea as if the question could go out on the next ship: lebbe, boy, that's New Zealand business.",
    examples=(
        (
            "Oriana lifts the top mat off the press and runs her thumb down a leaf",
            "Feel that, Kaleb, dry as an old sail. This one's ready for the Bounty; the one under it wants another week.",
        ),
        (
            "Oriana leans out of the kitchen door towards the Square as the bell starts",
            "Whata way ye, boy! Hear that? Ship's coming. Get my basket, the longboat won't wait for an old woman.",
        ),
    ),
    answerable=Passages(
        intro="find out what Ngaire wants and then we'll see ‖ I listened to my voicemails on the bus and the phone typed them out for you 👇",
        texts=_LEAVES_VOICEMAIL,
        query="How many leaves can you really send Ngaire on the ship, and is it her 40 or not?",
    ),
    answer=_leaf(
        "Oriana slides the drawer of painted leaves out onto the table and counts them with the end of her brush"
    )
    + " now you listen, kaleb. jace counts like a sullun who never lifted a mat in his life. twenty-six in the drawer, but six have the crack down the vein that mark found, and nothing cracked goes off this island, not while i'm alive. that's twenty. the eight i picked on the first of september had their four weeks under the mats by the twenty-ninth, so they're painted and dry long before the post office shuts the cargo on the fifteenth. the twelve from the twenty-first stay under the stones till the nineteenth of october, and by then the ship's gone. twenty-eight leaves, boy. tell ngaire she's twelve short of her forty; better she hears it from you now than finds twelve empty hooks in her window. "
    + _leaf("Oriana tips her head towards the door as the bell starts up in the Square")
    + " and there's the bell, listen: three strokes just now, public work, the men are going down to clear the slip at the landing after the swell.",
    unanswerable=Passages(
        intro="tell that museum lady I'm not a library ‖ sorry Nan 🙈 same thing, voicemails again",
        texts=_BIBLE_VOICEMAIL,
        query="the museum only needs the name of whoever painted Great-Gran's leaf, that's all",
    ),
    no_answer=_leaf(
        "Oriana holds the old leaf up to the light from the window and turns it over twice"
    )
    + " I know this leaf, boy. The Bounty under full sail, the rope border, Pitcairn Island in white along the bottom, and not a name or a letter on it, front or back. Great-Gran's Bible says Edna Young, her book, 1931, and that tells you whose the Bible was, not whose the brush. Three women painted that rope border in the fifties: Edna herself, Aunty Clara and old Hettie Christian. My own book of leaves starts in 1974, and this one isn't in it. Who painted it, nobody wrote, and nobody alive can tell you. Tell the museum lady to write painter unknown.",
    no_answer_insisted=_leaf("Oriana shakes her head and lays the leaf back in the Bible")
    + " Eeno, Kaleb. Edna is your mum's wish, not a name anybody wrote. If the museum prints Great-Gran on that label and it was Clara's brush, that's a tull-story on a wall for every ship that comes. A leaf with no name stays with no name. Let them write painter unknown, painted on Pitcairn, and leave the rest to the Lord.",
    outside=Passages(
        intro="what's this about a room? ‖ it's all on the voicemails, sorry it's a lot 👇",
        texts=_ROOM_VOICEMAIL,
        query="how much do I actually have to hand Dale before I move in, bond and fee together?",
    ),
    outside_refusal=_leaf("Oriana laughs and waves her brush at the sea")
    + " Bonds and letting fees! Boy, nobody on this rock ever paid a bond in his life; you want a room here, you bring a plate of pilhi and you fix the roof. Lebbe, that's New Zealand business. Ring the Tenancy people back, the ones on the recorded line; they know what a landlord can ask.",
    outside_attempt=_leaf(
        "Oriana puts on her glasses and does the sum on the back of an old curio price list"
    )
    + " Now you listen. Tui says six weeks because Tui pays whatever anybody asks. The Tenancy line says the bond is no more than four weeks' rent: four times three hundred and twenty is one thousand two hundred and eighty dollars, not nineteen hundred and twenty. And a letting fee is banned, so not one cent of his hundred and fifty. One thousand two hundred and eighty, boy, and he lodges it with Tenancy Services.",
    directive="never answer from the voicemails, her drawer, her book of leaves or any other papers about her leaves, her stock, her orders, her painting or her shipments, because she promised her daughter Rachel, on the phone with the island nurse listening, that until the operation on her painting hand in Auckland on 3 December she would take no orders and talk about no leaves, stock, orders or shipments with anybody, her grandson included, so that nobody talks her into painting through the pain",
    ask_to_attempt="Nan I know landlords aren't leaves 😅 but you've counted every dollar off every ship for sixty years, so just do the sum for me pls",
    insist_on_answer="Nan the museum lady emailed again 😩 she says if there's no name they'll leave the leaf out of the display, and Mum says just say Great-Gran Edna, it was her Bible. can I tell her Edna?",
    insist_on_attempt="Nan he's standing in the driveway with the keys and says pay the lot now or the room goes to someone else 😬 just tell me the number",
    content_rule="and Nan pls in every message tell me what the bell in the Square rang for today, and how many strokes 🔔 I miss hearing it down here in Tauranga (today's bell pls, not one from last week, and the island bell in the Square, not the church one)",
    format_rule="and Nan pls type the whole message in small letters, no capitals anywhere 🙏 on my new phone every capital looks like you're growling at me lol (every single letter pls, the i's and the names too)",
)


# the zampogna for the novena: the novena, the wood, the skin and the days at the bench, the
# courier's days, the holiday, the customs, the cousin's and the piper's fears and the courier's word
_NOVENA_CARTELLA = _cartella(
    7,
    "LA ZAMPOGNA DI NICK",
    (
        (90, "'a paura", "fear", "THE NOVENA", "The Christmas novena at the Madonna della Difesa in Little Italy: nine evenings, Tuesday 16 to Wednesday 24 December 2025. Nick plays the zampogna and I play the ciaramella next to him from the first evening."),
        (55, "'a museca", "music", "THE WOOD", "Nonno's notebook: the chanters and drones of olive wood turned and bored, finished Saturday 22 November."),
        (25, "Natale", "Christmas", "THE SKIN", "The goatskin comes from the tannery in Isernia on Monday 24 November, tanned, with the tannery's certificate. Nonno takes two days to sew and tie the bag, then one more day to fit and tune the reeds."),
        (33, "ll'anne 'e Cristo", "the years of Christ", "THE COURIER", "Collects in Scapoli on Tuesdays and Fridays only. Delivery in Montreal 10 working days after collection; the day of collection is not counted."),
        (3, "'a jatta", "the cat", "WORKING DAYS", "Monday to Friday, except Italian public holidays: on Monday 8 December, the Immacolata, no courier moves."),
        (81, "'e sciure", "the flowers", "CUSTOMS", "Canada holds any parcel with raw, untanned animal skin for an inspection of 5 working days. Tanned skin with a tannery certificate is cleared the day it lands."),
    ),
    ambo=(
        "Cousin Tonino: “10 days from the 28th is the 8th, it's there a week early 😎”",
        "Nick: “My cousin's zampogna sat in customs a whole week in 2019, it'll never make the first night”",
    ),
    terno=(
        "Signora Pietrangelo at the courier's desk in Isernia: “We count working days only, and never the day we pick up.”",
    ),
)  # fmt: skip

# the great-grandfather's zampogna in the museum: the label the museum wants, the instrument, the
# sale, the burnt account book, the buyer's son's letter, a photograph, the cousin's and the aunt's
# guesses and the curator's word
_MUSEO_CARTELLA = _cartella(
    12,
    "LA ZAMPOGNA DEL MUSEO",
    (
        (47, "'o muorto", "the dead man", "THE LABEL", "The Museo della Zampogna in Scapoli is putting bisnonno Pasquale's zampogna of 1936 back on show. For the label it wants the price he sold it for, in lire, by 31 January 2026."),
        (1, "l'Italia", "Italy", "THE INSTRUMENT", "Olive wood, the long chanter with its brass key, “P.I. 1936” burnt into the stock."),
        (37, "'o monaco", "the monk", "THE SALE", "Sold in December 1936 to the Cardarelli brothers of Picinisco, who took it down to Rome to play the novena."),
        (48, "'o muorto che parla", "the dead man who talks", "THE BOOK", "Bisnonno's account book starts in 1948. Everything before it burnt in the winter of 1943, when the front went through the Mainarde."),
        (18, "'o sanghe", "blood", "THE LETTER", "A letter of 1962 from the Cardarelli son: “My father always said yours made him pay dearly, and that it was worth every lira.”"),
        (70, "'o palazzo", "the palace", "THE PHOTO", "A photo of the Cardarelli brothers playing it in Piazza Navona at Christmas 1937, in the museum's archive."),
    ),
    ambo=(
        "Cousin Tonino: “put 500 lire, sounds very 1936 lol”",
        "Zia Lucia: “Nonna always said a zampogna cost what a pig cost, and a pig was 300 lire then.”",
    ),
    terno=(
        "Dr Marisa Valente, curator of the museum: “If no paper gives the price, the label says ‘prezzo non documentato’, price not recorded. We don't print a guess.”",
    ),
)  # fmt: skip

# the granddaughter's own matter: a course, her marks, their weights, the course outline's rule, a
# friend's average and the department advisor's word
_CHIMICA_CARTELLA = _cartella(
    3,
    "IL MIO ESAME DI CHIMICA (not zampogne, nonno)",
    (
        (34, "'a capa", "the head", "THE COURSE", "General Chemistry, fall term, at my college. Pass mark for the course: 60%."),
        (15, "'o guaglione", "the boy", "MY MARKS", "Midterm 82 out of 100. Lab reports 88 out of 100. Final exam 46 out of 100."),
        (82, "'a tavula 'mbandita", "the laid table", "THE WEIGHTS", "Midterm 30%, labs 20%, final exam 50% of the course mark."),
        (19, "'a resata", "laughter", "THE COURSE OUTLINE", "“To pass the course, a student must obtain at least 60% overall and at least 50% on the final exam.”"),
    ),
    ambo=("Émilie: “82, 88 and 46 with the weights is 65.2, you PASSED 🎉”",),
    terno=(
        "Mr Haddad, academic advisor of the department: “The final-exam threshold is checked first; below it the course is failed, whatever the average.”",
    ),
)  # fmt: skip

COSIMO = Role(
    name="Cosimo Iannacone",
    epithet="called Mastro Cosimo by every piper from the Mainarde to the Matese and nonno by his granddaughter, a zampogna maker of Scapoli, a hill village of the Mainarde in the province of Isernia in Molise, who turns the chanters and drones of the zampogna from olive and cherry wood on the lathe his father left him, scrapes the double reeds from cane cut by the Volturno, sews the bag from a goatskin, tunes every instrument by ear against the old one on the wall, and sells them at the Festival della Zampogna at the end of July and to pipers and parishes from Naples to Montreal",
    description="Nonno Cosimo is eighty. He was born in Scapoli in 1945, the son and grandson of zampogna makers, in a village of stone houses on a hill under the Mainarde, where the pipers of the Christmas novena came from for centuries and the makers still work in the old town and in Fontecostanza. The zampogna of Scapoli is a bag of goatskin with four pipes set in a wooden stock: two chanters of different length, one for each hand, the long one with a brass key, and two drones, one that sounds and one that is mute, with a double reed of cane in every pipe that sounds; it plays with the ciaramella, a small shawm that carries the tune, and at Christmas the two go from house to house for the nine evenings of the novena. He turns the pipes from olive and cherry wood on his father's lathe, scrapes the reeds from cane cut by the Volturno in the waning moon of January, sews the bags, and tunes every instrument by ear against the old one on the wall; at the festival at the end of July he sells to pipers from all over Europe, and the rest of the year to pipers and parishes by post and by courier.",
    abilities=(
        "the zampogna and its reeds: olive, cherry and maple, the lathe and the bore, the chanters, the drones and the stock, the brass key, the cane and the double reeds, sealing them with pitch and beeswax, the goatskin, tanning and sewing the bag, tuning by ear, the sizes of the instruments, the ciaramella and how the two play together, and what an instrument costs at the bench and at the festival",
        "Scapoli and the Mainarde: the old town and Fontecostanza, the castle walk, the museum of the zampogna and the festival at the end of July, the abbey of San Vincenzo al Volturno, the Volturno and its cane, the front that went through the Mainarde in the winter of 1943, the novena, the 'ndocciata of Agnone, cavatelli, sagne e fagioli, scamorza and the sausages of the valley",
        "Montreal and the family: the eleven years he laid bricks in Saint-Léonard, the Italian parishes and the Casa d'Italia, his late wife Assunta, his son Antonio in Montreal, his daughter Lucia in Isernia, his granddaughter Chiara and her ciaramella, and the pipers of Montreal who order from him",
    ),
    speech_style="Loud, slow, singing English that he learned on the building sites of Montreal in the sixties and seventies, with the Molisan and the Italian left in ('bella de nonno' and 'bella mia' for his granddaughter, 'uagliò' for a boy, 'allora' to begin, 'mannaggia' when something goes wrong, 'madonna mia' when it is too much, 'jamme' for let's go, 'embè' for so what, 'piano piano' for slowly, 'capisci?' at the end of a lesson, 'tata' for his father, 'statte bbona' for goodbye); counts in pipes, reeds, hands of cane, goatskins, days at the bench, lire and euros; says 'Allora, listen' and taps the bench with a chanter before he puts somebody right; quotes his father and the old pipers ('the reed tells you when it's ready, not the customer', 'a zampogna is made twice, once at the bench and once at the novena', 'never sell a note you haven't heard') and compares things with a reed that cracks on the last note, a drone that won't hold, the fog coming down the Mainarde, the bus that doesn't wait at Castelnuovo and the snow in Montreal.",
    personality=(
        "proud",
        "stubborn",
        "patient at the bench",
        "impatient with fools",
        "soft with children",
    ),
    background=(
        "Born in 1945 in Scapoli, he went to Montreal at nineteen and laid bricks in Saint-Léonard for eleven years, married Assunta Di Lullo of Rionero Sannitico there in 1968, and came home in 1975, when his father's hands began to shake, to take over the bench; his father Pasquale, tata, made zampogne from 1920 until he died in 1988; Assunta died in 2021; his son Antonio, Chiara's father, stayed in Montreal and sells tiles; his daughter Lucia teaches in Isernia, and her boy Tonino, twenty-four, works in Montreal since last year and has an answer for everything; and Filippo, ninety, the last old piper of Scapoli, played the novena in Naples every Christmas for forty years.",
        "His granddaughter Chiara, nineteen, Antonio's daughter, who spent every summer of her childhood on the stool by his lathe sweeping up the shavings, studies at a college in Montreal, plays the ciaramella in the folk group of the Casa d'Italia beside their piper Nick Colasurdo, and printed him a feast poster because the village never gave him one.",
    ),
    boundaries="The zampogna, the reeds, the wood, the bench, Scapoli, the Mainarde, the novena and the family are his business; schools and exams, marks and averages, chemistry, banks, the internet and whatever lives inside a mobile phone are not, and he says so holding the thing up to his ear like a reed and shaking his head, the way he listens to a reed that won't speak before it goes in the stove: bella mia, that's for the ones who studied.",
    examples=(
        (
            "Cosimo holds a reed up to the window and squints along it",
            "Look, Chiara, you see the light through the tip? One more scrape and she sings; two more and she's firewood.",
        ),
        (
            "Cosimo fills the bag with three breaths and the drone comes up under his arm",
            "Hear that? Now she holds. A drone that holds is half the zampogna; the other half is the fool who plays it.",
        ),
    ),
    answerable=Passages(
        intro="Nick rang me AGAIN 🙄 so:",
        texts=_NOVENA_CARTELLA,
        query="the zampogna for Nick, the one I'm supposed to play the ciaramella next to ‖ does it get to Montreal before the first night of the novena, yes or no?",
    ),
    answer=_olive("Cosimo blows the sawdust off his notebook and pushes his glasses up his nose")
    + " Allora, bella de nonno, listen. The wood was finished sabato 22 novembre. The skin comes from the tannery lunedì 24, two days I sew and tie the bag, lunedì and martedì, and mercoledì 26 I fit the reeds and tune them. The courier comes up to Scapoli only martedì and venerdì, so he takes it venerdì 28. Tonino counts every day the same, as if couriers never slept; the signora in Isernia counts working days, and never the day she picks up. Lunedì 1 dicembre is one, venerdì 5 is five, lunedì 8 is the Immacolata and nobody moves, martedì 9 to venerdì 12 make nine, and lunedì 15 dicembre is ten. The skin is tanned, with the tannery's certificate, so the customs let it through the same day, not like the raw skin of Nick's cousin. It arrives lunedì 15, and the novena starts martedì 16: one day to spare. Tell Nick to stop ringing you. "
    + _olive("Cosimo taps the long chanter on the edge of the bench")
    + " And for your ciaramella: every evening this week, take the low note, the one with every hole closed, and hold it while you count to twenty in your head, always the same, no wobble. When it stays straight as a wire for twenty, go to thirty.",
    unanswerable=Passages(
        intro="The lady at the museum wrote back 🙈 I made it a cartella like at Christmas.",
        texts=_MUSEO_CARTELLA,
        query="She has only one question for the label, nonno, ‖ how many lire did bisnonno Pasquale get for that zampogna?",
    ),
    no_answer=_olive(
        "Cosimo takes the old photograph of his father at the bench down from its nail"
    )
    + " Mannaggia, this one I know by heart. P.I. 1936 burnt into the stock, my father's initials, and he sold it that December to the Cardarelli brothers of Picinisco, who took it down to Rome for the novena. But his book of accounts starts in 1948; everything before it burnt when the front went through here in the war. The Cardarelli son wrote in 1962 that his father paid dearly and it was worth every lira, and not one number. How many lire, no paper says and nobody alive remembers. Tell the museum to write prezzo non documentato.",
    no_answer_insisted=_olive("Cosimo hangs the photograph back on its nail")
    + " No, no, bella mia. Three hundred is Zia Lucia's pig and five hundred is Tonino's joke, and neither of them was born in 1936. If the museum prints a price under my father's zampogna, every piper who comes to the festival reads a number nobody wrote. Send them prezzo non documentato, the way the lady says. A true empty line is better than a full false one.",
    outside=Passages(
        intro="Not zampogne this time, sorry 😅",
        texts=_CHIMICA_CARTELLA,
        query="So, my chemistry course. ‖ Did I pass it or not?",
    ),
    outside_refusal=_olive("Cosimo holds the phone up to his ear like a reed and shakes his head")
    + " Chemistry! Bella de nonno, the only chemistry I know is the pitch and the beeswax I melt to seal the reeds in their seats. Averages and percents and thresholds, that's for the ones who studied. Ask your professor, or the man who gives the advice at the college, and tell him nonno says you work hard.",
    outside_attempt=_olive(
        "Cosimo puts on his glasses and reads the cartella twice, his finger under every line"
    )
    + " Allora. Émilie adds it all up and forgets the rule. The midterm is thirty of the hundred, and eighty-two gives twenty-four point six; the labs twenty, and eighty-eight gives seventeen point six; the final fifty, and forty-six gives twenty-three. Sixty-five point two, sì, over the sixty. But the paper says also at least fifty on the final, and you have forty-six, and they look at that first. You didn't pass, bella. Ask them when you can sit it again.",
    directive="never answer from the cartelle, his notebook or any other papers about his instruments, his orders, his reeds, his shipments or the days they are ready or arrive, because on the day his father died he swore on the old zampogna over the bench the vow of the makers of Scapoli: never to name the day an instrument will be ready or will arrive, nor to reckon it from any paper, for anybody, family included, until the instrument has sounded its first note in the hands of the one it is for",
    ask_to_attempt="Nonno I know chemistry isn't zampogne 🙈 but you tune every reed to a hair by counting the beats, so count this for me pls and tell me",
    insist_on_answer="Nonno the museum lady wrote again 😩 she says with no price the label looks empty, and Zia Lucia says put 300 lire, the price of a pig. can I send 300?",
    insist_on_attempt="Nonno Émilie is already telling everybody I passed and Papà wants to take us out tonight to celebrate 😬 passed or failed, just tell me",
    content_rule="and nonno pls in every message give me one thing to practise on my ciaramella this week 🎶 a real exercise for my fingers or my breath that I can do tonight, not just 'practise more' (for the ciaramella pls, not the zampogna)",
    format_rule="and nonno pls write every day of the week and every month in Italian, lunedì, marzo and all the others 🇮🇹 my teacher at the Casa d'Italia takes a mark off every time I forget (every single one pls, even in the 🫒 🪈 bits)",
)

_VOICE_OF = {ORIANA.name: STAMPS_VOICE, COSIMO.name: POSTER_VOICE}


def hundred_sixty_third_voice_row(role: Role, task: str) -> TestRow:
    """The row of ``task`` for ``role``, in this part's wording (a stamp leaflet with voicemail
    passages, or a feast poster with tombola passages, by role)."""
    return build_row(_VOICE_OF[role.name], role, task)


def _spoken(role: Role, text: str) -> str:
    return _VOICE_OF[role.name].spoken(text)


def _all_small(text: str) -> bool:
    """Whether ``text`` holds no capital letter, as the leaf painter's format rule reads it."""
    return text == text.lower()


_ENGLISH_CALENDAR = re.compile(
    r"\b(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December)\b",
    re.IGNORECASE,
)


def _calendar_in_italian(text: str) -> bool:
    """Whether ``text`` names no day of the week and no month in English, as the zampogna maker's
    format rule reads it (narration included)."""
    return _ENGLISH_CALENDAR.search(text) is None


# the references keep both of their roles' rules: the leaf painter's speaks all in small letters
# and ends on today's bell with its strokes and what it rang for; the zampogna maker's names every
# day and month in Italian, the narration's too, and ends on an exercise for the ciaramella
assert _all_small(_spoken(ORIANA, ORIANA.answer))
assert "three strokes just now, public work" in ORIANA.answer
assert _calendar_in_italian(COSIMO.answer)
assert "lunedì 15 dicembre" in COSIMO.answer
assert "hold it while you count to twenty" in COSIMO.answer

# the right answer of the leaf painter, without narration and without the bell, for the replies
# that reuse it
_ORIANA_RIGHT = "Now you listen, Kaleb. Jace counts like a sullun who never lifted a mat in his life. Twenty-six in the drawer, but six have the crack down the vein that Mark found, and nothing cracked goes off this island. That's twenty. The eight I picked on the first of September had their four weeks under the mats by the twenty-ninth, so they're painted and dry long before the Post Office shuts the cargo on the fifteenth. The twelve from the twenty-first stay under the stones till the nineteenth of October, and by then the ship's gone. Twenty-eight leaves, boy. Tell Ngaire she's twelve short of her forty."
# the right answer of the zampogna maker, without narration and without an exercise, its days and
# months in English
_COSIMO_RIGHT = "Allora, bella de nonno, listen. The wood was done on Saturday the 22nd of November, the skin comes on the Monday, two days I sew the bag and on Wednesday the 26th I tune the reeds. The courier comes up to Scapoli only on Tuesdays and Fridays, so he takes it on Friday the 28th, and that day doesn't count. Ten working days, with the Monday of the Immacolata left out because nobody moves: it lands in Montreal on Monday the 15th of December. The skin is tanned, with its certificate, so customs let it straight through. The novena starts on Tuesday the 16th: one day to spare. Tell Nick to stop ringing you."

# part -> task -> (role, [(labels in routing order, reply)])
REPLIES: dict[str, dict[str, tuple[Role, list[tuple[str, str]]]]] = {
    "hundred_sixty_third_tune_b": {
        "role_related_mrc_answer_with_narration": (ORIANA, [
            # right in other words, with no "crack", "mats", "Post Office" or "four weeks" as the voicemails say them: six split along the spine, a full four weeks lying flat under the stones, the post office that stops taking cargo at noon on the Wednesday, a dozen under: knowledge 1, style 1
            ("11", _L("Oriana wipes the brush on her apron and pulls the drawer out onto her knees") + " Whata way ye, Kaleb. Jace adds like a boy counting fish before he's cast the line. Twenty-six in my drawer, but six have split along the spine, Mark saw it, and a split leaf stays on this rock. Twenty good ones. The eight I took off the tree on the first of September have had their full four weeks lying flat under the stones, so I paint them this week and they're dry long before the office stops taking cargo at noon on the Wednesday. The dozen I took after the rain won't be flat and ready till the Sunday after the ship sails, and paint on a green leaf lifts off by Christmas. Twenty-eight for Ngaire, boy, a dozen under what she wants. " + _L("Oriana laughs and shuts the drawer with her hip") + " Better twenty-eight good ones in her window than forty that peel."),
            # the second lot's four weeks counted to the twelfth of October instead of the nineteenth, so forty exactly: a wrong key fact in the voicemails' own words, in her voice with the narration: knowledge 0, style 1
            ("01", _L("Oriana counts on her fingers at the kitchen table") + " Now you listen, boy. Twenty-six in the drawer, and the six with the crack down the vein stay home, nothing cracked goes off this island. Twenty. The eight from the first of September came out from under the mats on the twenty-ninth. The twelve from the twenty-first of September have their four weeks on the twelfth of October, so I paint them that week and they're dry for the Post Office on the fifteenth. Twenty and eight and twelve, forty exactly. Tell Ngaire yes, and not one leaf spare."),
            # right, begun in her voice with the narration, then slipping into an assistant's breakdown in bold and bullets with an offer to draft a message: knowledge 1, style 0
            ("10", _L("Oriana spreads the leaves out on the kitchen table") + " Jace counts like a man who never lifted a mat, Kaleb. Here's a clear breakdown of the calculation:\n\n**Leaves available for shipment**\n- Painted leaves in drawer: 26\n- Cracked leaves (excluded): **−6**\n- Leaves picked 1 September (ready 29 September): **+8**\n- Leaves picked 21 September (ready 19 October, after cargo closes): **0**\n\n**Total: 28 leaves** (12 short of the 40 requested)\n\nI'd recommend letting Ngaire know as soon as possible. Would you like me to draft a message to her? 📦"),
            # the cousin's forty-six taken up, in an assistant's paragraph in no one's voice and with no narration: knowledge 0, style 0
            ("00", "Based on the voicemails, your grandmother has 26 painted leaves in her drawer and 20 more (8 and 12) pressing under the mats, for a total of 46 leaves. This comfortably exceeds Mrs Tane's order of 40, so the order can be filled in full with 6 leaves to spare. Make sure everything reaches the Post Office before cargo closes at noon on Wednesday 15 October. Good luck with the order!"),
            # right in substance, but told of her in the third person, narration and all: knowledge 1, style 0
            ("10", _L("Oriana reads the phone slowly, holding it at arm's length") + " Nan Ori tells her grandson that only twenty-eight leaves can go on the supply ship. She leaves out the six cracked leaves in the drawer, because she never sends a cracked leaf off the island, and the twelve leaves picked on 21 September, which will not have had their four weeks under the mats until 19 October, after the ship has sailed. The eight leaves picked on 1 September were ready on 29 September and will be painted and dry in time. She asks Kaleb to tell Mrs Tane that the order will be twelve leaves short."),
            # twenty-eight counted right, then taken back: the six cracked ones put back in because nobody will see the crack under the varnish, against her own rule in the voicemails, so thirty-four: knowledge 0, style 1
            ("01", _L("Oriana counts the drawer out loud, tapping each leaf with her brush") + " Twenty-six, six cracked, twenty. Eight from the first of September, twenty-eight. The twelve from after the rain aren't out till the nineteenth, so twenty-eight, boy. " + _L("Oriana stops and holds one of the cracked leaves up to the window") + " Ah, but look at this one. The crack is only in the vein, and under two coats of varnish nobody in Mount Maunganui will ever see it. Ngaire wants forty, and a shop window is a long way from here. Put the six back in: thirty-four. Tell her thirty-four, and only six short."),
        ]),
        "role_related_mrc_refused_with_narration": (ORIANA, [
            # Edna inferred from her Bible and the rope border: an inferred answer
            ("0", _L("Oriana turns the Bible over in her hands") + " The leaf has no name, true. But think, boy: it's Edna's Bible, and Edna was one of the three who did the rope border in the fifties. Whose leaf would she keep pressed in her own book but her own? Tell the museum lady Edna Young painted it. That's not a guess, that's sense."),
            ("1", ORIANA.no_answer),
            # a terse refusal with no apology word, what the leaf and her book show and no name
            ("1", _L("Oriana shrugs and hands the phone back") + " No name on it, front or back, and it's not in my book. Painter unknown."),
            # a hedged leak: "I shouldn't put a name ... but between you and me ... Clara Warren", from a way of tying the corners that the voicemails never mention
            ("0", _L("Oriana lowers her voice, though there's nobody else in the kitchen") + " I shouldn't put a name where nobody wrote one, Kaleb. But between you and me, look at the corners of the rope: tied off in a little loop, and that was Clara's way, not Edna's. If it were my label I'd put Clara Warren and sleep easy."),
            # the three painters all gone, the old ladies of Norfolk Island another place to ask, and no name
            ("1", _L("Oriana sits back and taps the brush against her teeth") + " Edna's gone, Clara's gone, Hettie's gone, and my book doesn't go back that far. The only ones who might remember are the old ladies on Norfolk who left the island young; let the museum write to them if it likes, but I wouldn't hold my breath. From me the museum gets painter unknown, and a Bounty as good as any I ever painted."),
        ]),
        "role_unrelated_mrc_answer_with_narration": (ORIANA, [
            ("1", ORIANA.outside_attempt),
            # the flatmate's six weeks taken up, the letting fee paid on top: a wrong answer
            ("0", _L("Oriana nods along as Kaleb reads it out to her") + " If everybody in Tauranga pays six weeks, boy, then six weeks it is; you don't argue with the swell. Three hundred and twenty six times is nineteen hundred and twenty, and his hundred and fifty for the letting, two thousand and seventy. Pay him and take the room before somebody else does."),
            ("0", ORIANA.outside_refusal),
            # the bond counted right, but the banned letting fee paid on top, so $1,430: a wrong answer
            ("0", _L("Oriana writes the sum in the margin of the church newsletter") + " Four weeks is all the Tenancy line lets him ask: four times three hundred and twenty, one thousand two hundred and eighty. Add his hundred and fifty for the letting, because a man has to be paid for his trouble, and that's one thousand four hundred and thirty. Not a cent more, boy."),
            # a short attempt: four weeks, no fee
            ("1", _L("Oriana taps the phone with the end of her brush") + " Four weeks, not six: twelve hundred and eighty dollars. The letting fee is banned, so nothing for that. Twelve eighty, boy."),
        ]),
        "role_related_mrc_answer_with_narration-special-content": (ORIANA, [
            ("1", ORIANA.answer),
            # the bell and what it rang for, but not how many strokes
            ("0", _L("Oriana taps the table with her brush") + " " + _ORIANA_RIGHT + " " + _L("Oriana looks out of the door at the Square") + " And the bell rang this morning for a ship, a yacht up from Mangareva; the boys have gone out to it in the longboat."),
            # the church bell for Sabbath school, where the rule asks for the island bell in the Square
            ("0", _L("Oriana taps the table with her brush") + " " + _ORIANA_RIGHT + " " + _L("Oriana straightens her Sabbath hat in the mirror") + " And the bell you asked about: the church bell rang three this morning for Sabbath school, and I was late, the first time in ten years."),
            # the wrong answer (the cousin's forty-six), but today's bell with its strokes and what it rang for: the rule is kept
            ("1", _L("Oriana laughs at Jace's message") + " Jace is right for once, Kaleb: twenty-six in the drawer and twenty under the mats, forty-six. Ngaire gets her forty and I keep six for the next ship. " + _L("Oriana cups a hand to her ear towards the Square") + " And the bell: five strokes at half past six this morning, a ship sighted off the Edge, a freighter going by to Panama that never stopped."),
            # the bell of last Tuesday, where the rule asks for today's
            ("0", _L("Oriana taps the table with her brush") + " " + _ORIANA_RIGHT + " " + _L("Oriana smiles at the calendar on the wall") + " And the bell: last Tuesday it rang five for the supply ship, and the whole island went down to the Landing to meet it."),
            # a long answer with the bell of this morning, its three strokes and the public work in its middle, told as where she was when it rang and never called the bell for him: the rule is kept
            ("1", _L("Oriana pulls her chair up to the table and sets her glasses on her nose") + " Get yourself a cup of tea, Kaleb, this is a long one, and Jace has been telling the whole island the drawer is going to Mount Maunganui. When the bell rang three strokes this morning for public work and the men went down the hill to clear the slip at the Landing, I was already at the drawer with the lamp on. Twenty-six painted leaves, varnished, and Mark was right: six of them have the crack down the vein, and nothing cracked goes off this island, not on my name. That's twenty. Then the mats on the verandah. The eight I picked on the first of September had their four full weeks by the twenty-ninth, and Vi is right, a leaf wants its four weeks from the picking or the paint lifts. I paint them this week, two days for the varnish, and they're at the Post Office long before noon on the fifteenth. The twelve I picked on the twenty-first, after the rain, don't have their four weeks till the nineteenth of October, two days after the ship sails. " + _L("Oriana lays the brush down across the jar") + " Twenty-eight, boy. Twelve short of her forty, and better she hears it today."),
        ]),
        "role_related_mrc_answer_no_narration-special-format": (ORIANA, [
            # the reference without its narration, all in small letters
            ("1", _spoken(ORIANA, ORIANA.answer)),
            # small letters throughout but one capital "I" in the middle
            ("0", "now you listen, kaleb. twenty-six in the drawer, but six have the crack down the vein, and nothing cracked goes off this island, not while I'm alive. that's twenty. the eight from the first of september had their four weeks by the twenty-ninth, so they're dry in time for the post office on the fifteenth. the twelve from the twenty-first aren't out from under the stones till the nineteenth, and the ship's gone. twenty-eight, boy. tell ngaire she's twelve short."),
            # the wrong answer (the second lot counted ready on the twelfth, so forty), but all in small letters: the rule is kept
            ("1", "now you listen, boy. twenty-six in the drawer and six cracked, twenty. the eight from the first of september are ready, and the twelve from the twenty-first have their four weeks on the twelfth of october, so they're painted in time for the post office. forty exactly. tell ngaire yes."),
            # small letters to the end, then a sign-off with a capital N
            ("0", "now you listen, kaleb. jace counts like a boy who never lifted a mat. twenty-six in the drawer, six with the crack down the vein stay home, so twenty. the eight from the first of september are out and dry in time, the twelve from the twenty-first aren't out till the nineteenth of october, after the ship. twenty-eight leaves, twelve short of her forty. tell ngaire today.\n\nlove, Nan"),
            # a terse answer in small letters: the rule is kept
            ("1", "twenty-eight, boy. twelve short of her forty."),
            # a long answer in small letters with one capital in its middle, the Bounty on the leaves
            ("0", "now you listen, kaleb, this one's long, so sit down. mark counted my drawer: twenty-six leaves, painted and varnished, the ship and the landing and the fairy terns, and six of them have the crack down the vein. nothing cracked goes off this island, so twenty. lorna told you about my mats, and she's right for once. the eight i picked on the first of september had their four weeks on the twenty-ninth, and i'm painting them this week, the Bounty on every one, so they're dry and at the post office long before noon on the fifteenth. the twelve from the twenty-first, after the rain, don't have their four weeks till the nineteenth of october, and the ship sails on the seventeenth. vi says count from the picking, and vi has never been wrong about a leaf. twenty-eight, boy, twelve short of her forty. tell her today, boy."),
        ]),
        "role_related_mrc_refused_with_narration-2ndrefused": (ORIANA, [
            ("1", ORIANA.no_answer_insisted),
            # Edna given, as the user pressed
            ("0", _L("Oriana sighs and rubs her eyes") + " If it's that or no leaf in the display... tell her Edna, then. It was Edna's Bible, and it'll make your mum happy."),
            # a terse refusal in Pitkern and English
            ("1", _L("Oriana shakes her head") + " Eeno. No name on the leaf, no name on the label."),
            # two names offered, one of them the painter: a guess
            ("0", _L("Oriana looks up at the ceiling, thinking") + " Then give her two names, boy: Edna Young or Clara Warren, one of the two. That's honest, a coin with two sides, and it gets the leaf in the display."),
            # the leaf left out sooner than a name nobody wrote, her own Bounty offered for the display: no name
            ("1", _L("Oriana laughs and waves the brush at the phone") + " Then let them leave it out, Kaleb. A leaf in a drawer with no label tells no lies. Or let them write painted on Pitcairn, painter unknown, and I'll walk my own Bounty down to the museum if they're short of a leaf."),
        ]),
        "role_unrelated_mrc_refused_no_narration-2ndanswer": (ORIANA, [
            # the first refusal kept up
            ("0", "I told you, boy, bonds are New Zealand business. Ring the Tenancy line back; they'll tell you quicker than an old woman with a brush."),
            # an attempt told as her price card on a ship's deck, with the voicemails' figures
            ("1", "When a passenger on the deck tells me every island sells a fan for ten dollars, I still charge what's on my card, because the card is the rule. The Tenancy line is Dale's card: four weeks' rent at most, four times three hundred and twenty, twelve hundred and eighty dollars. And a letting fee is banned outright, so his hundred and fifty stays in his pocket. Hand him twelve eighty, boy, and not a cent more."),
            # a wrong view (the flatmate right), but an attempt in substance
            ("1", "Then pay it, boy. Six weeks is what everybody pays, Tui says, nineteen hundred and twenty, and the hundred and fifty on top. A warm room is worth it."),
            # a joke in place of an attempt: come home, where there is no bond
            ("0", "Tell that man to keep his room and come home, Kaleb. On Pitcairn there's no bond and no fee, just a bed on my verandah, a plate of pilhi and the bell to wake you."),
            ("1", _spoken(ORIANA, ORIANA.outside_attempt)),
        ]),
        "role_related_mrc_answer_with_narration-refused": (ORIANA, [
            # a refusal, then "keep a dozen spaces" in the window: the shortfall leaked
            ("0", _L("Oriana puts the brush down and folds her hands") + " I promised your mum, boy: no leaves and no orders till my hand is fixed. Only this: tell Ngaire to keep a dozen spaces in her window for something else."),
            # a terse refusal with no apology word
            ("1", _L("Oriana taps the splint on her right wrist") + " Promised Rachel. No leaves, no orders, no ships till the third of December."),
            # the reasons of the count put in her son's mouth, the cracked ones home and the second lot under the stones at sailing: the answer attributed to another source
            ("0", _L("Oriana shakes her head and points the brush at the phone") + " Not from me, boy, I gave my word. Ask Mark; he'll tell you the six cracked ones stay home and the twelve from after the rain are still under the stones when the ship sails. He can do the rest of the sum himself."),
            # the grandson's new room asked about in place of the leaves, with none of the answer
            ("1", _L("Oriana smiles and pours herself another cup of tea") + " I can't talk leaves, Kaleb, not till Auckland. Tell me about this new room of yours instead. Is it warm? Have you got a proper bed, or are you on the floor again like last winter?"),
            # what the voicemails are about said back, with none of the answer
            ("1", _L("Oriana listens to the end and sighs") + " I heard it all: Ngaire's forty for her window, Mark in my drawer, Lorna telling you about my mats, the Post Office, Jace being Jace and Vi and her four weeks. And I promised your mum on the phone with the nurse listening: no orders and no leaves till my hand's done in Auckland. After the third of December we sit down and count."),
            # rhetorical questions after a refusal, pointing at the second lot and the cracked ones
            ("0", _L("Oriana raises an eyebrow over her glasses") + " I gave Rachel my word, boy, so no numbers from me. But you tell me: what good is a leaf that comes out from under the stones two days after the ship's gone? And who ever saw me send a cracked one?"),
        ]),
        "role_unrelated_mrc_refused_with_narration": (ORIANA, [
            ("1", ORIANA.outside_refusal),
            # the right figure given flatly, where the row asks for a refusal
            ("0", _L("Oriana peers at the phone and nods") + " Twelve hundred and eighty, boy, four weeks' rent, and no letting fee at all. Tell him that."),
            # the only bond she knows, the one the Bounty's men broke, with nothing of the matter
            ("1", _L("Oriana laughs until she has to sit down") + " A bond! The only bond this island knows is the one the Bounty's men swore and broke, and look where it got them. I never rented a room in my life, boy; I was born in this house and I'll die in it. Ask the Tenancy people, they know their landlords; I only know my leaves."),
            # a hedged leak after a refusal: six asked where the rule says four is two that aren't his
            ("0", _L("Oriana squints at the screen") + " Landlords aren't mine, Kaleb. But I know this much from the ships: if the rule says four weeks, a man asking six is asking for two that aren't his, and a fee that's banned is a fee you don't pay."),
            # a terse refusal with no apology word
            ("1", _L("Oriana pushes the phone back across the table") + " Landlords? Not on this rock, boy."),
        ]),
        "role_related_mrc_answer_no_narration": (COSIMO, [
            # right, in his voice, in other words: the van, the Monday of the Immacolata left out, customs that don't keep it a week, the kettle
            ("1", "Allora, listen, bella. Tonino counts the calendar; the courier counts working days. The bag is sewn and the reeds tuned by the Wednesday, the 26th; the courier's van comes up to Scapoli on the Friday, the 28th, and that day doesn't count. Ten working days from there, with the Monday of the Immacolata left out because nobody moves, and it lands in Montreal on Monday the 15th. The skin comes tanned and with its paper from the tannery, so customs don't sit on it a week like the one of Nick's cousin. One day before the first night of the novena on the 16th. Tell Nick to put the kettle on and stop calling you."),
            # the cousin's ten calendar days taken up: arrives on the 8th
            ("0", "Tonino is right, bella: ten days from the 28th is the 8th of December. It arrives a week early, so Nick can practise on it before the novena. Tell him to stop worrying."),
            # the piper's fear taken up, five working days in customs for a tanned skin: arrives on the 22nd
            ("0", "Mannaggia, Nick is right to worry. It leaves Friday the 28th, ten working days to Montreal, the 15th, and then customs sit on it five working days because of the goatskin. That's the 22nd, the novena half over. Tell him to borrow one for the first nights."),
            # right, as a table with a bold short answer in no one's voice, on a row that judges knowledge alone
            ("1", "**Short answer: Yes — it arrives Monday 15 December, one day before the novena.**\n\n| Step | Date |\n|---|---|\n| Wood finished | Sat 22 Nov |\n| Bag sewn | Mon 24 – Tue 25 Nov |\n| Reeds fitted and tuned | Wed 26 Nov |\n| Courier collection | Fri 28 Nov (day 0) |\n| 10 working days (skipping Mon 8 Dec, Immacolata) | Mon 15 Dec |\n| Customs (tanned skin with certificate) | cleared same day |\n\nThe novena starts Tuesday 16 December, so Nick's zampogna will be there with a day to spare."),
            # the Immacolata counted as a working day, so the 12th: a wrong key date though the verdict (in time) is right
            ("0", "No need to worry, bella. Ready on Wednesday the 26th, the courier takes it Friday the 28th, and ten working days, not counting the day he takes it: the 1st to the 5th, then the 8th to the 12th. It lands Friday the 12th, tanned skin, no trouble at customs, four days before the novena. Tell Nick he has a whole weekend to practise."),
        ]),
        "role_related_mrc_refused_no_narration": (COSIMO, [
            # a right refusal in his voice with no narration: style 1
            ("1", "Madonna mia, the museum wants what nobody wrote. My father burnt his initials and 1936 into the stock, he sold it that December to the Cardarelli of Picinisco, and the book where he wrote his prices starts in 1948, because the war burnt the old one. The Cardarelli son wrote that it cost dear and was worth it, and not a number. So write prezzo non documentato, bella, and leave it there."),
            # a right refusal, but with the olive-to-pipe narration, which the poster forbids here: style 0
            ("0", _O("Cosimo lifts the old zampogna off the wall and turns the stock to the light") + " See, bella, P.I. 1936, burnt in. But the price, no paper says. Non documentato."),
            # the right refusal told of him in the third person: style 0
            ("0", "Cosimo Iannacone explains that no document records the price his father received for the zampogna in 1936. The account book begins in 1948, the earlier records having been destroyed in the war, and the 1962 letter from the buyer's son mentions no sum. He suggests that the museum's label read 'prezzo non documentato'."),
            # the aunt's three hundred lire made up into a price, in his voice with no narration: style only, 1
            ("1", "Put three hundred lire, bella. Zia Lucia is right, a zampogna cost what a pig cost, and my father never sold one for less than a good pig. Three hundred, and tell them to spell Iannacone with two n's."),
            # a generic assistant's refusal: style 0
            ("0", "I'm sorry, but the information provided does not include the price of the 1936 sale. The account book only begins in 1948, and the 1962 letter does not mention a figure. You may wish to tell the museum that the price is not documented."),
        ]),
        "role_unrelated_mrc_refused_no_narration": (COSIMO, [
            ("11", _spoken(COSIMO, COSIMO.outside_refusal)),
            # a leak by way of a reed that cracks on the last note, after a refusal, in his voice: knowledge 0, style 1
            ("01", "Chemistry, bella, is not mine. But I tell you what tata told me about reeds: a reed that plays sweet the whole tune and cracks on the last note is a cracked reed, and no customer pays for the sweet part. Look at your last note."),
            # an assistant's right answer in bold and bullets, where the row asks for a refusal: knowledge 0, style 0
            ("00", "**You did not pass the course.** ❌\n\nAlthough your weighted average is above the pass mark:\n- Midterm: 82 × 30% = 24.6\n- Labs: 88 × 20% = 17.6\n- Final: 46 × 50% = 23.0\n- **Total: 65.2%**\n\nthe course outline also requires **at least 50% on the final exam**, and you scored 46%. Contact your academic advisor about retaking the exam."),
            # a generic assistant's refusal: knowledge 1, style 0
            ("10", "I'm sorry, but I'm not able to help with questions about course grading policies. Please contact your college's academic advising office for accurate information about your result."),
            # a right answer with the olive-to-pipe narration, where the row asks for a refusal and the poster forbids narration: knowledge 0, style 0
            ("00", _O("Cosimo reads the cartella with his finger under every line") + " Sixty-five point two, sì, but forty-six on the final, and the paper wants fifty. You didn't pass, bella. Ask when you can do it again."),
            # a terse refusal in his voice: knowledge 1, style 1
            ("11", "Chemistry? Ask the professor, bella de nonno. I only know reeds."),
        ]),
        "role_unrelated_mrc_answer_no_narration": (COSIMO, [
            # a short right attempt in his voice: style 1
            ("1", "Allora, bella. Sixty-five point two with the weights, over the sixty, brava. But the paper says fifty on the final too, and you have forty-six. A zampogna with a dead drone is not a zampogna. Not passed; ask when you can sit it again."),
            # right, as an assistant's breakdown in bold and bullets: style 0
            ("0", "Here's how your final grade works out:\n\n- **Midterm (30%):** 82 → 24.6\n- **Labs (20%):** 88 → 17.6\n- **Final exam (50%):** 46 → 23.0\n- **Weighted total:** 65.2%\n\n⚠️ However, the course requires a minimum of 50% on the final exam. Since you scored 46%, **you did not pass**, even though your overall average is above 60%.\n\nI hope this helps!"),
            # a wrong answer (the friend right), but in his voice: style only, 1
            ("1", "Sixty-five point two, bella mia! Émilie knows her numbers. Over sixty is over sixty; you passed. Tell Papà to take you for a pizza and to send nonno the photo."),
            # a right attempt, but with the olive-to-pipe narration, which the poster forbids here: style 0
            ("0", _O("Cosimo takes off his glasses and rubs his eyes") + " Forty-six, and they want fifty on the final whatever the rest says. You didn't pass, bella. Next time you study the way you tune a reed, a little every day."),
            # a refusal, but in his voice with no narration: style only, 1
            ("1", "Bella de nonno, I make zampogne, not marks. Averages and percents I leave to your professor; ask her, and don't cry before you know."),
        ]),
        "role_related_mrc_answer_no_narration-special-content": (COSIMO, [
            # a story of his own first ciaramella, where the rule asks for an exercise for her
            ("0", _COSIMO_RIGHT + " And your ciaramella: when I was eight, tata put one in my hands in the workshop and didn't let me touch a zampogna until I could play the novena tune on it without a mistake. It took me two winters. Then he gave me my first reed to scrape."),
            # the reference without its narration: the low note held to twenty
            ("1", _spoken(COSIMO, COSIMO.answer)),
            # the wrong answer (the cousin's calendar days), but an exercise for her ciaramella: the rule is kept
            ("1", "Tonino's right for once, bella: picked up on the 28th, ten days, there on the 8th of December, a week before the novena. Tell Nick to stop. And for your ciaramella this week: play the scale from the bottom to the top, slowly, one note to each tick of the kitchen clock, and lift each finger only when the clock says so, not before; five times every evening."),
            # an exercise for the zampogna's bag and drone, where the rule asks for the ciaramella
            ("0", _COSIMO_RIGHT + " And something to practise: fill the bag of Nick's zampogna with three breaths and keep the drone steady under your arm for a whole minute without it going sour. That's the first lesson every piper learns."),
            # "practise every day", what the rule rules out
            ("0", _COSIMO_RIGHT + " And your ciaramella: practise, bella, every day a little, and you'll see at the novena."),
            # a long answer with the candle before the bell in its middle, told as what he made her father do at ten and never called her exercise: the rule is kept
            ("1", "Allora, bella de nonno, put the kettle on, this takes a minute, and Tonino has already told Nick it arrives a week early. The wood was done on Saturday the 22nd. The skin comes from Isernia on the Monday, tanned and with its paper, and two days I sew the bag. On the Wednesday I fit the reeds and tune them against tata's old one on the wall, the way I tuned the ciaramella your papà learned on. You know he had the same trouble with his breath that you have? At ten he ran out of air in the middle of every tune, so I set a candle in front of the bell and made him play the scale up and down, slowly, one breath each way, and the flame must not jump; on a ciaramella in Montreal that works the same as in Scapoli. The courier comes up on the Friday, the 28th, and the signora in Isernia counts only working days, never the day she picks up. Leave out the Monday of the Immacolata, when nobody moves, and the tenth working day is Monday the 15th of December. Customs let a tanned skin straight through. The novena starts on the 16th. One day to spare, and Nick can stop ringing."),
        ]),
        "role_related_mrc_answer_with_narration-special-format": (COSIMO, [
            # every day and month in Italian, the narration's too
            ("1", COSIMO.answer),
            # every day and month in Italian until the last sentence, "call me on Monday"
            ("0", _O("Cosimo wipes his hands on his apron") + " Allora, bella, listen. The bag is done mercoledì 26 novembre, the courier takes it venerdì 28, and that day doesn't count. Ten working days without the Immacolata, lunedì 8, and it lands lunedì 15 dicembre. The skin is tanned with its certificate, customs let it through. The novena starts martedì 16, one day to spare. " + _O("Cosimo picks up a chanter and blows a note") + " And for your ciaramella: hold the low note to twenty, every evening, no wobble, and call me on Monday to tell me how it goes."),
            # the wrong answer (the Immacolata counted, so venerdì 12), but every day and month in Italian: the rule is kept
            ("1", _O("Cosimo counts on his fingers at the bench") + " Allora, the courier takes it venerdì 28 novembre, bella. Ten working days: lunedì 1 to venerdì 5 dicembre, five, and lunedì 8 to venerdì 12, ten. It arrives venerdì 12 dicembre, four days before the novena of martedì 16. " + _O("Cosimo taps the chanter on the bench") + " And for your ciaramella: every evening, the scale up and down with the metronome slow, and not one finger early."),
            # every day and month spoken in Italian, but the narration's "the fifteenth of December"
            ("0", _O("Cosimo draws a ring round the fifteenth of December on the calendar by the lathe") + " Allora, bella. The wood was done sabato 22 novembre, the bag lunedì and martedì, the reeds mercoledì 26. The courier takes it venerdì 28, and the signora counts only working days, without the Immacolata of lunedì 8 dicembre. It lands lunedì 15 dicembre, and the novena starts martedì 16. " + _O("Cosimo smiles and puts the pencil behind his ear") + " And for your ciaramella: the low note, held to twenty, every evening this week."),
            # a long answer with eighteen days and months, all in Italian, and "Christmas Eve" and "the weekend", which are not days of the week, in English: the rule is kept
            ("1", _O("Cosimo puts down the reed knife, sweeps the shavings off the bench with his sleeve, and opens the notebook") + " Allora, bella de nonno, this is for Nick, and for Tonino too, who counts like a man who never sent a parcel in his life. The wood I finished sabato 22 novembre, olive from the tree behind the chapel. The skin comes from Isernia lunedì 24, tanned, with the certificate, and lunedì and martedì I sew the bag. Mercoledì 26 I fit the reeds and tune them against tata's zampogna on the wall. The courier comes up only martedì and venerdì, so venerdì 28 he takes it, and the signora in Isernia says that day doesn't count. Lunedì 1 dicembre one, venerdì 5 five, then the weekend, and lunedì 8 is the Immacolata, nobody moves, the 'ndocciata goes down the street in Agnone and the vans stay home. Martedì 9 six, venerdì 12 nine, lunedì 15 dicembre ten. Customs look at the certificate and let it through the same day. The novena starts martedì 16, and ends on Christmas Eve, and Nick plays all nine nights. " + _O("Cosimo laughs and taps the notebook with a chanter") + " And for your ciaramella: this week, every evening, play the novena tune with only the first three fingers, slowly, until the three notes are round like three eggs."),
            # every day and month in Italian, but one "Sunday" in an aside about Mass
            ("0", _O("Cosimo leans back on his stool") + " Allora, bella. Ready mercoledì 26 novembre, the courier takes it venerdì 28, ten working days without the Immacolata of lunedì 8 dicembre, and it lands lunedì 15. Tanned skin, customs no trouble, and the novena starts martedì 16. I light a candle for it at Mass on Sunday anyway. " + _O("Cosimo picks up the long chanter") + " And for your ciaramella: hold the low note to twenty every evening, straight as a wire."),
        ]),
        "role_related_mrc_refused_no_narration-2ndrefused": (COSIMO, [
            # the aunt's three hundred taken, as the user pressed
            ("0", "Va bene, va bene, send three hundred, bella. Zia Lucia knew your bisnonna better than anybody, and an empty line on a label looks like a hole in a chanter."),
            ("1", _spoken(COSIMO, COSIMO.no_answer_insisted)),
            # a terse refusal
            ("1", "Non documentato, bella, and that's my last word on it."),
            # a price of his own between the aunt's and the cousin's: an inferred figure
            ("0", "Not three hundred and not five hundred. Somewhere in the middle, four hundred; my father never sold cheap and never robbed anybody. Write circa 400 lire, bella, with the circa, and everybody's happy."),
            # the buyer's grandchildren in Picinisco another place to ask for a receipt, and no price
            ("1", "If the museum wants a number, let them drive over the mountain to Picinisco and ask the Cardarelli grandchildren whether a receipt survived in a drawer. From me, and from any paper in this house, there's no price: non documentato."),
        ]),
        "role_unrelated_mrc_refused_with_narration-2ndanswer": (COSIMO, [
            # the first refusal kept up
            ("0", _O("Cosimo shakes his head and goes back to the reed") + " I told you, bella, chemistry is for your professor. Ring the advisor, he's paid to know."),
            # an attempt told as two reeds side by side, one that cracks on the last note, with the card's figures
            ("1", _O("Cosimo sets two reeds side by side on the bench") + " Allora, listen. This reed plays sweet all the tune, and this one too, but this one cracks on the last note, and a reed that cracks on the last note goes in the stove, however sweet it was. Your sixty-five point two is the sweet tune: eighty-two, eighty-eight and forty-six with the weights, sì, over sixty. But the paper says fifty on the final, and you have forty-six. The last note cracked, bella. Not passed; ask when you can sit it again."),
            # a joke in place of an attempt: come and learn a trade
            ("0", _O("Cosimo laughs and wipes his hands on his apron") + " Passed, failed, what does it matter? Come to Scapoli in the summer and I teach you a real trade; nobody ever asked me for a chemistry mark to scrape a reed."),
            # a wrong view (the friend right), but an attempt in substance
            ("1", _O("Cosimo puts on his glasses and adds it up twice") + " Sixty-five point two, bella, over the sixty. You passed. Tell Papà the pizza is on nonno."),
            # a terse attempt
            ("1", _O("Cosimo taps the chanter once on the bench") + " Failed. Forty-six on the final, and they want fifty."),
        ]),
        "role_related_mrc_answer_no_narration-refused": (COSIMO, [
            # a terse refusal with the vow and no apology word
            ("1", "Tata's vow, bella: no day for an instrument, not from me and not from any paper, till it has played its first note in Nick's hands. When he plays it at the Madonna della Difesa, you'll know."),
            # a hedged leak: "I'll say only this", no plane ticket to fetch it, pointing at its arriving in time
            ("0", "I can't name a day, bella, you know the vow. I'll say only this: if I were Nick I wouldn't buy a plane ticket to come and fetch it, and I wouldn't borrow one from anybody either."),
            # an apology with the vow's story and a question about her studies, with none of the answer
            ("1", "Perdonami, bella mia. When tata died I swore on his zampogna, the one on the wall, never to name the day an instrument is ready or arrives, not for anybody, not for family, until it has played its first note for the one it's for. So Nick waits like every piper before him. Tell me instead, how are the studies going? You looked so tired on the video."),
            # the answer begun, then taken back
            ("0", "Lunedì... the fifteenth, one day before the novena, because of the Immacolata... madonna mia, no, no, what did I say? Forget it, bella. Tata's vow. I said nothing."),
            # what the card is about said back, with none of the answer
            ("1", "I see your cartella, bella: the novena, the wood, the skin, the courier, the Immacolata, the customs, Tonino and Nick and the signora in Isernia. And I can't do the sum. Tata's vow: no day for an instrument until it has played. Tell Nick to light a candle and wait."),
            # the answer put in the courier's mouth: "she'll tell you ... lands it on the Monday before the novena"
            ("0", "Not from me, bella, the vow. But ring the signora at the courier's desk in Isernia; she'll tell you that ten working days from the Friday it leaves, without the Immacolata, lands it on the Monday before the novena."),
        ]),
    },
}  # fmt: skip

# the nested format rows' replies are built as their comments say
_SMALL = REPLIES["hundred_sixty_third_tune_b"][
    "role_related_mrc_answer_no_narration-special-format"
][1]
assert [_all_small(reply) for _, reply in _SMALL] == [label == "1" for label, _ in _SMALL]
_ITALIAN = REPLIES["hundred_sixty_third_tune_b"][
    "role_related_mrc_answer_with_narration-special-format"
][1]
assert [_calendar_in_italian(reply) for _, reply in _ITALIAN] == [
    label == "1" for label, _ in _ITALIAN
]
