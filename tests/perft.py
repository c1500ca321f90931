"""An independent brute-force count of legal play sequences (a Euchre "perft").

This module deliberately imports nothing from :mod:`euchre`. It has its own tiny card
model (two-character strings such as ``"JD"``, ranks ``9 T J Q K A``, suits
``C D H S``), its own bower rules and its own trick winner, so that when its counts
agree with a walk over ``Deal.legal_actions``/``Deal.apply`` the two implementations
check each other, as chess engines check move generation with perft.

>>> count_sequences({0: ["AH"], 1: ["KH"], 2: ["9C"], 3: ["JD"]}, trump="H", leader=0)
1
>>> count_sequences({0: ["AH", "9S"], 1: ["KH", "TS"]}, trump="C", leader=0)
2

Run it as a script to print the counts of the golden deals of ``test_golden.py``::

    python3 tests/perft.py
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

RANKS = "9TJQKA"  # plain-suit order, low to high
SUITS = "CDHS"
SISTER = {"C": "S", "S": "C", "D": "H", "H": "D"}


def normalise(card: str) -> str:
    """``"10d"`` -> ``"TD"``; anything else must already be rank letter + suit letter."""
    card = card.strip().upper().replace("10", "T")
    if len(card) != 2 or card[0] not in RANKS or card[1] not in SUITS:
        raise ValueError(f"perft card {card!r}: write rank (9 T J Q K A) then suit (C D H S)")
    return card


def suit_of(card: str, trump: str) -> str:
    """The suit the card follows as: the jack of trump's sister suit is a trump."""
    if card[0] == "J" and card[1] == SISTER[trump]:
        return trump
    return card[1]


def power(card: str, trump: str, led: str) -> int:
    """Higher wins the trick; -1 for a card that can not win (off-suit, not trump)."""
    suit = suit_of(card, trump)
    if suit == trump:
        if card[0] == "J":
            return 200 if card[1] == trump else 199  # right bower, left bower
        return 100 + RANKS.index(card[0])
    if suit == led:
        return RANKS.index(card[0])
    return -1


def legal(hand: Sequence[str], trump: str, led: str | None) -> list[str]:
    """Follow the led (effective) suit if you can; otherwise anything goes."""
    if led is None:
        return list(hand)
    follow = [c for c in hand if suit_of(c, trump) == led]
    return follow if follow else list(hand)


def count_sequences(
    hands: Mapping[int, Sequence[str]],
    *,
    trump: str,
    leader: int,
) -> int:
    """The number of distinct legal card-play sequences until every hand is empty.

    ``hands`` maps each *active* seat (0-3) to its cards; seats missing from it sit
    out (a loner's partner, a lone defender's partner). Play goes clockwise among
    the active seats; the winner of a trick leads the next.
    """
    trump = trump.upper()
    state = {seat: [normalise(c) for c in cs] for seat, cs in hands.items()}
    sizes = {len(cs) for cs in state.values()}
    if len(sizes) != 1:
        raise ValueError("every active hand must hold the same number of cards")
    seats = sorted(state)
    if leader not in state:
        raise ValueError(f"leader {leader} is not an active seat")
    return _tricks(state, seats, trump, leader)


def _tricks(hands: dict[int, list[str]], seats: list[int], trump: str, leader: int) -> int:
    if not hands[leader]:
        return 1
    start = seats.index(leader)
    order = seats[start:] + seats[:start]
    return _trick(hands, seats, trump, order, [])


def _trick(
    hands: dict[int, list[str]],
    seats: list[int],
    trump: str,
    order: list[int],
    played: list[str],
) -> int:
    if len(played) == len(order):
        suit = suit_of(played[0], trump)
        best = max(range(len(played)), key=lambda i: power(played[i], trump, suit))
        return _tricks(hands, seats, trump, order[best])
    seat = order[len(played)]
    led = suit_of(played[0], trump) if played else None
    total = 0
    hand = hands[seat]
    for card in legal(hand, trump, led):
        hand.remove(card)
        played.append(card)
        total += _trick(hands, seats, trump, order, played)
        played.pop()
        hand.append(card)
    return total


if __name__ == "__main__":  # pragma: no cover
    import pathlib
    import sys

    sys.path[:0] = [str(pathlib.Path(__file__).resolve().parents[1])]  # for test_golden
    from test_golden import GOLDEN

    for golden in GOLDEN:
        active = {s: h.split() for s, h in enumerate(golden.hands) if s not in golden.out}
        print(golden.name, count_sequences(active, trump=golden.trump, leader=golden.leader))
