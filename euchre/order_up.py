"""Measured order-ups: what the seat left of the dealer takes when it orders the upcard
up, played out perfectly, and how well a measure of a hand foretells it.

This is the yardstick of exercise 6 ("how strong is a hand?"). Each deal is dealt
from a seed with seat 0 dealing; seat 1 orders the upcard up; the dealer, an
opponent, picks it up and discards as :class:`~euchre.bots.rule_bot.RuleBot` would; then the
double-dummy solver plays the five tricks with every card known and counts those
seat 1's team takes. Perfect play is not how people play, but it is exact and
repeatable, so two measures of a hand can be compared on the same deals.

>>> deals = ordered_up_deals(3, seed=1)
>>> [len(d.hand) for d in deals], all(0 <= d.tricks <= 5 for d in deals)
([5, 5, 5], True)
>>> yours, counting = strength_correlations(trumps_held, deals)
>>> yours == counting
True
>>> deal_value(5), deal_value(3), deal_value(2)
(2, 1, -2)
"""

from __future__ import annotations

import functools
import hashlib
import json
import os
from collections.abc import Callable, Iterable, Mapping, Sequence
from pathlib import Path
from typing import NamedTuple

from .bots.rule_bot import RuleBot
from .cards import Card, Suit, cards
from .checks import finite_number, int_arg, why_not_finite
from .deal import Deal
from .errors import EuchreError, shown
from .measure import _check_callable, holding, rank_correlation
from .scoring import score_hand
from .solver import solve

__all__ = [
    "MAX_SEED",
    "STORE_VARIABLE",
    "OrderTest",
    "OrderedUp",
    "StrengthTest",
    "deal_value",
    "order_values",
    "ordered_up_deals",
    "store_measured",
    "strength_correlations",
    "trumps_held",
]


#: The largest seed :func:`ordered_up_deals` takes (grading draws a class's seed
#: of hidden deals up to it).
MAX_SEED = 10**9

#: The environment variable through which grading hands every notebook the deals it
#: measured once for the whole class (:func:`store_measured`).
STORE_VARIABLE = "EUCHRE_MEASURED_DEALS"


class OrderedUp(NamedTuple):
    """One measured deal: the hand of the seat left of the dealer, the upcard it
    ordered up, and the tricks its team took with perfect play."""

    hand: tuple[Card, ...]
    upcard: Card
    tricks: int


class StrengthTest(NamedTuple):
    """Spearman's ρ between a measure of hands and the tricks taken, for the measure
    tried (``yours``) and for counting trumps on the same deals."""

    yours: float
    counting_trumps: float

    def __str__(self) -> str:
        return f"your ρ is {self.yours:.3f}, counting trumps' {self.counting_trumps:.3f}"


class OrderTest(NamedTuple):
    """Points a deal of ordering up by a rule (``yours``) and by "order with three
    trumps" on the same deals (a pass is worth 0), and the share of hands the rule
    ordered up."""

    yours: float
    three_trumps: float
    ordered: float

    def __str__(self) -> str:
        return (
            f"ordering your way gives {self.yours:+.3f} points a deal (ordering "
            f"{self.ordered:.0%} of hands), ordering with three trumps {self.three_trumps:+.3f}"
        )


@functools.lru_cache(maxsize=8)
def _measured(count: int, seed: int) -> tuple[OrderedUp, ...]:
    stored = _stored(os.environ.get(STORE_VARIABLE, "")).get(seed, ())
    if len(stored) >= count:
        return stored[:count]
    found = []
    for i in range(count):
        deal = Deal.shuffled(seed=seed * 100_000 + i, dealer=0)
        hand, upcard = deal.hand(1), deal.upcard
        assert upcard is not None  # a four-handed deal always turns one up
        deal.apply("order")
        deal.apply(RuleBot().act(deal.view(0)))  # the dealer's discard
        found.append(OrderedUp(hand, upcard, solve(deal).tricks[1]))
    return tuple(found)


