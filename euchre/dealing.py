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
from collections.abc import Callable, Iterable, Sequence
from math import factorial
from operator import itemgetter

from .cards import CARD_ID_COUNT, STANDARD_DECK
from .checks import seat_arg
from .errors import EuchreError, MisdealError, shown
from .rules import DealPattern

__all__ = ["deal_cards", "deal_order", "packets", "shuffled_deck"]

_PATTERNS: dict[str, tuple[tuple[int, ...], tuple[int, ...]]] = {
    "3-2": ((3, 3, 3, 3, 3), (2, 2, 2, 2, 2)),
    "2-3": ((2, 2, 2, 2, 2), (3, 3, 3, 3, 3)),
    "alternating": ((3, 2, 3, 2, 3), (2, 3, 2, 3, 2)),
}


def packets(
    dealer: int, pattern: DealPattern = "3-2", players: int = 4, hand_size: int = 5
) -> tuple[tuple[int, int], ...]:
    """The packets of a deal in order, as ``(seat, number of cards)``; ``players`` is 4,
    or 2, 3 or 5 for the other forms. Bid Euchre's six-card hands (``hand_size=6``)
    are dealt three and three, whatever the pattern.

    >>> packets(dealer=0, players=2)
    ((1, 3), (0, 3), (1, 2), (0, 2))
    >>> packets(dealer=3, hand_size=6)[:2]
    ((0, 3), (1, 3))
    """
    _check_players(players)
    seat_arg(dealer, "dealer", players)
    _check_pattern(pattern)
    if hand_size not in (5, 6) or type(hand_size) is not int:
        raise MisdealError(
            f"hand_size={shown(hand_size)}: hands are of 5 cards, or 6 in Bid Euchre."
        )
    order = [(dealer + 1 + i) % players for i in range(players)]
    rounds = ((3,) * 5, (3,) * 5) if hand_size == 6 else _PATTERNS[pattern]
    return tuple(
        (seat, size)
        for round_sizes in rounds
        for seat, size in zip(order, round_sizes[:players], strict=True)
    )


def deal_cards(
    deck: Sequence[int],
    dealer: int,
    pattern: DealPattern = "3-2",
    players: int = 4,
    hand_size: int = 5,
) -> tuple[tuple[tuple[int, ...], ...], tuple[int, ...]]:
    """Deal a deck (top card first) into a hand of five for each player (four, or two,
    three or five; six cards in Bid Euchre) and a kitty of the rest. ``kitty[0]`` is
    the top card of the kitty, which is turned up (Bid Euchre turns up none)."""
    _check_players(players)
    seat_arg(dealer, "dealer", players)
    _check_pattern(pattern)
    deck = _check_deck_ids(deck, "deck")
    upcard = 1 if hand_size == 5 else 0
    if len(deck) < hand_size * players + upcard:
        need = hand_size * players + upcard
        raise MisdealError(
            f"A deck of {len(deck)} cards cannot be dealt: {players} hands of {hand_size}"
            f"{' and an upcard' if upcard else ''} need {need} or more."
        )
    hands: list[list[int]] = [[] for _ in range(players)]
    position = 0
    for seat, size in packets(dealer, pattern, players, hand_size):
        hands[seat].extend(deck[position : position + size])
        position += size
    return tuple(tuple(h) for h in hands), tuple(deck[position:])


def _check_players(players: object) -> None:
    if type(players) is not int or players not in (2, 3, 4, 5):
        raise MisdealError(
            f"players={shown(players)} is not a form of the game: 4 play in partnerships, "
            "2 in two-handed Euchre, 3 in cutthroat, 5 in five-handed Euchre."
        )


_STANDARD_IDS = tuple(c.id for c in STANDARD_DECK)


def _check_pattern(pattern: object) -> None:
    if not isinstance(pattern, str) or pattern not in _PATTERNS:
        raise MisdealError(
            f"pattern={shown(pattern)} is not a way of dealing: choose "
            f"{', '.join(map(repr, _PATTERNS))}."
        )


def _check_deck_ids(deck: object, name: str) -> tuple[int, ...]:
    """A deck given as card ids (0 to 32), each once."""
    if isinstance(deck, str | bytes | dict) or not isinstance(deck, Iterable):
        raise MisdealError(f"{name}={shown(deck)} is not a deck: give a list of card ids.")
    ids = tuple(deck)
    if not all(type(i) is int and 0 <= i < CARD_ID_COUNT for i in ids) or len(set(ids)) != len(ids):
        raise MisdealError(
            f"{name}={shown(deck)} is not a deck: give card ids 0 to {CARD_ID_COUNT - 1} "
            "(card.id), each once."
        )
    return ids


