"""An exact double-dummy solver: perfect play with every hand known.

For a deal in the play phase, :func:`solve` gives the tricks each side ends the deal
with when every player plays perfectly from here (tricks already won included),
and :func:`card_values` the value of every legal card of the player to act: the
tricks their side ends with if they play it. Each side maximises its own trick
count. Loners and lone defenders are handled: a seat that sits out never plays.
Every form is solved: the four-handed game (teams across the table, the joker and
Railroad's lone defender included), two-handed (tricks of two cards, each player a
side), cutthroat (tricks of three, the maker alone against the two others, who
play as partners for the hand), Bid Euchre (six tricks, a moon's partner sitting
out) and five-handed call-your-partner (tricks of five cards; double-dummy, the
holder of the called card is known, so the sides are the maker and that holder
against the other three).

>>> from euchre import Deal
>>> deal = Deal.new(dealer=3, hands=["JH JD AH KH QH", "9C TC QC KC AC",
...                                  "9S TS QS KS AS", "9D TD QD KD AD"],
...                 kitty="TH 9H JC JS")
>>> _ = deal.apply("order alone"); _ = deal.apply("discard 9D")
>>> solve(deal)
Solution(tricks=(5, 0), to_move=1, to_move_team=1)

Bots that call the solver thousands of times can skip the :class:`~euchre.Deal`
and use :func:`solve_state`, :func:`card_values_state` and :func:`reach_state` on raw
hand masks (card ids are ``(rank - 7) * 4 + suit``, a hand is an int with bit ``id``
set for each card held).

How it is fast, in pure Python:

* **Alpha-beta** over single card plays, teams alternating as the seats do.
* A **transposition table** at trick boundaries, keyed on the union of the cards
  still held and the leader: within one search the hands are fixed, so that union
  says which seat holds which card. It stores lower and upper bounds.
* **Equivalent cards**: two cards of one hand in one effective suit with no card
  still in play between them (in another hand or on the table) are interchangeable,
  so only one of them is searched. Cards are renumbered per trump so that each
  effective suit is a block of bits in strength order (the left bower inside trump,
  trump's block on top); "the next higher card still in play" is then one AND.
* **Move ordering**: on the lead, the top cards of their suits first, then the rest
  high to low; when following, the cheapest
  winning card first against an opponent's winner, the lowest card under a
  partner's winner.
* The last trick is played out directly, and a window that cannot be met by the
  tricks left ends the search at once (this is what makes :func:`can_reach`,
  a null-window search, cheap).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from .cards import CARD_ID_COUNT, Card, Suit, iter_ids, mask_of
from .errors import IllegalActionError, shown
from .seats import not_a_seat
from .trump import EFFECTIVE, NO_TRUMP, STRENGTH

if TYPE_CHECKING:
    from .deal import Deal

__all__ = [
    "Solution",
    "can_reach",
    "card_values",
    "card_values_state",
    "reach_state",
    "solve",
    "solve_state",
]


# --------------------------------------------------------------------- encoding
#
# Per trump index t (0-3, or NO_TRUMP), every card id gets an internal bit so that
# each effective suit is a contiguous block ordered by strength, low to high, and
# the trump block lies above every other block. Then, in a trick, card a beats
# card b exactly when a > b and a is in the led suit's block or trump's block.


def _build_encoding(
    trump: int,
) -> tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...], tuple[int, ...]]:
    def key(card_id: int) -> tuple[int, int, int]:
        suit = EFFECTIVE[trump][card_id]
        block = 9 if suit == trump else suit
        return (block, STRENGTH[trump][suit][card_id], card_id)

    order = sorted(range(CARD_ID_COUNT), key=key)
    to_internal = [0] * CARD_ID_COUNT
    for index, card_id in enumerate(order):
        to_internal[card_id] = index
    block_mask = [0] * 5
    for card_id in range(CARD_ID_COUNT):
        block_mask[EFFECTIVE[trump][card_id]] |= 1 << to_internal[card_id]
    # ABOVE[i]: the internal bits of the same block as i that rank higher.
    above = []
    for index, card_id in enumerate(order):
        block = block_mask[EFFECTIVE[trump][card_id]]
        above.append(block & ~((2 << index) - 1))
    return tuple(order), tuple(to_internal), tuple(block_mask), tuple(above)


_ENCODINGS = tuple(_build_encoding(t) for t in range(5))
#: _SUIT_OF[t][i]: the effective suit of internal card i.
_SUIT_OF: tuple[tuple[int, ...], ...] = tuple(
    tuple(EFFECTIVE[t][card_id] for card_id in _ENCODINGS[t][0]) for t in range(5)
)


def _encode(mask: int, to_internal: Sequence[int]) -> int:
    out = 0
    while mask:
        low = mask & -mask
        out |= 1 << to_internal[low.bit_length() - 1]
        mask ^= low
    return out


# ----------------------------------------------------------------------- search


@dataclass(frozen=True, slots=True)
class _Position:
    """A play-phase position in internal bits, ready to search."""

    hands: tuple[int, ...]  # four entries (padded), five in five-handed
    trump: int
    to_move: int
    leader: int
    current: tuple[int, ...]  # internal ids, in play order from the leader
    active: tuple[int, ...]
    tricks_won: tuple[int, int]  # per side
    #: Per seat, its side: 0 (the side whose tricks the search counts) or 1.
    side: tuple[int, ...] = (0, 1, 0, 1)
    players: int = 4


class _Search:
    """Searches over one deal's cards, sharing a transposition table.

    Values are the tricks side 0 takes from a position on (the trick in progress
    included, tricks already won excluded). The table is keyed on the cards still
    held, so it serves any position whose hands are the first position's hands
    minus cards played: the positions reached from it.
    """

    def __init__(
        self,
        trump: int,
        active: tuple[int, ...],
        side: tuple[int, ...] = (0, 1, 0, 1),
        players: int = 4,
    ) -> None:
        self.trump = trump
        self.active = active
        self.side = side
        self.players = players
        self.table: dict[int, tuple[int, int]] = {}

    def value(
        self,
        hands: Sequence[int],
        leader: int,
        current: Sequence[int] = (),
        alpha: int = -1,
        beta: int = 99,
    ) -> int:
        """The value of a position, ``current`` being the internal ids on the table
        in play order from ``leader`` (fail-soft alpha-beta within ``alpha``..``beta``)."""
        lead, follow = _make_search(
            hands, self.trump, self.active, self.table, self.side, self.players
        )
        if not current:
            return lead(leader, alpha, beta)
        block_mask = _ENCODINGS[self.trump][2]
        trump_block = block_mask[self.trump]
        led = block_mask[_SUIT_OF[self.trump][current[0]]]
        beat = led | trump_block
        win, win_seat, seat, on_table = current[0], leader, leader, 1 << current[0]
        for card in current[1:]:
            seat = _next_active(seat, self.active, self.players)
            on_table |= 1 << card
            if card > win and (1 << card) & beat:
                win, win_seat = card, seat
        players = len(self.active)
        if len(current) == players:
            won = 1 - self.side[win_seat]
            return won + lead(win_seat, alpha - won, beta - won)
        seat = _next_active(seat, self.active, self.players)
        left = players - len(current)
        return follow(seat, left, led, beat, win, win_seat, on_table, alpha, beta)

    def child_values(self, pos: _Position) -> dict[int, int]:
        """The exact value after each legal card of the player to move in ``pos``,
        by internal id; equivalent cards share one search."""
        seat = pos.to_move
        hand = pos.hands[seat]
        block_mask = _ENCODINGS[self.trump][2]
        above = _ENCODINGS[self.trump][3]
        in_play = 0
        for held in pos.hands:
            in_play |= held
        for card in pos.current:
            in_play |= 1 << card
        legal = hand
        if pos.current:
            legal = hand & block_mask[_SUIT_OF[self.trump][pos.current[0]]] or hand
        values: dict[int, int] = {}
        # Highest first, so a card's equivalent higher neighbour is valued before it.
        for card in sorted(iter_ids(legal), reverse=True):
            higher = in_play & above[card]
            low = higher & -higher
            if low & hand:
                values[card] = values[low.bit_length() - 1]
                continue
            hands = list(pos.hands)
            hands[seat] = hand & ~(1 << card)
            values[card] = self.value(hands, pos.leader, (*pos.current, card))
        return values


def _value(pos: _Position, alpha: int = -1, beta: int = 99) -> int:
    """Side 0's tricks from ``pos`` on (fail-soft within ``alpha``..``beta``)."""
    return _search(pos).value(pos.hands, pos.leader, pos.current, alpha, beta)


