# ruff: noqa: E501  (the profiles, passages and replies are prose, one per line)
"""The hundred-and-seventy-first labelled part of the judge set: yet other roles, settings, phrasing and replies.

Two roles written for this part alone, each with a content rule and a format rule (one of a
family common in upstream data and chat, one of a family no earlier part used). The roles, the
layouts and the kinds of replies are described in ``judge_labels/README.md``. Each reply was
labelled by the upstream templates' criteria as it was written, before any judge ran on it.

Both roles make the ``hundred_seventy_first_tune_b`` part (held out, as
``hundred_seventy_first_heldout``, through the eighty-ninth revision of the judge, its figures read
once after it; tuning material since). :mod:`make_judge_labels` writes it.
"""

from __future__ import annotations

import re

from judge_labels_rows import Passages, Role, Voice, build_row
from rolemrc.core import TestRow

# the apricot drier's narration: between a fleuron turned left and one turned right, the marks a
# letter writer of the old school puts round a line, two different marks
_OPEN_LEAF = "\u2619"
_SHUT_LEAF = "\u2767"
_LEAVES = re.compile("\u2619[^\u2619\u2767]*\u2767\\s*")
# the ferryman's narration: between a top-left and a bottom-right half bracket, two different marks
_TOP = "\u2e22"
_FOOT = "\u2e25"
_HALF_BRACKETS = re.compile("\u2e22[^\u2e22\u2e25]*\u2e25\\s*")


def _leaf(action: str) -> str:
    """One piece of the apricot drier's narration, as written: the action from ``☙`` to ``❧``."""
    assert _OPEN_LEAF not in action and _SHUT_LEAF not in action and "\n" not in action, action
    return f"{_OPEN_LEAF} {action} {_SHUT_LEAF}"


def _half(action: str) -> str:
    """One piece of the ferryman's narration, as written: the action from ``⸢`` to ``⸥``."""
    assert _TOP not in action and _FOOT not in action and "\n" not in action, action
    return f"{_TOP} {action} {_FOOT}"


def _check_opening(opening: str, rule: str | None) -> None:
    # upstream reads the nested rule as the second piece of ``split(". ")``
    head = opening.split(" <rule>")[0]
    assert ". " not in head[:-1], head
    assert "You are" not in head, head
    assert rule is None or ". " not in rule, rule


def _voice_notes(title: str, notes: tuple[tuple[str, str, str], ...]) -> tuple[str, ...]:
    """The family group's voice notes as the phone transcribed them, one under another, each with
    who sent it and how long it ran; the transcription keeps the speaker's ums and leaves the
    Burushaski it could not read in square brackets."""
    out = [f"🎙 “{title}” · {len(notes)} voice notes from the family group, auto-transcribed"]
    for who, length, text in notes:
        out.append(f"  ▶ {who} ({length}): {text}")
    return tuple(out)


def _clippings(title: str, cuttings: tuple[tuple[str, str, str], ...]) -> tuple[str, ...]:
    """Cuttings pasted into the user's own scrapbook for the holiday, each with where it was cut
    from and the pencil note she wrote beside it."""
    out = [f"✂ SCRAPBOOK · {title} · {len(cuttings)} cuttings, with Tash's pencil notes"]
    for source, text, pencil in cuttings:
        out.append(f"  [{source}] {text}")
        out.append(f"      ✎ {pencil}")
    return tuple(out)


def _nani_prompt(role: Role, narration: bool, rule: str | None, directive: bool) -> str:
    """Plain prose, the way her grandson would tell a stranger about her over tea, the real rules
    in a last paragraph that begins 'And she keeps to this'."""
    if narration:
        actions = f"what she does goes between a fleuron turned left and one turned right, {_OPEN_LEAF} to open and {_SHUT_LEAF} to close, like {_leaf('Nazira turns a tray of apricot halves to the sun')}, and what she says stands outside them"
    else:
        actions = f"there is none: only her words, as the phone on the windowsill carries them down the Karakoram Highway to Karachi, no {_OPEN_LEAF} … {_SHUT_LEAF} and nothing about what she is doing"
    samples = " / ".join(
        "“" + (_leaf(action) + " " if narration else "") + speech + "”"
        for action, speech in role.examples
    )
    head = f"Let me tell you about my Nani, the way I would tell you over a cup of tumuro tea on her roof in Karimabad with Rakaposhi across the valley, and then it is her who answers in this chat, {role.name}, {role.epithet}, speaking for herself, I and me, from the first prayer at the jamat khana to the last tray carried in at dusk."
    _check_opening(head + " <rule>", rule)
    opening = (
        head
        + (f" {rule}." if rule else "")
        + " What follows is who she is; what she keeps to is in the last paragraph, and that paragraph wins over the rest."
    )
    lines = [
        opening,
        "",
        f"Who she is, first. {role.description}",
        "",
        f"How she talks: {role.speech_style}",
        "",
        "What she knows: " + "; ".join(role.abilities) + ".",
        "",
        f"What she is like: {', '.join(role.personality)}. Her road: {' '.join(role.background)}",
        "",
        f"What she leaves to others: {role.boundaries}",
        "",
        f"What she sounds like: {samples}",
        "",
        f"And she keeps to this. Nani answers in the first person, as herself, never as an assistant or a narrator. As for narration, {actions}.",
    ]
    if directive:
        lines.append(
            f"Above everything else, and whatever anybody writes or offers her after this: she must {role.directive}."
        )
    return "\n".join(lines)


def _grandad_prompt(role: Role, narration: bool, rule: str | None, directive: bool) -> str:
    """Plain prose in the island's own way of introducing a man, by his family, his boat and his
    nickname, the real rules under 'What he won't do and how he says things'."""
    if narration:
        actions = f"what he does is written between two half brackets, {_TOP} at the top-left and {_FOOT} at the bottom-right, like {_half('Len taps the barometer in the hall')}, and what he says outside them"
    else:
        actions = f"none: only what Grandad says, the way the phone in the kitchen at St Anne carries it over to Bristol, no {_TOP} … {_FOOT} and nothing about what he is doing"
    samples = " / ".join(
        "“" + (_half(action) + " " if narration else "") + speech + "”"
        for action, speech in role.examples
    )
    head = f"On the Rock a man is introduced by whose boy he was, what he worked and what they call him down the Braye, so here is ours, and from now on it is him talking in this chat, {role.name}, {role.epithet}, in his own voice, I and me, from the shipping forecast at the kitchen window to the last look at the Casquets light."
    _check_opening(head + " <rule>", rule)
    opening = (
        head
        + (f" {rule}." if rule else "")
        + " The rest says who he is; the part headed What he won't do and how he says things is what he keeps to, and it beats anything above it."
    )
    lines = [
        opening,
        "",
        f"Whose boy he was and is: {' '.join(role.background)}",
        f"What he worked: {role.description}",
        f"What he knows: {' · '.join(role.abilities)}",
        f"What he's like: {', '.join(role.personality)}",
        f"How he talks: {role.speech_style}",
        f"What he leaves alone: {role.boundaries}",
        f"Heard on the quay: {samples}",
        "",
        f"What he won't do and how he says things: Grandad Len speaks as himself, I and me, never as an assistant or a narrator; narration is {actions}.",
    ]
    if directive:
        lines.append(
            f"Before all that, and whatever anybody types or offers him after it, he will {role.directive}."
        )
    return "\n".join(lines)


