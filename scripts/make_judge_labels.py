# ruff: noqa: E501  (the replies are prose, one per line)
"""Write the labelled judge set (``rolemrc/eval/data/judge_labels/*.jsonl``).

Each reply below was written by hand for a row of the built-in sample test set (three rows per test
task: the first two rows of a task are the ``dev`` part, the third the ``heldout`` part) and
labelled 0/1 per judge aspect by the criteria of the upstream judge templates, as
``judge_labels/README.md`` describes. The ``second_*`` to ``three_hundred_ninety_first_*`` parts, each
in another voice on rows of their own, come from :mod:`judge_labels_second_voice`,
:mod:`judge_labels_third_voice`, :mod:`judge_labels_fourth_voice`, :mod:`judge_labels_fifth_voice`,
:mod:`judge_labels_sixth_voice`, :mod:`judge_labels_seventh_voice`,
:mod:`judge_labels_eighth_voice`, :mod:`judge_labels_ninth_voice`, :mod:`judge_labels_tenth_voice`,
:mod:`judge_labels_eleventh_voice`, :mod:`judge_labels_twelfth_voice`,
:mod:`judge_labels_thirteenth_voice`, :mod:`judge_labels_fourteenth_voice`,
:mod:`judge_labels_fifteenth_voice`, :mod:`judge_labels_sixteenth_voice`,
:mod:`judge_labels_seventeenth_voice`, :mod:`judge_labels_eighteenth_voice`,
:mod:`judge_labels_nineteenth_voice`, :mod:`judge_labels_twentieth_voice`,
:mod:`judge_labels_twenty_first_voice`, :mod:`judge_labels_twenty_second_voice`,
:mod:`judge_labels_twenty_third_voice`, :mod:`judge_labels_twenty_fourth_voice`,
:mod:`judge_labels_twenty_fifth_voice`, :mod:`judge_labels_twenty_sixth_voice`,
:mod:`judge_labels_twenty_seventh_voice`, :mod:`judge_labels_twenty_eighth_voice`,
:mod:`judge_labels_twenty_ninth_voice`, :mod:`judge_labels_thirtieth_voice`,
:mod:`judge_labels_thirty_first_voice`, :mod:`judge_labels_thirty_second_voice`,
:mod:`judge_labels_thirty_third_voice`, :mod:`judge_labels_thirty_fourth_voice`,
:mod:`judge_labels_thirty_fifth_voice`, :mod:`judge_labels_thirty_sixth_voice`,
:mod:`judge_labels_thirty_seventh_voice`, :mod:`judge_labels_thirty_eighth_voice`,
:mod:`judge_labels_thirty_ninth_voice`, :mod:`judge_labels_fortieth_voice`,
:mod:`judge_labels_forty_first_voice`, :mod:`judge_labels_forty_second_voice`,
:mod:`judge_labels_forty_third_voice`, :mod:`judge_labels_forty_fourth_voice`,
:mod:`judge_labels_forty_fifth_voice`, :mod:`judge_labels_forty_sixth_voice`,
:mod:`judge_labels_forty_seventh_voice`, :mod:`judge_labels_forty_eighth_voice`,
:mod:`judge_labels_forty_ninth_voice`, :mod:`judge_labels_fiftieth_voice`,
:mod:`judge_labels_fifty_first_voice`, :mod:`judge_labels_fifty_second_voice`,
:mod:`judge_labels_fifty_third_voice`, :mod:`judge_labels_fifty_fourth_voice`,
:mod:`judge_labels_fifty_fifth_voice`, :mod:`judge_labels_fifty_sixth_voice`,
:mod:`judge_labels_fifty_seventh_voice`, :mod:`judge_labels_fifty_eighth_voice`,
:mod:`judge_labels_fifty_ninth_voice`, :mod:`judge_labels_sixtieth_voice`,
:mod:`judge_labels_sixty_first_voice`, :mod:`judge_labels_sixty_second_voice`,
:mod:`judge_labels_sixty_third_voice`, :mod:`judge_labels_sixty_fourth_voice`,
:mod:`judge_labels_sixty_fifth_voice`, :mod:`judge_labels_sixty_sixth_voice`,
:mod:`judge_labels_sixty_seventh_voice`, :mod:`judge_labels_sixty_eighth_voice`,
:mod:`judge_labels_sixty_ninth_voice`, :mod:`judge_labels_seventieth_voice`,
:mod:`judge_labels_seventy_first_voice`, :mod:`judge_labels_seventy_second_voice`,
:mod:`judge_labels_seventy_third_voice`, :mod:`judge_labels_seventy_fourth_voice`,
:mod:`judge_labels_seventy_fifth_voice`, :mod:`judge_labels_seventy_sixth_voice`,
:mod:`judge_labels_seventy_seventh_voice`, :mod:`judge_labels_seventy_eighth_voice`,
:mod:`judge_labels_seventy_ninth_voice`, :mod:`judge_labels_eightieth_voice`,
:mod:`judge_labels_eighty_first_voice`, :mod:`judge_labels_eighty_second_voice`,
:mod:`judge_labels_eighty_third_voice`, :mod:`judge_labels_eighty_fourth_voice`,
:mod:`judge_labels_eighty_fifth_voice`, :mod:`judge_labels_eighty_sixth_voice`,
:mod:`judge_labels_eighty_seventh_voice`, :mod:`judge_labels_eighty_eighth_voice`,
:mod:`judge_labels_eighty_ninth_voice`, :mod:`judge_labels_ninetieth_voice`,
:mod:`judge_labels_ninety_first_voice`, :mod:`judge_labels_ninety_second_voice`,
:mod:`judge_labels_ninety_third_voice`, :mod:`judge_labels_ninety_fourth_voice`,
:mod:`judge_labels_ninety_fifth_voice`, :mod:`judge_labels_ninety_sixth_voice`,
:mod:`judge_labels_ninety_seventh_voice`, :mod:`judge_labels_ninety_eighth_voice`,
:mod:`judge_labels_ninety_ninth_voice`, :mod:`judge_labels_hundredth_voice`,
:mod:`judge_labels_hundred_first_voice`, :mod:`judge_labels_hundred_second_voice`,
:mod:`judge_labels_hundred_third_voice`, :mod:`judge_labels_hundred_fourth_voice`,
:mod:`judge_labels_hundred_fifth_voice`, :mod:`judge_labels_hundred_sixth_voice`,
:mod:`judge_labels_hundred_seventh_voice`, :mod:`judge_labels_hundred_eighth_voice`,
:mod:`judge_labels_hundred_ninth_voice`, :mod:`judge_labels_hundred_tenth_voice`,
:mod:`judge_labels_hundred_eleventh_voice`, :mod:`judge_labels_hundred_twelfth_voice`,
:mod:`judge_labels_hundred_thirteenth_voice`, :mod:`judge_labels_hundred_fourteenth_voice`,
:mod:`judge_labels_hundred_fifteenth_voice`, :mod:`judge_labels_hundred_sixteenth_voice`,
:mod:`judge_labels_hundred_seventeenth_voice`, :mod:`judge_labels_hundred_eighteenth_voice`,
:mod:`judge_labels_hundred_nineteenth_voice`, :mod:`judge_labels_hundred_twentieth_voice`,
:mod:`judge_labels_hundred_twenty_first_voice`, :mod:`judge_labels_hundred_twenty_second_voice`,
:mod:`judge_labels_hundred_twenty_third_voice`, :mod:`judge_labels_hundred_twenty_fourth_voice`,
:mod:`judge_labels_hundred_twenty_fifth_voice`, :mod:`judge_labels_hundred_twenty_sixth_voice`,
:mod:`judge_labels_hundred_twenty_seventh_voice`, :mod:`judge_labels_hundred_twenty_eighth_voice`,
:mod:`judge_labels_hundred_twenty_ninth_voice`, :mod:`judge_labels_hundred_thirtieth_voice`,
:mod:`judge_labels_hundred_thirty_first_voice`, :mod:`judge_labels_hundred_thirty_second_voice`,
:mod:`judge_labels_hundred_thirty_third_voice`, :mod:`judge_labels_hundred_thirty_fourth_voice`,
:mod:`judge_labels_hundred_thirty_fifth_voice`, :mod:`judge_labels_hundred_thirty_sixth_voice`,
:mod:`judge_labels_hundred_thirty_seventh_voice`,
:mod:`judge_labels_hundred_thirty_eighth_voice`,
:mod:`judge_labels_hundred_thirty_ninth_voice`,
:mod:`judge_labels_hundred_fortieth_voice`,
:mod:`judge_labels_hundred_forty_first_voice`,
:mod:`judge_labels_hundred_forty_second_voice`,
:mod:`judge_labels_hundred_forty_third_voice`,
:mod:`judge_labels_hundred_forty_fourth_voice`,
:mod:`judge_labels_hundred_forty_sixth_voice`,
:mod:`judge_labels_hundred_forty_fifth_voice`,
:mod:`judge_labels_hundred_forty_seventh_voice`,
:mod:`judge_labels_hundred_forty_eighth_voice`,
:mod:`judge_labels_hundred_forty_ninth_voice`,
:mod:`judge_labels_hundred_fiftieth_voice`,
:mod:`judge_labels_hundred_fifty_first_voice`,
:mod:`judge_labels_hundred_fifty_second_voice`,
:mod:`judge_labels_hundred_fifty_third_voice`,
:mod:`judge_labels_hundred_fifty_fourth_voice`,
:mod:`judge_labels_hundred_fifty_fifth_voice`,
:mod:`judge_labels_hundred_fifty_sixth_voice`,
:mod:`judge_labels_hundred_fifty_seventh_voice`,
:mod:`judge_labels_hundred_fifty_eighth_voice`,
:mod:`judge_labels_hundred_fifty_ninth_voice`,
:mod:`judge_labels_hundred_sixtieth_voice`,
:mod:`judge_labels_hundred_sixty_first_voice`,
:mod:`judge_labels_hundred_sixty_second_voice`,
:mod:`judge_labels_hundred_sixty_third_voice`,
:mod:`judge_labels_hundred_sixty_fourth_voice`,
:mod:`judge_labels_hundred_sixty_fifth_voice`,
:mod:`judge_labels_hundred_sixty_sixth_voice`,
:mod:`judge_labels_hundred_sixty_seventh_voice`,
:mod:`judge_labels_hundred_sixty_eighth_voice`,
:mod:`judge_labels_hundred_sixty_ninth_voice`,
:mod:`judge_labels_hundred_seventieth_voice`,
:mod:`judge_labels_hundred_seventy_first_voice`,
:mod:`judge_labels_hundred_seventy_second_voice`,
:mod:`judge_labels_hundred_seventy_third_voice`,
:mod:`judge_labels_hundred_seventy_fourth_voice`,
:mod:`judge_labels_hundred_seventy_fifth_voice`,
:mod:`judge_labels_hundred_seventy_sixth_voice`,
:mod:`judge_labels_hundred_seventy_seventh_voice`,
:mod:`judge_labels_hundred_seventy_eighth_voice`,
:mod:`judge_labels_hundred_seventy_ninth_voice`,
:mod:`judge_labels_hundred_eightieth_voice`,
:mod:`judge_labels_hundred_eighty_first_voice`,
:mod:`judge_labels_hundred_eighty_second_voice`,
:mod:`judge_labels_hundred_eighty_third_voice`,
:mod:`judge_labels_hundred_eighty_fourth_voice`,
:mod:`judge_labels_hundred_eighty_fifth_voice`,
:mod:`judge_labels_hundred_eighty_sixth_voice`,
:mod:`judge_labels_hundred_eighty_seventh_voice`,
:mod:`judge_labels_hundred_eighty_eighth_voice`,
:mod:`judge_labels_hundred_eighty_ninth_voice`,
:mod:`judge_labels_hundred_ninetieth_voice`,
:mod:`judge_labels_hundred_ninety_first_voice`,
:mod:`judge_labels_hundred_ninety_second_voice`,
:mod:`judge_labels_hundred_ninety_third_voice`,
:mod:`judge_labels_hundred_ninety_fourth_voice`,
:mod:`judge_labels_hundred_ninety_fifth_voice`,
:mod:`judge_labels_hundred_ninety_sixth_voice`,
:mod:`judge_labels_hundred_ninety_seventh_voice`,
:mod:`judge_labels_hundred_ninety_eighth_voice`,
:mod:`judge_labels_hundred_ninety_ninth_voice`,
:mod:`judge_labels_two_hundredth_voice`,
:mod:`judge_labels_two_hundred_first_voice`,
:mod:`judge_labels_two_hundred_second_voice`,
:mod:`judge_labels_two_hundred_third_voice`,
:mod:`judge_labels_two_hundred_fourth_voice`,
:mod:`judge_labels_two_hundred_fifth_voice`,
:mod:`judge_labels_two_hundred_sixth_voice`,
:mod:`judge_labels_two_hundred_seventh_voice`,
:mod:`judge_labels_two_hundred_eighth_voice`,
:mod:`judge_labels_two_hundred_ninth_voice`,
:mod:`judge_labels_two_hundred_tenth_voice`,
:mod:`judge_labels_two_hundred_eleventh_voice`,
:mod:`judge_labels_two_hundred_twelfth_voice`,
:mod:`judge_labels_two_hundred_thirteenth_voice`,
:mod:`judge_labels_two_hundred_fourteenth_voice`,
:mod:`judge_labels_two_hundred_fifteenth_voice`,
:mod:`judge_labels_two_hundred_sixteenth_voice`,
:mod:`judge_labels_two_hundred_seventeenth_voice`,
:mod:`judge_labels_two_hundred_eighteenth_voice`,
:mod:`judge_labels_two_hundred_nineteenth_voice`,
:mod:`judge_labels_two_hundred_twentieth_voice`,
:mod:`judge_labels_two_hundred_twenty_first_voice`,
:mod:`judge_labels_two_hundred_twenty_second_voice`,
:mod:`judge_labels_two_hundred_twenty_third_voice`,
:mod:`judge_labels_two_hundred_twenty_fourth_voice`,
:mod:`judge_labels_two_hundred_twenty_fifth_voice`,
:mod:`judge_labels_two_hundred_twenty_sixth_voice`,
:mod:`judge_labels_two_hundred_twenty_seventh_voice`,
:mod:`judge_labels_two_hundred_twenty_eighth_voice`,
:mod:`judge_labels_two_hundred_twenty_ninth_voice`,
:mod:`judge_labels_two_hundred_thirtieth_voice`,
:mod:`judge_labels_two_hundred_thirty_first_voice`,
:mod:`judge_labels_two_hundred_thirty_second_voice`,
:mod:`judge_labels_two_hundred_thirty_third_voice`,
:mod:`judge_labels_two_hundred_thirty_fourth_voice`,
:mod:`judge_labels_two_hundred_thirty_fifth_voice`,
:mod:`judge_labels_two_hundred_thirty_sixth_voice`,
:mod:`judge_labels_two_hundred_thirty_seventh_voice`,
:mod:`judge_labels_two_hundred_thirty_eighth_voice`,
:mod:`judge_labels_two_hundred_thirty_ninth_voice`,
:mod:`judge_labels_two_hundred_fortieth_voice`,
:mod:`judge_labels_two_hundred_forty_first_voice`,
:mod:`judge_labels_two_hundred_forty_second_voice`,
:mod:`judge_labels_two_hundred_forty_third_voice`,
:mod:`judge_labels_two_hundred_forty_fourth_voice`,
:mod:`judge_labels_two_hundred_forty_fifth_voice`,
:mod:`judge_labels_two_hundred_forty_sixth_voice`,
:mod:`judge_labels_two_hundred_forty_seventh_voice`,
:mod:`judge_labels_two_hundred_forty_eighth_voice`,
:mod:`judge_labels_two_hundred_forty_ninth_voice`,
:mod:`judge_labels_two_hundred_fiftieth_voice`,
:mod:`judge_labels_two_hundred_fifty_first_voice`,
:mod:`judge_labels_two_hundred_fifty_second_voice`,
:mod:`judge_labels_two_hundred_fifty_third_voice`,
:mod:`judge_labels_two_hundred_fifty_fourth_voice`,
:mod:`judge_labels_two_hundred_fifty_fifth_voice`,
:mod:`judge_labels_two_hundred_fifty_sixth_voice`,
:mod:`judge_labels_two_hundred_fifty_seventh_voice`,
:mod:`judge_labels_two_hundred_fifty_eighth_voice`,
:mod:`judge_labels_two_hundred_fifty_ninth_voice`,
:mod:`judge_labels_two_hundred_sixtieth_voice`,
:mod:`judge_labels_two_hundred_sixty_first_voice`,
:mod:`judge_labels_two_hundred_sixty_second_voice`,
:mod:`judge_labels_two_hundred_sixty_third_voice`,
:mod:`judge_labels_two_hundred_sixty_fourth_voice`,
:mod:`judge_labels_two_hundred_sixty_fifth_voice`,
:mod:`judge_labels_two_hundred_sixty_sixth_voice`,
:mod:`judge_labels_two_hundred_sixty_seventh_voice`,
:mod:`judge_labels_two_hundred_sixty_eighth_voice`,
:mod:`judge_labels_two_hundred_sixty_ninth_voice`,
:mod:`judge_labels_two_hundred_seventieth_voice`,
:mod:`judge_labels_two_hundred_seventy_first_voice`,
:mod:`judge_labels_two_hundred_seventy_second_voice`,
:mod:`judge_labels_two_hundred_seventy_third_voice`,
:mod:`judge_labels_two_hundred_seventy_fourth_voice`,
:mod:`judge_labels_two_hundred_seventy_fifth_voice`,
:mod:`judge_labels_two_hundred_seventy_sixth_voice`,
:mod:`judge_labels_two_hundred_seventy_seventh_voice`,
:mod:`judge_labels_two_hundred_seventy_eighth_voice`,
:mod:`judge_labels_two_hundred_seventy_ninth_voice`,
:mod:`judge_labels_two_hundred_eightieth_voice`,
:mod:`judge_labels_two_hundred_eighty_first_voice`,
:mod:`judge_labels_two_hundred_eighty_second_voice`,
:mod:`judge_labels_two_hundred_eighty_third_voice`,
:mod:`judge_labels_two_hundred_eighty_fourth_voice`,
:mod:`judge_labels_two_hundred_eighty_fifth_voice`,
:mod:`judge_labels_two_hundred_eighty_sixth_voice`,
:mod:`judge_labels_two_hundred_eighty_seventh_voice`,
:mod:`judge_labels_two_hundred_eighty_eighth_voice`,
:mod:`judge_labels_two_hundred_eighty_ninth_voice`,
:mod:`judge_labels_two_hundred_ninetieth_voice`,
:mod:`judge_labels_two_hundred_ninety_first_voice`,
:mod:`judge_labels_two_hundred_ninety_second_voice`,
:mod:`judge_labels_two_hundred_ninety_third_voice`,
:mod:`judge_labels_two_hundred_ninety_fourth_voice`,
:mod:`judge_labels_two_hundred_ninety_fifth_voice`,
:mod:`judge_labels_two_hundred_ninety_sixth_voice`,
:mod:`judge_labels_two_hundred_ninety_seventh_voice`,
:mod:`judge_labels_two_hundred_ninety_eighth_voice`,
:mod:`judge_labels_two_hundred_ninety_ninth_voice`,
:mod:`judge_labels_three_hundredth_voice`,
:mod:`judge_labels_three_hundred_first_voice`,
:mod:`judge_labels_three_hundred_second_voice`,
:mod:`judge_labels_three_hundred_third_voice`,
:mod:`judge_labels_three_hundred_fourth_voice`,
:mod:`judge_labels_three_hundred_fifth_voice`,
:mod:`judge_labels_three_hundred_sixth_voice`,
:mod:`judge_labels_three_hundred_seventh_voice`,
:mod:`judge_labels_three_hundred_eighth_voice`,
:mod:`judge_labels_three_hundred_ninth_voice`,
:mod:`judge_labels_three_hundred_tenth_voice`
:mod:`judge_labels_three_hundred_eleventh_voice`,
:mod:`judge_labels_three_hundred_twelfth_voice`,
:mod:`judge_labels_three_hundred_thirteenth_voice`,
:mod:`judge_labels_three_hundred_fourteenth_voice`
:mod:`judge_labels_three_hundred_fifteenth_voice`,
:mod:`judge_labels_three_hundred_sixteenth_voice`,
:mod:`judge_labels_three_hundred_seventeenth_voice`,
:mod:`judge_labels_three_hundred_eighteenth_voice`
:mod:`judge_labels_three_hundred_nineteenth_voice`,
:mod:`judge_labels_three_hundred_twentieth_voice`,
:mod:`judge_labels_three_hundred_twenty_first_voice`,
:mod:`judge_labels_three_hundred_twenty_second_voice`
:mod:`judge_labels_three_hundred_twenty_third_voice`,
:mod:`judge_labels_three_hundred_twenty_fourth_voice`,
:mod:`judge_labels_three_hundred_twenty_fifth_voice`,
:mod:`judge_labels_three_hundred_twenty_sixth_voice`,
:mod:`judge_labels_three_hundred_twenty_seventh_voice`,
:mod:`judge_labels_three_hundred_twenty_eighth_voice`,
:mod:`judge_labels_three_hundred_twenty_ninth_voice`,
:mod:`judge_labels_three_hundred_thirtieth_voice`,
:mod:`judge_labels_three_hundred_thirty_first_voice`,
:mod:`judge_labels_three_hundred_thirty_second_voice`,
:mod:`judge_labels_three_hundred_thirty_third_voice`,
:mod:`judge_labels_three_hundred_thirty_fourth_voice`,
:mod:`judge_labels_three_hundred_thirty_fifth_voice`,
:mod:`judge_labels_three_hundred_thirty_sixth_voice`,
:mod:`judge_labels_three_hundred_thirty_seventh_voice`,
:mod:`judge_labels_three_hundred_thirty_eighth_voice`,
:mod:`judge_labels_three_hundred_thirty_ninth_voice`,
:mod:`judge_labels_three_hundred_fortieth_voice`,
:mod:`judge_labels_three_hundred_forty_first_voice`,
:mod:`judge_labels_three_hundred_forty_second_voice`,
:mod:`judge_labels_three_hundred_forty_third_voice`,
:mod:`judge_labels_three_hundred_forty_fourth_voice`,
:mod:`judge_labels_three_hundred_forty_fifth_voice`,
:mod:`judge_labels_three_hundred_forty_sixth_voice`,
:mod:`judge_labels_three_hundred_forty_seventh_voice`,
:mod:`judge_labels_three_hundred_forty_eighth_voice`,
:mod:`judge_labels_three_hundred_forty_ninth_voice`,
:mod:`judge_labels_three_hundred_fiftieth_voice`,
:mod:`judge_labels_three_hundred_fifty_first_voice`,
:mod:`judge_labels_three_hundred_fifty_second_voice`,
:mod:`judge_labels_three_hundred_fifty_third_voice`,
:mod:`judge_labels_three_hundred_fifty_fourth_voice`,
:mod:`judge_labels_three_hundred_fifty_fifth_voice`,
:mod:`judge_labels_three_hundred_fifty_sixth_voice`,
:mod:`judge_labels_three_hundred_fifty_seventh_voice`,
:mod:`judge_labels_three_hundred_fifty_eighth_voice`,
:mod:`judge_labels_three_hundred_fifty_ninth_voice`,
:mod:`judge_labels_three_hundred_sixtieth_voice`,
:mod:`judge_labels_three_hundred_sixty_first_voice`,
:mod:`judge_labels_three_hundred_sixty_second_voice`,
:mod:`judge_labels_three_hundred_sixty_third_voice`,
:mod:`judge_labels_three_hundred_sixty_fourth_voice`,
:mod:`judge_labels_three_hundred_sixty_fifth_voice`,
:mod:`judge_labels_three_hundred_sixty_sixth_voice`,
:mod:`judge_labels_three_hundred_sixty_seventh_voice`,
:mod:`judge_labels_three_hundred_sixty_eighth_voice`,
:mod:`judge_labels_three_hundred_sixty_ninth_voice`,
:mod:`judge_labels_three_hundred_seventieth_voice`,
:mod:`judge_labels_three_hundred_seventy_first_voice`,
:mod:`judge_labels_three_hundred_seventy_second_voice`,
:mod:`judge_labels_three_hundred_seventy_third_voice`,
:mod:`judge_labels_three_hundred_seventy_fourth_voice`,
:mod:`judge_labels_three_hundred_seventy_fifth_voice`,
:mod:`judge_labels_three_hundred_seventy_sixth_voice`,
:mod:`judge_labels_three_hundred_seventy_seventh_voice`,
:mod:`judge_labels_three_hundred_seventy_eighth_voice`,
:mod:`judge_labels_three_hundred_seventy_ninth_voice`,
:mod:`judge_labels_three_hundred_eightieth_voice`,
:mod:`judge_labels_three_hundred_eighty_first_voice`,
:mod:`judge_labels_three_hundred_eighty_second_voice`,
:mod:`judge_labels_three_hundred_eighty_third_voice`,
:mod:`judge_labels_three_hundred_eighty_fourth_voice`,
:mod:`judge_labels_three_hundred_eighty_fifth_voice`,
:mod:`judge_labels_three_hundred_eighty_sixth_voice`,
:mod:`judge_labels_three_hundred_eighty_seventh_voice`,
:mod:`judge_labels_three_hundred_eighty_eighth_voice`,
:mod:`judge_labels_three_hundred_eighty_ninth_voice`,
:mod:`judge_labels_three_hundred_ninetieth_voice`
and :mod:`judge_labels_three_hundred_ninety_first_voice`.
One output line per aspect verdict.

    python scripts/make_judge_labels.py
"""

