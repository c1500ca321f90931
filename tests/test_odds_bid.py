"""Exact odds of Bid Euchre and five-handed call-your-partner (RULES.md 9.3, 9.4): the
counted figures against walking every hand, the suit-by-suit count of where a hidden
card lies against dealing out every way, and both against the engine's own deck."""

from __future__ import annotations

import itertools
from collections import Counter
from fractions import Fraction
from math import comb

import pytest

from euchre import Card, Rules, Suit
from euchre.cards import cards
from euchre.errors import CardParseError, EuchreError
from euchre.odds import (
    best_suit_distribution,
    card_places,
    dealt_distribution,
    deck_cards,
    hand_distribution,
    hidden_cards,
    partner_hand_distribution,
    trump_cards,
    trump_count_distribution,
    trumps_in,
)
from euchre.trump import effective_suit

BID, FIVE, FOUR = Rules.bid_euchre(), Rules.five_handed(), Rules()
BID_JOKER = BID.replace(joker=True)
FORMS = [FOUR, BID, BID_JOKER, FIVE, Rules.two_handed()]


# ------------------------------------------------------------ trumps in a hand


@pytest.mark.parametrize("rules", FORMS, ids=lambda r: f"{r.form}-{r.deck_size}")
def test_trump_count_is_the_walk_of_every_hand(rules: Rules) -> None:
    for trump in (Suit.HEARTS, Suit.CLUBS):
        walked = hand_distribution(
            lambda hand, t=trump: trumps_in(hand, t),  # type: ignore[misc]
            cards=deck_cards(rules),
            size=rules.hand_size,
        )
        assert trump_count_distribution(rules, trump) == walked


def test_six_card_hands_and_the_joker() -> None:
    six = trump_count_distribution(BID)
    assert sum(six.values()) == 1 and max(six) == 6 and len(trump_cards(Suit.HEARTS, BID)) == 7
    joker = trump_count_distribution(BID_JOKER)
    assert len(trump_cards(Suit.HEARTS, BID_JOKER)) == 8
    assert joker[0] == Fraction(comb(17, 6), comb(25, 6))
    # one more trump in the deck: fewer hands without any, more with three or more
    assert joker[0] < six[0]
    assert sum(p for k, p in joker.items() if k >= 3) > sum(p for k, p in six.items() if k >= 3)
    # a six-card hand holds more trumps than a five-card one
    five = trump_count_distribution(FOUR)
    mean = {r: sum(k * p for k, p in d.items()) for r, d in (("5", five), ("6", six))}
    assert mean["5"] == Fraction(5 * 7, 24) and mean["6"] == Fraction(6 * 7, 24)


def best_by_brute_force(rules: Rules) -> dict[int, Fraction]:
    def best(hand: tuple[Card, ...]) -> int:
        return max(trumps_in(hand, suit) for suit in Suit)

    return hand_distribution(best, cards=deck_cards(rules), size=rules.hand_size)


@pytest.mark.parametrize("rules", [FOUR, BID, FIVE], ids=lambda r: r.form)
def test_best_suit_is_the_walk_of_every_hand(rules: Rules) -> None:
    best = best_suit_distribution(rules)
    assert best == best_by_brute_force(rules)
    assert sum(best.values()) == 1 and min(best) == 2


def test_best_suit_with_the_joker() -> None:
    best = best_suit_distribution(BID_JOKER)
    assert sum(best.values()) == 1 and max(best) == 6
    hands_with_joker = Fraction(6, 25)
    # a hand with the joker and two cards of one suit already has three trumps
    assert sum(p for k, p in best.items() if k >= 3) > hands_with_joker


# ------------------------------------------------------------- partner's hand


def test_partner_hand_is_the_hypergeometric_count() -> None:
    mine = cards("JH AH 9H KC QS TD")
    left_out = [c for c in trump_cards(Suit.HEARTS, BID) if c not in mine]
    got = partner_hand_distribution(lambda hand: trumps_in(hand, Suit.HEARTS), hand=mine, rules=BID)
    unseen, good = 18, len(left_out)
    assert got == {
        k: Fraction(comb(good, k) * comb(unseen - good, 6 - k), comb(unseen, 6))
        for k in range(good + 1)
    }
    joker = partner_hand_distribution(lambda h: Card.joker() in h, hand=mine, rules=BID_JOKER)
    assert joker[True] == Fraction(6, 19)  # 19 cards unseen, one of them never dealt


def test_hidden_cards_refuses_a_wrong_hand() -> None:
    assert len(hidden_cards(cards("9C TC QC KC AC 9S"), BID_JOKER)) == 19
    with pytest.raises(CardParseError, match="must be 6 cards"):
        hidden_cards(cards("9C TC QC KC AC"), BID)
    with pytest.raises(CardParseError, match="all different"):
        hidden_cards(cards("9C TC QC KC AC 9S"), BID, seen=cards("9S"))


# ------------------------------------------------------ where a hidden card lies