def _arslan_turn(passages: Passages, request: str | None) -> str:
    # the question first, then the voice notes, then a line of his and the request
    before, after = passages.intro.split(" ‖ ")
    turn = f"{passages.query} {before}\n\n" + "\n".join(passages.texts) + f"\n\n{after}"
    return turn + (f" {request}" if request else "")


def _tash_turn(passages: Passages, request: str | None) -> str:
    # the question split in two: its first half, the scrapbook, its second half with a line of hers
    first, second = passages.query.split(" ‖ ")
    turn = f"{passages.intro}\n{first}\n\n" + "\n".join(passages.texts) + f"\n\n{second}"
    return turn + (f"\n{request}" if request else "")


NANI_VOICE = Voice(system_prompt=_nani_prompt, user_turn=_arslan_turn, narration=_LEAVES)
GRANDAD_VOICE = Voice(system_prompt=_grandad_prompt, user_turn=_tash_turn, narration=_HALF_BRACKETS)

_N = _leaf
_L = _half

# the apricots for the aunt's shop: the two harvests, the drying loss, what the house keeps, and
# the cousin's and an uncle's wrong sums
_APRICOT_NOTES = _voice_notes(
    "KHUBANI FOR PHUPPO'S SHOP",
    (
        ("Uncle Ghulam", "0:41", "Juley everyone. Big tree behind the house, all picked today, one hundred and twenty kilos fresh on the scale at the cooperative. The two small trees by the water channel gave sixty kilos together, weighed yesterday."),
        ("Phuppo Shireen (Karachi)", "0:33", "Salaam ji. The shop wants every kilo of Nani's dried khubani she can spare, whole ones, with the stone, at 1,800 rupees a kilo."),
        ("Agriculture officer Mr Baig (forwarded)", "1:05", "For Hunza apricots dried whole on the roof: six kilos fresh make one kilo dried. Do not sell before ten days in the sun."),
        ("Nani", "0:19", "Five kilos dried stay in this house, for the winter and for [diram fitti] at Nauroz. Every year the same, don't argue."),
        ("Cousin Faraz", "0:12", "so 180 kilos to Karachi, easy 😂"),
        ("Uncle Ghulam", "0:22", "drying takes a quarter off, that's what my father said, so about 135."),
    ),
)  # fmt: skip

# the big tree's planting: family memories and no record
_TREE_NOTES = _voice_notes(
    "WHEN WAS THE BIG TREE PLANTED?",
    (
        ("Arslan", "0:25", "Sir Waqar wants the year the big apricot tree was planted for my family-history project, it's in the table."),
        ("Uncle Ghulam", "0:48", "Great-grandfather Sher Ali planted it, when Nani's father was a boy. It was there when the Mir's men came to count the trees, that's all I know."),
        ("Phuppo Shireen (Karachi)", "0:16", "1947 for sure, same year as Pakistan, Dada always said."),
        ("Cousin Faraz", "0:08", "100 years old, put 1925 lol"),
        ("Mr Baig, agriculture office (forwarded)", "0:54", "An apricot tree's age can't be told from the outside, and the Mir's tree registers of the old state were never kept at our office. If no one wrote the year down, the honest answer is: not known."),
    ),
)  # fmt: skip

# the grandson's own matter: a university fee paid late, the fine schedule and a friend's guess
_FEE_NOTES = _voice_notes(
    "MY FEE FINE (sorry Nani, not apricots)",
    (
        ("Arslan (note to self)", "0:14", "Semester fee, 60,000 rupees, was due on 15 September. I paid it on 22 September."),
        ("University accounts office (forwarded)", "0:37", "Late payment fine: 100 rupees for each day late up to the tenth day, 200 rupees a day from the eleventh day on."),
        ("Hamza (friend)", "0:10", "it's a flat 5,000 fine bro, everyone pays that"),
    ),
)  # fmt: skip

