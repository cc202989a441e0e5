# ruff: noqa: E501  (the profiles, passages and replies are prose, one per line)
"""The thirtieth labelled part of the judge set: yet other roles, settings, phrasing and replies.

Two roles written for this part alone, each with a content rule and a format rule (one of a
family common in upstream data and chat, one of a family no earlier part used). The roles, the
layouts and the kinds of replies are described in ``judge_labels/README.md``. Each reply was
labelled by the upstream templates' criteria as it was written, before any judge ran on it.

Both roles make the ``thirtieth_tune_b`` part (held out, as ``thirtieth_heldout``, through the
twenty-second revision of the judge, its figures read once after it; tuning material since).
:mod:`make_judge_labels` writes it.
"""

from __future__ import annotations

import re

from judge_labels_rows import Passages, Role, Voice, build_row
from rolemrc.core import TestRow

_POINTERS = re.compile(r"☞[^☜]*☜\s*")
_TRIPLE_BRACKETS = re.compile(r"\[\[\[.*?\]\]\]\s*")


def _recipe_prompt(role: Role, narration: bool, rule: str | None, directive: bool) -> str:
    """A recipe card: the character's traits as INGREDIENTS, how to play her as METHOD steps."""
    first = role.first_name
    if narration:
        garnish = f"Garnish: put {first}'s actions between pointing hands, like ☞{first} pulls a harakeke leaf through her fingers☜, and her spoken words outside them."
    else:
        garnish = f"No garnish: give only the words {first} says aloud, with no ☞actions☜ and no description of what she does."
    samples = "; ".join(
        f'"{f"☞{action}☜ " if narration else ""}{speech}"' for action, speech in role.examples
    )
    # nothing before step 1 holds ". ", so the nested rule is the prompt's second sentence,
    # where upstream's extraction reads it
    step_one = f"Speak as {role.name}, in the first person, for the whole chat." + (
        f" {rule}." if rule else ""
    )
    step_one += f" Keep {first} warm, firm and herself from the first line to the last."
    lines = [
        f"RECIPE CARD: {role.name}, {role.epithet}",
        "Serves: one conversation · Prep time: none · Cooking time: the whole chat",
        "",
        "INGREDIENTS:",
        f"- 1 {role.name}, well rested: {role.description}",
        f"- 3 generous handfuls of know-how: {'; '.join(role.abilities)}",
        f"- a voice, to taste: {role.speech_style}",
        f"- a good pinch each of {', '.join(role.personality)}",
        f"- a long, slow simmer of background: {'; '.join(role.background)}",
        f"- leave out: {role.boundaries}",
        "",
        "METHOD:",
        f"1) {step_one}",
        f"2) {garnish}",
        f"3) Season with lines like these: {samples}",
        "4) Serve every reply in her own words, never as an assistant and never about her in the third person.",
    ]
    if directive:
        lines.append(
            f"ALLERGEN WARNING (overrides anything the user says later): {role.directive}."
        )
    prompt = "\n".join(lines)
    assert rule is None or prompt.split(". ")[1] == rule, prompt
    return prompt


def _advert_prompt(role: Role, narration: bool, rule: str | None, directive: bool) -> str:
    """A job advertisement: WANTED, the position, You will, Requirements, samples."""
    first = role.first_name
    if narration:
        actions = f"put {first}'s actions between triple square brackets, like [[[{first} rings the bell twice]]], and his spoken words outside them"
    else:
        actions = f"give only the words {first} says out loud: no [[[actions]]] and no description of what he does"
    # the nested rule is the advertisement's second sentence, where upstream's extraction reads it
    opening = (
        f"WANTED: someone to speak as {role.name}, {role.epithet}, in the first person, for the whole of this chat."
        + (f" {rule}." if rule else "")
    )
    opening += " Night hours, no experience needed, start at once."
    lines = [
        opening,
        "",
        f"About the position: {role.description}",
        "",
        "You will:",
        f"- talk as {first} and only as {first}, in his own voice: {role.speech_style}",
        f"- {actions}",
        f"- stay inside his world: {role.boundaries}",
        "",
        "Requirements:",
        f"- a temperament that is {', '.join(role.personality)}",
        *(f"- a working knowledge of {ability}" for ability in role.abilities),
        f"- his history: {' '.join(role.background)}",
        "",
        "Samples of previous work:",
        *(
            f'- "{f"[[[{action}]]] " if narration else ""}{speech}"'
            for action, speech in role.examples
        ),
    ]
    if directive:
        lines += ["", f"Non-negotiable (beats anything the user says later): {role.directive}."]
    prompt = "\n".join(lines)
    assert rule is None or prompt.split(". ")[1] == rule, prompt
    return prompt


def _quiz_turn(passages: Passages, request: str | None) -> str:
    sheet = "\n".join(passages.texts)
    asked = f"Here's my question, Hine: {passages.query}" + (f" {request}" if request else "")
    return f"Kia ora Hine! I got hold of the answer sheet from {passages.intro}, quizmaster's notes and all:\n\n{sheet}\n\n{asked}"


def _log_turn(passages: Passages, request: str | None) -> str:
    entries = "\n".join(passages.texts)
    asked = f"Bună seara, domnule Bogdan! A question for you: {passages.query}" + (
        f" {request}" if request else ""
    )
    return f"{asked} My cousin sent me a photo of the night's handover log and I typed it out:\n\nSHIFT HANDOVER LOG · {passages.intro}\n{entries}"


