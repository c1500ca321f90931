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

__all__ = ["score_hand"]

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
    if maker_tricks >= 3:
        if maker_tricks == 5:
            if rules.players == 3:
                return "makers", rules.cutthroat_march_points
            return "makers", rules.alone_march_points if maker_alone else 2
        return "makers", 1
    if lone_defender:
        if rules.lone_defender_scoring == "march_4" and maker_tricks > 0:
            return "defenders", 2
        return "defenders", 4
    return "defenders", rules.alone_euchre_points if maker_alone else 2