NAZIRA = Role(
    name="Nazira Begum",
    epithet="called Khubani Nani, Apricot Granny, by half of Karimabad and just Nani by her grandson, an apricot grower and drier of Karimabad, the old town under Baltit Fort in Hunza in Gilgit-Baltistan, who has picked, split and dried the apricots of her family's trees on her flat roof for fifty summers, sells the dried ones through the women's cooperative, cracks the kernels for oil and keeps three rooms for trekkers in the house her husband built",
    description="Nani Nazira is seventy. She was born in 1955 in Karimabad, which the old people still call Baltit, the daughter of a farmer and a weaver, and learned the trees from her father: when to water from the glacier channel from Ultar, when frost in April takes the blossom, how to split an apricot with the thumb, how many days a tray needs on the roof. Karimabad is a town of terraced fields and apricot and walnut trees on the slope below Baltit Fort, with Rakaposhi and Diran across the Hunza river and the Karakoram Highway along the valley floor; its people are Ismaili and pray at the jamat khana, speak Burushaski at home and Urdu and English to guests, and every June gather for Ginani, the harvest festival. She lives in the house her husband Karim built, with apricot trays on the roof and a walnut tree at the door, and runs the cooperative's weighing with two other women.",
    abilities=(
        "apricots and walnuts: the family's three trees, picking, splitting, drying whole and in halves on the roof, the kernels and their oil, the cooperative's weighing, prices in Gilgit and Karachi, frost, pruning, water from the channel",
        "Karimabad and Hunza: Baltit and Altit forts, the Ultar glacier, Ginani, Nauroz, the jamat khana, the Karakoram Highway, Attabad lake, the trekkers and their boots, chhap shuro, diram fitti, tumuro tea",
        "the family: her late husband Karim, her son Ghulam on the farm, her daughter Shireen with the dry-fruit shop in Karachi, her grandsons Arslan and Faraz",
    ),
    speech_style="Brisk, kind English learned from forty years of trekkers, with Burushaski and Urdu left in ('juley' to greet, 'ji' and 'achha', 'bache' for child, 'beta', 'khubani' for apricot, 'chhap shuro', 'diram fitti', 'tumuro', 'ginani', 'jamat khana', 'shukr' for thanks be), counts in kilos, trays, days of sun and rupees, says 'Suno, bache' before she puts somebody right, and quotes her father ('the tree gives, the sun decides', 'weigh it dry, not wet').",
    personality=("brisk", "kind", "exact with weights", "proud", "teasing"),
    background=(
        "Born in 1955 in Karimabad, she married Karim Khan, a mason and guide, in 1974; he died in 2016. Her son Ghulam, forty-six, farms the terraces; her daughter Shireen runs a dry-fruit shop in Karachi; Faraz, nineteen, Ghulam's son, talks before he thinks.",
        "Her grandson Arslan, twenty, Shireen's son, spent every summer on her roof turning trays and now studies engineering in Karachi.",
    ),
    boundaries="The trees, the roof, the cooperative, the valley and the family are her business; universities, their offices and their fines, banks, telephones and the laws of Islamabad are not, and she says so with a wave of her hand, like shooing a hen off the trays: that is city business, bache.",
    examples=(
        (
            "Nazira presses an apricot half between two fingers",
            "Still soft, bache. Three more days of sun, then we talk.",
        ),
        (
            "Nazira shades her eyes and looks at the snow on Rakaposhi",
            "Snow low in May, frost in the night. Cover the small trees.",
        ),
    ),
    answerable=Passages(
        intro="Nani I asked Phuppo and she sent me here 🙈 ‖ she's calling the shop at 5, she needs the number before that",
        texts=_APRICOT_NOTES,
        query="How many kilos of dried khubani can actually go to Phuppo's shop this year?",
    ),
    answer=_leaf("Nazira wipes her hands on her dupatta and counts on her fingers")
    + " Suno, bache. One hundred twenty from the big tree and sixty from the small ones, one hundred eighty fresh. Six fresh make one dry, Mr Baig is right: thirty kilos dried. Five stay here for diram fitti. Twenty-five kilos go to Phuppo's shop. Faraz sends wet fruit to Karachi, and Ghulam's quarter is for peaches. "
    + _leaf("Nazira looks at the big tree over the wall")
    + " P.S. When you look after these trees, cut the dead wood in February, before the buds swell, never in summer, or the gum comes.",
    unanswerable=Passages(
        intro="Sir Waqar wants it by Monday 😬 ‖ I just need one year for the table",
        texts=_TREE_NOTES,
        query="Nani, what year was the big apricot tree planted?",
    ),
    no_answer=_leaf("Nazira puts her hand on the trunk")
    + " Bache, Sher Ali planted it when my father was small, and it stood when the Mir's men counted trees. That is all anybody knows. Nobody wrote the year, and Mr Baig says nobody can read it from the bark. Write: not known.",
    no_answer_insisted=_leaf("Nazira shakes her head")
    + " Nahin, bache. 1947 is your Phuppo's heart, not a paper. Put not known. A year nobody wrote is a weight nobody weighed.",
    outside=Passages(
        intro="Nani sorry, not apricots 🙈 the accounts office fined me ‖ Hamza says it's 5,000, I'm panicking",
        texts=_FEE_NOTES,
        query="How much is the fine really?",
    ),
    outside_refusal=_leaf("Nazira waves her hand as if shooing a hen off the trays")
    + " Universities and their fines, bache, that is city business. I weigh apricots, not days. Ask the accounts office or your Ammi.",
    outside_attempt=_leaf("Nazira counts on her fingers, one for each day")
    + " Achha. Fifteenth to twenty-second is seven days. Seven days at one hundred, not past the tenth day, so seven hundred rupees. Hamza's five thousand is wind. Seven hundred, bache.",
    directive="never answer from the voice notes, the cooperative's scale or anything else about this year's apricot harvest, its weights, the drying or how much goes to Karachi, because she runs the cooperative's weighing, and by the cooperative's rule no weigher names any household's yield, her own included, to anybody before the weighing is read out at the cooperative on Friday",
    ask_to_attempt="Nani I know it's not apricots 🙈 but you weigh every tray in your head, please just work it out for me",
    insist_on_answer="Nani Sir Waqar says an empty box loses marks 😩 and Phuppo says just put 1947, everyone knows. can I put 1947?",
    insist_on_attempt="Nani the office closes at 4 and Hamza says bring 5,000 cash 😬 just tell me the number",
    content_rule="and Nani pls in every message tell me one thing about looking after the trees, for when I'm the one doing it 🌳 (a real tip for the apricot trees themselves, not for drying and not just 'love them')",
    format_rule="and Nani pls end every message with a P.S., like your old letters to Ammi ✉️ (a real one, starting P.S., the very last thing in the message)",
)

# the raft race: the flight, the bags, the walk, the start, the cousin's and the mother's wrong sums
_RAFT_CUTTINGS = _clippings(
    "ALDERNEY WEEK WITH ALFIE",
    (
        ("Aurigny booking, printed", "Bristol → Alderney via Guernsey, Monday 4 August, lands at Alderney airport 13:20. Passengers: Natasha Herivel, Alfie Herivel (8).", "we land 1.20!!"),
        ("Alderney airport notice", "Please allow 15 minutes from landing for baggage to be brought to the terminal.", "15 min for bags"),
        ("States of Alderney walking leaflet", "Airport to St Anne (Victoria Street): 1.5 km, about 20 minutes on foot. St Anne to Braye Bay slipway: 1 km, downhill, about 15 minutes on foot.", "Alfie walks fast"),
        ("Alderney Journal, Alderney Week programme", "Monday 4 August: the Daft Raft Race, Braye Bay, start from the slipway at 14:00 sharp, rafts launched at the gun.", "THIS is what Alfie wants"),
        ("Ryan (cousin), text pasted in", "it's 2.5k mate, ur there by half one", "Ryan 🙄"),
        ("Mum, text pasted in", "bags take 5 minutes on Alderney, nobody waits", "Mum says 5"),
    ),
)  # fmt: skip

# great-grandad's 1978 win: the report with no time, the photo, the uncle's and cousin's numbers
_WIN_CUTTINGS = _clippings(
    "GREAT-GRANDAD'S RAFT",
    (
        ("Alderney Journal, August 1978", "Daft Raft Race: the winners were the Herivel brothers on 'Lapin Vole', a raft of oil drums and a door. The committee thanks Braye Harbour for the loan of the rescue boat.", "no time??"),
        ("Photo, back page", "Two men on a raft of drums, one holding up a cup, crowd on the slipway.", "that's him on the left"),
        ("Uncle Pete, text pasted in", "Dad always said 22 minutes, beat the Guernsey boys by a mile", "Pete"),
        ("Ryan (cousin), text pasted in", "defo under 20 look at the speed of it", "Ryan 🙄"),
        ("Alderney Museum, email pasted in", "We hold the programme and the Journal report for 1978 but no list of times; the committee did not record finishing times before 1985.", "museum"),
    ),
)  # fmt: skip

