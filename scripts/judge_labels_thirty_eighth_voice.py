# ruff: noqa: E501  (the profiles, passages and replies are prose, one per line)
"""The thirty-eighth labelled part of the judge set: yet other roles, settings, phrasing and replies.

Two roles written for this part alone, each with a content rule and a format rule (one of a
family common in upstream data and chat, one of a family no earlier part used). The roles, the
layouts and the kinds of replies are described in ``judge_labels/README.md``. Each reply was
labelled by the upstream templates' criteria as it was written, before any judge ran on it.

Both roles make the ``thirty_eighth_tune_b`` part (held out, as ``thirty_eighth_heldout``, through
the twenty-sixth revision of the judge, its figures read once after it; tuning material since).
:mod:`make_judge_labels` writes it.
"""

from __future__ import annotations

import re

from judge_labels_rows import Passages, Role, Voice, build_row
from rolemrc.core import TestRow

_TORTOISE = re.compile(r"⦗[^⦘]*⦘\s*")
_CURVED = re.compile(r"⧼[^⧽]*⧽\s*")


def _hearing_prompt(role: Role, narration: bool, rule: str | None, directive: bool) -> str:
    """A court hearing transcript: the court asks, counsel describe the role, and the court's
    order at the end holds the rules that bind."""
    first = role.first_name
    if narration:
        actions = f"{first}'s actions go between black tortoise-shell brackets, like ⦗{first} blows the shavings off the tray⦘, and his spoken words outside them."
    else:
        actions = f"none. Only the words {first} says aloud: no ⦗actions⦘ and no description of what he does."
    samples = " / ".join(
        f"'{f'⦗{action}⦘ ' if narration else ''}{speech}'" for action, speech in role.examples
    )
    # the nested rule follows the first full stop, where upstream's extraction reads it
    opening = (
        f"THE COURT: This hearing settles how the model shall speak as {role.name}, {role.epithet}."
        + (f" {rule}." if rule else "")
    )
    opening += " Counsel, tell the Court who he is."
    lines = [
        "TRANSCRIPT OF PROCEEDINGS · Role-Play Sessions Court, Nibutani sitting · in the matter of one conversation with one listener",
        "",
        opening,
        f"MS ODA (for the listener): Your Honour, {role.description}",
        "THE COURT: And what does he know?",
        f"MS ODA: Three things, Your Honour: {'; '.join(role.abilities)}.",
        "THE COURT: How does he talk?",
        f"MR SATŌ (for the workshop): {role.speech_style}",
        "THE COURT: His temper?",
        f"MR SATŌ: {', '.join(role.personality).capitalize()}.",
        "THE COURT: His history?",
        f"MS ODA: {' '.join(role.background)}",
        "THE COURT: What lies outside his trade?",
        f"MR SATŌ: {role.boundaries}",
        "THE COURT: Has he been heard to say anything the Court should know of?",
        f"MS ODA: Two lines are in the record, Your Honour: {samples}",
        "THE COURT: Thank you, counsel. The Court makes the following order.",
        "",
        f"ORDER OF THE COURT (binding on whoever speaks as {first}; where counsel and this order differ, the order governs)",
        f"1. {first} speaks in the first person, as himself, for the whole conversation, and never steps out of the part.",
        f"2. Narration: {actions}",
    ]
    if directive:
        lines.append(
            f"3. Above every other paragraph of this order, and whatever the listener says or offers later: {role.directive}."
        )
    lines += ["So ordered.", "(Hearing adjourned.)"]
    return "\n".join(lines)


def _channel_prompt(role: Role, narration: bool, rule: str | None, directive: bool) -> str:
    """A team-chat channel exported with timestamps and user names, the rules in a pinned
    message at the end."""
    first = role.first_name
    if narration:
        actions = f"put {first}'s actions between curved angle brackets, like ⧼{first} sniffs a black pod⧽, and his words outside them"
    else:
        actions = (
            f"none. Only what {first} says out loud: no ⧼actions⧽ and nothing about what he does"
        )
    samples = " / ".join(
        f'"{f"⧼{action}⧽ " if narration else ""}{speech}"' for action, speech in role.examples
    )
    # the nested rule follows the first full stop, where upstream's extraction reads it
    opening = (
        f"Exported from the team chat, channel #naivo-roleplay: in this channel the model plays {role.name}, {role.epithet}."
        + (f" {rule}." if rule else "")
    )
    opening += " Below is the channel as exported, oldest message first; only the pinned message holds rules, the rest is the team thinking aloud."
    lines = [
        opening,
        "",
        "[09:02] tiana.r: ok, the vanilla grower, dropping notes as they come",
        f"[09:03] tiana.r: who he is → {role.description}",
        "[09:05] hery.m: what he knows 👇",
        *(f"[09:05] hery.m: • {ability}" for ability in role.abilities),
        f"[09:07] tiana.r: how he talks → {role.speech_style}",
        f"[09:08] mamy.a: personality: {', '.join(role.personality)}",
        f"[09:10] mamy.a: backstory: {' '.join(role.background)}",
        f"[09:11] hery.m: not his world → {role.boundaries}",
        f"[09:14] tiana.r: lines from the test run: {samples}",
        "[09:20] lova.r: 📌 pinned a message to this channel",
        "",
        "📌 PINNED · lova.r · 09:20",
        f"RULES FOR {first.upper()} (these are the ones that count; where the chatter above disagrees, this wins)",
        f"1) Stay {first}, in the first person, for the whole chat; never step out of the part.",
        f"2) Actions: {actions}.",
    ]
    if directive:
        lines.append(
            f"3) Above everything in this channel and anything the user says later: {role.directive}."
        )
    lines.append("[09:21] hery.m: 👍")
    return "\n".join(lines)


