"""Exact odds by enumeration, and seeded simulations to confirm them.

Every figure is a :class:`fractions.Fraction` counted over all possible hands, not a
formula typed in: :func:`hand_distribution` walks all 42,504 five-card hands of the
24-card deck.

>>> from euchre.cards import Suit
>>> dist = hand_distribution(lambda hand: trumps_in(hand, Suit.HEARTS))
>>> sum(dist.values())
Fraction(1, 1)
>>> dist[0] == Fraction(6188, 42504)
True

The variants' decks are walked the same way (:func:`deck_cards`): with the joker a
suit has eight trumps among 25 cards, in the 32-card deck nine among 32.

>>> from euchre.rules import Rules
>>> joker = hand_distribution(lambda h: trumps_in(h, Suit.HEARTS),
...                           cards=deck_cards(Rules(joker=True)))
>>> joker[0] == Fraction(comb(17, 5), comb(25, 5))
True
"""

from __future__ import annotations

import enum
import itertools
from collections import Counter
from collections.abc import Callable, Hashable, Iterable, Sequence
from fractions import Fraction
from math import comb
from typing import TypeVar

from .cards import JOKER_ID, STANDARD_DECK, Card, Suit, mask_of
from .checks import card_arg, cards_arg, int_arg, random_of, rules_arg, seat_arg, suit_arg
from .dealing import deal_cards, shuffled_deck
from .errors import CardParseError, EuchreError, shown
from .rules import Rules
from .trump import EFFECTIVE, SUIT_MASK, left_bower, right_bower

__all__ = [
    "bowers_in",
    "dealer_trumps_after_pickup",
    "deck_cards",
    "hand_distribution",
    "partner_distribution",
    "simulate_hands",
    "top_trumps_in",
    "trumps_in",
    "voids_in",
]

K = TypeVar("K", bound=Hashable)
#: The most hands :func:`hand_distribution` walks, and samples a simulation draws.
MAX_HANDS = 10_000_000


def _hand_arg(hand: object, name: str = "hand") -> tuple[Card, ...]:
    return cards_arg(hand, name)


def _check_statistic(statistic: object) -> None:
    if not callable(statistic):
        raise EuchreError(
            f"statistic={shown(statistic)} is not a function: give one from a hand (a tuple "
            "of cards) to the value counted, like lambda hand: trumps_in(hand, Suit.HEARTS)."
        )


def _check_samples(samples: object) -> None:
    int_arg(samples, "samples", 0, MAX_HANDS, f"draw 0 to {MAX_HANDS:,} samples")


Hand = tuple[Card, ...]


def trumps_in(hand: Iterable[Card], trump: Suit) -> int:
    """How many trumps (bowers included) a hand holds."""
    hand, trump = _hand_arg(hand), suit_arg(trump)
    return bin(mask_of(hand) & SUIT_MASK[trump][trump]).count("1")


def bowers_in(hand: Iterable[Card], trump: Suit) -> int:
    """How many of the two bowers a hand holds (0, 1 or 2)."""
    held, trump = set(_hand_arg(hand)), suit_arg(trump)
    return (right_bower(trump) in held) + (left_bower(trump) in held)


def top_trumps_in(hand: Iterable[Card], trump: Suit) -> int:
    """How many of the top trumps a hand holds: the two bowers and, in the joker
    variant, the joker (0 to 3)."""
    hand = _hand_arg(hand)
    return bowers_in(hand, trump) + sum(1 for c in hand if c.id == JOKER_ID)


def deck_cards(rules: Rules) -> tuple[Card, ...]:
    """The cards of a table's deck (24, 25 with the joker, 32 with the 7s and 8s).

    >>> len(deck_cards(Rules(min_rank=7, joker=True)))
    33
    """
    return tuple(Card.from_id(i) for i in rules_arg(rules).deck)


def voids_in(hand: Iterable[Card], trump: Suit) -> int:
    """How many of the four suits (counted as they play with this trump) the hand lacks."""
    hand, trump = _hand_arg(hand), suit_arg(trump)
    present = {EFFECTIVE[trump][c.id] for c in hand}
    return 4 - len(present)


