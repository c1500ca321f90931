"""Exact odds by enumeration, and seeded simulations to confirm them.

Every figure is a :class:`fractions.Fraction` counted over all possible hands, not a
formula typed in: :func:`hand_distribution` walks all 42,504 five-card hands of the
24-card deck.

>>> from fractions import Fraction
>>> from math import comb
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

The other forms deal fewer hands from the same deck: two-handed
puts 10 of the 24 cards in play, cutthroat 15. :func:`dealt_distribution` counts
which of some chosen cards are in a player's hand, :func:`opponents_distribution`
what your opponents hold together once you have seen your hand and the upcard.

>>> right = (Card("JH"),)
>>> [dealt_distribution(len, marked=right, rules=r)[1]
...  for r in (Rules(), Rules.two_handed(), Rules.cutthroat())]
[Fraction(5, 6), Fraction(5, 12), Fraction(5, 8)]
"""

from __future__ import annotations

import enum
import functools
import itertools
from collections import Counter
from collections.abc import Callable, Hashable, Iterable, Mapping, Sequence
from fractions import Fraction
from math import comb, factorial
from typing import TypeVar

from .cards import JOKER_ID, STANDARD_DECK, Card, Suit, mask_of
from .checks import card_arg, cards_arg, int_arg, random_of, rules_arg, seat_arg, suit_arg
from .dealing import deal_cards, shuffled_deck
from .errors import CardParseError, EuchreError, shown
from .rules import Rules
from .trump import EFFECTIVE, NO_TRUMP, SUIT_MASK, left_bower, right_bower, trump_order
from .words import listed

__all__ = [
    "best_suit_distribution",
    "bowers_in",
    "card_places",
    "dealer_trumps_after_pickup",
    "dealt_distribution",
    "deck_cards",
    "hand_distribution",
    "hidden_cards",
    "marked_distribution",
    "opponents_distribution",
    "partner_distribution",
    "partner_hand_distribution",
    "simulate_hands",
    "top_trumps_in",
    "trump_cards",
    "trump_count_distribution",
    "trumps_in",
    "unseen_cards",
    "voids_in",
]

K = TypeVar("K", bound=Hashable)
#: The most hands :func:`hand_distribution` walks, and samples a simulation draws.
MAX_HANDS = 10_000_000
#: The most cards :func:`marked_distribution` follows (it walks every subset of them).
MAX_MARKED = 16


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
    unseen = unseen_cards(hand, upcard)  # (a hand of five different cards, checked)
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


def trump_cards(trump: Suit, rules: Rules | None = None) -> tuple[Card, ...]:
    """The trumps of ``trump`` in a table's deck, highest first (seven in the 24-card
    deck, eight with the joker).

    >>> " ".join(str(c) for c in trump_cards(Suit.HEARTS, Rules.railroad()))
    '🃏 J♥ J♦ A♥ K♥ Q♥ 10♥ 9♥'
    """
    rules = Rules() if rules is None else rules_arg(rules)
    return trump_order(suit_arg(trump), min_rank=rules.min_rank, joker=rules.joker)


