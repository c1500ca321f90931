"""Exact odds for the other forms (RULES.md 9.1, 9.2, 9.5): the counting shortcut of
marked_distribution checked against walking every draw, the forms' figures against
an independent count (the hypergeometric formula) and against the engine's own
dealing."""

from __future__ import annotations

import itertools
from fractions import Fraction
from math import comb

import pytest

from euchre import Card, Deal, Rules, Suit
from euchre.cards import STANDARD_DECK, cards
from euchre.errors import CardParseError, EuchreError
from euchre.odds import (
    dealt_distribution,
    deck_cards,
    hand_distribution,
    marked_distribution,
    opponents_distribution,
    simulate_hands,
    trump_cards,
    trumps_in,
    unseen_cards,
)

TWO, THREE, FOUR, RAILROAD = Rules.two_handed(), Rules.cutthroat(), Rules(), Rules.railroad()
HEARTS = trump_cards(Suit.HEARTS)
BOWERS = (Card("JH"), Card("JD"))


def hypergeometric(good: int, total: int, draw: int) -> dict[int, Fraction]:
    """How many of ``good`` special cards land in ``draw`` of ``total``: the formula."""
    return {
        k: Fraction(comb(good, k) * comb(total - good, draw - k), comb(total, draw))
        for k in range(min(good, draw) + 1)
        if comb(total - good, draw - k)
    }


# ------------------------------------------------------ the counting shortcut


@pytest.mark.parametrize(
    "statistic",
    [len, lambda drawn: Card("JH") in drawn, lambda drawn: tuple(drawn), lambda d: len(d) >= 2],
)
@pytest.mark.parametrize("size", [0, 3, 5, 10])
def test_marked_counting_matches_walking_every_draw(statistic: object, size: int) -> None:
    deck = STANDARD_DECK[:14]  # small enough to walk every draw of up to 10 cards
    marked = (deck[0], deck[3], deck[7], deck[13])
    walked = hand_distribution(
        lambda hand: statistic(tuple(c for c in marked if c in hand)),  # type: ignore[operator]
        cards=deck,
        size=size,
    )
    counted = marked_distribution(statistic, marked=marked, cards=deck, size=size)  # type: ignore[arg-type]
    assert counted == walked
    assert sum(counted.values()) == 1


def test_marked_counting_matches_a_whole_deck_walk() -> None:
    walked = hand_distribution(lambda hand: trumps_in(hand, Suit.HEARTS))
    assert marked_distribution(len, marked=HEARTS) == walked


def test_trump_cards_follow_the_deck() -> None:
    assert trump_cards(Suit.HEARTS) == cards("JH JD AH KH QH TH 9H")
    assert trump_cards(Suit.SPADES, RAILROAD)[0] == Card.joker()
    assert len(trump_cards(Suit.CLUBS, Rules(min_rank=7))) == 9


# ------------------------------------------------------------- cards in play


@pytest.mark.parametrize("rules", [FOUR, TWO, THREE, RAILROAD, Rules(min_rank=7)])
def test_trumps_dealt_follow_the_formula(rules: Rules) -> None:
    trumps = trump_cards(Suit.SPADES, rules)
    deck = len(deck_cards(rules))
    dealt = dealt_distribution(len, marked=trumps, rules=rules)
    assert dealt == hypergeometric(len(trumps), deck, 5 * rules.players)


def test_the_right_bower_is_in_play_less_often_with_fewer_players() -> None:
    right = (Card("JS"),)
    in_play = [dealt_distribution(len, marked=right, rules=r)[1] for r in (TWO, THREE, FOUR)]
    assert in_play == [Fraction(10, 24), Fraction(15, 24), Fraction(20, 24)]


@pytest.mark.parametrize(("rules", "seed"), [(TWO, 5), (THREE, 6)])
def test_trumps_dealt_match_the_engines_deals(rules: Rules, seed: int) -> None:
    """The exact figure is what the engine's shuffled deals of the form produce."""
    samples = 3000
    exact = dealt_distribution(lambda d: len(d) >= 3, marked=HEARTS, rules=rules)[True]
    hits = 0
    for i in range(samples):
        deal = Deal.shuffled(seed=seed * 100_000 + i, dealer=i % rules.players, rules=rules)
        held = [c for seat in range(rules.players) for c in deal.hand(seat)]
        hits += sum(1 for c in held if c in HEARTS) >= 3
    p = float(exact)
    se = (p * (1 - p) / samples) ** 0.5
    assert abs(hits / samples - p) < 4 * se


# ------------------------------------------------------- what opponents hold

HAND = cards("JH AH 9C TC KS")
UPCARD = Card("QD")