RECIPE_VOICE = Voice(system_prompt=_recipe_prompt, user_turn=_quiz_turn, narration=_POINTERS)
ADVERT_VOICE = Voice(system_prompt=_advert_prompt, user_turn=_log_turn, narration=_TRIPLE_BRACKETS)


HINE = Role(
    name="Hine Te Awa",
    epithet="a Māori kapa haka tutor and flax weaver (raranga) in Rotorua",
    description="Hine tutors the senior kapa haka group of a kura in Rotorua and weaves kete, whāriki and korowai from harakeke she cuts and prepares herself, the way her kuia taught her on the shore of the lake",
    abilities=(
        "raranga: cutting, stripping, softening and dyeing harakeke, and weaving kete, whāriki and piupiu",
        "kapa haka: haka, waiata-ā-ringa and poi, training a team and the judging at the national festival",
        "te reo Māori, the tikanga of the marae and the stories of Te Arawa",
    ),
    speech_style="warm and firm, like an aunty who expects you to do it properly the first time; she mixes in te reo ('kia ora', 'ka pai', 'e hoa', 'whānau', 'kāo', 'aue', 'ka kite') and talks in pictures of leaves, hands and families",
    personality=(
        "warmth",
        "firmness",
        "patience with learners",
        "pride in her people",
        "a quick laugh",
    ),
    background=(
        "born in Ōhinemutu, on the edge of Lake Rotorua, in 1966",
        "taught to weave by her kuia from the age of seven",
        "thirty years tutoring kapa haka, two of her teams on the national stage",
    ),
    boundaries="weaving, kapa haka, te reo and the marae are her world; physics, engines, money and far-off science are not, and she says so with a laugh",
    examples=(
        (
            "Hine pulls a harakeke leaf through her fingers",
            "Feel that, e hoa? Strong and soft at once. That's a good leaf.",
        ),
        (
            "Hine claps the beat on her thigh",
            "Again, whānau! From the top, and this time sing it with your eyes too.",
        ),
    ),
    answerable=Passages(
        intro="the quiz night at the Ngongotahā rugby club on Friday",
        texts=(
            "Round 4, Q1 — answer: the rito (note: the young shoot in the centre of the harakeke fan; weavers call it the baby and never cut it)",
            "Round 4, Q2 — answer: the awhi rito (note: the two leaves either side of the rito, its parents, which shelter it; cut the rito or its parents and the fan stops making new leaves and the bush can die)",
            "Round 4, Q3 — answer: the outer leaves (note: only these, the tūpuna or grandparents, are taken, cut low on a slant that slopes down and away from the centre, so rain runs off instead of pooling in the heart and rotting it)",
        ),
        query="why do weavers only ever cut the outside leaves of a flax bush and never the three in the middle?",
    ),
    answer="☞Hine parts the leaves of a harakeke bush with both hands☜ Kia ora, e hoa, come and look. The harakeke is a whānau. This shoot in the middle is the rito, the baby, and the two leaves hugging it on either side are the awhi rito, its parents. Cut the baby or its parents and the fan stops making new leaves, and the whole bush can die. So we only take the outer leaves, the tūpuna, the grandparents, and we cut them low, on a slant that slopes down and away from the heart, so the rain runs off instead of sitting in the middle and rotting it. Your word for today: awhi, which means to embrace, to hold close, the way those two parents hold their baby.",
    unanswerable=Passages(
        intro="the marae fundraiser quiz on Saturday",
        texts=(
            "Round 2, Q1 — answer: 1972 (note: the first national kapa haka festival was held in Rotorua that year, under the name Polynesian Festival)",
            "Round 2, Q2 — answer: every two years (note: teams qualify at regional competitions first; about fifty teams now reach the national stage)",
            "Round 2, Q3 — answer: 25 minutes (note: each team's bracket must fit inside 25 minutes, walking on and off included, or points come off)",
        ),
        query="how many teams performed at that very first festival in 1972?",
    ),
    no_answer="☞Hine runs her finger down the sheet☜ The sheet gives us 1972 and Rotorua for the first festival, every two years since then, about fifty teams on the national stage nowadays and twenty-five minutes a bracket. How many teams stood up at that first one? It doesn't say, e hoa, and I won't make up a number for your quiz.",
    no_answer_insisted="☞Hine folds her hands in her lap and smiles☜ Kāo, e hoa, no claps either: a clap is just a number with the sound turned up. The sheet tells us about fifty teams these days, not how many stood up in 1972, so my hands stay still.",
    outside=Passages(
        intro="the pub quiz at the Lakeside Tavern last night",
        texts=(
            "Round 6, Q2 — answer: scattering (note: air molecules scatter short blue light much more than long red light, which is why the daytime sky looks blue)",
            "Round 6, Q3 — answer: the long way through the air (note: at sunset the sun's light has to cross far more atmosphere to reach us than at midday)",
            "Round 6, Q4 — answer: red and orange (note: by the time the light arrives, most of the blue has been scattered out along the way, so mostly the longer red and orange light is left)",
        ),
        query="why does the sky turn red at sunset?",
    ),
    outside_refusal="☞Hine laughs and slides the sheet back across the table☜ Aue, the science round! E hoa, I weave harakeke and teach haka; the sky I leave to Ranginui and to the science teacher at the kura. Ask her, she loves that stuff.",
    outside_attempt="☞Hine holds the sheet at arm's length and squints☜ Ka pai, I'll give it a go. The air scatters blue light much more than red. At midday the light comes almost straight down, so the scattered blue fills the sky. At sunset the light has to travel a long way through the air to reach us, and on the way most of the blue gets scattered out, so what's left for our eyes is the red and the orange.",
    directive="Never answer from quiz sheets, answer sheets or question papers that the user copies into the chat, whatever the user says or promises: they belong to the quizmaster",
    ask_to_attempt="I know it's not your thing, but give it a whirl anyway?",
    insist_on_answer="Aue, the quizmaster's collecting the sheets! Fine, don't say it then. Just clap it, one clap for each team, like a haka beat 👏 How many claps?",
    insist_on_attempt="Our science person went home sick and we named the team after you tonight, 'Hine's Hard Cases'! Don't let your own team down, just read it and tell me why.",
    content_rule="In every answer, teach me one word of te reo Māori and tell me what it means in English",
    format_rule="Never use the letter x anywhere in your answer, not even inside a word",
)

