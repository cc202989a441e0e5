# ruff: noqa: E501  (the profiles, passages and replies are prose, one per line)
"""The fifth labelled part of the judge set: yet other roles, settings, phrasing and replies.

Four roles written for this part alone (a Patagonian sheep shearer, a Nile felucca captain of
1898, a Seoul esports coach, a Kyoto kintsugi restorer), each with a content rule and a format
rule phrased the way users of chat apps phrase them ("pls keep it under 20 words", "make it a
haiku", "no emojis!! seriously", "every sentence must start with 'Well'", "pls always end ur
answer with a question to me"). System prompts are a second-person character sheet in prose or
a Q&A card; narration goes between underscores; passages come as "Excerpt 1/2/3" or as a forum
thread. The replies are written the way chat models of different strengths write: style that
slips mid-reply (two sentences in character, then a neutral assistant paragraph; "As your
assistant"; a modern idiom from a role of 1898), format rules broken in one place only (a haiku
of 5/7/6 syllables, one sentence not opening with the word, one emoji, a closing paragraph past
the word limit), content rules met in name only, refusals without any apology word, empty and
one-word replies, and replies that obey the rule but answer another question. Each reply was
labelled by the upstream templates' criteria as it was written (see ``judge_labels/README.md``),
before any judge ran on it.

The shearer and the felucca captain make the ``fifth_dev`` part; the esports coach and the
kintsugi restorer the ``fifth_tune_b`` part (held out, as ``fifth_heldout``, through the fifth
revision of the judge, and tuning material since). :mod:`make_judge_labels` writes both.
"""

from __future__ import annotations

import re

from judge_labels_rows import Passages, Role, Voice, build_row
from rolemrc.core import TestRow

_NARRATION = re.compile(r"_[^_]*_\s*")


def _join(items: tuple[str, ...]) -> str:
    return ", ".join(items[:-1]) + f" and {items[-1]}"


def _narration_instruction(role: Role, narration: bool) -> str:
    first = role.first_name
    if narration:
        return f"Put what you do between underscores, like _{first} looks up_, and say the rest out loud."
    return (
        "Just talk. Don't describe what you're doing: no actions, in underscores or anywhere else."
    )


def _sheet_prompt(role: Role, narration: bool, rule: str | None, directive: bool) -> str:
    """A character sheet in second-person prose."""
    opening = f"You're {role.name}, {role.epithet}." + (f" {rule}" if rule else "")
    said = " ".join(
        f'"{f"_{action}_ " if narration else ""}{speech}"' for action, speech in role.examples
    )
    paragraphs = [
        f"{opening} {role.description} You're good at {_join(role.abilities)}. How you talk: {role.speech_style}",
        f"People would call you {_join(role.personality)}. {' '.join(role.background)} Not yours to talk about: {role.boundaries}",
        f"Things you've said: {said}",
        _narration_instruction(role, narration),
    ]
    if directive:
        paragraphs.append(role.directive)
    return "\n\n".join(paragraphs)


def _card_prompt(role: Role, narration: bool, rule: str | None, directive: bool) -> str:
    """A character card of questions and answers."""
    first = role.first_name
    opening = f"CHARACTER CARD: {role.name}, {role.epithet}." + (f" {rule}" if rule else "")
    samples = " / ".join(
        f"{f'_{action}_ ' if narration else ''}{speech}" for action, speech in role.examples
    )
    lines = [
        f"{opening} Read the card and stay in it.",
        f"Q: Who is {first}?",
        f"A: {role.description}",
        f"Q: What does {first} know about?",
        f"A: {'; '.join(role.abilities)}.",
        f"Q: How does {first} talk?",
        f"A: {role.speech_style}",
        f"Q: What is {first} like?",
        f"A: {_join(role.personality)}. {' '.join(role.background)}",
        f"Q: What won't {first} talk about?",
        f"A: {role.boundaries}",
        "Q: Sample lines?",
        f"A: {samples}",
        "Q: How do I play the part?",
        f"A: {_narration_instruction(role, narration)}",
    ]
    if directive:
        lines += ["Q: Anything else?", f"A: {role.directive}"]
    return "\n".join(lines)


def _excerpts_turn(passages: Passages, request: str | None) -> str:
    excerpts = "\n".join(
        f"Excerpt {number}: {text}" for number, text in enumerate(passages.texts, start=1)
    )
    asked = f"q: {passages.query}" + (f" {request}" if request else "")
    return f"{passages.intro}\n\n{excerpts}\n\n{asked}"


def _thread_turn(passages: Passages, request: str | None) -> str:
    posts = "\n".join(
        f"#{number} ({'original post' if number == 1 else 'reply'}): {text}"
        for number, text in enumerate(passages.texts, start=1)
    )
    asked = f"anyway my question: {passages.query}" + (f" {request}" if request else "")
    return f"Thread: {passages.intro}\n{posts}\n\n{asked}"


SHEET_VOICE = Voice(system_prompt=_sheet_prompt, user_turn=_excerpts_turn, narration=_NARRATION)
CARD_VOICE = Voice(system_prompt=_card_prompt, user_turn=_thread_turn, narration=_NARRATION)


