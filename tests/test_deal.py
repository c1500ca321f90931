"""One deal as a state machine: dealing, bidding, the discard, play and the result
(RULES.md sections 2 to 5), with every option that changes a deal."""

from __future__ import annotations

import math
import random

import pytest

from euchre import (
    Action,
    ActionKind,
    Card,
    Deal,
    IllegalActionError,
    MisdealError,
    Phase,
    Rules,
    Suit,
    Trick,
    cards,
)
from euchre.dealing import deal_cards, packets, shuffled_deck

# Dealer seat 3, upcard A♣. Seat 1 holds J♦ with Q♦ (the left bower when hearts
# are trump), and J♦ is its only "heart".
HANDS_X = ["AD KS 9H 9C TC", "JD QD AS QC KC", "KD TD QS TH QH", "9D JH AH KH 9S"]
KITTY_X = "AC JC JS TS"

# Dealer seat 3, upcard 10♥: the engine's module example.
HANDS_Y = ["JH JD AH KH QH", "9C TC QC KC AC", "9S TS QS KS AS", "9D TD QD KD AD"]
KITTY_Y = "TH 9H JC JS"

STANDARD = Rules()


def deal_x(rules: Rules = STANDARD, dealer: int = 3) -> Deal:
    return Deal.new(dealer=dealer, hands=HANDS_X, kitty=KITTY_X, rules=rules)


def deal_y(rules: Rules = STANDARD, dealer: int = 3) -> Deal:
    return Deal.new(dealer=dealer, hands=HANDS_Y, kitty=KITTY_Y, rules=rules)


def hearts_x() -> Deal:
    """Deal X with hearts called by seat 0 in round 2: seat 0 to lead."""
    deal = deal_x()
    for action in ["pass"] * 4 + ["call H"]:
        deal.apply(action)
    return deal


def play_out(deal: Deal, seed: int = 0) -> Deal:
    rng = random.Random(seed)
    while not deal.is_over:
        deal.apply(rng.choice(deal.legal_actions()))
    return deal


def texts(actions: list[Action]) -> list[str]:
    return [str(a) for a in actions]


# --------------------------------------------------------------------- building


def test_new_deal_starts_left_of_dealer_in_round_one() -> None:
    for dealer in range(4):
        deal = deal_x(dealer=dealer)
        assert deal.phase is Phase.ORDER
        assert deal.to_act == (dealer + 1) % 4
        assert deal.upcard == Card("AC")
        assert not deal.is_over and deal.result is None
        assert deal.trump is None and deal.maker is None
        assert deal.history == () and deal.tricks == ()


def test_new_deal_hands() -> None:
    deal = deal_x()
    for seat in range(4):
        assert deal.hand(seat) == tuple(sorted(cards(HANDS_X[seat])))
        assert deal.dealt_hand(seat) == deal.hand(seat)
    assert deal.hands == tuple(deal.hand(s) for s in range(4))


@pytest.mark.parametrize(
    ("hands", "kitty", "message"),
    [
        (HANDS_X[:3], KITTY_X, "4 hands"),
        ([*HANDS_X[:3], "9D JH AH KH"], KITTY_X, "East was dealt 4 cards"),
        (HANDS_X, "AC JC JS", "kitty has 3 cards"),
        ([*HANDS_X[:3], "9D JH AH KH AD"], KITTY_X, "A♦ appears twice"),
    ],
)
def test_misdeals(hands: list[str], kitty: str, message: str) -> None:
    with pytest.raises(MisdealError, match=message):
        Deal.new(dealer=0, hands=hands, kitty=kitty)


@pytest.mark.parametrize("dealer", [-1, 4, True, "0"])
def test_bad_dealer(dealer: object) -> None:
    with pytest.raises(IllegalActionError, match="not a seat"):
        Deal.new(dealer=dealer, hands=HANDS_X, kitty=KITTY_X)  # type: ignore[arg-type]


def test_shuffled_is_reproducible_from_a_seed() -> None:
    a = Deal.shuffled(seed=42, dealer=1)
    b = Deal.shuffled(seed=42, dealer=1)
    c = Deal.shuffled(seed=43, dealer=1)
    assert a.hands == b.hands and a.kitty == b.kitty
    assert (a.hands, a.kitty) != (c.hands, c.kitty)
    assert Deal.shuffled(seed=random.Random(5)).hands == Deal.shuffled(seed=random.Random(5)).hands


def test_shuffled_deals_the_whole_deck() -> None:
    deal = Deal.shuffled(seed=9)
    everything = [c for h in deal.hands for c in h] + [Card.from_id(i) for i in deal.kitty]
    assert len(everything) == 24 == len(set(everything))
    assert all(len(h) == 5 for h in deal.hands) and len(deal.kitty) == 4


# ---------------------------------------------------------------- deal patterns