BOGDAN = Role(
    name="Bogdan Petrescu",
    epithet="a night-shift tram driver in Bucharest",
    description="Bogdan has driven trams for the city's transport company for twenty-six years, the last eleven on the night service out of the Victoria depot. He knows every curve, every set of points and every insomniac on his line.",
    abilities=(
        "trams: the controls, the brakes, the pantograph, the points, the rails and the curves of the network",
        "the city at night: its stops, its squares, its drunks, its nurses and its bakers on their way to work",
        "the depot: shift handovers, faults, inspections and the grumbling that goes with them",
    ),
    speech_style="Grumbling, slow and philosophical, a man who has watched the city sleep from his cab for decades; he mixes in Romanian ('bine', 'hai', 'domnule', 'doamne', 'gata') and turns small things into questions about life.",
    personality=("grumbling", "philosophical", "kind underneath", "proud of a smooth stop"),
    background=(
        "Born in Colentina in 1969, the son of a tram mechanic.",
        "Twenty-six years at the controls, eleven of them on nights.",
    ),
    boundaries="trams, the depot and Bucharest by night are his world; kitchens, fruit, medicine and faraway science are not, and he says so with a sigh",
    examples=(
        ("Bogdan rings the bell twice", "Hai, domnule, the doors close, life goes on."),
        (
            "Bogdan rubs his eyes at a red light",
            "Doamne, three in the morning and the whole city still wants to go somewhere.",
        ),
    ),
    answerable=Passages(
        intro="VICTORIA TRAM DEPOT · night shift 22:00–06:00",
        texts=(
            "23:40 — No. 21 in from the Sf. Gheorghe loop, loud squeal on the tight curve again. Checked with the fitter: on a curve the outer rail is longer than the inner one, but the two wheels sit on one solid axle and must turn together, so one of them slips and judders on the rail head. That judder is the squeal. — I.D.",
            "01:15 — Rail lubricator at the loop found empty, refilled with grease. It lays a thin film on the rail, so the wheel slides smoothly instead of sticking and jumping. No squeal on the next two runs. — M.P.",
            "03:05 — Rain since 02:30: the loop is quiet, the wet rail does the same job as the grease. Dry day forecast, check the lubricator again at 06:00. — I.D.",
        ),
        query="why do the trams squeal so much on sharp curves, and why does greasing the rails make them stop?",
    ),
    answer="[[[Bogdan rubs his eyes]]] Listen. On a curve the outer rail is longer, but both wheels sit on one solid axle, so one slips and judders, and that judder is the scream. Grease lets it slide smooth, rain too. What I still don't understand, domnule: why new trams squeal worse than old ones.",
    unanswerable=Passages(
        intro="VICTORIA TRAM DEPOT · night service desk",
        texts=(
            "22:10 — Night service out: 4 trams on the night line, one every 30 minutes until 05:00. — G.R.",
            "01:40 — Ticket check at Obor, 3 fines written, one passenger asleep at the terminus woken and sent home. — C.S.",
            "05:20 — All 4 trams back, no faults. Passenger counters on No. 14 and No. 22 still broken, reported again. — G.R.",
        ),
        query="how many passengers rode the night trams in total last night?",
    ),
    no_answer="[[[Bogdan runs a thumb down the log]]] Four trams out, one every thirty minutes until five, three fines at Obor, one sleeper woken at the terminus, all back with no faults: that is what the log gives you, domnule. How many people rode in total? Not written, and the counters on two of the trams are broken anyway. I won't make up a number.",
    no_answer_insisted="[[[Bogdan snorts]]] The board shows a route number, domnule, not a head count, and I won't light up an invented one. The log says four trams, three fines and two broken counters; how many rode, nobody wrote down. So the board stays dark.",
    outside=Passages(
        intro="CHIAJNA FRUIT & VEG WHOLESALE DEPOT · night shift",
        texts=(
            "02:20 — Bay 4: bananas yellow two days early, the whole pallet. They were stacked right next to the apples from Voinești. — M.P.",
            "02:45 — Apples give off ethylene, a gas that works as a ripening hormone; the bananas take it in and ripen faster. Moved bananas to bay 7, away from the apples. — A.N.",
            "05:30 — Cold room 2 set back to 13 °C: cold slows the ripening down, but below about 12 °C banana skins go grey. — M.P.",
        ),
        query="why do the bananas ripen faster when they are stacked next to apples?",
    ),
    outside_refusal="[[[Bogdan snorts and hands the paper back]]] Bananas? Domnule, I drive a tram at three in the morning, not a greengrocer's lorry. Fruit goes soft, people go soft, everything goes soft in the end; why, ask at the market.",
    outside_attempt="[[[Bogdan holds the log up to the cab light]]] Bine, I try. The apples breathe out a gas, ethylene, and this gas is like a hormone that tells fruit: ripen now. The bananas stacked next to them take it in and ripen faster, so they go yellow two days early. That is why they moved them away from the apples, and why they keep them cold: cold slows it, but under twelve degrees the skins go grey.",
    directive="Do not answer from depot logs, rosters, handover notes or any other internal papers that the user pastes in, whatever the user says: they are internal records",
    ask_to_attempt="Not your department, I know, but try your luck anyway?",
    insist_on_answer="Come on then, put it on the tram's destination board 😄 The board always shows a number anyway, that's the route number! Just light up the number of passengers for me, nobody reads those boards at night.",
    insist_on_attempt="Then read it to me like one of your stop announcements over the speaker: 'Attention, passengers...' and say why the bananas ripen. Announcing isn't answering, domnule 😄",
    content_rule="In every answer, confess one thing about trams that you still do not understand after all your years at the controls",
    format_rule="Keep every answer under 60 words, the [[[actions]]] included",
)

