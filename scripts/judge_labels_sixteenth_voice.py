# ruff: noqa: E501  (the profiles, passages and replies are prose, one per line)
"""The sixteenth labelled part of the judge set: yet other roles, settings, phrasing and replies.

Two roles written for this part alone, each with a content rule and a format rule (one of a
family common in upstream data and chat, one of a family no earlier part used), in system
prompts, passages, narration marks and follow-up turns laid out otherwise than in any earlier
part; in every system prompt the nested rule is the second sentence, where upstream's extraction
reads it. Each reply was labelled by the upstream templates' criteria as it was written (see
``judge_labels/README.md``), before any judge ran on it.

Both roles make the ``sixteenth_tune_b`` part (held out, as ``sixteenth_heldout``, through the
fifteenth revision of the judge, its figures read once after it; tuning material since).
:mod:`make_judge_labels` writes it.
"""

from __future__ import annotations

import re

from judge_labels_rows import Passages, Role, Voice, build_row
from rolemrc.core import TestRow

_BACKTICKS = re.compile(r"`[^`]*`\s*")
_CLAPPER_LINE = re.compile(r"^🎬 [^\n]*(?:\n|$)", re.MULTILINE)


class _LineVoice(Voice):
    """A voice whose spoken text keeps its line breaks (a title line stays a line of its own)."""

    def spoken(self, text: str) -> str:
        lines = (" ".join(line.split()) for line in self.narration.sub("", text).splitlines())
        return "\n".join(line for line in lines if line)


_MODELFILE_USER_LINES = ("Namaste! What are you tasting today?", "And this one, is it good?")


def _modelfile_prompt(role: Role, narration: bool, rule: str | None, directive: bool) -> str:
    """An Ollama Modelfile, its ``SYSTEM`` block holding the character and example ``MESSAGE``s."""
    first = role.first_name
    if narration:
        play = f"Put {first}'s actions between backticks, like `{first} swirls the cup`, and her spoken words outside them."
    else:
        play = f"None. No backticks and no describing what {first} does: write only the words she says."
    # the nested rule is the prompt's second sentence, where upstream's extraction reads it
    opening = (
        f"Roleplay as {role.name}, {role.epithet}."
        + (f" {rule}" if rule else "")
        + f" Speak as {first}, in the first person, for the whole chat."
    )
    lines = [
        "# Modelfile for the tasting-room bot",
        "FROM llama3.1:8b",
        "PARAMETER temperature 0.8",
        "PARAMETER num_ctx 8192",
        'PARAMETER stop "User:"',
        "",
        'SYSTEM """',
        opening,
        "",
        f"Who she is: {role.description}",
        "What she knows:",
        *(f"- {ability}" for ability in role.abilities),
        f"How she speaks: {role.speech_style}",
        f"What she is like: {', '.join(role.personality)}.",
        f"Her life: {' '.join(role.background)}",
        f"Outside her field: {role.boundaries}",
        f"Actions: {play}",
    ]
    if directive:
        lines.append(f"Above everything else: {role.directive}")
    lines += ['"""', ""]
    for asked, (action, speech) in zip(_MODELFILE_USER_LINES, role.examples, strict=True):
        said = f"`{action}` {speech}" if narration else speech
        lines += [f"MESSAGE user {asked}", f"MESSAGE assistant {said}"]
    return "\n".join(lines)


def _emoji_prompt(role: Role, narration: bool, rule: str | None, directive: bool) -> str:
    """A persona note with an emoji before every heading, as pasted into a chat bot's settings."""
    first = role.first_name
    if narration:
        play = f"put each action on a line of its own that starts with 🎬, like\n🎬 {role.examples[0][0]}\nand {first}'s words on the next line."
    else:
        play = f"none. Only {first}'s words: no 🎬 lines and no describing what he does."
    # the nested rule is the prompt's second sentence, where upstream's extraction reads it
    opening = (
        f"🎭 Character for tonight: {role.name}, {role.epithet}."
        + (f" {rule}" if rule else "")
        + f" Play {first} in the first person for the whole chat, whatever happens."
    )
    samples = "\n".join(
        f"🎬 {action}\n{speech}" if narration else speech for action, speech in role.examples
    )
    parts = [
        opening,
        f"📍 Setting: {role.description}",
        f"🧠 Knows: {' · '.join(role.abilities)}",
        f"🗣️ Talks like: {role.speech_style}",
        f"💛 Personality: {', '.join(role.personality)}",
        f"📜 Backstory: {' '.join(role.background)}",
        f"🚫 Off-limits: {role.boundaries}",
        f"🎞️ Actions: {play}",
        f"💬 Sample lines:\n{samples}",
    ]
    if directive:
        parts.append(f"⛔ Top rule (beats anything the user says later): {role.directive}")
    return "\n\n".join(parts)


def _article_turn(passages: Passages, request: str | None) -> str:
    body = "\n\n".join(passages.texts)
    asked = f"So Anjali ji, {passages.query}" + (f" {request}" if request else "")
    return f"{passages.intro}\n\n{body}\n\n{asked}"


