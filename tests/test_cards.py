"""Cards, suits and ranks (RULES.md section 1) and their text forms."""

from __future__ import annotations

import copy
import pickle

import pytest

from euchre import Card, CardParseError, EuchreError, Rank, Suit, cards
from euchre.cards import STANDARD_DECK, cards_of_mask, mask_of


@pytest.mark.parametrize("text", ["JD", "jd", "J♦", "j♦", "Jd", " JD ", "jack of diamonds"])
def test_parse_jack_of_diamonds(text: str) -> None:
    card = Card.parse(text)
    assert card.rank is Rank.JACK and card.suit is Suit.DIAMONDS
    assert card is Card("JD")


@pytest.mark.parametrize("text", ["10D", "TD", "td", "10♦", "10d"])
def test_parse_ten(text: str) -> None:
    assert Card.parse(text) == Card(Rank.TEN, Suit.DIAMONDS)


@pytest.mark.parametrize("text", ["8H", "7S", "", "   ", "J", "JX", "1D", "11D", "joker", "J♦♦"])
def test_parse_errors_say_what_a_card_looks_like(text: str) -> None:
    with pytest.raises(CardParseError) as info:
        Card.parse(text)
    assert isinstance(info.value, ValueError) and isinstance(info.value, EuchreError)
    message = str(info.value)
    assert repr(text) in message
    assert "rank then its suit" in message and "'JD'" in message


def test_eight_is_explained_as_a_32_card_rank() -> None:
    with pytest.raises(CardParseError, match="32-card deck"):
        Card.parse("8H")


def test_parse_rejects_non_text() -> None:
    with pytest.raises(CardParseError):
        Card.parse(12)  # type: ignore[arg-type]


def test_str_and_repr() -> None:
    assert str(Card("JD")) == "J♦"
    assert str(Card("TH")) == "10♥"
    assert repr(Card("9c")) == "Card('9♣')"
    assert Card("TH").code == "TH"
    assert Card("AS").name == "ace of spades"
    assert f"{Card('KC'):>4}" == "  K♣"


def test_round_trip_of_every_card() -> None:
    assert len(STANDARD_DECK) == 24
    assert len(set(STANDARD_DECK)) == 24
    for card in STANDARD_DECK:
        assert Card.parse(str(card)) is card
        assert Card.parse(card.code) is card
        assert Card.parse(card.name) is card
        assert Card.from_id(card.id) is card
        assert card.bit == 1 << card.id


def test_deck_has_nine_to_ace_in_four_suits() -> None:
    ranks = {c.rank for c in STANDARD_DECK}
    assert ranks == {Rank.NINE, Rank.TEN, Rank.JACK, Rank.QUEEN, Rank.KING, Rank.ACE}
    for suit in Suit:
        assert sum(1 for c in STANDARD_DECK if c.suit is suit) == 6


def test_cards_is_a_tuple() -> None:
    hand = cards("J♦ A♥ 9♣")
    assert isinstance(hand, tuple)
    assert hand == (Card("JD"), Card("AH"), Card("9C"))
    assert cards("JD,AH, 9c") == hand
    assert cards(["JD", Card("AH"), "9♣"]) == hand
    assert cards("") == ()


def test_cards_reports_the_bad_card() -> None:
    with pytest.raises(CardParseError, match="'8H'"):
        cards("JD 8H")


def test_an_empty_text_and_several_cards_are_named_as_such() -> None:
    # Both read "'' is not in the Euchre deck" and "'JD AH' is not in the Euchre deck".
    for empty in ("", "  "):
        with pytest.raises(CardParseError, match=r"No card given: .* is empty"):
            Card(empty)
    with pytest.raises(CardParseError, match=r"'JD, AH' is 2 cards, .* cards\('JD, AH'\)"):
        Card("JD, AH")
    with pytest.raises(CardParseError, match="'XX' is not in the Euchre deck"):
        Card("XX")


def test_cards_are_immutable_values() -> None:
    card = Card("AS")
    with pytest.raises(AttributeError):
        card._rank = Rank.KING
    assert hash(card) == hash(Card("A♠"))
    assert {Card("AS"), Card("as")} == {card}
    assert pickle.loads(pickle.dumps(card)) is card
    assert copy.deepcopy(card) is card
    assert card != "AS"


def test_card_sort_order() -> None:
    assert sorted(cards("AS 9C KD 9D JH")) == list(cards("9C 9D KD JH AS"))
    assert Card("9C") < Card("TC") < Card("9D")
    assert Card("AS") > Card("KS") and Card("AS") >= Card("AS") and Card("9C") <= Card("9C")


def test_cards_compare_only_with_cards() -> None:
    # Comparing with another type is a TypeError (it used to recurse forever for
    # strings, and raise AttributeError for ints).
    with pytest.raises(TypeError):
        sorted([Card("AS"), "KS"])  # type: ignore[type-var]
    with pytest.raises(TypeError):
        _ = Card("AS") < 3
    with pytest.raises(TypeError):
        _ = Card("AS") >= "AS"
    assert Card("AS") != 3


def test_card_needs_a_suit() -> None:
    with pytest.raises(CardParseError):
        Card(Rank.JACK)
    assert Card(Rank.JACK, "D") is Card("JD")
    assert Card("J", "♦") is Card("JD")


@pytest.mark.parametrize("text", ["H", "h", "♥", "♡", "hearts", "Hearts", "heart", " HEARTS "])
def test_suit_parse(text: str) -> None:
    assert Suit.parse(text) is Suit.HEARTS


def test_suit_parse_error() -> None:
    with pytest.raises(CardParseError, match="'X' is not a suit"):
        Suit.parse("X")


def test_suit_colours_and_sisters() -> None:
    assert Suit.HEARTS.is_red and Suit.DIAMONDS.is_red
    assert not Suit.CLUBS.is_red and not Suit.SPADES.is_red
    assert Suit.HEARTS.sister is Suit.DIAMONDS and Suit.DIAMONDS.sister is Suit.HEARTS
    assert Suit.CLUBS.sister is Suit.SPADES and Suit.SPADES.sister is Suit.CLUBS
    for suit in Suit:
        assert suit.sister.colour == suit.colour and suit.sister is not suit
    assert str(Suit.SPADES) == "♠" and Suit.SPADES.letter == "S"
    assert Suit.SPADES.plural == "spades" and Suit.SPADES.singular == "spade"


@pytest.mark.parametrize(("text", "rank"), [("10", Rank.TEN), ("T", Rank.TEN), ("a", Rank.ACE)])
def test_rank_parse(text: str, rank: Rank) -> None:
    assert Rank.parse(text) is rank


def test_rank_parse_error() -> None:
    with pytest.raises(CardParseError, match="not a rank"):
        Rank.parse("1")


def test_masks() -> None:
    hand = cards("9C JD AS")
    assert cards_of_mask(mask_of(hand)) == tuple(sorted(hand, key=lambda c: c.id))
    assert mask_of([]) == 0