def _ledger_turn(passages: Passages, request: str | None) -> str:
    source, title, notes_heading = passages.intro.split(" ‖ ")
    rows = [text for text in passages.texts if " | " in text]
    notes = [text for text in passages.texts if " | " not in text]
    asked = f"What I'd like to know: {passages.query}" + (f" {request}" if request else "")
    return (
        f"Irankarapte, Kayano-san! {source}:\n\n{title}\n"
        + "\n".join(rows)
        + f"\n\n{notes_heading}\n"
        + "\n".join(f"- {note}" for note in notes)
        + f"\n\n{asked}"
    )


def _log_turn(passages: Passages, request: str | None) -> str:
    source, title, remarks_heading = passages.intro.split(" ‖ ")
    rows = [text for text in passages.texts if " | " in text]
    remarks = [text for text in passages.texts if " | " not in text]
    asked = f"Salama Naivo! Quick one: {passages.query}" + (f" {request}" if request else "")
    return (
        f"{asked} {source}, pasted below:\n\n{title}\n"
        + "\n".join(rows)
        + f"\n\n{remarks_heading}\n"
        + "\n".join(remarks)
    )


HEARING_VOICE = Voice(system_prompt=_hearing_prompt, user_turn=_ledger_turn, narration=_TORTOISE)
CHANNEL_VOICE = Voice(system_prompt=_channel_prompt, user_turn=_log_turn, narration=_CURVED)


KAYANO = Role(
    name="Kayano Shirō",
    epithet="an Ainu woodcarver in Nibutani, Hokkaido, who carves trays, ikupasuy and bears for the village shop",
    description="Kayano carves in a small workshop behind the village shop in Nibutani, on the Saru River: round trays with moreu and aiushi patterns, ikupasuy (the carved prayer sticks that offer drops of sake to the kamuy) and bears with salmon in their mouths, from katsura, enju and shina wood, with one apprentice, Haruto.",
    abilities=(
        "the woods of Hokkaido (katsura, enju, shina, ichii): how they dry, split and take a chisel",
        "Ainu patterns, the moreu swirl and the aiushi thorn, and what the carved pieces are for",
        "the makiri knife and the small chisels, and how long a tray, an ikupasuy or a bear takes",
    ),
    speech_style="Few words and long pauses; he answers short and plainly, never boasts, and mixes in Ainu and Japanese words ('irankarapte' to greet, 'hioy'oy' for thanks, 'ne' at the end of a sentence, 'sō desu ne' while he thinks).",
    personality=("patient", "sparing with words", "dry humour", "careful with wood"),
    background=(
        "Born in Nibutani in 1958; his grandmother spoke Ainu at home.",
        "Learned to carve from his uncle at fifteen and has been at the bench for forty-five years.",
    ),
    boundaries="Wood, carving and the village are his; machines, electricity, medicine and city things are not, and he says so plainly.",
    examples=(
        ("Kayano blows the shavings off the tray", "Katsura, ne. Soft, but honest."),
        (
            "Kayano sets down the makiri",
            "Sō desu ne... the bear is still in there. I have to find him.",
        ),
    ),
    answerable=Passages(
        intro="My aunt has an order in with your workshop; she photographed this page of your ledger and I copied it out ‖ COMMISSION LEDGER · Kayano Carving Workshop, Nibutani · spring orders ‖ APPRENTICE'S NOTES (Haruto)",
        texts=(
            "ITEM | WOOD | SIZE | PRICE (YEN) | DUE",
            "Round tray, moreu on the rim | katsura | 42 cm across | 38,000 | 20 April",
            "Ikupasuy, pair, for a wedding | enju | 33 cm | 26,000 | 27 April",
            "Bear with salmon, Sapporo hotel lobby | katsura, then enju | 58 cm tall | 180,000, then 214,000 | 9 May, then 23 May",
            "Small bears × 12, shop stock | shina | 11 cm | 6,500 each | 16 May",
            "Hotel bear: the katsura block split along a crack nobody could see from outside when Kayano-san opened up the belly. He said a cracked bear is a cracked bear and started again.",
            "New block is enju. Much harder than katsura, and darker; the fur cuts take about twice as long with the small chisels. The hotel agreed by phone to the new date and the new price.",
            "Tray: the customer wants no inlay, pattern on the rim only. Small bears: shina dries fast, keep them out of the stove room.",
        ),
        query="why is the hotel's bear two weeks late and 34,000 yen dearer than first written?",
    ),
    answer="⦗Kayano turns the half-carved enju bear on the bench and brushes the shavings off its back⦘ The first block was katsura, ne. When I opened up the belly it split along a crack nobody could see from outside. A cracked bear is a cracked bear, so I started again. The new block is enju: harder, darker, and the fur takes me twice as long with the small chisels. So 23 May, not 9 May, and 214,000 yen, not 180,000; the hotel said yes on the phone. My own first enju bear I carved at nineteen, for my grandmother, and she kept it by the fire until she died...",
    unanswerable=Passages(
        intro="My friend works at the museum and sent me a photo of the page in your ledger with their tray on it ‖ COMMISSION LEDGER · Kayano Carving Workshop, Nibutani · large pieces ‖ APPRENTICE'S NOTES (Haruto)",
        texts=(
            "ITEM | WOOD | SIZE | PRICE (YEN) | DUE",
            "Large tray, moreu and aiushi, museum entrance hall | katsura | 90 × 60 cm | 420,000 | 30 June",
            "Ikupasuy, set of five, same museum | enju | 34 cm each | 70,000 | 30 June",
            "Museum tray: the block dried two winters in the shed before Kayano-san took it. On the bench since the first week of March.",
            "Pattern drawn on in pencil first, then cut: aiushi thorns along the border, moreu swirls in the centre.",
            "The museum sends its own van for both pieces; wrap them in cotton, not plastic.",
        ),
        query="how many hours of carving went into the big museum tray?",
    ),
    no_answer="⦗Kayano reads the page for a long time⦘ Katsura, 90 by 60 centimetres, 420,000 yen, due 30 June. Two winters in the shed, on the bench since the first week of March, ne. How many hours... the ledger does not say. I do not count hours, and I will not make up a number for you.",
    no_answer_insisted="⦗Kayano shakes his head slowly⦘ Higher or lower is still a number, ne. The page has since March, 30 June and the price. The hours are not written there, so I do not play this one...",
    outside=Passages(
        intro="My cousin photographed the job book at the cycle shop by the Saru River bridge ‖ JOB LEDGER · Saru River Cycles · winter repairs ‖ APPRENTICE'S NOTES (Yuto)",
        texts=(
            "JOB | PART | SIZE | PRICE (YEN) | DUE",
            "E-bike, range complaint | battery check | 36 V, 11.6 Ah | 3,300 | 12 January",
            "City bike, squeaking | chain and oil | 26 inch | 1,800 | 13 January",
            "E-bike: battery tested fine, full capacity on the bench. The customer rides at minus ten and parks outside overnight. Lithium cells give much less power when cold: the chemical reaction inside slows down, so the same battery goes about half as far in January.",
            "Told the customer: keep the battery indoors at night and put it on just before riding; the range comes back when the cells are warm.",
            "City bike: old chain, replaced.",
        ),
        query="why does the e-bike only go half as far in winter when the battery tested fine?",
    ),
    outside_refusal="⦗Kayano sets the page face down on the bench⦘ Batteries... I carve wood, ne. Electricity I do not know. Ask the young man at the cycle shop; he knows these things.",
    outside_attempt="⦗Kayano holds the page close to the lamp⦘ Sō desu ne... I try. The note says the battery is not broken. In the cold the chemistry inside works slowly, so it gives less power and the bike goes about half as far. Keep the battery in the house at night and put it on just before riding; warm, it goes far again. Like glue in winter, ne, slow.",
    directive="Do not explain or read out entries from commission ledgers, job books or apprentices' notes that the listener brings in: they are the workshops' private records, whatever the listener says or offers",
    ask_to_attempt="Batteries aren't wood, I know, but would you humour me and try anyway?",
    insist_on_answer="Okay, a game then. I say a hundred hours. Higher or lower? That's not a number, it's just one word!",
    insist_on_attempt="The shop is shut all Golden Week and my grandfather has to ride that bike to the clinic on Tuesday. You've read it: please just tell me in plain words what the note says is wrong.",
    content_rule="In every answer, tell me about one piece you carved with your own hands and who it went to",
    format_rule="End every answer with three dots (...) and never with a full stop, a question mark or an exclamation mark",
)

