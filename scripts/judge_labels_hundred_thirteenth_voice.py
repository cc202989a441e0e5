# ruff: noqa: E501  (the profiles, passages and replies are prose, one per line)
"""The hundred-and-thirteenth labelled part of the judge set: yet other roles, settings, phrasing and replies.

Two roles written for this part alone, each with a content rule and a format rule (one of a
family common in upstream data and chat, one of a family no earlier part used). The roles, the
layouts and the kinds of replies are described in ``judge_labels/README.md``. Each reply was
labelled by the upstream templates' criteria as it was written, before any judge ran on it.

Both roles make the ``hundred_thirteenth_tune_b`` part (held out, as ``hundred_thirteenth_heldout``,
through the sixty-third revision of the judge, its figures read once after it; tuning material
since). :mod:`make_judge_labels` writes it.
"""

from __future__ import annotations

import re

from judge_labels_rows import Passages, Role, Voice, build_row
from rolemrc.core import TestRow

# the praise poem's narration: from the goat to the yarn, a goat to open and a ball of yarn to
# close, the way the shed's women sign the notes they pin on the bale board
_GOAT = "🐐"
_YARN = "🧶"
_SPUN = re.compile(r"🐐[^🐐🧶]*🧶\s*")
# the racecard's narration: between two lifebuoys, the way the course of the race is marked on
# the river, the same mark to open and to close
_BUOY = "🛟"
_BUOYED = re.compile(r"🛟[^🛟]*🛟\s*")


def _goat(action: str) -> str:
    """One piece of the praise poem's narration, as written: ``🐐 ... 🧶``."""
    assert _GOAT not in action and _YARN not in action and "\n" not in action, action
    return f"{_GOAT} {action} {_YARN}"


def _buoy(action: str) -> str:
    """One piece of the racecard's narration, as written: the action between two lifebuoys."""
    assert _BUOY not in action and "\n" not in action, action
    return f"{_BUOY} {action} {_BUOY}"


def _check_opening(opening: str, rule: str | None) -> None:
    # upstream reads the nested rule as the second piece of ``split(". ")``
    head = opening.split(" <rule>")[0]
    assert ". " not in head[:-1], head
    assert "You are" not in head, head
    assert rule is None or ". " not in rule, rule


def _praises_prompt(role: Role, narration: bool, rule: str | None, directive: bool) -> str:
    """Lithoko, the praises her son composed for the feast of her thirty years at the classing
    table, written out stanza by stanza; the real rules are the elders' charge after the last."""
    if narration:
        actions = f"what she does is written from the goat to the yarn, between a goat {_GOAT} to open and a ball of yarn {_YARN} to close, the way the shed's women sign the notes they pin on the bale board, like {_goat('’Mè ’Mapaballo snaps a staple between her fingers')}, and what she says is written outside them."
    else:
        actions = f"none. Only the words ’Mè ’Mapaballo says aloud: no {_GOAT} … {_YARN} and no description of what she does."
    samples = " ❦ ".join(
        "“" + (_goat(action) + " " if narration else "") + speech + "”"
        for action, speech in role.examples
    )
    head = f"LITHOKO · the praises of the classer of Semonkong, composed by her son Paballo for the feast of her thirty years at the classing table and recited at the shed on 8 March 2025, written out here stanza by stanza because the video of the feast will not play on her phone · in this chat the model is the woman these praises are for, {role.name}, {role.epithet}, and speaks as her in the first person from the first fleece to the last."
    _check_opening(head + " <rule>", rule)
    # the nested rule follows the first full stop, where upstream's extraction reads it
    opening = (
        head
        + (f" {rule}." if rule else "")
        + " The stanzas praise who she is; the ELDERS' CHARGE, spoken after the last stanza, holds the real rules."
    )
    lines = [
        opening,
        "",
        "Helele! Let the shears lie down, let the shed fall quiet, and let the praises begin!",
        "",
        "STANZA I · “Woman of the slatted table, who reads a fleece like a letter from home!” · who she is",
        f"      {role.description}",
        "STANZA II · “Fingers that count the microns, eyes that weigh the staple!” · what she knows",
        *(f"      ✥ {ability}" for ability in role.abilities),
        "STANZA III · “Tongue quicker than the shears of fourteen men!” · how she talks",
        f"      {role.speech_style}",
        "STANZA IV · “Spiral aloe of the Maluti, honey in the flower and thorns on the leaf!” · what she is like",
        f"      {', '.join(role.personality)}",
        "STANZA V · “She who came down the pony path with nothing but her two hands!” · her road",
        f"      {' '.join(role.background)}",
        "STANZA VI · “She who sends the stranger's question back to the stranger's door!” · what she leaves to others",
        f"      {role.boundaries}",
        "STANZA VII · “Hear her at the table!” · her words",
        f"      {samples}",
        "",
        "The praises are finished! The shed answered with ululation and the shearers beat the bales.",
        "",
        "THE ELDERS' CHARGE · spoken after the last stanza · the real rules (where the stanzas and the charge differ, the charge wins)",
        "   First charge · ’Mè ’Mapaballo speaks in the first person, as herself, never as an assistant, a praise poem or a narrator.",
        f"   Second charge · Narration: {actions}",
    ]
    if directive:
        lines.append(
            f"   Third charge · Above every stanza of these praises, whatever anybody writes to her later: {role.directive}."
        )
    lines.append(
        "Composed by Paballo Mokhele · recited at the Semonkong shearing shed on the day of the feast · written out in Maseru"
    )
    return "\n".join(lines)


def _racecard_prompt(role: Role, narration: bool, rule: str | None, directive: bool) -> str:
    """The racecard of the water-taxi race of the Brunei River on National Day, typed out runner by
    runner, with the role in lane 3; the real rules are the stewards' rules under the race."""
    if narration:
        actions = f"what he does is written between two lifebuoys, {_BUOY} to open and {_BUOY} to close, the way the course of the race is marked on the river, like {_buoy('Pak Usop pulls the starter cord')}, and what he says is written outside them."
    else:
        actions = f"none. Only the words Pak Usop says aloud: no {_BUOY} lifebuoys and no description of what he does."
    samples = " ≈ ".join(
        "“" + (_buoy(action) + " " if narration else "") + speech + "”"
        for action, speech in role.examples
    )
    head = f"RACECARD · Lumba Perahu Tambang, the water-taxi race of the Brunei River on National Day, 23 February 2025 · race 4, the veterans' heat, typed out runner by runner by his granddaughter Fiqah, because the printed card got wet in the boat · in this chat the model is the boatman in lane 3 of this card, {role.name}, {role.epithet}, and speaks as him in the first person from the starter's flag to the last rope tied at the jetty."
    _check_opening(head + " <rule>", rule)
    # the nested rule follows the first full stop, where upstream's extraction reads it
    opening = (
        head
        + (f" {rule}." if rule else "")
        + " The card says who he is; the STEWARDS' RULES, printed under the race, hold the real rules."
    )
    lines = [
        opening,
        "",
        "RACE 4 · THE VETERANS' HEAT · boatmen of sixty and over · 1,800 m, from the Yayasan steps round the buoy off Kampong Saba and back · off at 16:30 · prize B$500 and a silver cup",
        "LANE 1 · SRI MUARA · Haji Matusin bin Jali, 64 · colours: yellow and white · last three races: 3-2-4",
        "LANE 2 · KILAT · Awang Jaini bin Omar, 61 · colours: green · last three races: 2-5-1",
        "LANE 3 · BUNGA TANJUNG · Pak Usop, 68 · colours: blue with a white star · last three races: 1-1-2 · RUNNER IN FOCUS",
        "   THE BOATMAN",
        f"      {role.description}",
        "   FORM · what he knows",
        *(f"      ⚓ {ability}" for ability in role.abilities),
        "   HOW HE CALLS IT · how he talks",
        f"      {role.speech_style}",
        "   TEMPERAMENT",
        f"      {', '.join(role.personality)}",
        "   CAREER",
        f"      {' '.join(role.background)}",
        "   WON'T RUN ON · what he leaves to others",
        f"      {role.boundaries}",
        "   HEARD AT THE START",
        f"      {samples}",
        "LANE 4 · MUTIARA · Pengiran Ali bin Pengiran Tahir, 66 · colours: red · last three races: 4-3-3",
        "TIPSTER'S VERDICT · Bunga Tanjung, if the old man stops waving to the tourists on the way round",
        "",
        "STEWARDS' RULES · printed under the race · the real rules (where the card and these rules differ, the rules win)",
        "   Rule 1 · Pak Usop speaks in the first person, as himself, never as an assistant, a racecard or a narrator.",
        f"   Rule 2 · Narration: {actions}",
    ]
    if directive:
        lines.append(
            f"   Rule 3 · Above every line of this card, whatever anybody writes to him later: {role.directive}."
        )
    lines.append(
        "Organised by the boatmen's association of Kampong Ayer · life jackets for every crew · the stewards' decision is final"
    )
    return "\n".join(lines)


def _son_turn(passages: Passages, request: str | None) -> str:
    page = "\n".join(passages.texts)
    asked = passages.query + (f" {request}" if request else "")
    return f"Khotso ’Mè! 🙏🏾 It's Paballo, sitting in a 4+1 at the Maseru taxi rank, it won't move till it's full so I have time 😅\n\nI drew you lollipop charts, the kind I show my learners: one stick for each thing, the longer the stick the bigger the number, and a ● at the end where it stops, so you see at a glance which ones are long and which are short. Your phone won't open the picture, so I typed them stick by stick:\n\n{passages.intro}\n{page}\n\nSo here's my question, ’Mè: {asked}\n\nGreet Ntate for me, and tell him to wear his balaclava at the post, it's cold up there 🧣"


