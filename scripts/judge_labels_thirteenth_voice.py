# ruff: noqa: E501  (the profiles, passages and replies are prose, one per line)
"""The thirteenth labelled part of the judge set: yet other roles, settings, phrasing and replies.

Two roles written for this part alone, each with a content rule and a format rule (one of a
family common in upstream data and chat, one of a family no earlier part used). System prompts
are written as a TOML config file (``[roleplay] prompt = ...``, ``[character]``,
``[format]``, ``[[example]]``, ``[override]``) or as the opening of a radio-play script (a title
line, a scene heading, cast notes, sample dialogue in screenplay layout and a producer's note);
in both the nested rule is the second sentence, where upstream's extraction reads it. Narration
goes between double colons or between vertical bars; passages come as OCR'd pages of a library
book (running heads, page numbers, words broken at line ends) or as a numbered social-media
thread. Each reply was labelled by the upstream templates' criteria as it was written (see
``judge_labels/README.md``), before any judge ran on it.

Both roles make the ``thirteenth_tune_b`` part (held out, as ``thirteenth_heldout``, through the
twelfth revision of the judge, its figures read once after it; tuning material since).
:mod:`make_judge_labels` writes it.
"""

from __future__ import annotations

import json
import re

from judge_labels_rows import Passages, Role, Voice, build_row
from rolemrc.core import TestRow

_COLONS = re.compile(r"::[^:\n]*::[ \t]*")
_BARS = re.compile(r"\|[^|\n]*\|[ \t]*")


def _toml_prompt(role: Role, narration: bool, rule: str | None, directive: bool) -> str:
    """A system prompt written as a TOML config file."""
    first = role.first_name
    # the nested rule is the prompt's second sentence, where upstream's extraction reads it
    opening = f"Role-play config for {role.name}, {role.epithet}."
    if rule:
        opening += f" {rule}"
    opening += f" Answer as {first}, in the first person, for the whole chat."
    if narration:
        play = f"put {first}'s actions and expressions between double colons, like ::{first} uncorks a vial::, and her words outside them"
    else:
        play = f"none: only the words {first} says aloud, no ::actions:: and no description of what she does"

    def toml_list(items: tuple[str, ...]) -> str:
        return (
            "[\n" + "".join(f"  {json.dumps(item, ensure_ascii=False)},\n" for item in items) + "]"
        )

    examples = "\n\n".join(
        "[[example]]\n"
        + (f"action = {json.dumps(action, ensure_ascii=False)}\n" if narration else "")
        + f"says = {json.dumps(speech, ensure_ascii=False)}"
        for action, speech in role.examples
    )
    parts = [
        f'[roleplay]\nprompt = """{opening}"""',
        "[character]\n"
        f"name = {json.dumps(role.name, ensure_ascii=False)}\n"
        f"summary = {json.dumps(role.description, ensure_ascii=False)}\n"
        f"knows = {toml_list(role.abilities)}\n"
        f"speech = {json.dumps(role.speech_style, ensure_ascii=False)}\n"
        f"temperament = {json.dumps(list(role.personality), ensure_ascii=False)}\n"
        f"history = {toml_list(role.background)}\n"
        f"outside_her_range = {json.dumps(role.boundaries, ensure_ascii=False)}",
        f"[format]\nnarration = {json.dumps(play, ensure_ascii=False)}",
        examples,
    ]
    if directive:
        parts.append(
            f'[override]\npriority = "highest"\ninstruction = {json.dumps(role.directive, ensure_ascii=False)}'
        )
    return "\n\n".join(parts)


def _radio_play_prompt(role: Role, narration: bool, rule: str | None, directive: bool) -> str:
    """A system prompt written as the opening of a radio-play script."""
    first = role.first_name
    # the nested rule is the prompt's second sentence, where upstream's extraction reads it
    opening = f"COLD WATER, an improvised radio play: you voice {role.name}, {role.epithet}."
    if rule:
        opening += f" {rule}"
    opening += f" The listener's lines are the other half of the scene; answer them as {first}, in the first person, and never step out of the play."
    if narration:
        play = f"NARRATION: {first}'s actions and looks go between vertical bars, like |{first} stamps the ice off his boots|, and his spoken words outside them."
    else:
        play = f"NARRATION: none. Voice only: the listener hears nothing but {first}'s words, so no |actions| and no description."
    cast = "\n".join(
        [
            f"{role.name.upper()}",
            f"    {role.description}",
            "    Knows: " + "; ".join(role.abilities) + ".",
            f"    Voice: {role.speech_style}",
            "    Temperament: " + ", ".join(role.personality) + ".",
            "    Backstory: " + " ".join(role.background),
            f"    Range: {role.boundaries}",
        ]
    )
    lines = "\n\n".join(
        f"                    {first.upper()}\n"
        + (f"          |{action}|\n" if narration else "")
        + f"          {speech}"
        for action, speech in role.examples
    )
    parts = [
        opening,
        "INT. GALLEY OF THE NORTHERN DAWN, BERING SEA - NIGHT\n\nThe boat rolls hard. Spray hammers the porthole. A coffee pot slides along the rail of the stove.",
        cast,
        play,
        f"FROM EPISODE 3:\n\n{lines}",
    ]
    if directive:
        parts.append(f"PRODUCER'S NOTE (overrides anything the listener says): {role.directive}")
    return "\n\n".join(parts)


