"""Points for a deal.

>>> score_hand(3)
('makers', 1)
>>> score_hand(5), score_hand(5, maker_alone=True)
(('makers', 2), ('makers', 4))
>>> score_hand(2), score_hand(1, maker_alone=True, lone_defender=True)
(('defenders', 2), ('defenders', 4))
"""

from __future__ import annotations

from typing import Literal

from .checks import bool_arg, rules_arg
from .errors import EuchreError, shown
from .rules import Rules

__all__ = ["score_bid", "score_hand"]

_STANDARD = Rules()


def score_hand(
    maker_tricks: int,
    *,
    maker_alone: bool = False,
    lone_defender: bool = False,
    rules: Rules = _STANDARD,
) -> tuple[Literal["makers", "defenders"], int]:
    """Which side scores, and how many points, when the makers took ``maker_tricks``
    of the five tricks.

    - 3 or 4 tricks: 1 point to the makers (alone or not).
    - all 5 (a march): 2 points, or ``rules.alone_march_points`` (4) for a loner.
    - 0 to 2 (euchred): 2 points to the defenders (``rules.alone_euchre_points``
      against a loner); a lone defender who euchres the makers scores 4.

    With ``lone_defender_scoring="march_4"`` a lone defender instead scores 2 for 3 or
    4 tricks and 4 for all five.

    The other forms score the same way, the maker alone against the rest, except that
    a cutthroat march scores ``rules.cutthroat_march_points`` (3), and a cutthroat
    euchre gives its 2 points to each of the two defenders.

    >>> score_hand(5, rules=Rules.cutthroat()), score_hand(5, rules=Rules.two_handed())
    (('makers', 3), ('makers', 2))

    In five-handed Euchre the maker and their partner each score; a maker alone who
    takes all five scores 5.

    >>> score_hand(5, maker_alone=True, rules=Rules.five_handed())
    ('makers', 5)

    >>> score_hand(0, maker_alone=True, lone_defender=True,
    ...            rules=Rules(defend_alone=True, lone_defender_scoring="march_4"))
    ('defenders', 4)
    """
    bool_arg(maker_alone, "maker_alone")
    bool_arg(lone_defender, "lone_defender")
    rules = rules_arg(rules)
    if type(maker_tricks) is not int or not 0 <= maker_tricks <= 5:
        raise EuchreError(
            f"maker_tricks={shown(maker_tricks)} is not possible: the makers take 0 to 5 of the 5 tricks."
        )
    if lone_defender and not maker_alone:
        raise EuchreError("Only a loner can be defended alone: pass maker_alone=True too.")
    if maker_alone and rules.players in (2, 3):
        raise EuchreError(
            f"maker_alone=True is not possible in {rules.form_words}: nobody goes alone, "
            "since every player plays alone already."
        )
    if rules.auction:
        raise EuchreError(
            "Bid Euchre is scored by the bid, not by score_hand: use score_bid(tricks, bid)."
        )
    if maker_tricks >= 3:
        if maker_tricks == 5:
            if rules.players == 3:
                return "makers", rules.cutthroat_march_points
            if rules.players == 5:  # five-handed: a loner's march scores 5 (RULES 9.4)
                return "makers", FIVE_HANDED_ALONE_MARCH if maker_alone else 2
            return "makers", rules.alone_march_points if maker_alone else 2
        return "makers", 1
    if lone_defender:
        if rules.lone_defender_scoring == "march_4" and maker_tricks > 0:
            return "defenders", 2
        return "defenders", 4
    return "defenders", rules.alone_euchre_points if maker_alone else 2


#: A loner's march in five-handed Euchre, fixed by the form.
FIVE_HANDED_ALONE_MARCH = 5
_MOON_POINTS = 12


def score_bid(bid_tricks: int, bid: int, *, moon: bool = False) -> tuple[int, int]:
    """Bid Euchre's points for a deal, as ``(bidders, defenders)``, when the bidders
    took ``bid_tricks`` of the six tricks after bidding ``bid``: bidders who make
    their bid score a point a trick, and so do the defenders; bidders who fall short
    lose their bid. Shooting the moon scores 12, or loses 12.

    >>> score_bid(4, 4), score_bid(3, 4), score_bid(6, 6, moon=True), score_bid(5, 6, moon=True)
    ((4, 2), (-4, 3), (12, 0), (-12, 1))
    """
    bool_arg(moon, "moon")
    if type(bid) is not int or not 3 <= bid <= 6:
        raise EuchreError(f"bid={shown(bid)} is not a bid: bids are 3 to 6 of the six tricks.")
    if type(bid_tricks) is not int or not 0 <= bid_tricks <= 6:
        raise EuchreError(
            f"bid_tricks={shown(bid_tricks)} is not possible: the bidders take 0 to 6 of the "
            "6 tricks."
        )
    if moon and bid != 6:
        raise EuchreError("A moon is a bid of all six tricks: give bid=6 with moon=True.")
    defenders = 6 - bid_tricks
    if moon:
        return (_MOON_POINTS if bid_tricks == 6 else -_MOON_POINTS), defenders
    return (bid_tricks if bid_tricks >= bid else -bid), defenders
