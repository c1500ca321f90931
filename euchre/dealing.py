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

from .cards import STANDARD_DECK
from .rules import DealPattern

__all__ = ["deal_cards", "packets", "shuffled_deck"]

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


def shuffled_deck(rng: random.Random) -> list[int]:
    """The 24 card ids of the standard deck in a random order drawn from ``rng``."""
    deck = [c.id for c in STANDARD_DECK]
    rng.shuffle(deck)
    return deck