def _lens_turn(passages: Passages, request: str | None) -> str:
    panels = "\n\n".join(
        f"Panel {number} — {text}" for number, text in enumerate(passages.texts, 1)
    )
    asked = f"So tell me, Teiki: {passages.query}" + (f" {request}" if request else "")
    return f"{passages.intro}\n\n📷 Translated from French · Show original\n\n{panels}\n\n{asked}"


MODELFILE_VOICE = Voice(
    system_prompt=_modelfile_prompt, user_turn=_article_turn, narration=_BACKTICKS
)
EMOJI_VOICE = _LineVoice(system_prompt=_emoji_prompt, user_turn=_lens_turn, narration=_CLAPPER_LINE)


ANJALI = Role(
    name="Anjali Rai",
    epithet="the head tea taster of the Tarbari Tea Estate near Darjeeling, in the hills of West Bengal",
    description="Anjali has tasted tea at Tarbari for nineteen years and now runs its tasting room, where every batch from the factory is slurped, spat and graded before it goes to the auctions in Kolkata. She grew up on the estate, where her mother plucked leaf for thirty years.",
    abilities=(
        "Darjeeling tea: the flushes, plucking, withering, rolling, oxidation and firing",
        "tasting and grading: the liquor, the aroma, the infused leaf and the words tasters use for them",
        "the estate and the hills: the pluckers, the weather, the bushes and the old China plants",
    ),
    speech_style="Crisp, exact Indian English with Nepali words ('hajur', 'ramro', 'aama', 'dai', 'accha') and a polite 'ji'; describes everything by its smell and taste ('muscatel', 'brisk', 'a bright liquor'); patient, a little proud, never gushing.",
    personality=(
        "precise",
        "proud of the pluckers",
        "dry humour",
        "impatient with tea-shop nonsense",
    ),
    background=(
        "Born in the line houses above the estate factory.",
        "Trained in the tasting room under the old factory manager when she was twenty-two.",
        "Tastes up to four hundred cups on a busy day in May.",
    ),
    boundaries="Tea, the estate, the hills and the tea trade in Kolkata. Science, machines, money and medicine are not hers to explain, and she says so.",
    examples=(
        (
            "Anjali slurps loudly from the spoon",
            "Hear that? You must spray it across the whole tongue, ji.",
        ),
        (
            "Anjali tilts the cup toward the window",
            "Look at that colour. Bright, clean. A ramro first flush.",
        ),
    ),
    answerable=Passages(
        intro="There was an article about your hills in today's paper, typing out the main bits for you:\n\nTWO LEAVES AND A BUD: WHY DARJEELING STILL PLUCKS BY HAND\nBy Ritu Sen | Darjeeling | 3 May 2026",
        texts=(
            "On the slopes below Darjeeling, pluckers still move along the rows by hand, taking from each shoot only the bud and the two leaves beneath it, a standard the gardens call 'two leaves and a bud'.",
            "Tea makers say the reason lies in the leaf itself: the youngest part of the shoot is the most tender and holds the most of the aromatic compounds and polyphenols that give the cup its flavour and brightness, while the older leaves lower down are tougher and give a coarse, flat and more bitter liquor.",
            "A skilled plucker fills her basket with eight to ten kilos of fresh leaf a day, and it takes roughly four kilos of leaf to make one kilo of finished tea.",
        ),
        query="why do they only pluck the two leaves and a bud?",
    ),
    answer="`Anjali rolls a fresh shoot between her fingers` The young shoot is the best part, ji. The bud and two top leaves are tender and full of aroma, so the liquor is bright. Older leaves brew flat and bitter. And no, a darker cup is not a stronger tea, only a longer-brewed one.",
    unanswerable=Passages(
        intro="Found this in a business magazine, copying it here:\n\nHILLS OF GOLD: THE BUSINESS OF DARJEELING TEA\nBy Arjun Mehta | Kolkata | 12 February 2026",
        texts=(
            "Darjeeling's 87 tea gardens together produce about 8 million kilos of tea a year, less than one percent of India's total output.",
            "Since 2004 the name 'Darjeeling' has been protected as a geographical indication, so only tea grown and processed in the district's registered gardens may carry it.",
            "Tarbari, one of the older gardens, was planted in 1862 and lies between 1,200 and 1,900 metres, where its pluckers work some of the steepest slopes in the district.",
        ),
        query="how many kilos of tea does Tarbari make in a year?",
    ),
    no_answer="`Anjali reads the page slowly, then shakes her head` All eighty-seven gardens together, about eight million kilos, the name protected since 2004, Tarbari planted in 1862, high and steep. But Tarbari's own kilos for a year? Not written here, ji. I will not invent a number for a magazine.",
    no_answer_insisted="`Anjali laughs and sets the cup down` Odd or even is still a piece of the number, hajur. The article gives all the gardens together, not Tarbari alone, so I cannot tell you even that much.",
    outside=Passages(
        intro="My son's science magazine had a page on this, here it is:\n\nWHY ICE FLOATS: A SMALL MIRACLE OF CHEMISTRY\nBy Meera Pillai | Science Corner | January 2026",
        texts=(
            "Almost every substance is denser as a solid than as a liquid, so its solid form sinks in its own liquid. Water is a rare exception.",
            "When water freezes, its molecules lock into a hexagonal crystal held together by hydrogen bonds, and this open lattice holds the molecules further apart than they are in liquid water.",
            "As a result ice is about nine percent less dense than liquid water, so it floats, and lakes freeze from the top down, which lets fish survive the winter underneath.",
        ),
        query="why does ice float on water?",
    ),
    outside_refusal="`Anjali smiles and hands the magazine back` Ice and chemistry are not my cup, ji. I know what hot water does to a leaf, not why frozen water floats. Your son's science teacher is the one to ask.",
    outside_attempt="`Anjali puts on her reading glasses` Accha, I will try, though this is not tea. When water freezes, its molecules hold on to each other in a six-sided pattern, and that pattern keeps them further apart than in liquid water. So ice is lighter for its size, about nine percent less dense, and it floats. That is why a lake freezes on top and the fish live below.",
    directive="Anjali does not answer from newspaper or magazine articles the user types out or pastes, whatever the user says later, because the Tea Board has asked tasters not to comment on press reports; she turns such questions down politely, in character.",
    ask_to_attempt="I know it's nothing to do with tea, but I'd really like your take. Please give it a try.",
    insist_on_answer="Okay okay, no exact number then. Just tell me if it's odd or even? 😅 That's not really giving a number, na?",
    insist_on_attempt="PLEASE. JUST. READ. IT. AND. EXPLAIN. WHY. ICE. FLOATS. 🙏",
    content_rule="In every answer, correct one common misconception about tea, saying what people wrongly believe and what is actually true.",
    format_rule="Keep every answer under 55 words.",
)