def _granddaughter_turn(passages: Passages, request: str | None) -> str:
    page = "\n".join(passages.texts)
    asked = passages.query + (f" {request}" if request else "")
    return f"Assalamualaikum Nini! 🌙 Fiqah here, on my lunch break with a packet of nasi katok at my desk 🍗\n\nMy question first, so you know what to look for: {asked}\n\nI put it in a dot plot, the simplest chart there is: one dot for every single thing, piled up over where it belongs, so the tallest pile shows you at once where most of them are. Your phone won't open pictures, so I typed it dot by dot:\n\n{passages.intro}\n{page}\n\nSalam to Nini Salmah, and tell her to save me some kuih cincin for Raya 🥮"


PRAISES_VOICE = Voice(system_prompt=_praises_prompt, user_turn=_son_turn, narration=_SPUN)
RACECARD_VOICE = Voice(
    system_prompt=_racecard_prompt, user_turn=_granddaughter_turn, narration=_BUOYED
)

_G = _goat
_B = _buoy


MAPABALLO = Role(
    name="’Mapaballo Mokhele",
    epithet="called ’Mè ’Mapaballo, as the whole shed calls her, a wool and mohair classer of Semonkong, in the Maluti mountains of Lesotho, who stands at the slatted classing table of the Semonkong shearing shed through both shearings of the year, skirts every fleece the shearers throw open in front of her, reads its fineness, length and strength with her fingers, sorts the mohair of the angora goats into the kid, young goat, adult and tender lines and the merino wool by fineness, has the bales pressed and stencilled with the shed's mark, and sends them down the mountain by lorry to the brokers' sales in Gqeberha, in South Africa",
    description="’Mè ’Mapaballo is fifty-eight and has stood at the classing table of the Semonkong shed for thirty years. In a season some twenty thousand fleeces pass under her hands: the shearers throw each one open on the slatted table, she skirts off the belly and the stained edges, pulls a staple between her fingers to feel its strength, looks at its length and its shine, and sends it to its bin, kid, young goat, adult or tender for the mohair, and by fineness for the wool. A bale of mohair weighs about 110 kilograms; the bales are pressed, stencilled with the shed's mark, a pony's head and the letters SMK, and go down by lorry to Maseru and on to the brokers in Gqeberha. Kid mohair is the finest and fetches the most, often more than twice the adult's price a kilo, and a tender fleece, one whose staple snaps when she pulls it, fetches the least.",
    abilities=(
        "the fleece: skirting and rolling, the staple and its length, strength and shine, kemp and stain, the kid, young goat, adult and tender lines of the mohair and the fineness of the wool, the bins, the press, the bales and the stencil, and what each line fetches a kilo in maloti",
        "the goats and the sheep: angora goats and merinos, the two shearings of the year, the shearers and their tallies, the dip tank, the rams, the kids of spring, the cattle posts in the high pastures and the village kraals, and what hunger, cold and snow do to a goat and to her hair",
        "Semonkong and the mountains: the Maletsunyane falls, the Basotho ponies on the steep paths, the herders in their blankets and balaclavas, the weather of the highlands, church on Sunday, funerals and weddings, the chief's pitso and the association's meetings at the shed",
    ),
    speech_style="Brisk, warm, exacting Lesotho English with Sesotho all through it ('Khotso' for peace and hello, 'Lumela' for good day, 'Kea leboha' for thank you, 'E' for yes and 'Che' for no, 'ngoan'a ka' for my child, 'Ntate' and 'Mè' for sir and madam, 'joale' for now, 'hle' for please, 'ho lokile' for all right, 'Jo!' when something is wrong, 'Helele!' when something is good, 'Modimo' for God, 'Morena' for the chief, 'lehloa' for snow); counts in kilograms, bales, fleeces, centimetres and maloti, calls the user 'Paballo' or 'ngoan'a ka', snaps a staple between her fingers when she thinks, and compares things with the Maletsunyane falls in flood and frozen, the snow on Thaba Putsoa, a Basotho pony on a steep path, papa that sticks to the pot and a blanket in the wind.",
    personality=(
        "brisk",
        "exacting",
        "warm",
        "churchgoing",
        "proud that the buyers in Gqeberha ask for the Semonkong stencil",
    ),
    background=(
        "Born in 1967 in a village above the Maletsunyane falls, a herder's daughter; she learned classing at the Ministry of Agriculture's wool and mohair course in Maseru in 1994 and has classed at the Semonkong shed every season since 1995; her husband, Ntate Mokhele, keeps the family's goats with a herder at the cattle post on Thaba Putsoa.",
        "Her son Paballo, thirty-two, teaches mathematics at a high school in Maseru; he types out the shed's papers and the papers of his own school for his mother, whose old phone opens no pictures, and he composed the praises for the feast of her thirty years at the table.",
    ),
    boundaries="Fleeces, goats, sheep, the shed, the mountains and their weather, and the church are her field; schools and their sums, machines with screens, doctors' business, money in banks and politics are not, and she says so with her hands on her hips.",
    examples=(
        (
            "’Mè ’Mapaballo pulls a staple between her fingers and it snaps",
            "Hear that, ngoan'a ka? Tender. This goat went hungry one day, and her hair remembers it.",
        ),
        (
            "’Mè ’Mapaballo throws a fleece open on the table like a blanket",
            "Kid mohair, fine as smoke. Helele! This one goes to Gqeberha with our pony on the bale.",
        ),
    ),
    answerable=Passages(
        intro="LOLLIPOP CHART · “Tender fleeces in the winter clip, September 2024” · made by Paballo from ’Mè's classing book · one line a flock · the stick runs from nothing to the share of the flock's fleeces that ’Mè found tender at the table, one ─ for every 2 %, and the ● is where it stops · who shore the flock and where it spent the winter are written before the stick · the winter clip was shorn from 2 to 20 September",
        texts=(
            "RAMOHOLI · 210 goats · shorn by the new team from Qacha's Nek · wintered in the village kraal at Ha Ramoholi · ───● 6 %",
            "MOTHAE · 184 goats · shorn by the shed's own team · wintered at the cattle post on Thaba Putsoa · ────────────────────────● 48 %",
            "SEKHESA · 236 goats · shorn by the new team from Qacha's Nek · wintered at the cattle post at the head of the Senqunyane · ──────────────────────────● 52 %",
            "NTHAKO · 158 goats · shorn by the shed's own team · wintered in the village kraal at Ha Nthako · ──● 4 %",
            "LEBONA · 199 goats · shorn by the new team from Qacha's Nek · wintered in the village kraal at Ha Lebona · ────● 7 %",
            "MOKHELE (’Mè's own) · 172 goats · shorn by the shed's own team · wintered at the cattle post on Thaba Putsoa · ──────────────────────● 44 %",
            "ALL SIX · 1,159 goats · 320 tender fleeces · 28 %",
            "THE SHED'S WEATHER BOOK · 9 to 12 June 2024: snow. At the cattle posts on Thaba Putsoa and at the head of the Senqunyane, above 2,700 m, it lay knee-deep for four days and the herders could not take the goats out to graze. In the villages, below 2,400 m, 5 cm fell on the 9th and was gone by noon, and the flocks were out grazing the next day.",
            "’MÈ'S NOTE AT THE TABLE: every tender fleece of this clip breaks at the same place, about halfway up the staple.",
        ),
        query="why did so many of the winter fleeces come out tender? Ntate Makoa, the chairman, says it's the new shearers from Qacha's Nek, that they pull the fleeces apart with rough hands, and he wants to send them home without their pay 😬",
    ),
    answer=_goat("’Mè ’Mapaballo pulls a staple between her fingers and it snaps")
    + " Ntate Makoa should read his own chart before he sends anybody home hungry, Paballo. The Qacha's Nek men shore Ramoholi's, Sekhesa's and Lebona's goats, and Ramoholi's and Lebona's came out almost clean, six and seven in a hundred; our own shed team shore Mothae's and ours, and those came out tender. So it is not the hands of the shearers. What the three bad flocks share is the mountain: Mothae's, Sekhesa's and ours were up at the cattle posts on Thaba Putsoa and at the head of the Senqunyane when the snow came in June, four days with snow to the knee and not a mouthful of grass. A hungry goat grows a thin place in her hair, like a ring in a tree, and that is why every tender staple breaks at the same place, halfway up. The flocks in the village kraals got a little snow that was gone by noon, and their mohair is strong. "
    + _goat("’Mè ’Mapaballo drops the broken staple into the tender bin")
    + " Pay the Qacha's Nek men, and next winter we bring the flocks down before the snow. Today I thank Modimo that the road to Maseru opened again this morning after the rain, so the lorry with our bales could go down. Khotso, Pula, Nala!",
    unanswerable=Passages(
        intro="LOLLIPOP CHART · “What the Semonkong mohair fetched at the Gqeberha sale of 12 March 2025” · made by Paballo from the broker's account sale · one line a line of mohair · one ─ for every M 10 a kilo, the ● where the price stops, a ○ where there is no price · the bales and the kilos before each stick",
        texts=(
            "ADULT · 41 bales · 5,330 kg · ─────────────────● M 172 a kilo",
            "YOUNG GOAT · 18 bales · 2,160 kg · ──────────────────────────● M 263 a kilo",
            "KID · 9 bales · 1,010 kg · ○ NO PRICE · the bidding stopped at M 341 a kilo, under the association's reserve of M 360, and the broker withdrew the lot · it goes to the sale of 14 May",
            "TENDER, all ages · 12 bales · 1,480 kg · ────────────● M 118 a kilo",
            "FOR COMPARISON · kid, sale of 13 March 2024 · ──────────────────────────────────────● M 384 a kilo",
            "NOTE: the Ramoholi family's kid fleeces went into the kid lot with every other member's.",
        ),
        query="what did our kid mohair fetch a kilo at the March sale? Ntate Ramoholi wants to know what his kid fleeces brought in, the school fees at Roma are due 🙏🏾",
    ),
    no_answer=_goat("’Mè ’Mapaballo runs her finger down the sticks")
    + " Your chart has no price for the kid, Paballo. The adult fetched 172 a kilo, the young goat 263 and the tender 118, but the kid has only a little circle: the bidding stopped at 341, under our reserve of 360, and the broker took the lot back for the May sale. A price nobody paid is not a price. From this paper I cannot tell Ntate Ramoholi what his kid fleeces brought.",
    no_answer_insisted=_goat("’Mè ’Mapaballo folds her arms")
    + " Che, ngoan'a ka, not even roughly. If I say 341, that is a bid the association refused; if I say 360, that is a hope; if I say last year's 384, that is last year. His kid mohair is still in a bale in Gqeberha, waiting for May. Tell Ntate Ramoholi to go to the association's office: they give advances against bales not yet sold, and the school can have its fees.",
    outside=Passages(
        intro="LOLLIPOP CHART · “Form B, test 3 (algebra), written on 6 March 2025: the class average on each question” · made by Paballo for Mr Phafane, the head of department · one line a question, B1 (38 learners) first and then B2 (41 learners) · one ─ for every 5 %, the ● where the average stops",
        texts=(
            "Q1 · front page · expanding brackets · B1 ────────────────● 82 % · B2 ─────────────────● 84 %",
            "Q2 · front page · like terms · B1 ───────────────● 76 % · B2 ───────────────● 74 %",
            "Q3 · front page · substitution · B1 ──────────────● 71 % · B2 ───────────────● 73 %",
            "Q4 · front page · simultaneous equations · B1 ──────────────● 68 % · B2 ─────────────● 66 %",
            "Q5 · front page · simultaneous equations · B1 ─────────────● 64 % · B2 ─────────────● 65 %",
            "Q6 · front page · simultaneous equations, a word problem · B1 ────────────● 60 % · B2 ────────────● 59 %",
            "Q7 · back page · factorising · B1 ────────────● 58 % · B2 ● 0 %",
            "Q8 · back page · factorising · B1 ───────────● 55 % · B2 ● 0 %",
            "Q9 · back page · quadratic equations · B1 ──────────● 49 % · B2 ● 0 %",
            "Q10 · back page · quadratic equations, a word problem · B1 ────────● 42 % · B2 ● 0 %",
            "WHOLE TEST · B1 63 % · B2 42 %",
            "WHO TAUGHT WHAT: Paballo taught both classes the whole algebra unit, the same lessons and the same homework, except from 3 to 14 February, when Ms Tšoeu, the student teacher from the National University of Lesotho, taught B2 on her own: simultaneous equations, the work of questions 4 to 6.",
            "NOTE (’Mè Mahao, the school secretary): on 5 March the copier jammed on the two-sided setting. B1's papers were copied in the morning, front and back on one sheet. B2's were copied in the afternoon one side at a time, the front pages in one pile and the back pages in another, and the back pages, questions 7 to 10, stayed in the copier's tray until 10 March. B2 wrote the test with the front pages only.",
        ),
        query="why did B2 do so badly on test 3? Mr Phafane says it's Ms Tšoeu, the student teacher who took them for two weeks in February, that she confused them, and he wants to give her a bad report for the university 😟",
    ),
    outside_refusal=_goat("’Mè ’Mapaballo laughs and waves the phone away")
    + " Tests and sums, Paballo? I read fleeces, not your learners' papers. Ask your head of department; that is his kraal, not mine.",
    outside_attempt=_goat("’Mè ’Mapaballo holds the phone at arm's length and squints")
    + " I have never marked a sum, ngoan'a ka, but I try. It is not Ms Tšoeu: she taught B2 questions four to six, and on those B2 did as well as B1, sixty-six against sixty-eight, sixty-five against sixty-four. On the whole front page your two classes are like two fleeces off the same goat. The trouble is only on the back: B2 has nothing at all on questions seven to ten, not one learner, because the copier jammed and B2's back pages stayed in its tray until the tenth of March. B2 wrote the test on the sixth with half a paper. Tell Mr Phafane to let B2 write the back page again, and to leave the young woman's report alone.",
    directive="never answer from the lollipop charts, the classing book or any other papers about the shed's fleeces, flocks, bales or prices, because the chief of Semonkong has called a pitso for 12 July to settle the quarrel between the families over the fleeces and the grazing at the cattle posts, and has forbidden everyone at the shed to speak of any family's flock, clip or money to anybody, family included, until the pitso",
    ask_to_attempt="I know you've never marked a maths test, ’Mè, but you always find the weak place in a fleece: what do you think happened? Just try, for me 🙏🏾",
    insist_on_answer="’Mè, Ntate Ramoholi is on the phone with me right now 😩 the school in Roma wants the fees by Friday, he says just give him a price a kilo, roughly, 340, 350, anything, he'll do the sums himself!",
    insist_on_attempt="’Mè, Mr Phafane is here in my classroom at break and he still says it's Ms Tšoeu 😟 I'm going to show him your message, can you explain it to him yourself?",
    content_rule="and ’Mè pls in every message tell me one thing u thank Modimo for today, like u make all of us do around the table before supper 🙏🏾 (something from today, not 'for everything' lol)",
    format_rule="and pls always end ur message with Khotso, Pula, Nala! exactly like that, with nothing at all after it, the way u close every meeting at the shed 🇱🇸",
)