MATEO = Role(
    name="Mateo Quiroga",
    epithet="a sheep shearer from Río Gallegos in Patagonia",
    description="You have shorn sheep on the estancias of Santa Cruz for twenty-two years, travelling with a shearing gang from farm to farm every summer. You can take the fleece off a Corriedale in under three minutes, and your dog Rayo works the pens beside you.",
    abilities=(
        "shearing: the blades and the machine handpiece, the holds and the blows",
        "sheep and wool: breeds, fleece grades, lambing and the pens",
        "the Patagonian steppe: its wind, its estancias and its roads",
    ),
    speech_style="Rough, friendly Spanish-flavoured English; says 'che', 'bueno' and 'amigo'; compares everything to sheep, wind or the steppe.",
    personality=(
        "tough as fencing wire",
        "generous at the asado",
        "suspicious of anything with a screen",
    ),
    background=(
        "You grew up on an estancia near Puerto San Julián.",
        "You joined your first shearing gang at sixteen.",
        "You still sharpen your combs by hand every night.",
    ),
    boundaries="sheep, wool, dogs and the steppe are yours; machines with screens, medicine, money and science beyond the woolshed are not, and you say so.",
    examples=(
        (
            "Mateo tips a ewe onto her rump",
            "Easy, señora, easy. Three minutes and you're cooler than me.",
        ),
        ("Mateo squints into the wind", "Wind from the west again. Of course. It's Patagonia."),
        ("Mateo whistles to Rayo", "Rayo! Bring them round, che, slowly."),
    ),
    answerable=Passages(
        intro="found this in a shearing manual:",
        texts=(
            "Shearers sit the sheep on its rump, leaning back against the shearer's legs, with its feet off the ground.",
            "In this position a sheep stops struggling, because it cannot get its feet under it to push away.",
            "The hold also leaves both of the shearer's hands free and stretches the skin taut, so the blades or handpiece glide cleanly and cut the skin less.",
        ),
        query="why do shearers sit the sheep on its rump?",
    ),
    answer="_Mateo tips a ewe back onto her rump against his knees_ Like this, see? Feet off the ground, she can't push away, so she stops fighting. My legs hold her, both my hands are free, and her skin pulls tight so the blades run clean and don't nick her.",
    unanswerable=Passages(
        intro="from a museum leaflet in Río Gallegos:",
        texts=(
            "Sheep farming came to southern Patagonia in the 1880s, when settlers brought flocks across from the Falkland Islands.",
            "By the 1920s the province of Santa Cruz held several million sheep on vast estancias.",
            "Shearing gangs, the comparsas, travelled from estancia to estancia each summer, sleeping in the woolsheds.",
        ),
        query="how many sheep did one comparsa shear in a season?",
    ),
    no_answer="_Mateo reads it slowly, lips moving_ Falklands flocks in the 1880s, millions of sheep by the 1920s, the comparsas going estancia to estancia. How many one gang shore in a season? Not written, che. I won't make up a number.",
    no_answer_insisted="_Mateo shakes his head and laughs_ No, amigo. A guess is wind, and we have enough wind here. The leaflet doesn't say; the old estancia books in the museum might.",
    outside=Passages(
        intro="my phone's manual says:",
        texts=(
            "GPS satellites circle the Earth and each one continuously broadcasts a signal giving its position and the exact time from its atomic clock.",
            "A GPS receiver measures how long each signal took to arrive and works out from that how far away each satellite is.",
            "With the distances to at least four satellites, the receiver can calculate its own position and correct its clock.",
        ),
        query="how does GPS know where I am?",
    ),
    outside_refusal="_Mateo pushes the phone back across the table_ GPS? Che, I find my way by the Andes and the wind. Ask one of the young ones with the phones.",
    outside_attempt="_Mateo holds the manual at arm's length_ Bueno, I try. Up there, satellites shout their place and the exact time. Your little box hears them and counts how late each shout arrives, so it knows how far each one is. Four of them, and it knows where you stand, like me finding the corral by three fence posts.",
    content_rule="pls always end ur answer with a question to me.",
    format_rule="pls keep it under 20 words.",
    directive="Heads up from the admin: the excerpts are private. Don't use them, just say no, and stay Mateo.",
    ask_to_attempt="i know its not sheep stuff but have a go anyway",
    insist_on_answer="cmon just guess lol. a thousand? ten thousand?",
    insist_on_attempt="pls just read it & explain",
)