def test_packets_start_left_of_dealer() -> None:
    assert packets(dealer=0) == ((1, 3), (2, 3), (3, 3), (0, 3), (1, 2), (2, 2), (3, 2), (0, 2))
    assert packets(dealer=2, pattern="2-3")[:4] == ((3, 2), (0, 2), (1, 2), (2, 2))
    assert packets(dealer=3, pattern="alternating") == (
        (0, 3),
        (1, 2),
        (2, 3),
        (3, 2),
        (0, 2),
        (1, 3),
        (2, 2),
        (3, 3),
    )


def test_deal_patterns_give_different_hands_from_one_deck_order() -> None:
    deck = list(range(0, 24))  # any order of 24 ids works for the dealing routine
    results = {}
    for pattern in ("3-2", "2-3", "alternating"):
        hands, kitty = deal_cards(deck, dealer=3, pattern=pattern)
        assert [len(h) for h in hands] == [5, 5, 5, 5]
        assert kitty == (20, 21, 22, 23)
        results[pattern] = hands
    assert results["3-2"][0] == (0, 1, 2, 12, 13)
    assert results["2-3"][0] == (0, 1, 8, 9, 10)
    assert results["alternating"][0] == (0, 1, 2, 10, 11)
    assert results["alternating"][1] == (3, 4, 12, 13, 14)
    assert len({results[p] for p in results}) == 3


def test_deal_patterns_through_shuffled_deals() -> None:
    by_pattern = {
        p: Deal.shuffled(seed=11, dealer=2, rules=Rules(deal_pattern=p)).hands
        for p in ("3-2", "2-3", "alternating")
    }
    assert len(set(by_pattern.values())) == 3
    for p, hands in by_pattern.items():
        again = Deal.shuffled(seed=11, dealer=2, rules=Rules(deal_pattern=p))  # type: ignore[arg-type]
        assert again.hands == hands
    # The kitty is the same four cards whatever the pattern.
    kitties = {
        Deal.shuffled(seed=11, dealer=2, rules=Rules(deal_pattern=p)).kitty
        for p in ("3-2", "2-3", "alternating")
    }
    assert len(kitties) == 1


# --------------------------------------------------------------------- bidding


def test_round_one_actions() -> None:
    assert texts(deal_x().legal_actions()) == ["pass", "order", "order alone"]


def test_four_passes_turn_the_upcard_down() -> None:
    deal = deal_x()
    for seat in (0, 1, 2, 3):
        assert deal.phase is Phase.ORDER and deal.to_act == seat
        deal.apply("pass", seat=seat)
    assert deal.phase is Phase.CALL
    assert deal.upcard_turned_down
    assert deal.to_act == 0
    actions = texts(deal.legal_actions())
    assert actions == [
        "pass",
        "call D",
        "call D alone",
        "call H",
        "call H alone",
        "call S",
        "call S alone",
    ]
    assert "call C" not in actions


def test_cannot_call_the_turned_down_suit() -> None:
    deal = deal_x()
    for _ in range(4):
        deal.apply("pass")
    with pytest.raises(IllegalActionError, match="Clubs were turned down") as info:
        deal.apply("call C")
    assert "diamonds, hearts or spades" in str(info.value)
    assert deal.phase is Phase.CALL and deal.to_act == 0 and len(deal.history) == 4


def test_order_ends_bidding_and_dealer_picks_up() -> None:
    deal = deal_x()
    deal.apply("pass")
    deal.apply("order")  # seat 1 orders clubs up
    assert deal.trump is Suit.CLUBS and deal.maker == 1 and not deal.maker_alone
    assert deal.phase is Phase.DISCARD and deal.to_act == 3
    assert deal.dealer_picked_up
    assert Card("AC") in deal.hand(3) and len(deal.hand(3)) == 6
    assert set(texts(deal.legal_actions())) == {f"discard {c.code}" for c in deal.hand(3)}
    deal.apply("discard 9S")
    assert deal.discard == Card("9S")
    assert len(deal.hand(3)) == 5 and Card("9S") not in deal.hand(3)
    assert deal.phase is Phase.PLAY and deal.to_act == 0 and deal.leader == 0


def test_dealer_may_discard_the_upcard_by_default() -> None:
    deal = deal_x()
    deal.apply("order")
    assert "discard AC" in texts(deal.legal_actions())
    deal.apply("discard AC")
    assert deal.discard == Card("AC") and Card("AC") not in deal.hand(3)


def test_dealer_may_not_discard_the_upcard_when_forbidden() -> None:
    deal = deal_x(Rules(dealer_may_discard_upcard=False))
    deal.apply("order")
    assert "discard AC" not in texts(deal.legal_actions())
    assert len(deal.legal_actions()) == 5
    with pytest.raises(IllegalActionError, match="may not discard the upcard A♣"):
        deal.apply("discard AC")
    assert deal.phase is Phase.DISCARD


