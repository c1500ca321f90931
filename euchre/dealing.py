"""Shuffling and dealing: who gets which card of the deck, packet by packet.

The deal starts left of the dealer and goes clockwise, in two rounds of packets.
With the usual 3-2 pattern each player gets three cards, then two:

>>> from euchre.cards import STANDARD_DECK
>>> hands, kitty = deal_cards([c.id for c in STANDARD_DECK], dealer=0)
>>> [len(h) for h in hands], len(kitty)
([5, 5, 5, 5], 4)
>>> packets(dealer=3, pattern="alternating")[:4]
((0, 3), (1, 2), (2, 3), (3, 2))
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from math import factorial

from .cards import STANDARD_DECK
from .rules import DealPattern

__all__ = ["deal_cards", "packets", "positions", "shuffled_deck"]

_PATTERNS: dict[str, tuple[tuple[int, ...], tuple[int, ...]]] = {
    "3-2": ((3, 3, 3, 3), (2, 2, 2, 2)),
    "2-3": ((2, 2, 2, 2), (3, 3, 3, 3)),
    "alternating": ((3, 2, 3, 2), (2, 3, 2, 3)),
}


def packets(dealer: int, pattern: DealPattern = "3-2") -> tuple[tuple[int, int], ...]:
    """The packets of a deal in order, as ``(seat, number of cards)``."""
    order = [(dealer + 1 + i) % 4 for i in range(4)]
    return tuple(
        (seat, size)
        for round_sizes in _PATTERNS[pattern]
        for seat, size in zip(order, round_sizes, strict=True)
    )


def deal_cards(
    deck: Sequence[int], dealer: int, pattern: DealPattern = "3-2"
) -> tuple[tuple[tuple[int, ...], ...], tuple[int, ...]]:
    """Deal a deck (top card first) into four hands of five and a kitty of the rest.
    ``kitty[0]`` is the top card of the kitty, which is turned up."""
    hands: list[list[int]] = [[], [], [], []]
    position = 0
    for seat, size in packets(dealer, pattern):
        hands[seat].extend(deck[position : position + size])
        position += size
    return tuple(tuple(h) for h in hands), tuple(deck[position:])


_STANDARD_IDS = tuple(c.id for c in STANDARD_DECK)


_ORDERINGS = factorial(len(_STANDARD_IDS))


def shuffled_deck(rng: random.Random, ids: Sequence[int] | None = None) -> list[int]:
    """The 24 card ids of the standard deck (or the ``ids`` given: another variant's
    deck) in a random order drawn from ``rng``.

    One uniform draw among all 24! orders, unfolded into a Fisher-Yates shuffle (each
    mixed-radix digit of the draw is one swap): uniform, and a single call to ``rng``.

    >>> sorted(shuffled_deck(random.Random(1), range(33))) == list(range(33))
    True
    """
    if ids is None:
        deck = list(_STANDARD_IDS)
        draw = rng.randrange(_ORDERINGS)
    else:
        deck = list(ids)
        draw = rng.randrange(factorial(len(deck)))
    for i in range(len(deck) - 1, 0, -1):
        draw, j = divmod(draw, i + 1)
        deck[i], deck[j] = deck[j], deck[i]
    return deck


_POSITIONS: dict[tuple[int, str, int], tuple[tuple[tuple[int, ...], ...], tuple[int, ...]]] = {}


def positions(
    dealer: int, pattern: DealPattern = "3-2", size: int = 24
) -> tuple[tuple[tuple[int, ...], ...], tuple[int, ...]]:
    """Which positions of the deck (top card = 0) each seat receives, and the kitty's,
    for a dealer, a pattern and a deck size (computed once, then cached).

    >>> positions(0)[0][1]
    (0, 1, 2, 12, 13)
    >>> len(positions(0, size=32)[1])
    12
    """
    key = (dealer, pattern, size)
    found = _POSITIONS.get(key)
    if found is None:
        hands, kitty = deal_cards(range(size), dealer, pattern)
        found = _POSITIONS[key] = (hands, kitty)
    return found