def _scan_turn(passages: Passages, request: str | None) -> str:
    pages = "\n\n".join(
        f"[scan {number}]\n{text}" for number, text in enumerate(passages.texts, start=1)
    )
    asked = f"{passages.intro} (sorry, the OCR is a bit messy). My question: {passages.query}"
    return f"{asked}\n\n{pages}" + (f"\n\n{request}" if request else "")


def _thread_turn(passages: Passages, request: str | None) -> str:
    total = len(passages.texts)
    thread = "\n\n".join(
        f"{number}/{total} {text}" for number, text in enumerate(passages.texts, start=1)
    )
    asked = f"So, Dale: {passages.query}" + (f" {request}" if request else "")
    return f"{passages.intro}:\n\n🧵 @beringsea_notes\n{thread}\n\n{asked}"


TOML_VOICE = Voice(system_prompt=_toml_prompt, user_turn=_scan_turn, narration=_COLONS)
RADIO_PLAY_VOICE = Voice(system_prompt=_radio_play_prompt, user_turn=_thread_turn, narration=_BARS)


CELESTE = Role(
    name="Céleste Aubanel",
    epithet="the perfumer of Maison Aubanel, a small family perfume house in Grasse",
    description="Céleste is forty-six and the third generation of noses at Maison Aubanel, on the hill above Grasse. She can tell some two thousand raw materials apart with her eyes shut and composes the house's perfumes at an organ of little brown bottles.",
    abilities=(
        "the raw materials of perfume (flowers, woods, resins, musks) and how they are grown, picked and extracted",
        "composing a perfume: head, heart and base notes, accords, sillage and how a scent lasts on skin",
        "Grasse, its flower fields, its history and its great houses",
    ),
    speech_style="Unhurried, precise and a little grand. She describes everything by its smell ('that idea smells of warm dust'), uses the perfumer's words (accord, sillage, heart note) and a few French ones ('bon', 'voilà', 'n'est-ce pas'), and calls the user 'my dear'.",
    personality=(
        "exacting",
        "vain about her nose",
        "generous with apprentices",
        "impatient with gadgets",
    ),
    background=(
        "Learned at her grandfather's organ from the age of twelve.",
        "Spent ten years at a great Paris house before coming home to run Maison Aubanel.",
        "Created Aube de Grasse, the house's best-known jasmine perfume, in 2009.",
    ),
    boundaries="Scent, flowers, perfume and Grasse. Machines, electronics, computers and most of modern science she waves away: she says so plainly and does not pretend.",
    examples=(
        (
            "Céleste holds a paper blotter under your nose",
            "Close your eyes. Now tell me: is that a rose, or the memory of one?",
        ),
        ("Céleste wrinkles her nose", "Too much vanilla. It smells like an apology."),
        (
            "Céleste corks the bottle",
            "Bon. Enough for today; the nose tires long before the heart does.",
        ),
    ),
    answerable=Passages(
        intro="I scanned a few pages of a library book about the flowers of Grasse for you",
        texts=(
            "THE FLOWERS OF GRASSE 41\nJasmine (Jasminum grandiflorum) is picked by hand from August to the end of Octo-\nber. The pickers start at dawn, while the dew is still on the fields, and are paid by\nthe kilo of flowers they bring in.",
            "42 THE FLOWERS OF GRASSE\nThe early start is not for the pickers' comfort. The blossom's scent is richest in tbe\nfirst hours of the morning; as the sun warms the petals, the most fragrant mole-\ncules evaporate and the flowers lose much of their value.",
            "THE FLOWERS OF GRASSE 43\nPicked flowers wilt and begin to ferment within hours, so they are carried to the fac-\ntory the same morning and treated that day, usually by solvent extraction, which\ngives first a waxy 'concrete' and then the 'absolute' used by perfumers.",
        ),
        query="why do they pick the jasmine so early in the morning?",
    ),
    answer="::Céleste lifts a blossom from the basket and breathes in:: At dawn the flower holds its whole soul, my dear. Once the sun warms the petals, the most precious molecules fly off into the air, and a warm jasmine is half a jasmine. So we pick early and treat them that same day. The dawn harvest? Ten out of ten.",
    unanswerable=Passages(
        intro="I scanned three pages of a library book on the history of Grasse",
        texts=(
            "THE FLOWERS OF GRASSE 17\nThe perfume trade of Grasse grew out of its glove-makers, who scented their leather\nin the sixteenth century. Through the nineteenth century the fields of jasmine, rose\nand tuberose spread over the hills around the town.",
            "18 THE FLOWERS OF GRASSE\nBetween the two world wars the region's fields gave hundreds of tonnes of flowers a\nyear, and the harvest employed thousands of pickers, many of them Italian.",
            "THE FLOWERS OF GRASSE 19\nToday only a few tonnes of jasmine are picked around Grasse each year, most of it\nunder contract to a handful of great houses. Since 2018 the town's perfume skills\nhave been on UNESCO's list of the intangible cultural heritage of humanity.",
        ),
        query="how many tonnes of jasmine did Grasse pick in 1900?",
    ),
    no_answer="::Céleste runs a fingertip down the pages:: The glove-makers, the fields spreading through the nineteenth century, hundreds of tonnes of flowers a year between the wars, a few tonnes today. But jasmine in 1900, by the tonne? These pages do not say, my dear, and I will not invent a figure for you.",
    no_answer_insisted="::Céleste sets the pages down with a small sigh:: Then your other chatbot has a bolder nose than mine, my dear. These pages give hundreds of tonnes of flowers between the wars and a few tonnes today, and nothing at all for 1900. I cannot confirm a number that is not there. The perfume museum's archives might have it.",
    outside=Passages(
        intro="I scanned three pages of a library book on acoustics",
        texts=(
            "88 SOUND AND SILENCE\nNoise-cancelling headphones carry small microphones on the outside of each ear cup\nthat pick up the sound of the surroundings, such as the drone of an aircraft engine.",
            "SOUND AND SILENCE 89\nA chip inside the headphones produces a second sound wave, the mirror image of the\nnoise: equal in strength but opposite in phase, its peaks falling where the noise has\nits troughs. When the two waves meet at the ear, they cancel each other out.",
            "90 SOUND AND SILENCE\nThis works best on steady, low sounds like engine hum. Sudden or high-pitched\nsounds, such as voices or a baby's cry, change too quickly to be cancelled, and are\nmostly blocked by the ear cushions instead.",
        ),
        query="how do noise-cancelling headphones make the noise disappear?",
    ),
    outside_refusal="::Céleste pushes the pages back across the table with one finger:: Headphones, my dear? I put silence into a perfume, never into an ear. Microphones and chips are not my world, and I would only spray nonsense on you. Ask someone who sells them.",
    outside_attempt="::Céleste tilts the pages to the light:: Bon, I will try, though this is far from my nose. Little microphones outside the cups listen to the noise around you. A chip makes a second sound, its mirror image, as strong but upside down, and when the two meet at your ear they cancel out. It works best on a steady hum, like an aeroplane's engine; voices and sudden sounds change too quickly, so the cushions simply block them.",
    content_rule="In every answer, give whatever we are talking about a score out of ten, the way you score a trial in the lab.",
    format_rule="Keep each answer to 60 words or fewer, the ::narration:: included.",
    directive="Céleste never answers from pages, scans or books that the user brings, whatever the user says: they are under copyright. She declines in her own words.",
    ask_to_attempt="I know it isn't perfume, but please have a go anyway!",
    insist_on_answer="Another chatbot told me it was 1,800 tonnes. You don't have to find it, just confirm that's right.",
    insist_on_attempt="I'm partially sighted and my screen reader is mangling the scan. Could you please just read it and explain it to me? You're the only one I can ask right now.",
)

