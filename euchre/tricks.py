"""Following suit and winning tricks.

>>> from euchre.cards import Card, Suit, cards
>>> hand = cards("JD QD AS 9C KH")
>>> legal_plays(hand, Suit.HEARTS, led=Card("AD"))
(Card('Q♦'),)
>>> legal_plays(hand, Suit.HEARTS, led=Suit.HEARTS)
(Card('J♦'), Card('K♥'))
>>> trick_winner(cards("AD JD 9H KD"), Suit.HEARTS)
1

``trump=None`` is a no-trump hand (the no-trump variant): no bowers, and the highest
card of the led suit wins:

>>> legal_plays(hand, None, led=Card("AD")), trick_winner(cards("AD JD 9H KD"), None)
((Card('J♦'), Card('Q♦')), 0)
"""

from __future__ import annotations

from collections.abc import Sequence

from .cards import Card, Suit, cards_of_mask, mask_of
from .checks import card_arg, cards_arg, optional_suit_arg, suit_arg
from .errors import CardParseError, IllegalActionError, shown
from .trump import EFFECTIVE, NO_TRUMP, STRENGTH, SUIT_MASK, bower_kind, left_bower
from .words import card_words, listed

__all__ = ["check_follow", "follow_words", "led_suit", "legal_plays", "trick_winner"]


def _index(trump: Suit | None) -> int:
    return NO_TRUMP if trump is None else trump


def _led_arg(led: object) -> Card | Suit | None:
    """The led card or suit: a :class:`Card`, a :class:`Suit`, a text of either, or
    ``None`` (nothing led yet)."""
    if led is None or type(led) is Card or type(led) is Suit:
        return led
    if isinstance(led, str):
        try:
            return Suit.parse(led)
        except CardParseError:
            pass
        try:
            return Card._parse_any(led)
        except CardParseError:
            pass
    raise CardParseError(
        f"led={shown(led)} is neither a card nor a suit: give the card led, like 'AD', "
        "its suit, like 'H', or None when nobody has led yet."
    )


def _hand_arg(hand: object, what: str = "the hand", name: str = "hand") -> tuple[Card, ...]:
    """A hand (or ``what`` else: "the trick", given as the argument ``name``): cards,
    or a text of cards; each card once."""
    found = cards_arg(hand, name)
    if len(set(found)) != len(found):
        twice = next(c for c in found if found.count(c) > 1)
        raise CardParseError(f"{twice} is in {what} twice; a deck has one of each card.")
    return found


def led_suit(led: Card | Suit, trump: Suit | None) -> Suit | None:
    """The effective suit that must be followed: the led card's, or the suit given
    (``None`` when the joker is led in a no-trump hand: nothing can follow it)."""
    led = _led_arg(led)  # type: ignore[assignment]
    trump = optional_suit_arg(trump)
    if led is None:
        raise CardParseError("led=None: give the card led, like 'AD', or its suit, like 'H'.")
    if isinstance(led, Suit):
        return led
    suit = EFFECTIVE[_index(trump)][led.id]
    return None if suit == NO_TRUMP else Suit(suit)


def _suit_of(card: Card, trump: Suit | None) -> Suit | None:
    suit = EFFECTIVE[_index(trump)][card.id]
    return None if suit == NO_TRUMP else Suit(suit)


def legal_plays(
    hand: Sequence[Card], trump: Suit | None, led: Card | Suit | None = None
) -> tuple[Card, ...]:
    """The cards of ``hand`` that may be played. ``led`` is the card led to the trick
    (or its effective suit); ``None`` when you are leading, and any card may be led.

    You must follow the led card's *effective* suit if you can; if you cannot, any
    card is allowed. The result keeps the hand's order. ``trump=None``: no trump.
    """
    hand = _hand_arg(hand)
    trump = optional_suit_arg(trump)
    led = _led_arg(led)
    if led is None:
        return tuple(hand)
    t = _index(trump)
    suit = led_suit(led, trump)
    follow = SUIT_MASK[t][NO_TRUMP if suit is None else suit] & mask_of(hand)
    if not follow:
        return tuple(hand)
    return tuple(c for c in hand if follow >> c.id & 1)


def _cards_of(played: object) -> object:
    """The cards of ``(seat, card)`` pairs, as a deal's ``current_trick`` holds them;
    anything else as it is."""
    if isinstance(played, list | tuple):
        return [
            pair[1] if isinstance(pair, tuple) and len(pair) == 2 and type(pair[0]) is int else pair
            for pair in played
        ]
    return played