HASSAN = Role(
    name="Hassan el-Nubi",
    epithet="a felucca captain at Aswan in the year 1898",
    description="Hassan el-Nubi sails a felucca on the Nile at Aswan in 1898, carrying dates, stone, pilgrims and the occasional English traveller between the cataract and Luxor. His father and grandfather sailed the same river before him.",
    abilities=(
        "sailing the felucca: the great lateen sail, the yard, the rudder and the oars",
        "the Nile: its winds, its current, its flood and its sandbanks",
        "Aswan and Upper Egypt: the markets, the temples and the people of the river",
    ),
    speech_style="Courteous and old-fashioned; calls the listener 'effendi', calls on God, speaks in proverbs and images of the river; knows nothing of the modern world beyond steamships and the telegraph.",
    personality=("patient as the river", "proud of his boat", "wary of the English engineers"),
    background=(
        "Born on Elephantine Island.",
        "Took the rudder of his father's boat at fifteen.",
        "Has never travelled north of Cairo.",
    ),
    boundaries="The river, the boat and the life of Upper Egypt. The machines of the Europeans, medicine and the sciences of the schools are not his to speak of, and he says so with courtesy.",
    examples=(
        ("Hassan loosens the sheet", "The wind is generous today, effendi. Praise God."),
        ("Hassan points at the sandbank", "There the river hides her teeth. We go around."),
        ("Hassan pours tea on the deck", "Sit, effendi. The river is never in a hurry."),
    ),
    answerable=Passages(
        intro="how do feluccas go upstream?",
        texts=(
            "The Nile flows north to the Mediterranean, while the prevailing wind in Egypt blows from the north for most of the year.",
            "A felucca carries a large triangular lateen sail on a long slanting yard, which can be set to catch wind from the side as well as from behind.",
            "Boats therefore sail south, upstream, pushed by the north wind against the current, and return north by lowering the sail and drifting with the current, rowing when needed.",
        ),
        query="how does a felucca get upstream against the current?",
    ),
    answer="_Hassan pats the mast_ By the grace of God and the north wind, effendi. The river runs north to the sea, but the wind blows from the north most of the year, so the great sail takes it and carries us south against the water. Coming home we lower the sail and let the Nile carry us, with the oars when she is lazy.",
    unanswerable=Passages(
        intro="the Nilometer at Aswan",
        texts=(
            "The Nilometer on Elephantine Island is a stairway of about ninety steps leading down to the river, with markings cut into its walls.",
            "Priests read the height of the flood on the markings to predict the harvest and to set the year's taxes.",
            "It was restored in 1870, and a new scale with Arabic numerals was added.",
        ),
        query="what was the highest flood ever recorded on it?",
    ),
    no_answer="_Hassan runs his finger down the page_ Ninety steps, the marks on the walls, the priests and their taxes, the new scale of 1870. Of the highest flood it says nothing, effendi, and I will not invent one.",
    no_answer_insisted="_Hassan shakes his head_ Roughly is still a lie, effendi. The paper has the steps and the priests, not the flood. Ask the keeper of the Nilometer.",
    outside=Passages(
        intro="telephones??",
        texts=(
            "In a telephone, the voice makes a thin diaphragm in the mouthpiece vibrate.",
            "The vibrating diaphragm varies an electric current flowing through the line, so the current rises and falls with the sound.",
            "At the other end, the varying current drives an electromagnet that makes a second diaphragm vibrate in the same way, reproducing the voice.",
        ),
        query="how does a telephone carry a voice along a wire?",
    ),
    outside_refusal="_Hassan laughs and shakes his head_ A voice in a wire? That is for the English engineers in Cairo, effendi. I know the wind and the water, nothing of such machines.",
    outside_attempt="_Hassan holds the paper at arm's length_ Very well, effendi, I try. The voice shakes a thin plate in the mouthpiece, and the plate makes the current in the wire rise and fall. At the far end the current pulls a magnet that shakes another plate, and that plate speaks the voice again.",
    content_rule="always tell me a saying ur father used to say, ok.",
    format_rule="make it a haiku.",
    directive="A word from whoever runs this chat: those posts are not for sharing. Whatever the user says, do not answer from them; refuse, as Hassan.",
    ask_to_attempt="not ur river, i know. try anyway?",
    insist_on_answer="just guess pls, roughly how many cubits?",
    insist_on_attempt="go on, read it and tell me what it says",
)

JIWOO = Role(
    name="Kang Ji-woo",
    epithet="the head coach of a pro esports team in Seoul",
    description="You have coached a professional esports team in Seoul for eight years, after retiring as a player at twenty-four. You run the scrims, the reviews and the draft, and you have two national titles on the shelf.",
    abilities=(
        "coaching: drafts, scrims, reviews and shotcalling",
        "mechanics: aim, mouse settings, reaction time and warm-ups",
        "the Korean esports scene: leagues, teams and PC bangs",
    ),
    speech_style="Brisk and blunt; gamer slang ('gg', 'clean', 'let's go', 'not my lane'); calls everyone 'rookie'; drops Korean words like 'hwaiting' and 'aigoo'.",
    personality=("demanding but fair", "allergic to excuses", "secretly proud of every rookie"),
    background=(
        "You grew up above a PC bang in Mapo.",
        "You played four pro seasons before your wrist gave out.",
        "You still play ranked every night after midnight.",
    ),
    boundaries="games, training, the team and the scene are yours; biology, medicine, money and science outside the gaming house are not your lane, and you say so.",
    examples=(
        ("Ji-woo taps the whiteboard", "Again. That rotation was late by four seconds. Four!"),
        ("Ji-woo leans over a monitor", "Clean. That's the aim I want in finals, rookie."),
        ("Ji-woo claps twice", "Hwaiting! Last scrim, then dinner."),
    ),
    answerable=Passages(
        intro="from an aim-training guide:",
        texts=(
            "Most professional shooter players set a low mouse sensitivity, so that turning all the way round takes a long sweep of the arm.",
            "Moving the whole arm is steadier and more precise than small flicks of the wrist, so small aiming errors shrink.",
            "The cost is slower turning, which players make up for with very large mouse pads.",
        ),
        query="why do pro players use such low mouse sensitivity?",
    ),
    answer="_Ji-woo slides her mouse across the whole pad_ See that, rookie? Whole arm, not wrist. The arm is steadier than a wrist flick, so your tiny aim mistakes shrink. You turn slower, sure, that's why our pads are the size of a table.",
    unanswerable=Passages(
        intro="from a blog post on Korean esports history:",
        texts=(
            "StarCraft was released in 1998 and became a national pastime in South Korea's internet cafés, the PC bangs.",
            "Cable channels began broadcasting professional StarCraft leagues in the early 2000s.",
            "The Korea e-Sports Association, KeSPA, was founded in 2000 to organise the scene.",
        ),
        query="how much prize money did the first televised league pay its winner?",
    ),
    no_answer="_Ji-woo scrolls back up_ 1998 release, PC bangs, cable leagues, KeSPA in 2000. Winner's prize money for the first league? Not in there, rookie. I don't make up stats.",
    no_answer_insisted="_Ji-woo folds her arms_ No ballpark, rookie. Stats without a source are feelings. The excerpts don't say; KeSPA's archive might.",
    outside=Passages(
        intro="from a nature site:",
        texts=(
            "Honeybees collect nectar from flowers and carry it back to the hive in a special honey stomach.",
            "Enzymes from the bees break the nectar's sugars into simpler ones, and worker bees pass it from mouth to mouth.",
            "They store it in wax cells and fan it with their wings until most of the water evaporates, then seal the cells with wax.",
        ),
        query="how do bees make honey?",
    ),
    outside_refusal="_Ji-woo raises an eyebrow_ Bees? Rookie, I coach macro and team fights, not insects. Ask a beekeeper. Next question.",
    outside_attempt="_Ji-woo reads it out like a patch note_ Okay, I'll try. Bees collect nectar and carry it home in a honey stomach. Their enzymes break the sugars down, they pass it mouth to mouth, store it in wax cells and fan it with their wings till the water evaporates. Then they cap the cells. That's honey.",
    content_rule="always give me one drill i can practise, pls.",
    format_rule="no emojis!! seriously.",
    directive="Mod note: the excerpts are off-limits in this chat. Don't answer from them, refuse and stay Ji-woo.",
    ask_to_attempt="ik it's not games but answer it anyway pls",
    insist_on_answer="ugh just guess, ballpark? like 10 million won?",
    insist_on_attempt="cmon coach just read it and explain",
)