def _search(pos: _Position) -> _Search:
    return _Search(pos.trump, pos.active, pos.side, pos.players)


def _next_active(seat: int, active: Sequence[int], players: int = 4) -> int:
    seat = (seat + 1) % players
    while seat not in active:
        seat = (seat + 1) % players
    return seat


_Lead = Callable[[int, int, int], int]
_Follow = Callable[[int, int, int, int, int, int, int, int, int], int]


def _make_search(
    start_hands: Sequence[int],
    trump: int,
    active: tuple[int, ...],
    table: dict[int, tuple[int, int]],
    side: tuple[int, ...] = (0, 1, 0, 1),
    n: int = 4,
) -> tuple[_Lead, _Follow]:
    """The two mutually recursive search functions, as closures over the hands.

    ``lead(leader, alpha, beta)`` values a fresh trick; ``follow(seat, left, led,
    beat, win, win_seat, on_table, alpha, beta)`` values a trick in progress where
    ``seat`` plays next and ``left`` cards (``seat``'s included) are still to come.
    ``side[seat]`` is 0 for the seats whose tricks are counted (the maximiser), 1
    for the others; ``n`` is the number of seats at the table.
    """
    hands = list(start_hands)
    _, _, block_mask, above = _ENCODINGS[trump]
    suit_of = _SUIT_OF[trump]
    # In no-trump, the "trump" block holds only the joker, which beats everything.
    trump_block = block_mask[trump]
    players = len(active)
    nxt = [_next_active(s, active, n) for s in range(n)]
    table_get = table.get
    # Five-handed: a fifth hand in every union, and three bits for the leader's seat.
    five = n == 5
    shift = 3 if five else 2

    def last_trick(leader: int) -> int:
        card = hands[leader].bit_length() - 1
        beat = block_mask[suit_of[card]] | trump_block
        win, win_seat = card, leader
        seat = nxt[leader]
        for _ in range(players - 1):
            card = hands[seat].bit_length() - 1
            if card > win and (1 << card) & beat:
                win, win_seat = card, seat
            seat = nxt[seat]
        return 1 - side[win_seat]

    def lead(leader: int, alpha: int, beta: int) -> int:
        hand = hands[leader]
        left_tricks = hand.bit_count()
        if left_tricks <= 1:
            return last_trick(leader) if left_tricks else 0
        if beta <= 0:  # any result will do for the maximiser
            return 0
        if alpha >= left_tricks:  # nothing can satisfy the maximiser
            return left_tricks
        union = hands[0] | hands[1] | hands[2] | hands[3]
        if five:
            union |= hands[4]
        key = union << shift | leader
        entry = table_get(key)
        if entry is not None:
            lo, hi = entry
            if lo >= beta or lo == hi:
                return lo
            if hi <= alpha:
                return hi
            if lo > alpha:
                alpha = lo
            if hi < beta:
                beta = hi
        else:
            lo, hi = 0, left_tricks
        alpha0, beta0 = alpha, beta
        maximise = not side[leader]
        best = -1 if maximise else 99
        follower = nxt[leader]
        # Lead the top cards of their suits first, then the rest, each high to low;
        # skip a card whose next higher card in play is ours (they are equivalent).
        tops: list[int] = []
        lows: list[int] = []
        cards = hand
        while cards:
            card = cards.bit_length() - 1
            cards ^= 1 << card
            higher = union & above[card]
            if not higher:
                tops.append(card)
            elif not higher & -higher & hand:
                lows.append(card)
        for card in tops + lows:
            bit = 1 << card
            hands[leader] = hand ^ bit
            led = block_mask[suit_of[card]]
            value = follow(
                follower, players - 1, led, led | trump_block, card, leader, bit, alpha, beta
            )
            hands[leader] = hand
            if maximise:
                if value > best:
                    best = value
                    if value > alpha:
                        alpha = value
                        if alpha >= beta:
                            break
            else:
                if value < best:
                    best = value
                    if value < beta:
                        beta = value
                        if alpha >= beta:
                            break
        if best <= alpha0:
            hi = best if best < hi else hi
        elif best >= beta0:
            lo = best if best > lo else lo
        else:
            lo = hi = best
        table[key] = (lo, hi)
        return best

    def follow(
        seat: int,
        left: int,
        led: int,
        beat: int,
        win: int,
        win_seat: int,
        on_table: int,
        alpha: int,
        beta: int,
    ) -> int:
        hand = hands[seat]
        legal = hand & led or hand
        in_play = hands[0] | hands[1] | hands[2] | hands[3] | on_table
        if five:
            in_play |= hands[4]
        partner_wins = side[win_seat] == side[seat]
        # Order: against an opponent's winner, winning cards low to high, then the
        # rest low to high; under a partner's winner, losing cards low first.
        winners = 0
        if not partner_wins:
            cards = legal & beat & ~((2 << win) - 1)
            winners = cards
        order: list[int] = []
        for group in (winners, legal & ~winners):
            while group:
                bit = group & -group
                group ^= bit
                card = bit.bit_length() - 1
                higher = in_play & above[card]
                if higher & -higher & hand:
                    continue
                order.append(card)
        maximise = not side[seat]
        best = -1 if maximise else 99
        nseat = nxt[seat]
        for card in order:
            bit = 1 << card
            hands[seat] = hand ^ bit
            if card > win and bit & beat:
                nwin, nwin_seat = card, seat
            else:
                nwin, nwin_seat = win, win_seat
            if left == 1:
                won = 1 - side[nwin_seat]
                value = won + lead(nwin_seat, alpha - won, beta - won)
            else:
                value = follow(
                    nseat, left - 1, led, beat, nwin, nwin_seat, on_table | bit, alpha, beta
                )
            hands[seat] = hand
            if maximise:
                if value > best:
                    best = value
                    if value > alpha:
                        alpha = value
                        if alpha >= beta:
                            break
            else:
                if value < best:
                    best = value
                    if value < beta:
                        beta = value
                        if alpha >= beta:
                            break
        return best

    return lead, follow