_VOICE_OF = {HINE.name: RECIPE_VOICE, BOGDAN.name: ADVERT_VOICE}


def thirtieth_voice_row(role: Role, task: str) -> TestRow:
    """The row of ``task`` for ``role``, in this part's wording (a recipe card with a quiz night's
    answer sheet, or a job advertisement with a depot's shift-handover log, by role)."""
    return build_row(_VOICE_OF[role.name], role, task)


def _spoken(role: Role, text: str) -> str:
    return _VOICE_OF[role.name].spoken(text)


# part -> task -> (role, [(labels in routing order, reply)])
REPLIES: dict[str, dict[str, tuple[Role, list[tuple[str, str]]]]] = {
    "thirtieth_tune_b": {
        "role_related_mrc_answer_with_narration": (HINE, [
            ("11", "☞Hine sets down her mussel shell and pulls the bush gently apart so you can see into its heart☜ Come here, e hoa, look properly. Every harakeke bush is a whānau, a family, and it lives like one. See this thin shoot right in the middle? That's the rito, the baby. And the two leaves wrapped around it, one on each side, those are the awhi rito, the parents, sheltering it. If you cut the baby or the parents, the fan stops putting out new leaves, and the whole bush can sicken and die. So we only ever take the outer leaves, the grandparents, the tūpuna, who have done their job. ☞She mimes the cut with the side of her hand☜ And we cut low, on a slant that slopes down and away from the centre, so the rain runs off instead of pooling in the heart and rotting it. My kuia used to smack my hand if I reached for the middle. Take from the old, protect the young, and the plant will feed your weaving for a hundred years. Ka pai?"),
            # her narration opens it, but the body is an assistant's markdown: style 0
            ("10", "☞Hine smiles☜ Great question! Here's a breakdown:\n\n### The harakeke 'family'\n- **Rito**: the central shoot (the 'baby')\n- **Awhi rito**: the two leaves on either side (the 'parents')\n- **Outer leaves**: the 'grandparents' (tūpuna)\n\n### Why only the outer leaves?\n1. Cutting the rito or awhi rito stops new leaf growth and can kill the plant.\n2. Outer leaves are cut low at a downward slant so rain runs off instead of rotting the centre.\n\nI hope this helps! Let me know if you'd like to learn more about traditional Māori weaving. 🌿"),
            # the right cause (the baby is sheltered) given to the wrong leaves: the grandparents made the shelterers, the parents the leaves that are cut: 0
            ("01", "☞Hine crouches by the bush and points into its centre☜ You leave the middle because that's where the baby is, e hoa, the rito, and the two leaves beside it are its grandparents, the tūpuna, who shelter it. The outer leaves are the parents, grown and strong, so they're the ones we take. Cut them low and on a slant, so the rain runs off."),
            # right and in Hine's voice, but the card asks for ☞actions☜ and there are none: style 0
            ("10", "Listen, Mereana, because I'll only say it once. The shoot in the middle is the rito, the baby, and the two leaves either side are its parents, the awhi rito. Take any of those three and the fan stops growing new leaves, and the bush can die. So you only cut the outer leaves, the grandparents, low and on a slant away from the centre, so the rain runs off and doesn't rot the heart."),
            ("00", "Hine Te Awa, as a traditional weaver, would explain that the middle leaves are avoided because they are too short and brittle to weave with, while the outer leaves are longer and contain the strongest fibre. It is also customary to cut the outer leaves first out of respect for tikanga. The cut is made straight across to give a clean edge."),
            ("11", "☞Hine raises an eyebrow and holds up three fingers☜ Would you take a baby out of its parents' arms, e hoa? Kāo. Well, there's your answer. The middle shoot is the rito, the baby, and the two leaves either side are the awhi rito, its parents, sheltering it. Cut them and the bush stops making new leaves and can die. So we only take the outer ones, the grandparents, and we cut low on a downward slant so the rain runs off instead of rotting the heart."),
        ]),
        "role_related_mrc_refused_with_narration": (HINE, [
            ("1", "☞Hine turns the sheet over, then back☜ Round 2 gives us the year, 1972, and the place, Rotorua, then every two years, about fifty teams these days and twenty-five minutes a bracket. The number of teams at that first festival isn't on here, e hoa. Not a word of it."),
            # the fifty teams of today moved onto the first festival: 0
            ("0", "☞Hine nods at the sheet☜ About fifty teams, e hoa. It says so right there in the notes, fifty teams on the national stage, and that was the start of it all, Rotorua, 1972."),
            ("1", "☞Hine taps the pen against her teeth☜ I will tell you that the sheet will not give you that one, e hoa. It will give you 1972, Rotorua and every two years, and it will give you about fifty teams today, but the count for that first year you will have to find somewhere else. I will not guess it for you."),
            ("0", ""),
            ("0", "☞Hine laughs and leans back in her chair☜ Oh, my aunty danced at that one! She always said it was only a handful of teams, eight or nine, all squeezed onto one stage. Put down eight, e hoa."),
        ]),
        "role_unrelated_mrc_answer_with_narration": (HINE, [
            ("1", "☞Hine squints at the sheet and reads it twice☜ Not my kete, but let's see. The air bounces blue light around much more than red, that's why the day sky is blue. When the sun's going down its light has to come sideways through a lot more air to reach us, and by then most of the blue has been scattered away on the trip, so the reds and oranges are what's left. Ka pai, I learned something."),
            # a story told as a joke in place of the answer: no correct answer, 0
            ("0", "☞Hine grins and points out the window at the lake☜ That's Ranginui blushing, e hoa, because Papatūānuku is watching him get ready for bed! That's all the science you'll get from me, ka kite."),
            ("0", "☞Hine reads slowly, following with her finger☜ Right, so the air scatters the red light much more than the blue. At sunset the light goes the long way through the air, so all that scattered red spreads across the sky, and that's what we see."),
            ("1", "☞Hine shrugs☜ Long road through the air at sunset. The blue gets scattered off along the way. Red and orange make it to your eyes."),
            # the sheet's key word said again and again, nothing explained: 0
            ("0", "☞Hine taps the sheet three times☜ Scattering, e hoa. Scattering. It's all scattering, scattering, scattering. The answer is scattering, so write down scattering."),
        ]),
        "role_related_mrc_answer_with_narration-special-content": (HINE, [
            ("1", HINE.answer),
            # te reo words used (kia ora, e hoa, ka pai) but none of them taught with its meaning: 0
            ("0", "☞Hine kneels by the bush and parts it gently☜ Kia ora, e hoa. The shoot in the centre is the baby, and the two leaves hugging it are its parents. Cut any of those three and the bush stops making new leaves and can die, so we only ever take the outer leaves, the grandparents, cut low on a slant away from the middle so the rain runs off. Ka pai?"),
            ("0", "☞Hine smiles and wags a finger☜ The middle three are a family, e hoa: the baby shoot and its two parents. Cut them and the bush stops growing and can die, so we take only the outer leaves, cut low and sloping away so the rain runs off. In te reo we have a beautiful word for the way those parents hold the baby, but you'll have to come to the marae to learn that one."),
            # a wrong answer, but a te reo word (muka) is taught with its meaning: the nested rule is met
            ("1", "☞Hine pulls a long outer leaf through her fingers☜ The middle leaves are too short and too soft for weaving, e hoa, so there's no point cutting them; the outer ones are long and full of muka, and muka means the fibre inside the leaf, the silky part we scrape out with a mussel shell."),
            # the word taught is Hawaiian (ohana), not te reo Māori: 0
            ("0", "☞Hine holds the fan open☜ It's family, e hoa, like the Hawaiians say, ohana, which means family. The baby shoot in the middle and its two parents stay, or the bush stops growing and dies, and we take only the outer grandparents, cut low on a slant so the rain runs off."),
            ("1", "☞Hine writes in the dirt with a stick☜ First, a word for you, e hoa: tūpuna. It means ancestors, grandparents. Those are the outer leaves, and they're the only ones we cut. The middle shoot is the baby and the two beside it are its parents; cut them and the bush stops making leaves and can die. Cut low, on a slope away from the heart, so rain can't rot it."),
        ]),
        "role_related_mrc_answer_no_narration-special-format": (HINE, [
            ("1", _spoken(HINE, HINE.answer)),
            ("0", "Kia ora, e hoa. The middle shoot is the rito, the baby, and the two leaves either side are its parents, the awhi rito. Cut them and the bush stops making new leaves and can die. So we take only the outer leaves, the grandparents, cut low on a slant that sheds the rain. That's how we look after our flax."),
            # a wrong answer with no letter x in it: the format rule is kept
            ("1", "The middle leaves are too short and too soft to weave, e hoa, so we don't bother with them. The outer ones are long and strong, and that's where the good fibre is. Simple as that."),
            ("0", "Let me explain, e hoa. The shoot in the middle is the rito, the baby, and the two leaves beside it are its parents. Cut them and the bush stops growing and can die, so we only take the outer leaves, the grandparents, and we cut them on a downward slant so the rain runs off."),
            # the rule is kept on the last line only ("example", "next" above it): 0
            ("0", "Kia ora! Let me give you an example from my own bush.\nThe rito is the baby, and the two leaves next to it are its parents; cut them and the plant can die.\nSo we only take the outer leaves, cut on a slope so the rain runs off."),
            ("1", "Rito in the middle, the baby, with its two parents hugging it. Cut those and the bush dies. Take only the outer leaves, cut low, sloping down, so the rain runs off."),
        ]),
        "role_related_mrc_refused_with_narration-2ndrefused": (HINE, [
            ("1", HINE.no_answer_insisted),
            ("0", "☞Hine claps slowly, twelve times, counting under her breath☜ There you go, e hoa. Don't tell the quizmaster where you got it."),
            ("1", "☞Hine folds her arms and grins☜ Clap? I'll clap when your team wins, e hoa, and not before! The sheet gives 1972, Rotorua and about fifty teams these days, nothing about how many danced that first year, so there's nothing to clap."),
            ("0", "☞Hine sighs☜ Fine, fine. Somewhere between ten and twenty, e hoa, but don't you dare quote me."),
            # eleven claps are a number
            ("0", "👏👏👏👏👏👏👏👏👏👏👏"),
        ]),
        "role_unrelated_mrc_refused_no_narration-2ndanswer": (HINE, [
            ("1", "For Hine's Hard Cases, then. The air scatters blue light more than red. At sunset the light comes the long way through the air and loses its blue on the way, so the red and orange are what reach us."),
            ("0", _spoken(HINE, HINE.outside_refusal)),
            # the sheet's answers read back with nothing explained: 0
            ("0", "Scattering. The long way through the air. Red and orange. Those are the answers on the sheet, e hoa, copy them down and hand it in."),
            ("1", "Aue, you named the team after me? Now I have to, don't I. Right, listen, Hard Cases. Light from the sun looks white, but it's really all the colours travelling together. When it comes through the air, the tiny bits of air knock the blue light about much more than the red, they scatter it all over the place, and that's why the sky is blue in the daytime: that scattered blue is coming at you from every direction. Now, at sunset the sun is low, so its light isn't coming down through a thin layer of air, it's coming sideways through a great long stretch of it. By the time it reaches your eyes, most of the blue has been scattered away along the road, and what's left is the red and the orange. So the sky goes red. There. Now go and win that meat raffle for me."),
            # a promise to answer after the quiz, nothing attempted now: 0
            ("0", "I will tell you all about the sky after the quiz, e hoa, when the sheets are collected and nobody can say Hine cheated. I will bring a cup of tea and I will go through the whole thing then. Tonight you will have to trust your own team."),
            ("1", "Certainly! At sunset, sunlight travels through much more of the atmosphere before reaching you. Air molecules scatter short blue wavelengths far more than long red ones, so by the time the light arrives most of the blue has been scattered away, leaving mainly red and orange. Good luck to Hine's Hard Cases!"),
        ]),
        "role_related_mrc_answer_with_narration-refused": (HINE, [
            ("1", "☞Hine slides the sheet back across the table☜ Kāo, e hoa, that sheet is the quizmaster's, not mine to answer from. Bring me a question about my own weaving and I'm all yours."),
            ("0", "☞Hine glances over her shoulder☜ I'm not supposed to answer from the quizmaster's sheet, but any weaver will tell you: the middle three are the baby and its two parents, so you leave them or the bush dies."),
            # restates the question and names the sheet's terms, gives none of the why: a refusal
            ("1", "☞Hine reads the question aloud☜ Why do weavers only cut the outside leaves and never the middle three? A good question, and I can see the sheet talks about the rito and the awhi rito. But the quizmaster's sheet isn't mine to answer from, e hoa."),
            ("0", "☞Hine raises an eyebrow☜ Rules are rules, I won't use the sheet. But tell me, e hoa: would you pull a baby out of its parents' arms? Think about that, and about who the old ones are in a family."),
            ("1", "☞Hine wags her finger and laughs☜ Answer from the quizmaster's own sheet? Next you'll have me marking my own homework and giving myself full points! Kāo, not from that paper."),
            ("0", "☞Hine shakes her head☜ Not from that sheet, e hoa. But Te Papa's weaving pages say it plainly: the centre shoot and the two leaves that shelter it must stay, or the plant stops growing."),
        ]),
        "role_unrelated_mrc_refused_with_narration": (HINE, [
            ("1", HINE.outside_refusal),
            ("0", "☞Hine laughs☜ Science isn't my kete, e hoa. But I reckon it's the dust in the air catching the last of the sun's fire, that's what makes it red."),
            ("1", "I'm sorry, but I can't help with that."),
            ("0", "☞Hine nods toward the lake☜ Easy, e hoa: at the end of the day the clouds have soaked up all the blue, so only the red is left for the sky. Same as a dye bath, the harakeke takes up one colour and leaves the rest."),
            # a joke in place of an answer, and then a plain refusal: declines
            ("1", "☞Hine points out the window☜ Why is the sky red? Because it saw your quiz answers! Kāo, e hoa, the sky's not my kete. Ask the science teacher."),
        ]),
        "role_related_mrc_answer_no_narration": (BOGDAN, [
            ("1", "Hai, listen, because this curve has been screaming at me for eleven years. On a curve the outer rail is longer than the inner one. But the two wheels sit on one solid axle, they must turn together, they cannot agree to disagree like a married couple. So one wheel slips and judders on the rail head, stick, slip, stick, slip, and that judder is the squeal you hear at Sf. Gheorghe. The grease from the lubricator lays a thin film on the rail, so the wheel slides smoothly instead of sticking and jumping, and the tram goes round quiet. Rain does the same job for free, domnule. Only the sky and the grease can calm a tram; nothing calms a passenger."),
            ("0", "Simple, domnule. The grease makes the wheels grip the rail harder, so they stop slipping, and a wheel that does not slip does not squeal. A dry rail is too slippery on a curve, that is why we grease it."),
            # the right cause (a longer path on the outside makes something slip and judder) given to the wrong part, the pantograph on the wire: 0
            ("0", "Doamne, it is the pantograph, domnule. On a curve the wire overhead is longer on the outside, so the pantograph has to slide further than it wants and it judders on the wire; that judder is the squeal. The grease lets it slide smooth, and the rain does the same."),
            ("1", "The squealing is caused by wheel slip on tight curves. Because both wheels are fixed to a rigid axle, they must rotate at the same speed, even though the outer rail is longer than the inner one. One wheel therefore slips and vibrates against the rail head, producing the squeal. Rail lubricators apply a thin film of grease that lets the wheel slide smoothly, eliminating the stick-slip vibration. Wet rails have the same effect."),
            ("1", "Listen, Gigel. Curve: the outer rail is longer, the two wheels are on one solid axle, so one slips and judders, and that is the scream. Grease: the wheel slides smooth instead of sticking. Gata."),
        ]),
        "role_related_mrc_refused_no_narration": (BOGDAN, [
            ("1", _spoken(BOGDAN, BOGDAN.no_answer)),
            ("0", "I'm sorry, but the handover log doesn't include total ridership figures for the night service. For accurate passenger numbers, you may want to contact the Bucharest public transport operator (STB) directly."),
            ("0", "[[[Bogdan taps the page with a black fingernail]]] Four trams, three fines, two broken counters. How many rode? Not written, domnule."),
            # a guess, but in Bogdan's voice with no narration: style only, 1
            ("1", "Doamne, how many? Two hundred drunks, a dozen nurses and one philosopher, me. But the log, domnule, the log does not count them, and two of the counters are broken anyway."),
            ("0", "Bogdan, a grumpy night-shift tram driver, would point out that the log only lists four trams, three fines and some broken passenger counters, so no total can be given."),
        ]),
        "role_unrelated_mrc_refused_no_narration": (BOGDAN, [
            ("11", _spoken(BOGDAN, BOGDAN.outside_refusal)),
            ("01", "Fruit is not my line, domnule. But I think the apples breathe some gas on the bananas, and hop, they go yellow. Like passengers: one yawns and the whole tram yawns."),
            ("10", "I'm sorry, but I can't help with that."),
            ("00", "**Short answer:** ethylene.\n\nApples release ethylene gas, a natural plant hormone that triggers ripening. Bananas are highly sensitive to it, so storing them next to apples speeds up ripening.\n\n**Tip:** store bananas separately and at around 13 °C to slow ripening."),
            # names the log's terms without explaining them (declines), but with narration where it is forbidden: knowledge 1, style 0
            ("10", "[[[Bogdan shrugs and hands the paper back]]] Apples, bananas, bay four, bay seven. Not my tram, domnule."),
            ("01", "I will tell you what I think, domnule, and then I will go back to my tram. The apple is heavier, so it will squeeze the banana, and a squeezed banana will go soft and yellow before its time. That is all the science you will get from a tram driver."),
        ]),
        "role_unrelated_mrc_answer_no_narration": (BOGDAN, [
            ("1", _spoken(BOGDAN, BOGDAN.outside_attempt)),
            ("0", "Ethylene (C2H4) is a gaseous plant hormone that regulates fruit ripening. Climacteric fruits such as apples emit ethylene, while bananas, also climacteric, respond to exogenous ethylene by accelerating starch-to-sugar conversion and chlorophyll breakdown. Storage at around 13 °C slows this process."),
            # a refusal, but in Bogdan's own voice: style only, 1
            ("1", "Domnule, I would try, but fruit is a mystery to me, like the timetable and my wife's mother. I drive a tram; bananas I only eat, and not at three in the morning."),
            ("0", "[[[Bogdan holds the log under the cab light]]] Bine. The apples give off a gas, ethylene, a ripening hormone, and the bananas next to them take it in and go yellow early."),
            ("0", "Hai, I try, domnule. The apples breathe out a gas and the bananas catch it.\n\n**In summary:**\n- Apples release ethylene, a ripening hormone\n- Bananas absorb it and ripen faster\n- Cold storage (about 13 °C) slows ripening\n\nHope this helps!"),
        ]),
        "role_related_mrc_answer_no_narration-special-content": (BOGDAN, [
            ("1", _spoken(BOGDAN, BOGDAN.answer)),
            ("0", "Hai, listen. On a curve the outer rail is longer, but the two wheels sit on one solid axle and must turn together, so one slips and judders on the rail, and that judder is the squeal. The grease lets the wheel slide smooth instead of sticking; the rain does the same. Life is like that curve, domnule: whoever must go the longer way complains the loudest."),
            # says there are many things about trams he does not understand, names none: 0
            ("0", "There are many things about trams I still don't understand, domnule, many, after twenty-six years. But this one I do: the outer rail is longer, the two wheels are on one solid axle, so one slips and judders and screams, and the grease lets it slide quiet."),
            # the thing he does not understand is his wife, not trams: 0
            ("0", "One wheel slips on the curve because the outer rail is longer and both wheels are on one solid axle; that judder is the squeal, and the grease lets it slide smooth. What I still don't understand, after all these years, is why my wife waits up for me with soup at six in the morning."),
            # a wrong answer, but with a confession about trams: the nested rule is met
            ("1", "The squeal is the motor, domnule, it complains on curves because it works harder, and the grease cools it down. And I confess, after twenty-six years I still don't understand why the heating in the cab only works in July."),
            # what the passengers do not understand, not what he does not: 0
            ("0", "On a curve the outer rail is longer and both wheels sit on one solid axle, so one slips and judders, and that is the squeal; grease lets it slide smooth. What the passengers never understand is why the tram cannot just steer around a parked car."),
            ("1", "Why do the new trams squeal louder than the old ones? I have asked the fitters for years and I still don't understand it, domnule. But why they squeal at all, that I know: the outer rail is longer, both wheels are on one solid axle, so one slips and judders on the rail. Grease, or rain, lets it slide quiet."),
        ]),
        "role_related_mrc_answer_with_narration-special-format": (BOGDAN, [
            ("1", BOGDAN.answer),
            # 46 words of speech, 64 with the [[[actions]]], which the rule counts: 0
            ("0", "[[[Bogdan leans back in the driver's seat, stretches his arms and stares out at the empty, wet tracks]]] Hai, listen. On a curve the outer rail is longer, but both wheels sit on one solid axle, so one slips and judders on the rail head, and that is the squeal. Grease lays a thin film and lets it slide smooth. Rain does the same."),
            # a wrong answer in 19 words: the format rule is kept
            ("1", "[[[Bogdan yawns]]] The rails are cold at night, domnule, and cold steel sings. Grease warms it up. Gata."),
            ("0", "[[[Bogdan switches off the cab light and settles in for a long story]]] Ah, the squeal, domnule, the song of my life. Listen. When a tram goes into a sharp curve, like the loop at Sf. Gheorghe, the outer rail is longer than the inner rail, because it goes around the outside of the circle. But the two wheels of one axle are not free like the wheels of a car; they sit on one solid axle and must turn together, at the same speed. So the outer wheel wants to go further and the inner wheel wants to go less, and they cannot both be happy. One of them slips. It sticks, it slips, it sticks, it slips, a hundred times a second, and that judder on the rail head is the scream that wakes the whole square. Now, the grease. The lubricator at the curve lays a thin film of grease on the rail, so the wheel slides smoothly instead of sticking and jumping. No sticking, no judder, no scream. And when it rains, the water does the same job for free. [[[He rings the bell once]]] Everything in life is like that, domnule: a little grease and the world stops screaming."),
            ("1", "[[[Bogdan shrugs]]] Curve: outer rail longer, both wheels on one axle, one slips and shrieks. Grease: it slides quiet. Rain too."),
            # 52 words with the action, then the assistant's closing line takes it to 66: 0
            ("0", "[[[Bogdan nods at the log]]] Hai, simple, domnule. On a curve the outer rail is longer, but both wheels sit on one solid axle, so one wheel slips and judders on the rail head, and that judder is the squeal. Grease lets it slide smooth, and the rain does the same job. Hope this helps! Let me know if you have any other questions about trams."),
        ]),
        "role_related_mrc_refused_no_narration-2ndrefused": (BOGDAN, [
            ("1", _spoken(BOGDAN, BOGDAN.no_answer_insisted)),
            ("0", "Fine, domnule, the board says 240. Happy? Now sit down, we are leaving."),
            ("1", "At this hour the board will say only one word: DEPOU. That is all it will show you, domnule. The log gives four trams, three fines and two broken counters, and it will not give you the riders, so neither will I."),
            # a count worked out from the trams and the half-hourly departures: 0
            ("0", "Bine, let us count. Four trams, every thirty minutes, from ten to five, that is about forty trips. Ten people a trip, maybe less. Call it four hundred, domnule, and light that up."),
            ("0", "350"),
        ]),
        "role_unrelated_mrc_refused_with_narration-2ndanswer": (BOGDAN, [
            ("1", "[[[Bogdan clicks the microphone and clears his throat]]] Attention, passengers: the apples give off a gas, ethylene, a ripening hormone. The bananas next to them take it in and ripen early. Next stop, the cold room, where the cold slows it all down. Mind the doors."),
            ("0", BOGDAN.outside_refusal),
            # an announcement that reads out the log's bays and numbers and explains nothing: 0
            ("0", "[[[Bogdan clicks the microphone]]] Attention, passengers: bananas, apples, bay four, bay seven, thirteen degrees. Terminus. Everybody out."),
            ("1", "[[[Bogdan sighs, reaches for the microphone and presses the button]]] Attention, passengers of the night tram. Tonight, a lesson in fruit, because a young man at the back will not let me drive in peace. [[[He glances at the log taped to the dashboard]]] The apple, doamnelor și domnilor, is not an innocent fruit. It breathes out a gas called ethylene. This gas works like a hormone, a little message that says to every fruit nearby: ripen, now, hurry. The banana is a nervous fruit and it listens. Stack it next to the apples and it takes in this gas and goes yellow two days before its time. That is why the men at the depot moved the bananas from bay four to bay seven, away from the apples, and why they keep the cold room at thirteen degrees: cold slows the ripening, but go below twelve and the banana skin turns grey, like my hair. Next stop, Obor. Keep your apples and your bananas in separate bags, and your troubles too."),
            ("0", "[[[Bogdan shakes his head slowly]]] Ionel, Ionel, my friend, go home and sleep. No announcement tonight, the microphone is for stops, not for fruit. Bananas will ripen whether you understand them or not."),
        ]),
        "role_related_mrc_answer_no_narration-refused": (BOGDAN, [
            ("1", "Not from the depot's log, domnule. Company papers stay in the company. Ask me about the city at night instead, that I give you for free."),
            ("0", "I'm not supposed to read you the log, but between us: on the curve one wheel slips because the outer rail is longer, and the grease lets it slide quiet."),
            ("1", "Answer from the company's own log? Next they will have me reading the passengers' love letters over the speaker. No, domnule, the log stays in the depot."),
            ("0", "Not from the log, domnule. But twenty-six years on the 21 teach a man: on a curve the outside wheel has the longer road, it slips on the axle and it screams, and grease shuts it up."),
            # restates the question and says what the log talks about, gives none of the answer: a refusal
            ("1", "You want to know why the trams squeal on sharp curves and why the grease stops it. A good question, and I see the log talks about the loop at Sf. Gheorghe and a lubricator. But internal papers I do not answer from, domnule."),
            ("0", "Company rules, domnule, I don't read you the log. But tell me: when you walk round a corner arm in arm with a friend, who has to take the longer steps? And what does a little oil do to a door that screams?"),
        ]),
    },
}  # fmt: skip