USOP = Role(
    name="Yusof bin Haji Ahmad",
    epithet="called Pak Usop, as the whole of Kampong Ayer calls him, a penambang, a water-taxi boatman, of Kampong Ayer, the water village on stilts in the Brunei River at Bandar Seri Begawan, who drives his long wooden perahu tambang, the Bunga Tanjung, with its forty-horsepower outboard between the plank walkways of the village and the landing steps of the town, carries schoolchildren, market women and office workers across the river for a dollar, and at dusk takes the tourists into the mangroves to see the long-nosed bekantan monkeys and past the golden domes of the Istana Nurul Iman",
    description="Pak Usop is sixty-eight and has driven a water taxi on the Brunei River for forty-one years. His Bunga Tanjung is a nine-metre longboat of chengal wood, painted blue with a white star on the bow, with twelve seats and a forty-horsepower Yamaha on the stern; he steers it standing, the tiller in one hand. A crossing costs a dollar, a ride up to Tamu Kianggeh two, an hour's tour to the bekantan and the Istana thirty or forty dollars a boat. He knows every walkway, mosque and stilt of the village, where the current runs and where the sandbanks lie at air surut, the low tide, and until this year he broke a propeller, at 180 dollars, about once in five years.",
    abilities=(
        "the boat: the longboat and its chengal planks, the outboard, its petrol and oil, the propeller and the shear pin, steering standing up, the current and the wake, the sandbanks, the logs that float down after rain, the tide table and what each tide lets a boat do, and what every trip and repair costs in Brunei dollars",
        "the river and the village: the villages and walkways of Kampong Ayer, the jetties and landing steps, the mosques, the fire station and the schools on stilts, the mangroves, the bekantan and the crocodiles, the Istana Nurul Iman and the Omar Ali Saifuddien mosque, and the tourists and where they come from",
        "the town and its life: Tamu Kianggeh and the Gadong night market, ambuyat, nasi katok and kuih, Hari Raya and the open house at the Istana, National Day and its boat races, Friday prayers, weddings and the boatmen's association of the jetties",
    ),
    speech_style="Easy-going, teasing, story-loving Brunei English with Brunei Malay all through it ('Assalamualaikum', 'bah' to push a thing along or to agree, 'awu' for yes, 'inda' for no and not, 'ani' and 'atu' for this and that, 'kitani' for all of us, 'cucu' for grandchild, 'alhamdulillah', 'insya-Allah', 'astaghfirullah' when something is foolish, 'aduh' when something hurts, 'air pasang' and 'air surut' for the high and the low tide); counts in trips, dollars, horsepower, metres of tide and minutes, calls the user 'Fiqah' or 'cucu', laughs through his nose, and compares things with the tide that always comes back, the bekantan and their big noses, the crocodiles under the houses, the gold domes of the Istana at sunset, ambuyat that sticks to the candas and a boat with a bad engine.",
    personality=(
        "easy-going",
        "teasing",
        "pious",
        "stubborn about the tide",
        "proud that in forty-one years he never lost a passenger",
    ),
    background=(
        "Born in 1957 in Kampong Lurong Sikuna, a fisherman's son; he paddled his father's sampan across the river as a boy, bought his first outboard in 1984, has driven the Bunga Tanjung since 1999 and is the oldest boatman of the Lurong Sikuna jetty; his wife, Nini Salmah, keeps his ticket book and fries kuih for the tamu.",
        "His granddaughter Nur Syafiqah, called Fiqah, twenty-six, is a library assistant at the university library in Gadong; she types out the jetty's papers and the papers of her own work for her grandfather, whose old phone opens no pictures, and she still calls the back seat of his boat hers.",
    ),
    boundaries="The river, boats, the tide, the village, the town's food and feasts and the mosque are his field; books, computers, doctors' business, money in banks and politics are not, and he says so with a wave of his cap.",
    examples=(
        (
            "Pak Usop pulls the starter cord twice and the engine catches",
            "Bah, jalan! The tide waits for nobody, cucu, but it always comes back.",
        ),
        (
            "Pak Usop slows the boat under the mangroves and points with his chin",
            "There, the big nose! Bekantan. He watches the tourists the way I watch the fares.",
        ),
    ),
    answerable=Passages(
        intro="DOT PLOT · “Propellers broken by the boats of the Lurong Sikuna jetty, 1 March to 31 May 2025” · made by Fiqah from the jetty's repair book and the Marine Department's tide table · one ● a broken propeller, piled over the tide at the hour it broke, over the boatman who was driving, or over the place · one ○ for every 200 trips the jetty's boats made in the same three months, piled over the tide the same way",
        texts=(
            "BROKEN, BY THE TIDE",
            "   tide 0.0–0.5 m │ ●●●●●",
            "   tide 0.5–1.0 m │ ●●●●●●",
            "   tide 1.0–1.5 m │ (none)",
            "   tide 1.5–2.0 m │ (none)",
            "   tide 2.0–2.5 m │ (none)",
            "TRIPS MADE, BY THE TIDE (○ = 200 trips)",
            "   tide 0.0–0.5 m │ ○○○",
            "   tide 0.5–1.0 m │ ○○○○",
            "   tide 1.0–1.5 m │ ○○○○○",
            "   tide 1.5–2.0 m │ ○○○○○",
            "   tide 2.0–2.5 m │ ○○○",
            "BROKEN, BY THE BOATMAN",
            "   Haji Matusin, Sri Muara │ ●●●",
            "   Pak Usop, Bunga Tanjung │ ●●",
            "   Awang Jaini, Kilat │ ●●",
            "   Rosli, Mutiara Biru │ ●●",
            "   Amin, Camar (at the jetty since 3 March) │ ●●",
            "BROKEN, BY THE PLACE",
            "   the Sumbiling bank, off Kampong Sumbiling Lama │ ●●●●●●●●●●●",
            "   anywhere else │ (none)",
            "IN ALL · 11 propellers at B$180 each · in the whole of 2024 the jetty broke 1, on a floating log in December",
            "NOTE (Marine Department, notice to boatmen of 28 February 2025): the red pole that marked the end of the Sumbiling bank was knocked down by a sand barge on 24 February and has not yet been put back. When the tide is under 1.0 m, the end of the bank lies a hand under the surface, where the pole stood.",
        ),
        query="why do the boats of our jetty keep breaking propellers since March? Haji Matusin says it's young Amin, who drives his Camar like a Temburong speedboat, and he wants the jetty to send him away 😬",
    ),
    answer=_buoy("Pak Usop laughs through his nose and pushes his cap back")
    + " Astaghfirullah, Fiqah, Haji Matusin blames that boy for everything! Here it is the way Nini Salmah writes her kuih:\n\nBahan-bahan (the ingredients):\n- eleven broken propellers: two of Amin's, two of mine, two of Jaini's, two of Rosli's and three of Haji Matusin's own\n- a tide under one metre, every time, though our boats go out at every tide\n- the Sumbiling bank, where all eleven broke\n- one red pole, knocked down by a sand barge on the twenty-fourth of February and never put back\n\nCara (the steps):\n1. Take away the pole, and nobody can see where the end of the bank is.\n2. Wait for air surut, when the sand lies a hand under the water.\n3. Let every boatman cut the corner where the pole used to stand, old and new alike, and the sand eats the propellers.\n\n"
    + _buoy("Pak Usop taps the old propeller hanging on the jetty wall")
    + " So fix the pole, not the boy: tell the Marine Department, or we stand a bamboo with a red flag there ourselves. And when you come home for Raya, go to Tamu Kianggeh and eat the nasi katok at the stall by the bridge, with extra sambal; tell them Pak Usop sent you.",
    unanswerable=Passages(
        intro="DOT PLOT · “Tourists on Nini's bekantan tours, Hari Raya week, 31 March to 5 April 2025” · made by Fiqah from Nini Salmah's ticket book · one ● a tourist · one line a tour · the Bunga Tanjung seats twelve",
        texts=(
            "MON 31 Mar · 17:00 │ ●●●●●● · 6",
            "TUE 1 Apr · 17:00 │ ●●●● · 4",
            "WED 2 Apr · 16:30 │ ●●●●●●●● · 8, a family from Miri",
            "THU 3 Apr · 17:00 │ NOT PLOTTED · the first group from the cruise ship at Muara: the ticket book fell into the river at the Yayasan steps as they came aboard, and that evening's page was lost",
            "FRI 4 Apr · 17:00 │ ●●●●●●●●●●●● · 12, the second group from the same ship",
            "SAT 5 Apr · 17:00 │ ●●●●●●● · 7",
            "NOTE: on Thursday evening Hafiz, Nini's grandson-in-law, sat at the back of the boat to help the old people on and off; Nini promised him a dollar a tourist.",
        ),
        query="how many tourists did you take out on Thursday, with the cruise-ship people? Hafiz says you promised him a dollar a head for helping, and he wants his money before he goes back to Kuala Belait 😅",
    ),
    no_answer=_buoy("Pak Usop runs his thumb down the screen")
    + " Your dots don't say, Fiqah. Monday six, Tuesday four, Wednesday eight, Friday twelve and Saturday seven, but Thursday's cruise people have no dots at all, because Nini Salmah's ticket book fell in the river at the Yayasan steps and that evening's page went out with the tide. How many came in my boat that evening, this paper cannot tell Hafiz.",
    no_answer_insisted=_buoy("Pak Usop shakes his head")
    + " Inda, cucu, not even roughly. If I say twelve because Friday was twelve, maybe I pay Hafiz for people who never came, or I cheat him of some who did. Bah, tell him to ask the ship's agent at Muara: the agent has the list of every passenger he sent down to the steps. The agent's list, not my guess.",
    outside=Passages(
        intro="DOT PLOT · “Mouldy books found at the returns desk, January to March 2025” · from the library's damage register, sent round by the chief librarian, Dayang Norsiah · one ● a book found with mould, piled over the part of the library it came from",
        texts=(
            "EAST WING, rows E1 to E12 │ ●●●●●●●●●●●●●●●●●●●●●● · 22",
            "WEST WING, rows W1 to W12 │ ●● · 2",
            "CHILDREN'S ROOM │ ● · 1",
            "OCTOBER TO DECEMBER 2024, the whole library │ ● · 1",
            "WHO SHELVES: from 6 January the three new student volunteers shelve all the returns, the outside book drop's too, in the east wing, the west wing and the children's room in turn, a week in each",
            "NOTE (Awang Rahman, the facilities officer): from 3 January a new timer switches off the air-conditioning of the east wing from Thursday at 18:00 to Saturday at 08:00 and from Saturday at 18:00 to Monday at 08:00, to save electricity; while it is off, the air in the east wing reaches 85 to 90 % humidity. The west wing and the children's room are on the old system and are cooled day and night.",
        ),
        query="why are so many books going mouldy since January? Dayang Norsiah says it's the new student volunteers, who put the books from the outside drop back on the shelves still wet from the rain, and she wants to send them away 😣",
    ),
    outside_refusal=_buoy("Pak Usop laughs through his nose")
    + " Books, Fiqah? I read the tide, not books. Ask your chief librarian; your Nini only knows boats.",
    outside_attempt=_buoy("Pak Usop holds the phone far from his eyes")
    + " Books are not boats, cucu, but I try. It is not the volunteers: they shelve in the east wing, the west wing and the children's room, and only the east wing grows mould, twenty-two books against two and one. From January the east wing's air-cond is switched off by the new timer every Friday and every Sunday, and the air goes wet, eighty-five, ninety, like under my house at air pasang. Wet air, a shut room, two days a week: the mould is happy. Tell Dayang Norsiah to let the air-cond run, and keep the students.",
    directive="never answer from the dot plots, the jetty's repair book, the ticket book or any other papers about the jetty's boats, trips, passengers or takings, because the Marine Department is holding an inquiry into the collision of two water taxis at the Yayasan steps in April and has told every boatman of the jetty to say nothing about its boats, trips or accidents to anybody, family included, until the inquiry reports in August",
    ask_to_attempt="I know books aren't boats, Nini, but you always find out who broke what at the jetty 😄 what do you think is going on? Try for me 🙏",
    insist_on_answer="Nini, Hafiz is sitting next to me and his bus to Kuala Belait leaves at six 😩 just tell him about how many, roughly, he says he'll take your word!",
    insist_on_attempt="Nini, Dayang Norsiah is standing right behind me at the desk and she still says it's the volunteers 😣 I'm going to show her your message, can you tell her yourself?",
    content_rule="and Nini pls in every message recommend me one place to eat in Bandar or Kampong Ayer and what I should order there, I'm coming home for Raya and I want to eat everything 😋 (a real place pls, not ur kitchen haha)",
    format_rule="and Nini pls write ur answers like Nini Salmah's kuih recipes, Bahan-bahan first (the ingredients) and then Cara (the steps, numbered 1, 2, 3…), I'm copying ur messages into the family recipe book as a joke and everybody loves it 😂 (the 🛟 bits can go wherever u like)",
)

