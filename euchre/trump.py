"""Trump, the bowers and the effective suit, from tables built once at import.

With hearts trump, the jack of hearts is the *right bower* and the jack of diamonds
(hearts' sister suit) the *left bower*: the two highest trumps. The left bower is a
heart for the whole hand.

>>> from euchre.cards import Card, Suit
>>> [str(c) for c in trump_order(Suit.HEARTS)]
['J♥', 'J♦', 'A♥', 'K♥', 'Q♥', '10♥', '9♥']
>>> effective_suit(Card("JD"), Suit.HEARTS), effective_suit(Card("JD"), Suit.SPADES)
(Suit.HEARTS, Suit.DIAMONDS)
>>> is_trump(Card("JD"), Suit.HEARTS), is_trump(Card("AD"), Suit.HEARTS)
(True, False)
"""

from __future__ import annotations

from .cards import CARD_ID_COUNT, JOKER_ID, STANDARD_RANKS, Card, Rank, Suit, check_deck
from .checks import card_arg, optional_suit_arg, suit_arg

__all__ = [
    "JOKER_ID",
    "NO_TRUMP",
    "bower_kind",
    "effective_suit",
    "is_trump",
    "left_bower",
    "right_bower",
    "trump_order",
]

#: Index used in the tables for a hand played without trump (the no-trump variant).
NO_TRUMP = 4

_JACK = Rank.JACK


def _effective(card_id: int, trump: int) -> int:
    if card_id == JOKER_ID:
        return trump if trump != NO_TRUMP else NO_TRUMP
    suit = card_id % 4
    if trump != NO_TRUMP and card_id // 4 + 7 == _JACK and suit == 3 - trump:
        return trump
    return suit


def _trump_power(card_id: int, trump: int) -> int:
    """Rank among trumps, higher is better; 0 for a card that is not trump."""
    if trump == NO_TRUMP or _effective(card_id, trump) != trump:
        return 0
    if card_id == JOKER_ID:
        return 40
    rank = card_id // 4 + 7
    if rank == _JACK:
        return 39 if card_id % 4 == trump else 38
    return 20 + rank


def _strength(card_id: int, trump: int, led: int) -> int:
    """How strongly a card bids for a trick with this trump and led (effective) suit.
    The joker is the highest card everywhere: in no-trump it wins any trick it is in."""
    if card_id == JOKER_ID:
        return 40
    power = _trump_power(card_id, trump)
    if power:
        return power
    if _effective(card_id, trump) == led:
        return card_id // 4 + 7 - 6  # 1 (seven) .. 8 (ace)
    return 0


_TRUMPS = range(5)
#: EFFECTIVE[trump][card_id] -> effective suit index (trump index 4 = no trump).
EFFECTIVE: tuple[tuple[int, ...], ...] = tuple(
    tuple(_effective(i, t) for i in range(CARD_ID_COUNT)) for t in _TRUMPS
)
#: SUIT_MASK[trump][suit] -> mask of every card whose effective suit is ``suit``.
SUIT_MASK: tuple[tuple[int, ...], ...] = tuple(
    tuple(sum(1 << i for i in range(CARD_ID_COUNT) if EFFECTIVE[t][i] == s) for s in range(5))
    for t in _TRUMPS
)
#: STRENGTH[trump][led][card_id] -> the card's strength in a trick; the highest wins.
STRENGTH: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(tuple(_strength(i, t, led) for i in range(CARD_ID_COUNT)) for led in range(5))
    for t in _TRUMPS
)


def trump_index(trump: Suit | None) -> int:
    """The table index of a trump suit (``None`` means no trump)."""
    found = optional_suit_arg(trump)
    return NO_TRUMP if found is None else int(found)


def effective_suit(card: Card, trump: Suit) -> Suit:
    """The suit a card belongs to while ``trump`` is trump: its printed suit, except
    that the left bower belongs to trump (and the joker is always a trump)."""
    return Suit(EFFECTIVE[suit_arg(trump)][card_arg(card).id])


def is_trump(card: Card, trump: Suit) -> bool:
    """True if the card is a trump (the left bower included)."""
    trump = suit_arg(trump)
    return EFFECTIVE[trump][card_arg(card).id] == trump


def right_bower(trump: Suit) -> Card:
    """The jack of the trump suit, the highest trump.

    >>> right_bower(Suit.CLUBS)
    Card('J♣')
    """
    return Card(Rank.JACK, suit_arg(trump))


def left_bower(trump: Suit) -> Card:
    """The jack of trump's sister suit, the second-highest trump.

    >>> left_bower(Suit.CLUBS)
    Card('J♠')
    """
    return Card(Rank.JACK, suit_arg(trump).sister)


def bower_kind(card: Card, trump: Suit) -> str | None:
    """``"right"``, ``"left"`` or ``None``.

    >>> bower_kind(Card("JD"), Suit.HEARTS)
    'left'
    """
    card = card_arg(card)
    trump = suit_arg(trump)
    if card.rank is not Rank.JACK:
        return None
    if card.suit is trump:
        return "right"
    if card.suit is trump.sister:
        return "left"
    return None


def _ranks(min_rank: int) -> tuple[Rank, ...]:
    return tuple(r for r in Rank if min_rank <= r <= Rank.ACE)


def trump_order(trump: Suit, *, min_rank: int = 9, joker: bool = False) -> tuple[Card, ...]:
    """The trumps, highest first: seven in the standard deck, the joker on top when
    the deck has one, the 8 and 7 at the bottom in the 32-card deck.

    >>> " ".join(str(c) for c in trump_order(Suit.SPADES, min_rank=7, joker=True))
    '🃏 J♠ J♣ A♠ K♠ Q♠ 10♠ 9♠ 8♠ 7♠'
    """
    trump = suit_arg(trump)
    check_deck(min_rank, joker)
    ranks = STANDARD_RANKS if min_rank == 9 else _ranks(min_rank)
    ids = [
        Card(rank, suit).id
        for rank in ranks
        for suit in (trump, trump.sister)
        if EFFECTIVE[trump][Card(rank, suit).id] == trump
    ]
    if joker:
        ids.append(JOKER_ID)
    ids.sort(key=lambda i: -_trump_power(i, int(trump)))
    return tuple(Card.from_id(i) for i in ids)


def plain_order(suit: Suit, trump: Suit | None, *, min_rank: int = 9) -> tuple[Card, ...]:
    """The cards of a plain (non-trump) suit, highest first; the left bower is missing
    from its printed suit. ``trump=None`` is a no-trump hand: every jack in its place
    between the queen and the 10.

    >>> [str(c) for c in plain_order(Suit.DIAMONDS, Suit.HEARTS)]
    ['A♦', 'K♦', 'Q♦', '10♦', '9♦']
    """
    suit = suit_arg(suit, "suit")
    t = trump_index(trump)
    check_deck(min_rank, False)
    ranks = STANDARD_RANKS if min_rank == 9 else _ranks(min_rank)
    return tuple(
        Card(rank, suit) for rank in reversed(ranks) if EFFECTIVE[t][Card(rank, suit).id] == suit
    )