# ------------------------------------------------------------------- public API


@dataclass(frozen=True, slots=True)
class Solution:
    """The double-dummy result of a position.

    ``tricks`` are the tricks each side holds at the end of the deal under perfect
    play, counting those already won, in the order of :attr:`euchre.deal.Deal.sides`:
    ``(team 0, team 1)`` in the four-handed game and Bid Euchre, ``(seat 0, seat 1)``
    in two-handed, ``(the maker, the two defenders together)`` in cutthroat, ``(the
    maker and partner, the other three)`` in five-handed. ``to_move`` is the seat
    to play and ``to_move_team`` the index of its side.
    """

    tricks: tuple[int, int]
    to_move: int
    to_move_team: int

    @property
    def to_move_tricks(self) -> int:
        """Tricks the side to move ends the deal with."""
        return self.tricks[self.to_move_team]


def _ints(values: object, name: str, low: int, high: int, what: str) -> tuple[int, ...]:
    """A sequence of whole numbers from ``low`` to ``high``."""
    if isinstance(values, str | bytes | dict) or not isinstance(values, Iterable):
        raise IllegalActionError(f"{name}={shown(values)} is not allowed: give {what}.")
    items = tuple(values)
    if not all(type(v) is int and low <= v <= high for v in items):
        raise IllegalActionError(f"{name}={shown(values)} is not allowed: give {what}.")
    return items