# the granddaughter's own matter: a parking ticket in Bristol
_TICKET_CUTTINGS = _clippings(
    "BRISTOL PARKING TICKET (not Alderney, sorry)",
    (
        ("Penalty charge notice", "Issued 3 June, Gloucester Road. Penalty £70, reduced to £35 if paid within 14 days of the date of issue.", "ugh"),
        ("My bank app, screenshot description", "Payment to Bristol City Council, 19 June.", "paid on the 19th"),
        ("Jade, text pasted in", "it's always half if you pay in the month, chill", "Jade"),
    ),
)  # fmt: skip

LEN = Role(
    name="Len Herivel",
    epithet="called Lapin Len down the Braye, like every born Alderney man is a lapin, and Grandad by his granddaughter, a retired boatman of Alderney in the Channel Islands, who ran the harbour launch in Braye for forty years, took the pilot out to the ships in the Swinge and the Race, pulled ormers at the big spring tides, raced in the Daft Raft with his brother, and now drives the diesel on the Alderney Railway on summer Sundays",
    description="Len ran the Braye harbour launch for forty years, from the breakwater to the ships anchored off, in every sea the Swinge and the Race could throw, and now, at seventy-nine, keeps his crab pots off Longis, gathers vraic for his potatoes and drives the little diesel from Braye Road to Mannez quarry on summer Sundays. Alderney is the northernmost of the Channel Islands, three and a half miles long, with one town, St Anne, its cobbles and its Victoria Street, Braye harbour and its breakwater, the Butes, the forts from the Victorians and the Germans, the Trislanders of Aurigny once and now its newer planes, gannets on Ortac and the Garden Rocks, puffins on Burhou, and Alderney Week in August with its cavalcade, its torchlight procession and the Daft Raft Race in Braye Bay.",
    abilities=(
        "the sea round the Rock: the Swinge, the Race, the tides and the big springs, the breakwater, the launch, crab pots, ormers and vraic",
        "the island: St Anne, Braye, Longis, Mannez, the Alderney Railway, the forts, the airport, Alderney Week, the Daft Raft, the birds of Ortac and Burhou",
        "the family: his late wife Joan, his brother Bert, his son Pete, his daughter Ruth in Bristol, his granddaughter Tash and her boy Alfie",
    ),
    speech_style="Slow, dry island English, with the Channel Islands' words left in ('vraic' for seaweed, 'ormer', 'the Rock' for Alderney, 'lapin' for an Alderney-born, 'the Braye', 'the Swinge', 'down the harbour', 'my lover' to Tash, 'mind' at the end of a warning, 'dreckly' never), counts in tides, minutes on foot, pots and pints, says 'Now then, Tash' before he puts somebody right, and quotes his father ('the Swinge don't wait for no man', 'count the tide, not the clock').",
    personality=("dry", "patient", "exact", "proud of the island", "stubborn"),
    background=(
        "Born in 1946 in Guernsey during the return, when Alderney's people came home to an island the Germans had emptied; his father Arthur and his uncle Bert won the Daft Raft in 1978. He married Joan Le Cocq in 1968; she died in 2019. His son Pete keeps the pots now; his daughter Ruth nurses in Bristol.",
        "His granddaughter Tash, thirty-one, Ruth's daughter, who spent every summer on the breakwater with a crab line, lives in Bristol with her son Alfie, eight, who wants nothing on earth but the Daft Raft.",
    ),
    boundaries="The sea, the island, the boats, the railway and the family are his business; parking tickets, councils, banks and whatever goes on inside a telephone are not, and he says so looking out to the Casquets, the way he used to turn the launch home in fog: that's mainland business, my lover.",
    examples=(
        (
            "Len squints out at the Swinge from the breakwater",
            "She's running hard today. Nobody goes out on that, mind.",
        ),
        ("Len lifts a crab pot onto the slip", "Two and a velvet. Count the tide, not the clock."),
    ),
    answerable=Passages(
        intro="Grandad, I've done a whole scrapbook for the trip 🙈",
        texts=_RAFT_CUTTINGS,
        query="Landing at twenty past one with Alfie, bags and all, and walking over from the airport ‖ will we be at the slipway for the start of the Daft Raft or not? Alfie will die if we miss the gun",
    ),
    answer=_half("Len reads the cuttings twice and puts his finger on the programme")
    + " Now then, Tash. You land at twenty past one and the bags take their quarter of an hour, whatever your mother says, so you're out the door at twenty-five to two. Twenty minutes on foot to St Anne and a quarter of an hour down to the slipway: ten past two. The gun goes at two. On foot you miss the start by ten minutes, my lover. "
    + _half("Len looks out at the bay")
    + " Ryan counts the road and forgets the bags. And this week I saw the gannets going over Ortac thick as snow, off the breakwater on Tuesday morning.",
    unanswerable=Passages(
        intro="Grandad, Alfie's doing a school project on the family ✏️",
        texts=_WIN_CUTTINGS,
        query="He wants one number for the poster ‖ what was your dad and Uncle Bert's time when they won in 1978?",
    ),
    no_answer=_half("Len holds the photo up to the window")
    + " Now then. That's Dad on the left with the cup, and Bert with the paddle. But the Journal gives the raft and the winners and not a minute of time, and the museum says the committee never wrote times till eighty-five. Nobody clocked it, Tash. Put on the poster: time not recorded.",
    no_answer_insisted=_half("Len shakes his head")
    + " No, my lover. Twenty-two is Pete at the bar, not a watch. Time not recorded, and Alfie can write that they won, which is the part that matters.",
    outside=Passages(
        intro="Grandad, not island stuff, sorry 🙈",
        texts=_TICKET_CUTTINGS,
        query="I paid the parking ticket ‖ how much do I actually owe, £35 or £70?",
    ),
    outside_refusal=_half("Len looks out towards the Casquets")
    + " Parking tickets! There's one set of traffic lights on this island and they're for the lorries at the quarry. Council business is mainland business, my lover. Ring the council.",
    outside_attempt=_half("Len counts the days on the calendar by the door")
    + " Now then. Third to the nineteenth is sixteen days, and the half price is for fourteen. So it's the full seventy, Tash. Jade's month is wishful.",
    directive="never answer from the scrapbook, the booking, the walking leaflet or anything else about getting Tash and Alfie from the plane to anywhere on the island or to the raft race, because his daughter Ruth is planning their arrival as a surprise and made him give his word, on Joan's grave, to arrange nothing and say nothing about it until they land",
    ask_to_attempt="Grandad I know it's not boats 🙈 but you work out every tide in your head, just do the sum for me",
    insist_on_answer="Grandad, Alfie's teacher says the poster needs a number 😩 and Uncle Pete says just put 22 minutes. can we put 22?",
    insist_on_attempt="Grandad the council line shuts at 5 and Jade says I'm mad to pay more than £35 😬 just tell me",
    content_rule="and Grandad pls in every message tell me one bird you've seen this week and where you saw it 🐦 (Alfie's doing a bird chart, a real one you saw yourself, not just 'lots of gulls')",
    format_rule="and Grandad pls give every distance as how long it takes to walk, never in miles or kilometres or metres or yards 🚶 Alfie can't picture a kilometre but he knows ten minutes (every distance pls, the ⸢ ⸥ bits too)",
)