def test_discard_a_card_not_held() -> None:
    deal = deal_x()
    deal.apply("order")
    with pytest.raises(IllegalActionError, match="does not hold A♦"):
        deal.apply("discard AD")


def test_dealer_orders_himself_up_by_picking_up() -> None:
    deal = deal_x()
    for action in ["pass", "pass", "pass", "order"]:
        deal.apply(action)
    assert deal.maker == 3 and deal.phase is Phase.DISCARD and deal.to_act == 3


def test_dealers_partner_alone_in_round_one_dealer_sits_out_and_does_not_pick_up() -> None:
    deal = deal_x()  # dealer seat 3, whose partner is seat 1
    deal.apply("pass")
    deal.apply("order alone", seat=1)
    assert deal.maker == 1 and deal.maker_alone
    assert deal.trump is Suit.CLUBS  # still the upcard's suit
    assert deal.sitting_out == (3,)
    assert not deal.dealer_picked_up
    assert deal.hand(3) == tuple(sorted(cards(HANDS_X[3])))
    assert Card("AC") not in deal.hand(3)
    assert deal.phase is Phase.PLAY  # no discard
    assert deal.discard is None
    assert deal.to_act == 2  # left of the maker
    play_out(deal)
    assert all(3 not in t.seats for t in deal.tricks)
    assert Card("AC") not in [c for t in deal.tricks for c in t.cards]


def test_dealer_alone_picks_up_and_partner_sits_out() -> None:
    deal = deal_x()
    for action in ["pass", "pass", "pass", "order alone"]:
        deal.apply(action)
    assert deal.sitting_out == (1,)
    assert deal.phase is Phase.DISCARD and deal.dealer_picked_up
    deal.apply("discard 9S")
    assert deal.phase is Phase.PLAY and deal.to_act == 0


def test_all_pass_twice_throws_the_hand_in() -> None:
    deal = deal_x()
    for _ in range(8):
        deal.apply("pass")
    assert deal.is_over and deal.phase is Phase.OVER and deal.to_act is None
    assert deal.legal_actions() == []
    result = deal.result
    assert result is not None
    assert result.thrown_in and result.points == (0, 0) and result.tricks == (0, 0)
    assert result.maker is None and result.trump is None and result.makers is None
    assert not result.euchred and not result.march and result.scoring_team is None
    assert "Thrown in" in str(result)
    with pytest.raises(IllegalActionError, match="The deal is over"):
        deal.apply("pass")


def test_stick_the_dealer() -> None:
    deal = deal_x(Rules(stick_the_dealer=True))
    for _ in range(7):
        assert "pass" in texts(deal.legal_actions())
        deal.apply("pass")
    assert deal.to_act == 3 and deal.phase is Phase.CALL
    actions = texts(deal.legal_actions())
    assert "pass" not in actions and "call H" in actions and "call C" not in actions
    with pytest.raises(IllegalActionError, match="Stick the dealer") as info:
        deal.apply("pass")
    assert "clubs" in str(info.value)
    assert not deal.is_over
    deal.apply("call S")
    assert deal.maker == 3 and deal.trump is Suit.SPADES


def test_stick_the_dealer_does_not_affect_round_one() -> None:
    deal = deal_x(Rules(stick_the_dealer=True))
    for _ in range(3):
        deal.apply("pass")
    assert "pass" in texts(deal.legal_actions())


def test_allow_alone_false() -> None:
    deal = deal_x(Rules(allow_alone=False))
    assert texts(deal.legal_actions()) == ["pass", "order"]
    with pytest.raises(IllegalActionError, match="Going alone is not played at this table; "):
        deal.apply("order alone")
    assert deal.phase is Phase.ORDER and deal.history == ()
    for _ in range(4):
        deal.apply("pass")
    assert not any("alone" in a for a in texts(deal.legal_actions()))
    with pytest.raises(IllegalActionError, match="Going alone is not played at this table; "):
        deal.apply("call H alone")
    deal.apply("call H")
    assert not deal.maker_alone


def test_maker_alone_partner_sits_out() -> None:
    deal = hearts_x_alone(seat_passes=0)
    assert deal.maker == 0 and deal.maker_alone and deal.sitting_out == (2,)
    assert deal.active_seats == (0, 1, 3)


def hearts_x_alone(seat_passes: int, rules: Rules = STANDARD) -> Deal:
    deal = deal_x(rules)
    for _ in range(4 + seat_passes):
        deal.apply("pass")
    deal.apply("call H alone")
    return deal


