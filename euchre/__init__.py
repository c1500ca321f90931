"""A Euchre engine for teaching: cards, rules, deals, games, player views and EGN.

>>> from euchre import Deal
>>> deal = Deal.shuffled(seed=1, dealer=0)
>>> deal.phase, deal.to_act
(Phase.ORDER, 1)
"""

import logging

from . import egn
from .actions import Action, ActionKind
from .cards import Card, Rank, Suit, cards
from .deal import Deal, DealResult, Phase, Trick, Turn
from .errors import (
    CardParseError,
    EGNError,
    EuchreError,
    IllegalActionError,
    MisdealError,
    NotAViewError,
    RulesError,
    UnknownNameError,
)
from .game import Game
from .match import Match
from .rules import Rules
from .scoring import score_hand
from .tricks import legal_plays, trick_winner
from .trump import effective_suit, is_trump, left_bower, right_bower, trump_order
from .view import PlayerView

#: The engine logs what a reader is not meant to see (a widget's unexpected failure,
#: with its traceback, under "euchre.widgets"); without a handler of the program's
#: own, Python would print it under the cell, beside the plain words shown instead.
logging.getLogger(__name__).addHandler(logging.NullHandler())

__all__ = [
    "Action",
    "ActionKind",
    "Card",
    "CardParseError",
    "Deal",
    "DealResult",
    "EGNError",
    "EuchreError",
    "Game",
    "IllegalActionError",
    "Match",
    "MisdealError",
    "NotAViewError",
    "Phase",
    "PlayerView",
    "Rank",
    "Rules",
    "RulesError",
    "Suit",
    "Trick",
    "Turn",
    "UnknownNameError",
    "cards",
    "effective_suit",
    "egn",
    "is_trump",
    "left_bower",
    "legal_plays",
    "right_bower",
    "score_hand",
    "trick_winner",
    "trump_order",
]
