"""Following suit and winning tricks.

>>> from euchre.cards import Card, Suit, cards
>>> hand = cards("JD QD AS 9C KH")
>>> legal_plays(hand, Suit.HEARTS, led=Card("AD"))
(Card('Q♦'),)
>>> legal_plays(hand, Suit.HEARTS, led=Suit.HEARTS)
(Card('J♦'), Card('K♥'))
>>> trick_winner(cards("AD JD 9H KD"), Suit.HEARTS)
1
"""

from __future__ import annotations

from collections.abc import Sequence

from .cards import Card, Suit, cards_of_mask, mask_of
from .errors import IllegalActionError
from .trump import EFFECTIVE, STRENGTH, SUIT_MASK, bower_kind, effective_suit, left_bower

__all__ = ["check_follow", "led_suit", "legal_plays", "trick_winner"]


def led_suit(led: Card | Suit, trump: Suit) -> Suit:
    """The effective suit that must be followed: the led card's, or the suit given."""
    return led if isinstance(led, Suit) else effective_suit(led, trump)


def legal_plays(
    hand: Sequence[Card], trump: Suit, led: Card | Suit | None = None
) -> tuple[Card, ...]:
    """The cards of ``hand`` that may be played. ``led`` is the card led to the trick
    (or its effective suit); ``None`` when you are leading, and any card may be led.

    You must follow the led card's *effective* suit if you can; if you cannot, any
    card is allowed. The result keeps the hand's order.
    """
    if led is None:
        return tuple(hand)
    follow = SUIT_MASK[trump][led_suit(led, trump)] & mask_of(hand)
    if not follow:
        return tuple(hand)
    return tuple(c for c in hand if follow >> c.id & 1)


def trick_winner(played: Sequence[Card], trump: Suit) -> int:
    """The index (in play order) of the card that wins the trick: the highest trump,
    or with no trump in it the highest card of the led card's effective suit."""
    if not played:
        raise IllegalActionError("An empty trick has no winner: give the cards in play order.")
    table = STRENGTH[trump][EFFECTIVE[trump][played[0].id]]
    best, best_strength = 0, table[played[0].id]
    for index in range(1, len(played)):
        strength = table[played[index].id]
        if strength > best_strength:
            best, best_strength = index, strength
    return best


def _list(items: Sequence[Card], conjunction: str = "or") -> str:
    names = [str(c) for c in items]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + f" {conjunction} " + names[-1]


def check_follow(hand: Sequence[Card], card: Card, trump: Suit, led: Card | Suit | None) -> None:
    """Raise :class:`IllegalActionError` explaining why ``card`` may not be played, if it
    may not; do nothing if it is a legal play.

    >>> from euchre.cards import cards
    >>> check_follow(cards("JD QD AS"), Card("JD"), Suit.HEARTS, Card("AD"))
    Traceback (most recent call last):
    ...
    euchre.errors.IllegalActionError: J♦ counts as a heart when hearts are trump; you must follow diamonds with Q♦.
    """
    if card not in hand:
        raise IllegalActionError(f"You do not hold {card}: your cards are {_list(hand, 'and')}.")
    if led is None:
        return
    suit = led_suit(led, trump)
    allowed = legal_plays(hand, trump, suit)
    if card in allowed:
        return
    followers = [c for c in hand if effective_suit(c, trump) == suit]
    played_as = effective_suit(card, trump)
    if bower_kind(card, trump) == "left" and card.suit == suit:
        raise IllegalActionError(
            f"{card} counts as a {trump.singular} when {trump.plural} are trump; "
            f"you must follow {suit.plural} with {_list(followers)}."
        )
    why = ""
    if suit == trump:
        why = f" ({trump.plural} are trump)"
        left = left_bower(trump)
        if left in followers:
            why = (
                f" ({trump.plural} are trump, and {left}, the left bower, counts as a "
                f"{trump.singular})"
            )
    lead_text = (
        f"{led} was led" if isinstance(led, Card) else f"{suit.plural.capitalize()} were led"
    )
    if isinstance(led, Card) and bower_kind(led, trump) == "left":
        lead_text = f"{led} was led: as the left bower it is a {trump.singular}"
    raise IllegalActionError(
        f"{lead_text}{why}; you must follow {suit.plural} with {_list(followers)}, "
        f"not {card} (a {played_as.singular})."
    )


def follow_mask(hand_mask: int, trump: int, led: int) -> int:
    """Fast path for bots and the solver: the legal cards of a hand mask."""
    follow = SUIT_MASK[trump][led] & hand_mask
    return follow if follow else hand_mask


def cards_that_follow(hand: Sequence[Card], trump: Suit, led: Suit) -> tuple[Card, ...]:
    """The cards of ``hand`` whose effective suit is ``led``."""
    return cards_of_mask(SUIT_MASK[trump][led] & mask_of(hand))
