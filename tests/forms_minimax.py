"""An independent brute force for the play of every form: imports nothing from euchre.

Cards are ids ``(rank - 7) * 4 + suit`` (suits 0 clubs, 1 diamonds, 2 hearts,
3 spades; ranks 9 to 14, the jack 11) and 32 for the joker, the ids the engine uses,
but every rule is written out again here from RULES.md: the right bower (the jack of
trump), the left bower (the jack of the same colour: suit ``3 - trump``), the joker
above both, following the led card's effective suit, the highest trump or else the
highest card of the led suit winning. Plain minimax over every legal card, with a memo
and no pruning: each side maximises its own tricks.
"""

from __future__ import annotations

from collections.abc import Sequence

JOKER = 32
JACK = 11


def suit_of(card: int, trump: int) -> int:
    """The card's suit in play: the joker and the left bower are trumps."""
    if card == JOKER:
        return trump
    suit, rank = card % 4, card // 4 + 7
    if rank == JACK and suit == 3 - trump:
        return trump
    return suit


def power(card: int, trump: int, led: int) -> int:
    """How strongly a card bids for a trick (0: it cannot win)."""
    suit = suit_of(card, trump)
    rank = card // 4 + 7
    if suit == trump:
        if card == JOKER:
            return 300
        if rank == JACK:
            return 299 if card % 4 == trump else 298
        return 200 + rank
    return 100 + rank if suit == led else 0


def legal(hand: frozenset[int], trump: int, led: int | None) -> list[int]:
    """The cards that may be played: follow the led suit if you can."""
    if led is None:
        return sorted(hand)
    follow = sorted(c for c in hand if suit_of(c, trump) == led)
    return follow or sorted(hand)


def best_tricks(
    hands: Sequence[frozenset[int]],
    trump: int,
    leader: int,
    side: Sequence[int],
    active: Sequence[int],
    current: Sequence[tuple[int, int]] = (),
) -> int:
    """Side 0's tricks from here (the trick in progress included) when every seat
    plays perfectly: ``side[seat]`` is 0 or 1, ``active`` the seats that play in
    clockwise order, ``current`` the ``(seat, card)`` pairs already on the table."""
    memo: dict[tuple[object, ...], int] = {}
    order = list(active)

    def after(seat: int) -> int:
        return order[(order.index(seat) + 1) % len(order)]

    def search(
        held: tuple[frozenset[int], ...], leader: int, table: tuple[tuple[int, int], ...]
    ) -> int:
        if len(table) == len(order):
            led = suit_of(table[0][1], trump)
            winner = max(table, key=lambda sc: power(sc[1], trump, led))[0]
            won = 1 if side[winner] == 0 else 0
            if not held[winner]:
                return won
            return won + search(held, winner, ())
        key = (held, leader, table)
        if key in memo:
            return memo[key]
        seat = after(table[-1][0]) if table else leader
        led = suit_of(table[0][1], trump) if table else None
        values = []
        for card in legal(held[seat], trump, led):
            rest = list(held)
            rest[seat] = held[seat] - {card}
            values.append(search(tuple(rest), leader, (*table, (seat, card))))
        value = max(values) if side[seat] == 0 else min(values)
        memo[key] = value
        return value

    return search(tuple(hands), leader, tuple(current))