def places_by_brute_force(
    card: Card,
    unseen: tuple[Card, ...],
    places: dict[str, int],
    trump: Suit | None,
    voids: dict[str, set[Suit]],
    barred: set[str],
) -> dict[str, Fraction]:
    """Deal the unseen cards out every way (each ordering of them, cut into the
    places' slots), keep the deals that respect the voids, count where ``card`` is."""
    names = list(places)
    counts: Counter[str] = Counter()
    for order in itertools.permutations(unseen):
        start, deal = 0, {}
        for name in names:
            deal[name] = order[start : start + places[name]]
            start += places[name]
        suit = (lambda c: c.suit) if trump is None else (lambda c: effective_suit(c, trump))
        if any(suit(c) in voids.get(n, set()) for n in names for c in deal[n]):
            continue
        holder = next(n for n in names if card in deal[n])
        if holder not in barred:
            counts[holder] += 1
    total = sum(counts.values())
    return {n: Fraction(counts[n], total) for n in names}


SMALL = cards("JD AS KS 9S AH 9C KD")


@pytest.mark.parametrize(
    ("places", "voids", "barred"),
    [
        ({"W": 3, "N": 2, "kitty": 2}, {}, set()),
        ({"W": 3, "N": 2, "kitty": 2}, {"W": {Suit.SPADES}}, set()),
        ({"W": 2, "N": 2, "E": 1, "kitty": 2}, {"N": {Suit.HEARTS}}, {"W"}),
        ({"W": 3, "N": 2, "kitty": 2}, {"W": {Suit.CLUBS, Suit.HEARTS}, "N": {Suit.SPADES}}, set()),
    ],
)
@pytest.mark.parametrize("trump", [Suit.HEARTS, Suit.CLUBS, None])
@pytest.mark.parametrize("card", [Card("AS"), Card("JD")])
def test_card_places_count_every_deal(
    places: dict[str, int],
    voids: dict[str, set[Suit]],
    barred: set[str],
    trump: Suit | None,
    card: Card,
) -> None:
    try:
        brute = places_by_brute_force(card, SMALL, places, trump, voids, barred)
    except ZeroDivisionError:  # no deal at all: the count must refuse too
        with pytest.raises(EuchreError):
            card_places(card, unseen=SMALL, places=places, trump=trump, voids=voids, barred=barred)
        return
    got = card_places(card, unseen=SMALL, places=places, trump=trump, voids=voids, barred=barred)
    assert got == brute and sum(got.values()) == 1


def test_the_called_card_at_the_call() -> None:
    """Five-handed, as the maker calls (nobody has played): the 22 cards the maker cannot
    see fill four hands of five and the two kitty cards under the turned-down upcard."""
    hand, upcard = cards("JH JD AH KS 9C"), Card("QD")
    unseen = hidden_cards(hand, FIVE, seen=[upcard])
    assert len(unseen) == 22
    places = {"West": 5, "Northwest": 5, "Northeast": 5, "East": 5, "kitty": 2}
    got = card_places(Card("AS"), unseen=unseen, places=places, trump=Suit.HEARTS)
    assert got["kitty"] == Fraction(1, 11) and got["West"] == Fraction(5, 22)
    # the same figure from the kitty alone: every pair of unseen cards equally likely
    pairs = list(itertools.combinations(unseen, 2))
    assert Fraction(sum(Card("AS") in p for p in pairs), len(pairs)) == got["kitty"]
    # A defender who does not hold it: the maker cannot (it called the card)
    seen_by_defender = cards("9H TH 8S 8C QC", min_rank=8)
    unseen_d = hidden_cards(seen_by_defender, FIVE, seen=[upcard])
    places_d = {"South": 5, "Northwest": 5, "Northeast": 5, "East": 5, "kitty": 2}
    d = card_places(
        Card("AS"), unseen=unseen_d, places=places_d, trump=Suit.HEARTS, barred=["South"]
    )
    assert d == {
        "South": 0,
        "Northwest": Fraction(5, 17),
        "Northeast": Fraction(5, 17),
        "East": Fraction(5, 17),
        "kitty": Fraction(2, 17),
    }


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"card": Card("JC")}, "must be one of the unseen cards"),
        ({"places": {"W": 3, "kitty": 1}}, "5 in all"),
        ({"places": {"W": -1, "kitty": 6}}, "5 in all"),
        ({"voids": {"E": [Suit.SPADES]}}, "'E' is not one of the places"),
        ({"barred": ["W", "kitty"]}, "No deal"),
    ],
)
def test_card_places_refuses_bad_input(kwargs: dict[str, object], message: str) -> None:
    args: dict[str, object] = {
        "card": Card("AS"),
        "unseen": cards("AS KS 9H TH QH"),
        "places": {"W": 3, "kitty": 2},
        "trump": Suit.HEARTS,
        **kwargs,
    }
    with pytest.raises(EuchreError, match=message) as caught:
        card_places(**args)  # type: ignore[arg-type]
    assert isinstance(caught.value, ValueError)


def test_cards_in_play_in_the_new_forms() -> None:
    joker = (Card.joker(),)
    assert dealt_distribution(len, marked=joker, rules=BID_JOKER)[1] == Fraction(24, 25)
    assert dealt_distribution(len, marked=(Card("JH"),), rules=BID) == {1: Fraction(1)}
    five = dealt_distribution(len, marked=(Card("AS"),), rules=FIVE)
    assert five[0] == Fraction(3, 28)  # the kitty's three cards of 28