def ordered_up_deals(count: int, seed: int) -> tuple[OrderedUp, ...]:
    """``count`` measured deals from ``seed``, each an :class:`OrderedUp`
    ``(hand, upcard, tricks)``:

    - ``hand``: the five cards of the player left of the dealer (seat 1; seat 0
      deals), who orders the ``upcard`` up;
    - the dealer, an opponent, picks the upcard up and discards as RuleBot would;
    - ``tricks``: how many of the five tricks the ordering team takes when all four
      play perfectly with every card known (the double-dummy solver).

    Deal ``i`` is shuffled from seed ``seed * 100000 + i``, so the same count and
    seed always give the same deals; the last few asked for are kept, so asking
    again costs nothing.

    >>> first = ordered_up_deals(2, seed=4)
    >>> first == ordered_up_deals(2, seed=4), first[0].upcard == Deal.shuffled(seed=400_000, dealer=0).upcard
    (True, True)
    >>> ordered_up_deals(0, seed=1)
    Traceback (most recent call last):
    ...
    euchre.errors.EuchreError: count=0 is not allowed: the count is a whole number of deals, 1 to 1000000.
    """
    int_arg(count, "count", 1, 1_000_000, "the count is a whole number of deals, 1 to 1000000")
    int_arg(seed, "seed", 0, MAX_SEED, f"the seed is a whole number from 0 to {MAX_SEED}")
    return _measured(count, seed)


def store_measured(wanted: Iterable[tuple[int, int]], folder: str | os.PathLike[str]) -> str:
    """Measure the deals of each ``(count, seed)`` in ``wanted`` once and write them
    to a file in ``folder``; give back the value of :data:`STORE_VARIABLE` that makes
    :func:`ordered_up_deals` read them from there instead of solving them again.

    Grading sets it for every notebook of a class, which all measure the same deals.
    The value names the file and its SHA-256, and a file that no longer matches it
    is not read (the deals are solved again), so a notebook that rewrites the file
    changes no other notebook's deals.

    >>> import tempfile
    >>> with tempfile.TemporaryDirectory() as folder:
    ...     value = store_measured([(3, 5), (2, 5)], folder)
    >>> file, _, sha256 = value.rpartition("#")
    >>> file.endswith("measured-deals.json"), len(sha256)
    (True, 64)
    """
    counts: dict[int, int] = {}
    for count, seed in _pairs(wanted):
        n = int_arg(
            count, "count", 1, 1_000_000, "the count is a whole number of deals, 1 to 1000000"
        )
        drawn = int_arg(
            seed, "seed", 0, MAX_SEED, f"the seed is a whole number from 0 to {MAX_SEED}"
        )
        counts[drawn] = max(n, counts.get(drawn, 0))
    if not isinstance(folder, (str, os.PathLike)) or not os.path.isdir(folder):
        raise EuchreError(
            f"folder={shown(folder)} is not a folder: give the path of an existing folder "
            "to write the deals into."
        )
    kept = {
        str(seed): [
            [" ".join(c.code for c in d.hand), d.upcard.code, d.tricks]
            for d in _measured(count, seed)
        ]
        for seed, count in sorted(counts.items())
    }
    data = json.dumps(kept, separators=(",", ":")).encode("utf-8")
    path = Path(folder) / "measured-deals.json"
    path.write_bytes(data)
    return f"{path.resolve()}#{hashlib.sha256(data).hexdigest()}"


def _pairs(wanted: object) -> list[tuple[object, object]]:
    """``wanted`` as a list of pairs, or an error that says what is allowed."""
    if isinstance(wanted, Iterable) and not isinstance(wanted, (str, bytes, bytearray, Mapping)):
        pairs = list(wanted)
        if all(isinstance(p, (tuple, list)) and len(p) == 2 for p in pairs):
            return [(count, seed) for count, seed in pairs]
    raise EuchreError(
        f"wanted={shown(wanted)} is not allowed: give a list of (count, seed) pairs, "
        "such as [(6000, 7)]."
    )


@functools.lru_cache(maxsize=2)
def _stored(value: str) -> dict[int, tuple[OrderedUp, ...]]:
    """The deals kept by :func:`store_measured` under ``value``, by seed; none if
    ``value`` is empty or its file is missing or changed."""
    path, _, digest = value.rpartition("#")
    try:
        data = Path(path).read_bytes() if path else b""
    except OSError:
        return {}
    if not data or hashlib.sha256(data).hexdigest() != digest:
        return {}
    return {
        int(seed): tuple(
            OrderedUp(cards(hand), Card(upcard), tricks) for hand, upcard, tricks in deals
        )
        for seed, deals in json.loads(data).items()
    }