def marked_distribution(
    statistic: Callable[[Hand], K],
    *,
    marked: Iterable[Card],
    cards: Sequence[Card] = STANDARD_DECK,
    size: int = 5,
) -> dict[K, Fraction]:
    """The exact distribution of ``statistic`` over which of the ``marked`` cards land
    in ``size`` cards drawn from ``cards`` (every draw equally likely). ``statistic``
    gets the marked cards drawn, in the order given.

    It counts, for each set of marked cards, the draws that hold exactly that set: the
    rest of the draw comes from the unmarked cards. So it walks at most
    2 ** len(marked) sets, however large the draw: the same figures as
    :func:`hand_distribution` with a statistic that looks only at the marked cards.

    >>> from fractions import Fraction
    >>> from math import comb
    >>> marked_distribution(len, marked=[Card("JH"), Card("JD")])[2] == Fraction(
    ...     comb(22, 3), comb(24, 5))
    True
    """
    _check_statistic(statistic)
    cards = _hand_arg(cards, "cards")
    marked = _hand_arg(marked, "marked")
    int_arg(size, "size", 0, len(cards), f"a draw has 0 to {len(cards)} of these cards")
    if len(set(marked)) != len(marked) or not set(marked) <= set(cards):
        raise EuchreError(
            f"marked={shown(marked)} must be different cards, each one of the cards drawn from."
        )
    if len(marked) > MAX_MARKED:
        raise EuchreError(
            f"{len(marked)} marked cards are too many to follow (at most {MAX_MARKED}): "
            "use hand_distribution."
        )
    rest, total = len(cards) - len(marked), comb(len(cards), size)
    counts: Counter[K] = Counter()
    for k in range(min(size, len(marked)) + 1):
        ways = comb(rest, size - k)
        if ways:
            for drawn in itertools.combinations(marked, k):
                counts[statistic(drawn)] += ways
    return {key: Fraction(n, total) for key, n in sorted(counts.items(), key=_order)}


def dealt_distribution(
    statistic: Callable[[Hand], K], *, marked: Iterable[Card], rules: Rules | None = None
) -> dict[K, Fraction]:
    """The exact distribution of ``statistic`` over which of the ``marked`` cards are
    dealt to a player (in someone's hand, not in the kitty), before anyone looks: the
    players hold five cards each, 20 of the 24 in the four-handed game, 10 in
    two-handed, 15 in cutthroat, 25 of five-handed's 28; six each in Bid Euchre, all
    24 (with the joker, 24 of 25).

    >>> from fractions import Fraction
    >>> from math import comb
    >>> trumps = trump_cards(Suit.HEARTS)
    >>> two = dealt_distribution(len, marked=trumps, rules=Rules.two_handed())
    >>> two[0] == Fraction(comb(17, 10), comb(24, 10))
    True
    """
    rules = Rules() if rules is None else rules_arg(rules)
    return marked_distribution(
        statistic, marked=marked, cards=deck_cards(rules), size=rules.hand_size * rules.players
    )


def unseen_cards(
    hand: Iterable[Card], upcard: Card, rules: Rules | None = None
) -> tuple[Card, ...]:
    """The cards of the deck a player cannot see: all but their hand and the upcard.

    >>> from euchre.cards import cards
    >>> len(unseen_cards(cards("9C TC QC KC AC"), Card("9H")))
    18
    """
    rules = Rules() if rules is None else rules_arg(rules)
    hand, upcard = _hand_arg(hand), card_arg(upcard, "upcard")
    deck = deck_cards(rules)
    seen = {*hand, upcard}
    if len(hand) != 5 or len(seen) != 6 or not seen <= set(deck):
        given = [*hand, upcard]
        twice = sorted({c for c in given if given.count(c) > 1})
        outside = [c for c in given if c not in deck]
        why = (
            f"{listed(twice)} {'is' if len(twice) == 1 else 'are'} there twice"
            if twice
            else f"{listed(outside)} {'is' if len(outside) == 1 else 'are'} not in the deck"
            if outside
            else f"the hand has {len(hand)} card{'' if len(hand) == 1 else 's'}"
        )
        raise CardParseError(
            f"The hand {' '.join(map(str, hand)) or '(none)'} and the upcard {upcard} must be "
            f"five cards and one more, all different, all from the table's deck of "
            f"{len(deck)} cards: {why}."
        )
    return tuple(c for c in deck if c not in seen)