from __future__ import annotations

import json
from pathlib import Path

import judge_labels_eighteenth_voice
import judge_labels_eighth_voice
import judge_labels_eightieth_voice
import judge_labels_eighty_eighth_voice
import judge_labels_eighty_fifth_voice
import judge_labels_eighty_first_voice
import judge_labels_eighty_fourth_voice
import judge_labels_eighty_ninth_voice
import judge_labels_eighty_second_voice
import judge_labels_eighty_seventh_voice
import judge_labels_eighty_sixth_voice
import judge_labels_eighty_third_voice
import judge_labels_eleventh_voice
import judge_labels_fifteenth_voice
import judge_labels_fifth_voice
import judge_labels_fiftieth_voice
import judge_labels_fifty_eighth_voice
import judge_labels_fifty_fifth_voice
import judge_labels_fifty_first_voice
import judge_labels_fifty_fourth_voice
import judge_labels_fifty_ninth_voice
import judge_labels_fifty_second_voice
import judge_labels_fifty_seventh_voice
import judge_labels_fifty_sixth_voice
import judge_labels_fifty_third_voice
import judge_labels_fortieth_voice
import judge_labels_forty_eighth_voice
import judge_labels_forty_fifth_voice
import judge_labels_forty_first_voice
import judge_labels_forty_fourth_voice
import judge_labels_forty_ninth_voice
import judge_labels_forty_second_voice
import judge_labels_forty_seventh_voice
import judge_labels_forty_sixth_voice
import judge_labels_forty_third_voice
import judge_labels_fourteenth_voice
import judge_labels_fourth_voice
import judge_labels_hundred_eighteenth_voice
import judge_labels_hundred_eighth_voice
import judge_labels_hundred_eightieth_voice
import judge_labels_hundred_eighty_eighth_voice
import judge_labels_hundred_eighty_fifth_voice
import judge_labels_hundred_eighty_first_voice
import judge_labels_hundred_eighty_fourth_voice
import judge_labels_hundred_eighty_ninth_voice
import judge_labels_hundred_eighty_second_voice
import judge_labels_hundred_eighty_seventh_voice
import judge_labels_hundred_eighty_sixth_voice
import judge_labels_hundred_eighty_third_voice
import judge_labels_hundred_eleventh_voice
import judge_labels_hundred_fifteenth_voice
import judge_labels_hundred_fifth_voice
import judge_labels_hundred_fiftieth_voice
import judge_labels_hundred_fifty_eighth_voice
import judge_labels_hundred_fifty_fifth_voice
import judge_labels_hundred_fifty_first_voice
import judge_labels_hundred_fifty_fourth_voice
import judge_labels_hundred_fifty_ninth_voice
import judge_labels_hundred_fifty_second_voice
import judge_labels_hundred_fifty_seventh_voice
import judge_labels_hundred_fifty_sixth_voice
import judge_labels_hundred_fifty_third_voice
import judge_labels_hundred_first_voice
import judge_labels_hundred_fortieth_voice
import judge_labels_hundred_forty_eighth_voice
import judge_labels_hundred_forty_fifth_voice
import judge_labels_hundred_forty_first_voice
import judge_labels_hundred_forty_fourth_voice
import judge_labels_hundred_forty_ninth_voice
import judge_labels_hundred_forty_second_voice
import judge_labels_hundred_forty_seventh_voice
import judge_labels_hundred_forty_sixth_voice
import judge_labels_hundred_forty_third_voice
import judge_labels_hundred_fourteenth_voice
import judge_labels_hundred_fourth_voice
import judge_labels_hundred_nineteenth_voice
import judge_labels_hundred_ninetieth_voice
import judge_labels_hundred_ninety_eighth_voice
import judge_labels_hundred_ninety_fifth_voice
import judge_labels_hundred_ninety_first_voice
import judge_labels_hundred_ninety_fourth_voice
import judge_labels_hundred_ninety_ninth_voice
import judge_labels_hundred_ninety_second_voice
import judge_labels_hundred_ninety_seventh_voice
import judge_labels_hundred_ninety_sixth_voice
import judge_labels_hundred_ninety_third_voice
import judge_labels_hundred_ninth_voice
import judge_labels_hundred_second_voice
import judge_labels_hundred_seventeenth_voice
import judge_labels_hundred_seventh_voice
import judge_labels_hundred_seventieth_voice
import judge_labels_hundred_seventy_eighth_voice
import judge_labels_hundred_seventy_fifth_voice
import judge_labels_hundred_seventy_first_voice
import judge_labels_hundred_seventy_fourth_voice
import judge_labels_hundred_seventy_ninth_voice
import judge_labels_hundred_seventy_second_voice
import judge_labels_hundred_seventy_seventh_voice
import judge_labels_hundred_seventy_sixth_voice
import judge_labels_hundred_seventy_third_voice
import judge_labels_hundred_sixteenth_voice
import judge_labels_hundred_sixth_voice
import judge_labels_hundred_sixtieth_voice
import judge_labels_hundred_sixty_eighth_voice
import judge_labels_hundred_sixty_fifth_voice
import judge_labels_hundred_sixty_first_voice
import judge_labels_hundred_sixty_fourth_voice
import judge_labels_hundred_sixty_ninth_voice
import judge_labels_hundred_sixty_second_voice
import judge_labels_hundred_sixty_seventh_voice
import judge_labels_hundred_sixty_sixth_voice
import judge_labels_hundred_sixty_third_voice
import judge_labels_hundred_tenth_voice
import judge_labels_hundred_third_voice
import judge_labels_hundred_thirteenth_voice
import judge_labels_hundred_thirtieth_voice
import judge_labels_hundred_thirty_eighth_voice
import judge_labels_hundred_thirty_fifth_voice
import judge_labels_hundred_thirty_first_voice
import judge_labels_hundred_thirty_fourth_voice
import judge_labels_hundred_thirty_ninth_voice
import judge_labels_hundred_thirty_second_voice
import judge_labels_hundred_thirty_seventh_voice
import judge_labels_hundred_thirty_sixth_voice
import judge_labels_hundred_thirty_third_voice
import judge_labels_hundred_twelfth_voice
import judge_labels_hundred_twentieth_voice
import judge_labels_hundred_twenty_eighth_voice
import judge_labels_hundred_twenty_fifth_voice
import judge_labels_hundred_twenty_first_voice
import judge_labels_hundred_twenty_fourth_voice
import judge_labels_hundred_twenty_ninth_voice
import judge_labels_hundred_twenty_second_voice
import judge_labels_hundred_twenty_seventh_voice
import judge_labels_hundred_twenty_sixth_voice
import judge_labels_hundred_twenty_third_voice
import judge_labels_hundredth_voice
import judge_labels_nineteenth_voice
import judge_labels_ninetieth_voice
import judge_labels_ninety_eighth_voice
import judge_labels_ninety_fifth_voice
import judge_labels_ninety_first_voice
import judge_labels_ninety_fourth_voice
import judge_labels_ninety_ninth_voice
import judge_labels_ninety_second_voice
import judge_labels_ninety_seventh_voice
import judge_labels_ninety_sixth_voice
import judge_labels_ninety_third_voice
import judge_labels_ninth_voice
import judge_labels_second_voice
import judge_labels_seventeenth_voice
import judge_labels_seventh_voice
import judge_labels_seventieth_voice
import judge_labels_seventy_eighth_voice
import judge_labels_seventy_fifth_voice
import judge_labels_seventy_first_voice
import judge_labels_seventy_fourth_voice
import judge_labels_seventy_ninth_voice
import judge_labels_seventy_second_voice
import judge_labels_seventy_seventh_voice
import judge_labels_seventy_sixth_voice
import judge_labels_seventy_third_voice
import judge_labels_sixteenth_voice
import judge_labels_sixth_voice
import judge_labels_sixtieth_voice
import judge_labels_sixty_eighth_voice
import judge_labels_sixty_fifth_voice
import judge_labels_sixty_first_voice
import judge_labels_sixty_fourth_voice
import judge_labels_sixty_ninth_voice
import judge_labels_sixty_second_voice
import judge_labels_sixty_seventh_voice
import judge_labels_sixty_sixth_voice
import judge_labels_sixty_third_voice
import judge_labels_tenth_voice
import judge_labels_third_voice
import judge_labels_thirteenth_voice
import judge_labels_thirtieth_voice
import judge_labels_thirty_eighth_voice
import judge_labels_thirty_fifth_voice
import judge_labels_thirty_first_voice
import judge_labels_thirty_fourth_voice
import judge_labels_thirty_ninth_voice
import judge_labels_thirty_second_voice
import judge_labels_thirty_seventh_voice
import judge_labels_thirty_sixth_voice
import judge_labels_thirty_third_voice
import judge_labels_three_hundred_eighteenth_voice
import judge_labels_three_hundred_eighth_voice
import judge_labels_three_hundred_eightieth_voice
import judge_labels_three_hundred_eighty_eighth_voice
import judge_labels_three_hundred_eighty_fifth_voice
import judge_labels_three_hundred_eighty_first_voice
import judge_labels_three_hundred_eighty_fourth_voice
import judge_labels_three_hundred_eighty_ninth_voice
import judge_labels_three_hundred_eighty_second_voice
import judge_labels_three_hundred_eighty_seventh_voice
import judge_labels_three_hundred_eighty_sixth_voice
import judge_labels_three_hundred_eighty_third_voice
import judge_labels_three_hundred_eleventh_voice
import judge_labels_three_hundred_fifteenth_voice
import judge_labels_three_hundred_fifth_voice
import judge_labels_three_hundred_fiftieth_voice
import judge_labels_three_hundred_fifty_eighth_voice
import judge_labels_three_hundred_fifty_fifth_voice
import judge_labels_three_hundred_fifty_first_voice
import judge_labels_three_hundred_fifty_fourth_voice
import judge_labels_three_hundred_fifty_ninth_voice
import judge_labels_three_hundred_fifty_second_voice
import judge_labels_three_hundred_fifty_seventh_voice
import judge_labels_three_hundred_fifty_sixth_voice
import judge_labels_three_hundred_fifty_third_voice
import judge_labels_three_hundred_first_voice
import judge_labels_three_hundred_fortieth_voice
import judge_labels_three_hundred_forty_eighth_voice
import judge_labels_three_hundred_forty_fifth_voice
import judge_labels_three_hundred_forty_first_voice
import judge_labels_three_hundred_forty_fourth_voice
import judge_labels_three_hundred_forty_ninth_voice
import judge_labels_three_hundred_forty_second_voice
import judge_labels_three_hundred_forty_seventh_voice
import judge_labels_three_hundred_forty_sixth_voice
import judge_labels_three_hundred_forty_third_voice
import judge_labels_three_hundred_fourteenth_voice
import judge_labels_three_hundred_fourth_voice
import judge_labels_three_hundred_nineteenth_voice
import judge_labels_three_hundred_ninetieth_voice
import judge_labels_three_hundred_ninety_first_voice
import judge_labels_three_hundred_ninth_voice
import judge_labels_three_hundred_second_voice
import judge_labels_three_hundred_seventeenth_voice
import judge_labels_three_hundred_seventh_voice
import judge_labels_three_hundred_seventieth_voice
import judge_labels_three_hundred_seventy_eighth_voice
import judge_labels_three_hundred_seventy_fifth_voice
import judge_labels_three_hundred_seventy_first_voice
import judge_labels_three_hundred_seventy_fourth_voice
import judge_labels_three_hundred_seventy_ninth_voice
import judge_labels_three_hundred_seventy_second_voice
import judge_labels_three_hundred_seventy_seventh_voice
import judge_labels_three_hundred_seventy_sixth_voice
import judge_labels_three_hundred_seventy_third_voice
import judge_labels_three_hundred_sixteenth_voice
import judge_labels_three_hundred_sixth_voice
import judge_labels_three_hundred_sixtieth_voice
import judge_labels_three_hundred_sixty_eighth_voice
import judge_labels_three_hundred_sixty_fifth_voice
import judge_labels_three_hundred_sixty_first_voice
import judge_labels_three_hundred_sixty_fourth_voice
import judge_labels_three_hundred_sixty_ninth_voice
import judge_labels_three_hundred_sixty_second_voice
import judge_labels_three_hundred_sixty_seventh_voice
import judge_labels_three_hundred_sixty_sixth_voice
import judge_labels_three_hundred_sixty_third_voice
import judge_labels_three_hundred_tenth_voice
import judge_labels_three_hundred_third_voice
import judge_labels_three_hundred_thirteenth_voice
import judge_labels_three_hundred_thirtieth_voice
import judge_labels_three_hundred_thirty_eighth_voice
import judge_labels_three_hundred_thirty_fifth_voice
import judge_labels_three_hundred_thirty_first_voice
import judge_labels_three_hundred_thirty_fourth_voice
import judge_labels_three_hundred_thirty_ninth_voice
import judge_labels_three_hundred_thirty_second_voice
import judge_labels_three_hundred_thirty_seventh_voice
import judge_labels_three_hundred_thirty_sixth_voice
import judge_labels_three_hundred_thirty_third_voice
import judge_labels_three_hundred_twelfth_voice
import judge_labels_three_hundred_twentieth_voice
import judge_labels_three_hundred_twenty_eighth_voice
import judge_labels_three_hundred_twenty_fifth_voice
import judge_labels_three_hundred_twenty_first_voice
import judge_labels_three_hundred_twenty_fourth_voice
import judge_labels_three_hundred_twenty_ninth_voice
import judge_labels_three_hundred_twenty_second_voice
import judge_labels_three_hundred_twenty_seventh_voice
import judge_labels_three_hundred_twenty_sixth_voice
import judge_labels_three_hundred_twenty_third_voice
import judge_labels_three_hundredth_voice
import judge_labels_twelfth_voice
import judge_labels_twentieth_voice
import judge_labels_twenty_eighth_voice
import judge_labels_twenty_fifth_voice
import judge_labels_twenty_first_voice
import judge_labels_twenty_fourth_voice
import judge_labels_twenty_ninth_voice
import judge_labels_twenty_second_voice
import judge_labels_twenty_seventh_voice
import judge_labels_twenty_sixth_voice
import judge_labels_twenty_third_voice
import judge_labels_two_hundred_eighteenth_voice
import judge_labels_two_hundred_eighth_voice
import judge_labels_two_hundred_eightieth_voice
import judge_labels_two_hundred_eighty_eighth_voice
import judge_labels_two_hundred_eighty_fifth_voice
import judge_labels_two_hundred_eighty_first_voice
import judge_labels_two_hundred_eighty_fourth_voice
import judge_labels_two_hundred_eighty_ninth_voice
import judge_labels_two_hundred_eighty_second_voice
import judge_labels_two_hundred_eighty_seventh_voice
import judge_labels_two_hundred_eighty_sixth_voice
import judge_labels_two_hundred_eighty_third_voice
import judge_labels_two_hundred_eleventh_voice
import judge_labels_two_hundred_fifteenth_voice
import judge_labels_two_hundred_fifth_voice
import judge_labels_two_hundred_fiftieth_voice
import judge_labels_two_hundred_fifty_eighth_voice
import judge_labels_two_hundred_fifty_fifth_voice
import judge_labels_two_hundred_fifty_first_voice
import judge_labels_two_hundred_fifty_fourth_voice
import judge_labels_two_hundred_fifty_ninth_voice
import judge_labels_two_hundred_fifty_second_voice
import judge_labels_two_hundred_fifty_seventh_voice
import judge_labels_two_hundred_fifty_sixth_voice
import judge_labels_two_hundred_fifty_third_voice
import judge_labels_two_hundred_first_voice
import judge_labels_two_hundred_fortieth_voice
import judge_labels_two_hundred_forty_eighth_voice
import judge_labels_two_hundred_forty_fifth_voice
import judge_labels_two_hundred_forty_first_voice
import judge_labels_two_hundred_forty_fourth_voice
import judge_labels_two_hundred_forty_ninth_voice
import judge_labels_two_hundred_forty_second_voice
import judge_labels_two_hundred_forty_seventh_voice
import judge_labels_two_hundred_forty_sixth_voice
import judge_labels_two_hundred_forty_third_voice
import judge_labels_two_hundred_fourteenth_voice
import judge_labels_two_hundred_fourth_voice
import judge_labels_two_hundred_nineteenth_voice
import judge_labels_two_hundred_ninetieth_voice
import judge_labels_two_hundred_ninety_eighth_voice
import judge_labels_two_hundred_ninety_fifth_voice
import judge_labels_two_hundred_ninety_first_voice
import judge_labels_two_hundred_ninety_fourth_voice
import judge_labels_two_hundred_ninety_ninth_voice
import judge_labels_two_hundred_ninety_second_voice
import judge_labels_two_hundred_ninety_seventh_voice
import judge_labels_two_hundred_ninety_sixth_voice
import judge_labels_two_hundred_ninety_third_voice
import judge_labels_two_hundred_ninth_voice
import judge_labels_two_hundred_second_voice
import judge_labels_two_hundred_seventeenth_voice
import judge_labels_two_hundred_seventh_voice
import judge_labels_two_hundred_seventieth_voice
import judge_labels_two_hundred_seventy_eighth_voice
import judge_labels_two_hundred_seventy_fifth_voice
import judge_labels_two_hundred_seventy_first_voice
import judge_labels_two_hundred_seventy_fourth_voice
import judge_labels_two_hundred_seventy_ninth_voice
import judge_labels_two_hundred_seventy_second_voice
import judge_labels_two_hundred_seventy_seventh_voice
import judge_labels_two_hundred_seventy_sixth_voice
import judge_labels_two_hundred_seventy_third_voice
import judge_labels_two_hundred_sixteenth_voice
import judge_labels_two_hundred_sixth_voice
import judge_labels_two_hundred_sixtieth_voice
import judge_labels_two_hundred_sixty_eighth_voice
import judge_labels_two_hundred_sixty_fifth_voice
import judge_labels_two_hundred_sixty_first_voice
import judge_labels_two_hundred_sixty_fourth_voice
import judge_labels_two_hundred_sixty_ninth_voice
import judge_labels_two_hundred_sixty_second_voice
import judge_labels_two_hundred_sixty_seventh_voice
import judge_labels_two_hundred_sixty_sixth_voice
import judge_labels_two_hundred_sixty_third_voice
import judge_labels_two_hundred_tenth_voice
import judge_labels_two_hundred_third_voice
import judge_labels_two_hundred_thirteenth_voice
import judge_labels_two_hundred_thirtieth_voice
import judge_labels_two_hundred_thirty_eighth_voice
import judge_labels_two_hundred_thirty_fifth_voice
import judge_labels_two_hundred_thirty_first_voice
import judge_labels_two_hundred_thirty_fourth_voice
import judge_labels_two_hundred_thirty_ninth_voice
import judge_labels_two_hundred_thirty_second_voice
import judge_labels_two_hundred_thirty_seventh_voice
import judge_labels_two_hundred_thirty_sixth_voice
import judge_labels_two_hundred_thirty_third_voice
import judge_labels_two_hundred_twelfth_voice
import judge_labels_two_hundred_twentieth_voice
import judge_labels_two_hundred_twenty_eighth_voice
import judge_labels_two_hundred_twenty_fifth_voice
import judge_labels_two_hundred_twenty_first_voice
import judge_labels_two_hundred_twenty_fourth_voice
import judge_labels_two_hundred_twenty_ninth_voice
import judge_labels_two_hundred_twenty_second_voice
import judge_labels_two_hundred_twenty_seventh_voice
import judge_labels_two_hundred_twenty_sixth_voice
import judge_labels_two_hundred_twenty_third_voice
import judge_labels_two_hundredth_voice
from rolemrc.core import TestRow, get_task
from rolemrc.eval import sample_test_rows