def test_defend_alone_asks_left_of_maker_first_then_the_other_defender() -> None:
    rules = Rules(defend_alone=True)
    deal = hearts_x_alone(0, rules)
    assert deal.phase is Phase.DEFEND and deal.to_act == 1
    assert texts(deal.legal_actions()) == ["pass", "defend alone"]
    deal.apply("pass", seat=1)
    assert deal.phase is Phase.DEFEND and deal.to_act == 3
    deal.apply("defend alone", seat=3)
    assert deal.defender_alone == 3
    assert deal.sitting_out == (1, 2)
    assert deal.phase is Phase.PLAY
    assert deal.to_act == 3  # the lone defender leads


def test_defend_alone_both_pass() -> None:
    deal = hearts_x_alone(0, Rules(defend_alone=True))
    deal.apply("pass")
    deal.apply("pass")
    assert deal.phase is Phase.PLAY and deal.defender_alone is None
    assert deal.sitting_out == (2,) and deal.to_act == 1


def test_first_defender_defends_alone() -> None:
    deal = hearts_x_alone(0, Rules(defend_alone=True))
    deal.apply("defend alone")
    assert deal.defender_alone == 1 and deal.sitting_out == (2, 3)
    assert deal.phase is Phase.PLAY and deal.to_act == 1


def test_no_defend_phase_without_the_option_or_without_a_loner() -> None:
    assert hearts_x_alone(0).phase is Phase.PLAY
    deal = deal_x(Rules(defend_alone=True))
    for action in ["pass"] * 4 + ["call H"]:
        deal.apply(action)
    assert deal.phase is Phase.PLAY
    with pytest.raises(IllegalActionError, match="cannot defend alone now"):
        hearts_x_alone(0).apply("defend alone")


def test_defend_alone_after_a_round_one_loner_and_discard() -> None:
    deal = deal_x(Rules(defend_alone=True))
    deal.apply("order alone")  # seat 0 alone; the dealer (seat 3) picks up
    assert deal.phase is Phase.DISCARD
    deal.apply("discard 9S")
    assert deal.phase is Phase.DEFEND and deal.to_act == 1


# --------------------------------------------------------------------- lead rules


def bid(deal: Deal, actions: list[str]) -> Deal:
    for action in actions:
        deal.apply(action)
    return deal


def test_default_lead_is_left_of_dealer() -> None:
    for dealer in range(4):
        deal = bid(deal_x(dealer=dealer), ["pass"] * 4 + ["call H"])
        assert deal.to_act == deal.leader == (dealer + 1) % 4


def test_after_a_loner_first_active_left_of_maker_leads() -> None:
    # dealer 0, seat 1 passes, seat 2 goes alone: seat 3 leads (not seat 1)
    deal = bid(deal_x(dealer=0), ["pass"] * 5 + ["call H alone"])
    assert deal.maker == 2 and deal.sitting_out == (0,)
    assert deal.to_act == 3


def test_left_of_dealer_lead_rule_with_a_loner() -> None:
    rules = Rules(lead_rule="left_of_dealer")
    deal = bid(deal_x(rules, dealer=0), ["pass"] * 5 + ["call H alone"])
    assert deal.to_act == 1


def test_left_of_dealer_lead_rule_skips_a_seat_that_sits_out() -> None:
    rules = Rules(lead_rule="left_of_dealer")
    # dealer 3, seat 2 alone: seat 0 (left of dealer) sits out, so seat 1 leads
    deal = bid(deal_x(rules), ["pass"] * 6 + ["call H alone"])
    assert deal.maker == 2 and deal.sitting_out == (0,)
    assert deal.to_act == 1
    # the default rule gives the lead to seat 3, left of the maker
    assert bid(deal_x(), ["pass"] * 6 + ["call H alone"]).to_act == 3


def test_both_alone_lone_defender_leads() -> None:
    # maker seat 0 alone, seat 3 (right of the maker) defends alone
    for dealer in range(4):
        deal = deal_x(Rules(defend_alone=True), dealer=dealer)
        while deal.to_act != 0:
            deal.apply("pass")
        deal.apply("order alone")
        if deal.phase is Phase.DISCARD:
            deal.apply(deal.legal_actions()[0])
        assert deal.phase is Phase.DEFEND and deal.to_act == 1
        deal.apply("pass")
        deal.apply("defend alone")
        assert deal.to_act == 3


# ------------------------------------------------------------------------- play


def test_left_bower_must_follow_a_trump_lead() -> None:
    deal = hearts_x()
    deal.apply("play 9H")
    assert texts(deal.legal_actions()) == ["play JD"]
    with pytest.raises(IllegalActionError) as info:
        deal.apply("play AS")
    message = str(info.value)
    assert "J♦, the left bower, counts as a heart" in message
    assert "you must follow hearts with J♦" in message
    deal.apply("play JD")


def test_left_bower_cannot_follow_its_printed_suit() -> None:
    deal = hearts_x()
    deal.apply("play AD")
    assert texts(deal.legal_actions()) == ["play QD"]
    with pytest.raises(IllegalActionError) as info:
        deal.apply("play JD", seat=1)
    assert str(info.value) == (
        "J♦, the left bower, counts as a heart when hearts are trump; you must follow diamonds with Q♦."
    )
    assert len(deal.current_trick) == 1  # unchanged