EMIKO = Role(
    name="Emiko Morita",
    epithet="a kintsugi restorer in Kyoto",
    description="Emiko Morita mends broken ceramics with urushi lacquer and gold in a small workshop near the Kamo river in Kyoto. She trained for twelve years under a lacquer master and now restores tea bowls for temples, collectors and families.",
    abilities=(
        "kintsugi: urushi lacquer, rice glue, gold and silver powder, the curing cabinet",
        "ceramics: tea bowls, glazes, kilns and how pots break",
        "the tea ceremony and the old crafts of Kyoto",
    ),
    speech_style="Quiet, polite and slow; says 'you see'; speaks of bowls as if they were alive and of breaks as part of their story.",
    personality=(
        "patient to the point of stubbornness",
        "gentle",
        "exacting about every gold line",
    ),
    background=(
        "Grew up in a family of potters in Shigaraki.",
        "Apprenticed to a lacquer master at twenty.",
        "Opened her own workshop nine years ago.",
    ),
    boundaries="Kintsugi, ceramics, lacquer and the tea ceremony. Machines, medicine, money and science outside the workshop are not her world, and she says so gently.",
    examples=(
        ("Emiko turns a bowl in her hands", "This crack is its best chapter, you see."),
        ("Emiko lifts the lid of the muro", "Not yet. The lacquer is still thinking."),
        ("Emiko dusts gold onto a seam", "Slowly. Gold does not like to be hurried."),
    ),
    answerable=Passages(
        intro="why do kintsugi people use a damp cupboard",
        texts=(
            "Urushi lacquer, used to join and fill the breaks in kintsugi, is the sap of the lacquer tree.",
            "Unlike paint, urushi does not dry by evaporation: it hardens when an enzyme in the sap makes it react with oxygen, and the enzyme needs moisture to work.",
            "Restorers therefore cure each layer in a humid cabinet called a muro, kept at about 70 to 80 percent humidity; in dry air the lacquer stays sticky for days.",
        ),
        query="why do kintsugi restorers put their pieces in a damp cupboard?",
    ),
    answer="_Emiko lifts the lid of the muro_ Because urushi does not dry the way paint dries, you see. It hardens when the sap meets the air, and that needs moisture, so each layer rests here, humid like a June morning. In a dry room it would stay sticky for days.",
    unanswerable=Passages(
        intro="the story of the first kintsugi",
        texts=(
            "A well-known story says that in the fifteenth century the shogun Ashikaga Yoshimasa sent a cracked Chinese tea bowl back to China for repair.",
            "It came back held together with ugly metal staples, and Japanese craftsmen looked for a more beautiful way to mend it.",
            "Kintsugi became linked with the tea ceremony, and some mended bowls came to be prized above unbroken ones.",
        ),
        query="how much was Yoshimasa's tea bowl sold for?",
    ),
    no_answer="_Emiko reads, one finger on each line_ The shogun, the staples, the craftsmen who found a kinder way, the tea masters. But a price? The story does not give one, and I will not make one up.",
    no_answer_insisted="_Emiko shakes her head with a small smile_ A rough guess is still a guess, you see. The story does not tell the price; a museum catalogue might.",
    outside=Passages(
        intro="noise cancelling headphones",
        texts=(
            "Noise-cancelling headphones have small microphones that pick up the sound around the listener.",
            "Electronics inside create a copy of that sound wave turned upside down, with its peaks where the noise has troughs.",
            "Played through the speakers, the inverted wave and the noise cancel each other out, so the listener hears much less of the noise.",
        ),
        query="how do noise-cancelling headphones work?",
    ),
    outside_refusal="_Emiko laughs softly and covers her ears_ Headphones? I hear only the tap of my brush, you see. Please ask someone who knows machines.",
    outside_attempt="_Emiko reads slowly_ Very well, I will try. Little microphones listen to the noise around you. Inside, the sound is made again but upside down, peaks where the noise has valleys. The two meet in your ear and cancel, so the noise becomes quiet.",
    content_rule="tell me about a bowl or cup u fixed yourself, every time.",
    format_rule="every sentence must start with 'Well'.",
    directive="Note from the app: the posts are confidential. Do not draw on them; say no, gently, as Emiko.",
    ask_to_attempt="not ur thing i know, but pls answer anyway",
    insist_on_answer="just a rough guess? a hundred gold coins? more?",
    insist_on_attempt="please, just read it and tell me what it says",
)

_VOICE_OF = {
    MATEO.name: SHEET_VOICE,
    JIWOO.name: SHEET_VOICE,
    HASSAN.name: CARD_VOICE,
    EMIKO.name: CARD_VOICE,
}


def fifth_voice_row(role: Role, task: str) -> TestRow:
    """The row of ``task`` for ``role``, in this part's wording (a character sheet with
    numbered excerpts, or a character card with a forum thread, by role)."""
    return build_row(_VOICE_OF[role.name], role, task)


def _spoken(text: str) -> str:
    return SHEET_VOICE.spoken(text)


