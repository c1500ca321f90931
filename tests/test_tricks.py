"""Following suit and winning tricks (RULES.md section 4), the left bower both ways."""

from __future__ import annotations

import random

import pytest

from euchre import Card, IllegalActionError, Suit, cards, legal_plays, trick_winner
from euchre.cards import STANDARD_DECK
from euchre.tricks import check_follow

H, D, C, S = Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS, Suit.SPADES


# ------------------------------------------------------------------ legal plays


def test_any_card_may_be_led() -> None:
    hand = cards("JD QD AS 9C KH")
    assert legal_plays(hand, H) == hand
    assert legal_plays(hand, H, led=None) == hand


def test_must_follow_led_suit() -> None:
    hand = cards("AS 9S KH 9C")
    assert legal_plays(hand, H, led=Card("QS")) == cards("AS 9S")


def test_void_may_play_anything_trumping_allowed_not_required() -> None:
    hand = cards("KH 9C AS")
    assert legal_plays(hand, H, led=Card("AD")) == hand


def test_left_bower_must_follow_a_trump_lead_when_it_is_the_only_trump() -> None:
    hand = cards("JD QD AS 9C")
    assert legal_plays(hand, H, led=Card("9H")) == (Card("JD"),)
    assert legal_plays(hand, H, led=H) == (Card("JD"),)


def test_left_bower_may_not_follow_its_printed_suit() -> None:
    hand = cards("JD QD AS 9C KH")
    assert legal_plays(hand, H, led=Card("AD")) == (Card("QD"),)
    assert legal_plays(hand, H, led=D) == (Card("QD"),)


def test_left_bower_alone_in_its_printed_suit_does_not_count_as_that_suit() -> None:
    # J♦ is the only diamond-printed card, but it is a heart: the hand is void in
    # diamonds and may play anything.
    hand = cards("JD AS 9C")
    assert legal_plays(hand, H, led=Card("AD")) == hand


def test_jack_follows_its_printed_suit_when_not_a_bower() -> None:
    hand = cards("JD AS 9C")
    assert legal_plays(hand, S, led=Card("AD")) == (Card("JD"),)


def test_left_bower_led_means_trump_was_led() -> None:
    hand = cards("QD KH AS")
    assert legal_plays(hand, H, led=Card("JD")) == (Card("KH"),)
    hand = cards("QD AS 9C")  # no hearts: void in trump, anything goes
    assert legal_plays(hand, H, led=Card("JD")) == hand


def test_legal_plays_keeps_hand_order_and_accepts_lists() -> None:
    hand = [Card("9H"), Card("AS"), Card("KH")]
    assert legal_plays(hand, H, led=Card("QH")) == (Card("9H"), Card("KH"))


@pytest.mark.parametrize("trump", list(Suit))
def test_legal_plays_is_never_empty(trump: Suit) -> None:
    deck = list(STANDARD_DECK)
    for led in [*Suit, None]:
        for start in range(0, 20, 3):
            hand = deck[start : start + 5]
            plays = legal_plays(hand, trump, led=led)
            assert plays and set(plays) <= set(hand)


# ------------------------------------------------------------------ trick winner


def test_highest_of_led_suit_wins_without_trump() -> None:
    assert trick_winner(cards("KS AS 9S QS"), H) == 1


def test_off_suit_high_card_does_not_win() -> None:
    assert trick_winner(cards("9S AD AC KD"), H) == 0


def test_any_trump_beats_the_led_suit() -> None:
    assert trick_winner(cards("AS KS 9H QS"), H) == 2


def test_highest_trump_wins() -> None:
    assert trick_winner(cards("AS 9H AH TH"), H) == 2
    assert trick_winner(cards("AH JD KH 9H"), H) == 1
    assert trick_winner(cards("JD AH JH 9H"), H) == 2


def test_left_bower_beats_the_ace_of_trump_and_right_bower_beats_all() -> None:
    assert trick_winner(cards("AS JD AH"), H) == 1
    assert trick_winner(cards("AS JD JH"), H) == 2


def test_left_bower_off_colour_is_a_plain_jack() -> None:
    # spades trump: J♦ is just a diamond, beaten by the diamond queen
    assert trick_winner(cards("9D JD QD"), S) == 2


def test_left_bower_led_wins_against_plain_cards_of_its_printed_suit() -> None:
    assert trick_winner(cards("JD AD KD QD"), H) == 0


def test_trick_of_two_and_three() -> None:
    assert trick_winner(cards("9C AC"), S) == 1
    assert trick_winner(cards("9C AC 9S"), S) == 2


@pytest.mark.parametrize("trump", list(Suit))
def test_winner_is_trump_order_then_led_suit(trump: Suit) -> None:
    # Brute check against a spelled-out reference for many tricks.
    from euchre import effective_suit, trump_order

    ranking = list(trump_order(trump))
    plain = "9TJQKA"
    rng = random.Random(int(trump))
    for size in (2, 3, 4) * 1000:
        trick = tuple(rng.sample(STANDARD_DECK, size))
        led = effective_suit(trick[0], trump)
        trumps = [c for c in trick if c in ranking]
        if trumps:
            expected = trick.index(min(trumps, key=ranking.index))
        else:
            followers = [c for c in trick if effective_suit(c, trump) is led]
            expected = trick.index(max(followers, key=lambda c: plain.index(c.code[0])))
        assert trick_winner(trick, trump) == expected


def test_empty_trick_has_no_winner() -> None:
    with pytest.raises(IllegalActionError):
        trick_winner((), H)


# ------------------------------------------------------------------ renege messages


def test_renege_with_the_left_bower_names_it_and_the_card_to_play() -> None:
    with pytest.raises(IllegalActionError) as info:
        check_follow(cards("JD QD AS"), Card("JD"), H, Card("AD"))
    assert str(info.value) == (
        "J♦, the left bower, counts as a heart when hearts are trump; you must follow diamonds with Q♦."
    )


def test_renege_on_a_trump_lead_mentions_the_left_bower() -> None:
    with pytest.raises(IllegalActionError) as info:
        check_follow(cards("JD QD AS"), Card("AS"), H, Card("9H"))
    message = str(info.value)
    assert "9♥ was led" in message
    assert "J♦, the left bower, counts as a heart" in message
    assert "you must follow hearts with J♦" in message and "not A♠" in message


def test_renege_after_a_left_bower_lead() -> None:
    with pytest.raises(IllegalActionError, match="J♦ was led: as the left bower it is a heart"):
        check_follow(cards("KH AS"), Card("AS"), H, Card("JD"))


def test_plain_renege_names_the_suit_and_cards() -> None:
    with pytest.raises(IllegalActionError) as info:
        check_follow(cards("9S KS AH"), Card("AH"), H, Card("QS"))
    message = str(info.value)
    assert "Q♠ was led" in message
    assert "you must follow spades with 9♠ or K♠" in message
    assert "not A♥ (a heart)" in message


def test_renege_with_a_suit_given() -> None:
    with pytest.raises(IllegalActionError, match="Spades were led"):
        check_follow(cards("9S AH"), Card("AH"), H, S)


def test_card_not_held() -> None:
    with pytest.raises(IllegalActionError, match="You do not hold A♠: your cards are 9♠ and A♥"):
        check_follow(cards("9S AH"), Card("AS"), H, None)


def test_check_follow_accepts_legal_plays() -> None:
    check_follow(cards("JD QD AS"), Card("QD"), H, Card("AD"))
    check_follow(cards("JD QD AS"), Card("JD"), H, Card("9H"))
    check_follow(cards("JD QD AS"), Card("AS"), H, None)