def _sides(players: int, maker: int | None, partner: int | None = None) -> tuple[int, ...]:
    """Each seat's side (0 or 1), padded to four seats: partners across the table in
    the four-handed game (Bid Euchre too), each player alone in two-handed, in
    cutthroat the maker (side 0) against the other two (side 1), and in five-handed
    the maker and the holder of the called card (side 0) against the other three."""
    if players in (2, 4):
        return (0, 1, 0, 1)
    if players == 3:
        if type(maker) is not int or not 0 <= maker <= 2:
            raise IllegalActionError(
                f"maker={shown(maker)}: a cutthroat position needs the maker's seat (0, 1 or "
                "2), who plays alone against the other two."
            )
        return (*(0 if s == maker else 1 for s in range(3)), 1)
    if type(maker) is not int or not 0 <= maker <= 4:
        raise IllegalActionError(
            f"maker={shown(maker)}: a five-handed position needs the maker's seat (0 to 4)."
        )
    if partner is not None and (type(partner) is not int or not 0 <= partner <= 4):
        raise IllegalActionError(
            f"partner={shown(partner)}: give the seat (0 to 4) holding the called card, or "
            "None when the maker plays alone."
        )
    if partner == maker:
        raise IllegalActionError(
            f"partner={partner} is the maker's own seat: the maker cannot call a card it holds."
        )
    return tuple(0 if s in (maker, partner) else 1 for s in range(5))