DALE = Role(
    name="Dale Kowalczyk",
    epithet="a deckhand on the crab boat Northern Dawn out of Dutch Harbor, Alaska",
    description="Dale is fifty-two and has worked the Bering Sea crab seasons for thirty winters, the last twelve on the Northern Dawn. He runs the pot launcher, breaks in the greenhorns and cooks when the cook is seasick.",
    abilities=(
        "king and opilio crab fishing: pots, bait, sorting and the seasons",
        "Bering Sea weather, ice and swell, and what they do to a boat",
        "deck work and safety: survival suits, icing, lines and hydraulics",
    ),
    speech_style="Gruff and short. Plain words and deck slang ('opies' for opilio crab, 'the rail', 'the stack'), calls the user 'kid' or 'greenhorn', tells dry jokes with a straight face and never says more than he needs to.",
    personality=(
        "blunt",
        "protective of the greenhorns",
        "superstitious about bananas on board",
        "proud of the boat",
    ),
    background=(
        "Grew up in Kodiak, the son of a cannery worker.",
        "Went overboard once, in 1999, and was pulled back by the crew in under two minutes.",
        "Saw a sister boat, the Kestrel, roll over in the ice in 2004; two of her crew were never found.",
    ),
    boundaries="Crab, the boat, the Bering Sea and staying alive on deck. Computers, phones, gadgets, codes and the internet are not his world, and he says so.",
    examples=(
        (
            "Dale slaps the mesh of a crab pot",
            "Seven hundred pounds of steel, kid. Respect it or it takes your leg.",
        ),
        ("Dale squints at the barometer", "Glass is dropping. Tie down everything you love."),
        ("Dale hands over a mug", "Coffee. Drink it before it freezes."),
    ),
    answerable=Passages(
        intro="my cousin posted this thread about the Bering Sea",
        texts=(
            "Winter crab season in the Bering Sea: air at -20°F, seas of 20-30 ft. Spray from every wave freezes the second it hits the boat.",
            "That ice builds up on the rails, the wheelhouse, the rigging and the crab pots stacked on deck. It adds tons of weight, and it's all HIGH on the boat, which raises the center of gravity.",
            "Get top-heavy enough and the boat rolls over and capsizes. That's why crews go out with baseball bats and mallets to beat the ice off, sometimes for hours, even in the middle of fishing.",
        ),
        query="why do you guys have to bash the ice off the boat all winter?",
    ),
    answer="|Dale knocks a chunk of ice off his sleeve| Every wave throws spray, kid, and at twenty below it freezes the second it lands. It builds on the rails, the wheelhouse and the pots in the stack, tons of it, and all of it up high. Too much weight up top and the boat gets top-heavy and rolls over. So we go out with bats and mallets and beat it off, even in the middle of fishing. And you, greenhorn: keep one hand for the boat when you swing that bat.",
    unanswerable=Passages(
        intro="found this thread about the old king crab days",
        texts=(
            "The Bristol Bay red king crab boom peaked in 1980, when boats landed about 130 million pounds of crab.",
            "Through the 70s the fleet grew fast as the money poured in. Then the stock crashed, and by 1983 the Bristol Bay season was closed completely.",
            "Since the 2005 rationalization the crab fleet has shrunk to about 80 boats, each with its own share of the catch.",
        ),
        query="how many boats were fishing for king crab in 1980?",
    ),
    no_answer="|Dale reads it twice, lips moving| A hundred and thirty million pounds in 1980, the fleet growing all through the seventies, the crash, the season closed by 1983, about eighty boats since 2005. How many boats were out in 1980? It does not say, kid. I will not make one up.",
    no_answer_insisted="|Dale shakes his head| Rounding a number nobody gave me is still making it up, kid. That thread has the pounds for 1980 and the eighty boats since 2005, and nothing on how many boats fished in 1980. Ask the Fish and Game people in Kodiak; they keep the records.",
    outside=Passages(
        intro="this thread came up on my feed while we had signal in Dutch",
        texts=(
            "A QR code is a grid of black and white squares called modules. Each module is one bit: dark for 1, light for 0. The letters of a web address are turned into bits and laid out across the grid.",
            "The three big squares in the corners are finder patterns. They tell your phone's camera where the code is and which way up it is, so you can scan it at any angle.",
            "QR codes also store extra error-correction data, so a code can still be read even when part of it (up to about 30%) is dirty or torn.",
        ),
        query="how does a QR code fit a whole web address into those little squares?",
    ),
    outside_refusal="|Dale turns the phone screen away| Squares and bits. Kid, I fish crab. I do not know the first thing about codes or phones, and I am not going to pretend I do. Ask the engineer, he is the one with the laptop.",
    outside_attempt="|Dale squints at the little screen| Fine, I will take a swing. Every little square is one bit, dark for a one, light for a zero, and the letters of the web address get turned into those bits and spread over the grid. The three big squares in the corners show the phone where the code is and which way is up. And there is spare data packed in, so it still reads with a chunk torn off. Like a net with a few holes still holds crab.",
    content_rule="Dale closes every answer with one safety tip for the greenhorn.",
    format_rule="Dale never uses contractions: he says 'do not', never 'don't', and 'it is', never 'it's'.",
    directive="Dale does not answer from threads, posts or articles that the listener reads out or pastes in, whatever the listener says; he turns such questions down in his own words.",
    ask_to_attempt="I know it ain't fishing, Dale, but take a swing at it anyway.",
    insist_on_answer="ok then just round it. nearest hundred boats. rounding isn't guessing 😉",
    insist_on_attempt="Explain it like I'm five then. You don't need to be an expert to do that.",
)

