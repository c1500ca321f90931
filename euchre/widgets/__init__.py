"""Interactive widgets for the practice notebooks (needs ``ipywidgets``).

Each widget is a thin view over the engine: the rules, the questions and their
marking live in the engine, and every button calls a public method that a notebook
or a test can call too. Every control goes through one guard, so nothing a reader
does raises into the notebook: an illegal choice is explained in the widget's
feedback area in a reader's words, and a card the player may not see never reaches
the page (see ``tests/test_widgets_fuzz.py``).
"""

from .annotated_hand import AnnotatedHand, ChoiceLabel, label_choice
from .base import (
    Advice,
    AdviceProvider,
    EuchreWidget,
    QuizWidget,
    WidgetInputError,
    action,
    coach_advice,
    parse_seed,
    rule_advice,
)
from .bidding_quiz import BiddingAnswer, BiddingQuiz, bidding_position
from .deal_table import DealTable
from .follow_quiz import FollowSuitQuiz
from .play_table import PlayTable
from .ranking_quiz import TrumpRankingQuiz

__all__ = [
    "Advice",
    "AdviceProvider",
    "AnnotatedHand",
    "BiddingAnswer",
    "BiddingQuiz",
    "ChoiceLabel",
    "DealTable",
    "EuchreWidget",
    "FollowSuitQuiz",
    "PlayTable",
    "QuizWidget",
    "TrumpRankingQuiz",
    "WidgetInputError",
    "action",
    "bidding_position",
    "coach_advice",
    "label_choice",
    "parse_seed",
    "rule_advice",
]