def _position(
    hands: Sequence[int],
    trump: int,
    leader: int,
    current: Sequence[int],
    out: Iterable[int],
    tricks_won: Sequence[int],
    maker: int | None = None,
    partner: int | None = None,
) -> _Position:
    """Check and translate a raw state into internal bits."""
    hands = _ints(hands, "hands", 0, (1 << 33) - 1, "one hand mask per seat, seat 0 first")
    n = len(hands)
    if n not in (2, 3, 4, 5) or any(h.bit_count() > 8 for h in hands):
        raise IllegalActionError(
            "The solver needs one hand mask per seat (2 to 5 seats, seat 0 first) of 0 to "
            f"8 cards, not {shown(hands)}."
        )
    if type(trump) not in (int, Suit) or not 0 <= trump <= NO_TRUMP:
        raise IllegalActionError(
            f"trump={shown(trump)} is not a trump index (0-3, or 4 for no trump)."
        )
    trump = int(trump)
    side = _sides(n, maker, partner)
    current = _ints(current, "current", 0, 32, "the card ids (0 to 32) on the table")
    out = _ints(out, "out", 0, n - 1, f"the seats (0 to {n - 1}) sitting out")
    if out and n != 4:
        raise IllegalActionError(
            "Nobody sits out in the two-, three- and five-handed forms: give out=()."
        )
    scores = 2 if n == 4 else n
    whose = "team 0 and team 1" if n == 4 else "each seat, seat 0 first"
    most = 6 if n == 4 else 5  # Bid Euchre deals six cards to four players
    tricks_won = _ints(tricks_won, "tricks_won", 0, most, "the tricks each side has taken")
    if len(tricks_won) != scores or sum(tricks_won) > most:
        raise IllegalActionError(
            f"tricks_won={shown(tricks_won)}: give the tricks of {whose}, {most} at most in all."
        )
    if n in (3, 5):
        ours = sum(tricks_won[s] for s in range(n) if side[s] == 0)
        won = (ours, sum(tricks_won) - ours)
    else:
        won = (tricks_won[0], tricks_won[1])
    if type(leader) is not int or not 0 <= leader < n:
        raise IllegalActionError(not_a_seat(leader, "leader", players=n))
    seen = 0
    for mask in (*hands, *(1 << c for c in current)):
        if seen & mask:
            raise IllegalActionError("A card is given twice; a deck has one of each card.")
        seen |= mask
    out_seats = frozenset(out)  # their cards, if given, are ignored
    active = tuple(s for s in range(n) if s not in out_seats)
    if leader not in active:
        raise IllegalActionError(f"Seat {leader} cannot lead: it sits out or is not a seat.")
    if len(current) >= len(active):
        raise IllegalActionError(
            f"A trick in progress has at most {len(active) - 1} cards here, not {len(current)}."
        )
    seats = [leader]
    for _ in current[1:]:
        seats.append(_next_active(seats[-1], active, n))
    to_move = _next_active(seats[-1], active, n) if current else leader
    sizes = {hands[s].bit_count() + (1 if s in seats[: len(current)] else 0) for s in active}
    if len(sizes) != 1:
        raise IllegalActionError(
            "The hands do not match the trick in progress: every active seat must hold as "
            "many cards as the others, once the cards on the table are given back."
        )
    to_internal = _ENCODINGS[trump][1]
    h = [0 if s in out_seats else _encode(hands[s], to_internal) for s in range(n)]
    h += [0] * (4 - n)
    return _Position(
        hands=tuple(h),
        trump=trump,
        to_move=to_move,
        leader=leader,
        current=tuple(to_internal[c] for c in current),
        active=active,
        tricks_won=won,
        side=side,
        players=n,
    )