_ORDERINGS = factorial(len(_STANDARD_IDS))
_Swaps = tuple[tuple[int, int, tuple[tuple[int, int], ...]], ...]
_SWAPS: dict[int, _Swaps] = {}


def _swaps(size: int) -> _Swaps:
    """The Fisher-Yates swaps of a ``size``-card deck two at a time: for positions
    ``i`` and ``i - 1``, the product of their radices ``(i + 1) * i`` and, for each
    value below it, the two positions to swap with (computed once per deck size)."""
    found = _SWAPS.get(size)
    if found is None:
        found = _SWAPS[size] = tuple(
            (i, (i + 1) * i, tuple((v % (i + 1), v // (i + 1)) for v in range((i + 1) * i)))
            for i in range(size - 1, 1, -2)
        )
    return found


def shuffled_deck(rng: random.Random, ids: Sequence[int] | None = None) -> list[int]:
    """The 24 card ids of the standard deck (or the ``ids`` given: another variant's
    deck) in a random order drawn from ``rng``.

    One uniform draw among all 24! orders (the number ``rng.randrange(24!)`` would
    give), unfolded into a Fisher-Yates shuffle (each mixed-radix digit of the draw is
    one swap), the digits taken two at a time from a table.

    >>> import random
    >>> sorted(shuffled_deck(random.Random(1), range(33))) == list(range(33))
    True
    """
    if not isinstance(rng, random.Random):
        raise EuchreError(
            f"rng={shown(rng)} is not a random generator: give a random.Random, such as "
            "random.Random(1)."
        )
    if ids is None:
        deck = list(_STANDARD_IDS)
        orderings = _ORDERINGS
    else:
        deck = list(_check_deck_ids(ids, "ids"))
        if len(deck) < 2:
            return deck  # nothing to shuffle
        orderings = factorial(len(deck))
    # rng.randrange(orderings), as random.Random draws it, without its argument checks
    getrandbits = rng.getrandbits
    bits = orderings.bit_length()
    draw = getrandbits(bits)
    while draw >= orderings:
        draw = getrandbits(bits)
    for i, radix, table in _swaps(len(deck)):
        j, k = table[draw % radix]  # (% and // are cheaper than a call to divmod)
        draw //= radix
        deck[i], deck[j] = deck[j], deck[i]
        deck[i - 1], deck[k] = deck[k], deck[i - 1]
    if len(deck) % 2 == 0 and not draw:  # the last digit, for position 1, is 0: swap
        deck[0], deck[1] = deck[1], deck[0]
    return deck


_ORDERS: dict[tuple[int, str, int, int, int], Callable[[Sequence[int]], tuple[int, ...]]] = {}


def deal_order(
    dealer: int,
    pattern: DealPattern = "3-2",
    size: int = 24,
    players: int = 4,
    hand_size: int = 5,
) -> Callable[[Sequence[int]], tuple[int, ...]]:
    """A function that takes a deck (top card first) and returns its cards in the
    order seat 0's five, seat 1's, seat 2's, seat 3's (as many seats as ``players``),
    then the kitty (upcard first), for a dealer, a pattern and a deck size (made once,
    then cached).

    >>> deal_order(0)(range(24))[5:10]  # seat 1, left of the dealer, gets the top cards
    (0, 1, 2, 12, 13)
    >>> len(deal_order(0, size=32)(range(32))[20:])
    12
    >>> deal_order(0, players=2)(range(24))[10]  # two-handed: the 11th card is the upcard
    10
    """
    key = (dealer, pattern, size, players, hand_size)
    found = (
        _ORDERS.get(key)
        if type(dealer) is type(size) is type(players) is type(hand_size) is int
        and type(pattern) is str
        else None
    )
    if found is None:
        _check_players(players)
        seat_arg(dealer, "dealer", players)
        _check_pattern(pattern)
        if type(size) is not int or size not in (24, 25, 28, 29, 32, 33):
            raise MisdealError(
                f"size={shown(size)} is not a deck: 24 cards, 28 with the 8s, 32 with the "
                "7s and 8s, or one more with the joker."
            )
        hands, kitty = deal_cards(range(size), dealer, pattern, players, hand_size)
        found = _ORDERS[key] = itemgetter(*(p for hand in hands for p in hand), *kitty)
    return found