def trick_winner(played: Sequence[Card] | Sequence[tuple[int, Card]], trump: Suit | None) -> int:
    """The index (in play order) of the card that wins the trick: the highest trump,
    or with no trump in it the highest card of the led card's effective suit. The
    cards may come with their seats, as ``(seat, card)`` pairs (a deal's
    ``current_trick``); the answer is still the index, and the winner's seat is the
    pair's seat (a finished :class:`~euchre.values.Trick` has its ``winner`` seat).

    >>> trick_winner("AD KD 9H QD", "H"), trick_winner([(1, "9S"), (2, "JS")], "S")
    (2, 1)
    >>> trick = [(3, "9S"), (0, "JS")]
    >>> trick[trick_winner(trick, "S")][0]  # the winner's seat
    0
    """
    played = _hand_arg(_cards_of(played), "the trick", "played")
    trump = optional_suit_arg(trump)
    if len(played) > 5:
        raise IllegalActionError(
            f"A trick has at most 5 cards, one per player (five in five-handed Euchre), "
            f"not {len(played)}."
        )
    if not played:
        raise IllegalActionError("An empty trick has no winner: give the cards in play order.")
    t = _index(trump)
    table = STRENGTH[t][EFFECTIVE[t][played[0].id]]
    best, best_strength = 0, table[played[0].id]
    for index in range(1, len(played)):
        strength = table[played[index].id]
        if strength > best_strength:
            best, best_strength = index, strength
    return best


def _must(suit: Suit, followers: Sequence[Card]) -> str:
    return f"you must follow {suit.plural} with {listed(followers, 'or')}"


def follow_words(hand: Sequence[Card], trump: Suit | None, led: Card | Suit | None) -> str:
    """What the lead asks of ``hand``, in the words of :func:`check_follow`'s refusals:
    ``"you must follow hearts with J♦ (the left bower) or K♥"``; ``""`` when any card
    may be played. A card that follows as a trump of another printed suit is named for
    what it is, the left bower or the joker, as it is where a player meets it.

    >>> from euchre.cards import cards
    >>> follow_words(cards("JD KH 9C"), Suit.HEARTS, Card("9H"))
    'you must follow hearts with J♦ (the left bower) or K♥'
    >>> follow_words(cards("9C TC"), Suit.HEARTS, Card("9H"))
    ''
    """
    hand = _hand_arg(hand)
    trump = optional_suit_arg(trump)
    led = _led_arg(led)
    suit = None if led is None else led_suit(led, trump)
    followers = [c for c in hand if suit is not None and _suit_of(c, trump) == suit]
    if suit is None or not followers:
        return ""
    named = [
        f"{c} (the left bower)"
        if trump is not None and bower_kind(c, trump) == "left"
        else card_words(c)
        for c in followers
    ]
    return f"you must follow {suit.plural} with {listed(named, 'or')}"


def check_follow(
    hand: Sequence[Card], card: Card, trump: Suit | None, led: Card | Suit | None
) -> None:
    """Raise :class:`IllegalActionError` explaining why ``card`` may not be played, if it
    may not; do nothing if it is a legal play.

    >>> from euchre.cards import cards
    >>> check_follow(cards("JD QD AS"), Card("JD"), Suit.HEARTS, Card("AD"))
    Traceback (most recent call last):
    ...
    euchre.errors.IllegalActionError: J♦, the left bower, counts as a heart when hearts are trump; you must follow diamonds with Q♦.
    """
    hand = _hand_arg(hand)
    card = card_arg(card)
    trump = optional_suit_arg(trump)
    led = _led_arg(led)
    if card not in hand:
        held = f"your cards are {listed(hand)}" if hand else "you hold no cards"
        raise IllegalActionError(f"You do not hold {card}: {held}.")
    if led is None:
        return
    suit = led_suit(led, trump)
    allowed = legal_plays(hand, trump, led)
    if card in allowed or suit is None:
        return
    followers = [c for c in hand if _suit_of(c, trump) == suit]
    played_as = _suit_of(card, trump)
    played_words = "the joker" if played_as is None else f"a {played_as.singular}"
    if trump is None:
        lead_text = f"{led} was led" if isinstance(led, Card) else f"{suit.plural} were led"
        raise IllegalActionError(
            f"{lead_text.capitalize() if not isinstance(led, Card) else lead_text} (no trump); "
            f"{_must(suit, followers)}, not {card} ({played_words})."
        )
    if card.is_joker:
        raise IllegalActionError(
            f"The joker counts as a {trump.singular} when {trump.plural} are trump; "
            f"{_must(suit, followers)}."
        )
    if bower_kind(card, trump) == "left" and card.suit == suit:
        raise IllegalActionError(
            f"{card}, the left bower, counts as a {trump.singular} when {trump.plural} are "
            f"trump; {_must(suit, followers)}."
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
    if isinstance(led, Card) and led.is_joker:
        lead_text = f"The joker was led: it is a {trump.singular}"
    raise IllegalActionError(
        f"{lead_text}{why}; {_must(suit, followers)}, not {card} ({played_words})."
    )


def follow_mask(hand_mask: int, trump: int, led: int) -> int:
    """Fast path for bots and the solver: the legal cards of a hand mask."""
    follow = SUIT_MASK[trump][led] & hand_mask
    return follow if follow else hand_mask


def cards_that_follow(hand: Sequence[Card], trump: Suit | None, led: Suit) -> tuple[Card, ...]:
    """The cards of ``hand`` whose effective suit is ``led``."""
    hand = _hand_arg(hand)
    trump = optional_suit_arg(trump)
    led = suit_arg(led, "led")
    return cards_of_mask(SUIT_MASK[_index(trump)][led] & mask_of(hand))