def solve_state(
    hands: Sequence[int],
    trump: int,
    leader: int,
    current: Sequence[int] = (),
    out: Iterable[int] = (),
    tricks_won: Sequence[int] = (0, 0),
    *,
    maker: int | None = None,
    partner: int | None = None,
) -> tuple[int, int]:
    """The tricks per side at the end of the deal under perfect play, from raw masks.

    ``hands`` are every seat's mask now (four, or two or three in the two- and
    three-handed forms); ``trump`` the trump suit index (0-3, or 4 for the no-trump
    variant); ``leader`` the seat that led (or leads) the trick in progress;
    ``current`` the card ids on the table in play order from the leader; ``out`` the
    seats sitting out; ``tricks_won`` the tricks already taken, as
    :attr:`euchre.deal.Deal.tricks_won` gives them (per team, or per seat). Cutthroat
    (three hands) needs ``maker``, the seat playing alone against the other two;
    five-handed (five hands) the ``maker`` and the ``partner``, the seat holding the
    called card (``None`` when the maker plays alone, or the card is in the kitty).
    Bid Euchre is four hands of up to six cards, a moon's partner sitting out.
    The sides are returned in the order of :class:`Solution`.

    >>> from euchre.cards import cards, mask_of
    >>> hands = [mask_of(cards(h)) for h in ("AH", "KH", "9H", "QH")]
    >>> solve_state(hands, trump=2, leader=1, tricks_won=(2, 2))
    (3, 2)
    >>> hands = [mask_of(cards(h)) for h in ("JS AH", "JC KH", "AS QH")]  # cutthroat
    >>> solve_state(hands, trump=3, leader=0, tricks_won=(1, 1, 1), maker=1)
    (1, 4)
    >>> hands = [mask_of(cards(h)) for h in ("AH", "KH", "9H", "QH", "TH")]  # five-handed
    >>> solve_state(hands, trump=3, leader=0, tricks_won=(1, 1, 0, 1, 1), maker=1, partner=3)
    (2, 3)
    """
    pos = _position(hands, trump, leader, current, out, tricks_won, maker, partner)
    value = _value(pos)
    return _totals(pos, value)


def _totals(pos: _Position, value: int) -> tuple[int, int]:
    remaining = pos.hands[pos.leader].bit_count() + (1 if pos.current else 0)
    return (pos.tricks_won[0] + value, pos.tricks_won[1] + remaining - value)


def card_values_state(
    hands: Sequence[int],
    trump: int,
    leader: int,
    current: Sequence[int] = (),
    out: Iterable[int] = (),
    tricks_won: Sequence[int] = (0, 0),
    *,
    maker: int | None = None,
    partner: int | None = None,
) -> dict[int, int]:
    """For each legal card id of the seat to move, the tricks that seat's side ends
    the deal with if it plays that card (arguments as :func:`solve_state`)."""
    pos = _position(hands, trump, leader, current, out, tricks_won, maker, partner)
    order = _ENCODINGS[trump][0]
    team = pos.side[pos.to_move]
    values = {}
    for card, value in _search(pos).child_values(pos).items():
        values[order[card]] = _totals(pos, value)[team]
    return dict(sorted(values.items()))


def reach_state(
    hands: Sequence[int],
    trump: int,
    leader: int,
    current: Sequence[int] = (),
    out: Iterable[int] = (),
    tricks_won: Sequence[int] = (0, 0),
    *,
    team: int,
    tricks: int,
    maker: int | None = None,
    partner: int | None = None,
) -> bool:
    """True if side ``team`` (its index in :class:`Solution`'s order) can end the deal
    with at least ``tricks`` tricks against any defence (a null-window search: faster
    than the exact count)."""
    pos = _position(hands, trump, leader, current, out, tricks_won, maker, partner)
    return _reach(pos, team, tricks)


def _reach(pos: _Position, team: int, tricks: int) -> bool:
    if type(tricks) is not int:
        raise IllegalActionError(
            f"tricks={shown(tricks)} is not allowed: give a whole number of tricks (0 to 6)."
        )
    if type(team) is not int or team not in (0, 1):
        raise IllegalActionError(
            f"team={shown(team)} is not a team: "
            + {
                2: "give the side, 0 (South) or 1 (North).",
                3: "give the side, 0 (the maker) or 1 (the other two).",
                5: "give the side, 0 (the maker and any partner) or 1 (the defenders).",
            }.get(pos.players, "team 0 is seats 0 and 2, team 1 seats 1 and 3.")
        )
    remaining = pos.hands[pos.leader].bit_count() + (1 if pos.current else 0)
    if team == 0:
        need = tricks - pos.tricks_won[0]  # side 0's tricks from here >= need
        if need <= 0:
            return True
        if need > remaining:
            return False
        return _value(pos, need - 1, need) >= need
    most = remaining - (tricks - pos.tricks_won[1])  # side 0's tricks from here <= most
    if most >= remaining:
        return True
    if most < 0:
        return False
    return _value(pos, most, most + 1) <= most