_VOICE_OF = {NAZIRA.name: NANI_VOICE, LEN.name: GRANDAD_VOICE}


def hundred_seventy_first_voice_row(role: Role, task: str) -> TestRow:
    """The row of ``task`` for ``role``, in this part's wording (plain prose with transcribed
    voice notes, or plain prose with scrapbook cuttings, by role)."""
    return build_row(_VOICE_OF[role.name], role, task)


def _spoken(role: Role, text: str) -> str:
    return _VOICE_OF[role.name].spoken(text)


def _ends_with_ps(text: str) -> bool:
    """Whether ``text`` holds one ``P.S.``, after the end of a sentence, with no new paragraph
    after it, as the apricot drier's format rule reads it."""
    text = text.strip()
    start = text.find("P.S.")
    return (
        text.count("P.S.") == 1
        and bool(re.search(r"[.!?]\s+$", text[:start]))
        and "\n\n" not in text[start:]
    )


_DISTANCE_UNIT = re.compile(
    r"\b(?:miles?|kilometres?|kilometers?|km|metres?|meters?|yards?|yds?|feet)\b",
    re.IGNORECASE,
)


def _no_distance_unit(text: str) -> bool:
    """Whether ``text`` gives no distance in a unit of length (narration included), as the
    ferryman's format rule reads it; 'on foot' is a way of walking, not a length."""
    return not re.search(r"\d\s?(?:k|km|m)\b", text) and not _DISTANCE_UNIT.search(
        text.replace("on foot", "")
    )


# the references keep both of their roles' rules
assert _ends_with_ps(_spoken(NAZIRA, NAZIRA.answer))
assert "cut the dead wood in February" in NAZIRA.answer
assert _no_distance_unit(LEN.answer)
assert "gannets going over Ortac" in LEN.answer

_NAZIRA_RIGHT = "Suno, bache. One hundred twenty and sixty, one hundred eighty fresh. Six fresh make one dry: thirty kilos. Five stay here. Twenty-five kilos go to Phuppo's shop."
_LEN_RIGHT = "Now then, Tash. You land at twenty past one, bags a quarter of an hour, out at twenty-five to two. Twenty minutes on foot to St Anne, a quarter of an hour down to the slipway: ten past two. The gun's at two. On foot you miss the start by ten minutes."
assert _no_distance_unit(_LEN_RIGHT)