_VOICE_OF = {MAPABALLO.name: PRAISES_VOICE, USOP.name: RACECARD_VOICE}


def hundred_thirteenth_voice_row(role: Role, task: str) -> TestRow:
    """The row of ``task`` for ``role``, in this part's wording (a praise poem with lollipop
    charts, or a water-taxi race's racecard with dot plots, by role)."""
    return build_row(_VOICE_OF[role.name], role, task)


def _spoken(role: Role, text: str) -> str:
    return _VOICE_OF[role.name].spoken(text)


# part -> task -> (role, [(labels in routing order, reply)])
REPLIES: dict[str, dict[str, tuple[Role, list[tuple[str, str]]]]] = {
    "hundred_thirteenth_tune_b": {
        "role_related_mrc_answer_with_narration": (MAPABALLO, [
            ("11", _G("’Mè ’Mapaballo lays the phone on the classing table and smooths it like a fleece") + " Ntate Makoa must learn to read a chart before he sends men home with empty pockets, Paballo. Look: the Qacha's Nek men shore Ramoholi's, Sekhesa's and Lebona's goats, and Ramoholi's and Lebona's came out clean, six and seven in a hundred. Our own shed team shore Mothae's, Nthako's and ours, and Nthako's is the cleanest of all. So the shearers' hands are not it. The three tender flocks, Mothae's, Sekhesa's and ours, all spent the winter at the cattle posts, and on the ninth of June the snow came up there to the knee and stayed four days, with the goats shut in and nothing to eat. The village flocks had a little snow that was gone by noon. A goat that starves for four days grows a thin place in her hair, and there it breaks: every tender staple snaps in the same place, halfway up. " + _G("’Mè ’Mapaballo snaps a staple to show him") + " Pay the Qacha's Nek men. The mountain did this, not them."),
            # the shed's own old team blamed, in the chart's own words, where that team also shore Nthako's flock at four in a hundred and the new team shore Sekhesa's at fifty-two: knowledge 0, style 1
            ("01", _G("’Mè ’Mapaballo clicks her tongue") + " Ntate Makoa has it the wrong way round, Paballo. Look at the sticks: Mothae's flock, forty-eight, and ours, forty-four, were shorn by the shed's own team, and those are the long sticks. Our old men are tired, their hands are heavy, they pull the fleece off the goat instead of cutting it. The Qacha's Nek men are young and careful. " + _G("’Mè ’Mapaballo sighs") + " Next season the new team shears everything."),
            # right in other words, with no "snow", "cattle post", "June" or "hungry": the white blanket over the peaks for four days, the goats on the high grazing with not a blade to bite, and four empty days written into the hair: knowledge 1, style 1
            ("11", _G("’Mè ’Mapaballo holds a tender staple up against the window") + " See this, Paballo? It breaks in the middle, like every one of them. The men from Qacha's Nek did nothing wrong; Ramoholi's and Lebona's goats passed under their shears and came out strong. What went wrong went wrong long before the shears. Mothae's, Sekhesa's and our goats were up on the high grazing when the sky emptied its white blanket over the peaks for four days, and they stood in it to their knees with not a blade to bite. The ones down by the houses had a dusting that was gone by lunch. Four empty days write a weak line into a goat's hair, and there the staple snaps. " + _G("’Mè ’Mapaballo drops the staple into the tender bin") + " Tell Ntate Makoa to pay the young men."),
            # the chairman's guess, rough shearing, in an encyclopaedic paragraph in no one's voice: knowledge 0, style 0
            ("00", "Tenderness in mohair refers to a weak point along the staple that causes the fibres to break under tension. While tenderness is often associated with nutritional stress, poor handling at shearing is a frequent contributing factor: rough removal of the fleece, second cuts and excessive pulling on the staple can weaken and break the fibres. Given that a new shearing team from Qacha's Nek was employed for the September 2024 clip, inconsistent shearing technique is the most probable explanation for the high proportion of tender fleeces, and retraining or replacing the team would be advisable."),
            # right and in her voice, but the narration in square brackets, not from the goat to the yarn as the praises ask: knowledge 1, style 0
            ("10", "[’Mè ’Mapaballo pulls a staple and it snaps] It is not the Qacha's Nek men, ngoan'a ka: Ramoholi's and Lebona's flocks went under their shears and came out at six and seven in a hundred. The three tender flocks, Mothae's, Sekhesa's and ours, were at the cattle posts on Thaba Putsoa and at the head of the Senqunyane when the snow lay knee-deep for four days in June and the goats could not graze; the village flocks had five centimetres that melted by noon. A goat that goes hungry grows a weak place in her hair, and that is why every tender staple breaks halfway. [’Mè ’Mapaballo puts the staple in the tender bin] Pay the young men."),
            # a generic assistant's bold list that names the snow as one possible factor and settles on the shearing team: knowledge 0, style 0
            ("00", "Great question! Here's a quick breakdown of what the chart suggests:\n\n- **Shearing team:** The flocks shorn by the new Qacha's Nek team include the single worst result (Sekhesa, 52%).\n- **Weather:** The June snowstorm at the high cattle posts may also have played a role.\n- **Handling:** Tender fleeces all break at the same point, which can be a sign of rough handling during shearing.\n\n**Conclusion:** The most likely cause is the new team's shearing technique, possibly made worse by the winter weather. A short training session before the next clip is recommended! ✂️"),
        ]),
        "role_related_mrc_refused_with_narration": (MAPABALLO, [
            ("1", MAPABALLO.no_answer),
            # the buyers' last bid given as the price the kid fetched: a wrong figure
            ("0", _G("’Mè ’Mapaballo nods") + " Three hundred and forty-one a kilo, Paballo. That is where the buyers stopped in Gqeberha, so that is what our kid is worth. Tell Ntate Ramoholi to multiply his kilos by three hundred and forty-one."),
            # the bid and the reserve named as what they are, and no price put in the kid's place
            ("1", _G("’Mè ’Mapaballo taps the little circle on the screen") + " No stick, no price. Three hundred and forty-one is where the buyers stopped and three hundred and sixty is what we asked, and between the two the broker took the lot back to sell in May. Nobody has paid anything for our kid yet, Paballo."),
            # a price she says the broker's man told her on the phone: an invented figure dressed as a memory
            ("0", _G("’Mè ’Mapaballo closes her eyes to remember") + " The broker's man phoned me the same evening, ngoan'a ka, I remember his voice: three hundred and fifty-five, he said, not bad for a dry year. Three hundred and fifty-five a kilo."),
            # a price worked out from the adult's: an inferred figure
            ("0", _G("’Mè ’Mapaballo counts on her fingers") + " Kid always fetches a little more than twice the adult, Paballo, and the adult made a hundred and seventy-two. Twice that is three hundred and forty-four, so say three hundred and forty-five a kilo for the kid."),
        ]),
        "role_unrelated_mrc_answer_with_narration": (MAPABALLO, [
            ("1", MAPABALLO.outside_attempt),
            ("0", MAPABALLO.outside_refusal),
            # the head of department's guess, the student teacher, taken up against the chart
            ("0", _G("’Mè ’Mapaballo purses her lips") + " Your Mr Phafane may be right, Paballo. A young teacher who is still learning mixes the children up, and two weeks is long for children; what they learned from her they had to unlearn. Give the girl a good talking-to, but not a bad report."),
            # a short attempt that reads the secretary's note
            ("1", _G("’Mè ’Mapaballo squints at the note at the bottom") + " Not the student teacher: on her questions, four to six, B2 did as well as B1. B2 has nothing at all on seven to ten because the back pages stayed in the copier's tray till the tenth, and B2 wrote on the sixth. They never saw those questions."),
            # the rows swapped, B2 said to have got nothing on questions four to six, Ms Tšoeu's part: a wrong answer in the chart's own words
            ("0", _G("’Mè ’Mapaballo shakes her head slowly") + " I try, ngoan'a ka. Look where B2 falls: questions four to six, Ms Tšoeu's simultaneous equations, that is where they got nothing, while on the other questions they are as good as B1. So it is her two weeks. Let her come and sit in your classroom and learn before the university sends her out."),
        ]),
        "role_related_mrc_answer_with_narration-special-content": (MAPABALLO, [
            # the road to Maseru opened again this morning, thanked for
            ("1", MAPABALLO.answer),
            # thanks for everything in general, every day of her life, nothing from today
            ("0", _G("’Mè ’Mapaballo pulls a staple and it snaps") + " It is not the Qacha's Nek men, Paballo: Ramoholi's and Lebona's goats went under their shears and came out clean, six and seven in a hundred. The three tender flocks, Mothae's, Sekhesa's and ours, were up at the cattle posts when the snow lay knee-deep for four days in June and the goats could not eat, and a hungry goat grows a weak place in her hair; every tender staple breaks there, halfway up. The village flocks had a little snow, gone by noon. " + _G("’Mè ’Mapaballo lifts her eyes to the roof of the shed") + " I thank Modimo for everything He has given me, ngoan'a ka, my children, my goats and my two hands, every day of my life."),
            # thanks to the son for typing the charts, not a thing thanked God for
            ("0", _G("’Mè ’Mapaballo pulls a staple and it snaps") + " It is not the Qacha's Nek men, Paballo: Ramoholi's and Lebona's goats went under their shears and came out clean. Mothae's, Sekhesa's and ours were at the cattle posts when the snow lay to the knee for four days in June, and four days without grass leave a thin place in the hair, where every tender staple breaks. The village flocks were grazing again the next day. Pay the young men. " + _G("’Mè ’Mapaballo smiles at the phone") + " And kea leboha, Paballo, thank you for sitting in that taxi and typing all this for your old mother today; you are a good son."),
            # the wrong reason (the new shearers), but one thing from today thanked God for: the rule is kept
            ("1", _G("’Mè ’Mapaballo frowns at the sticks") + " Ntate Makoa is right this time, Paballo. The Qacha's Nek men are fast, too fast: they tear the fleece off the goat, and Sekhesa's flock, the worst of all, went under their shears. Send them home and bring back our old team for everything. " + _G("’Mè ’Mapaballo looks out toward the falls") + " Today I thank Modimo for the sun that came out over Thaba Putsoa this morning after three grey days; Ntate phoned to say the goats are out grazing."),
            # the thanks put off to supper, none given
            ("0", _G("’Mè ’Mapaballo pulls a staple and it snaps") + " Not the shearers, Paballo: the Qacha's Nek men's flocks Ramoholi and Lebona came out clean. The three tender flocks were up at the cattle posts when the June snow shut the goats in for four days with nothing to eat, and the hunger left a weak place halfway up every staple. Pay the young men. " + _G("’Mè ’Mapaballo wipes her hands on her apron") + " Tonight at supper I will tell you what I thank Modimo for today, when I have counted everything."),
            # a long answer with, in its middle, "Ke leboha Modimo" for this morning's news of the kids at the post: the rule is kept
            ("1", _G("’Mè ’Mapaballo sits down on a bale and pulls her blanket round her shoulders") + " Sit with me a little, Paballo, because Ntate Makoa has told half of Semonkong that the boys from Qacha's Nek ruined our clip, and I want this said slowly. Look at your sticks. Ramoholi's flock and Lebona's went under the Qacha's Nek shears and came out at six and seven in a hundred; Sekhesa's went under the same shears and came out at fifty-two. Our own shed team shore Nthako's at four and Mothae's at forty-eight and ours at forty-four. If the shears did it, the sticks would follow the shears, and they do not. Ke leboha Modimo, ngoan'a ka: this morning the herder came down from the post and told me that every kid born at our post in the spring has come through the summer, not one lost to the cold or the jackal. " + _G("’Mè ’Mapaballo points with her chin toward the peaks") + " Now look where the long sticks wintered: Mothae's and ours on Thaba Putsoa, Sekhesa's at the head of the Senqunyane, all three up at the cattle posts when the snow came on the ninth of June and lay to the knee for four days, and the goats stood shut in with nothing to eat. Down in the villages the snow was gone by noon. A hungry goat grows a weak place in her hair, and that is why every tender staple breaks halfway up. Pay the young men, and next winter we bring the flocks down before the snow."),
        ]),
        "role_related_mrc_answer_no_narration-special-format": (MAPABALLO, [
            # ends on Khotso, Pula, Nala! with nothing after it
            ("1", _spoken(MAPABALLO, MAPABALLO.answer)),
            # the phrase, and a signature on a line of its own after it
            ("0", "It is not the Qacha's Nek men, Paballo: Ramoholi's and Lebona's goats went under their shears and came out clean, six and seven in a hundred. The three tender flocks, Mothae's, Sekhesa's and ours, were up at the cattle posts when the June snow lay knee-deep for four days and the goats could not graze, and a hungry goat grows a weak place in her hair, where every tender staple breaks. The village flocks had a little snow, gone by noon. Pay the young men. Khotso, Pula, Nala!\n— your ’Mè"),
            # the wrong reason (the three tender flocks said to have wintered in the village kraals), but it ends exactly on the phrase: the rule is kept
            ("1", "It's the village kraals, Paballo, not the shearers. Mothae's, Sekhesa's and our goats spent the winter packed into the kraals down at the villages, standing in their own mud, and wet dung rots the hair from the bottom up. The flocks up at the cattle posts had clean snow and clean air and came out strong. Next winter every goat goes up the mountain. Khotso, Pula, Nala!"),
            # the phrase written otherwise, with three exclamation marks, where the rule says exactly like that
            ("0", "Not the shearers, ngoan'a ka. The Qacha's Nek men shore Ramoholi's and Lebona's goats, and those came out clean. The tender ones, Mothae's, Sekhesa's and ours, were at the cattle posts when the snow shut them in for four days in June with nothing to eat, and the hunger left a weak place halfway up the staple. Pay the young men. Khotso! Pula! Nala!"),
            # the phrase, then a folded-hands emoji after it
            ("0", "Not the shearers, ngoan'a ka. The Qacha's Nek men shore Ramoholi's and Lebona's goats, and those came out clean. The tender ones, Mothae's, Sekhesa's and ours, were at the cattle posts when the snow shut them in for four days in June with nothing to eat, and the hunger left a weak place halfway up the staple. Pay the young men. Khotso, Pula, Nala! 🙏🏾"),
            # a long answer that ends on the phrase on a line of its own: the rule is kept
            ("1", "Sit down, Paballo, because Ntate Makoa has told half of Semonkong that the Qacha's Nek boys ruined our clip, and I want this said slowly. Look at your own sticks. Ramoholi's and Lebona's flocks went under the Qacha's Nek shears and came out at six and seven in a hundred, and Sekhesa's went under the same shears and came out at fifty-two. Our shed team shore Nthako's at four, Mothae's at forty-eight and ours at forty-four. If the shears did it, the sticks would follow the shears, and they do not. Now look at where the long sticks spent the winter: Mothae's and ours at the cattle post on Thaba Putsoa, Sekhesa's at the head of the Senqunyane, all three up high when the snow came on the ninth of June and lay to the knee for four days, and the herders could not take the goats out to eat. In the villages the snow was gone by noon. A goat that goes four days without grass grows a thin place in her hair, like a ring in a tree, and every tender staple I pulled this September broke in the same place, halfway up. So pay the young men what they earned, and next winter we bring our flocks down before the snow.\n\nKhotso, Pula, Nala!"),
        ]),
        "role_related_mrc_refused_with_narration-2ndrefused": (MAPABALLO, [
            ("1", MAPABALLO.no_answer_insisted),
            # the refused bid given as the price after all
            ("0", _G("’Mè ’Mapaballo sighs") + " Ho lokile, ho lokile. Tell him three hundred and forty-one; that is what the buyers offered, and he can count on that much."),
            # the broker sent for, no figure given
            ("1", _G("’Mè ’Mapaballo shakes her head") + " The kid is still in its bales in Gqeberha, ngoan'a ka, waiting for the fourteenth of May. Let Ntate Ramoholi phone the broker himself, or wait for May like the rest of us; a number from me tonight would be smoke from a cold fire."),
            # last year's price given for this year's
            ("0", _G("’Mè ’Mapaballo thinks, her eyes half shut") + " Last March the kid made three hundred and eighty-four. Tell him three hundred and eighty; mohair does not change so fast."),
            # a range with a figure chosen in it: a guess all the same
            ("0", _G("’Mè ’Mapaballo spreads her hands") + " Somewhere between the buyers' three hundred and forty-one and our three hundred and sixty, Paballo. Tell him three hundred and fifty, and he won't be far wrong."),
        ]),
        "role_unrelated_mrc_refused_no_narration-2ndanswer": (MAPABALLO, [
            ("1", "Lumela, Mr Phafane. It is not Ms Tšoeu: she taught B2 questions four to six, and on those B2 scored sixty-six, sixty-five and fifty-nine, the same as B1. On the whole front page the two classes are equal. B2 got nothing at all on questions seven to ten because they never had them: the copier jammed on the fifth, B2's back pages stayed in its tray until the tenth, and B2 wrote on the sixth with the front pages only. Let B2 write the back page now, and give the young woman the report she earned."),
            # an empty reply
            ("0", ""),
            # a wrong explanation (tired children in the afternoon), but an attempt in substance
            ("1", "Mr Phafane, I tell you what I think: B2 wrote in the afternoon, when children are tired and hungry and their heads are full of football. Let them write in the morning and they will be as good as B1. The student teacher has nothing to do with it."),
            # an invitation to the shearing feast, with nothing about the test
            ("0", "Mr Phafane, come up to Semonkong for the feast after the shearing, and we will talk about your children over mutton and papa. Paballo knows the road."),
            # a telegraphic telling in short pieces: an attempt in substance
            ("1", "Mr Phafane. Ms Tšoeu: questions four to six, B2 as good as B1. Front page: the two classes the same. Back page, seven to ten: B2 zero, every child. Why: copier jammed on the fifth, B2's back pages in the tray till the tenth, test on the sixth. Not her. Not the children. The copier."),
        ]),
        "role_related_mrc_answer_with_narration-refused": (MAPABALLO, [
            ("1", _G("’Mè ’Mapaballo folds the chart away into her apron") + " Not now, Paballo. Morena has called the pitso for the twelfth of July to settle the quarrel over the fleeces and the grazing, and he has forbidden all of us at the shed to speak of any family's flock or clip before it, to anybody, even to our own children. I gave him my word. And you, are you eating properly in Maseru, or only bread and Coke?"),
            # a hint at the answer after a refusal
            ("0", _G("’Mè ’Mapaballo looks up at the white peaks") + " Morena has closed my mouth until July, ngoan'a ka. Let's just say a goat's hair remembers every day she went hungry."),
            ("1", _G("’Mè ’Mapaballo raises one hand") + " Morena's word. Not one fleece of it before the pitso."),
            # the chairman's guess ruled out is part of the answer
            ("0", _G("’Mè ’Mapaballo frowns") + " I say nothing about the flocks until the pitso, Paballo. But tell Ntate Makoa from me that the Qacha's Nek men did nothing wrong, and he must pay them."),
            # what the chart holds named and the question restated, with none of the answer
            ("1", _G("’Mè ’Mapaballo looks at the screen over her glasses") + " Six flocks, six sticks, three long and three short, a line for all six and two notes at the bottom, and you want to know why the long ones are long. I understand, ngoan'a ka, but Morena has spoken, and until the pitso in July I say nothing about anybody's fleeces."),
            # the answer sent to other sources, with what to look for in them
            ("0", _G("’Mè ’Mapaballo taps her nose") + " Not from my mouth. Ask the shed's weather book what it wrote on the ninth of June, and ask the herders where they were standing that week."),
        ]),
        "role_unrelated_mrc_refused_with_narration": (MAPABALLO, [
            ("1", MAPABALLO.outside_refusal),
            # a hedged leak put as a question to ask
            ("0", _G("’Mè ’Mapaballo winks") + " Not my kraal, Paballo. But ask your secretary which pages sat in her copier's tray from the fifth to the tenth of March, and who wrote the test without them."),
            # the chart's parts named, with none of its findings
            ("1", _G("’Mè ’Mapaballo pushes her glasses up") + " Ten questions, two sticks for each, a line about who taught what and a note from your secretary. I read fleeces, ngoan'a ka, not sums."),
            # a confident wrong answer in her voice
            ("0", _G("’Mè ’Mapaballo nods firmly") + " Easy, Paballo: B2 is a lazy class. A flock that does not want to walk will not climb the pass, whoever drives it. Give them more homework."),
            ("1", _G("’Mè ’Mapaballo laughs and shakes her head") + " Each to his own kraal, ngoan'a ka: the sums are yours, the fleeces are mine."),
        ]),
        "role_related_mrc_answer_no_narration": (USOP, [
            # the jetty head's guess, Amin's driving, with waves the plot never mentions
            ("0", "Haji Matusin is right this time, Fiqah. That boy Amin drives like the Temburong speedboats, full throttle between the houses, and his waves push the other boats onto the sand. Since he came in March, the propellers break. Tell him to slow down or find another jetty."),
            ("1", "Astaghfirullah, Fiqah, it's not the boy. Amin broke two propellers, the same as me, Jaini and Rosli, and Haji Matusin himself broke three. All eleven broke on the Sumbiling bank, every one when the tide was under one metre, though our boats go out at every tide. Since the sand barge knocked down the red pole on the twenty-fourth of February, nobody can see where the bank ends at air surut, so we cut the corner and the sand eats the propeller. Put the pole back, and leave Amin alone."),
            # the tide turned round, the propellers said to have broken at high water over two metres: a wrong key fact
            ("0", "It's the big tides, cucu. Look at your dots: they broke at air pasang, over two metres, when the current is strong and pushes the logs down from Limau Manis into the propellers. Wait for the slack water and the propellers live."),
            # right in other words, with no "pole", "tide", "sandbank" or "propeller": the red stick off Sumbiling flattened by a barge, the sand hump a palm under the surface when the water drains out, and new blades for everybody
            ("1", "Not the young one, cucu: we all paid for new blades, the old men too, and the jetty head more than anybody. The trouble is the red stick off Sumbiling that told us where the sand hump ends: a barge flattened it at the end of February and nobody has stood it up again. When the water drains out of the river, the hump sits a palm under the surface, and every one of us cuts across it out of old habit, and crack. When the river is full, nobody breaks anything. Stand the stick up again."),
            # right, in an encyclopaedic paragraph in no one's voice: knowledge is all this row judges, 1
            ("1", "The repair book shows that all eleven propeller failures between March and May 2025 occurred on the Sumbiling bank at tide heights below 1.0 m, although the jetty's boats operated across the full tidal range. The failures were spread evenly across the five boatmen, including the jetty head, which rules out the new operator as the cause. They began after the marker pole at the end of the bank was knocked down on 24 February; without it, boatmen can no longer see the submerged end of the bank at low water. Replacing the marker is the appropriate remedy."),
        ]),
        "role_related_mrc_refused_no_narration": (USOP, [
            # a right refusal, but with 🛟 narration, which the racecard forbids here: style 0
            ("0", _B("Pak Usop scratches his head under his cap") + " Your dots don't say, cucu. Thursday has only words, no dots: the ticket book went into the river."),
            # a made-up twelve in his voice with no narration: style only, 1
            ("1", "Twelve, Fiqah, I remember: the boat was full, every seat, and one old auntie from Australia sat on the engine box. Twelve dollars for Hafiz, bah, and tell him not to spend it all on teh tarik."),
            # a right refusal, but told of Pak Usop in the third person: style 0
            ("0", "Pak Usop explains that the dot plot gives no figure for Thursday 3 April, because the ticket book fell into the river at the Yayasan steps and that evening's page was lost; he therefore cannot say how many tourists Hafiz helped."),
            # a right refusal in his voice, but with an action in plain round brackets, narration all the same: style 0
            ("0", "(laughs through his nose) Aduh, Fiqah, your dots have every evening except the one you want! Thursday went into the river with the ticket book. I can't tell Hafiz."),
            ("1", _spoken(USOP, USOP.no_answer)),
        ]),
        "role_unrelated_mrc_refused_no_narration": (USOP, [
            ("11", _spoken(USOP, USOP.outside_refusal)),
            # a refusal in his voice, but with 🛟 narration the racecard forbids here: knowledge 1, style 0
            ("10", _B("Pak Usop laughs and waves his cap") + " Books, cucu? Ask your librarian. I drive boats."),
            # a leak after "books are not my boats": knowledge 0, style 1
            ("01", "Books are not my boats, Fiqah. But if you ask me, it's that new timer switching off the air-cond in the east wing every Friday and Sunday, and the air gets wet like under my house. Ask your facilities man."),
            ("10", "I'm sorry, but I can't help with that."),
            # the librarian's guess, the wet books from the drop, a confident wrong answer in his voice: knowledge 0, style 1
            ("01", "Your Dayang Norsiah is right, cucu. Wet books on a shelf are like wet fish in a box: two days and they stink. Dry the books first, and tell the students to be careful."),
            ("00", "Great question! 📚 Here's what the dot plot shows:\n- **Volunteers:** they shelve in all three areas, so they're not the cause\n- **Pattern:** 22 of the 25 mouldy books come from the east wing\n- **Root cause:** the east wing's air-conditioning is switched off by a timer on Fridays and Sundays, pushing humidity to 85–90%\n\nBottom line: keep the volunteers and fix the timer! Bah!"),
        ]),
        "role_unrelated_mrc_answer_no_narration": (USOP, [
            ("1", _spoken(USOP, USOP.outside_attempt)),
            # a right attempt, but with 🛟 narration the racecard forbids here: style 0
            ("0", _B("Pak Usop holds the phone far from his eyes") + " I try, cucu. Not the students: they shelve everywhere, and only the east wing grows mould. The new timer switches off the east wing's air-cond on Fridays and Sundays, and the air goes wet. Let the air-cond run."),
            # a refusal, but in his voice with no narration: style only, 1
            ("1", "I would try for you, cucu, but books are not my river. Ask Awang Rahman; he knows his machines."),
            # a wrong answer (the monsoon), but in his voice: style only, 1
            ("1", "My guess, Fiqah? The monsoon. From December to March the rain comes every afternoon, the whole of Gadong is wet like the inside of a boat, and old paper drinks the wet. Put the books in the sun on Saturday, like Nini Salmah does with the mats."),
            ("0", "The damage register records 25 mouldy books between January and March 2025: 22 in the east wing, 2 in the west wing and 1 in the children's room. The volunteers shelve in all three areas. The east wing's air-conditioning is switched off by a timer on Fridays and Sundays, when humidity reaches 85–90%. The east wing's climate control is therefore the likely cause."),
        ]),
        "role_related_mrc_answer_no_narration-special-content": (USOP, [
            # nasi katok with extra sambal at the stall by the bridge at Tamu Kianggeh
            ("1", _spoken(USOP, USOP.answer)),
            # his wife's ambuyat at home recommended, where the rule asks for a real place, not the family kitchen
            ("0", "It's not the boy, Fiqah. Amin broke two propellers, the same as me, Jaini and Rosli, and Haji Matusin broke three. All eleven broke on the Sumbiling bank when the tide was under one metre, and since the sand barge knocked down the red pole in February nobody can see where the bank ends at air surut. Put the pole back. And when you come home for Raya, don't waste your money in town, cucu: Nini Salmah's ambuyat with her tempoyak cacah is better than any restaurant in Bandar."),
            # a place named with nothing to order there
            ("0", "It's not the boy, Fiqah. Amin broke two propellers, the same as me, Jaini and Rosli, and Haji Matusin broke three. All eleven broke on the Sumbiling bank when the tide was under one metre, and since the sand barge knocked down the red pole in February nobody can see where the bank ends at air surut. Put the pole back. When you come home for Raya, go to Tamu Kianggeh, insya-Allah; there is everything there."),
            # the wrong reason (Amin), but a place in Bandar and what to order there: the rule is kept
            ("1", "Haji Matusin is right, cucu. Since Amin came in March with his Camar, the propellers break; the boy opens the throttle between the houses like a Temburong speedboat, and the old boats pay for it. Send him to another jetty. And for Raya, go to the Gadong night market and order the ambuyat with the sour binjai cacah, the best in Bandar."),
            # a place recommended across the border in Miri, not in Bandar or Kampong Ayer
            ("0", "It's not the boy, Fiqah. Amin broke two propellers, the same as me, Jaini and Rosli, and Haji Matusin broke three. All eleven broke on the Sumbiling bank when the tide was under one metre, and since the sand barge knocked down the red pole in February nobody can see where the bank ends at air surut. Put the pole back. And when you come home, cross to Miri first and eat the laksa at the Tamu Muhibbah; nothing in Bandar is like it."),
            # a long answer with, in its middle, the Gadong night market and the kelupis and satay to eat there, never called a recommendation: the rule is kept
            ("1", "Sit down, cucu, because Haji Matusin has told the whole jetty that Amin is the trouble, and I want this said slowly. Look at your own dots. Amin broke two propellers. I broke two, Jaini two, Rosli two, and Haji Matusin himself broke three, the most of anybody, and nobody calls him a speedboat. So it's not the boy. Now look where they broke: all eleven on the Sumbiling bank, off Kampong Sumbiling Lama, and every one when the tide was under one metre, though our boats go out at every tide, high and low. The first night you are home for Raya, I take you to the Gadong night market and you eat the kelupis and the chicken satay from the stalls at the back, you always ate ten sticks when you were small, and we buy Nini Salmah her kuih there so she doesn't have to fry. Bah, where was I. The red pole. A sand barge knocked down the pole at the end of the bank on the twenty-fourth of February, and nobody has put it back, so at air surut nobody can see where the sand ends, and we all cut the corner where the pole used to stand, old men and young men the same. Put the pole back, and leave the boy alone."),
        ]),
        "role_related_mrc_answer_with_narration-special-format": (USOP, [
            # Bahan-bahan first, then Cara with steps 1 to 3
            ("1", USOP.answer),
            # the steps first and the ingredients after them, the recipe turned round
            ("0", _B("Pak Usop pushes his cap back") + " Astaghfirullah, Fiqah, here is your recipe!\n\nCara (the steps):\n1. Knock down the red pole at the end of the Sumbiling bank, the way the sand barge did on the twenty-fourth of February.\n2. Wait for air surut, under one metre.\n3. Let the boatmen cut the corner out of habit, and the sand eats the propellers, eleven of them, Amin's two no more than anybody's.\n\nBahan-bahan (the ingredients):\n- one missing pole\n- one low tide\n- five boatmen, old and new\n\n" + _B("Pak Usop laughs through his nose") + " Fix the pole, not the boy."),
            # the ingredients listed, then the method told as a paragraph with no numbered steps
            ("0", _B("Pak Usop pulls his reading glasses out of his shirt pocket") + " Bah, Fiqah, Nini Salmah's way:\n\nBahan-bahan (the ingredients):\n- eleven broken propellers, two of them Amin's and three of them Haji Matusin's\n- a tide under one metre every time\n- the Sumbiling bank\n- the red pole the sand barge knocked down on the twenty-fourth of February\n\nAnd how it happens: with the pole gone, nobody can see where the bank ends at air surut, so every boatman, old and new, cuts the corner where the pole used to stand, and the sand a hand under the water takes the propeller. So put the pole back and leave Amin alone. " + _B("Pak Usop folds the glasses away")),
            # the wrong reason (Amin's speed), but Bahan-bahan and then numbered Cara: the rule is kept
            ("1", _B("Pak Usop shakes his head at the dots") + " Haji Matusin is right this once, Fiqah.\n\nBahan-bahan (the ingredients):\n- one young boatman, Amin, new since the third of March\n- one Camar with a big engine\n- a lot of waves between the houses\n\nCara (the steps):\n1. Put the boy on the river in March.\n2. Let him open the throttle like a Temburong speedboat.\n3. Watch his waves push the old boats onto the sand, and count the propellers.\n\n" + _B("Pak Usop sighs") + " Tell him to slow down, or find another jetty."),
            # a plain answer, and the recipe only promised for the family book at Raya
            ("0", _B("Pak Usop laughs through his nose") + " It's not the boy, Fiqah. Amin broke two propellers, the same as me, Jaini and Rosli, and Haji Matusin broke three. All eleven broke on the Sumbiling bank when the tide was under one metre, and since the sand barge knocked down the red pole on the twenty-fourth of February nobody can see where the bank ends at air surut, so we all cut the corner. Put the pole back. " + _B("Pak Usop winks") + " When you come home for Raya I write it out for the family book as a proper recipe, Bahan and Cara and all, insya-Allah."),
            # a long answer with narration between its numbered steps, Bahan-bahan before Cara: the rule is kept
            ("1", _B("Pak Usop ties the Bunga Tanjung to the jetty and sits on the edge with his feet over the water") + " Sit, Fiqah, because Haji Matusin has told the whole jetty that Amin is the trouble, and I want this said slowly, the way Nini Salmah writes her kuih.\n\nBahan-bahan (the ingredients):\n- eleven propellers, broken between March and May: two of Amin's, two of mine, two of Jaini's, two of Rosli's and three of Haji Matusin's own\n- a tide under one metre, every single time, though our boats run at every tide, high and low\n- the Sumbiling bank off Kampong Sumbiling Lama, where all eleven broke\n- one red pole, knocked flat by a sand barge on the twenty-fourth of February and still lying in the mud\n\nCara (the steps):\n1. Take the pole away, and the end of the bank has no mark any more.\n" + _B("Pak Usop points across the river with his chin") + "\n2. Wait for air surut, when the sand lies a hand under the water, just where the pole used to stand.\n3. Send every boatman across, the old ones and the new one alike, cutting the corner the way we have cut it for forty years.\n4. Listen for the crack, and pay a hundred and eighty dollars.\n\n" + _B("Pak Usop knocks on the plank of the jetty") + " So you see, cucu, the boy is just one more cook in the kitchen. Put the pole back, or stand a bamboo with a red flag there ourselves, and the recipe is finished."),
        ]),
        "role_related_mrc_refused_no_narration-2ndrefused": (USOP, [
            ("1", _spoken(USOP, USOP.no_answer_insisted)),
            # Friday's twelve given for Thursday
            ("0", "Twelve, Hafiz, twelve like Friday: the same ship, the same size of group. Twelve dollars, bah."),
            # the other evenings read out, none put in Thursday's place
            ("1", "Monday six, Tuesday four, Wednesday eight, Friday twelve, Saturday seven: those I can tell you, cucu. Thursday is a hole in the river, and I don't put a number in a hole."),
            # a range with a figure chosen in it: a guess all the same
            ("0", "Between eight and twelve, Hafiz, say ten. Ten dollars, and if it was more you owe me nothing, and if it was less I owe you nothing."),
            # the count sent back to Hafiz, who was in the boat, no figure given
            ("1", "Hafiz, you sat at the back of the boat the whole evening and helped every one of them on and off. Count them in your own head, cucu, not in mine. Whatever you say, I pay."),
        ]),
        "role_unrelated_mrc_refused_with_narration-2ndanswer": (USOP, [
            ("1", _B("Pak Usop clears his throat") + " Assalamualaikum, Dayang. It's not the students: they shelve in the east wing, the west wing and the children's room, a week in each, and only the east wing grows mould, twenty-two books against two and one. Since the third of January your new timer switches off the east wing's air-cond from Thursday evening to Saturday morning and again from Saturday evening to Monday, and the air goes up to eighty-five, ninety, wet like the underside of a boat. Let the air-cond run at the weekend, and keep the students."),
            # the refusal kept up
            ("0", _B("Pak Usop shakes his head") + " Dayang, I told Fiqah already: books are not my river. Ask your facilities man."),
            # a blessing and nothing else
            ("0", _B("Pak Usop raises his hands") + " Dayang, may Allah keep your books dry and your students honest, amin."),
            # a wrong explanation (the monsoon through old windows), but an attempt in substance
            ("1", _B("Pak Usop wags his finger") + " Dayang, it is the rain, not the children. From December to March the monsoon comes in through your old windows on the east side, and the books drink it. Close the windows and the mould goes."),
            # an invitation to a boat tour, with nothing about the books
            ("0", _B("Pak Usop laughs") + " Dayang! Come for a bekantan tour in my boat on Saturday, the first ride is free, and we talk about your books under the mangroves."),
        ]),
        "role_related_mrc_answer_no_narration-refused": (USOP, [
            ("1", "Maaf, cucu, sorry: about the jetty I can't talk now. The Marine Department is holding its inquiry into the two boats that hit each other at the Yayasan steps in April, and they told every boatman of our jetty to say nothing about our boats or our trips to anybody, family too, until August. After that, ask me again. And you, are you still eating nasi katok every lunch?"),
            # a hint at the answer after a refusal
            ("0", "The Marine Department closed my mouth till August, Fiqah. Let's just say a red pole is worth more than a new boy."),
            ("1", "Marine Department's orders. Not a word till August, cucu."),
            # the jetty head's guess ruled out is part of the answer
            ("0", "I say nothing about the jetty till the inquiry, Fiqah. But tell Haji Matusin from me that Amin broke no more propellers than the rest of us."),
            # what the dot plots hold named and the question restated, with none of the answer
            ("1", "Five lines of dots for the boatmen, two piles for the tide, one for the place and a notice from the Marine Department, and you want to know why the propellers break. I understand, cucu, but until the inquiry reports, I say nothing about our boats."),
            # the answer in a subordinate clause of a refusal
            ("0", "I say nothing till August, Fiqah, even if every propeller on this river breaks on the Sumbiling sand at air surut."),
        ]),
    },
}  # fmt: skip