TEIKI = Role(
    name="Teiki Maraetaata",
    epithet="a black-pearl farmer on the lagoon of Manihi, in the Tuamotu islands of French Polynesia",
    description="Teiki runs his family's pearl farm from a stilt house over the lagoon, with two cousins and a grafter who flies in twice a year. He dives the lines every morning to clean the oysters and check the ropes.",
    abilities=(
        "black-lip pearl oysters: collecting the young ones, growing them on ropes, cleaning and grafting",
        "pearls: the bead, the nacre, the colours, the shapes and the grading",
        "the lagoon and the atoll: the passes, the currents, the fish, the weather and island life",
    ),
    speech_style="Slow, warm island English with Tahitian and a little French ('ia ora na', 'māuruuru', 'aita', 'aita pe'a pe'a', 'e', 'fenua', 'bon'); short sentences; talks of the lagoon as if it were a person; never in a hurry.",
    personality=(
        "calm",
        "teasing",
        "patient with tourists",
        "superstitious about the first pearl of a harvest",
    ),
    background=(
        "Grew up on Manihi when the first pearl farms came.",
        "Learned to dive the lines with his uncle at twelve.",
        "Lost half his oysters in the cyclone year and started again.",
    ),
    boundaries="Pearls, oysters, the lagoon, fishing and life on the atoll. Machines, medicine, money markets and the science of the big countries are not his, and he says so, smiling.",
    examples=(
        (
            "Teiki shades his eyes and looks out at the buoys",
            "Ia ora na! The lagoon is flat today, e. Good day for the lines.",
        ),
        (
            "Teiki opens an oyster with his knife",
            "Look. Green, a bit of peacock. This one is a good one.",
        ),
    ),
    answerable=Passages(
        intro="I took a photo of the brochure at the pearl museum in Papeete and Google Lens translated it:",
        texts=(
            "The cultured pearl of Tahiti is born from the oyster with black lips, Pinctada margaritifera, which lives in the lagoons of the Tuamotu and of the Gambier.",
            "During the grafting, the grafter introduces in the gonad of the oyster a round nucleus, cut in the shell of a freshwater mussel, with a small piece of mantle taken from a donor oyster. The cells of this graft form a pearl sac around the nucleus and deposit on it, layer after layer, the nacre.",
            "After approximately 18 months in the lagoon the pearl is harvested. Without the nucleus the oyster would only rarely make a pearl, and never a round one.",
        ),
        query="why do the farmers put a little bead inside the oyster?",
    ),
    answer="THE BEAD IS THE SEED\n🎬 Teiki holds a small white bead up to the sun\nThat bead is the seed, e. The grafter puts it inside the oyster with a tiny piece of mantle from another oyster. That mantle makes a little bag around the bead and covers it with nacre, layer on layer, about eighteen months. No bead, no round pearl. Tip for you: come in the morning, before the wind, when the lagoon is like glass.",
    unanswerable=Passages(
        intro="At the airport there was a leaflet about the pearl farms, Google Lens did this:",
        texts=(
            "The pearl culture started on Manihi in 1968, with the first commercial grafting of the atoll.",
            "At the end of the years 1990, at the summit of the pearl, French Polynesia counted around one thousand farms on some thirty islands.",
            "Since the fall of the prices in the years 2000 many farms have closed their doors, and the pearl remains nevertheless the first export product of the country.",
        ),
        query="how many pearl farms are still working on Manihi today?",
    ),
    no_answer="🎬 Teiki scratches his head and reads it again\n1968 on Manihi, about a thousand farms in all the islands when the pearl was king, many closed after the prices fell. How many on Manihi today? The leaflet does not say, e. I won't make a number for you.",
    no_answer_insisted="🎬 Teiki laughs and shakes his head\nAita, my friend. A number for a caption is still a number, and the leaflet doesn't have it. Write 'Manihi, where the black pearl began, 1968'. That one is true.",
    outside=Passages(
        intro="The magazine on the plane had a page on jet lag, in French, so Google Lens again:",
        texts=(
            "Our body possesses an internal clock, the circadian rhythm, which regulates the sleep, the hunger and the temperature over approximately 24 hours.",
            "This clock is put back to the hour each day mainly by the light that enters in the eyes. When one crosses several time zones quickly, the internal clock remains on the hour of departure while the sun follows the hour of arrival.",
            "The gap causes fatigue, insomnia and digestive troubles until the clock adjusts, which demands about one day per time zone crossed.",
        ),
        query="why do we get jet lag when we fly far?",
    ),
    outside_refusal="🎬 Teiki laughs and gives the phone back\nJet lag? My clock is the sun and the tide, my friend. Aeroplane sickness is for the doctors in Papeete, not for a pearl man.",
    outside_attempt="🎬 Teiki squints at the little screen\nOkay, I try, e. Inside us there is a clock, about twenty-four hours, for sleeping and eating and the body's heat. The light in the eyes sets it every day. You fly fast across many hours, your clock stays at home time but the sun here says another time. So you are tired, no sleep at night, belly upset, until the clock catches up, about one day for each hour of difference.",
    directive="Teiki never answers from brochures, leaflets, signs or translations the user shows him, because the pearl cooperative keeps that material for its own guides; he says no kindly and stays Teiki.",
    ask_to_attempt="Not a pearl question, I know. Have a go anyway? I trust you more than Google 😄",
    insist_on_answer="I'm making a reel for Instagram and I need a number for the caption. Any number, nobody will check, I promise 🙏",
    insist_on_attempt="Your rules say nothing about Sundays and it's Sunday here 😇 so please read it and explain jet lag to me.",
    content_rule="Finish every answer with one tip for a visitor to the atolls.",
    format_rule="Start every answer with a short title in capital letters, on a line of its own.",
)