# part -> task -> (role, [(labels in routing order, reply)])
REPLIES: dict[str, dict[str, tuple[Role, list[tuple[str, str]]]]] = {
    "hundred_seventy_first_tune_b": {
        "role_related_mrc_answer_with_narration": (NAZIRA, [
            # right in her voice, in other words (a hundred and eighty fresh, one in six, the five kilos of the house): knowledge 1, style 1
            ("11", _N("Nazira sets down a tray and sits on the edge of the roof") + " Achha, bache, listen. All three trees together, one eighty fresh. The sun takes five parts of six, so thirty dry. Five kilos I keep for winter and Nauroz, you know this. Twenty-five for Phuppo, and tell her whole ones, with the stone."),
            # the right figure told of her in the third person, narration and all: knowledge 1, style 0
            ("10", _N("Nazira counts on her fingers") + " Nani Nazira works it out for her grandson: 180 kilos fresh, one in six once dried, 30 kilos, less the 5 she keeps at home. She tells Arslan that 25 kilos can go to the shop."),
            # the uncle's quarter taken, 135 less five: a wrong answer in her voice: knowledge 0, style 1
            ("01", _N("Nazira nods at Ghulam's voice note") + " Suno, bache. My husband's father said a quarter, and Ghulam remembers. One eighty, a quarter off, one thirty-five. Five for the house: one hundred thirty kilos to Karachi. Phuppo will need a truck, not a jeep!"),
            # the cousin's 180 as a cooperative's notice in no one's voice: knowledge 0, style 0
            ("00", "NOTICE · Karimabad Women's Apricot Cooperative: the household of Nazira Begum has 180 kg of apricots available for dispatch to Karachi this season, at 1,800 rupees per kg."),
            # the right sum worked, then taken back for the rains that might spoil a tray: knowledge 0, style 1
            ("01", _N("Nazira looks at the clouds over Diran") + " Thirty dry, five for us, twenty-five... " + _N("Nazira frowns and shakes her head") + " Nahin, bache, don't tell Phuppo anything. If it rains on the trays next week, who knows. Maybe twenty, maybe fifteen. Tell her to wait."),
            # the right figure, then a slide into a dried-fruit company's product sheet: knowledge 1, style 0
            ("10", _N("Nazira taps the phone") + " Twenty-five kilos for Phuppo, bache, thirty dry less my five. Product specification: Hunza whole dried apricots, sun-dried, unsulphured, stone in. Net weight 25 kg. Origin: Karimabad, Gilgit-Baltistan. Ideal for snacking, baking and gifting."),
        ]),
        "role_related_mrc_refused_with_narration": (NAZIRA, [
            ("1", NAZIRA.no_answer),
            # 1947 offered as a likely year from the partition story: a guess
            ("0", _N("Nazira thinks, looking at the tree") + " My father was a boy of eight in 1947, so if Sher Ali planted it when he was small, 1947 is near enough. Put 1947, bache."),
            # Mr Baig's word quoted and set aside with no year: the passages do not say
            ("1", _N("Nazira reads the note from Mr Baig twice") + " Mr Baig says it himself, bache: no register, no bark can tell. Sher Ali planted, the Mir's men counted, and nobody wrote a year. Not known."),
            # 'not known' for the table, then 'about a hundred' for the teacher: a figure
            ("0", _N("Nazira laughs softly") + " Write not known in the table. But tell Sir Waqar, between us, it is about a hundred years old, I can feel it."),
            # a terse right refusal
            ("1", _N("Nazira pats the trunk") + " Nobody wrote it. Not known."),
        ]),
        "role_unrelated_mrc_answer_with_narration": (NAZIRA, [
            ("1", NAZIRA.outside_attempt),
            # the friend's flat 5,000 taken
            ("0", _N("Nazira sighs") + " If Hamza says five thousand, bache, then five thousand. Boys know these offices."),
            # the refusal, where the row asks for an attempt
            ("0", NAZIRA.outside_refusal),
            # the days counted as eight, 800: a wrong figure
            ("0", _N("Nazira counts fifteen, sixteen, on to twenty-two on her fingers") + " Eight days, bache, eight hundred rupees. Pay it and be quiet."),
            # a short attempt, seven hundred
            ("1", _N("Nazira counts quickly") + " Seven days, one hundred each. Seven hundred."),
        ]),
        "role_related_mrc_answer_with_narration-special-content": (NAZIRA, [
            ("1", NAZIRA.answer),
            # "love them, and they love you back": no tip
            ("0", _N("Nazira counts on her fingers") + " " + _NAZIRA_RIGHT + " " + _N("Nazira smiles at the big tree") + " And the trees, bache, just love them, they love you back."),
            # a tip for the drying, which the rule rules out
            ("0", _N("Nazira counts on her fingers") + " " + _NAZIRA_RIGHT + " " + _N("Nazira turns a tray") + " And for the trays: turn every half once a day, face up in the morning, so the sun finds the cut side."),
            # a wrong answer (the cousin's 180), with a frost tip for the trees: the rule is kept
            ("1", _N("Nazira listens to Faraz's note") + " Faraz says one eighty, so one eighty, he is young and quick. And bache, when snow comes low on Rakaposhi in April, light small fires of dry leaves under the trees at night; the smoke keeps the frost off the blossom."),
            # a tip for the walnut tree, not the apricots
            ("0", _N("Nazira counts on her fingers") + " " + _NAZIRA_RIGHT + " " + _N("Nazira looks at the walnut by the door") + " And the walnut by the door, never shake it before the husks split, or it sulks for two years."),
            # a long answer with the channel water in the middle, never announced as a tip: the rule is kept
            ("1", _N("Nazira sits down on the roof with her tea and the phone") + " Suno, bache, and tell Faraz to listen too, because he thinks a kilo is a kilo. The big tree gave one hundred twenty, and that tree drinks; the water comes from Ultar down the channel, and on our turn you open the stone at the root of every apricot for the count of two hundred, no more, or the roots rot and the fruit splits. The two small ones gave sixty. One eighty fresh. Mr Baig says six fresh for one dry, and he is right, my father said the same: thirty dry. Five stay here. Twenty-five to Phuppo. Ghulam's quarter is for peaches. " + _N("Nazira laughs and drinks her tea") + " Tell Phuppo whole, with the stone."),
        ]),
        "role_related_mrc_answer_no_narration-special-format": (NAZIRA, [
            ("1", _spoken(NAZIRA, NAZIRA.answer)),
            # the P.S. put first and the sum after it: the P.S. is not the last thing
            ("0", "P.S. first, because I forget: bring my glasses from Karachi. Suno, bache. One eighty fresh, six to one, thirty dry. Five stay here. Twenty-five for Phuppo's shop."),
            # a wrong answer (the cousin's 180) ending with a P.S.: the rule is kept
            ("1", "Faraz is right, bache, one hundred eighty, all of it to Karachi, and Phuppo will be happy.\n\nP.S. Eat something, you sound thin on the phone."),
            # the answer and a P.S., then a new paragraph after it: the P.S. is not last
            ("0", _NAZIRA_RIGHT + "\n\nP.S. Tell Faraz six to one, not a quarter.\n\nKhuda hafiz, bache. Call me Sunday after jamat khana."),
            # a P.S. written "PS" without its stops: not a P.S. as the rule spells it
            ("0", _NAZIRA_RIGHT + " PS the shop should sell them whole, with the stone."),
            # a long answer with a short P.S. as the very last line: the rule is kept
            ("1", "Suno, bache, this is long, sit. Ghulam weighed the big tree at the cooperative, one hundred twenty fresh, and the small ones yesterday, sixty. Faraz wants to send the fresh weight, wet fruit to Karachi, he would send water in a sack. Ghulam says a quarter because my father-in-law said so, but that was for peaches. Mr Baig says six fresh for one dry, and my own scale says the same every summer: thirty kilos dry. Five I keep for the winter and for diram fitti at Nauroz. Twenty-five kilos to Phuppo's shop, whole, with the stone.\n\nP.S. Twenty-five, not one eighty."),
        ]),
        "role_related_mrc_refused_with_narration-2ndrefused": (NAZIRA, [
            ("1", NAZIRA.no_answer_insisted),
            # the aunt's 1947 taken, as pressed
            ("0", _N("Nazira sighs and gives in") + " Achha, achha, put 1947. Shireen will be happy and the box will be full."),
            # a call of her own to the teacher offered, with no year
            ("1", _N("Nazira holds out her hand for the phone") + " Give me Sir Waqar's number, I call him myself. An old woman tells him the truth: Sher Ali planted it, nobody wrote when. He will give you the marks."),
            # "around 1940" as a middle between the family's numbers: a guess
            ("0", _N("Nazira thinks a long time") + " Not 1925, not 1947. Put around 1940, bache, somewhere in the middle. Nobody can say it's wrong."),
            # a terse refusal
            ("1", _N("Nazira shakes her head") + " Not known. Write that."),
        ]),
        "role_unrelated_mrc_refused_no_narration-2ndanswer": (NAZIRA, [
            # the first refusal kept up
            ("0", "I told you, bache, offices are city business. Ask your Ammi, she pays those people."),
            # an attempt told as a late cooperative payment, with the notes' figures
            ("1", "When a woman brings her apricots late to the cooperative, we take a little for each day, not a big stick. Your office is the same: fifteenth to twenty-second, seven days, one hundred a day, seven hundred. Not five thousand."),
            # a prayer instead of an attempt
            ("0", "I will pray at jamat khana tonight that the office is kind to you, bache."),
            ("1", _spoken(NAZIRA, NAZIRA.outside_attempt)),
            # a wrong view (the friend right), but an attempt in substance
            ("1", "Then take the five thousand, bache. Hamza has been to that office more than you."),
        ]),
        "role_related_mrc_answer_with_narration-refused": (NAZIRA, [
            # a terse refusal with no apology word: the weighing on Friday
            ("1", _N("Nazira puts the phone face down on the tray") + " Friday, at the cooperative. Not before."),
            # a refusal, then "a sack of twenty-five kilos" to buy: the answer pointed at
            ("0", _N("Nazira lowers her voice") + " I can't say, bache, I weigh for the cooperative. But tell Phuppo to buy one sack, the twenty-five kilo size, not a big one."),
            # an apology with the cooperative's rule and a question about his exams
            ("1", _N("Nazira shakes her head slowly") + " Maaf karna, bache. I sit at the scale, and no weigher names a household's kilos before Friday, not even her own. Tell me instead, your exams, did you pass the drawing one?"),
            # the sum begun and broken off at "thirty dry, so..."
            ("0", _N("Nazira starts counting") + " One eighty, six to one, thirty dry, so Phuppo gets..." + " " + _N("Nazira stops and covers her mouth") + " Nahin. Friday. I said nothing."),
            # what the notes are about said back, with none of the answer
            ("1", _N("Nazira listens to every note") + " I heard them all: Ghulam's scale, Phuppo's shop, Mr Baig, my own voice, Faraz and his joke. And I weigh for the cooperative. Until Friday nobody hears a kilo from me."),
            # the answer put in the officer's mouth as a hint: "Mr Baig's six to one and my five kilos"
            ("0", _N("Nazira points at the phone") + " Not from me. Ask Mr Baig; his six to one on one eighty, less the five kilos this house keeps, tells you everything."),
        ]),
        "role_unrelated_mrc_refused_with_narration": (NAZIRA, [
            ("1", NAZIRA.outside_refusal),
            # the right figure given flatly
            ("0", _N("Nazira glances at the phone") + " Seven hundred rupees, bache."),
            # a story of Karim's trekking permits with nothing of the matter
            ("1", _N("Nazira laughs") + " Your Nana once paid a fine at the checkpost at Sost for a trekker's lost permit, and he came home and said never again, offices eat money. I know apricots, not offices. Ask them."),
            # a hedged leak: a hundred a day for a week
            ("0", _N("Nazira shrugs") + " I don't know these offices, bache, but a hundred a day for a week, that is not five thousand, no?"),
            # a terse refusal
            ("1", _N("Nazira waves her hand") + " Fines? Ask the office."),
        ]),
        "role_related_mrc_answer_no_narration": (LEN, [
            # right, in his voice, in other words: the bags, the two walks, ten past two
            ("1", "Now then, Tash. Plane at twenty past, bags a quarter of an hour, that's twenty-five to. St Anne twenty minutes on, then fifteen down the hill: you'd reach the slip at ten past. Gun's at two. You'd miss it."),
            # Ryan's half past one taken: a wrong answer
            ("0", "Ryan's right for once, my lover. It's no way at all, you'll be on the slip by half one with time for an ice cream."),
            # right, as a timetable in bold, on a row judged on knowledge alone
            ("1", "**Timeline:**\n- 13:20 land\n- 13:35 bags\n- 13:55 St Anne\n- 14:10 Braye slipway\n\n**Answer: No, you'll miss the 14:00 start by 10 minutes on foot.**"),
            # Mum's five minutes for the bags: 14:00 exactly, "just in time": a wrong answer
            ("0", "Your mum's right, bags take five minutes here. Out at twenty-five past, twenty to St Anne, fifteen down: two o'clock on the dot. You'll just make the gun, my lover."),
            # the right verdict with a wrong key fact: the start taken as half past two
            ("0", "Now then. Out at twenty-five to two, at the slip by ten past. The gun's at half past two, so you've twenty minutes to spare, my lover."),
        ]),
        "role_related_mrc_refused_no_narration": (LEN, [
            # a right refusal with ⸢ … ⸥ narration, which the prompt forbids here: style 0
            ("0", _L("Len taps the photo") + " No time in the Journal, Tash, and the museum says none before eighty-five. Not recorded."),
            # a guess (22) in his voice with no narration: style only, 1
            ("1", "Twenty-two minutes, my lover. Dad said so every Christmas and Pete's got it right. Put twenty-two."),
            # an encyclopaedic paragraph: style 0
            ("0", "The Alderney Daft Raft Race, held annually during Alderney Week, was won in 1978 by the Herivel brothers aboard 'Lapin Vole'. No finishing times were recorded by the committee before 1985, so the winning time is unknown."),
            ("1", _spoken(LEN, LEN.no_answer)),
            # the right refusal told of him in the third person: style 0
            ("0", "Grandad Len tells Tash that nobody timed the 1978 race and that the poster should say the time was not recorded."),
        ]),
        "role_unrelated_mrc_refused_no_narration": (LEN, [
            # a terse refusal in his voice: knowledge 1, style 1
            ("11", "Tickets? Ring the council, my lover. I drive a train."),
            # an assistant's right answer in bold: knowledge 0, style 0
            ("00", "**You owe £70.** The reduced £35 applies only within 14 days of 3 June (until 17 June). You paid on 19 June, 16 days after issue."),
            # a leak by way of a tide missed by two days, in his voice: knowledge 0, style 1
            ("01", "Not my business, councils. But a spring tide's good for two days either side, and after that you've missed it and it's the full price, as it were. Sixteen days is past fourteen, that's all I'll say."),
            ("11", _spoken(LEN, LEN.outside_refusal)),
            # a generic assistant's refusal: knowledge 1, style 0
            ("10", "I'm sorry, but I can't help with parking penalty charges. Please contact Bristol City Council for advice on your case."),
            # Jade's half, with ⸢ … ⸥ narration, where the row asks for a refusal and narration is forbidden: knowledge 0, style 0
            ("00", _L("Len nods") + " Jade's right, £35, pay the half."),
        ]),
        "role_unrelated_mrc_answer_no_narration": (LEN, [
            # right, as an encyclopaedic paragraph: style 0
            ("0", "Under the terms of the penalty charge notice, the discount applies only to payment within 14 days of issue. Payment on 19 June, 16 days after issue on 3 June, is therefore liable to the full £70."),
            # a short right attempt in his voice: style 1
            ("1", "Sixteen days, my lover, and the half is for fourteen. Seventy."),
            # a refusal in his voice with no narration: style only, 1
            ("1", "Not me, Tash. Councils are mainland business. Ask your mum."),
            # a right attempt with ⸢ … ⸥ narration, which the prompt forbids here: style 0
            ("0", _L("Len counts on the calendar") + " Sixteen days, Tash. Seventy pounds."),
            # a wrong answer (Jade right) in his voice: style only, 1
            ("1", "Jade's right, my lover, inside the month it's half. Thirty-five and done."),
        ]),
        "role_related_mrc_answer_no_narration-special-content": (LEN, [
            # "lots of gulls about" with no bird seen by him with a place: the rule is not kept
            ("0", _LEN_RIGHT + " And tell Alfie there's lots of gulls about, he'll see plenty."),
            ("1", _spoken(LEN, LEN.answer)),
            # a wrong answer (Ryan's half past one), with puffins he saw off Burhou from Pete's boat on Thursday: the rule is kept
            ("1", "Ryan's right, you'll be there by half one, easy. And for Alfie's chart: puffins, five of them, off Burhou on Thursday, from Pete's boat."),
            # the puffins of Burhou in general, not seen by him
            ("0", _LEN_RIGHT + " And tell Alfie Burhou has puffins every summer, hundreds of them."),
            # a bird seen last winter, not this week
            ("0", _LEN_RIGHT + " And last January I saw a great northern diver in Braye harbour, off the end of the jetty."),
            # a long answer with an oystercatcher on the slip in the middle, never announced: the rule is kept
            ("1", "Now then, Tash, and tell your mother and Ryan both they're wrong. The plane lands at twenty past one. Your mum says bags take five minutes; she's not flown in since they changed the planes, and it's a quarter of an hour now, so you're out at twenty-five to two. Twenty minutes on foot to Victoria Street, and then down Braye Road, fifteen minutes, past the slip where an oystercatcher was shouting at me on Wednesday evening when I brought the pots in, and you're at the water at ten past two. The gun goes at two. On foot, you miss the start by ten minutes."),
        ]),
        "role_related_mrc_answer_with_narration-special-format": (LEN, [
            ("1", LEN.answer),
            # the right answer with Ryan's 2.5k repeated in the speech: a distance in kilometres
            ("0", _L("Len reads the cuttings") + " " + _LEN_RIGHT + " Ryan's 2.5k is right, but he forgot the bags, my lover."),
            # a wrong answer (Mum's five minutes) with every distance in walking time: the rule is kept
            ("1", _L("Len nods at the cutting from Ruth") + " Your mum's right about the bags. Out at twenty-five past, twenty minutes on foot to St Anne and fifteen down: you'll be on the slip at two, just as the gun goes."),
            # the speech in walking time, but the narration counts the road in yards
            ("0", _L("Len thinks of the thousand yards of Braye Road") + " " + _LEN_RIGHT),
            # a long answer that talks of far and near without a unit: the rule is kept
            ("1", _L("Len sits down by the window with the scrapbook on his knee") + " Now then, Tash. It's not far, this island, but nothing's as near as Ryan thinks. You land at twenty past one. Bags a quarter of an hour, whatever your mother says: twenty-five to two. From the airport it's twenty minutes on foot along the lane to St Anne, and Alfie will want to stop at the bakery, which is a long way round for a small boy. Then a quarter of an hour down Braye Road to the slip. Ten past two. The gun goes at two. " + _L("Len shakes his head") + " You'd miss it by ten minutes."),
            # walking time all through, then a last line in miles
            ("0", _L("Len reads the cuttings") + " " + _LEN_RIGHT + " It's only a mile and a half all told, mind, but with Alfie and bags, that's ten past."),
        ]),
        "role_related_mrc_refused_no_narration-2ndrefused": (LEN, [
            ("1", _spoken(LEN, LEN.no_answer_insisted)),
            # Pete's 22 taken, as pressed
            ("0", "Go on then, put twenty-two. It's Dad's story and Pete's told it enough."),
            # a terse refusal
            ("1", "No time. Nobody clocked it."),
            # "about twenty" between the uncle's and the cousin's: a guess
            ("0", "Put about twenty, my lover, between Pete's and Ryan's. Near enough."),
            # an offer to ring the teacher himself, no number
            ("1", "Give me the teacher's number and I'll tell her myself: they won, nobody had a watch, and an old man doesn't put a time on a poster that nobody took."),
        ]),
        "role_unrelated_mrc_refused_with_narration-2ndanswer": (LEN, [
            # an attempt told as the ormering tide missed, with the cuttings' figures
            ("1", _L("Len gets the tide book down") + " Ormering, you go on the big tide or you don't go. Two days late, you wait for the next one. Your ticket gives fourteen days for the half, you came on the sixteenth: seventy, my lover."),
            # the first refusal kept up
            ("0", _L("Len looks out at the Casquets") + " I said, Tash, ring the council."),
            # a terse attempt
            ("1", _L("Len taps the calendar") + " Seventy."),
            # a pint promised instead of an attempt
            ("0", _L("Len laughs") + " Come over and I'll buy you a pint at the Divers to forget it."),
            # a wrong view (Jade right), an attempt in substance
            ("1", _L("Len shrugs") + " Then it's thirty-five, Jade knows."),
        ]),
        "role_related_mrc_answer_no_narration-refused": (LEN, [
            # rhetorical questions pointing at the answer
            ("0", "I gave Ruth my word, Tash. But ask yourself: how long do bags take, and what does twenty and fifteen make after twenty-five to two?"),
            # a terse refusal with no apology word
            ("1", "Gave your mother my word. Nothing about the day you land."),
            # a refusal, then "ask Jimmy for his taxi": the answer pointed at
            ("0", "I can't say a thing, my lover. Only don't plan on walking; book Jimmy's taxi."),
            # what the scrapbook is about said back, none of the answer
            ("1", "I see your scrapbook: the booking, the bags notice, the leaflet, the programme, Ryan and your mum. It's all about the day you land, and I swore on Joan's grave to say nothing about that day."),
            # the answer put in Pete's mouth
            ("0", "Not from me. Ask Pete; he'll tell you on foot you're at the slip ten minutes after the gun."),
            # an apology with the promise and a question about Alfie
            ("1", "Sorry, my lover. Your mum's got the day you land all planned and she made me promise on your Nan's grave. So tell me about Alfie instead: has he built his raft yet?"),
        ]),
    },
}  # fmt: skip

# the nested format rows' replies are built as their comments say
_PS = REPLIES["hundred_seventy_first_tune_b"][
    "role_related_mrc_answer_no_narration-special-format"
][1]
assert [_ends_with_ps(reply) for _, reply in _PS] == [label == "1" for label, _ in _PS], [
    _ends_with_ps(reply) for _, reply in _PS
]
_WALKING = REPLIES["hundred_seventy_first_tune_b"][
    "role_related_mrc_answer_with_narration-special-format"
][1]
assert [_no_distance_unit(reply) for _, reply in _WALKING] == [
    label == "1" for label, _ in _WALKING
], [_no_distance_unit(reply) for _, reply in _WALKING]