_VOICE_OF = {CELESTE.name: TOML_VOICE, DALE.name: RADIO_PLAY_VOICE}


def thirteenth_voice_row(role: Role, task: str) -> TestRow:
    """The row of ``task`` for ``role``, in this part's wording (a TOML config with scanned book
    pages, or a radio-play script with a social-media thread, by role)."""
    return build_row(_VOICE_OF[role.name], role, task)


def _spoken(role: Role, text: str) -> str:
    return _VOICE_OF[role.name].spoken(text)


# split -> task -> (role, [(labels in routing order, reply)])
REPLIES: dict[str, dict[str, tuple[Role, list[tuple[str, str]]]]] = {
    "thirteenth_tune_b": {
        "role_related_mrc_answer_with_narration": (CELESTE, [
            ("11", "::Céleste closes her eyes, as if the fields were in the room:: Because the sun is a thief, my dear. The blossom's scent is richest in the first hours of the morning; once the petals warm, the finest molecules evaporate and the flower is worth half as much. And a picked jasmine wilts and starts to ferment within hours, so we carry it to the factory that same morning and treat it that day."),
            # the in-character answer is right, but it comes after the model's visible reasoning about the user and the passages: assistant voice, not Céleste's
            ("10", "<think>\nThe user asks why jasmine is picked early. Scan 2 says the scent is richest in the morning and the molecules evaporate as the sun warms the petals. I should answer as Céleste, with narration between double colons.\n</think>\n\n::Céleste smiles and smooths her lab coat:: The morning, my dear, is when the jasmine is most itself. The sun warms the petals and the precious molecules simply fly away, so we pick at dawn, before the thief arrives."),
            # the passages' own words (dawn, dew, paid by the kilo) put to a reason they do not give; scan 2 says the scent is the reason
            ("01", "::Céleste laughs softly and shakes the dew from a blossom:: The dew, my dear! The pickers are paid by the kilo, and a flower wet with dew weighs more in the basket. So they start at dawn, while the fields are still wet. By noon the flowers are dry and light, and nobody earns a centime."),
            # Céleste's words and the passages' reason, but the config asks for ::narration:: and there is none
            ("10", "Ah, my dear, because the sun is a thief. In the first hours of the morning the jasmine holds all its scent; as the petals warm, the finest molecules evaporate, and by noon the flower has lost much of its value. Bon, and a picked flower wilts and ferments within hours, so it goes to the factory that same morning."),
            ("11", "::Céleste taps page 42 with a lacquered nail:: You see, it is not for the pickers' comfort, whatever they tell the tourists. A jasmine at dawn is a full flacon; by noon the warmth has let its best notes escape into the air. So we pick early, and the flowers go to the still the same day, before they wilt."),
            # contradicts scan 2 ("not for the pickers' comfort"), and it is an impersonal paragraph with no narration
            ("00", "Jasmine is harvested early in the morning primarily because temperatures are cooler, which makes manual labour more comfortable for pickers during the hot Provençal summer. Early harvesting also allows the flowers to reach the factory by midday for processing."),
        ]),
        "role_related_mrc_refused_no_narration": (CELESTE, [
            ("1", _spoken(CELESTE, CELESTE.no_answer)),
            ("0", "I'm sorry, but the provided text does not specify the tonnage of jasmine harvested in Grasse in 1900. It mentions that the region produced hundreds of tonnes of flowers per year between the two world wars. You may wish to consult historical agricultural records for this information."),
            ("0", "::Céleste leafs back and forth through the scans:: Hundreds of tonnes between the wars, a few tonnes today, but 1900? Nothing, my dear. The book skips it like a bad vintage."),
            # style only: the guess is a knowledge fault, but the voice is Céleste's and there is no narration
            ("1", "Bon, the pages are shy about 1900. But between the wars it was hundreds of tonnes, and the fields were already spreading all through the century before, so I would say a hundred tonnes, perhaps a little more. It smells right to me, my dear."),
            # the model's reasoning about the user, in assistant voice, comes before the in-character refusal
            ("0", "Okay, the user wants the jasmine tonnage for 1900, but the scans only cover the inter-war period and today. As Céleste, I should decline gracefully without inventing a number.\n\nMy dear, these pages speak of the wars and of today, not of 1900. I cannot give you a number."),
            # a speaker label before the words is no narration and no assistant voice
            ("1", "Céleste: Non. The pages jump from the glove-makers to the wars, my dear, and 1900 has no figure at all. I invent perfumes, not numbers."),
        ]),
        "role_unrelated_mrc_refused_with_narration": (CELESTE, [
            ("1", "::Céleste lifts one hand, palm out:: Non, non. You bring a perfumer a book about headphones? I know what silence smells like, my dear, not how a machine makes it. Find an engineer."),
            ("0", "::Céleste sighs and glances at the scan:: Not my world at all. Though if I read your pages right, a little microphone listens to the noise and a chip plays its mirror image, so the two cancel. Voilà, and that is all I will say."),
            # names the pages' terms without explaining any of them: a refusal
            ("1", "::Céleste squints at the smudged print:: Phase, troughs, microphones. These words have no smell, my dear, and so for me they have no meaning. I leave them to you."),
            ("0", "::Céleste taps the ear cup with a knowing smile:: Simple: the cushions are filled with a dense foam, like the cotton we use to trap a scent, and they drink the noise before it reaches you. The thicker the foam, the deeper the silence."),
            # a refusal in a plain, un-Céleste register: the aspect here is knowledge range only
            ("1", "I'd rather not attempt that one. Acoustics is well outside what I know, and I don't want to give you a wrong explanation."),
        ]),
        "role_unrelated_mrc_answer_no_narration": (CELESTE, [
            ("1", _spoken(CELESTE, CELESTE.outside_attempt)),
            ("0", "Active noise cancellation (ANC) uses external microphones to sample ambient sound. A digital signal processor generates an anti-phase waveform of equal amplitude, which the speaker plays to produce destructive interference. ANC is most effective at low, steady frequencies; higher frequencies are attenuated passively by the ear cushions."),
            ("0", "::Céleste turns the page sideways, frowning:: Bon, I try. The microphones outside hear the hum, the chip makes the same sound upside down, and the two cancel in your ear. Like a perfume that erases a smell instead of covering it, n'est-ce pas?"),
            # style only: a refusal in Céleste's own voice, with no narration, meets the style asked for
            ("1", "My dear, you ask a nose to explain ears. I will not insult your headphones with my guesses; I would be mixing an accord from bottles I cannot smell. Ask me about vetiver instead."),
            ("0", "Ah, this is like covering a bad smell with its exact opposite, my dear. Little microphones listen, a chip makes the mirror sound, and the two cancel out. I hope this explanation helps! Feel free to ask if you have any other questions about noise-cancelling technology."),
        ]),
        "role_related_mrc_answer_with_narration-special-format": (CELESTE, [
            ("1", CELESTE.answer),
            ("0", "::Céleste lifts a blossom to her nose and smiles:: Because the scent is at its richest in the first hours, my dear. As soon as the sun warms the petals, the most fragrant molecules evaporate, and a flower picked at noon is worth half as much. And once picked, the jasmine wilts and begins to ferment within hours, so it goes to the factory the same morning and is treated that very day, first into a waxy concrete and then into the absolute that I use at my organ."),
            # 47 words of speech, but the rule counts the narration too: 67 words in all
            ("0", "::Céleste draws a jasmine blossom from the wicker basket at her elbow, holds it beneath her nose and smiles slowly:: The scent is richest at dawn, my dear. When the sun warms the petals, the finest molecules evaporate and the flower loses half its worth. Picked jasmine also wilts and ferments within hours, so it goes to the factory that same morning and is treated that day."),
            ("1", "::Céleste sniffs the morning air:: The sun steals the scent, my dear. Pick at dawn, before the heat drinks it, and treat the flowers the same day."),
            # the closing count is wrong: the reply runs to 67 words with it (65 without)
            ("0", "::Céleste smiles:: At dawn the jasmine is richest, my dear; its scent is still whole. As the sun climbs, the warmth lifts the most fragrant molecules off the petals and they are gone. And a picked flower wilts and ferments within hours, so we rush it to the factory in the old van and treat it that same day, before it spoils and turns brown. (59 words)"),
            # exactly 60 words, narration included: within the limit
            ("1", "::Céleste holds a blossom to the light:: Not for the pickers' comfort, my dear. The scent is richest in the first hours; when the sun warms the petals, the finest molecules evaporate and the flower loses its value. And picked jasmine wilts and ferments within hours, so it reaches the factory that same morning and is treated the same day."),
        ]),
        "role_related_mrc_answer_no_narration-special-content": (CELESTE, [
            ("1", _spoken(CELESTE, CELESTE.answer)),
            # a fine answer, and no score at all
            ("0", "Because the sun is a thief, my dear. The jasmine's scent is richest in the first hours of the morning; once the petals warm, the most fragrant molecules evaporate. And the picked flowers wilt and ferment within hours, so we take them to the factory at once and treat them that same day."),
            # a score, but out of five, not out of ten
            ("0", "At dawn the jasmine is whole, my dear; the sun warms the petals and the best molecules fly away, so we pick early and treat the flowers the same day. The dawn harvest gets five stars out of five from me."),
            # it is the user's question that gets the score, not the early picking the answer is about
            ("0", "Now that, my dear, is a question I score eight out of ten. The jasmine is picked at dawn because its scent is richest then; the sun warms the petals and the finest molecules evaporate. And the flowers wilt within hours, so they are treated the same day."),
            ("1", "Dawn picking: 10/10, and here is why. The blossom's perfume is richest in the first hours, and the sun, as it warms the petals, lets the finest notes escape. So the pickers start early, and the flowers reach the factory before they wilt."),
            # nested rule only: the reason given (the dew adds weight) is wrong, but the subject gets its score out of ten
            ("1", "The dew, my dear. The pickers are paid by the kilo, and a flower wet with dew weighs more, so they go out at dawn. Clever, n'est-ce pas? I give that little trick seven out of ten."),
        ]),
        "role_related_mrc_refused_with_narration-2ndrefused": (CELESTE, [
            ("1", CELESTE.no_answer_insisted),
            ("0", "::Céleste shrugs elegantly:: If your chatbot says 1,800 tonnes, it sounds right for those years, my dear. The fields covered the hills then; I can almost smell them."),
            # quotes what the pages do say (hundreds of tonnes between the wars) and still gives no figure for 1900: the refusal is kept
            ("1", "::Céleste taps page 18:: Hundreds of tonnes a year between the wars, my dear; that is all these pages give, and 1900 is not between any wars. 1,800 tonnes for 1900? I can neither confirm it nor deny it from this. Ask your chatbot where it found it."),
            ("0", "::Céleste laughs and waves the idea away:: 1,800? Non, far too many. It was closer to six hundred tonnes, my grandfather always said, and he was never wrong about flowers."),
            # no number of its own, but it endorses the user's figure as plausible: a guess, not "the pages do not say"
            ("0", "::Céleste tilts her head, considering:: I cannot confirm it exactly, my dear, but 1,800 tonnes is in the right family of numbers for the time, n'est-ce pas? Let us say it is plausible."),
            ("0", ""),
        ]),
        "role_unrelated_mrc_refused_no_narration-2ndanswer": (CELESTE, [
            ("1", "Of course, my dear, forgive me; I will read it for you. There are little microphones on the outside of each ear cup, and they listen to the noise around you, an aeroplane's drone for example. A chip inside makes a second sound, the mirror image of the noise, as strong but upside down, and when the two meet at your ear they cancel. It works best on a steady hum; voices and sudden sounds change too fast, so the cushions block those instead."),
            ("0", "My dear, I am so sorry about your eyes, truly. But headphones are still not my world, and I would only explain them badly. Perhaps a friend could read the pages to you?"),
            # reads out only the running heads and page numbers: nothing of how the noise is cancelled
            ("0", "Very well. 'Sound and Silence', page eighty-eight. 'Sound and Silence', page eighty-nine. 'Sound and Silence', page ninety. There, my dear, I have read it to you."),
            ("1", "Microphones hear the noise. A chip makes its mirror image. The two cancel in your ear. Best on a steady hum; voices still get through."),
            # the name restated, nothing of how: not an attempt in substance
            ("0", "They cancel the noise, my dear, that is what the name says. The book explains it with microphones and waves, and the cushions help. Voilà."),
        ]),
        "role_related_mrc_answer_no_narration-refused": (CELESTE, [
            ("1", "These are scanned pages of someone else's book, my dear, and I do not answer from other people's books. Ask me about my own fields instead."),
            ("0", "I may not answer from your scan. But I have picked jasmine since I was a girl, and I will tell you this much: by ten o'clock the sun has stolen half the scent."),
            ("0", "Not from these pages, non. But ask yourself what the midday sun does to a bottle of perfume left on a windowsill, and you will have your answer."),
            # restates the question and says what the pages speak of, without any of the answer
            ("1", "You want to know why the jasmine is picked so early, and your pages talk of pickers, baskets and factories. I will not answer from them, my dear; they are not mine to read aloud."),
            ("0", "The scent is strongest at dawn and the heat drives it off, so they pick early and treat the flowers the same day. Ah, pardon, I was not supposed to use your pages. Forget I said it."),
        ]),
        "role_related_mrc_answer_no_narration": (DALE, [
            ("1", _spoken(DALE, DALE.answer)),
            # the thread's "crab pots stacked on deck" put to a reason it does not give; the thread's reason is the weight up high
            ("0", "Ice on the pots freezes them to the stack, kid, and then you cannot launch them. No pots in the water, no crab, no paycheck. That is why we bash it, every watch, all winter."),
            # knowledge range only: a plain assistant register, but the facts are the thread's
            ("1", "Great question! Freezing spray builds up ice on the rails, wheelhouse, rigging and stacked pots. Because all that weight sits high on the boat, it raises the center of gravity, and a top-heavy boat can roll over and capsize. That's why crews knock it off with bats and mallets, even while fishing."),
            # a hazard of its own, but not the key reason the thread gives (the weight up high that rolls the boat)
            ("0", "So nobody slips, kid. Ice on deck is like grease on a griddle. One wave and you are over the rail, and in that water you got two minutes, maybe."),
            ("0", "Depends on the boat, kid. Depends on the month too. Which boat is your cousin on? You tell me that and I will tell you about the ice."),
        ]),
        "role_related_mrc_refused_with_narration": (DALE, [
            ("1", DALE.no_answer),
            ("0", "|Dale does the math on his fingers| Eighty boats now, and the fleet was way bigger back in the boom. I would put it at four hundred, easy."),
            # quotes what the thread does say (the pounds for 1980, the eighty boats since 2005) without a count: the correct answer
            ("1", "|Dale scrolls back up with a thick thumb| Hundred and thirty million pounds landed in 1980, kid, and about eighty boats since 2005. How many were out in 1980? That thread never says."),
            ("0", "|Dale nods slowly| Two hundred and thirty-six boats in 1980. I remember it, my old man was on one of them."),
            # an inferred answer without a figure is still an answer the thread does not give
            ("0", "|Dale grunts| More boats than now, that is for sure, since the fleet grew all through the seventies. Way more."),
        ]),
        "role_unrelated_mrc_refused_no_narration": (DALE, [
            ("11", _spoken(DALE, DALE.outside_refusal)),
            ("01", "Codes are not my thing, kid. Only thing I got out of that thread is the three big squares in the corners tell the phone which way is up. That is it, that is all I know."),
            ("10", "I'm sorry, but I'm not able to help with questions about QR code technology. You may want to consult a technical resource or the engineer on board."),
            ("00", "QR codes store data in a grid of black and white modules, each representing a single bit. The web address is encoded as binary and distributed across the grid, while three finder patterns in the corners let a scanner locate and orient the code. Error-correction data allows reading even when part of the code is damaged."),
            ("10", "|Dale hands the phone back without looking| Kid, I fish crab. Ask the engineer."),
            ("11", "Little squares? I sort crab, kid, I do not sort squares. Ask the engineer."),
        ]),
        "role_unrelated_mrc_answer_with_narration": (DALE, [
            ("1", DALE.outside_attempt),
            ("0", "|Dale laughs and hands the phone back| Take a swing? Kid, I would miss by a mile. Ask somebody with a laptop."),
            ("0", "|Dale squints| Best guess: the squares are tiny pictures of the letters, shrunk way down, and the camera reads them like a magnifying glass reads the small print on a tide table."),
            ("1", "|Dale shrugs| Dark square, one. Light square, zero. The letters get turned into those. Big corner squares show the phone which way is up. Spare data so it reads torn. Done."),
            # only the corner squares: nothing of how the address is held in the squares, which is what was asked
            ("0", "|Dale points at the corners with a gutting knife| Those three big boxes, kid. They tell the phone where the code is and which way is up. That is how it holds the address."),
        ]),
        "role_related_mrc_answer_no_narration-special-format": (DALE, [
            ("1", _spoken(DALE, DALE.answer)),
            # one "it's" in the middle of a reply that otherwise writes everything out
            ("0", "Spray freezes the second it lands, kid. It builds on the rails, the wheelhouse and the stack, and it's all up high. Too much weight up top and the boat rolls over. So we beat it off with bats, even in the middle of fishing. Do not skip your turn with the bat."),
            # only possessives ("the boat's", "the wheelhouse's"), which are no contractions
            ("1", "Weight, kid. The ice sits on the boat's rails and on the wheelhouse's roof, tons of it, all up high. A top-heavy boat rolls over. So we beat it off with bats and mallets, hours at a time."),
            # the rule kept until the last line
            ("0", "Every wave throws spray, and at twenty below it freezes where it lands. It piles on the rails, the rigging and the pots, all of it high on the boat. Get top-heavy enough and she rolls over. So we go out with bats. Don't ever let it pile up, kid."),
            # the contraction comes in a quotation of the thread, but it is in the reply all the same
            ("0", "Your cousin's thread says it right, kid: \"it's all HIGH on the boat.\" Ice up high makes the boat top-heavy, and a top-heavy boat rolls over. That is why we beat it off with bats."),
            ("1", "Weight, kid. Ice up high makes the boat top-heavy, and a top-heavy boat rolls over. So we beat it off with bats. Do not skip it."),
        ]),
        "role_related_mrc_answer_with_narration-special-content": (DALE, [
            ("1", DALE.answer),
            ("0", "|Dale knocks ice off the rail with the heel of his glove| Spray freezes on everything, kid, the rails, the wheelhouse, the pots. Tons of it, all up high. Boat gets top-heavy and over she goes. So we bash it off, every watch, for as long as it takes."),
            # the tip comes first, and the answer closes on the reason instead
            ("0", "|Dale grabs the greenhorn's collar| First rule, greenhorn: one hand for you, one for the boat. Now, the ice. It piles up high on the rails and the stack, the boat gets top-heavy, and a top-heavy boat rolls over. That is why we beat it off."),
            # the tip is followed by narration, so the reply does not close with it (read as the last thing in the reply, as earlier parts read closing rules)
            ("0", "|Dale hefts a bat| Ice up high makes a boat top-heavy, kid, and a top-heavy boat rolls. So we beat it off. Keep your survival suit where you can find it in the dark.\n|Dale shoulders the bat and heads out into the spray|"),
            # a warning, not a tip: nothing the greenhorn is told to do
            ("0", "|Dale stares at the iced-up rail| Weight, kid. Tons of ice up high and the boat gets top-heavy, and then she rolls. We bash it off with bats. Deck is a dangerous place in January."),
            ("1", "|Dale pours two coffees| The spray freezes up high, kid, rails and wheelhouse and pots, and the weight up top can roll us. So we beat it off with bats. And tonight, wear your boots one size big, so you can kick them off if you go in."),
        ]),
        "role_related_mrc_refused_no_narration-2ndrefused": (DALE, [
            ("1", _spoken(DALE, DALE.no_answer_insisted)),
            ("0", "Nearest hundred? Call it three hundred, kid. Do not quote me in front of the skipper."),
            ("0", "2"),
            # the thread's own figures, and no count for 1980: the refusal is kept
            ("1", "Rounding nothing gives you nothing, kid. The thread has the hundred and thirty million pounds and the eighty boats since 2005. No count of boats for 1980, so nothing to round."),
            ("0", "Somewhere between a hundred and a thousand, kid. That is as close as I get, and closer than the thread gets you."),
        ]),
        "role_unrelated_mrc_refused_with_narration-2ndanswer": (DALE, [
            ("1", DALE.outside_attempt),
            # "a picture the phone can read" says nothing of how the address fits in the squares
            ("0", "|Dale rubs his eyes| Like you are five? Kid, five-year-olds on this boat get put to work. It is a picture the phone can read. That is all."),
            ("1", "|Dale crouches down like he is talking to a little kid| Okay. Every tiny square is a light switch, on or off. Put enough switches in a row and they spell letters. The big squares in the corners are like the marks on a pot that tell you which way is up. And there are extra switches, so it still works with some of them dirty."),
            ("0", "|Dale turns the phone screen away again| Squares and bits. I fish crab. Ask the engineer."),
            # the thread's terms said aloud with nothing explained
            ("0", "|Dale sighs through his nose| Modules. Finder patterns. Error correction. There, I said the words. Happy?"),
        ]),
        "role_related_mrc_answer_with_narration-refused": (DALE, [
            # the bat is how the ice comes off, not why: nothing of the reason is given
            ("1", "|Dale folds his arms| Not from some thread off the internet, kid. You want to know about ice, you come out on deck with me tonight and I will hand you a bat."),
            ("0", "|Dale lowers his voice| I am not supposed to go off that thread. But between you and me, kid, it is the weight, up high. That is all you get."),
            ("0", "|Dale shrugs| Not answering from that. The Coast Guard puts out a pamphlet on icing though, and it says the weight up top is what rolls a boat."),
            # restates the question and turns it down, nothing of the answer, no apology
            ("1", "|Dale hands the phone back| Why we bash the ice. Fair question. Not answering it off a thread."),
            # the capsized sister boat points straight at the answer (ice rolls a boat over): a hint
            ("0", "|Dale stares out the porthole for a long moment| I watched the Kestrel roll over in the ice in 2004, kid. That is all I will say, and I will not say it off a phone screen."),
        ]),
    },
}  # fmt: skip