def test_left_bower_led_means_trump_was_led() -> None:
    deal = hearts_x()
    for card in ["KS", "AS", "QS", "9S"]:  # seat 1 wins with A♠ and leads
        deal.apply(f"play {card}")
    assert deal.tricks[0].winner == 1 and deal.to_act == 1
    deal.apply("play JD")
    assert texts(deal.legal_actions()) == ["play TH", "play QH"]
    with pytest.raises(IllegalActionError, match="J♦ was led: as the left bower it is a heart"):
        deal.apply("play KD")


def test_play_errors_out_of_turn_wrong_phase_not_held() -> None:
    deal = hearts_x()
    with pytest.raises(IllegalActionError, match="It is South's turn") as info:
        deal.apply("play JD", seat=1)
    assert "not West's" in str(info.value)
    with pytest.raises(IllegalActionError, match="You do not hold J♦"):
        deal.apply("play JD")
    with pytest.raises(IllegalActionError, match="You cannot order now"):
        deal.apply("order")
    with pytest.raises(IllegalActionError, match="You cannot play A♦ now"):
        deal_x().apply("play AD")
    with pytest.raises(IllegalActionError, match="is not an action"):
        deal.apply("bid seven")
    assert deal.history == hearts_x().history


def test_apply_accepts_text_and_actions_and_returns_the_action() -> None:
    deal = deal_x()
    assert deal.apply(Action.pass_()) == Action.parse("pass")
    assert deal.apply("Order Up") is Action.order()
    assert deal.history[-1].seat == 1 and deal.history[-1].action.kind is ActionKind.ORDER
    assert deal.apply(Action.discard("9S"), seat=3) == Action.parse("discard 9s")


def test_tricks_record_leader_cards_and_winner_and_winner_leads() -> None:
    deal = hearts_x()
    for card in ["KS", "AS", "QS", "9S"]:
        deal.apply(f"play {card}")
    trick = deal.tricks[0]
    assert isinstance(trick, Trick)
    assert trick.leader == 0 and trick.cards == cards("KS AS QS 9S")
    assert trick.seats == (0, 1, 2, 3) and trick.winner == 1
    assert trick.winning_card == Card("AS")
    assert deal.leader == 1 and deal.to_act == 1 and deal.current_trick == ()
    assert deal.tricks_won == (0, 1)
    deal.apply("play QC")
    assert deal.current_trick == ((1, Card("QC")),)
    deal.apply("play KD")  # seat 2 is void in clubs
    deal.apply("play JH")  # seat 3 trumps with the right bower
    deal.apply("play TC")
    trick = deal.tricks[1]
    assert trick.leader == 1 and trick.seats == (1, 2, 3, 0) and trick.winner == 3
    assert deal.to_act == 3


def test_whole_deal_and_result() -> None:
    deal = hearts_x()
    plays = [
        "KS AS QS 9S",  # seat 1 wins
        "QC KD JH TC",  # seat 3 wins with J♥
        "AH 9H JD QH",  # seat 3 leads A♥; seat 1 wins with J♦
        "KC TD KH 9C",  # seat 3 trumps
        "9D AD QD TH",  # seat 2 trumps: its last card
    ]
    for trick in plays:
        for card in trick.split():
            deal.apply(f"play {card}")
    assert [t.winner for t in deal.tricks] == [1, 3, 1, 3, 2]
    assert deal.is_over and deal.to_act is None and deal.legal_actions() == []
    result = deal.result
    assert result is not None
    assert result.maker == 0 and result.trump is Suit.HEARTS and result.makers == 0
    assert not result.maker_alone and result.defender_alone is None
    assert result.tricks == (1, 4) and result.maker_tricks == 1
    assert result.euchred and not result.march and not result.thrown_in
    assert result.points == (0, 2) and result.scoring_team == 1
    assert "euchred" in str(result)
    assert len(deal.history) == 5 + 20


def test_march_result() -> None:
    deal = deal_y()
    deal.apply("order")  # seat 0 orders hearts
    deal.apply("discard 9D")
    play_out(deal, seed=1)
    result = deal.result
    assert result is not None
    assert result.tricks == (5, 0) and result.march and result.points == (2, 0)


def test_loner_march_scores_four() -> None:
    deal = deal_y()
    deal.apply("order alone")
    deal.apply("discard 9D")
    assert deal.to_act == 1
    play_out(deal, seed=2)
    result = deal.result
    assert result is not None and result.maker_alone and result.points == (4, 0)
    assert "alone" in str(result)