def opponents_distribution(
    statistic: Callable[[Hand], K],
    *,
    hand: Iterable[Card],
    upcard: Card,
    rules: Rules | None = None,
) -> dict[K, Fraction]:
    """The exact distribution of ``statistic`` over the cards your opponents hold
    together, given your five cards and the upcard, before any bid (every way of
    dealing the cards you cannot see is equally likely). Your opponents are the other
    player in two-handed; in cutthroat the two others, who play together against you
    when you make trump; in the four-handed game the two players of the other team.
    Either way they hold five cards each of the ones you cannot see.

    >>> from euchre.cards import cards
    >>> hand, up = cards("9C TC QC KC AC"), Card("9H")
    >>> holds = lambda held: Card("JH") in held
    >>> [opponents_distribution(holds, hand=hand, upcard=up, rules=r)[True]
    ...  for r in (Rules.two_handed(), Rules.cutthroat(), Rules())]
    [Fraction(5, 18), Fraction(5, 9), Fraction(5, 9)]
    """
    _check_statistic(statistic)
    rules = Rules() if rules is None else rules_arg(rules)
    unseen = unseen_cards(hand, upcard, rules)
    opponents = 1 if rules.players == 2 else 2
    return hand_distribution(statistic, cards=unseen, size=5 * opponents)


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
    deck (the joker, the 32-card deck) or another form (two-handed, cutthroat), whose
    deals have two or three hands."""
    _check_statistic(statistic)
    _check_samples(samples)
    if rules is not None:
        rules = rules_arg(rules)
    players = 4 if rules is None else rules.players
    seat_arg(seat, "seat", players)
    rng = random_of(int_arg(seed, "seed", None, None, "a seed is a whole number"))
    counts: Counter[K] = Counter()
    ids = None if rules is None or rules.is_standard_deck else rules.deck
    for i in range(samples):
        hands, _ = deal_cards(shuffled_deck(rng, ids), dealer=i % players, players=players)
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


# --------------------------------------------------------------------------------------
# Six-card hands (Bid Euchre, RULES 9.3) and hidden partners (five-handed, RULES 9.4)
# --------------------------------------------------------------------------------------


def trump_count_distribution(
    rules: Rules | None = None, trump: Suit = Suit.HEARTS
) -> dict[int, Fraction]:
    """How many trumps of a named suit one player is dealt, counted (not walked): a
    hand of ``rules.hand_size`` cards from the table's deck holds k of its trumps in
    C(trumps, k) * C(others, size - k) of the C(deck, size) hands. Six cards in Bid
    Euchre, seven trumps a suit (eight with the joker, which is a trump of every suit).

    >>> from fractions import Fraction
    >>> from math import comb
    >>> bid = trump_count_distribution(Rules.bid_euchre())
    >>> bid[0] == Fraction(comb(17, 6), comb(24, 6)), max(bid)
    (True, 6)
    >>> sum(trump_count_distribution(Rules.five_handed()).values())
    Fraction(1, 1)
    """
    rules = Rules() if rules is None else rules_arg(rules)
    good, total, size = len(trump_cards(trump, rules)), rules.deck_size, rules.hand_size
    return {
        k: Fraction(comb(good, k) * comb(total - good, size - k), comb(total, size))
        for k in range(min(good, size) + 1)
        if comb(total - good, size - k)
    }


def best_suit_distribution(rules: Rules | None = None) -> dict[int, Fraction]:
    """How many trumps a hand would hold in its best suit: the most, over the four
    suits its player could name, walking every hand of ``rules.hand_size`` cards of the
    table's deck (the joker, when played with, counts for every suit). What a Bid
    Euchre bidder, who names the trump, can count on.

    >>> best = best_suit_distribution()
    >>> min(best), max(best)
    (2, 5)
    >>> six = best_suit_distribution(Rules.bid_euchre())
    >>> min(six), max(six)
    (2, 6)
    """
    rules = Rules() if rules is None else rules_arg(rules)
    ids, size = rules.deck, rules.hand_size
    if comb(len(ids), size) > MAX_HANDS:
        raise EuchreError(
            f"There are {comb(len(ids), size):,} hands of {size} from {len(ids)} cards, "
            f"too many to walk (at most {MAX_HANDS:,})."
        )
    masks = tuple(SUIT_MASK[s][s] for s in range(4))
    counts: Counter[int] = Counter()
    for hand in itertools.combinations([1 << i for i in ids], size):
        held = sum(hand)
        counts[max((held & m).bit_count() for m in masks)] += 1
    total = comb(len(ids), size)
    return {k: Fraction(n, total) for k, n in sorted(counts.items())}


def hidden_cards(
    hand: Iterable[Card], rules: Rules | None = None, *, seen: Iterable[Card] = ()
) -> tuple[Card, ...]:
    """The cards of the table's deck a player cannot see: all but their hand and the
    other cards ``seen`` (the upcard, a card played). Any hand size: six in Bid Euchre.

    >>> from euchre.cards import cards
    >>> len(hidden_cards(cards("9C TC QC KC AC 9S"), Rules.bid_euchre()))
    18
    """
    rules = Rules() if rules is None else rules_arg(rules)
    hand, seen = _hand_arg(hand), _hand_arg(seen, "seen")
    deck = deck_cards(rules)
    known = {*hand, *seen}
    if (
        len(hand) != rules.hand_size
        or len(known) != len(hand) + len(seen)
        or not known <= set(deck)
    ):
        raise CardParseError(
            f"hand={shown(hand)} must be {rules.hand_size} cards, and seen={shown(seen)} "
            f"other cards, all different, all from the table's deck of {len(deck)} cards."
        )
    return tuple(c for c in deck if c not in known)


def partner_hand_distribution(
    statistic: Callable[[Hand], K], *, hand: Iterable[Card], rules: Rules | None = None
) -> dict[K, Fraction]:
    """The exact distribution of ``statistic`` over the hands your partner may hold in
    Bid Euchre (or any form without an upcard to see), given your own hand: every
    hand of ``rules.hand_size`` from the cards you cannot see is equally likely.

    >>> from euchre.cards import cards
    >>> d = partner_hand_distribution(lambda h: Card("JH") in h,
    ...     hand=cards("9C TC QC KC AC 9S"), rules=Rules.bid_euchre())
    >>> d[True]
    Fraction(1, 3)
    """
    _check_statistic(statistic)
    rules = Rules() if rules is None else rules_arg(rules)
    return hand_distribution(statistic, cards=hidden_cards(hand, rules), size=rules.hand_size)


def card_places(
    card: Card,
    *,
    unseen: Iterable[Card],
    places: Mapping[K, int],
    trump: Suit | None,
    voids: Mapping[K, Iterable[Suit]] | None = None,
    barred: Iterable[K] = (),
) -> dict[K, Fraction]:
    """Where a card you cannot see lies: the exact chance of each place (a player's
    hand, the kitty).

    The ``unseen`` cards (``card`` among them) fill the places' hidden slots
    (``places``: how many of them each place holds), and every way of dealing them
    that keeps to what the play has shown is equally likely: ``voids`` names the
    suits (as they play with ``trump``) a place has shown it lacks by not following,
    and ``barred`` the places that cannot hold this very card (in five-handed, the
    maker, who may not call a card of their own). The deals are counted suit by suit,
    not walked.

    >>> from euchre.cards import cards
    >>> unseen = cards("AS KS 9H TH QH")
    >>> card_places(Card("AS"), unseen=unseen, places={"West": 3, "kitty": 2},
    ...             trump=Suit.HEARTS)
    {'West': Fraction(3, 5), 'kitty': Fraction(2, 5)}
    >>> card_places(Card("AS"), unseen=unseen, places={"West": 3, "kitty": 2},
    ...             trump=Suit.HEARTS, voids={"West": [Suit.SPADES]})
    {'West': Fraction(0, 1), 'kitty': Fraction(1, 1)}
    """
    card = card_arg(card)
    pool = _hand_arg(unseen, "unseen")
    if not isinstance(places, Mapping):
        raise EuchreError(
            f"places={shown(places)} is not a table of places: give each place its number "
            "of unseen cards, like {'West': 5, 'kitty': 2}."
        )
    if voids is not None and (
        not isinstance(voids, Mapping)
        or not all(isinstance(v, Iterable) and not isinstance(v, str) for v in voids.values())
    ):
        raise EuchreError(
            f"voids={shown(voids)} is not a table of voids: give each place the suits it "
            "lacks, like {'West': [Suit.SPADES]}."
        )
    barred_list = list(barred) if isinstance(barred, Iterable) else None
    if (
        isinstance(barred, str)
        or barred_list is None
        or not all(isinstance(b, Hashable) for b in barred_list)
    ):
        raise EuchreError(f"barred={shown(barred)} is not a list of places, like ['West'].")
    holding = dict(places)
    void_of = {p: {_void_key(s) for s in v} for p, v in (voids or {}).items()}
    barred = set(barred_list)
    if card not in pool or len(set(pool)) != len(pool):
        raise EuchreError(
            f"{card} must be one of the unseen cards, and they must all be different: "
            f"got {shown(pool)}."
        )
    bad = [p for p, n in holding.items() if isinstance(n, bool) or not isinstance(n, int) or n < 0]
    if bad or sum(holding.values()) != len(pool):
        raise EuchreError(
            f"places={shown(holding)} must give each place a number of cards, "
            f"{len(pool)} in all (one slot for each unseen card)."
        )
    unknown = [p for p in [*void_of, *barred] if p not in holding]
    if unknown:
        raise EuchreError(f"{shown(unknown[0])} is not one of the places {shown(list(holding))}.")
    order = list(holding)
    tindex = NO_TRUMP if trump is None else int(suit_arg(trump))
    suit_of = {c: EFFECTIVE[tindex][c.id] for c in pool}
    where: dict[K, int] = {}
    for place in order:
        if place in barred or suit_of[card] in void_of.get(place, set()) or not holding[place]:
            where[place] = 0
            continue
        sizes = Counter(suit_of[c] for c in pool)
        sizes[suit_of[card]] -= 1
        slots = tuple(holding[p] - (p == place) for p in order)
        allowed = tuple(frozenset(void_of.get(p, set())) for p in order)
        where[place] = _ways(tuple(sorted(sizes.items())), slots, allowed)
    total = sum(where.values())
    if not total:
        raise EuchreError(f"No deal of the unseen cards puts {card} anywhere it may be.")
    return {place: Fraction(n, total) for place, n in where.items()}


def _void_key(suit: object) -> int:
    """The table index of a suit named in ``voids`` (a :class:`Suit`)."""
    return int(suit_arg(suit, "void suit"))


def _ways(
    sizes: tuple[tuple[int, int], ...], slots: tuple[int, ...], voids: tuple[frozenset[int], ...]
) -> int:
    """How many ways to deal distinct cards, ``sizes`` of each suit, into places of
    ``slots`` cards each, no card to a place void in its suit (suit by suit, each
    count of the slots still open remembered)."""

    @functools.cache
    def ways_from(i: int, open_slots: tuple[int, ...]) -> int:
        if i == len(sizes):
            return int(not any(open_slots))
        suit, count = sizes[i]
        places = [j for j, n in enumerate(open_slots) if n and suit not in voids[j]]
        total = 0
        for split in _splits(count, [open_slots[j] for j in places]):
            rest = list(open_slots)
            ways = factorial(count)
            for j, k in zip(places, split, strict=True):
                rest[j] -= k
                ways //= factorial(k)
            total += ways * ways_from(i + 1, tuple(rest))
        return total

    return ways_from(0, slots)


def _splits(count: int, caps: Sequence[int]) -> Iterable[tuple[int, ...]]:
    """Every way to write ``count`` as a sum of len(caps) parts, each at most its cap."""
    if not caps:
        if count == 0:
            yield ()
        return
    for k in range(min(count, caps[0]) + 1):
        for rest in _splits(count - k, caps[1:]):
            yield (k, *rest)
