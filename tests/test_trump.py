"""Trump, the bowers and the effective suit (RULES.md section 1)."""

from __future__ import annotations

import pytest

from euchre import Card, Rank, Suit, cards, effective_suit, is_trump, left_bower, right_bower
from euchre import trump_order as trump_order_
from euchre.cards import STANDARD_DECK
from euchre.trump import bower_kind, plain_order


def order(trump: str) -> list[str]:
    return [str(c) for c in trump_order_(Suit.parse(trump))]


def test_trump_order_red() -> None:
    assert order("H") == ["J♥", "J♦", "A♥", "K♥", "Q♥", "10♥", "9♥"]
    assert order("D") == ["J♦", "J♥", "A♦", "K♦", "Q♦", "10♦", "9♦"]


def test_trump_order_black() -> None:
    assert order("C") == ["J♣", "J♠", "A♣", "K♣", "Q♣", "10♣", "9♣"]
    assert order("S") == ["J♠", "J♣", "A♠", "K♠", "Q♠", "10♠", "9♠"]


@pytest.mark.parametrize("trump", list(Suit))
def test_seven_trumps_and_bowers(trump: Suit) -> None:
    trumps = trump_order_(trump)
    assert len(trumps) == 7
    assert trumps[0] == right_bower(trump) == Card(Rank.JACK, trump)
    assert trumps[1] == left_bower(trump) == Card(Rank.JACK, trump.sister)
    assert {c for c in STANDARD_DECK if is_trump(c, trump)} == set(trumps)
    assert bower_kind(trumps[0], trump) == "right"
    assert bower_kind(trumps[1], trump) == "left"
    assert all(bower_kind(c, trump) is None for c in trumps[2:])


@pytest.mark.parametrize("trump", list(Suit))
def test_effective_suit_of_every_card(trump: Suit) -> None:
    for card in STANDARD_DECK:
        expected = trump if card == left_bower(trump) else card.suit
        assert effective_suit(card, trump) is expected


def test_left_bower_is_a_heart_when_hearts_are_trump() -> None:
    jd = Card("JD")
    assert effective_suit(jd, Suit.HEARTS) is Suit.HEARTS
    assert is_trump(jd, Suit.HEARTS)
    # ... and a plain diamond (or trump itself) under any other trump
    assert effective_suit(jd, Suit.CLUBS) is Suit.DIAMONDS
    assert effective_suit(jd, Suit.SPADES) is Suit.DIAMONDS
    assert not is_trump(jd, Suit.SPADES)
    assert is_trump(jd, Suit.DIAMONDS)


def test_non_jacks_of_the_sister_suit_are_not_trump() -> None:
    assert not is_trump(Card("AD"), Suit.HEARTS)
    assert effective_suit(Card("AD"), Suit.HEARTS) is Suit.DIAMONDS


def test_sister_suit_has_five_cards_and_plain_order() -> None:
    assert [str(c) for c in plain_order(Suit.DIAMONDS, Suit.HEARTS)] == [
        "A♦",
        "K♦",
        "Q♦",
        "10♦",
        "9♦",
    ]
    # A plain suit of the other colour keeps its jack between Q and 10.
    assert plain_order(Suit.CLUBS, Suit.HEARTS) == cards("AC KC QC JC TC 9C")


@pytest.mark.parametrize("trump", list(Suit))
def test_effective_suits_partition_the_deck(trump: Suit) -> None:
    sizes = {s: sum(1 for c in STANDARD_DECK if effective_suit(c, trump) is s) for s in Suit}
    assert sizes[trump] == 7
    assert sizes[trump.sister] == 5
    assert sum(sizes.values()) == 24