@pytest.mark.parametrize(
    ("rules", "moves", "size"),
    [
        (Rules(), ["call H"], 4),
        (Rules(), ["call H alone"], 3),
        (Rules(defend_alone=True), ["call H alone", "defend alone"], 2),
        (Rules(defend_alone=True), ["call H alone", "pass", "defend alone"], 2),
    ],
)
def test_trick_sizes(rules: Rules, moves: list[str], size: int) -> None:
    for seed in range(5):
        deal = bid(deal_x(rules), ["pass"] * 4 + moves)
        play_out(deal, seed)
        assert len(deal.tricks) == 5
        for trick in deal.tricks:
            assert len(trick.cards) == size == len(set(trick.seats))
            assert not set(trick.seats) & set(deal.sitting_out)


def test_sitting_out_seat_keeps_its_cards() -> None:
    deal = play_out(hearts_x_alone(0))
    assert deal.hand(2) == tuple(sorted(cards(HANDS_X[2])))
    assert all(deal.hand(s) == () for s in (0, 1, 3))


# -------------------------------------------------------- copy, at, history, text


def test_copy_is_independent() -> None:
    deal = hearts_x()
    other = deal.copy()
    other.apply("play AD")
    assert deal.current_trick == () and len(other.current_trick) == 1
    assert Card("AD") in deal.hand(0) and Card("AD") not in other.hand(0)
    assert len(deal.history) + 1 == len(other.history)
    play_out(other)
    assert not deal.is_over and deal.to_act == 0


def test_at_replays_the_history() -> None:
    deal = play_out(bid(deal_x(Rules(defend_alone=True)), ["order alone", "discard 9S"]), 3)
    history = deal.history
    for n in range(len(history) + 1):
        past = deal.at(n)
        assert past.history == history[:n]
        replay = deal.restart()
        for turn in history[:n]:
            replay.apply(turn.action, seat=turn.seat)
        assert str(past) == str(replay)
        assert past.hands == replay.hands and past.phase is replay.phase
    assert str(deal.at(len(history))) == str(deal)
    with pytest.raises(IllegalActionError, match="choose 0 to"):
        deal.at(len(history) + 1)
    with pytest.raises(IllegalActionError):
        deal.at(-1)


def test_history_records_seats_in_turn() -> None:
    deal = bid(deal_x(), ["pass", "pass", "order", "discard 9S"])
    assert [t.seat for t in deal.history] == [0, 1, 2, 3]
    assert [str(t) for t in deal.history][-1] == "seat 3: discard 9S"


def test_text_forms() -> None:
    deal = hearts_x()
    assert repr(deal) == "<Deal dealer=3 upcard=A♣, trump ♥: play, seat 0 to act>"
    text = str(deal)
    assert "South to play a card." in text and "Trump: ♥ made by South" in text


# ---------------------------------------------------------------------- actions


@pytest.mark.parametrize(
    ("text", "canonical"),
    [
        ("pass", "pass"),
        ("PASS", "pass"),
        ("order", "order"),
        ("order up", "order"),
        ("pick up", "order"),
        ("assist", "order"),
        ("order alone", "order alone"),
        ("call H", "call H"),
        ("call hearts", "call H"),
        ("Call ♥ alone", "call H alone"),
        ("defend alone", "defend alone"),
        ("discard 9c", "discard 9C"),
        ("play 10♦", "play TD"),
        ("play J♦", "play JD"),
    ],
)
def test_action_parse(text: str, canonical: str) -> None:
    action = Action.parse(text)
    assert str(action) == canonical
    assert Action.parse(str(action)) is action or Action.parse(str(action)) == action


@pytest.mark.parametrize("text", ["", "bid seven", "pass alone", "defend", "call X", "play 8"])
def test_action_parse_errors(text: str) -> None:
    with pytest.raises(IllegalActionError, match="is not an action"):
        Action.parse(text)


def test_a_card_called_says_how_a_partner_is_called() -> None:
    # "call" names trump; a five-handed maker calls a partner's card with "partner".
    with pytest.raises(
        IllegalActionError,
        match=r"^'call AS' is not an action: 'call' names a "
        r"suit as trump \('call H'\); .* with 'partner AS'\.$",
    ):
        Action.parse("call AS")
    with pytest.raises(IllegalActionError, match=r"'call X' is not an action: 'x' is not a suit"):
        Action.parse("call X")
    with pytest.raises(IllegalActionError, match=r"'joker' is not a suit"):
        Action.parse("call joker")


def test_action_properties() -> None:
    assert Action.parse("pass").is_bid and not Action.parse("pass").makes_trump
    assert Action.call("H").makes_trump and Action.order().makes_trump
    assert not Action.play("JD").is_bid
    assert Action.defend() == Action.parse("defend alone")
    assert repr(Action.play("TD")) == "Action('play TD')"