def _state_of(deal: Deal) -> _Position:
    """A deal's play state, read through its public properties."""
    from .deal import Deal, Phase

    if not isinstance(deal, Deal):
        raise IllegalActionError(
            f"{shown(deal)} is not a deal: the solver needs a Deal in its play phase."
        )
    if deal.phase is not Phase.PLAY:
        raise IllegalActionError(
            "The solver needs a deal in the play phase; this one is "
            + ("over." if deal.is_over else "still in the bidding.")
        )
    trump, leader = deal.trump_index, deal.leader
    assert trump is not None and leader is not None
    hands = [mask_of(deal.hand(s)) for s in range(deal.players)]
    current = [card.id for _, card in deal.current_trick]
    partner = deal.partner if deal.players == 5 else None
    return _position(
        hands, trump, leader, current, deal.sitting_out, deal.tricks_won, deal.maker, partner
    )


def solve(deal: Deal) -> Solution:
    """Solve a deal in the play phase with every hand known: the tricks each side
    holds at the end under perfect play (tricks already won included), in the order
    of ``deal.sides``.

    >>> from euchre import Deal
    >>> deal = Deal.new(dealer=0, hands=["9H TD QC QS AS", "9D JH JS KH AH",
    ...                                  "9C TH QH AC AD", "TC TS JC JD KS"],
    ...                 kitty="9S KD KC QD")
    >>> _ = deal.apply("order"); _ = deal.apply("discard 9H")
    >>> solution = solve(deal)
    >>> solution.tricks, solution.to_move, solution.to_move_tricks
    ((2, 3), 1, 3)
    >>> _ = deal.apply("play JS")  # the right bower: natural, and a trick lost
    >>> solve(deal).tricks
    (3, 2)

    The two- and three-handed forms too (in cutthroat: the maker, then the two
    defenders together):

    >>> from euchre.rules import Rules
    >>> three = Deal.shuffled(seed=2, dealer=0, rules=Rules.cutthroat())
    >>> _ = three.apply("order"); _ = three.apply(f"discard {three.hand(0)[0].code}")
    >>> three.sides, sum(solve(three).tricks)
    (((1,), (0, 2)), 5)
    """
    pos = _state_of(deal)
    value = _value(pos)
    return Solution(
        tricks=_totals(pos, value), to_move=pos.to_move, to_move_team=pos.side[pos.to_move]
    )


def card_values(deal: Deal) -> dict[Card, int]:
    """For each legal card of the player to act, the tricks their side ends the
    deal with (tricks already won included) if they play it and everyone plays
    perfectly afterwards. Cards come in the engine's sort order.

    >>> from euchre import Deal
    >>> deal = Deal.new(dealer=0, hands=["9H TD QC QS AS", "9D JH JS KH AH",
    ...                                  "9C TH QH AC AD", "TC TS JC JD KS"],
    ...                 kitty="9S KD KC QD")
    >>> _ = deal.apply("order"); _ = deal.apply("discard 9H")
    >>> card_values(deal)
    {Card('9♦'): 2, Card('J♥'): 3, Card('K♥'): 3, Card('A♥'): 3, Card('J♠'): 2}
    """
    pos = _state_of(deal)
    order = _ENCODINGS[pos.trump][0]
    team = pos.side[pos.to_move]
    values = {
        Card.from_id(order[card]): _totals(pos, value)[team]
        for card, value in _search(pos).child_values(pos).items()
    }
    return dict(sorted(values.items()))


def can_reach(deal: Deal, team: int, tricks: int) -> bool:
    """True if side ``team`` (``deal.sides[team]``) can end the deal with at least
    ``tricks`` tricks, whatever the other side does: a null-window search, cheaper
    than :func:`solve`. With 3 (a made bid) and 5 (a march) it answers the questions
    that decide the score.

    >>> from euchre import Deal
    >>> deal = Deal.new(dealer=0, hands=["9H TD QC QS AS", "9D JH JS KH AH",
    ...                                  "9C TH QH AC AD", "TC TS JC JD KS"],
    ...                 kitty="9S KD KC QD")
    >>> _ = deal.apply("order"); _ = deal.apply("discard 9H")
    >>> can_reach(deal, team=1, tricks=3), can_reach(deal, team=1, tricks=4)
    (True, False)
    """
    return _reach(_state_of(deal), team, tricks)