def trumps_held(hand: Sequence[Card], trump: Suit) -> int:
    """How many trumps ``hand`` holds, bowers included: the plainest measure of a hand.

    >>> from euchre import cards
    >>> trumps_held(cards("JH JD 9H AS 9C"), Suit.HEARTS)
    3
    """
    return holding(hand, trump).trumps


def deal_value(tricks: int) -> int:
    """What a deal ordered up is worth to the makers who took ``tricks``: +1 or +2,
    or -2 when euchred."""
    side, points = score_hand(tricks)
    return points if side == "makers" else -points


def _deals_arg(deals: object) -> Sequence[OrderedUp]:
    if (
        not isinstance(deals, Sequence)
        or not deals
        or not all(isinstance(d, OrderedUp) for d in deals)
    ):
        raise EuchreError(
            f"deals={shown(deals)} is not a list of measured deals: "
            "give what ordered_up_deals returns."
        )
    return deals


def _number(value: object, name: str, hand: Sequence[Card], trump: Suit) -> float:
    if finite_number(value):
        return float(value)
    held = " ".join(str(c) for c in hand)
    why = why_not_finite(value)
    raise EuchreError(
        f"{name} gave {shown(value)} for {held} with {trump.name.lower()} trump: "
        "it should give a number" + ("." if why == "is not a number" else f" (that one {why}).")
    )


def _decision(value: object, name: str, deal: OrderedUp) -> bool:
    # numpy's bool (named bool_ before numpy 2, bool since) is not a bool, but is one
    # to the student
    if isinstance(value, bool) or type(value).__name__ in ("bool", "bool_"):
        return bool(value)
    held = " ".join(str(c) for c in deal.hand)
    raise EuchreError(
        f"{name} gave {shown(value)} for {held} with the upcard {deal.upcard}: "
        "it should give True (order it up) or False (pass)."
    )


def strength_correlations(
    strength: Callable[[tuple[Card, ...], Suit], float], deals: Sequence[OrderedUp]
) -> StrengthTest:
    """How well ``strength(hand, trump)`` orders the hands of ``deals`` by the tricks
    they took, as Spearman's ρ, beside the ρ of counting trumps.

    >>> from euchre import Rank
    >>> aces = lambda hand, trump: sum(c.rank is Rank.ACE for c in hand)
    >>> test = strength_correlations(aces, ordered_up_deals(40, seed=1))
    >>> test.counting_trumps > test.yours
    True
    >>> print(StrengthTest(0.5, 0.42))
    your ρ is 0.500, counting trumps' 0.420
    """
    deals = _deals_arg(deals)
    _check_callable(strength, "strength", "a function of (hand, trump) that gives a number")
    name = getattr(strength, "__name__", "the strength")
    tricks = [float(d.tricks) for d in deals]
    yours = [_number(strength(d.hand, d.upcard.suit), name, d.hand, d.upcard.suit) for d in deals]
    counting = [float(trumps_held(d.hand, d.upcard.suit)) for d in deals]
    return StrengthTest(rank_correlation(yours, tricks), rank_correlation(counting, tricks))


def order_values(
    should_order: Callable[[tuple[Card, ...], Card], object], deals: Sequence[OrderedUp]
) -> OrderTest:
    """Points a deal of ordering up when ``should_order(hand, upcard)`` says so, beside
    ordering with three trumps, over ``deals``.

    >>> deals = ordered_up_deals(40, seed=1)
    >>> never = order_values(lambda hand, upcard: False, deals)
    >>> never.yours, never.ordered
    (0.0, 0.0)
    >>> three = order_values(lambda hand, upcard: trumps_held(hand, upcard.suit) >= 3, deals)
    >>> three.yours == three.three_trumps, three.ordered
    (True, 0.125)
    >>> print(OrderTest(0.092, 0.05, 0.11))
    ordering your way gives +0.092 points a deal (ordering 11% of hands), ordering with three trumps +0.050
    """
    deals = _deals_arg(deals)
    _check_callable(
        should_order, "should_order", "a function of (hand, upcard) that gives True or False"
    )
    name = getattr(should_order, "__name__", "the rule")
    yours = [_decision(should_order(d.hand, d.upcard), name, d) for d in deals]
    three = [trumps_held(d.hand, d.upcard.suit) >= 3 for d in deals]

    def mean(orders: list[bool]) -> float:
        return sum(deal_value(d.tricks) for d, o in zip(deals, orders, strict=True) if o) / len(
            deals
        )

    return OrderTest(mean(yours), mean(three), sum(yours) / len(deals))