@pytest.mark.parametrize(
    ("rules", "endings"),
    [
        (Rules(stick_the_dealer=True), {"played"}),
        (Rules(stick_the_dealer=False), {"played", "thrown in"}),
        (Rules(stick_the_dealer=True, weak_hand_redeal="farmer"), {"played", "redeal"}),
        (
            Rules(stick_the_dealer=True, joker=True, min_rank=7, partners_best="partner"),
            {"played"},
        ),
    ],
    ids=["stick-the-dealer", "thrown-in", "redeal", "joker-32-cards"],
)
def test_is_over_and_the_legal_actions_keep_up_with_every_action(
    rules: Rules, endings: set[str]
) -> None:
    """``is_over``, the kept legal actions and a copy agree with the state after every
    action, whichever way the deal ends."""
    rng = random.Random(11)
    seen: set[str] = set()
    for _ in range(1000):
        deal = Deal.shuffled(seed=rng, dealer=rng.randrange(4), rules=rules)
        while True:
            assert deal.is_over == (deal.phase is Phase.OVER)
            legal = deal.legal_actions()
            assert (legal == []) == deal.is_over
            twin = deal.copy()
            assert twin.is_over == deal.is_over and twin.legal_actions() == legal
            if deal.is_over:
                break
            # Ask for every redeal allowed and pass often, so that every ending comes up.
            if Action.redeal() in legal:
                deal.apply(Action.redeal())
            elif Action.pass_() in legal and rng.random() < 0.8:
                deal.apply(Action.pass_())
            else:
                deal.apply(rng.choice(legal))
        result = deal.result
        assert result is not None
        seen.add("redeal" if result.redeal else "thrown in" if result.thrown_in else "played")
    assert seen == endings


@pytest.mark.parametrize("kind", [ActionKind.PLAY, ActionKind.DISCARD])
def test_a_card_action_without_a_card_is_explained(kind: ActionKind) -> None:
    """A card action with its card hidden (as a view shows another player's discard)
    cannot be applied: the error asks for the card, and the deal is unchanged."""
    deal = deal_x()
    deal.apply("order")  # the dealer, seat 3, picks up A♣ and must discard
    if kind is ActionKind.PLAY:
        deal.apply("discard 9S")
    before = deal.legal_actions()
    with pytest.raises(IllegalActionError, match=f"{kind.value} JH"):
        deal.apply(Action(kind))
    assert deal.legal_actions() == before


def test_legal_actions_is_a_new_list_each_time() -> None:
    """The caller owns the list: changing it changes nothing in this deal or another."""
    rng = random.Random(5)
    for _ in range(50):
        deal = Deal.shuffled(seed=rng, dealer=rng.randrange(4), rules=Rules(stick_the_dealer=True))
        while not deal.is_over:
            legal = deal.legal_actions()
            again = deal.legal_actions()
            assert legal == again and legal is not again
            legal.clear()
            legal.append(Action.pass_())
            assert deal.legal_actions() == again
            deal.apply(rng.choice(again))


def _plain_fisher_yates(rng: random.Random, ids: range | tuple[int, ...]) -> list[int]:
    """The shuffle as first written: one randrange over all orders, one swap per
    mixed-radix digit, one digit at a time."""
    deck = list(ids)
    draw = rng.randrange(math.factorial(len(deck)))
    for i in range(len(deck) - 1, 0, -1):
        draw, j = divmod(draw, i + 1)
        deck[i], deck[j] = deck[j], deck[i]
    return deck


@pytest.mark.parametrize("size", [2, 3, 24, 25, 32, 33])
def test_the_shuffle_draws_the_same_decks_as_a_plain_fisher_yates(size: int) -> None:
    """The table-driven shuffle (two swaps per step) deals exactly the decks of the
    plain one, so every seeded deal in the book and the notebooks stays the same."""
    for seed in range(300):
        assert shuffled_deck(random.Random(seed), range(size)) == _plain_fisher_yates(
            random.Random(seed), range(size)
        )
    standard = tuple(
        sorted(
            c.id
            for c in cards(
                "9C TC JC QC KC AC 9D TD JD QD KD AD 9H TH JH QH KH AH 9S TS JS QS KS AS"
            )
        )
    )
    for seed in range(300):
        assert shuffled_deck(random.Random(seed)) == _plain_fisher_yates(
            random.Random(seed), standard
        )


def test_text_that_is_no_action_is_told_the_actions_the_player_has() -> None:
    """The engine's list of every form's actions is no help to a player: text that
    is no action at all is answered with the actions of the player to act."""
    deal = Deal.shuffled(seed=1, dealer=0)
    for text in ("xyz", "play", None):
        with pytest.raises(IllegalActionError) as refused:
            deal.apply(text)  # type: ignore[arg-type]
        assert str(refused.value).endswith("is not an action: West may pass, order or order alone.")
    for _ in range(3):
        deal.apply("pass")
    deal.apply("order")
    with pytest.raises(IllegalActionError) as refused:
        deal.apply("xyz")
    legal = [str(a) for a in deal.legal_actions()]
    assert str(refused.value) == (
        f"'xyz' is not an action: South may {', '.join(legal[:-1])} or {legal[-1]}."
    )
    # A text that is nearly an action keeps its own explanation.
    with pytest.raises(IllegalActionError, match="a bid is for 3, 4, 5 or 6"):
        deal.apply("bid seven")