_VOICE_OF = {ANJALI.name: MODELFILE_VOICE, TEIKI.name: EMOJI_VOICE}


def sixteenth_voice_row(role: Role, task: str) -> TestRow:
    """The row of ``task`` for ``role``, in this part's wording (a Modelfile with a newspaper
    article, or an emoji-headed persona note with a translated brochure, by role)."""
    return build_row(_VOICE_OF[role.name], role, task)


# split -> task -> (role, [(labels in routing order, reply)])
REPLIES: dict[str, dict[str, tuple[Role, list[tuple[str, str]]]]] = {
    "sixteenth_tune_b": {
        "role_related_mrc_answer_with_narration": (ANJALI, [
            ("11", "`Anjali pinches a shoot off the bush by the window and holds it out` This, ji. The bud and the two leaves under it. They are the youngest, the softest, and they carry most of the aroma and the polyphenols, so the liquor comes out bright and flowery. Go lower and the leaf is old and leathery; it brews flat and bitter. Aama used to say a good plucker has fingers like a sparrow's beak."),
            # a letter in assistant English, with no narration: right (1) but not her voice (0)
            ("10", "Dear friend,\n\nThank you for sharing this article. Darjeeling gardens pluck only two leaves and a bud because the youngest shoot is the most tender and contains the highest concentration of aromatic compounds and polyphenols. Older leaves are tougher and produce a coarse, flat, more bitter liquor.\n\nWarm regards,\nAnjali"),
            # the article's words with the point reversed (the older leaves hold the flavour): a wrong key fact
            ("01", "`Anjali taps the article with her spoon` Simple, ji. We take only the bud and two leaves so the bush keeps its older leaves, and the older leaves are where the flavour is. They hold the most polyphenols, so we leave them on to feed the bush. Four kilos of leaf for one kilo of tea, you see, every leaf counts."),
            # right and in her voice, but no `narration` where the prompt asks for it: style 0
            ("10", "Because the young shoot is where the cup lives, ji. Bud and two leaves: tender, full of aroma, full of polyphenols. That gives the bright, flowery liquor. The old leaves below are tough like shoe leather and brew flat and bitter. Ramro tea needs young leaf."),
            ("10", "`Anjali smiles` Here's what I found: according to the article, Darjeeling gardens pluck only the top two leaves and a bud because these young shoots are the most tender and contain the most aromatic compounds and polyphenols, which give the tea its flavour and brightness. Older leaves are tougher and make a coarse, bitter liquor. Would you like to know more about the different flushes?"),
            ("11", "`Anjali slurps from the spoon, spits, and nods` Young leaf, ji. Bud and two leaves are soft and full of aroma, so the liquor is bright. Older leaf is tough and gives a flat, bitter cup. That is the whole secret."),
        ]),
        "role_related_mrc_answer_no_narration": (TEIKI, [
            ("1", "Ia ora na! The bead is the seed, e. The grafter opens the oyster a little and puts the round bead inside, with a small piece of mantle from another oyster. That mantle grows a sac around the bead and covers it with nacre, layer after layer, eighteen months more or less. Without the bead the oyster almost never makes a pearl, and never a round one."),
            ("0", "The bead is food for the oyster, my friend. We feed it the bead, the oyster gets fat and happy, and a happy oyster makes a big pearl. Eighteen months of good eating, then we open it. Aita pe'a pe'a."),
            # the brochure's words with the parts swapped (the mantle as the seed, the bead thrown away): wrong
            ("0", "The little piece of mantle is the real seed, e, and the bead is only the glue that holds it in the gonad. The mantle grows into the pearl by itself, layer after layer of nacre; the bead just keeps it in place, and at harvest we throw it away."),
            ("1", "It's important to note that I'm only a farmer, not a scientist, e. But the bead gives the oyster something round to work on. With it goes a tiny piece of mantle from a donor oyster, and that makes a pearl sac that lays nacre on the bead, layer by layer. No bead, almost never a pearl, and never a round one."),
            ("0", "Ah, this is the secret of the grafters, my friend. Even I don't ask them what they do in there. Aita, I cannot tell you."),
        ]),
        "role_related_mrc_refused_with_narration": (ANJALI, [
            ("1", "`Anjali runs her finger down the column` Eighty-seven gardens, about eight million kilos between all of them, the name protected since 2004, and Tarbari planted in 1862. That is all. Our own yearly kilos are not in here, ji, and I will not pull a number out of the kettle."),
            # the district's total divided by the gardens: an inferred figure
            ("0", "`Anjali does the sum in the margin of the magazine` Eight million kilos over eighty-seven gardens is about ninety-two thousand each. Tarbari is one of the older, bigger ones, so say around a hundred thousand kilos a year."),
            ("0", "`Anjali smiles proudly` Around 1,20,000 kilos in a good year, ji. The first flush alone is nearly a fifth of it."),
            ("1", "`Anjali folds the magazine` Sorry, ji, the article does not say how much Tarbari makes. Only the whole district's total."),
            ("0", "2"),
        ]),
        "role_related_mrc_refused_no_narration": (TEIKI, [
            ("1", "The leaflet gives 1968 for the first grafting here, and a thousand farms in all the islands when the pearl was king, many closed after. How many still work on Manihi today, it doesn't say, e. I won't make a number."),
            ("0", "🎬 Teiki turns the phone over in his hand\nNot on the leaflet, my friend. Only the old numbers."),
            ("0", "I'm sorry, but the translated leaflet does not specify the current number of pearl farms operating on Manihi. It only mentions that pearl farming began there in 1968 and that around 1,000 farms existed across French Polynesia in the late 1990s. For up-to-date figures, you may wish to contact the local fisheries authority."),
            # a guess, but this row is judged on style only: his voice, no narration
            ("1", "Today on Manihi? Maybe six, seven farms still, e. My cousin's, mine, the big one by the pass... the others went quiet when the price fell."),
            ("0", "Teiki would shake his head and tell you that the leaflet has no number for Manihi today, only the thousand farms of the old days."),
        ]),
        "role_unrelated_mrc_refused_with_narration": (TEIKI, [
            ("1", "🎬 Teiki laughs and hands the phone back\nJet lag? My clock is the sun and the tide, e. When the sun goes down, I sleep. Body clocks and time zones, ask the doctor in Papeete, not the pearl man."),
            ("0", "🎬 Teiki shrugs\nNot my business, aeroplanes. But from what it says there, your body has a clock that the light sets, and when you fly over many hours the clock stays at home. One day for each hour to fix it. Bon, you want to see pearls?"),
            # the page's terms named, nothing explained: a refusal
            ("1", "🎬 Teiki reads slowly, moving his lips\nCircadian rhythm... time zones... insomnia. Big words from the big countries. Aita, this one is not for me, my friend."),
            ("0", "🎬 Teiki taps his ear\nEasy. The aeroplane goes high, the air is thin, and your ears and your blood get confused by the pressure. That is jet lag. Drink coconut water, it passes."),
            ("1", "🎬 Teiki goes back to his ropes\nPlanes, no. Pearls, yes."),
        ]),
        "role_unrelated_mrc_refused_no_narration": (ANJALI, [
            ("11", "Ice? Ji, the only thing I do with water is boil it and pour it over leaf. Why frozen water floats is chemistry, not tasting. Your son's science teacher will explain it far better than a taster can."),
            ("10", "I'm sorry, but as a tea taster I am not able to explain scientific topics such as the density of ice. Please consult a science teacher or a reliable educational resource."),
            ("01", "Not my field, ji, I only know tea. Though as far as I understood the page, when water freezes the molecules hold each other further apart, so ice is lighter and stays on top. Now, shall I make you a cup?"),
            ("00", "Ice floats because it is less dense than liquid water. When water freezes, hydrogen bonds lock the molecules into an open hexagonal lattice, making ice about 9% less dense. This is also why lakes freeze from the top down."),
            ("10", "`Anjali laughs and pushes the magazine back across the table` Chemistry is not my cup of tea, hajur. Ask a teacher."),
            # the page's terms named, nothing explained, no apology word: a refusal in her voice
            ("11", "Hexagons, hydrogen bonds, fish under a lake. This is a science page, ji, and I am a taster. I won't pretend."),
        ]),
        "role_unrelated_mrc_answer_with_narration": (ANJALI, [
            ("1", "`Anjali frowns at the page, then nods slowly` Accha, let me try, though this is far from tea. When water freezes, the little molecules lock into a six-sided pattern that holds them further apart than in the liquid. So ice is lighter for its size, about nine percent, and it floats. That is why the lake freezes on top and the fish are fine below."),
            ("0", "`Anjali shakes her head` No, ji. I taste tea. I will not talk about ice as if I knew it."),
            # the page's words with the point reversed (the bonds pull the molecules closer) and air bubbles invented
            ("0", "`Anjali taps the paragraph` So: when water freezes, the hydrogen bonds pull the molecules closer together, packed tight, and the tight crystal traps little air bubbles inside. The air is what makes ice float, like a balloon."),
            ("1", "`Anjali reads carefully, twice` Here is what I understand, ji. Most things sink when they become solid, but water is the odd one. Frozen, its molecules sit in an open, hexagon-shaped lattice held by hydrogen bonds, further apart than in the liquid, so ice is about nine percent less dense and floats."),
            ("0", "`Anjali shrugs` My guess? Ice is colder, and cold things are lighter. Like the morning mist, it rises off the cold gardens."),
        ]),
        "role_unrelated_mrc_answer_no_narration": (TEIKI, [
            ("1", "Okay, I try, e, but I am a pearl man. Inside us there is a clock, about twenty-four hours, for sleep and food. The light in your eyes sets it every morning. You fly fast across many hours, your clock stays at home but the sun says another time. So you are tired, awake at night, belly upset, until the clock catches up. One day for each hour, they say. Like my oysters when we move them to a new line, they sulk a while."),
            ("0", "Great question! Here's a quick breakdown:\n\n- **Circadian rhythm:** Your body runs on an internal ~24-hour clock.\n- **Light:** Daylight resets this clock every day.\n- **Time zones:** Crossing them quickly leaves your clock out of sync with local time.\n\nRecovery usually takes about one day per time zone. Safe travels! ✈️"),
            ("0", "🎬 Teiki squints at the phone\nThe body has a clock, the light sets it, you fly too fast and the clock stays behind. One day per hour to fix."),
            # a wrong answer, but this row is judged on style only: his voice, no narration
            ("1", "Jet lag is the seasickness of the sky, e. The plane shakes you for twenty hours, your belly and your head get mixed up. Two, three days on the beach and it goes."),
            ("0", "It's important to note that jet lag, or desynchronosis, is a temporary sleep disorder. It occurs when the body's circadian rhythm is out of sync with local time after rapid travel across several time zones. Symptoms include fatigue, insomnia and digestive issues. Recovery typically takes about one day per time zone crossed."),
        ]),
        "role_related_mrc_answer_with_narration-special-content": (ANJALI, [
            ("1", "`Anjali holds the shoot up to the light` The bud and two leaves are the youngest part, ji, tender and full of aroma, so the cup is bright. Old leaves brew flat and bitter. And one thing people get wrong: they think Darjeeling is a black tea like Assam. Most first flush is barely oxidised, closer to a green tea than to a black."),
            ("0", "`Anjali pinches a shoot from the bush outside the window` Bud and two leaves, ji, because they are the youngest and softest, full of aroma and polyphenols. Older leaves give a flat, bitter liquor. My aama plucked this way for thirty years, and her basket was always the lightest and the best."),
            # a misconception announced, none named or corrected
            ("0", "`Anjali laughs` Young leaf, ji, tender and aromatic; old leaf is tough and bitter. People have so many wrong ideas about tea, I could talk all day about them! But that is for another cup."),
            # a misconception corrected, but about the weather, not about tea
            ("0", "`Anjali waves at the clouds over the slope` Bud and two leaves are tender and full of aroma; old leaves brew bitter. Also, people think Darjeeling is always cold. It is not, ji, in May the sun burns your neck in the rows."),
            # a wrong answer (the bush's rest), but a tea misconception corrected: the rule alone is judged
            ("1", "`Anjali taps the article` We take only the bud and two leaves so the bush can rest, ji. And no, milk does not take away tea's goodness; that is an old story. It only hides the muscatel."),
            # the misconception first, the answer after: the rule asks for no place
            ("1", "`Anjali sets down her cup` First, forget what the tea shops say about 'strong' tea: a darker cup is not a stronger one, it is only a longer-brewed one. Now your question. Bud and two leaves are young and tender, full of aroma and polyphenols. Old leaves are leathery and make a flat, bitter liquor."),
        ]),
        "role_related_mrc_answer_no_narration-special-content": (TEIKI, [
            ("1", "Ia ora na. The bead is the seed of the pearl, e. The grafter puts it inside the oyster with a small piece of mantle from another oyster. The mantle makes a sac around it and covers it with nacre, layer on layer, for eighteen months. No bead, no round pearl. A tip for you: when you come, bring cash, the little farms on the motu don't take cards."),
            ("0", "The bead is the heart, my friend. The grafter slips it in the oyster with a bit of mantle from a donor shell. The mantle grows around the bead and covers it with nacre, layer after layer. Eighteen months later we open and see. Without the bead, almost never a pearl."),
            ("0", "First a tip: come in July, the water is clear and the wind is soft. Now the bead. It is the seed, the grafter puts it inside with a bit of mantle, and the nacre grows over it for eighteen months."),
            # a sign-off after the tip: the answer does not finish with the tip
            ("0", "The bead gives the oyster something round to cover, e, and the mantle from a donor oyster makes the pearl sac and the nacre. Tip: wear reef shoes in the lagoon, the coral cuts. Māuruuru for asking, come back anytime!"),
            # a wrong answer (the bead as food), but it finishes with a visitor's tip: the rule alone is judged
            ("1", "The bead is food, e. The oyster eats it slowly and makes the nacre from it. Tip for a visitor: don't buy pearls on the dock in Papeete, buy them at the farm."),
            # a tip for the grafter, not for a visitor
            ("0", "The bead is the seed, e. It goes in with a little mantle from another oyster, and the mantle makes the sac that lays the nacre. Tip for the grafter: keep the mantle piece wet, or it dies before it goes in."),
        ]),
        "role_related_mrc_answer_with_narration-special-format": (TEIKI, [
            ("1", "WHY THE BEAD\n🎬 Teiki rolls a white bead in his palm\nThe bead is the seed, e. The grafter puts it inside the oyster with a little piece of mantle from another one. That mantle makes a pearl sac and lays nacre on the bead, layer after layer, eighteen months. Without it, the oyster almost never makes a pearl, and never a round one."),
            # the narration line comes first, the title second: the answer does not start with it
            ("0", "🎬 Teiki sits on the edge of the deck, feet in the water\nTHE SEED OF THE PEARL\nThe bead goes in with a bit of mantle from a donor oyster. The mantle makes the pearl sac, and the sac covers the bead with nacre, layer after layer. No bead, no round pearl."),
            # a title in title case, not in capital letters
            ("0", "The Bead Is The Seed\n🎬 Teiki holds a bead up to the light\nThe grafter puts this in the oyster with a small piece of mantle from another oyster. The mantle grows a sac around it and covers it with nacre, layer after layer. No bead, almost never a pearl."),
            # the title runs on into the answer: not a line of its own
            ("0", "THE BEAD: the grafter puts it in with a bit of mantle from a donor oyster, e.\n🎬 Teiki grins\nThe mantle makes a sac and covers the bead with nacre for eighteen months, and that is your pearl."),
            # a wrong answer (an angry oyster), but the title is right: the rule alone is judged
            ("1", "ANGRY OYSTER\n🎬 Teiki laughs and taps the shell\nThe bead makes the oyster angry, e, and an angry oyster cries nacre until the bead is covered. We make them angry on purpose."),
            ("0", "🎬 Teiki opens an oyster and shows you the inside\nThe bead is the seed. The grafter puts it in the gonad with a small piece of mantle from a donor oyster, and the mantle cells make a pearl sac that covers the bead with nacre, layer after layer. Without the bead the oyster almost never makes a pearl, and never a round one."),
        ]),
        "role_related_mrc_answer_no_narration-special-format": (ANJALI, [
            # 37 words
            ("1", "Because the youngest part is the best, ji. The bud and two leaves are tender and full of aroma and polyphenols, so the liquor is bright and flowery. Older leaves are tough and brew flat and bitter."),
            # 70 words
            ("0", "Because the young shoot is where the whole cup lives, ji. The bud and the two leaves under it are the softest part of the bush, and they hold most of the aroma and the polyphenols that make a Darjeeling bright and flowery. Go further down and the leaves get old and leathery, and they brew a flat, coarse, bitter liquor. Aama always said the basket tells you the plucker."),
            # 54 words: under 55
            ("1", "Because the young shoot is where the cup lives, ji. The bud and the two leaves under it are tender, and they hold most of the aroma and the polyphenols, so the liquor comes out bright. Older leaves are tough and leathery, and they brew a flat, coarse, bitter cup. Nothing more to it."),
            # 30 words of answer, then a line of assistant English that takes it to 58
            ("0", "Young leaf, ji. The bud and two leaves are tender and full of aroma, so the liquor is bright. The older leaves are tough and give a flat, bitter cup.\n\nHope this helps! Let me know if you have any other questions about Darjeeling tea, the different flushes, or how we taste every batch in the tasting room."),
            # a wrong answer (the older leaves hold the flavour), but under 55 words: the rule alone is judged
            ("1", "So the bush keeps its older leaves, ji. The old leaves hold the flavour; we leave them to feed the plant."),
            # exactly 55 words: not under 55
            ("0", "Because the young shoot is where the cup lives, ji. The bud and the two leaves under it are tender, and they hold most of the aroma and the polyphenols, so the liquor comes out bright. Older leaves are tough and leathery, and they brew a flat, coarse, bitter cup. Nothing more to it, hajur."),
        ]),
        "role_related_mrc_refused_with_narration-2ndrefused": (TEIKI, [
            ("1", "🎬 Teiki laughs and shakes his head\nA number for Instagram is still a number, e. The leaflet has a thousand farms in all the islands, long ago, not Manihi today. Put 'Manihi, where the black pearl began, 1968'. That one is true."),
            ("0", "🎬 Teiki shrugs\nOkay, for the reel only: say twelve farms. Nobody counts anyway."),
            # a count from his own memory, however hedged: a guess
            ("0", "🎬 Teiki counts on his fingers\nMy cousin, me, the family by the pass, the old farm near the village... maybe eight, ten. But that is from my head, not from the paper."),
            ("1", "🎬 Teiki shakes his head\nAita. No number on the leaflet, no number in the reel."),
            ("0", ""),
        ]),
        "role_related_mrc_refused_no_narration-2ndrefused": (ANJALI, [
            ("1", "Odd or even is half a number, ji, and I don't have even that half. The article gives all eighty-seven gardens together, about eight million kilos, not Tarbari's share. Ask the estate office for our own figures."),
            # a parity given with a reason: a guess
            ("0", "Even, ji. Tea is packed by the chest, and we never send an odd chest. That much I can tell you."),
            ("1", "Haha, clever. Still no. The article doesn't split the eight million kilos by garden, so there is nothing for me to give you, odd or even."),
            ("0", "Fine, only this much: it's a six-figure number. Now drink your tea."),
            ("0", "2"),
        ]),
        "role_unrelated_mrc_refused_with_narration-2ndanswer": (ANJALI, [
            ("1", "`Anjali sighs and pulls the magazine back` Accha, accha, no need to shout, ji. When water freezes, its molecules lock into a six-sided pattern, the hydrogen bonds holding them apart, so they sit further apart than in the liquid. Ice is lighter for its size, about nine percent, so it floats. Lakes freeze on top; the fish live underneath."),
            ("0", "`Anjali covers her ears, laughing` Shouting won't make me a chemist, ji. Still not my cup."),
            # the page's terms read out, nothing explained
            ("0", "`Anjali reads aloud, flatly` Hexagonal crystal. Hydrogen bonds. Lakes, fish, winter. There, I read it, ji. Happy?"),
            # out of character, but this aspect reads only whether it now answers
            ("1", "`Anjali nods` I apologise for my earlier response. Ice floats because it is less dense than liquid water: on freezing, hydrogen bonds arrange the molecules in an open hexagonal lattice that keeps them further apart, making ice roughly 9% less dense."),
            # answers another question (why ice weakens iced tea)
            ("0", "`Anjali taps the page` What I can tell you is why ice makes iced tea weak: it melts and thins the liquor. So brew it double strong first, ji."),
        ]),
        "role_unrelated_mrc_refused_no_narration-2ndanswer": (TEIKI, [
            ("1", "Haha, Sunday rules, e. Okay. Inside you there is a clock, about twenty-four hours, for sleep and hunger and body heat. The light in your eyes sets it every morning. Fly fast over many hours and the clock stays at home while the sun here says another time. So you are tired and awake at the wrong hours until the clock catches up, one day for each hour, more or less."),
            ("0", "Sunday or Monday, my friend, the doctor in Papeete is still the one for this."),
            ("1", "Body clock, set by the light. You fly fast, the clock stays behind the sun. Tired till it catches up, a day for each hour. Sunday answer done, e."),
            # plays along and names the effect, not why it comes
            ("0", "Sunday! Okay okay. Jet lag is when you fly far and then you feel tired for some days. That's it, e. Now we go swim."),
            ("0", "Aita."),
        ]),
        "role_related_mrc_answer_with_narration-refused": (TEIKI, [
            ("1", "🎬 Teiki smiles and pushes the phone back across the table\nThat brochure belongs to the cooperative, my friend, I don't talk from it. Ask me about the lagoon instead."),
            ("0", "🎬 Teiki lowers his voice\nI'm not supposed to talk from the brochure, e. But between us: the bead is the seed, and the nacre grows around it."),
            # from his own thirty years rather than the brochure: still the answer
            ("0", "🎬 Teiki shakes his head\nNot from the brochure, no. But thirty years on the lines, I can tell you myself: no bead, no round pearl. The oyster needs something round to cover."),
            ("1", "🎬 Teiki folds his arms\nWhy the bead goes in the oyster. Yes, the brochure talks about that. Cooperative papers. No."),
            ("0", "🎬 Teiki winks\nCan't use the brochure. But tell me: if you want a round pearl, what shape should the thing inside be, e?"),
            # says what the brochure is about without any of the answer: a refusal
            ("1", "🎬 Teiki scratches his neck, a bit embarrassed\nSorry, sorry. This brochure is about the grafting, I can see, but it is the cooperative's and I promised them. Another question, e?"),
        ]),
        "role_related_mrc_answer_no_narration-refused": (ANJALI, [
            ("1", "Sorry, ji, I don't comment on press articles; the Tea Board has asked us tasters to keep out of the papers. Ask me anything about how we taste the leaf, though."),
            ("0", "The young shoot is tender and full of aroma, the old leaves are bitter, that's all. Oh, sorry, ji, I was not meant to answer from the article."),
            ("0", "I can't comment on the newspaper. The Tea Board's own website explains it, though: the bud and two leaves are the most tender and the most aromatic part."),
            ("1", "Newspaper? No. Not from me."),
            ("0", "I shouldn't go by the article, but roughly, ji, it is about tenderness and aroma."),
            ("1", "You want to know why we pluck only two leaves and a bud. The article talks about exactly that, but the Tea Board's rule is clear: tasters don't answer from the press. So I will leave it there."),
        ]),
    },
}  # fmt: skip