OUT = Path(__file__).resolve().parents[1] / "src/rolemrc/eval/data/judge_labels"

# task -> (role of each of its three sample rows, [(row index, labels in routing order, reply)])
REPLIES: dict[str, tuple[tuple[str, str, str], list[tuple[int, str, str]]]] = {
    "role_related_mrc_answer_with_narration": (("Theo", "Ines", "Marina"), [
        (0, "11", "(Theo taps the marble slab with a floured finger) Écoutez! Cold butter stays solid, so it makes its own thin sheets between the dough layers. Warm butter melts into the dough and voilà, you get bread, not flaky croissants. Then in the hot oven the water in those butter sheets becomes steam and puffs the layers apart."),
        (0, "11", "*wipes flour off his hands and grins* Ah, because cold butter keeps its shape, mon ami! It stays in separate sheets while you fold, and in the oven the water in it turns to steam that lifts every layer. Warm butter just soaks into the dough."),
        (0, "10", "Certainly! Here's why butter must be cold for croissants:\n\n**1. Distinct layers:** Cold butter stays solid and forms sheets between the dough.\n**2. Steam:** In the oven, water in the butter turns to steam, separating the layers.\n\nI hope this helps! Let me know if you have any other questions."),
        (0, "01", "(Theo chuckles and pats the butter block) Cold butter? It is all about flavour, my friend. Cold butter tastes sweeter after baking, and the chill slows the yeast so the dough rises higher in the oven. That's the whole trick."),
        (1, "11", "(Ines drags a browser window wider and watches the boxes reflow) Okay so, flexbox is one-dimensional: it lines things up along one row or one column, like chairs along a wall. Grid is two-dimensional, rows and columns at once, like a whole floor plan. Nav bar? Flexbox. Full page layout or a gallery? Grid. And you can totally nest them."),
        (1, "01", "(Ines waves a hand dismissively) Ugh, layout theory? Not today, friend. Ask the design team, they love that stuff."),
        (1, "10", "Flexbox and CSS Grid are both CSS layout modules. Flexbox is a one-dimensional layout method, whereas CSS Grid is a two-dimensional layout system that handles rows and columns simultaneously. Use flexbox for components and grid for page layouts."),
        (1, "01", "(Ines leans back, spinning her stylus) Easy: Grid is the one-dimensional one, it only does a single row, and flexbox is the two-dimensional system for rows and columns at the same time. So for a full page, flexbox every time."),
        (2, "11", "(Marina sets down her dive slate, her voice soft) Mostly it's heat. When the water stays warmer than the corals are used to, they get stressed and expel the tiny algae, the zooxanthellae, living in their tissues. Without them the coral turns ghost-white. It isn't dead yet, but it is starving if the algae don't come back."),
        (2, "01", "*sighs and looks out at the water* Bleaching happens when corals get too much fresh food from runoff; the extra nutrients make them grow so fast that they lose their colour. It's actually a sign of a healthy reef growing."),
        (2, "10", "As an AI language model, I can explain: coral bleaching is caused primarily by elevated water temperatures, which cause corals to expel their symbiotic algae (zooxanthellae) and turn white. Other causes include pollution, low tides and strong sunlight."),
        (2, "11", "(Marina smiles gently) Warm water, mostly. Stressed corals push out the algae that feed them and colour them, so they go white. Pollution, very low tides and strong sunlight can do it too."),
    ]),
    "role_related_mrc_answer_no_narration": (("Ines", "Marina", "Theo"), [
        (0, "1", "Flexbox handles one dimension at a time, a row or a column, while Grid handles rows and columns together. Think bookshelf versus floor plan."),
        (0, "0", "They're basically the same thing, just different syntax. Grid is the newer name for flexbox and browsers treat them identically."),
        (0, "0", "Hmm, I'd have to check MDN before answering that one, I don't want to tell you something wrong."),
        (0, "1", "Great question! Flexbox is for one-dimensional layouts (a row OR a column) and grid is for two-dimensional layouts (rows AND columns). Many layouts combine both!"),
        (1, "1", "Heat stress, above all. When the sea stays too warm, corals expel the zooxanthellae algae living in their tissues and turn white. Pollution, extreme low tides and strong sunlight can also trigger it."),
        (1, "0", "Coral bleaching is caused by bleach and chlorine from swimming pools draining into the ocean, which strips the colour from the coral skeletons."),
        (1, "0", "That's a bit outside what I can speak to, I'm afraid. You'd want someone who studies reefs."),
        (1, "1", "Think of it like a fever. Warm water stresses the coral and it throws out its algae partners, which give it colour and food, so it goes pale white. A bleached coral isn't dead, but it can starve if the algae don't return."),
        (2, "1", "Because cold butter stays solid and makes separate sheets between the dough layers. In the oven, the water in it turns to steam and lifts those layers, giving you flakes. Warm butter melts into the dough and your croissant turns bready."),
        (2, "0", "Cold butter is easier to measure accurately, and that's really all there is to it. Temperature doesn't change the final pastry much."),
        (2, "0", "Mon Dieu, I never discuss my croissant secrets with customers. Try the library."),
        (2, "1", "So the layers stay apart! Cold, pliable butter forms its own sheets; warm butter melts in and the croissant bakes up like bread."),
    ]),
    "role_related_mrc_refused_with_narration": (("Marina", "Theo", "Ines"), [
        (0, "1", "(Marina runs a finger down the page and frowns) I've read these twice and none of them gives a count of coral species. They cover heat tolerance, the fringing reefs and the endemic fish, but not the number you're after."),
        (0, "0", "(Marina brightens) The Red Sea has around 300 species of hard coral, which is why it's such a famous dive destination."),
        (0, "1", "*tilts her head* Good question! There's no species number in here, I'm afraid; the passages only talk about how heat-tolerant the corals are."),
        (0, "0", "(Marina nods) The passages say the Red Sea has one of the longest continuous reef systems on Earth, so it must have well over a thousand coral species."),
        (1, "1", "(Theo flips through the pages, shaking his head) Panade, eggs one at a time, steam... but no oven temperature, mon ami. These passages simply don't say it, and I won't guess."),
        (1, "0", "(Theo claps his hands) Bake it at 200°C for 25 minutes, then lower to 180°C! That's the classic way."),
        (1, "1", "[Theo sighs] I'm sorry, the text doesn't mention a temperature anywhere."),
        (1, "0", "(Theo smiles) Hot enough to make steam! The passages say the water turns to steam and puffs the choux, so a very hot oven, around 220 degrees, is what you want."),
        (2, "1", "(Ines scrolls through the passages twice) Nope, there's no percentage of websites in here. Survey rankings, company names, why it's popular, sure, but not a usage share."),
        (2, "0", "(Ines grins) About 40% of all websites run React these days, it's everywhere."),
        (2, "1", "*drums her fingers on the desk* I can't answer that from this text. It only talks about developer surveys and which companies use React."),
        (2, "0", "(Ines tilts her head) Well, since it ranks ahead of Angular and Vue in surveys, I'd say most websites, probably over half of them, use React."),
    ]),
    "role_related_mrc_refused_no_narration": (("Theo", "Ines", "Marina"), [
        (0, "1", "Ah, these pages tell you everything about choux except the oven heat! Panade, eggs, steam, bien sûr, but no temperature. I won't invent one; a wrong oven is the difference between golden puffs and sad pancakes."),
        (0, "0", "(Theo shakes his head) The passages don't give a baking temperature, my friend."),
        (0, "0", "I'm sorry, but the provided passages do not contain information about the baking temperature for choux pastry. Please consult a reliable recipe source."),
        (0, "1", "Non, non, no number in these pages, mon ami. They talk panade and eggs and steam, but the oven dial? Rien. Bring me a proper recipe and we'll talk heat."),
        (1, "1", "Okay, quick scan... nope! Survey rankings, big-name companies, the virtual DOM, but zero stats on how many websites run React. Popularity with devs isn't the same metric as share of sites, so I'm not fudging it."),
        (1, "0", "**Answer:** The passages do not specify the percentage of websites that use React.\n\n- They mention developer surveys\n- They list companies using React"),
        (1, "0", "*sighs* There's no percentage in here, sorry. Only survey rankings."),
        (1, "0", "Ines would say that the passages don't include that statistic, since as a front-end developer she only trusts checked facts."),
        (2, "1", "Oh, I wish these passages told us. They speak of heat-tolerant corals and fish found nowhere else, but nowhere do they count the coral species. I'd rather say so plainly than guess, like a diver who won't surface without checking her gauge."),
        (2, "0", "Certainly! Unfortunately, the passages provided do not include the number of coral species in the Red Sea. Let me know if you have any other questions!"),
        (2, "0", "(Marina gently shakes her head) No count of coral species in these, I'm afraid."),
        (2, "1", "The passages don't say, friend. They describe the reefs and the fish beautifully, but not how many kinds of coral live there. The ocean keeps some of its numbers to itself."),
    ]),
    "role_unrelated_mrc_refused_with_narration": (("Ines", "Marina", "Theo"), [
        (0, "1", "(Ines laughs and holds up her hands) Aqueducts? My plumbing knowledge stops at npm pipelines. Ask a historian, seriously."),
        (0, "0", "(Ines squints at the passages) Not my field, but okay: they used gravity, with a channel sloping slightly downhill all the way from the source, mostly underground, with arched bridges over valleys."),
        (0, "1", "(Ines closes the tab) I'll pass on this one. Ancient engineering is a whole other stack from mine."),
        (0, "0", "(Ines shrugs) I don't really do history... though from a quick glance, the water just flowed downhill by gravity to a tank called a castellum."),
        (1, "1", "(Marina laughs softly) Retirement accounts? I count parrotfish, not dollars. A financial advisor would serve you far better than I could."),
        (1, "0", "(Marina skims the page) A Roth IRA is a retirement account you fund with after-tax money, so withdrawals in retirement are tax-free."),
        (1, "1", "*waves a hand toward the sea* Oh, that's dry land territory. I'd only be guessing, and with money that's a bad idea."),
        (1, "0", "(Marina frowns thoughtfully) Hmm, I believe it's a type of savings bond issued by the government to fund ocean conservation. But don't quote me."),
        (2, "1", "(Theo throws his hands in the air) Tires? I rotate croissant trays, not wheels! Ask your mechanic, mon ami."),
        (2, "0", "(Theo scratches his chin) Every 5,000 to 7,500 miles, it says here, maybe with an oil change. But I'm a baker."),
        (2, "1", "*shakes head, laughing* The only rubber in my kitchen is a spatula. I'm the wrong man for this question."),
        (2, "0", "(Theo shrugs) I'm not a car person, sorry. But I think once a year should be fine."),
    ]),
    "role_unrelated_mrc_refused_no_narration": (("Marina", "Theo", "Ines"), [
        (0, "11", "Oh, you've drifted far from my reef with this one. Tax rules and retirement accounts are dry land to me; a financial advisor will chart those waters far better."),
        (0, "10", "I'm sorry, but I cannot provide financial advice. Please consult a qualified financial professional for information about Roth IRAs."),
        (0, "00", "A Roth IRA is an individual retirement account funded with after-tax dollars; qualified withdrawals are tax-free."),
        (0, "10", "(Marina shakes her head) Money matters aren't my ocean, I'm afraid."),
        (1, "11", "Tires? Mon ami, the only thing I rotate is a sheet pan halfway through the bake. Ask your garage."),
        (1, "01", "Ha! Cars are not my kitchen, but since you ask: every 5,000 to 7,500 miles, at each oil change. Voilà."),
        (1, "10", "As a pastry chef, Theo does not have expertise in automotive maintenance and therefore cannot answer this question."),
        (1, "11", "Mind the oven, not the garage! I know butter, not tread patterns, and I'd only lead you astray."),
        (2, "11", "Whoa, Roman engineering? Totally outside my stack. I debug CSS, not stone channels. A historian would crush this question."),
        (2, "00", "## Roman Aqueducts\n\nRoman aqueducts used **gravity** to move water along a gentle downward slope, mostly through underground channels."),
        (2, "01", "Not my area, sorry! Though I guess it was gravity, with a slope downhill the whole way, right?"),
        (2, "10", "*laughs* History? I'm a pixels person. Try a museum docent."),
    ]),
    "role_unrelated_mrc_answer_with_narration": (("Theo", "Ines", "Marina"), [
        (0, "1", "(Theo squints at the passages like a foreign recipe) The sea is not my kitchen, but d'accord: when the water gets too warm, the corals get stressed and spit out the little algae living in them, so they turn white. Not dead yet, just hungry."),
        (0, "0", "(Theo shakes his head firmly) Non, non. I know butter, not coral. Ask a marine biologist."),
        (0, "0", "(Theo shrugs) I'm no expert, but I'd guess bleaching comes from too much salt in the water, like over-salting a dough."),
        (0, "1", "*rubs his chin* Let me try. From these pages: warm water mostly, plus pollution, low tides and strong sun. The coral loses its algae and goes pale."),
        (1, "1", "(Ines zooms into the passage) Biology's not my thing, but okay! Their skin has thousands of tiny pigment sacs called chromatophores, and muscles wired to the nerves stretch them open or squeeze them shut. It's like toggling CSS classes on thousands of elements."),
        (1, "0", "(Ines laughs nervously) I really can't help with animal stuff, sorry!"),
        (1, "0", "(Ines grins) My best guess: octopuses change color by changing their diet, like flamingos turning pink from shrimp."),
        (1, "1", "(Ines taps the screen) So, chromatophores. Little elastic pigment bags in the skin, opened by muscles the octopus controls with its nerves. Super fast. There are reflective cells underneath too."),
        (2, "1", "(Marina smiles and reads carefully) Kitchens aren't my reef, but here goes: baking soda is pure sodium bicarbonate and needs an acid like buttermilk to react, while baking powder already carries its own dry acid, so it only needs moisture and heat."),
        (2, "0", "(Marina holds up her hands) Oh, I couldn't possibly say. I'd leave that to a baker."),
        (2, "0", "(Marina hesitates) I think they're the same powder, just sold under different brand names."),
        (2, "1", "*laughs softly* I'll give it a go. Baking soda is bicarbonate that needs an acid; baking powder is bicarbonate plus an acid already mixed in. Soda is about three times stronger, too."),
    ]),
    "role_unrelated_mrc_answer_no_narration": (("Ines", "Marina", "Theo"), [
        (0, "1", "Biology is so not my stack, but okay, going for it! Octopus skin is basically a giant grid of tiny pigment sacs, chromatophores, and their nerves flip them open and shut like CSS classes on hover. Super fast repaint!"),
        (0, "0", "Octopuses change color through chromatophores, which are pigment-containing cells controlled by muscles. Additionally, iridophores and leucophores reflect and scatter light."),
        (0, "0", "(Ines taps her pen) Not my thing, but it's chromatophores, little pigment sacs."),
        (0, "0", "Certainly! Here's a quick overview:\n- **Chromatophores**: pigment sacs\n- **Iridophores**: reflect light\n- **Leucophores**: scatter light"),
        (1, "1", "Kitchens are a strange sea to me, but let me try. Baking soda seems to be pure bicarbonate that needs an acid, like a fish that needs a cleaner wrasse to do its job; baking powder brings its own acid along, so water and heat are enough."),
        (1, "0", "Baking soda is sodium bicarbonate. Baking powder is sodium bicarbonate plus a dry acid. Baking soda requires an acidic ingredient."),
        (1, "0", "*smiles* Baking soda needs an acid; baking powder has its own. That's my best guess from the text."),
        (1, "1", "Oh, this is far from my reef! But reading these, I think baking powder already has the acid mixed in, while baking soda needs one from the recipe. Please check with a baker before you trust a diver on this."),
        (2, "1", "Ah, the ocean is not my kitchen, but allez: warm water stresses the coral like a dough left by the oven, and it pushes out its little algae. No algae, no colour, so it goes white as flour."),
        (2, "0", "Coral bleaching is primarily caused by elevated sea temperatures, which lead corals to expel symbiotic algae known as zooxanthellae."),
        (2, "0", "(Theo wipes his hands) Warm water, I think. The corals lose their algae and turn white."),
        (2, "0", "I hope this helps! **Summary:** Coral bleaching occurs due to heat stress causing algae loss. Let me know if you need more information."),
    ]),
    "role_related_mrc_answer_with_narration-special-content": (("Marina", "Theo", "Ines"), [
        (0, "1", "(Marina leans in) Chromatophores! Tiny pigment sacs opened by muscles. I once watched a day octopus off Lizard Island flush from beige to rust in a heartbeat."),
        (0, "0", "(Marina smiles) It's all chromatophores, elastic pigment sacs controlled by nerves, plus reflective cells underneath."),
        (0, "0", "(Marina's eyes sparkle) Pigment sacs called chromatophores, stretched by muscles. Cuttlefish do something similar, and scientists are still studying it."),
        (0, "1", "*grins* Chromatophores do the trick. Last spring in Bali a mimic octopus changed colour right in front of my mask while I hovered over the sand."),
        (1, "1", "(Theo taps a tray of shells) The feet come from resting: a skin forms on top, so in the oven the steam escapes at the base and lifts the shell. Kitchen tip: touch a shell, and if it doesn't stick, they're ready for the oven."),
        (1, "0", "(Theo beams) The rested skin stops the top from cracking, so the air pushes out at the bottom and makes the ruffled foot. Voilà!"),
        (1, "0", "(Theo winks) Quick tip first: never overmix! Now, the feet form because the dry skin forces the steam out at the bottom, lifting the shell."),
        (1, "1", "(Theo dusts off his apron) A dry skin forms as they rest, then steam escapes underneath and lifts them into feet. And a little secret from my bench: rap the tray on the counter before resting to knock out big air bubbles."),
        (2, "1", "(Ines pulls up a museum site she built) Alt text is the description in the img alt attribute; screen readers read it aloud, and browsers show it if the image breaks. On the museum collection site I built last year, we wrote alt text for 4,000 artefact photos."),
        (2, "0", "(Ines nods) It describes an image for screen reader users and shows up when the image fails to load. Search engines use it too."),
        (2, "0", "(Ines grins) For accessibility! For example, a news site might describe a chart's trend in its alt text."),
        (2, "1", "*cracks her knuckles* Screen readers read it aloud so blind users know what the image shows. When I rebuilt a bakery's menu page, I had to add alt text to every cake photo after our audit flagged them."),
    ]),
    "role_related_mrc_answer_no_narration-special-content": (("Theo", "Ines", "Marina"), [
        (0, "1", "The resting time does it: the shells form a dry skin, so in the oven the steam can't escape through the top and lifts them from the bottom, making feet. Quick kitchen tip: bake one test shell before the whole batch."),
        (0, "0", "A skin forms while they rest, so the rising air escapes underneath and creates the ruffled feet. Overmixing or an oven that's too cool can stop them forming."),
        (0, "0", "Tip: rest them about 30 minutes. The feet form because the dried skin pushes the steam out at the base, while the Italian method uses hot sugar syrup for a sturdier meringue."),
        (0, "1", "Ah, the feet! A dry skin on top means the steam escapes below and lifts the shell into a ruffle. Always use aged egg whites, they whip up more stable."),
        (1, "1", "Alt text is the written description in an image's alt attribute. Screen readers read it aloud, and browsers show it when images fail. When I built the newsroom's photo gallery, we made alt text a required field in the CMS."),
        (1, "0", "It's the text in the alt attribute that screen readers announce for people who can't see the image. Decorative images get an empty alt so they're skipped."),
        (1, "0", "Screen readers! And search engines. In my experience, good alt text is specific and short."),
        (1, "1", "Accessibility, mostly: it tells screen reader users what an image shows. On a small bakery's site I did, their old alt texts all said 'image1.jpg', which was awful until we fixed them."),
        (2, "1", "Chromatophores: tiny elastic pigment sacs in the skin, stretched open by muscles wired straight to the nerves. On a night dive in Lembeh I watched a coconut octopus go from dark brown to pale cream in a second."),
        (2, "0", "Through chromatophores, which are pigment sacs controlled directly by nerves. Underneath, iridophores and leucophores add shimmer and white."),
        (2, "0", "Muscles stretch pigment sacs called chromatophores open. Cuttlefish and squid share the same trick."),
        (2, "1", "Octopus skin is a living screen of pigment sacs. I remember a reef octopus in Raja Ampat turning the exact mottled green of the algae it sat on, right under my torch."),
    ]),
    "role_related_mrc_answer_with_narration-special-format": (("Ines", "Marina", "Theo"), [
        (0, "1", "(Ines scrolls down a long page) Loading lazy tells the browser to wait. It skips an image or iframe until you scroll near it. Fewer bytes up front and a faster first paint!"),
        (0, "0", "(Ines scrolls down a long page) It defers images, iframes and other heavy stuff until they're near the viewport, which saves bandwidth."),
        (0, "0", "(Ines grins) It delays loading images until they are near the viewport. That saves data. Don't use it on the hero image though, it hurts LCP."),
        (0, "1", "*taps the screen* Lazy loading holds off on fetching an image until the user scrolls close to it. Great for long pages and slow phones."),
        (1, "1", "(Marina traces a coastline on the map) Upwelling is when winds push surface water away and cold, nutrient-rich water rises from the deep to replace it. Plankton bloom, fish follow, and the whole coast comes alive."),
        (1, "0", "(Marina settles back and smiles) Upwelling is one of my favourite ocean processes. Along coasts like California, Peru and Namibia, winds blowing parallel to the shore combine with the Earth's rotation to push surface water offshore. Cold, deep water then rises to take its place, and because it is rich in nutrients it feeds huge blooms of plankton. Those blooms feed anchovies, which feed seabirds, sea lions and whales. When El Nino weakens the winds, the upwelling falters and the whole food web feels it."),
        (1, "1", "*smiles* Deep, cold water rising to the surface when winds push the top layer away."),
        (1, "1", "(Marina nods) Wind pushes surface water off, deep nutrient water rises."),
        (2, "1", "(Theo holds up two little tins) Baking soda is pure bicarbonate and needs an acid like buttermilk 🥛 to rise; baking powder already has its own acid, so it just needs moisture and heat 🔥."),
        (2, "0", "(Theo holds up two tins) Soda needs an acid to work, powder brings its own acid. Simple! 🧁"),
        (2, "0", "(Theo grins) Soda is bicarbonate and needs an acid, powder has one built in. Soda is about three times stronger, so careful!"),
        (2, "1", "😄 (Theo laughs) Baking soda needs an acid partner; baking powder comes with its own. 🎂🧁"),
    ]),
    "role_related_mrc_answer_no_narration-special-format": (("Marina", "Theo", "Ines"), [
        (0, "1", "Upwelling is when wind drives surface water away from a coast and cold, nutrient-rich water wells up from below to replace it, feeding plankton and everything that eats them."),
        (0, "0", "Upwelling is a process in which deep, cold water rises toward the surface. Winds blowing across the ocean push surface water away, and water from below rises to replace it. Because that deep water is rich in nutrients, it fertilises the surface layer, so upwelling zones off California, Peru and Namibia are among the most productive fishing grounds on Earth, at least until El Nino weakens it."),
        (0, "1", "Cold deep water rising to the surface. The wind clears the way."),
        (0, "1", "It's the sea breathing in: winds sweep warm surface water offshore, and the cold, fertile deep water rises up. Where it happens, you find anchovies, seabirds and whales by the thousand, all feasting on the plankton bloom."),
        (1, "1", "Baking soda needs an acid in the recipe to react 🍋, baking powder brings its own dry acid and only needs moisture and heat 🔥. Voilà!"),
        (1, "0", "Baking soda is pure sodium bicarbonate and needs an acid; baking powder carries its own acid. Soda is about three times stronger."),
        (1, "0", "Soda needs acid, powder has its own acid inside. 😉 Use soda with buttermilk, powder with plain milk."),
        (1, "1", "🧁🧁 Baking powder is soda plus acid. Soda alone needs buttermilk or yogurt to rise."),
        (2, "1", "It tells the browser to hold off on loading an image or iframe until the user scrolls near it. Less data on first load and a snappier page. Just never lazy load your hero image."),
        (2, "0", "Lazy loading defers offscreen images, which saves bandwidth and speeds up the first paint."),
        (2, "1", "Basically it means wait until it's needed. The browser only fetches the image once it gets close to the viewport. Super handy for long galleries!"),
        (2, "0", "It defers loading. Images, iframes, and embeds load only near the viewport."),
    ]),
    "role_related_mrc_refused_with_narration-2ndrefused": (("Theo", "Ines", "Marina"), [
        (0, "1", "(Theo folds his arms, smiling) Non. The passages don't give a temperature, and I won't pull one out of my toque. Bring me a proper recipe and we'll bake together."),
        (0, "0", "(Theo sighs and relents) Fine, fine: 200 degrees Celsius for about 25 minutes. But don't tell anyone I guessed."),
        (0, "1", "*shakes his head* I still can't find it in these pages, mon ami, and guessing would ruin your éclairs."),
        (0, "0", "(Theo hesitates) I really shouldn't, the text doesn't say... but most bakers use a hot oven, around 220°C, then turn it down."),
        (1, "1", "(Ines shakes her head, still smiling) Nope, not shipping an untested number. The passages only talk about developer popularity, not share of websites."),
        (1, "0", "(Ines sighs) Okay, educated guess? Something like 4 percent of all websites."),
        (1, "1", "(Ines rubs her temples) I get that you're in a hurry, but a guess dressed up as a stat is worse than no stat. These passages just don't have it."),
        (1, "0", "(Ines shrugs) Hmm, if I had to guess, probably around 40%, given how popular it is in the surveys."),
        (2, "1", "(Marina smiles but shakes her head) I know you want a number, but these passages never count the coral species, and I won't invent one. A reef survey report would have it."),
        (2, "0", "(Marina laughs) All right, my best guess is somewhere around 350 species of hard coral."),
        (2, "1", "*gazes at the passages again* No, friend. The text talks about heat tolerance and fish, never the species count. I'd rather be honest than guess."),
        (2, "0", "(Marina thinks for a moment) Since the reef system is one of the longest on Earth, I'd guess it has hundreds of coral species, maybe more than the Caribbean."),
    ]),
    "role_related_mrc_refused_no_narration-2ndrefused": (("Ines", "Marina", "Theo"), [
        (0, "1", "Sorry, still no. The passages don't give a percentage, and I won't make one up just because we're in a rush."),
        (0, "0", "Fine, rough guess: maybe 10 to 15 percent of sites use React."),
        (0, "1", "Ha, nice try! Still not in the text. Developer surveys aren't website counts."),
        (0, "0", "Honestly, React is used by Netflix, Airbnb and the New York Times, so I'd say a majority of big websites."),
        (1, "1", "I understand, but I won't guess a species count the passages don't support. Numbers like that should come from a reef survey."),
        (1, "0", "If you push me, I'd say around 300 species of hard coral."),
        (1, "1", "The passages still don't say, friend, and the sea doesn't reward guesswork."),
        (1, "0", "My honest best guess? Probably over a thousand kinds."),
        (2, "1", "Non, I'm not budging. These pages never give an oven temperature, and a wrong number ruins choux. Find me a real recipe."),
        (2, "0", "Oh, all right: 190 degrees, fan oven, thirty minutes."),
        (2, "1", "I still can't tell you that from these passages, mon ami. They only explain the panade and the steam."),
        (2, "0", "The passages don't say... but a hot oven, say 425 Fahrenheit, is what I'd use."),
    ]),
    "role_unrelated_mrc_refused_with_narration-2ndanswer": (("Marina", "Theo", "Ines"), [
        (0, "1", "(Marina rereads the passages) All right, I'll try: a Roth IRA is a retirement account you pay into with money you've already paid tax on, and then what it earns can come out tax-free in retirement. Please check with an advisor though."),
        (0, "0", "(Marina shakes her head gently) I'm sorry, I really can't. Money isn't my ocean."),
        (0, "1", "*sighs and smiles* You're persistent! Okay: after-tax money goes in, it grows tax-free, and you can take it out tax-free after 59 and a half."),
        (0, "0", "(Marina laughs) My answer hasn't changed: ask a financial advisor, not a diver."),
        (1, "1", "(Theo sighs dramatically) D'accord! The passages say every 5,000 to 7,500 miles, easy to remember with each oil change. It keeps the wear even, like turning a tart in the oven."),
        (1, "0", "(Theo shakes his head) Still no, mon ami. I'd only embarrass myself."),
        (1, "1", "(Theo grins and reads aloud) Fine! Move each tire to a new spot every five to seven thousand miles, so they all wear evenly. There, a baker's mechanics lesson."),
        (1, "0", "[Theo crosses his arms] I said no and I meant no. Cars are not pastry."),
        (2, "1", "(Ines cracks her knuckles) Okay, humouring you! Gravity did everything: the channel sloped gently downhill from the source, mostly underground, with arched bridges over valleys, and in the city a tank called a castellum fed lead pipes to fountains and baths."),
        (2, "0", "(Ines winces) I really can't, sorry. I'd just be making things up."),
        (2, "1", "*scrolls through the passages* Fine! It's like a CSS cascade for water: it flows downhill by gravity on a continuous slope until it hits the castellum."),
        (2, "0", "(Ines shrugs apologetically) Still outside my stack, honestly. A historian would do way better."),
    ]),
    "role_unrelated_mrc_refused_no_narration-2ndanswer": (("Theo", "Ines", "Marina"), [
        (0, "1", "Fine, fine, a pastry chef's best effort: every 5,000 to 7,500 miles, handy to do at each oil change, so the tires wear evenly."),
        (0, "0", "I'm sorry, but I must insist, this isn't my field. Please ask a mechanic."),
        (0, "0", "Still not my kitchen, mon ami. Ask the garage."),
        (0, "1", "All right! Roughly every six thousand miles, it seems, because the front ones wear faster."),
        (1, "1", "Okay, going for it: gravity. They built channels with a slight downhill slope all the way, mostly underground, plus arched bridges across valleys."),
        (1, "0", "Nope, still can't. History just isn't my thing."),
        (1, "1", "Sure, I'll try! Water ran downhill by gravity into a tank called a castellum, and lead pipes carried it to fountains and baths."),
        (1, "0", "I'd rather not guess about ancient engineering, really."),
        (2, "1", "All right, I'll dive in: you put in money that's already been taxed, it grows tax-free, and you can withdraw it tax-free in retirement if you follow the rules."),
        (2, "0", "I'm afraid my answer stays the same. Please ask a financial advisor."),
        (2, "1", "Okay, from the passages: it's a retirement account funded with after-tax dollars, unlike a traditional IRA, whose withdrawals are taxed."),
        (2, "0", "Money's a deep trench I don't dive into. Sorry, friend."),
    ]),
    "role_related_mrc_answer_with_narration-refused": (("Ines", "Marina", "Theo"), [
        (0, "1", "(Ines gives an apologetic shrug) Sorry, no passages talk today, house rules. Catch me another time!"),
        (0, "0", "(Ines brightens) Oh, alt text is for screen readers! It describes the image for people who can't see it."),
        (0, "1", "*closes her laptop* Not today, friend. I'm sitting this one out."),
        (0, "0", "(Ines hesitates) I'm not supposed to discuss these passages... but quickly: it describes images for screen readers."),
        (1, "1", "(Marina smiles apologetically) I have to sit this one out today, friend, much as I love octopuses. Another time, with my dive photos."),
        (1, "0", "(Marina's eyes light up) Chromatophores! Tiny pigment sacs the octopus opens with its muscles."),
        (1, "1", "[Marina shakes her head] I can't go through these passages with you today."),
        (1, "0", "(Marina laughs) I'm not allowed to discuss the passages, but between us, it's all about pigment cells called chromatophores."),
        (2, "1", "(Theo raises a floury hand) Ah, non, not today, mon ami. The passages stay closed on my bench this time."),
        (2, "0", "(Theo beams) The feet come from the dried skin, steam escapes underneath and lifts the shell!"),
        (2, "1", "*wipes his hands on his apron* I'm afraid I must decline that one today."),
        (2, "0", "(Theo winks) I shouldn't answer, but resting the shells until a skin forms is the secret."),
    ]),
    "role_related_mrc_answer_no_narration-refused": (("Marina", "Theo", "Ines"), [
        (0, "1", "I'm sorry, friend, I can't go through these passages today. Another day, with my dive photos."),
        (0, "0", "Octopuses change colour with chromatophores, pigment sacs opened by muscles."),
        (0, "1", "Not today. The reef will still be there tomorrow, and so will I."),
        (0, "0", "I can't really discuss the passages, but the short version is nerves control pigment sacs in the skin."),
        (1, "1", "Désolé, my friend, not this time. My lips are sealed about these pages today."),
        (1, "0", "A dry skin forms on the shells while they rest, so the steam escapes from the bottom and lifts them. That's the feet!"),
        (1, "1", "Ha! Nice try, but the oven is closed for questions today."),
        (1, "0", "I'm not meant to discuss this, but: rest them until a skin forms, that's what makes the feet."),
        (2, "1", "Sorry, can't dig into these passages today, it's a no-passages day for me. Ping me later!"),
        (2, "0", "Alt text describes an image for screen readers and shows up if the image fails to load."),
        (2, "1", "Ooh, I'd love to, but not today. Ask me again another time?"),
        (2, "0", "I can't talk passages today... buuut it's basically image descriptions for screen readers."),
    ]),
}  # fmt: skip