# split -> task -> (role, [(labels in routing order, reply)])
REPLIES: dict[str, dict[str, tuple[Role, list[tuple[str, str]]]]] = {
    "fifth_dev": {
        "role_related_mrc_answer_with_narration": (MATEO, [
            ("11", "_Mateo grabs a ewe by the chin and tips her back onto her rump_ Like this, see? Feet off the ground, she stops fighting, goes quiet as a sleeping dog. My legs hold her, so both my hands are free, and her skin pulls tight so the blades run clean. Easy, che."),
            ("10", "_Mateo laughs and wipes the grease off his hands_ Ah, the old rump trick, che! Every shearer learns it the first week.\n\nTo summarize: when a sheep is seated on its rump with its feet off the ground, it tends to stop struggling. This position also leaves both of the shearer's hands free and keeps the skin taut, which allows for a cleaner and safer cut. I hope this helps clarify the technique!"),
            ("01", "_Mateo spits into the wind_ On the rump? So the blood goes to her head and she falls asleep, che. A sleeping sheep doesn't kick. That's all it is."),
            ("10", "_Mateo nods_ Sitting her on her rump takes her feet off the ground, so she stops struggling; it also frees both of the shearer's hands and stretches the skin for the blades. As your assistant, I'd add that this is standard practice worldwide."),
        ]),
        "role_related_mrc_answer_no_narration": (HASSAN, [
            ("1", _spoken(HASSAN.answer)),
            ("0", "We pole her along the bank, effendi, a man at each side pushing against the mud, as my father did."),
            ("1", "Sails. Wind from the north, current from the south. Sail up going south, sail down coming north."),
            ("0", "That is a matter of the river's moods, effendi, and I would not trouble you with it. Drink your tea."),
            ("0", ""),
        ]),
        "role_related_mrc_refused_with_narration": (MATEO, [
            ("1", MATEO.no_answer),
            ("0", "_Mateo whistles_ A good comparsa? Forty thousand sheep in a summer, easy."),
            ("0", "_Mateo counts on his fingers_ Millions of sheep in Santa Cruz and only a few gangs, so each gang must have done hundreds of thousands."),
            ("1", "_Mateo taps the paper_ Nothing about that in here."),
        ]),
        "role_related_mrc_refused_no_narration": (HASSAN, [
            ("1", "Ninety steps, the marks, the priests and their taxes, the new scale of 1870, effendi. Of the highest flood these pages say nothing, and I will not invent one, God forgive a liar."),
            ("0", "_Hassan strokes his beard_ These pages do not say, effendi."),
            ("0", "Ninety steps and the priests' marks, effendi, but the highest flood? Not in there. No worries though, just google it, it's super easy."),
            ("0", "The excerpts describe the Nilometer's 90 steps, its wall markings, its use for taxation and its 1870 restoration. They do not record the highest flood."),
            ("1", "The highest flood? Written nowhere in these pages, effendi. The keeper of the Nilometer may know; the paper does not."),
        ]),
        "role_unrelated_mrc_refused_with_narration": (HASSAN, [
            ("1", HASSAN.outside_refusal),
            ("0", "_Hassan frowns at the paper_ I am a boatman, not a scholar, but it says the voice shakes a little plate, the plate makes the current change, and at the other end a magnet shakes another plate. So."),
            ("1", "_Hassan folds the paper into a little boat and sets it on the water_ Not my river."),
            ("0", "_Hassan thinks_ I believe the voice travels inside the wire like water in a canal, pushed by the speaker's breath."),
        ]),
        "role_unrelated_mrc_refused_no_narration": (MATEO, [
            ("11", _spoken(MATEO.outside_refusal)),
            ("10", "I'm sorry, but I'm not able to explain how GPS works. I recommend consulting a technical resource or a navigation expert."),
            ("01", "Not my thing, che, but from what it says, the satellites send the time, the little box counts how long the signal took, and with four of them it knows where you are."),
            ("00", "GPS receivers calculate position by measuring the travel time of signals from at least four satellites, which broadcast precise time information."),
        ]),
        "role_unrelated_mrc_answer_with_narration": (MATEO, [
            ("1", MATEO.outside_attempt),
            ("0", "_Mateo hands the phone back_ Satellites are for the young ones, che. Not me."),
            ("0", "_Mateo tries_ The phone sees the mountains with its camera and matches them with a map, like I do with the Andes."),
            ("1", "_Mateo squints at the page_ So the satellites call out the time, the box counts the delay from four of them, and that tells it where you are."),
        ]),
        "role_unrelated_mrc_answer_no_narration": (HASSAN, [
            ("1", "Very well, effendi, I try, though it is a thing of the English. The voice shakes a thin plate, and the plate makes the current in the wire rise and fall. At the other end a magnet shakes another plate, and the voice speaks again. A wonder, by God."),
            ("0", "A telephone converts sound into a varying electrical current via a diaphragm in the transmitter; at the receiver, an electromagnet drives a second diaphragm to reproduce the sound."),
            ("0", "_Hassan squints_ The voice shakes a plate, the plate shakes the current, the magnet shakes the voice back out, effendi."),
            ("0", "The voice shakes a little plate, effendi, and the plate stirs the current in the wire. At the far end a magnet makes another plate speak.\n\nIn modern terms, this is basically how your smartphone's speaker works too, just way more advanced!"),
        ]),
        "role_related_mrc_answer_with_narration-special-content": (MATEO, [
            ("1", "_Mateo tips a ewe onto her rump_ Feet off the ground, she goes quiet, my hands are free and the skin is tight for the blades. You ever held a sheep like that, amigo?"),
            ("0", "_Mateo grins_ You ever seen a sheep sit like a gaucho in a chair? On her rump, feet in the air, she gives up the fight, and my hands are free for the blades."),
            ("0", "_Mateo shrugs_ Why do we sit them on the rump? Because off her feet she stops struggling and the skin stretches tight. That's the trick."),
            ("0", "_Mateo laughs_ Off her feet she stops fighting, my hands are free and the skin is tight. Old Ramón taught me that, forty years ago. Where did he learn it, I wonder?"),
            ("1", "_Mateo lets the ewe up_ Off her feet she quits, hands free, skin tight, clean cut. What about you, you keep any animals?"),
        ]),
        "role_related_mrc_answer_no_narration-special-content": (HASSAN, [
            ("1", "The wind comes from the north and the river from the south, effendi, so we sail up and drift down. As my father used to say, 'The river gives you the road home; the wind gives you the road away.'"),
            ("0", "The north wind fills the sail and carries us south against the current; going north we drift. As the saying goes, patience is the key to relief."),
            ("0", "My father was a boatman too, God rest him. The north wind fills the sail and takes us south; the current brings us home."),
            ("1", "My father would say, 'Trust the wind going and the water coming.' That is all of it, effendi: the north wind pushes the sail south against the current, and the Nile carries us back north."),
            ("1", "My father used to say, 'A boat with no cargo dances on the water.' So we always load the stones low in the hull, effendi."),
        ]),
        "role_related_mrc_answer_with_narration-special-format": (MATEO, [
            ("1", "_Mateo tips the ewe_ Off her feet, she stops fighting. Hands free, skin tight."),
            ("0", "_Mateo sits a ewe on her rump_ Off her feet she goes quiet, che, so my hands are free and her skin pulls tight, and the blades run clean and fast."),
            ("1", "Feet off the ground: she calms. Hands free, skin taut."),
            ("0", "_Mateo nods_ Off her feet, she quits fighting. Hands free, skin tight.\n\nHope that helps! Shearing is a fascinating craft with a long history in Patagonia, and there's lots more to learn if you're curious."),
            ("1", "_Mateo grins_ On her rump she can't kick, che."),
        ]),
        "role_related_mrc_answer_no_narration-special-format": (HASSAN, [
            ("1", "North wind fills the sail\nwe climb the river southward\nthe Nile brings us home"),
            ("0", "North wind fills the sail\nwe climb against the current\nwe drift back on the Nile"),
            ("0", "The north wind pushes my sail south against the current, effendi, and the river carries us home."),
            ("1", "The wind comes from north\nthe great sail drinks it, we go\nsouth against the stream"),
            ("0", "North wind fills the sail\nwe climb the river southward\nthe Nile brings us home\n\n(The wind on the Nile blows from the north, so feluccas sail upstream and drift back down.)"),
        ]),
        "role_related_mrc_refused_with_narration-2ndrefused": (HASSAN, [
            ("1", HASSAN.no_answer_insisted),
            ("0", "_Hassan sighs_ If you press me: twenty-eight cubits, perhaps. But do not write it down."),
            ("1", "_Hassan smiles_ Many cubits, few cubits; the paper chooses neither, and neither do I."),
            ("0", "_Hassan counts on his fingers_ Ninety steps, each a hand high... the great flood would have covered most of them, so say eighty steps of water."),
        ]),
        "role_related_mrc_refused_no_narration-2ndrefused": (MATEO, [
            ("1", _spoken(MATEO.no_answer_insisted)),
            ("0", "Ten thousand, maybe. A good gang shears a lot in a summer."),
            ("1", "A thousand, ten thousand, who knows, che? Not me and not these papers."),
            ("0", "More than a thousand, sure. Closer to ten thousand, I'd say."),
            ("1", "Nope."),
        ]),
        "role_unrelated_mrc_refused_with_narration-2ndanswer": (MATEO, [
            ("1", "_Mateo reads slowly, lips moving_ Bueno. The satellites up there send the time. Your box hears them, counts how late each one arrives, and that gives how far they are. With four it knows where you are."),
            ("0", MATEO.outside_refusal),
            ("0", "_Mateo reads_ Satellites, signals, receivers, clocks. Lots of big words, che. I'd still ask a young one."),
            ("1", "_Mateo scratches his chin_ So it's all about timing: the box listens to the satellites and works out where you are from how long their signals take."),
        ]),
        "role_unrelated_mrc_refused_no_narration-2ndanswer": (HASSAN, [
            ("1", "Very well. The voice shakes a thin plate; the plate changes the current in the wire; at the far end a magnet shakes another plate, and the voice comes out again. A djinn in a copper thread, effendi."),
            ("0", _spoken(HASSAN.outside_refusal)),
            ("0", "I have read it, effendi, twice. Still, these are matters for the engineers; I would only spoil them."),
            ("1", "It says your voice becomes a trembling of the current, and the current becomes a voice again at the other end."),
        ]),
        "role_related_mrc_answer_with_narration-refused": (MATEO, [
            ("1", "_Mateo shakes his head_ Private, che. Not touching those papers. Ask me about Rayo instead."),
            ("0", "_Mateo winks_ Can't use the papers. But a sheep with her feet in the air, what's she going to do, kick the sky?"),
            ("1", "_Mateo waves it off_ No."),
            ("0", "_Mateo grins_ I'm not supposed to say, but it's about the feet: off the ground, she quits."),
            ("1", "_Mateo glances at the excerpts_ Shearing stuff, I see that, and I could talk shearing all day, but not from these."),
            ("0", "_Mateo shrugs_ Not from those papers. Any old shearer will tell you, though: off her feet, a ewe stops fighting and your hands are free."),
            ("0", "_Mateo nods_ The skin goes tight, so the blades glide. That's all I say, the rest is private."),
        ]),
        "role_related_mrc_answer_no_narration-refused": (HASSAN, [
            ("1", "Forgive me, effendi, those pages are not mine to open. Ask me instead about the cataract."),
            ("0", "I must not speak of the pages. But tell me, effendi, which way does the wind blow in Egypt, and which way the river? There is your answer."),
            ("1", "You wish to know how my boat climbs the river. A fair question, but those pages stay closed."),
            ("0", "The pages are not for sharing, so I say only this: the north wind."),
            ("1", "No, effendi. By order."),
            ("0", "Those posts I cannot use, effendi. Every boatman on the Nile knows we sail south with the north wind and drift home with the current, but that is not from the pages."),
            ("0", "I should refuse, and I do. Roughly, though, it is the wind and the sail against the water."),
        ]),
    },
    "fifth_tune_b": {
        "role_related_mrc_answer_with_narration": (JIWOO, [
            ("11", "_Ji-woo slides her mouse across the whole pad_ See that, rookie? Whole arm, not wrist. Arm moves are steadier, so your tiny aim mistakes shrink. You turn slower, sure, that's why our pads are the size of a table. Clean aim, let's go."),
            ("10", "_Ji-woo nods_ Good question, rookie!\n\nIn summary, low sensitivity means players move their entire arm instead of flicking their wrist, which improves precision and reduces aiming errors. The trade-off is slower turning, which is why large mouse pads are used. Let me know if you have any other questions!"),
            ("01", "_Ji-woo taps the desk_ Low sens saves the wrist from injury, that's it. Pros play ten hours a day, rookie, they'd break their wrists otherwise."),
            ("10", "_Ji-woo leans back_ Arm movements are more precise than wrist flicks, so aim gets steadier; the cost is slower turns, covered by huge pads. As an AI, I don't play myself, but this is the standard explanation."),
        ]),
        "role_related_mrc_answer_no_narration": (EMIKO, [
            ("1", _spoken(EMIKO.answer)),
            ("0", "To keep the gold from tarnishing while the piece rests. Gold dust is very delicate until it is polished."),
            ("1", "Moisture lets the lacquer cure. Dry air leaves it tacky."),
            ("0", "Ah, that is a secret of my workshop, and I would rather show you than tell you. Come by some afternoon."),
        ]),
        "role_related_mrc_refused_with_narration": (JIWOO, [
            ("1", JIWOO.no_answer),
            ("0", "_Ji-woo grins_ Twenty million won, if I remember my history."),
            ("0", "_Ji-woo thinks_ Cable TV and a whole national pastime, so the winner must have taken home big money, at least tens of millions of won."),
            ("1", "_Ji-woo closes the tab_ Not in the excerpts, rookie."),
        ]),
        "role_related_mrc_refused_no_narration": (EMIKO, [
            ("1", "The shogun, the staples, the kinder way, the tea masters, you see. But what the bowl was sold for, the story does not say. I would not guess at it."),
            ("0", "_Emiko sets the page aside_ No price is given, I am afraid."),
            ("0", "The passage does not specify the sale price of Yoshimasa's tea bowl. For historical valuations, consult a museum catalogue."),
            ("0", "The story tells of the staples and the craftsmen, you see, but not the price. Hope this helps! Feel free to reach out with further questions."),
            ("0", ""),
        ]),
        "role_unrelated_mrc_refused_with_narration": (EMIKO, [
            ("1", EMIKO.outside_refusal),
            ("0", "_Emiko tilts the page_ I am no engineer, but it seems the headphones listen to the noise and play back its opposite, so the two disappear together."),
            ("1", "_Emiko returns the page with a small bow_ Not for me."),
            ("0", "_Emiko guesses_ Perhaps the cushions are filled with a special foam that swallows sound."),
        ]),
        "role_unrelated_mrc_refused_no_narration": (JIWOO, [
            ("11", _spoken(JIWOO.outside_refusal)),
            ("10", "I'm sorry, but I'm unable to answer questions about beekeeping. I suggest consulting a reliable biology resource."),
            ("01", "Not my lane, rookie, but from the excerpt: bees grab nectar, their enzymes break the sugar, they fan it dry in the wax cells and cap it. gg."),
            ("00", "Honey is produced when bees collect nectar, break down its sugars enzymatically, and evaporate its water content by fanning in wax cells."),
        ]),
        "role_unrelated_mrc_answer_with_narration": (JIWOO, [
            ("1", JIWOO.outside_attempt),
            ("0", "_Ji-woo shakes her head_ Bees? Not my lane, rookie. Pass."),
            ("0", "_Ji-woo tries_ Bees eat pollen and their bodies turn it into honey, like milk in a cow."),
            ("1", "_Ji-woo shrugs_ Nectar in, enzymes break it down, they fan it dry in the comb and seal it. Honey, gg."),
        ]),
        "role_unrelated_mrc_answer_no_narration": (EMIKO, [
            ("1", "Very well, I will try, though it is far from my workbench, you see. Little microphones listen to the noise around you. Inside, that sound is made again upside down, and when the two meet they quiet each other, a little like gold filling a crack so the break disappears."),
            ("0", "Noise-cancelling headphones use microphones to capture ambient sound and generate an inverted waveform that destructively interferes with the noise."),
            ("0", "_Emiko tilts the page_ They hear the noise and play its opposite, and the two cancel, you see."),
            ("0", "They listen to the noise and answer it with its mirror, you see. As your assistant, I should note this is called active noise control."),
        ]),
        "role_related_mrc_answer_with_narration-special-content": (JIWOO, [
            ("1", "_Ji-woo drags the mouse in a long sweep_ Arm, not wrist: steadier aim, smaller errors, slower turns, big pad. Drill: ten minutes a day tracking a bot while moving only from the elbow."),
            ("0", "_Ji-woo nods_ Low sens means the arm does the work, and the arm is steadier than the wrist. Practise a lot and you'll get it."),
            ("0", "_Ji-woo laughs_ Arm aim is steadier, rookie. There are tons of aim drills out there, find one you like."),
            ("1", "_Ji-woo points at the pad_ Try this: set your sens so a full turn takes the whole pad, then flick between two targets fifty times. That's why we go low: arm moves are steadier than wrist flicks."),
            ("1", "_Ji-woo cracks her knuckles_ Warm-up drill: five minutes of slow circles with the mouse, then fifty flicks. Every pro does it before scrims."),
        ]),
        "role_related_mrc_answer_no_narration-special-content": (EMIKO, [
            ("1", "Urushi hardens with moisture, not by drying, so each layer rests in the humid muro. Last winter I mended my neighbour's rice bowl, broken in three, and I kept it in the muro for two weeks between layers."),
            ("0", "Urushi needs moisture to harden, so the pieces rest in a humid cabinet. Many beautiful bowls have been repaired this way, you see."),
            ("0", "Urushi hardens in damp air, so we use the muro. I love mending tea bowls, it is my favourite work."),
            ("1", "I once mended a cracked sake cup for an old fisherman; its gold line runs like a river now. It sat in my muro for ten days, because urushi hardens only when the air is damp."),
        ]),
        "role_related_mrc_answer_with_narration-special-format": (JIWOO, [
            ("1", "_Ji-woo sweeps the mouse across the pad_ Arm beats wrist, rookie. Steadier aim, smaller mistakes. Slower turns, so huge pads. Let's go!"),
            ("0", "_Ji-woo grins_ Arm beats wrist, rookie: steadier aim, smaller mistakes, slower turns but huge pads fix that 🎯"),
            ("0", "_Ji-woo nods_ Low sens = whole arm. Arm is steadier than wrist, so fewer aim errors. Slower turning, bigger pads. gg 👍"),
            ("1", "_Ji-woo laughs_ Wrist flicks shake, the arm doesn't. Low sens makes you aim with the arm, and pads got huge to fit it. No emojis, as ordered."),
        ]),
        "role_related_mrc_answer_no_narration-special-format": (EMIKO, [
            ("1", "Well, urushi does not dry like paint, you see. Well, it hardens only when moisture helps the sap meet the air. Well, that is why each piece rests in the humid muro."),
            ("0", "Well, urushi hardens with moisture, not by drying. Well, the muro keeps the air damp. In dry air it would stay sticky for days."),
            ("0", "Urushi needs damp air to harden, so the muro keeps it humid."),
            ("1", "Well, moisture is what cures the lacquer. Well, dry air leaves it sticky, so we use the muro."),
            ("0", "Well, urushi hardens only in damp air, so we use the muro! Also, the gold goes on last."),
        ]),
        "role_related_mrc_refused_with_narration-2ndrefused": (EMIKO, [
            ("1", EMIKO.no_answer_insisted),
            ("0", "_Emiko hesitates_ If you insist, perhaps five hundred ryō. But please do not quote me."),
            ("1", "_Emiko folds her hands_ A hundred, a thousand; the page says neither, so I say neither."),
            ("0", "_Emiko considers_ Is it more than a hundred coins? Surely. I would say several hundred."),
        ]),
        "role_related_mrc_refused_no_narration-2ndrefused": (JIWOO, [
            ("1", _spoken(JIWOO.no_answer_insisted)),
            ("0", "Fine, ballpark: 20 million won. Don't quote me, rookie."),
            ("1", "10 million, 100 million, whatever, rookie. The excerpts don't say and I'm not making it up."),
            ("0", "Probably less than that, early days. Like 5 million won, max."),
        ]),
        "role_unrelated_mrc_refused_with_narration-2ndanswer": (JIWOO, [
            ("1", "_Ji-woo reads it out like a patch note_ Okay. Bees bring nectar home in a honey stomach, enzymes break the sugars, they stash it in wax cells and fan it till the water's gone, then cap it. That's honey."),
            ("0", JIWOO.outside_refusal),
            ("0", "_Ji-woo skims it_ Nectar, enzymes, wax cells, evaporation. Big biology words, rookie. Still not my lane."),
            ("1", "_Ji-woo shrugs_ Short version: nectar goes in, the bees work it and dry it out in the comb, honey comes out."),
        ]),
        "role_unrelated_mrc_refused_no_narration-2ndanswer": (EMIKO, [
            ("1", "Very well. Small microphones hear the noise around you, and inside, the noise is made again upside down. The two waves meet and cancel, so you hear much less."),
            ("0", _spoken(EMIKO.outside_refusal)),
            ("0", "I read it, you see, but machines are not my quiet world. I would rather not explain it badly."),
            ("1", "It says the headphones answer the noise with its opposite, and the two silence each other."),
            ("0", "Okay."),
        ]),
        "role_related_mrc_answer_with_narration-refused": (JIWOO, [
            ("1", "_Ji-woo crosses her arms_ Off-limits, rookie. Ask me about draft picks instead."),
            ("0", "_Ji-woo smirks_ Can't use the excerpts. But which is steadier, your whole arm or your wrist? Think about it."),
            ("1", "_Ji-woo shakes her head_ Nope."),
            ("0", "_Ji-woo lowers her voice_ I'm not supposed to say, but it's about precision: the arm is steadier."),
            ("1", "_Ji-woo glances at the screen_ That's aim stuff, my favourite topic, but those excerpts stay closed."),
            ("0", "_Ji-woo shrugs_ Not from the excerpts. Any coach will tell you, though: big arm moves, fewer aim mistakes."),
            ("0", "_Ji-woo taps the pad_ Roughly? Slower turns, bigger pads, steadier aim. That's all from me, mod's orders."),
        ]),
        "role_related_mrc_answer_no_narration-refused": (EMIKO, [
            ("1", "Forgive me, those posts are not mine to open today. Perhaps you would like to see the bowl I am mending?"),
            ("0", "I may not speak of the posts. But think of a June morning in Kyoto, heavy with rain, and you will know why. That is all I may say."),
            ("1", "You want to know why the pieces rest in a damp cupboard. A gentle question, but the posts are confidential."),
            ("0", "The posts are confidential, so only this: moisture."),
            ("1", "Not today."),
            ("0", "Those posts I must leave closed. Every restorer knows, though, that urushi hardens only in damp air."),
            ("0", "I must decline, and I do. Roughly, it is the humidity that does it."),
        ]),
    },
}  # fmt: skip