@pytest.mark.parametrize(("rules", "held"), [(TWO, 5), (THREE, 10), (FOUR, 10)])
def test_opponents_trumps_follow_the_formula(rules: Rules, held: int) -> None:
    unseen = unseen_cards(HAND, UPCARD, rules)
    assert len(unseen) == 18
    left = [c for c in HEARTS if c in unseen]  # the trumps you cannot see
    dist = opponents_distribution(
        lambda theirs: sum(c in left for c in theirs), hand=HAND, upcard=UPCARD, rules=rules
    )
    assert dist == hypergeometric(len(left), 18, held)


def test_two_handed_opponent_by_brute_force() -> None:
    """Every way of splitting the unseen 18 into the opponent's five and the 13 unseen
    cards, walked directly from the deck (not through the library's helpers)."""
    seen = {*HAND, UPCARD}
    unseen = [c for c in STANDARD_DECK if c not in seen]
    counts = {True: 0, False: 0}
    for theirs in itertools.combinations(unseen, 5):
        counts[Card("JD") in theirs] += 1
    total = sum(counts.values())
    dist = opponents_distribution(
        lambda theirs: Card("JD") in theirs, hand=HAND, upcard=UPCARD, rules=TWO
    )
    assert dist == {False: Fraction(counts[False], total), True: Fraction(counts[True], total)}


def test_cutthroat_opponents_match_the_engines_deals() -> None:
    """South, holding neither the right bower nor seeing it turned up, finds it in
    West's or East's hand as often as the exact figure says."""
    right = Card("JS")
    samples = hits = 0
    for i in range(6000):
        deal = Deal.shuffled(seed=70_000 + i, dealer=i % 3, rules=THREE)
        if right in deal.hand(0) or deal.upcard == right:
            continue
        samples += 1
        hits += right in deal.hand(1) or right in deal.hand(2)
    hand, up = cards("9H TH QH KH AH"), Card("9D")
    exact = opponents_distribution(lambda t: right in t, hand=hand, upcard=up, rules=THREE)
    p = float(exact[True])
    assert p == pytest.approx(10 / 18)
    se = (p * (1 - p) / samples) ** 0.5
    assert abs(hits / samples - p) < 4 * se


def test_railroad_opponents_see_the_joker_deck() -> None:
    unseen = unseen_cards(HAND, UPCARD, RAILROAD)
    assert len(unseen) == 19 and Card.joker() in unseen
    dist = opponents_distribution(
        lambda t: Card.joker() in t, hand=HAND, upcard=UPCARD, rules=RAILROAD
    )
    assert dist[True] == Fraction(10, 19)


# ----------------------------------------------------------------- simulation


def test_simulation_deals_the_forms_hands() -> None:
    two = simulate_hands(lambda h: len(h), samples=20, seed=3, seat=1, rules=TWO)
    assert two == {5: 1.0}
    three = simulate_hands(
        lambda h: trumps_in(h, Suit.HEARTS), samples=2000, seed=3, seat=2, rules=THREE
    )
    exact = hand_distribution(lambda h: trumps_in(h, Suit.HEARTS))
    for k, p in exact.items():
        se = (float(p) * (1 - float(p)) / 2000) ** 0.5
        assert abs(three.get(k, 0.0) - float(p)) < 4 * se + 1e-9
    with pytest.raises(EuchreError, match=r"seats are 0 \(South\) and 1 \(North\)"):
        simulate_hands(len, samples=1, seed=1, seat=2, rules=TWO)


# --------------------------------------------------------------------- errors


@pytest.mark.parametrize(
    ("hand", "upcard"),
    [
        (cards("JH AH 9C TC"), UPCARD),  # four cards
        (cards("JH AH 9C TC QD"), UPCARD),  # the upcard is in the hand
        (cards("JH AH 9C TC 8C", min_rank=7), UPCARD),  # an 8 is not in the 24-card deck
    ],
)
def test_unseen_cards_refuse_impossible_hands(hand: tuple[Card, ...], upcard: Card) -> None:
    with pytest.raises(CardParseError, match="five cards and one more"):
        unseen_cards(hand, upcard)


def test_marked_cards_are_checked() -> None:
    with pytest.raises(EuchreError, match="different cards"):
        marked_distribution(len, marked=[Card("JH"), Card("JH")])
    with pytest.raises(EuchreError, match="different cards"):
        marked_distribution(len, marked=[Card.parse("8H", min_rank=7)])
    with pytest.raises(EuchreError, match="too many"):
        marked_distribution(len, marked=STANDARD_DECK[:17])
    with pytest.raises(EuchreError, match="not a function"):
        dealt_distribution(3, marked=BOWERS)  # type: ignore[arg-type]
    with pytest.raises(EuchreError, match="not a set of rules"):
        opponents_distribution(len, hand=HAND, upcard=UPCARD, rules="two")  # type: ignore[arg-type]