def test_a_refusal_says_why_an_action_of_one_moment_is_not_possible_now() -> None:
    """Defending alone and a weak hand's redeal are each allowed at one moment only;
    asked for at another, the refusal says which moment, or that the table does not
    play them, before whose turn it is."""
    off = hearts_x_alone(0)  # a loner, at a table without defending alone
    with pytest.raises(IllegalActionError, match=r"defending alone is not played at this table"):
        off.apply("defend alone")
    deal = deal_x(Rules(defend_alone=True))
    for action in ["pass"] * 4 + ["call H"]:  # a maker who is not alone
        deal.apply(action)
    with pytest.raises(IllegalActionError) as refused:
        deal.apply("defend alone")
    assert "only against a loner, when asked right after the loner's call; it is" in str(
        refused.value
    )
    with pytest.raises(IllegalActionError, match=r"^This table plays no redeal for a weak hand"):
        deal_x().apply("redeal")
    late = deal_x(Rules(weak_hand_redeal="farmer"))
    for _ in range(4):
        late.apply("pass")
    with pytest.raises(IllegalActionError, match=r"redeal only on its first turn to bid; it is"):
        late.apply("redeal")
    with pytest.raises(IllegalActionError, match=r"\(a farmer's hand at this table\)"):
        deal_x(Rules(weak_hand_redeal="farmer")).apply("redeal")


def test_the_second_rounds_refusals_name_no_trump_and_the_joker() -> None:
    """A turned-down suit called again, or a stuck dealer's pass: the refusal lists
    every call there is, no trump included, and says when the turned-down card was
    the joker, which has no suit of its own."""
    hands = ["JH JD AH KH QH", "9C TC QC KC AC", "9S TS QS KS AS", "9D TD QD KD AD"]

    def after_four_passes(deal: Deal, action: str) -> str:
        """The refusal of ``action`` once all four have passed the upcard."""
        for _ in range(4):
            deal.apply("pass")
        with pytest.raises(IllegalActionError) as refused:
            deal.apply(action)
        return str(refused.value)

    rules = Rules(joker=True, stick_the_dealer=True, allow_no_trump=True)
    deal = Deal.new(dealer=3, hands=hands, kitty="B TH 9H JC JS", rules=rules)
    deal.apply("name H")
    assert after_four_passes(deal, "call H") == (
        "The joker, named hearts, was turned down in the first round; in the second "
        "round you may call clubs, diamonds, spades or no trump."
    )
    for _ in range(3):
        deal.apply("pass")
    with pytest.raises(IllegalActionError) as refused:
        deal.apply("pass")
    assert str(refused.value).endswith(
        "must name a suit other than hearts (the suit the joker stood for), or call no trump."
    )
    assert {a.printed for a in deal.legal_actions()} == {
        "call ♣",
        "call ♦",
        "call ♠",
        "call no trump",
    } | {"call ♣ alone", "call ♦ alone", "call ♠ alone", "call no trump alone"}
    plain = Deal.new(dealer=3, hands=hands, kitty="TH 9H JC JS")
    assert after_four_passes(plain, "call H") == (
        "Hearts were turned down in the first round; in the second round you may call "
        "clubs, diamonds or spades."
    )


def test_an_action_of_another_form_is_refused_as_never_possible_here() -> None:
    """A bid in the four-handed game, ordering up in Bid Euchre, a partner's card
    called outside five-handed Euchre: the refusal says the action belongs to another
    form of the game, not only that it is not possible now."""
    cases = [
        (Rules.railroad(), "bid 4", "Bid Euchre's, not this table's"),
        (Rules.two_handed(), "trump H", "Bid Euchre's, not this table's"),
        (Rules.bid_euchre(), "order alone", "Bid Euchre turns up no card to order"),
        (Rules.cutthroat(), "partner AS", "five-handed Euchre's, not this table's"),
    ]
    for rules, action, said in cases:
        deal = Deal.shuffled(seed=1, dealer=0, rules=rules)
        with pytest.raises(IllegalActionError) as refused:
            deal.apply(action)
        assert said in str(refused.value) and "'s turn to " in str(refused.value)


def test_five_handed_seats_have_roles_of_their_own() -> None:
    from euchre.narration import seat_role

    assert [seat_role(s, dealer=0, players=5) for s in range(5)] == [
        "the dealer",
        "left of the dealer",
        "two left of the dealer",
        "two right of the dealer",
        "right of the dealer",
    ]