def hand_distribution(
    statistic: Callable[[Hand], K], *, cards: Sequence[Card] = STANDARD_DECK, size: int = 5
) -> dict[K, Fraction]:
    """The exact distribution of ``statistic`` over every hand of ``size`` cards drawn
    from ``cards`` (the whole deck by default), all hands equally likely."""
    _check_statistic(statistic)
    cards = _hand_arg(cards, "cards")
    int_arg(size, "size", 0, len(cards), f"a hand has 0 to {len(cards)} of these cards")
    if comb(len(cards), size) > MAX_HANDS:
        raise EuchreError(
            f"There are {comb(len(cards), size):,} hands of {size} from {len(cards)} cards, "
            f"too many to walk (at most {MAX_HANDS:,}): use simulate_hands."
        )
    counts: Counter[K] = Counter(statistic(h) for h in itertools.combinations(cards, size))
    total = comb(len(cards), size)
    return {key: Fraction(n, total) for key, n in sorted(counts.items(), key=_order)}


def _order(item: tuple[K, int]) -> tuple[int, str]:
    key = item[0]
    return (key, "") if isinstance(key, int) else (0, repr(key))


def partner_distribution(
    statistic: Callable[[Hand], K], *, hand: Iterable[Card], upcard: Card
) -> dict[K, Fraction]:
    """The exact distribution of ``statistic`` over the hands your partner may hold,
    given your five cards and the upcard (before any bid: every hand of five from the
    18 cards you cannot see is equally likely).

    >>> from euchre.cards import cards
    >>> d = partner_distribution(lambda h: Card("JH") in h, hand=cards("9C TC QC KC AC"),
    ...                          upcard=Card("9H"))
    >>> d[True]
    Fraction(5, 18)
    """
    _check_statistic(statistic)
    seen = set(_hand_arg(hand)) | {card_arg(upcard, "upcard")}
    unseen = [c for c in STANDARD_DECK if c not in seen]
    return hand_distribution(statistic, cards=unseen, size=5)


def dealer_trumps_after_pickup(upcard: Card) -> dict[int, Fraction]:
    """How many trumps the dealer holds after picking up ``upcard`` (six cards, before
    the discard), seen from outside: the dealer's five are any five of the other 23.

    >>> dist = dealer_trumps_after_pickup(Card("9H"))
    >>> min(dist), max(dist)
    (1, 6)
    """
    upcard = card_arg(upcard, "upcard")
    if upcard not in STANDARD_DECK:
        raise CardParseError(f"{upcard} is not a card of the 24-card deck: give one, like '9H'.")
    others = [c for c in STANDARD_DECK if c != upcard]
    return hand_distribution(lambda h: trumps_in((*h, upcard), upcard.suit), cards=others, size=5)


def simulate_hands(
    statistic: Callable[[Hand], K],
    *,
    samples: int,
    seed: int,
    seat: int = 0,
    rules: Rules | None = None,
) -> dict[K, float]:
    """The same statistic measured on ``samples`` shuffled deals (``seat``'s hand), as
    relative frequencies: a check of the exact figures. ``rules`` picks a variant's
    deck (the joker, the 32-card deck)."""
    _check_statistic(statistic)
    _check_samples(samples)
    seat_arg(seat)
    if rules is not None:
        rules = rules_arg(rules)
    rng = random_of(int_arg(seed, "seed", None, None, "a seed is a whole number"))
    counts: Counter[K] = Counter()
    ids = None if rules is None or rules.is_standard_deck else rules.deck
    for i in range(samples):
        hands, _ = deal_cards(shuffled_deck(rng, ids), dealer=i % 4)
        counts[statistic(tuple(Card.from_id(c) for c in hands[seat]))] += 1
    return {key: n / samples for key, n in sorted(counts.items(), key=_order)}


def simulate_dealer_pickup(*, samples: int, seed: int) -> dict[int, float]:
    """Simulated counterpart of :func:`dealer_trumps_after_pickup`, over random upcards."""
    _check_samples(samples)
    rng = random_of(int_arg(seed, "seed", None, None, "a seed is a whole number"))
    counts: Counter[int] = Counter()
    for i in range(samples):
        dealer = i % 4
        hands, kitty = deal_cards(shuffled_deck(rng), dealer=dealer)
        upcard = Card.from_id(kitty[0])
        dealt = tuple(Card.from_id(c) for c in hands[dealer])
        counts[trumps_in((*dealt, upcard), upcard.suit)] += 1
    return {key: n / samples for key, n in sorted(counts.items())}


def standard_error(p: float, samples: int) -> float:
    """The standard error of a frequency estimated from ``samples`` draws."""
    if isinstance(p, bool | enum.Enum) or not isinstance(p, int | float) or not 0 <= p <= 1:
        raise EuchreError(f"p={shown(p)} is not a frequency: give a number from 0 to 1.")
    int_arg(samples, "samples", 1, 10**12, "a frequency is estimated from 1 or more draws")
    return float((p * (1 - p) / samples) ** 0.5)