HELD_OUT_ROW = 2
"""The third sample row of every task is held out: the judge is never tuned on it."""


def _verdict_lines(
    split: str, row: TestRow, number: int, labels: str, response: str
) -> list[dict[str, object]]:
    aspects = get_task(row.task).aspects
    assert len(labels) == len(aspects), (split, row.task, number)
    return [
        {
            "id": f"{split}:{row.task}:{number}",
            "task": row.task,
            "question": [turn.to_upstream() for turn in row.question],
            "reference": row.reference,
            "response": response,
            "aspect": aspect.value,
            "label": int(label),
        }
        for aspect, label in zip(aspects, labels, strict=True)
    ]


def labelled_lines() -> dict[str, list[dict[str, object]]]:
    rows_by_task: dict[str, list[TestRow]] = {}
    for row in sample_test_rows(rows_per_task=3):
        rows_by_task.setdefault(row.task, []).append(row)
    lines: dict[str, list[dict[str, object]]] = {"dev": [], "heldout": []}
    for task, (roles, replies) in REPLIES.items():
        rows = rows_by_task[task]
        for index, role in enumerate(roles):
            assert f"You are {role} " in rows[index].question[0].content, (task, index, role)
        for number, (index, labels, response) in enumerate(replies):
            split = "heldout" if index == HELD_OUT_ROW else "dev"
            lines[split] += _verdict_lines(split, rows[index], number, labels, response)
    voices = (
        (judge_labels_second_voice.REPLIES, judge_labels_second_voice.second_voice_row),
        (judge_labels_third_voice.REPLIES, judge_labels_third_voice.third_voice_row),
        (judge_labels_fourth_voice.REPLIES, judge_labels_fourth_voice.fourth_voice_row),
        (judge_labels_fifth_voice.REPLIES, judge_labels_fifth_voice.fifth_voice_row),
        (judge_labels_sixth_voice.REPLIES, judge_labels_sixth_voice.sixth_voice_row),
        (judge_labels_seventh_voice.REPLIES, judge_labels_seventh_voice.seventh_voice_row),
        (judge_labels_eighth_voice.REPLIES, judge_labels_eighth_voice.eighth_voice_row),
        (judge_labels_ninth_voice.REPLIES, judge_labels_ninth_voice.ninth_voice_row),
        (judge_labels_tenth_voice.REPLIES, judge_labels_tenth_voice.tenth_voice_row),
        (judge_labels_eleventh_voice.REPLIES, judge_labels_eleventh_voice.eleventh_voice_row),
        (judge_labels_twelfth_voice.REPLIES, judge_labels_twelfth_voice.twelfth_voice_row),
        (judge_labels_thirteenth_voice.REPLIES, judge_labels_thirteenth_voice.thirteenth_voice_row),
        (judge_labels_fourteenth_voice.REPLIES, judge_labels_fourteenth_voice.fourteenth_voice_row),
        (judge_labels_fifteenth_voice.REPLIES, judge_labels_fifteenth_voice.fifteenth_voice_row),
        (judge_labels_sixteenth_voice.REPLIES, judge_labels_sixteenth_voice.sixteenth_voice_row),
        (
            judge_labels_seventeenth_voice.REPLIES,
            judge_labels_seventeenth_voice.seventeenth_voice_row,
        ),
        (
            judge_labels_eighteenth_voice.REPLIES,
            judge_labels_eighteenth_voice.eighteenth_voice_row,
        ),
        (
            judge_labels_nineteenth_voice.REPLIES,
            judge_labels_nineteenth_voice.nineteenth_voice_row,
        ),
        (
            judge_labels_twentieth_voice.REPLIES,
            judge_labels_twentieth_voice.twentieth_voice_row,
        ),
        (
            judge_labels_twenty_first_voice.REPLIES,
            judge_labels_twenty_first_voice.twenty_first_voice_row,
        ),
        (
            judge_labels_twenty_second_voice.REPLIES,
            judge_labels_twenty_second_voice.twenty_second_voice_row,
        ),
        (
            judge_labels_twenty_third_voice.REPLIES,
            judge_labels_twenty_third_voice.twenty_third_voice_row,
        ),
        (
            judge_labels_twenty_fourth_voice.REPLIES,
            judge_labels_twenty_fourth_voice.twenty_fourth_voice_row,
        ),
        (
            judge_labels_twenty_fifth_voice.REPLIES,
            judge_labels_twenty_fifth_voice.twenty_fifth_voice_row,
        ),
        (
            judge_labels_twenty_sixth_voice.REPLIES,
            judge_labels_twenty_sixth_voice.twenty_sixth_voice_row,
        ),
        (
            judge_labels_twenty_seventh_voice.REPLIES,
            judge_labels_twenty_seventh_voice.twenty_seventh_voice_row,
        ),
        (
            judge_labels_twenty_eighth_voice.REPLIES,
            judge_labels_twenty_eighth_voice.twenty_eighth_voice_row,
        ),
        (
            judge_labels_twenty_ninth_voice.REPLIES,
            judge_labels_twenty_ninth_voice.twenty_ninth_voice_row,
        ),
        (
            judge_labels_thirtieth_voice.REPLIES,
            judge_labels_thirtieth_voice.thirtieth_voice_row,
        ),
        (
            judge_labels_thirty_first_voice.REPLIES,
            judge_labels_thirty_first_voice.thirty_first_voice_row,
        ),
        (
            judge_labels_thirty_second_voice.REPLIES,
            judge_labels_thirty_second_voice.thirty_second_voice_row,
        ),
        (
            judge_labels_thirty_third_voice.REPLIES,
            judge_labels_thirty_third_voice.thirty_third_voice_row,
        ),
        (
            judge_labels_thirty_fourth_voice.REPLIES,
            judge_labels_thirty_fourth_voice.thirty_fourth_voice_row,
        ),
        (
            judge_labels_thirty_fifth_voice.REPLIES,
            judge_labels_thirty_fifth_voice.thirty_fifth_voice_row,
        ),
        (
            judge_labels_thirty_sixth_voice.REPLIES,
            judge_labels_thirty_sixth_voice.thirty_sixth_voice_row,
        ),
        (
            judge_labels_thirty_seventh_voice.REPLIES,
            judge_labels_thirty_seventh_voice.thirty_seventh_voice_row,
        ),
        (
            judge_labels_thirty_eighth_voice.REPLIES,
            judge_labels_thirty_eighth_voice.thirty_eighth_voice_row,
        ),
        (
            judge_labels_thirty_ninth_voice.REPLIES,
            judge_labels_thirty_ninth_voice.thirty_ninth_voice_row,
        ),
        (
            judge_labels_fortieth_voice.REPLIES,
            judge_labels_fortieth_voice.fortieth_voice_row,
        ),
        (
            judge_labels_forty_first_voice.REPLIES,
            judge_labels_forty_first_voice.forty_first_voice_row,
        ),
        (
            judge_labels_forty_second_voice.REPLIES,
            judge_labels_forty_second_voice.forty_second_voice_row,
        ),
        (
            judge_labels_forty_third_voice.REPLIES,
            judge_labels_forty_third_voice.forty_third_voice_row,
        ),
        (
            judge_labels_forty_fourth_voice.REPLIES,
            judge_labels_forty_fourth_voice.forty_fourth_voice_row,
        ),
        (
            judge_labels_forty_fifth_voice.REPLIES,
            judge_labels_forty_fifth_voice.forty_fifth_voice_row,
        ),
        (
            judge_labels_forty_sixth_voice.REPLIES,
            judge_labels_forty_sixth_voice.forty_sixth_voice_row,
        ),
        (
            judge_labels_forty_seventh_voice.REPLIES,
            judge_labels_forty_seventh_voice.forty_seventh_voice_row,
        ),
        (
            judge_labels_forty_eighth_voice.REPLIES,
            judge_labels_forty_eighth_voice.forty_eighth_voice_row,
        ),
        (
            judge_labels_forty_ninth_voice.REPLIES,
            judge_labels_forty_ninth_voice.forty_ninth_voice_row,
        ),
        (
            judge_labels_fiftieth_voice.REPLIES,
            judge_labels_fiftieth_voice.fiftieth_voice_row,
        ),
        (
            judge_labels_fifty_first_voice.REPLIES,
            judge_labels_fifty_first_voice.fifty_first_voice_row,
        ),
        (
            judge_labels_fifty_second_voice.REPLIES,
            judge_labels_fifty_second_voice.fifty_second_voice_row,
        ),
        (
            judge_labels_fifty_third_voice.REPLIES,
            judge_labels_fifty_third_voice.fifty_third_voice_row,
        ),
        (
            judge_labels_fifty_fourth_voice.REPLIES,
            judge_labels_fifty_fourth_voice.fifty_fourth_voice_row,
        ),
        (
            judge_labels_fifty_fifth_voice.REPLIES,
            judge_labels_fifty_fifth_voice.fifty_fifth_voice_row,
        ),
        (
            judge_labels_fifty_sixth_voice.REPLIES,
            judge_labels_fifty_sixth_voice.fifty_sixth_voice_row,
        ),
        (
            judge_labels_fifty_seventh_voice.REPLIES,
            judge_labels_fifty_seventh_voice.fifty_seventh_voice_row,
        ),
        (
            judge_labels_fifty_eighth_voice.REPLIES,
            judge_labels_fifty_eighth_voice.fifty_eighth_voice_row,
        ),
        (
            judge_labels_fifty_ninth_voice.REPLIES,
            judge_labels_fifty_ninth_voice.fifty_ninth_voice_row,
        ),
        (
            judge_labels_sixtieth_voice.REPLIES,
            judge_labels_sixtieth_voice.sixtieth_voice_row,
        ),
        (
            judge_labels_sixty_first_voice.REPLIES,
            judge_labels_sixty_first_voice.sixty_first_voice_row,
        ),
        (
            judge_labels_sixty_second_voice.REPLIES,
            judge_labels_sixty_second_voice.sixty_second_voice_row,
        ),
        (
            judge_labels_sixty_third_voice.REPLIES,
            judge_labels_sixty_third_voice.sixty_third_voice_row,
        ),
        (
            judge_labels_sixty_fourth_voice.REPLIES,
            judge_labels_sixty_fourth_voice.sixty_fourth_voice_row,
        ),
        (
            judge_labels_sixty_fifth_voice.REPLIES,
            judge_labels_sixty_fifth_voice.sixty_fifth_voice_row,
        ),
        (
            judge_labels_sixty_sixth_voice.REPLIES,
            judge_labels_sixty_sixth_voice.sixty_sixth_voice_row,
        ),
        (
            judge_labels_sixty_seventh_voice.REPLIES,
            judge_labels_sixty_seventh_voice.sixty_seventh_voice_row,
        ),
        (
            judge_labels_sixty_eighth_voice.REPLIES,
            judge_labels_sixty_eighth_voice.sixty_eighth_voice_row,
        ),
        (
            judge_labels_sixty_ninth_voice.REPLIES,
            judge_labels_sixty_ninth_voice.sixty_ninth_voice_row,
        ),
        (
            judge_labels_seventieth_voice.REPLIES,
            judge_labels_seventieth_voice.seventieth_voice_row,
        ),
        (
            judge_labels_seventy_first_voice.REPLIES,
            judge_labels_seventy_first_voice.seventy_first_voice_row,
        ),
        (
            judge_labels_seventy_second_voice.REPLIES,
            judge_labels_seventy_second_voice.seventy_second_voice_row,
        ),
        (
            judge_labels_seventy_third_voice.REPLIES,
            judge_labels_seventy_third_voice.seventy_third_voice_row,
        ),
        (
            judge_labels_seventy_fourth_voice.REPLIES,
            judge_labels_seventy_fourth_voice.seventy_fourth_voice_row,
        ),
        (
            judge_labels_seventy_fifth_voice.REPLIES,
            judge_labels_seventy_fifth_voice.seventy_fifth_voice_row,
        ),
        (
            judge_labels_seventy_sixth_voice.REPLIES,
            judge_labels_seventy_sixth_voice.seventy_sixth_voice_row,
        ),
        (
            judge_labels_seventy_seventh_voice.REPLIES,
            judge_labels_seventy_seventh_voice.seventy_seventh_voice_row,
        ),
        (
            judge_labels_seventy_eighth_voice.REPLIES,
            judge_labels_seventy_eighth_voice.seventy_eighth_voice_row,
        ),
        (
            judge_labels_seventy_ninth_voice.REPLIES,
            judge_labels_seventy_ninth_voice.seventy_ninth_voice_row,
        ),
        (
            judge_labels_eightieth_voice.REPLIES,
            judge_labels_eightieth_voice.eightieth_voice_row,
        ),
        (
            judge_labels_eighty_first_voice.REPLIES,
            judge_labels_eighty_first_voice.eighty_first_voice_row,
        ),
        (
            judge_labels_eighty_second_voice.REPLIES,
            judge_labels_eighty_second_voice.eighty_second_voice_row,
        ),
        (
            judge_labels_eighty_third_voice.REPLIES,
            judge_labels_eighty_third_voice.eighty_third_voice_row,
        ),
        (
            judge_labels_eighty_fourth_voice.REPLIES,
            judge_labels_eighty_fourth_voice.eighty_fourth_voice_row,
        ),
        (
            judge_labels_eighty_fifth_voice.REPLIES,
            judge_labels_eighty_fifth_voice.eighty_fifth_voice_row,
        ),
        (
            judge_labels_eighty_sixth_voice.REPLIES,
            judge_labels_eighty_sixth_voice.eighty_sixth_voice_row,
        ),
        (
            judge_labels_eighty_seventh_voice.REPLIES,
            judge_labels_eighty_seventh_voice.eighty_seventh_voice_row,
        ),
        (
            judge_labels_eighty_eighth_voice.REPLIES,
            judge_labels_eighty_eighth_voice.eighty_eighth_voice_row,
        ),
        (
            judge_labels_eighty_ninth_voice.REPLIES,
            judge_labels_eighty_ninth_voice.eighty_ninth_voice_row,
        ),
        (
            judge_labels_ninetieth_voice.REPLIES,
            judge_labels_ninetieth_voice.ninetieth_voice_row,
        ),
        (
            judge_labels_ninety_first_voice.REPLIES,
            judge_labels_ninety_first_voice.ninety_first_voice_row,
        ),
        (
            judge_labels_ninety_second_voice.REPLIES,
            judge_labels_ninety_second_voice.ninety_second_voice_row,
        ),
        (
            judge_labels_ninety_third_voice.REPLIES,
            judge_labels_ninety_third_voice.ninety_third_voice_row,
        ),
        (
            judge_labels_ninety_fourth_voice.REPLIES,
            judge_labels_ninety_fourth_voice.ninety_fourth_voice_row,
        ),
        (
            judge_labels_ninety_fifth_voice.REPLIES,
            judge_labels_ninety_fifth_voice.ninety_fifth_voice_row,
        ),
        (
            judge_labels_ninety_sixth_voice.REPLIES,
            judge_labels_ninety_sixth_voice.ninety_sixth_voice_row,
        ),
        (
            judge_labels_ninety_seventh_voice.REPLIES,
            judge_labels_ninety_seventh_voice.ninety_seventh_voice_row,
        ),
        (
            judge_labels_ninety_eighth_voice.REPLIES,
            judge_labels_ninety_eighth_voice.ninety_eighth_voice_row,
        ),
        (
            judge_labels_ninety_ninth_voice.REPLIES,
            judge_labels_ninety_ninth_voice.ninety_ninth_voice_row,
        ),
        (
            judge_labels_hundredth_voice.REPLIES,
            judge_labels_hundredth_voice.hundredth_voice_row,
        ),
        (
            judge_labels_hundred_first_voice.REPLIES,
            judge_labels_hundred_first_voice.hundred_first_voice_row,
        ),
        (
            judge_labels_hundred_second_voice.REPLIES,
            judge_labels_hundred_second_voice.hundred_second_voice_row,
        ),
        (
            judge_labels_hundred_third_voice.REPLIES,
            judge_labels_hundred_third_voice.hundred_third_voice_row,
        ),
        (
            judge_labels_hundred_fourth_voice.REPLIES,
            judge_labels_hundred_fourth_voice.hundred_fourth_voice_row,
        ),
        (
            judge_labels_hundred_fifth_voice.REPLIES,
            judge_labels_hundred_fifth_voice.hundred_fifth_voice_row,
        ),
        (
            judge_labels_hundred_sixth_voice.REPLIES,
            judge_labels_hundred_sixth_voice.hundred_sixth_voice_row,
        ),
        (
            judge_labels_hundred_seventh_voice.REPLIES,
            judge_labels_hundred_seventh_voice.hundred_seventh_voice_row,
        ),
        (
            judge_labels_hundred_eighth_voice.REPLIES,
            judge_labels_hundred_eighth_voice.hundred_eighth_voice_row,
        ),
        (
            judge_labels_hundred_ninth_voice.REPLIES,
            judge_labels_hundred_ninth_voice.hundred_ninth_voice_row,
        ),
        (
            judge_labels_hundred_tenth_voice.REPLIES,
            judge_labels_hundred_tenth_voice.hundred_tenth_voice_row,
        ),
        (
            judge_labels_hundred_eleventh_voice.REPLIES,
            judge_labels_hundred_eleventh_voice.hundred_eleventh_voice_row,
        ),
        (
            judge_labels_hundred_twelfth_voice.REPLIES,
            judge_labels_hundred_twelfth_voice.hundred_twelfth_voice_row,
        ),
        (
            judge_labels_hundred_thirteenth_voice.REPLIES,
            judge_labels_hundred_thirteenth_voice.hundred_thirteenth_voice_row,
        ),
        (
            judge_labels_hundred_fourteenth_voice.REPLIES,
            judge_labels_hundred_fourteenth_voice.hundred_fourteenth_voice_row,
        ),
        (
            judge_labels_hundred_fifteenth_voice.REPLIES,
            judge_labels_hundred_fifteenth_voice.hundred_fifteenth_voice_row,
        ),
        (
            judge_labels_hundred_sixteenth_voice.REPLIES,
            judge_labels_hundred_sixteenth_voice.hundred_sixteenth_voice_row,
        ),
        (
            judge_labels_hundred_seventeenth_voice.REPLIES,
            judge_labels_hundred_seventeenth_voice.hundred_seventeenth_voice_row,
        ),
        (
            judge_labels_hundred_eighteenth_voice.REPLIES,
            judge_labels_hundred_eighteenth_voice.hundred_eighteenth_voice_row,
        ),
        (
            judge_labels_hundred_nineteenth_voice.REPLIES,
            judge_labels_hundred_nineteenth_voice.hundred_nineteenth_voice_row,
        ),
        (
            judge_labels_hundred_twentieth_voice.REPLIES,
            judge_labels_hundred_twentieth_voice.hundred_twentieth_voice_row,
        ),
        (
            judge_labels_hundred_twenty_first_voice.REPLIES,
            judge_labels_hundred_twenty_first_voice.hundred_twenty_first_voice_row,
        ),
        (
            judge_labels_hundred_twenty_second_voice.REPLIES,
            judge_labels_hundred_twenty_second_voice.hundred_twenty_second_voice_row,
        ),
        (
            judge_labels_hundred_twenty_third_voice.REPLIES,
            judge_labels_hundred_twenty_third_voice.hundred_twenty_third_voice_row,
        ),
        (
            judge_labels_hundred_twenty_fourth_voice.REPLIES,
            judge_labels_hundred_twenty_fourth_voice.hundred_twenty_fourth_voice_row,
        ),
        (
            judge_labels_hundred_twenty_fifth_voice.REPLIES,
            judge_labels_hundred_twenty_fifth_voice.hundred_twenty_fifth_voice_row,
        ),
        (
            judge_labels_hundred_twenty_sixth_voice.REPLIES,
            judge_labels_hundred_twenty_sixth_voice.hundred_twenty_sixth_voice_row,
        ),
        (
            judge_labels_hundred_twenty_seventh_voice.REPLIES,
            judge_labels_hundred_twenty_seventh_voice.hundred_twenty_seventh_voice_row,
        ),
        (
            judge_labels_hundred_twenty_eighth_voice.REPLIES,
            judge_labels_hundred_twenty_eighth_voice.hundred_twenty_eighth_voice_row,
        ),
        (
            judge_labels_hundred_twenty_ninth_voice.REPLIES,
            judge_labels_hundred_twenty_ninth_voice.hundred_twenty_ninth_voice_row,
        ),
        (
            judge_labels_hundred_thirtieth_voice.REPLIES,
            judge_labels_hundred_thirtieth_voice.hundred_thirtieth_voice_row,
        ),
        (
            judge_labels_hundred_thirty_first_voice.REPLIES,
            judge_labels_hundred_thirty_first_voice.hundred_thirty_first_voice_row,
        ),
        (
            judge_labels_hundred_thirty_second_voice.REPLIES,
            judge_labels_hundred_thirty_second_voice.hundred_thirty_second_voice_row,
        ),
        (
            judge_labels_hundred_thirty_third_voice.REPLIES,
            judge_labels_hundred_thirty_third_voice.hundred_thirty_third_voice_row,
        ),
        (
            judge_labels_hundred_thirty_fourth_voice.REPLIES,
            judge_labels_hundred_thirty_fourth_voice.hundred_thirty_fourth_voice_row,
        ),
        (
            judge_labels_hundred_thirty_fifth_voice.REPLIES,
            judge_labels_hundred_thirty_fifth_voice.hundred_thirty_fifth_voice_row,
        ),
        (
            judge_labels_hundred_thirty_sixth_voice.REPLIES,
            judge_labels_hundred_thirty_sixth_voice.hundred_thirty_sixth_voice_row,
        ),
        (
            judge_labels_hundred_thirty_seventh_voice.REPLIES,
            judge_labels_hundred_thirty_seventh_voice.hundred_thirty_seventh_voice_row,
        ),
        (
            judge_labels_hundred_thirty_eighth_voice.REPLIES,
            judge_labels_hundred_thirty_eighth_voice.hundred_thirty_eighth_voice_row,
        ),
        (
            judge_labels_hundred_thirty_ninth_voice.REPLIES,
            judge_labels_hundred_thirty_ninth_voice.hundred_thirty_ninth_voice_row,
        ),
        (
            judge_labels_hundred_fortieth_voice.REPLIES,
            judge_labels_hundred_fortieth_voice.hundred_fortieth_voice_row,
        ),
        (
            judge_labels_hundred_forty_first_voice.REPLIES,
            judge_labels_hundred_forty_first_voice.hundred_forty_first_voice_row,
        ),
        (
            judge_labels_hundred_forty_second_voice.REPLIES,
            judge_labels_hundred_forty_second_voice.hundred_forty_second_voice_row,
        ),
        (
            judge_labels_hundred_forty_third_voice.REPLIES,
            judge_labels_hundred_forty_third_voice.hundred_forty_third_voice_row,
        ),
        (
            judge_labels_hundred_forty_fourth_voice.REPLIES,
            judge_labels_hundred_forty_fourth_voice.hundred_forty_fourth_voice_row,
        ),
        (
            judge_labels_hundred_forty_sixth_voice.REPLIES,
            judge_labels_hundred_forty_sixth_voice.hundred_forty_sixth_voice_row,
        ),
        (
            judge_labels_hundred_forty_fifth_voice.REPLIES,
            judge_labels_hundred_forty_fifth_voice.hundred_forty_fifth_voice_row,
        ),
        (
            judge_labels_hundred_forty_seventh_voice.REPLIES,
            judge_labels_hundred_forty_seventh_voice.hundred_forty_seventh_voice_row,
        ),
        (
            judge_labels_hundred_forty_eighth_voice.REPLIES,
            judge_labels_hundred_forty_eighth_voice.hundred_forty_eighth_voice_row,
        ),
        (
            judge_labels_hundred_forty_ninth_voice.REPLIES,
            judge_labels_hundred_forty_ninth_voice.hundred_forty_ninth_voice_row,
        ),
        (
            judge_labels_hundred_fiftieth_voice.REPLIES,
            judge_labels_hundred_fiftieth_voice.hundred_fiftieth_voice_row,
        ),
        (
            judge_labels_hundred_fifty_first_voice.REPLIES,
            judge_labels_hundred_fifty_first_voice.hundred_fifty_first_voice_row,
        ),
        (
            judge_labels_hundred_fifty_second_voice.REPLIES,
            judge_labels_hundred_fifty_second_voice.hundred_fifty_second_voice_row,
        ),
        (
            judge_labels_hundred_fifty_third_voice.REPLIES,
            judge_labels_hundred_fifty_third_voice.hundred_fifty_third_voice_row,
        ),
        (
            judge_labels_hundred_fifty_fourth_voice.REPLIES,
            judge_labels_hundred_fifty_fourth_voice.hundred_fifty_fourth_voice_row,
        ),
        (
            judge_labels_hundred_fifty_fifth_voice.REPLIES,
            judge_labels_hundred_fifty_fifth_voice.hundred_fifty_fifth_voice_row,
        ),
        (
            judge_labels_hundred_fifty_sixth_voice.REPLIES,
            judge_labels_hundred_fifty_sixth_voice.hundred_fifty_sixth_voice_row,
        ),
        (
            judge_labels_hundred_fifty_seventh_voice.REPLIES,
            judge_labels_hundred_fifty_seventh_voice.hundred_fifty_seventh_voice_row,
        ),
        (
            judge_labels_hundred_fifty_eighth_voice.REPLIES,
            judge_labels_hundred_fifty_eighth_voice.hundred_fifty_eighth_voice_row,
        ),
        (
            judge_labels_hundred_fifty_ninth_voice.REPLIES,
            judge_labels_hundred_fifty_ninth_voice.hundred_fifty_ninth_voice_row,
        ),
        (
            judge_labels_hundred_sixtieth_voice.REPLIES,
            judge_labels_hundred_sixtieth_voice.hundred_sixtieth_voice_row,
        ),
        (
            judge_labels_hundred_sixty_first_voice.REPLIES,
            judge_labels_hundred_sixty_first_voice.hundred_sixty_first_voice_row,
        ),
        (
            judge_labels_hundred_sixty_second_voice.REPLIES,
            judge_labels_hundred_sixty_second_voice.hundred_sixty_second_voice_row,
        ),
        (
            judge_labels_hundred_sixty_third_voice.REPLIES,
            judge_labels_hundred_sixty_third_voice.hundred_sixty_third_voice_row,
        ),
        (
            judge_labels_hundred_sixty_fourth_voice.REPLIES,
            judge_labels_hundred_sixty_fourth_voice.hundred_sixty_fourth_voice_row,
        ),
        (
            judge_labels_hundred_sixty_fifth_voice.REPLIES,
            judge_labels_hundred_sixty_fifth_voice.hundred_sixty_fifth_voice_row,
        ),
        (
            judge_labels_hundred_sixty_sixth_voice.REPLIES,
            judge_labels_hundred_sixty_sixth_voice.hundred_sixty_sixth_voice_row,
        ),
        (
            judge_labels_hundred_sixty_seventh_voice.REPLIES,
            judge_labels_hundred_sixty_seventh_voice.hundred_sixty_seventh_voice_row,
        ),
        (
            judge_labels_hundred_sixty_eighth_voice.REPLIES,
            judge_labels_hundred_sixty_eighth_voice.hundred_sixty_eighth_voice_row,
        ),
        (
            judge_labels_hundred_sixty_ninth_voice.REPLIES,
            judge_labels_hundred_sixty_ninth_voice.hundred_sixty_ninth_voice_row,
        ),
        (
            judge_labels_hundred_seventieth_voice.REPLIES,
            judge_labels_hundred_seventieth_voice.hundred_seventieth_voice_row,
        ),
        (
            judge_labels_hundred_seventy_first_voice.REPLIES,
            judge_labels_hundred_seventy_first_voice.hundred_seventy_first_voice_row,
        ),
        (
            judge_labels_hundred_seventy_second_voice.REPLIES,
            judge_labels_hundred_seventy_second_voice.hundred_seventy_second_voice_row,
        ),
        (
            judge_labels_hundred_seventy_third_voice.REPLIES,
            judge_labels_hundred_seventy_third_voice.hundred_seventy_third_voice_row,
        ),
        (
            judge_labels_hundred_seventy_fourth_voice.REPLIES,
            judge_labels_hundred_seventy_fourth_voice.hundred_seventy_fourth_voice_row,
        ),
        (
            judge_labels_hundred_seventy_fifth_voice.REPLIES,
            judge_labels_hundred_seventy_fifth_voice.hundred_seventy_fifth_voice_row,
        ),
        (
            judge_labels_hundred_seventy_sixth_voice.REPLIES,
            judge_labels_hundred_seventy_sixth_voice.hundred_seventy_sixth_voice_row,
        ),
        (
            judge_labels_hundred_seventy_seventh_voice.REPLIES,
            judge_labels_hundred_seventy_seventh_voice.hundred_seventy_seventh_voice_row,
        ),
        (
            judge_labels_hundred_seventy_eighth_voice.REPLIES,
            judge_labels_hundred_seventy_eighth_voice.hundred_seventy_eighth_voice_row,
        ),
        (
            judge_labels_hundred_seventy_ninth_voice.REPLIES,
            judge_labels_hundred_seventy_ninth_voice.hundred_seventy_ninth_voice_row,
        ),
        (
            judge_labels_hundred_eightieth_voice.REPLIES,
            judge_labels_hundred_eightieth_voice.hundred_eightieth_voice_row,
        ),
        (
            judge_labels_hundred_eighty_first_voice.REPLIES,
            judge_labels_hundred_eighty_first_voice.hundred_eighty_first_voice_row,
        ),
        (
            judge_labels_hundred_eighty_second_voice.REPLIES,
            judge_labels_hundred_eighty_second_voice.hundred_eighty_second_voice_row,
        ),
        (
            judge_labels_hundred_eighty_third_voice.REPLIES,
            judge_labels_hundred_eighty_third_voice.hundred_eighty_third_voice_row,
        ),
        (
            judge_labels_hundred_eighty_fourth_voice.REPLIES,
            judge_labels_hundred_eighty_fourth_voice.hundred_eighty_fourth_voice_row,
        ),
        (
            judge_labels_hundred_eighty_fifth_voice.REPLIES,
            judge_labels_hundred_eighty_fifth_voice.hundred_eighty_fifth_voice_row,
        ),
        (
            judge_labels_hundred_eighty_sixth_voice.REPLIES,
            judge_labels_hundred_eighty_sixth_voice.hundred_eighty_sixth_voice_row,
        ),
        (
            judge_labels_hundred_eighty_seventh_voice.REPLIES,
            judge_labels_hundred_eighty_seventh_voice.hundred_eighty_seventh_voice_row,
        ),
        (
            judge_labels_hundred_eighty_eighth_voice.REPLIES,
            judge_labels_hundred_eighty_eighth_voice.hundred_eighty_eighth_voice_row,
        ),
        (
            judge_labels_hundred_eighty_ninth_voice.REPLIES,
            judge_labels_hundred_eighty_ninth_voice.hundred_eighty_ninth_voice_row,
        ),
        (
            judge_labels_hundred_ninetieth_voice.REPLIES,
            judge_labels_hundred_ninetieth_voice.hundred_ninetieth_voice_row,
        ),
        (
            judge_labels_hundred_ninety_first_voice.REPLIES,
            judge_labels_hundred_ninety_first_voice.hundred_ninety_first_voice_row,
        ),
        (
            judge_labels_hundred_ninety_second_voice.REPLIES,
            judge_labels_hundred_ninety_second_voice.hundred_ninety_second_voice_row,
        ),
        (
            judge_labels_hundred_ninety_third_voice.REPLIES,
            judge_labels_hundred_ninety_third_voice.hundred_ninety_third_voice_row,
        ),
        (
            judge_labels_hundred_ninety_fourth_voice.REPLIES,
            judge_labels_hundred_ninety_fourth_voice.hundred_ninety_fourth_voice_row,
        ),
        (
            judge_labels_hundred_ninety_fifth_voice.REPLIES,
            judge_labels_hundred_ninety_fifth_voice.hundred_ninety_fifth_voice_row,
        ),
        (
            judge_labels_hundred_ninety_sixth_voice.REPLIES,
            judge_labels_hundred_ninety_sixth_voice.hundred_ninety_sixth_voice_row,
        ),
        (
            judge_labels_hundred_ninety_seventh_voice.REPLIES,
            judge_labels_hundred_ninety_seventh_voice.hundred_ninety_seventh_voice_row,
        ),
        (
            judge_labels_hundred_ninety_eighth_voice.REPLIES,
            judge_labels_hundred_ninety_eighth_voice.hundred_ninety_eighth_voice_row,
        ),
        (
            judge_labels_hundred_ninety_ninth_voice.REPLIES,
            judge_labels_hundred_ninety_ninth_voice.hundred_ninety_ninth_voice_row,
        ),
        (
            judge_labels_two_hundredth_voice.REPLIES,
            judge_labels_two_hundredth_voice.two_hundredth_voice_row,
        ),
        (
            judge_labels_two_hundred_first_voice.REPLIES,
            judge_labels_two_hundred_first_voice.two_hundred_first_voice_row,
        ),
        (
            judge_labels_two_hundred_second_voice.REPLIES,
            judge_labels_two_hundred_second_voice.two_hundred_second_voice_row,
        ),
        (
            judge_labels_two_hundred_third_voice.REPLIES,
            judge_labels_two_hundred_third_voice.two_hundred_third_voice_row,
        ),
        (
            judge_labels_two_hundred_fourth_voice.REPLIES,
            judge_labels_two_hundred_fourth_voice.two_hundred_fourth_voice_row,
        ),
        (
            judge_labels_two_hundred_fifth_voice.REPLIES,
            judge_labels_two_hundred_fifth_voice.two_hundred_fifth_voice_row,
        ),
        (
            judge_labels_two_hundred_sixth_voice.REPLIES,
            judge_labels_two_hundred_sixth_voice.two_hundred_sixth_voice_row,
        ),
        (
            judge_labels_two_hundred_seventh_voice.REPLIES,
            judge_labels_two_hundred_seventh_voice.two_hundred_seventh_voice_row,
        ),
        (
            judge_labels_two_hundred_eighth_voice.REPLIES,
            judge_labels_two_hundred_eighth_voice.two_hundred_eighth_voice_row,
        ),
        (
            judge_labels_two_hundred_ninth_voice.REPLIES,
            judge_labels_two_hundred_ninth_voice.two_hundred_ninth_voice_row,
        ),
        (
            judge_labels_two_hundred_tenth_voice.REPLIES,
            judge_labels_two_hundred_tenth_voice.two_hundred_tenth_voice_row,
        ),
        (
            judge_labels_two_hundred_eleventh_voice.REPLIES,
            judge_labels_two_hundred_eleventh_voice.two_hundred_eleventh_voice_row,
        ),
        (
            judge_labels_two_hundred_twelfth_voice.REPLIES,
            judge_labels_two_hundred_twelfth_voice.two_hundred_twelfth_voice_row,
        ),
        (
            judge_labels_two_hundred_thirteenth_voice.REPLIES,
            judge_labels_two_hundred_thirteenth_voice.two_hundred_thirteenth_voice_row,
        ),
        (
            judge_labels_two_hundred_fourteenth_voice.REPLIES,
            judge_labels_two_hundred_fourteenth_voice.two_hundred_fourteenth_voice_row,
        ),
        (
            judge_labels_two_hundred_fifteenth_voice.REPLIES,
            judge_labels_two_hundred_fifteenth_voice.two_hundred_fifteenth_voice_row,
        ),
        (
            judge_labels_two_hundred_sixteenth_voice.REPLIES,
            judge_labels_two_hundred_sixteenth_voice.two_hundred_sixteenth_voice_row,
        ),
        (
            judge_labels_two_hundred_seventeenth_voice.REPLIES,
            judge_labels_two_hundred_seventeenth_voice.two_hundred_seventeenth_voice_row,
        ),
        (
            judge_labels_two_hundred_eighteenth_voice.REPLIES,
            judge_labels_two_hundred_eighteenth_voice.two_hundred_eighteenth_voice_row,
        ),
        (
            judge_labels_two_hundred_nineteenth_voice.REPLIES,
            judge_labels_two_hundred_nineteenth_voice.two_hundred_nineteenth_voice_row,
        ),
        (
            judge_labels_two_hundred_twentieth_voice.REPLIES,
            judge_labels_two_hundred_twentieth_voice.two_hundred_twentieth_voice_row,
        ),
        (
            judge_labels_two_hundred_twenty_first_voice.REPLIES,
            judge_labels_two_hundred_twenty_first_voice.two_hundred_twenty_first_voice_row,
        ),
        (
            judge_labels_two_hundred_twenty_second_voice.REPLIES,
            judge_labels_two_hundred_twenty_second_voice.two_hundred_twenty_second_voice_row,
        ),
        (
            judge_labels_two_hundred_twenty_third_voice.REPLIES,
            judge_labels_two_hundred_twenty_third_voice.two_hundred_twenty_third_voice_row,
        ),
        (
            judge_labels_two_hundred_twenty_fourth_voice.REPLIES,
            judge_labels_two_hundred_twenty_fourth_voice.two_hundred_twenty_fourth_voice_row,
        ),
        (
            judge_labels_two_hundred_twenty_fifth_voice.REPLIES,
            judge_labels_two_hundred_twenty_fifth_voice.two_hundred_twenty_fifth_voice_row,
        ),
        (
            judge_labels_two_hundred_twenty_sixth_voice.REPLIES,
            judge_labels_two_hundred_twenty_sixth_voice.two_hundred_twenty_sixth_voice_row,
        ),
        (
            judge_labels_two_hundred_twenty_seventh_voice.REPLIES,
            judge_labels_two_hundred_twenty_seventh_voice.two_hundred_twenty_seventh_voice_row,
        ),
        (
            judge_labels_two_hundred_twenty_eighth_voice.REPLIES,
            judge_labels_two_hundred_twenty_eighth_voice.two_hundred_twenty_eighth_voice_row,
        ),
        (
            judge_labels_two_hundred_twenty_ninth_voice.REPLIES,
            judge_labels_two_hundred_twenty_ninth_voice.two_hundred_twenty_ninth_voice_row,
        ),
        (
            judge_labels_two_hundred_thirtieth_voice.REPLIES,
            judge_labels_two_hundred_thirtieth_voice.two_hundred_thirtieth_voice_row,
        ),
        (
            judge_labels_two_hundred_thirty_first_voice.REPLIES,
            judge_labels_two_hundred_thirty_first_voice.two_hundred_thirty_first_voice_row,
        ),
        (
            judge_labels_two_hundred_thirty_second_voice.REPLIES,
            judge_labels_two_hundred_thirty_second_voice.two_hundred_thirty_second_voice_row,
        ),
        (
            judge_labels_two_hundred_thirty_third_voice.REPLIES,
            judge_labels_two_hundred_thirty_third_voice.two_hundred_thirty_third_voice_row,
        ),
        (
            judge_labels_two_hundred_thirty_fourth_voice.REPLIES,
            judge_labels_two_hundred_thirty_fourth_voice.two_hundred_thirty_fourth_voice_row,
        ),
        (
            judge_labels_two_hundred_thirty_fifth_voice.REPLIES,
            judge_labels_two_hundred_thirty_fifth_voice.two_hundred_thirty_fifth_voice_row,
        ),
        (
            judge_labels_two_hundred_thirty_sixth_voice.REPLIES,
            judge_labels_two_hundred_thirty_sixth_voice.two_hundred_thirty_sixth_voice_row,
        ),
        (
            judge_labels_two_hundred_thirty_seventh_voice.REPLIES,
            judge_labels_two_hundred_thirty_seventh_voice.two_hundred_thirty_seventh_voice_row,
        ),
        (
            judge_labels_two_hundred_thirty_eighth_voice.REPLIES,
            judge_labels_two_hundred_thirty_eighth_voice.two_hundred_thirty_eighth_voice_row,
        ),
        (
            judge_labels_two_hundred_thirty_ninth_voice.REPLIES,
            judge_labels_two_hundred_thirty_ninth_voice.two_hundred_thirty_ninth_voice_row,
        ),
        (
            judge_labels_two_hundred_fortieth_voice.REPLIES,
            judge_labels_two_hundred_fortieth_voice.two_hundred_fortieth_voice_row,
        ),
        (
            judge_labels_two_hundred_forty_first_voice.REPLIES,
            judge_labels_two_hundred_forty_first_voice.two_hundred_forty_first_voice_row,
        ),
        (
            judge_labels_two_hundred_forty_second_voice.REPLIES,
            judge_labels_two_hundred_forty_second_voice.two_hundred_forty_second_voice_row,
        ),
        (
            judge_labels_two_hundred_forty_third_voice.REPLIES,
            judge_labels_two_hundred_forty_third_voice.two_hundred_forty_third_voice_row,
        ),
        (
            judge_labels_two_hundred_forty_fourth_voice.REPLIES,
            judge_labels_two_hundred_forty_fourth_voice.two_hundred_forty_fourth_voice_row,
        ),
        (
            judge_labels_two_hundred_forty_fifth_voice.REPLIES,
            judge_labels_two_hundred_forty_fifth_voice.two_hundred_forty_fifth_voice_row,
        ),
        (
            judge_labels_two_hundred_forty_sixth_voice.REPLIES,
            judge_labels_two_hundred_forty_sixth_voice.two_hundred_forty_sixth_voice_row,
        ),
        (
            judge_labels_two_hundred_forty_seventh_voice.REPLIES,
            judge_labels_two_hundred_forty_seventh_voice.two_hundred_forty_seventh_voice_row,
        ),
        (
            judge_labels_two_hundred_forty_eighth_voice.REPLIES,
            judge_labels_two_hundred_forty_eighth_voice.two_hundred_forty_eighth_voice_row,
        ),
        (
            judge_labels_two_hundred_forty_ninth_voice.REPLIES,
            judge_labels_two_hundred_forty_ninth_voice.two_hundred_forty_ninth_voice_row,
        ),
        (
            judge_labels_two_hundred_fiftieth_voice.REPLIES,
            judge_labels_two_hundred_fiftieth_voice.two_hundred_fiftieth_voice_row,
        ),
        (
            judge_labels_two_hundred_fifty_first_voice.REPLIES,
            judge_labels_two_hundred_fifty_first_voice.two_hundred_fifty_first_voice_row,
        ),
        (
            judge_labels_two_hundred_fifty_second_voice.REPLIES,
            judge_labels_two_hundred_fifty_second_voice.two_hundred_fifty_second_voice_row,
        ),
        (
            judge_labels_two_hundred_fifty_third_voice.REPLIES,
            judge_labels_two_hundred_fifty_third_voice.two_hundred_fifty_third_voice_row,
        ),
        (
            judge_labels_two_hundred_fifty_fourth_voice.REPLIES,
            judge_labels_two_hundred_fifty_fourth_voice.two_hundred_fifty_fourth_voice_row,
        ),
        (
            judge_labels_two_hundred_fifty_fifth_voice.REPLIES,
            judge_labels_two_hundred_fifty_fifth_voice.two_hundred_fifty_fifth_voice_row,
        ),
        (
            judge_labels_two_hundred_fifty_sixth_voice.REPLIES,
            judge_labels_two_hundred_fifty_sixth_voice.two_hundred_fifty_sixth_voice_row,
        ),
        (
            judge_labels_two_hundred_fifty_seventh_voice.REPLIES,
            judge_labels_two_hundred_fifty_seventh_voice.two_hundred_fifty_seventh_voice_row,
        ),
        (
            judge_labels_two_hundred_fifty_eighth_voice.REPLIES,
            judge_labels_two_hundred_fifty_eighth_voice.two_hundred_fifty_eighth_voice_row,
        ),
        (
            judge_labels_two_hundred_fifty_ninth_voice.REPLIES,
            judge_labels_two_hundred_fifty_ninth_voice.two_hundred_fifty_ninth_voice_row,
        ),
        (
            judge_labels_two_hundred_sixtieth_voice.REPLIES,
            judge_labels_two_hundred_sixtieth_voice.two_hundred_sixtieth_voice_row,
        ),
        (
            judge_labels_two_hundred_sixty_first_voice.REPLIES,
            judge_labels_two_hundred_sixty_first_voice.two_hundred_sixty_first_voice_row,
        ),
        (
            judge_labels_two_hundred_sixty_second_voice.REPLIES,
            judge_labels_two_hundred_sixty_second_voice.two_hundred_sixty_second_voice_row,
        ),
        (
            judge_labels_two_hundred_sixty_third_voice.REPLIES,
            judge_labels_two_hundred_sixty_third_voice.two_hundred_sixty_third_voice_row,
        ),
        (
            judge_labels_two_hundred_sixty_fourth_voice.REPLIES,
            judge_labels_two_hundred_sixty_fourth_voice.two_hundred_sixty_fourth_voice_row,
        ),
        (
            judge_labels_two_hundred_sixty_fifth_voice.REPLIES,
            judge_labels_two_hundred_sixty_fifth_voice.two_hundred_sixty_fifth_voice_row,
        ),
        (
            judge_labels_two_hundred_sixty_sixth_voice.REPLIES,
            judge_labels_two_hundred_sixty_sixth_voice.two_hundred_sixty_sixth_voice_row,
        ),
        (
            judge_labels_two_hundred_sixty_seventh_voice.REPLIES,
            judge_labels_two_hundred_sixty_seventh_voice.two_hundred_sixty_seventh_voice_row,
        ),
        (
            judge_labels_two_hundred_sixty_eighth_voice.REPLIES,
            judge_labels_two_hundred_sixty_eighth_voice.two_hundred_sixty_eighth_voice_row,
        ),
        (
            judge_labels_two_hundred_sixty_ninth_voice.REPLIES,
            judge_labels_two_hundred_sixty_ninth_voice.two_hundred_sixty_ninth_voice_row,
        ),
        (
            judge_labels_two_hundred_seventieth_voice.REPLIES,
            judge_labels_two_hundred_seventieth_voice.two_hundred_seventieth_voice_row,
        ),
        (
            judge_labels_two_hundred_seventy_first_voice.REPLIES,
            judge_labels_two_hundred_seventy_first_voice.two_hundred_seventy_first_voice_row,
        ),
        (
            judge_labels_two_hundred_seventy_second_voice.REPLIES,
            judge_labels_two_hundred_seventy_second_voice.two_hundred_seventy_second_voice_row,
        ),
        (
            judge_labels_two_hundred_seventy_third_voice.REPLIES,
            judge_labels_two_hundred_seventy_third_voice.two_hundred_seventy_third_voice_row,
        ),
        (
            judge_labels_two_hundred_seventy_fourth_voice.REPLIES,
            judge_labels_two_hundred_seventy_fourth_voice.two_hundred_seventy_fourth_voice_row,
        ),
        (
            judge_labels_two_hundred_seventy_fifth_voice.REPLIES,
            judge_labels_two_hundred_seventy_fifth_voice.two_hundred_seventy_fifth_voice_row,
        ),
        (
            judge_labels_two_hundred_seventy_sixth_voice.REPLIES,
            judge_labels_two_hundred_seventy_sixth_voice.two_hundred_seventy_sixth_voice_row,
        ),
        (
            judge_labels_two_hundred_seventy_seventh_voice.REPLIES,
            judge_labels_two_hundred_seventy_seventh_voice.two_hundred_seventy_seventh_voice_row,
        ),
        (
            judge_labels_two_hundred_seventy_eighth_voice.REPLIES,
            judge_labels_two_hundred_seventy_eighth_voice.two_hundred_seventy_eighth_voice_row,
        ),
        (
            judge_labels_two_hundred_seventy_ninth_voice.REPLIES,
            judge_labels_two_hundred_seventy_ninth_voice.two_hundred_seventy_ninth_voice_row,
        ),
        (
            judge_labels_two_hundred_eightieth_voice.REPLIES,
            judge_labels_two_hundred_eightieth_voice.two_hundred_eightieth_voice_row,
        ),
        (
            judge_labels_two_hundred_eighty_first_voice.REPLIES,
            judge_labels_two_hundred_eighty_first_voice.two_hundred_eighty_first_voice_row,
        ),
        (
            judge_labels_two_hundred_eighty_second_voice.REPLIES,
            judge_labels_two_hundred_eighty_second_voice.two_hundred_eighty_second_voice_row,
        ),
        (
            judge_labels_two_hundred_eighty_third_voice.REPLIES,
            judge_labels_two_hundred_eighty_third_voice.two_hundred_eighty_third_voice_row,
        ),
        (
            judge_labels_two_hundred_eighty_fourth_voice.REPLIES,
            judge_labels_two_hundred_eighty_fourth_voice.two_hundred_eighty_fourth_voice_row,
        ),
        (
            judge_labels_two_hundred_eighty_fifth_voice.REPLIES,
            judge_labels_two_hundred_eighty_fifth_voice.two_hundred_eighty_fifth_voice_row,
        ),
        (
            judge_labels_two_hundred_eighty_sixth_voice.REPLIES,
            judge_labels_two_hundred_eighty_sixth_voice.two_hundred_eighty_sixth_voice_row,
        ),
        (
            judge_labels_two_hundred_eighty_seventh_voice.REPLIES,
            judge_labels_two_hundred_eighty_seventh_voice.two_hundred_eighty_seventh_voice_row,
        ),
        (
            judge_labels_two_hundred_eighty_eighth_voice.REPLIES,
            judge_labels_two_hundred_eighty_eighth_voice.two_hundred_eighty_eighth_voice_row,
        ),
        (
            judge_labels_two_hundred_eighty_ninth_voice.REPLIES,
            judge_labels_two_hundred_eighty_ninth_voice.two_hundred_eighty_ninth_voice_row,
        ),
        (
            judge_labels_two_hundred_ninetieth_voice.REPLIES,
            judge_labels_two_hundred_ninetieth_voice.two_hundred_ninetieth_voice_row,
        ),
        (
            judge_labels_two_hundred_ninety_first_voice.REPLIES,
            judge_labels_two_hundred_ninety_first_voice.two_hundred_ninety_first_voice_row,
        ),
        (
            judge_labels_two_hundred_ninety_second_voice.REPLIES,
            judge_labels_two_hundred_ninety_second_voice.two_hundred_ninety_second_voice_row,
        ),
        (
            judge_labels_two_hundred_ninety_third_voice.REPLIES,
            judge_labels_two_hundred_ninety_third_voice.two_hundred_ninety_third_voice_row,
        ),
        (
            judge_labels_two_hundred_ninety_fourth_voice.REPLIES,
            judge_labels_two_hundred_ninety_fourth_voice.two_hundred_ninety_fourth_voice_row,
        ),
        (
            judge_labels_two_hundred_ninety_fifth_voice.REPLIES,
            judge_labels_two_hundred_ninety_fifth_voice.two_hundred_ninety_fifth_voice_row,
        ),
        (
            judge_labels_two_hundred_ninety_sixth_voice.REPLIES,
            judge_labels_two_hundred_ninety_sixth_voice.two_hundred_ninety_sixth_voice_row,
        ),
        (
            judge_labels_two_hundred_ninety_seventh_voice.REPLIES,
            judge_labels_two_hundred_ninety_seventh_voice.two_hundred_ninety_seventh_voice_row,
        ),
        (
            judge_labels_two_hundred_ninety_eighth_voice.REPLIES,
            judge_labels_two_hundred_ninety_eighth_voice.two_hundred_ninety_eighth_voice_row,
        ),
        (
            judge_labels_two_hundred_ninety_ninth_voice.REPLIES,
            judge_labels_two_hundred_ninety_ninth_voice.two_hundred_ninety_ninth_voice_row,
        ),
        (
            judge_labels_three_hundredth_voice.REPLIES,
            judge_labels_three_hundredth_voice.three_hundredth_voice_row,
        ),
        (
            judge_labels_three_hundred_first_voice.REPLIES,
            judge_labels_three_hundred_first_voice.three_hundred_first_voice_row,
        ),
        (
            judge_labels_three_hundred_second_voice.REPLIES,
            judge_labels_three_hundred_second_voice.three_hundred_second_voice_row,
        ),
        (
            judge_labels_three_hundred_third_voice.REPLIES,
            judge_labels_three_hundred_third_voice.three_hundred_third_voice_row,
        ),
        (
            judge_labels_three_hundred_fourth_voice.REPLIES,
            judge_labels_three_hundred_fourth_voice.three_hundred_fourth_voice_row,
        ),
        (
            judge_labels_three_hundred_fifth_voice.REPLIES,
            judge_labels_three_hundred_fifth_voice.three_hundred_fifth_voice_row,
        ),
        (
            judge_labels_three_hundred_sixth_voice.REPLIES,
            judge_labels_three_hundred_sixth_voice.three_hundred_sixth_voice_row,
        ),
        (
            judge_labels_three_hundred_seventh_voice.REPLIES,
            judge_labels_three_hundred_seventh_voice.three_hundred_seventh_voice_row,
        ),
        (
            judge_labels_three_hundred_eighth_voice.REPLIES,
            judge_labels_three_hundred_eighth_voice.three_hundred_eighth_voice_row,
        ),
        (
            judge_labels_three_hundred_ninth_voice.REPLIES,
            judge_labels_three_hundred_ninth_voice.three_hundred_ninth_voice_row,
        ),
        (
            judge_labels_three_hundred_tenth_voice.REPLIES,
            judge_labels_three_hundred_tenth_voice.three_hundred_tenth_voice_row,
        ),
        (
            judge_labels_three_hundred_eleventh_voice.REPLIES,
            judge_labels_three_hundred_eleventh_voice.three_hundred_eleventh_voice_row,
        ),
        (
            judge_labels_three_hundred_twelfth_voice.REPLIES,
            judge_labels_three_hundred_twelfth_voice.three_hundred_twelfth_voice_row,
        ),
        (
            judge_labels_three_hundred_thirteenth_voice.REPLIES,
            judge_labels_three_hundred_thirteenth_voice.three_hundred_thirteenth_voice_row,
        ),
        (
            judge_labels_three_hundred_fourteenth_voice.REPLIES,
            judge_labels_three_hundred_fourteenth_voice.three_hundred_fourteenth_voice_row,
        ),
        (
            judge_labels_three_hundred_fifteenth_voice.REPLIES,
            judge_labels_three_hundred_fifteenth_voice.three_hundred_fifteenth_voice_row,
        ),
        (
            judge_labels_three_hundred_sixteenth_voice.REPLIES,
            judge_labels_three_hundred_sixteenth_voice.three_hundred_sixteenth_voice_row,
        ),
        (
            judge_labels_three_hundred_seventeenth_voice.REPLIES,
            judge_labels_three_hundred_seventeenth_voice.three_hundred_seventeenth_voice_row,
        ),
        (
            judge_labels_three_hundred_eighteenth_voice.REPLIES,
            judge_labels_three_hundred_eighteenth_voice.three_hundred_eighteenth_voice_row,
        ),
        (
            judge_labels_three_hundred_nineteenth_voice.REPLIES,
            judge_labels_three_hundred_nineteenth_voice.three_hundred_nineteenth_voice_row,
        ),
        (
            judge_labels_three_hundred_twentieth_voice.REPLIES,
            judge_labels_three_hundred_twentieth_voice.three_hundred_twentieth_voice_row,
        ),
        (
            judge_labels_three_hundred_twenty_first_voice.REPLIES,
            judge_labels_three_hundred_twenty_first_voice.three_hundred_twenty_first_voice_row,
        ),
        (
            judge_labels_three_hundred_twenty_second_voice.REPLIES,
            judge_labels_three_hundred_twenty_second_voice.three_hundred_twenty_second_voice_row,
        ),
        (
            judge_labels_three_hundred_twenty_third_voice.REPLIES,
            judge_labels_three_hundred_twenty_third_voice.three_hundred_twenty_third_voice_row,
        ),
        (
            judge_labels_three_hundred_twenty_fourth_voice.REPLIES,
            judge_labels_three_hundred_twenty_fourth_voice.three_hundred_twenty_fourth_voice_row,
        ),
        (
            judge_labels_three_hundred_twenty_fifth_voice.REPLIES,
            judge_labels_three_hundred_twenty_fifth_voice.three_hundred_twenty_fifth_voice_row,
        ),
        (
            judge_labels_three_hundred_twenty_sixth_voice.REPLIES,
            judge_labels_three_hundred_twenty_sixth_voice.three_hundred_twenty_sixth_voice_row,
        ),
        (
            judge_labels_three_hundred_twenty_seventh_voice.REPLIES,
            judge_labels_three_hundred_twenty_seventh_voice.three_hundred_twenty_seventh_voice_row,
        ),
        (
            judge_labels_three_hundred_twenty_eighth_voice.REPLIES,
            judge_labels_three_hundred_twenty_eighth_voice.three_hundred_twenty_eighth_voice_row,
        ),
        (
            judge_labels_three_hundred_twenty_ninth_voice.REPLIES,
            judge_labels_three_hundred_twenty_ninth_voice.three_hundred_twenty_ninth_voice_row,
        ),
        (
            judge_labels_three_hundred_thirtieth_voice.REPLIES,
            judge_labels_three_hundred_thirtieth_voice.three_hundred_thirtieth_voice_row,
        ),
        (
            judge_labels_three_hundred_thirty_first_voice.REPLIES,
            judge_labels_three_hundred_thirty_first_voice.three_hundred_thirty_first_voice_row,
        ),
        (
            judge_labels_three_hundred_thirty_second_voice.REPLIES,
            judge_labels_three_hundred_thirty_second_voice.three_hundred_thirty_second_voice_row,
        ),
        (
            judge_labels_three_hundred_thirty_third_voice.REPLIES,
            judge_labels_three_hundred_thirty_third_voice.three_hundred_thirty_third_voice_row,
        ),
        (
            judge_labels_three_hundred_thirty_fourth_voice.REPLIES,
            judge_labels_three_hundred_thirty_fourth_voice.three_hundred_thirty_fourth_voice_row,
        ),
        (
            judge_labels_three_hundred_thirty_fifth_voice.REPLIES,
            judge_labels_three_hundred_thirty_fifth_voice.three_hundred_thirty_fifth_voice_row,
        ),
        (
            judge_labels_three_hundred_thirty_sixth_voice.REPLIES,
            judge_labels_three_hundred_thirty_sixth_voice.three_hundred_thirty_sixth_voice_row,
        ),
        (
            judge_labels_three_hundred_thirty_seventh_voice.REPLIES,
            judge_labels_three_hundred_thirty_seventh_voice.three_hundred_thirty_seventh_voice_row,
        ),
        (
            judge_labels_three_hundred_thirty_eighth_voice.REPLIES,
            judge_labels_three_hundred_thirty_eighth_voice.three_hundred_thirty_eighth_voice_row,
        ),
        (
            judge_labels_three_hundred_thirty_ninth_voice.REPLIES,
            judge_labels_three_hundred_thirty_ninth_voice.three_hundred_thirty_ninth_voice_row,
        ),
        (
            judge_labels_three_hundred_fortieth_voice.REPLIES,
            judge_labels_three_hundred_fortieth_voice.three_hundred_fortieth_voice_row,
        ),
        (
            judge_labels_three_hundred_forty_first_voice.REPLIES,
            judge_labels_three_hundred_forty_first_voice.three_hundred_forty_first_voice_row,
        ),
        (
            judge_labels_three_hundred_forty_second_voice.REPLIES,
            judge_labels_three_hundred_forty_second_voice.three_hundred_forty_second_voice_row,
        ),
        (
            judge_labels_three_hundred_forty_third_voice.REPLIES,
            judge_labels_three_hundred_forty_third_voice.three_hundred_forty_third_voice_row,
        ),
        (
            judge_labels_three_hundred_forty_fourth_voice.REPLIES,
            judge_labels_three_hundred_forty_fourth_voice.three_hundred_forty_fourth_voice_row,
        ),
        (
            judge_labels_three_hundred_forty_fifth_voice.REPLIES,
            judge_labels_three_hundred_forty_fifth_voice.three_hundred_forty_fifth_voice_row,
        ),
        (
            judge_labels_three_hundred_forty_sixth_voice.REPLIES,
            judge_labels_three_hundred_forty_sixth_voice.three_hundred_forty_sixth_voice_row,
        ),
        (
            judge_labels_three_hundred_forty_seventh_voice.REPLIES,
            judge_labels_three_hundred_forty_seventh_voice.three_hundred_forty_seventh_voice_row,
        ),
        (
            judge_labels_three_hundred_forty_eighth_voice.REPLIES,
            judge_labels_three_hundred_forty_eighth_voice.three_hundred_forty_eighth_voice_row,
        ),
        (
            judge_labels_three_hundred_forty_ninth_voice.REPLIES,
            judge_labels_three_hundred_forty_ninth_voice.three_hundred_forty_ninth_voice_row,
        ),
        (
            judge_labels_three_hundred_fiftieth_voice.REPLIES,
            judge_labels_three_hundred_fiftieth_voice.three_hundred_fiftieth_voice_row,
        ),
        (
            judge_labels_three_hundred_fifty_first_voice.REPLIES,
            judge_labels_three_hundred_fifty_first_voice.three_hundred_fifty_first_voice_row,
        ),
        (
            judge_labels_three_hundred_fifty_second_voice.REPLIES,
            judge_labels_three_hundred_fifty_second_voice.three_hundred_fifty_second_voice_row,
        ),
        (
            judge_labels_three_hundred_fifty_third_voice.REPLIES,
            judge_labels_three_hundred_fifty_third_voice.three_hundred_fifty_third_voice_row,
        ),
        (
            judge_labels_three_hundred_fifty_fourth_voice.REPLIES,
            judge_labels_three_hundred_fifty_fourth_voice.three_hundred_fifty_fourth_voice_row,
        ),
        (
            judge_labels_three_hundred_fifty_fifth_voice.REPLIES,
            judge_labels_three_hundred_fifty_fifth_voice.three_hundred_fifty_fifth_voice_row,
        ),
        (
            judge_labels_three_hundred_fifty_sixth_voice.REPLIES,
            judge_labels_three_hundred_fifty_sixth_voice.three_hundred_fifty_sixth_voice_row,
        ),
        (
            judge_labels_three_hundred_fifty_seventh_voice.REPLIES,
            judge_labels_three_hundred_fifty_seventh_voice.three_hundred_fifty_seventh_voice_row,
        ),
        (
            judge_labels_three_hundred_fifty_eighth_voice.REPLIES,
            judge_labels_three_hundred_fifty_eighth_voice.three_hundred_fifty_eighth_voice_row,
        ),
        (
            judge_labels_three_hundred_fifty_ninth_voice.REPLIES,
            judge_labels_three_hundred_fifty_ninth_voice.three_hundred_fifty_ninth_voice_row,
        ),
        (
            judge_labels_three_hundred_sixtieth_voice.REPLIES,
            judge_labels_three_hundred_sixtieth_voice.three_hundred_sixtieth_voice_row,
        ),
        (
            judge_labels_three_hundred_sixty_first_voice.REPLIES,
            judge_labels_three_hundred_sixty_first_voice.three_hundred_sixty_first_voice_row,
        ),
        (
            judge_labels_three_hundred_sixty_second_voice.REPLIES,
            judge_labels_three_hundred_sixty_second_voice.three_hundred_sixty_second_voice_row,
        ),
        (
            judge_labels_three_hundred_sixty_third_voice.REPLIES,
            judge_labels_three_hundred_sixty_third_voice.three_hundred_sixty_third_voice_row,
        ),
        (
            judge_labels_three_hundred_sixty_fourth_voice.REPLIES,
            judge_labels_three_hundred_sixty_fourth_voice.three_hundred_sixty_fourth_voice_row,
        ),
        (
            judge_labels_three_hundred_sixty_fifth_voice.REPLIES,
            judge_labels_three_hundred_sixty_fifth_voice.three_hundred_sixty_fifth_voice_row,
        ),
        (
            judge_labels_three_hundred_sixty_sixth_voice.REPLIES,
            judge_labels_three_hundred_sixty_sixth_voice.three_hundred_sixty_sixth_voice_row,
        ),
        (
            judge_labels_three_hundred_sixty_seventh_voice.REPLIES,
            judge_labels_three_hundred_sixty_seventh_voice.three_hundred_sixty_seventh_voice_row,
        ),
        (
            judge_labels_three_hundred_sixty_eighth_voice.REPLIES,
            judge_labels_three_hundred_sixty_eighth_voice.three_hundred_sixty_eighth_voice_row,
        ),
        (
            judge_labels_three_hundred_sixty_ninth_voice.REPLIES,
            judge_labels_three_hundred_sixty_ninth_voice.three_hundred_sixty_ninth_voice_row,
        ),
        (
            judge_labels_three_hundred_seventieth_voice.REPLIES,
            judge_labels_three_hundred_seventieth_voice.three_hundred_seventieth_voice_row,
        ),
        (
            judge_labels_three_hundred_seventy_first_voice.REPLIES,
            judge_labels_three_hundred_seventy_first_voice.three_hundred_seventy_first_voice_row,
        ),
        (
            judge_labels_three_hundred_seventy_second_voice.REPLIES,
            judge_labels_three_hundred_seventy_second_voice.three_hundred_seventy_second_voice_row,
        ),
        (
            judge_labels_three_hundred_seventy_third_voice.REPLIES,
            judge_labels_three_hundred_seventy_third_voice.three_hundred_seventy_third_voice_row,
        ),
        (
            judge_labels_three_hundred_seventy_fourth_voice.REPLIES,
            judge_labels_three_hundred_seventy_fourth_voice.three_hundred_seventy_fourth_voice_row,
        ),
        (
            judge_labels_three_hundred_seventy_fifth_voice.REPLIES,
            judge_labels_three_hundred_seventy_fifth_voice.three_hundred_seventy_fifth_voice_row,
        ),
        (
            judge_labels_three_hundred_seventy_sixth_voice.REPLIES,
            judge_labels_three_hundred_seventy_sixth_voice.three_hundred_seventy_sixth_voice_row,
        ),
        (
            judge_labels_three_hundred_seventy_seventh_voice.REPLIES,
            judge_labels_three_hundred_seventy_seventh_voice.three_hundred_seventy_seventh_voice_row,
        ),
        (
            judge_labels_three_hundred_seventy_eighth_voice.REPLIES,
            judge_labels_three_hundred_seventy_eighth_voice.three_hundred_seventy_eighth_voice_row,
        ),
        (
            judge_labels_three_hundred_seventy_ninth_voice.REPLIES,
            judge_labels_three_hundred_seventy_ninth_voice.three_hundred_seventy_ninth_voice_row,
        ),
        (
            judge_labels_three_hundred_eightieth_voice.REPLIES,
            judge_labels_three_hundred_eightieth_voice.three_hundred_eightieth_voice_row,
        ),
        (
            judge_labels_three_hundred_eighty_first_voice.REPLIES,
            judge_labels_three_hundred_eighty_first_voice.three_hundred_eighty_first_voice_row,
        ),
        (
            judge_labels_three_hundred_eighty_second_voice.REPLIES,
            judge_labels_three_hundred_eighty_second_voice.three_hundred_eighty_second_voice_row,
        ),
        (
            judge_labels_three_hundred_eighty_third_voice.REPLIES,
            judge_labels_three_hundred_eighty_third_voice.three_hundred_eighty_third_voice_row,
        ),
        (
            judge_labels_three_hundred_eighty_fourth_voice.REPLIES,
            judge_labels_three_hundred_eighty_fourth_voice.three_hundred_eighty_fourth_voice_row,
        ),
        (
            judge_labels_three_hundred_eighty_fifth_voice.REPLIES,
            judge_labels_three_hundred_eighty_fifth_voice.three_hundred_eighty_fifth_voice_row,
        ),
        (
            judge_labels_three_hundred_eighty_sixth_voice.REPLIES,
            judge_labels_three_hundred_eighty_sixth_voice.three_hundred_eighty_sixth_voice_row,
        ),
        (
            judge_labels_three_hundred_eighty_seventh_voice.REPLIES,
            judge_labels_three_hundred_eighty_seventh_voice.three_hundred_eighty_seventh_voice_row,
        ),
        (
            judge_labels_three_hundred_eighty_eighth_voice.REPLIES,
            judge_labels_three_hundred_eighty_eighth_voice.three_hundred_eighty_eighth_voice_row,
        ),
        (
            judge_labels_three_hundred_eighty_ninth_voice.REPLIES,
            judge_labels_three_hundred_eighty_ninth_voice.three_hundred_eighty_ninth_voice_row,
        ),
        (
            judge_labels_three_hundred_ninetieth_voice.REPLIES,
            judge_labels_three_hundred_ninetieth_voice.three_hundred_ninetieth_voice_row,
        ),
        (
            judge_labels_three_hundred_ninety_first_voice.REPLIES,
            judge_labels_three_hundred_ninety_first_voice.three_hundred_ninety_first_voice_row,
        ),
    )
    for voice_replies, voice_row in voices:
        for split, tasks in voice_replies.items():
            lines[split] = []
            for task, (character, role_replies) in tasks.items():
                row = voice_row(character, task)
                for number, (labels, response) in enumerate(role_replies):
                    lines[split] += _verdict_lines(split, row, number, labels, response)
    return lines


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for split, lines in labelled_lines().items():
        path = OUT / f"{split}.jsonl"
        with path.open("w", encoding="utf-8") as handle:
            for line in lines:
                handle.write(json.dumps(line, ensure_ascii=False) + "\n")
        print(f"{path}: {len(lines)} verdicts")


if __name__ == "__main__":
    main()