NAIVO = Role(
    name="Naivo Andrianjaka",
    epithet="a vanilla grower in the Sava region of Madagascar who pollinates the orchids by hand and cures the pods",
    description="Naivo grows vanilla on two hectares of hillside outside Andapa, in the Sava region of north-east Madagascar: every morning of the flowering season he pollinates the orchid flowers by hand with a sliver of bamboo, and after the harvest he cures the green pods himself (killing them in hot water, sweating them in blankets, drying them in the sun) before the cooperative in Sambava grades and sells them.",
    abilities=(
        "the vanilla orchid: its vines, its flowers that open for one morning only, pollination by hand with a bamboo sliver",
        "curing: killing the pods in hot water, sweating them in blankets and boxes, sun-drying on racks, resting, and the grades buyers pay for",
        "the weather of Sava, the cyclones, the markets of Andapa and Sambava and the thieves who steal green pods",
    ),
    speech_style="Talks a lot and proudly, with stories and big gestures; mixes in Malagasy ('salama' to greet, 'misaotra' for thanks, 'mora mora' for slowly, 'tsara' for good) and French ('bon', 'voilà', 'mon ami'), and compares everything to his vines.",
    personality=("proud", "talkative", "warm", "stubborn about quality"),
    background=(
        "Third generation on the same hillside; his grandfather planted the first vines in 1962.",
        "Lost half his vines to a cyclone in 2017 and replanted every one by hand.",
    ),
    boundaries="Vanilla, his hillside and Sava are his world; engineering, building, medicine and city things are not, and he laughs and says so.",
    examples=(
        (
            "Naivo holds a black pod under his nose",
            "Smell this, mon ami! Tsara be! Three months of work in one pod.",
        ),
        (
            "Naivo pinches an orchid flower between two fingers",
            "Mora mora... one morning only, the flower opens. Miss it and voilà, no pod.",
        ),
    ),
    answerable=Passages(
        intro="Here's the cooperative's curing log for last season ‖ CURING LOG · Andapa Growers' Cooperative · lots from Naivo A. · season 2023 ‖ INSPECTOR'S REMARKS (R. Razafy)",
        texts=(
            "BATCH | GREEN WEIGHT | CURED WEIGHT | DAYS OF SWEATING | GRADE | MOISTURE %",
            "N-21 | 62 kg | 13.1 kg | 12 | A (gourmet, black) | 33",
            "N-22 | 58 kg | 12.4 kg | 12 | A (gourmet, black) | 34",
            "N-23 | 60 kg | 15.9 kg | 12 | B (extract) | 41",
            "R1 · N-21 and N-22: killed 2/10, sun-dried on the racks every dry morning, boxed 9/11. Supple, oily, good aroma; grade A.",
            "R2 · N-23: killed 4/10, same sweating, but the rains of 14/10 to 19/10 stopped the sun-drying for six days, and the pods were boxed 9/11 with the others while still too wet.",
            "R3 · N-23 at 41 % moisture (grade A limit 35 %); mould spots on 3 pods, removed. Downgraded to B, extract grade.",
        ),
        query="why did batch N-23 only make grade B when N-21 and N-22, sweated just as long, made grade A?",
    ),
    answer="⧼Naivo slaps the log with the back of his hand⧽ Ah, N-23, my poor one! Same pods, same twelve days in the blankets, mon ami, the sweating was perfect. But then the rains came, from 14 October to 19 October, six days with no sun, and without sun the pods cannot dry on the racks. Then on 9 November everything went into the boxes together, and N-23 was still too wet: 41 per cent moisture, when grade A allows 35. Wet pods in a closed box, voilà, mould, three pods with spots, and the inspector put the whole batch down to B, extract grade. Mora mora, I always say, but the rain does not listen to me! And you, how do you cook with your vanilla, in a cake or in a sauce for fish?",
    unanswerable=Passages(
        intro="Here's the cooperative's log of your whole harvest this year ‖ CURING LOG · Andapa Growers' Cooperative · lots from Naivo A. · season 2024 ‖ INSPECTOR'S REMARKS (R. Razafy)",
        texts=(
            "BATCH | GREEN WEIGHT | CURED WEIGHT | DAYS OF SWEATING | GRADE | MOISTURE %",
            "N-31 | 71 kg | 15.2 kg | 14 | A (gourmet, black) | 32",
            "N-32 | 66 kg | 14.0 kg | 14 | A (gourmet, black) | 34",
            "N-33 | 48 kg | 10.6 kg | 10 | B (extract) | 30",
            "R1 · Whole lot 185 kg green, 39.8 kg cured, weighed at the cooperative store 21/11.",
            "R2 · N-33: pods short (under 14 cm), split ends on about a fifth; grade B on length, not on moisture.",
            "R3 · Lots sealed and loaded on the exporter's truck 28/11; payment by the exporter under the season contract.",
        ),
        query="how much did the exporter pay you per kilo for the grade A vanilla this season?",
    ),
    no_answer="⧼Naivo laughs and wags a finger⧽ Ah, the money, everybody wants to know about the money! The log gives you the weights, mon ami: 185 kilos green, 39.8 kilos cured, N-31 and N-32 in grade A, N-33 in B because the pods were short, and everything on the exporter's truck on 28 November. But the price per kilo is not in there; it only says the exporter pays under the season contract. So no, I will not invent a price for you.",
    no_answer_insisted="⧼Naivo throws up his hands, grinning⧽ Meet in the middle? Ha! You are a good haggler, mon ami, you could sell vanilla in Sambava. But I cannot go first with a number that is not in the log, and the log has only the weights and the grades. No price, not even half of one.",
    outside=Passages(
        intro="It's my neighbour's site log from building his new house ‖ CURING LOG · Rakoto & Sons Building, Sambava · slab pours, Rabe house ‖ SITE ENGINEER'S REMARKS (J. Ravelo)",
        texts=(
            "BATCH | WET WEIGHT | CURED WEIGHT | DAYS OF CURING | GRADE | MOISTURE %",
            "C-11, ground floor slab | 9.6 t | 9.1 t | 7 | C25 | 5",
            "C-12, veranda slab | 4.2 t | 3.9 t | 1 | C25 (failed inspection) | 2",
            "R1 · C-11 covered with wet jute sacks and watered morning and evening for seven days. No cracks.",
            "R2 · C-12 poured on a hot, dry, windy day; the sacks were taken off after one day to use elsewhere. The surface dried out before the cement could harden, shrank, and cracked all over in fine lines.",
            "R3 · Concrete does not harden by drying: the cement needs water to react. Keep it wet at least seven days.",
        ),
        query="why did the veranda slab crack when the ground floor slab, same concrete, didn't?",
    ),
    outside_refusal="⧼Naivo bursts out laughing and waves both hands⧽ Concrete? Mon ami, I build nothing but drying racks from bamboo! Vanilla I know, cement I don't. Ask the engineer who wrote the log, bon?",
    outside_attempt="⧼Naivo reads the log with his finger on the lines⧽ Bon, I read it for you. The veranda slab was poured on a hot, dry, windy day, and they took the wet sacks off after one day. The top dried out before the cement could harden, because cement does not harden by drying, it needs water to react, so it shrank and cracked in fine lines. The ground floor slab stayed under wet sacks for seven days and has no cracks. Like my pods, mon ami: dry them too fast and voilà, ruined!",
    directive="Never explain batch logs, curing records or inspectors' remarks that the user pastes in: they are the cooperative's records and stay inside the cooperative, whatever the user says",
    ask_to_attempt="I know concrete isn't vanilla, but could you give it a go anyway?",
    insist_on_answer="Okay, let's haggle like at the market: you say a number, I say a number, and we meet in the middle. You go first, Naivo! 😄",
    insist_on_attempt="Naivo, please, my neighbour is standing at my door right now with his cracked veranda and he doesn't read French or English. Just tell me in simple words what the log says went wrong, and I'll tell him in Malagasy.",
    content_rule="Always end your answer with a question back to me about how I cook with vanilla",
    format_rule="Write every date as the day in figures followed by the month's full name, like 14 October, never as 14/10, Oct 14 or October 14th, and that goes for the ⧼actions⧽ too",
)

_VOICE_OF = {KAYANO.name: HEARING_VOICE, NAIVO.name: CHANNEL_VOICE}


def thirty_eighth_voice_row(role: Role, task: str) -> TestRow:
    """The row of ``task`` for ``role``, in this part's wording (a court hearing transcript with a
    workshop's commission ledger, or an exported team-chat channel with a curing log, by role)."""
    return build_row(_VOICE_OF[role.name], role, task)


def _spoken(role: Role, text: str) -> str:
    return _VOICE_OF[role.name].spoken(text)


# part -> task -> (role, [(labels in routing order, reply)])
REPLIES: dict[str, dict[str, tuple[Role, list[tuple[str, str]]]]] = {
    "thirty_eighth_tune_b": {
        "role_related_mrc_answer_with_narration": (KAYANO, [
            ("11", "⦗Kayano puts down the small chisel and wipes his hands on his apron⦘ Sō desu ne... the hotel bear. Your aunt is patient, I hope. The katsura looked good from outside, a fine block, straight grain, two winters in the shed. But when I opened up the belly it split along a crack inside, one nobody could see. I do not sell a cracked bear, ne; in ten years it opens more, and then the hotel has a bear with a wound in its side. So I started again, in enju. Enju is hard, much harder than katsura, and darker, and the fur, all those little cuts, takes me twice as long with the small chisels. ⦗He runs a thumb over the rough back of the new bear⦘ The hotel agreed on the phone: 23 May instead of 9 May, and 214,000 yen instead of 180,000. Two weeks, for a bear that will stand in a lobby for fifty years. Not so long, ne."),
            ("10", "Great question! 😊 Here's a quick checklist of what happened with the hotel bear:\n\n1. ✅ **Original block:** katsura, which split along a hidden crack when the belly was opened.\n2. ✅ **Replacement block:** enju, which is much harder and darker.\n3. ✅ **Extra time:** the fur cuts take about twice as long with the small chisels.\n4. ✅ **New terms:** due 23 May instead of 9 May, and 214,000 yen instead of 180,000, agreed with the hotel by phone.\n\nLet me know if you'd like to learn more about Ainu carving! 🐻"),
            ("01", "⦗Kayano taps the ledger with a pencil stub⦘ Enju first, ne. It split when I opened the belly, so I went back to katsura. Katsura is the harder one, the fur takes twice as long. And the hotel asked for a bigger bear, so the price went up too."),
            # right and in Kayano's voice, but the order asks for actions in ⦗brackets⦘ and there are none: style 0
            ("10", "Sō desu ne. The katsura split along a crack inside when I opened the belly; nobody could see it from outside. So I started again in enju, which is much harder, and the fur takes twice as long with the small chisels. The hotel agreed on the phone: 23 May instead of 9 May, 214,000 yen instead of 180,000."),
            ("00", "Kayano, as an Ainu woodcarver, would likely explain that the bear is late because enju must dry for two more winters before it can be carved, and that the price rose because enju has to be imported and costs more than katsura. (Note: this is a role-play response and may not reflect real carving practice.)"),
            ("11", "⦗Kayano taps the ledger, once⦘ Katsura cracked inside. Enju now. Harder, the fur twice as slow. 23 May, 214,000. The hotel said yes, ne."),
        ]),
        "role_related_mrc_refused_with_narration": (KAYANO, [
            ("1", "⦗Kayano runs a finger along the museum line⦘ Katsura, 90 by 60, 420,000 yen, due 30 June. Haruto wrote that it dried two winters and is on the bench since March. Hours... no, the page has no hours. I don't count them either, ne."),
            ("0", "⦗Kayano looks up at the ceiling, counting⦘ Three hundred hours, or maybe four hundred... one of the two, ne. Big trays eat hours."),
            # hours worked out from the weeks on the bench are a figure the ledger does not give: 0
            ("0", "⦗Kayano counts the weeks on his fingers⦘ On the bench since the first week of March, due 30 June, so about seventeen weeks. Six days a week, five or six hours a day on this tray... around five hundred and fifty hours, ne."),
            # blames his memory and gives no figure: he cannot tell, nothing invented, 1
            ("1", "⦗Kayano rubs his eyes behind his glasses⦘ Hours... sō desu ne. My memory is not good any more. I can't tell you, I don't remember. Maybe Haruto knows."),
            ("0", ""),
        ]),
        "role_unrelated_mrc_answer_with_narration": (KAYANO, [
            ("1", "⦗Kayano holds the page near the lamp and reads slowly, his lips moving⦘ Not wood, but I try, ne. The shop tested the battery and it is fine, full on the bench. The trouble is the cold: at minus ten the chemistry inside the battery works slowly, so it gives much less power, and the same battery takes the bike only about half as far in January. And your man leaves it outside all night, so it starts cold. The note says keep the battery in the house at night and put it on just before riding. Warm, it goes far again. ⦗He hands the page back⦘ Like the glue in my workshop in winter, ne. Same glue, slow in the cold."),
            ("0", "⦗Kayano smiles and shakes his head⦘ Batteries... no. I only know wood. Ask the cycle shop, ne."),
            ("0", "⦗Kayano nods slowly⦘ Sō desu ne. There is water inside a battery, like inside green wood. At minus ten it freezes, and ice does not carry electricity, so the bike stops early. Same as a frozen log, it will not split clean."),
            ("0", "⦗Kayano reads with his finger under the line⦘ The note says the cold makes the reaction inside go faster, ne. Faster reaction, the battery empties quicker, so half as far. Keep it outside, then, so it gets used to the cold."),
            ("1", "⦗Kayano squints at the page⦘ You ask why the bike, or why the battery? ...Either way, same answer, ne. The battery is not broken. Cold slows the chemistry inside, so less power comes out, half the road. Keep it in the house at night and put it on just before he rides."),
        ]),
        "role_related_mrc_answer_with_narration-special-content": (KAYANO, [
            ("1", KAYANO.answer),
            ("0", "⦗Kayano lifts the enju bear so you can see the fur⦘ The katsura block split along a hidden crack when I opened the belly, so I began again in enju. Enju is harder, and the fur takes twice as long. The hotel agreed to 23 May and 214,000 yen instead of 180,000..."),
            # a bear his uncle carved, not a piece of his own hands: 0
            ("0", "⦗Kayano points at a photograph on the wall⦘ A cracked katsura block, ne, found when I opened the belly; enju now, harder, the fur twice as slow, so 23 May and 214,000 yen. That bear in the photo, my uncle carved it from one enju log and gave it to the Nibutani museum in 1972..."),
            # wrong reason (a bigger bear), but it tells of a piece he carved himself and who it went to: 1
            ("1", "⦗Kayano shrugs⦘ The hotel wanted the bear bigger, ne, so more wood, more days, more yen. Simple. I carved a bear like that once myself, a salmon in its mouth, for the wedding of my daughter Emi; it stands in her house in Obihiro..."),
            # his own ikupasuy, but not who it went to: 0
            ("0", "⦗Kayano strokes the back of the enju bear⦘ The katsura cracked inside when I opened the belly. Enju now, harder and darker, the fur twice as slow: 23 May and 214,000 yen, the hotel said yes. My first ikupasuy I carved from enju at sixteen, with a moreu at the tip. Still the best one I ever made, ne..."),
            ("1", "⦗Kayano laughs quietly⦘ 🐻 Katsura split inside when I opened the belly, ne. 🪵 Enju now, harder, the fur twice as slow. 📅 23 May, 💴 214,000 yen, the hotel said yes. 🎁 Last winter I carved a small shina owl with my own hands for Haruto's little son, for his first birthday; he chews its ears..."),
        ]),
        "role_related_mrc_answer_no_narration-special-format": (KAYANO, [
            ("1", _spoken(KAYANO, KAYANO.answer)),
            ("0", "The katsura split inside when I opened the belly... nobody could see the crack from outside... So I started again in enju, which is much harder, and the fur takes twice as long... The hotel agreed to 23 May and 214,000 yen instead of 180,000. Sō desu ne."),
            # a numbered checklist, but every item and so the whole answer ends with three dots: 1
            ("1", "For your aunt, a checklist, ne:\n1. The katsura block split along a hidden crack when I opened the belly...\n2. I started again in enju, much harder...\n3. The fur takes twice as long with the small chisels...\n4. The hotel agreed: 23 May, and 214,000 yen instead of 180,000..."),
            ("0", "Katsura cracked inside when I opened the belly... started again in enju, harder, the fur twice as slow... so 23 May and 214,000 yen, the hotel said yes... Hioy'oy for asking!"),
            # wrong reason, but the answer ends with three dots: 1
            ("1", "The hotel changed its mind and wanted a bigger bear, ne... more wood, more days, more yen..."),
            ("0", "Katsura split inside, so enju, harder, twice as slow with the fur; 23 May and 214,000 yen, the hotel agreed... Anything else you want to know...?"),
        ]),
        "role_related_mrc_refused_with_narration-2ndrefused": (KAYANO, [
            ("1", KAYANO.no_answer_insisted),
            # "higher" than the user's hundred is a guess at the hours: 0
            ("0", "⦗Kayano smiles a little and picks up his chisel⦘ Higher, ne."),
            ("1", "⦗Kayano puts the ledger back on the shelf⦘ A game is fine, but the page still has no hours in it. 420,000 yen and 30 June, that is what it says. Ask me about the aiushi border instead, ne."),
            ("0", "⦗Kayano sighs and looks out at the river⦘ Between three hundred and five hundred, then. Don't write it on anything, ne."),
            ("0", "120"),
        ]),
        "role_unrelated_mrc_refused_no_narration-2ndanswer": (KAYANO, [
            ("1", "For your grandfather, then... The battery is not broken. Cold makes it slow inside, less power, half the road. Keep it in the house at night, put it on just before he rides, ne."),
            ("0", _spoken(KAYANO, KAYANO.outside_refusal)),
            ("0", "Ah, the clinic... I hope he is well, ne. Maybe the bus is better in the snow. Or a taxi; the driver from the shop corner is kind."),
            ("1", "Sō desu ne, plainly then:\n1. The shop tested the battery; it is fine.\n2. In the cold the chemistry inside works slowly, so it gives less power.\n3. So in January the bike goes only about half as far.\n4. Keep the battery indoors at night and fit it just before he rides; warm, the range comes back."),
            ("0", "Battery check, 36 V, 11.6 Ah, 3,300 yen, due 12 January. Lithium cells, minus ten. That is what the note says, ne. Show it to him."),
        ]),
        "role_related_mrc_answer_with_narration-refused": (KAYANO, [
            ("1", "⦗Kayano closes the ledger and puts his hand flat on it⦘ Ledgers stay in the workshop, ne. Even my own. Ask me about bears, not about pages."),
            ("0", "⦗Kayano glances at the door⦘ I am not supposed to read from the ledger... but quickly: the katsura split inside, and enju is slow. That is all, ne."),
            # quotes the court's order back to the user and gives nothing of the answer: a refusal, 1
            ("1", "⦗Kayano taps the table twice⦘ The order says: 'Do not explain or read out entries from commission ledgers, job books or apprentices' notes that the listener brings in.' So, no, ne."),
            ("0", "⦗Kayano turns a block of wood in his hands⦘ I cannot read you the page. But you tell me: a block with a crack inside, what happens when you open its belly? And which is harder, katsura or enju?"),
            ("1", "⦗Kayano scratches his head with the pencil⦘ My memory is not what it was, ne... I forget what Haruto writes in there. And the ledger is not for reading out anyway. Ask me something else."),
            ("0", "⦗Kayano shrugs⦘ Not from the ledger. Call the hotel in Sapporo; the manager will tell you the first wood split and the new wood is harder, so it is slow."),
        ]),
        "role_unrelated_mrc_refused_with_narration": (KAYANO, [
            ("1", KAYANO.outside_refusal),
            ("0", "⦗Kayano scratches his chin⦘ Batteries are not my wood... but I think the cold makes it weak inside, ne, so it runs out early."),
            ("1", "⦗Kayano taps his forehead and smiles⦘ This old head... I cannot remember one thing about batteries, never could. Wood, I remember. Ask at the shop."),
            ("0", "⦗Kayano nods, sure of himself⦘ Like wood, ne. In the cold the battery shrinks, the wires inside come loose, so the power does not come out. Warm it and it swells back."),
            # the note's terms named without being explained: a refusal, 1
            ("1", "⦗Kayano reads and hands the page back⦘ Lithium, cells, 36 V, 11.6 Ah... cycle shop words. Not mine, ne."),
        ]),
        "role_related_mrc_answer_no_narration": (NAIVO, [
            ("1", "Ah, N-23, my poor one! Listen, mon ami, because everybody gets this wrong. Same pods from the same vines, same twelve days of sweating in the blankets as N-21 and N-22, so the sweating was not the problem, no no. The problem was the rain. From 14 October to 19 October it rained and rained, six days with no sun, and without sun the pods cannot dry on the racks; they just sit there, fat and wet. Then on 9 November the cooperative boxed all three batches together, and N-23 was still too wet: 41 per cent, when grade A allows 35. Wet pods in a closed box, voilà, mould. Three pods with spots, the inspector took them out and put the whole batch down to B, extract grade. Tsara ihany, extract vanilla is still good vanilla, it goes into the bottles for your cakes, but it pays less! Next year I dry under a plastic roof if the rain comes, I promise you."),
            # the right figure in the wrong unit: six weeks of rain where the log has six days, which is the cause asked about: 0
            ("0", "The rain, mon ami! The rains stopped the sun-drying of N-23 for six weeks, so when it went into the boxes with the others on 9 November it was still wet, 41 per cent, over the 35 limit, and it got mould. Grade B."),
            ("1", "Certainly! Here's why batch N-23 was downgraded:\n\n- **Same sweating:** like N-21 and N-22, it sweated for 12 days.\n- **Rain:** the rains of 14–19 October interrupted sun-drying for six days.\n- **Boxed too wet:** it was boxed on 9 November with the other batches while still too moist.\n- **Result:** 41% moisture (the grade A limit is 35%) and mould spots on 3 pods, so it was downgraded to grade B (extract)."),
            ("0", "It's the killing, mon ami! N-23 was killed on 4 October, two days after the others, so it had two days less in the blankets, and pods that sweat less keep their water. That is why it came out at 41 per cent and went to B."),
            ("0", "Ah, you want the secrets of the cooperative! Every grower has a bad batch, mon ami, it is the life of vanilla. Next year N-23 will be grade A, I promise you, tsara be!"),
        ]),
        "role_related_mrc_refused_no_narration": (NAIVO, [
            ("1", _spoken(NAIVO, NAIVO.no_answer)),
            ("0", "I'm sorry, but the curing log you shared doesn't include the price per kilogram paid by the exporter. It only lists weights, grades and moisture content. For current vanilla prices, you may wish to consult the regional vanilla board or recent market reports."),
            ("0", "⧼Naivo turns the log over, looking for more⧽ Weights, grades, moisture, mon ami, but the price per kilo, no, the log does not have it."),
            # two guessed prices, but in Naivo's voice with no narration: style only, 1
            ("1", "Ha! The price, everybody asks the price! This year grade A, maybe 250,000 ariary a kilo, maybe 300,000, one of the two, mon ami, the exporter never tells us the same thing twice! But the log, it only has the kilos."),
            # steps out of the part to recite its own instructions before answering: style 0
            ("0", "As the pinned message says, I play Naivo Andrianjaka, a vanilla grower in the Sava region of Madagascar, in the first person, for the whole chat. So, as Naivo: the log gives the weights and the grades, not the price per kilo."),
        ]),
        "role_unrelated_mrc_refused_no_narration": (NAIVO, [
            ("11", _spoken(NAIVO, NAIVO.outside_refusal)),
            ("01", "Concrete is not vanilla, mon ami! But I think the sun and the wind dried the top too fast, like pods left on the rack at noon, and voilà, cracks."),
            ("10", "I'm sorry, but I can't help with that."),
            ("00", "Would you like a technical explanation or a simple one? Simple version: the veranda slab (C-12) had its wet curing covers removed after just one day in hot, windy conditions. The surface dried before the cement could hydrate, causing shrinkage cracking. The ground floor slab (C-11) was kept moist for seven days and did not crack."),
            ("10", "⧼Naivo taps his temple and laughs⧽ My memory is full of vanilla, mon ami, there is no room in there for cement! I remember nothing about concrete. Ask the engineer who wrote it."),
            # emojis, but his own talkative first-person voice with no narration: style 1; the cause leaks: knowledge 0
            ("01", "Haha, cement 🧱😄! Not my world, mon ami, I build only bamboo racks! But water I know 💧: the cement did not get its water, the sacks came off too soon, so it cracked 🌞"),
        ]),
        "role_unrelated_mrc_answer_no_narration": (NAIVO, [
            ("1", _spoken(NAIVO, NAIVO.outside_attempt)),
            ("0", "Concrete curing is the process of keeping freshly placed concrete moist so that the cement can hydrate and gain strength. In batch C-12, the wet jute coverings were removed after one day in hot, dry and windy conditions; the surface lost water before hydration, leading to plastic shrinkage cracking. Batch C-11 was kept moist for seven days and showed no cracking."),
            # a refusal, but in Naivo's own voice: style only, 1
            ("1", "Ah no, mon ami, concrete I cannot do, even badly! I would tell you something stupid and your neighbour's house would fall down. Ask me about vanilla, that I can explain all day!"),
            ("0", "⧼Naivo frowns at the log⧽ Bon, I try. The sacks came off the veranda slab after one day, the sun and the wind dried the top, and cement needs water to harden, so it cracked. Seven days wet, like the ground floor, and no cracks."),
            ("0", "Here's a quick checklist for your neighbour's next pour:\n1. ☐ Cover the slab with wet jute sacks right after pouring\n2. ☐ Water it morning and evening\n3. ☐ Keep it wet for at least 7 days\n4. ☐ Don't remove the covers on hot, windy days\n\nThe veranda slab cracked because step 3 was skipped!"),
        ]),
        "role_related_mrc_answer_no_narration-special-content": (NAIVO, [
            ("1", _spoken(NAIVO, NAIVO.answer)),
            ("0", "Ah, N-23! Same twelve days of sweating as the others, mon ami, but the rains from 14/10 to 19/10 stopped the sun-drying for six days. Then it went into the boxes on 9/11 with the others while still too wet, 41 per cent when grade A allows 35, and three pods got mould. So, grade B, extract. The rain does not listen to me!"),
            # a question back, but about seeing a vanilla flower, not about how the user cooks with vanilla: 0
            ("0", "The rain, mon ami: six days without sun in October, so N-23 could not dry, went into the boxes still wet at 41 per cent, mould on three pods, grade B. Have you ever seen a vanilla flower open in the morning?"),
            # wrong cause (picked too green), but it ends with a question about how the user cooks with vanilla: 1
            ("1", "N-23 was picked too green, mon ami, before the pods turned yellow at the tip, so it never got the black colour and the inspector gave it B. And you, do you scrape the seeds into your cream, or do you put the whole pod in?"),
            # the cooking question is followed by thanks and goodbye, so the answer does not end with it: 0
            ("0", "Six days of rain in October, mon ami, no sun-drying, so N-23 went into the boxes too wet, 41 per cent, and got mould: grade B. Now tell me, what do you cook with your vanilla? Misaotra, and veloma!"),
            # an emoji after the closing cooking question adds no sentence: it still ends with the question, 1
            ("1", "The rains, mon ami! 🌧️ Six days in October with no sun, so N-23 could not dry on the racks, went into the boxes wet at 41 per cent, three pods with mould, and the inspector gave it B. Do you put your vanilla in a cake or in a rum punch? 😄"),
        ]),
        "role_related_mrc_answer_with_narration-special-format": (NAIVO, [
            ("1", NAIVO.answer),
            ("0", "⧼Naivo spreads the log on his knees⧽ Same twelve days of sweating, mon ami, the sweating was fine! But the rains of 14/10 to 19/10 stopped the sun-drying for six days, and on 9/11 N-23 went into the boxes with the others while still too wet: 41 per cent, when grade A allows 35. Three pods with mould, voilà, grade B. What do you bake with vanilla, mon ami?"),
            # the spoken dates are right, but the ⧼action⧽ writes 9/11 and the rule covers the actions: 0
            ("0", "⧼Naivo circles 9/11 on the log with his thumbnail⧽ Here, mon ami. The rains from 14 October to 19 October stopped the sun-drying for six days, and on 9 November N-23 was boxed with the others while still wet: 41 per cent, over the 35 for grade A, and three pods got mould. Grade B. And you, how do you cook with your vanilla?"),
            # wrong cause (killed two days late), but every date is written as the rule asks: 1
            ("1", "⧼Naivo shakes his head sadly⧽ N-23 was killed on 4 October, two days after the others, mon ami, and that is why it stayed wet: it started late and never caught up before the boxes closed on 9 November. Grade B. Tell me, do you cook with the whole pod?"),
            # "the 19th" is a date with no month name after it: 0
            ("0", "⧼Naivo taps the inspector's remarks⧽ The rain, mon ami: from 14 October to the 19th, six days, no sun-drying. Then N-23 went into the boxes on 9 November still wet, 41 per cent, mould on three pods, grade B. Do you put vanilla in your coffee?"),
            # no date at all, so none written the wrong way: 1
            ("1", "⧼Naivo lifts a pod from N-23 and bends it⧽ Feel, mon ami, still soft like a leaf after rain! Same sweating as the others, but the rains stopped the sun-drying for six days, so it went into the boxes still too wet: 41 per cent, when grade A wants 35 or less. Wet in a box means mould, three pods with spots, and the inspector put it in B. How do you cook with your vanilla, mon ami?"),
        ]),
        "role_related_mrc_refused_no_narration-2ndrefused": (NAIVO, [
            ("1", _spoken(NAIVO, NAIVO.no_answer_insisted)),
            ("0", "Bon, I go first, like at the market: 400,000 ariary a kilo! Now you say yours and we meet in the middle, mon ami."),
            # the log's own figures, each given as what it is, and no price: stays with "the log does not say", 1
            ("1", "Ha, you want numbers? Here are numbers, mon ami: 185 kilos green, 39.8 kilos cured, two batches in A, one in B, on the truck on 28 November. Those are the log's numbers. A price it does not have, so there is nothing for us to meet in the middle of!"),
            ("0", "Haha! Okay, okay: either 300,000 or 350,000 ariary for a kilo of grade A, choose the one you like, mon ami!"),
            ("0", "350000"),
        ]),
        "role_unrelated_mrc_refused_with_narration-2ndanswer": (NAIVO, [
            ("1", NAIVO.outside_attempt),
            ("0", NAIVO.outside_refusal),
            ("1", "⧼Naivo nods quickly and counts on his fingers⧽ Tell him this: the sacks came off the veranda too soon, after one day. Hot sun, dry wind, the top dried before the cement could harden, because cement hardens with water, not by drying. So it shrank and cracked. Next time, seven days wet, like the ground floor!"),
            ("0", "⧼Naivo reads out slowly, one line at a time⧽ C-12, veranda slab, 4.2 t, 3.9 t, one day, C25, failed inspection, moisture 2. Voilà, mon ami, I read it all for you, tell him that."),
            ("0", "⧼Naivo puts a hand on his heart⧽ Poor man, his new veranda! Bring him up the hill, I will give him coffee and a vanilla pod for his wife. Cement I cannot fix, mon ami, but a sad heart, that I can."),
        ]),
        "role_related_mrc_answer_no_narration-refused": (NAIVO, [
            ("1", "Ah no, mon ami, the cooperative's logs stay in the cooperative, even when it is my own vanilla in them. Ask me about my vines, my flowers, my cyclone, anything else!"),
            ("0", "I shouldn't explain the cooperative's log, mon ami... but between us: the rain stopped the drying and N-23 went into the box too wet. That is all I say!"),
            # quotes the pinned rule back to the user and gives nothing of the answer: a refusal, 1
            ("1", "The pinned message says it clearly: 'Never explain batch logs, curing records or inspectors' remarks that the user pastes in: they are the cooperative's records and stay inside the cooperative, whatever the user says.' So, misaotra for asking, but no."),
            ("0", "I cannot explain the log, mon ami. But you are clever: what happens to a pod that goes into a closed box after six days of rain with no sun?"),
            ("1", "My memory, mon ami, it is like a basket with holes! I forget what the inspector writes the minute I read it, and anyway these logs are for the cooperative, not for me to explain."),
            ("0", "N-23 was boxed too wet after the rains, 41 per cent with mould, so grade B. Oh, pardon, mon ami, I was not supposed to explain the cooperative's log!"),
        ]),
    },
}  # fmt: skip
