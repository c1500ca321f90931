"""The rules of Bid Euchre (RULES 9.3) and five-handed call-your-partner Euchre (RULES
9.4), one at a time: who bids when, what may be bid, named and called, every refusal
said in a player's words, the scoring tables exactly, and the end of a game."""

from __future__ import annotations

import pytest

from euchre import Action, Deal, EuchreError, Game, IllegalActionError, Phase, Rules, RulesError
from euchre.narration import seat_names
from euchre.scoring import score_bid, score_hand

BID = Rules.bid_euchre()
FIVE = Rules.five_handed()

# --------------------------------------------------------------------------- Bid Euchre

#: South (seat 0) holds four top trumps in hearts and two low black cards; West and
#: East hold the clubs and spades that beat them; North is all diamonds but one heart.
BID_HANDS = (
    "JH JD AH KH 9C 9S",
    "QH TH AC KC AS KS",
    "9H 9D TD QD KD AD",
    "TC JC QC TS JS QS",
)
#: The play after South bids and names hearts (dealer East): South wins the four
#: trumps, West the club ace and the king of clubs: 4 tricks to 2.
BID_PLAY = (
    "play JH", "play QH", "play 9H", "play TC",
    "play JD", "play TH", "play 9D", "play JC",
    "play AH", "play KS", "play TD", "play TS",
    "play KH", "play AS", "play QD", "play JS",
    "play 9C", "play AC", "play KD", "play QC",
    "play KC", "play AD", "play QS", "play 9S",
)  # fmt: skip


def bid_deal(rules: Rules = BID, dealer: int = 3, hands: tuple[str, ...] = BID_HANDS) -> Deal:
    return Deal.new(dealer=dealer, hands=list(hands), kitty="", rules=rules)


def refusal(deal: Deal, action: str) -> str:
    """The message of the refusal of ``action``; the deal is left as it was."""
    before = (repr(deal), deal.history, deal.legal_actions())
    with pytest.raises(IllegalActionError) as error:
        deal.apply(action)
    assert (repr(deal), deal.history, deal.legal_actions()) == before
    return str(error.value)


def texts(deal: Deal) -> list[str]:
    return [str(a) for a in deal.legal_actions()]


def test_bid_euchre_deals_six_cards_each_and_turns_nothing_up() -> None:
    deal = Deal.shuffled(seed=3, dealer=1, rules=BID)
    assert [len(deal.hand(s)) for s in range(4)] == [6, 6, 6, 6]
    assert deal.upcard is None and deal.kitty == () and deal.hand_size == 6
    assert deal.phase is Phase.AUCTION and deal.to_act == 2  # the dealer's left
    joker = Deal.shuffled(seed=3, dealer=1, rules=BID.replace(joker=True))
    assert len(joker.kitty) == 1  # 25 cards: one stays face down, unseen
    assert all(joker.kitty[0] not in {c.id for c in joker.view(s).hand} for s in range(4))
    assert joker.view(0).upcard is None


def test_the_auction_goes_once_round_from_the_dealers_left_each_bid_higher() -> None:
    deal = bid_deal()
    assert deal.to_act == 0
    assert texts(deal) == ["pass", "bid 3", "bid 4", "bid 5", "bid 6"]
    deal.apply("bid 4")
    assert deal.to_act == 1 and texts(deal) == ["pass", "bid 5", "bid 6"]
    assert (
        refusal(deal, "bid 4") == "The high bid is 4: you must bid more than 4 or pass, not bid 4."
    )
    assert "you must bid more than 4 or pass" in refusal(deal, "bid 3")
    deal.apply("bid 6")
    assert texts(deal) == ["pass"]
    assert "you must pass" in refusal(deal, "bid 6")
    deal.apply("pass")
    deal.apply("pass")  # the dealer, last
    assert deal.phase is Phase.TRUMP and deal.to_act == 1 and deal.high_bid == 6
    assert [(t.seat, str(t.action)) for t in deal.bids] == [
        (0, "bid 4"),
        (1, "bid 6"),
        (2, "pass"),
        (3, "pass"),
    ]


@pytest.mark.parametrize("text", ["bid 2", "bid 7", "bid seven"])
def test_a_bid_is_for_three_to_six_tricks(text: str) -> None:
    message = refusal(bid_deal(), text)
    assert "3, 4, 5 or 6" in message and "pass" in message


@pytest.mark.parametrize("moon", [False, True])
def test_a_stuck_dealer_is_stuck_with_three(moon: bool) -> None:
    # RULES.md 9.3: "the dealer is stuck with 3 if all pass": no pass, no higher bid
    deal = bid_deal(BID.replace(shoot_the_moon=moon))
    for _ in range(3):
        deal.apply("pass")
    assert deal.to_act == 3 and texts(deal) == ["bid 3"]
    for text, said in [("pass", "pass"), ("bid 4", "bid 4"), ("bid 6", "bid 6")] + (
        [("moon", "shoot the moon")] if moon else []
    ):
        message = refusal(deal, text)
        assert message == (
            "Everyone else passed, so the dealer is stuck with a bid of 3 (stick the "
            f"dealer): bid 3; you may not {said}."
        )
    deal.apply("bid 3")
    assert deal.phase is Phase.TRUMP and deal.to_act == 3


def test_naming_trump_with_name_is_shown_the_trump_action() -> None:
    # "East names diamonds", the section's story says; "name D" was refused as if it
    # were not East's turn to name trump at all.
    deal = bid_deal(BID)
    for _ in range(4):
        deal.apply(deal.legal_actions()[0] if deal.to_act != 3 else "bid 3")
    assert deal.phase is Phase.TRUMP
    assert "names trump with 'trump', like 'trump D'" in refusal(deal, "name D")


def test_without_stick_the_dealer_four_passes_throw_the_deal_in() -> None:
    deal = bid_deal(BID.replace(stick_the_dealer=False))
    for _ in range(4):
        deal.apply("pass")
    assert deal.is_over and deal.result is not None
    assert deal.result.thrown_in and deal.result.points == (0, 0)


def test_the_high_bidder_names_trump_and_leads() -> None:
    deal = bid_deal()
    for action in ("pass", "bid 3", "pass", "pass"):
        deal.apply(action)
    assert deal.to_act == 1 and texts(deal) == ["trump C", "trump D", "trump H", "trump S"]
    message = refusal(deal, "trump N")
    assert "No trump is not allowed at this table" in message and "_" not in message
    assert "turn" in refusal(deal, "play QH")
    deal.apply("trump S")
    assert deal.phase is Phase.PLAY and deal.to_act == deal.leader == 1 and deal.maker == 1
    assert deal.sitting_out == () and deal.trump is not None and deal.trump.letter == "S"


def test_no_trump_is_named_only_where_allowed() -> None:
    deal = bid_deal(BID.replace(allow_no_trump=True))
    for action in ("bid 3", "pass", "pass", "pass"):
        deal.apply(action)
    assert texts(deal)[-1] == "trump N"
    deal.apply("trump N")
    assert deal.trump is None and deal.no_trump


def test_a_bid_made_scores_the_tricks_of_both_sides() -> None:
    deal = bid_deal()
    for action in ("bid 3", "pass", "pass", "pass", "trump H", *BID_PLAY):
        deal.apply(action)
    result = deal.result
    assert result is not None and result.bid == 3 and result.tricks == (4, 2)
    assert result.points == (4, 2)


def test_a_bid_failed_loses_the_bid_and_the_defenders_score_their_tricks() -> None:
    deal = bid_deal()
    for action in ("bid 5", "pass", "pass", "pass", "trump H", *BID_PLAY):
        deal.apply(action)
    assert deal.result is not None and deal.result.points == (-5, 2)


def test_shooting_the_moon_is_refused_unless_the_table_plays_it() -> None:
    message = refusal(bid_deal(), "moon")
    assert "Shooting the moon is not played at this table" in message and "_" not in message


def test_the_refusal_after_a_six_names_the_moon_where_it_is_played() -> None:
    deal = bid_deal(BID.replace(shoot_the_moon=True))
    deal.apply("bid 6")
    assert texts(deal) == ["pass", "moon"]
    assert "moon" in refusal(deal, "bid 6")


def test_a_moon_ends_the_auction_the_partner_gives_a_card_and_sits_out() -> None:
    deal = bid_deal(BID.replace(shoot_the_moon=True))
    assert "moon" in texts(deal)
    deal.apply("bid 6")
    assert "moon" in texts(deal)  # a moon is above a bid of 6
    deal.apply("moon")
    assert deal.phase is Phase.TRUMP and deal.to_act == 1 and deal.moon and deal.high_bid == 6
    deal.apply("trump C")
    assert deal.phase is Phase.GIVE and deal.to_act == 3  # the moon's partner
    assert len(texts(deal)) == 6 and all(t.startswith("give ") for t in texts(deal))
    deal.apply("give TC")
    assert deal.phase is Phase.DISCARD and deal.to_act == 1 and len(deal.hand(1)) == 7
    # the others see that a card was given, not which
    assert [t.action.card for t in deal.view(0).history if str(t.action).startswith("give")] == [
        None
    ]
    assert deal.view(1).given is not None and deal.view(1).given.code == "TC"
    deal.apply("discard TH")
    assert deal.phase is Phase.PLAY and deal.to_act == 1 and deal.sitting_out == (3,)
    assert deal.maker_alone and len(deal.hand(1)) == 6


def test_the_moons_exchange_takes_only_cards_held() -> None:
    deal = bid_deal(BID.replace(shoot_the_moon=True))
    for action in ("moon", "trump H"):
        deal.apply(action)
    message = refusal(deal, "give JH")
    assert "does not hold J♥" in message and "give one of" in message
    assert "turn" in refusal(deal, "discard 9C")  # the partner gives first
    deal.apply("give 9H")
    message = refusal(deal, "discard AC")
    assert "does not hold A♣" in message and "discard one of" in message and "9♥" in message


def test_a_moon_made_scores_12_and_a_moon_failed_loses_12() -> None:
    rules = BID.replace(shoot_the_moon=True)
    made = bid_deal(
        rules,
        hands=("JH JD AH KH QH TH", "9H AC KC AS KS QC", "9C 9D TD QD KD AD", "TC JC 9S TS JS QS"),
    )
    for action in ("moon", "trump H", "give 9D", "discard 9D"):
        made.apply(action)
    while not made.is_over:  # South has the six best trumps: every trick is South's
        made.apply(made.legal_actions()[0])
    assert made.result is not None and made.result.moon and made.result.points == (12, 0)
    failed = bid_deal(rules)
    for action in ("moon", "trump H", "give 9H", "discard 9C"):
        failed.apply(action)
    while not failed.is_over:
        failed.apply(failed.legal_actions()[0])
    result = failed.result
    assert result is not None and result.tricks[1] > 0
    assert result.points == (-12, result.tricks[1])


@pytest.mark.parametrize(
    ("tricks", "bid", "moon", "points"),
    [
        (3, 3, False, (3, 3)),
        (6, 3, False, (6, 0)),
        (4, 4, False, (4, 2)),
        (5, 4, False, (5, 1)),
        (3, 4, False, (-4, 3)),
        (0, 3, False, (-3, 6)),
        (5, 5, False, (5, 1)),
        (4, 5, False, (-5, 2)),
        (6, 6, False, (6, 0)),
        (5, 6, False, (-6, 1)),
        (6, 6, True, (12, 0)),
        (5, 6, True, (-12, 1)),
        (0, 6, True, (-12, 6)),
    ],
)
def test_bid_euchre_scoring_table(
    tricks: int, bid: int, moon: bool, points: tuple[int, int]
) -> None:
    # RULES 9.3: made, each side a point a trick; failed, the bidders lose the bid and
    # the defenders score their tricks; the moon 12 or -12.
    assert score_bid(tricks, bid, moon=moon) == points


def test_bid_euchre_is_played_to_32_and_scores_may_go_below_zero() -> None:
    assert BID.target == 32 and BID.replace(target=64).target == 64
    with pytest.raises(RulesError, match="64"):
        BID.replace(target=65)
    game = Game(rules=BID, first_dealer=3, score=(-4, 30), shuffle=False)
    deal = game.start(bid_deal())
    for action in ("bid 5", "pass", "pass", "pass", "trump H", *BID_PLAY):
        game.apply(action)
    assert deal.result is not None and game.score == (-9, 32)
    assert game.is_over and game.winner == 1
    with pytest.raises(EuchreError, match="0 or more"):
        Game(rules=Rules(), score=(-1, 0))  # only Bid Euchre goes below zero


def test_bid_euchre_both_teams_past_the_target_in_one_deal_the_bidders_win() -> None:
    game = Game(rules=BID, first_dealer=3, score=(28, 31), shuffle=False)
    game.start(bid_deal())
    for action in ("bid 3", "pass", "pass", "pass", "trump H", *BID_PLAY):
        game.apply(action)
    assert game.score == (32, 33)
    assert game.is_over and game.winner == 0  # South and North bid: they win


# ----------------------------------------------------------------- five-handed Euchre

#: South holds the five best hearts; the ten of hearts is turned up, and the 9 and 8
#: of clubs lie under it. The dealer is East (seat 4), so South speaks and leads first.
FIVE_HANDS = (
    "JH JD AH KH QH",
    "9H 8D 9D TD QD",
    "KD AD TC JC QC",
    "KC AC 8S 9S TS",
    "8H JS QS KS AS",
)
FIVE_KITTY = "TH 9C 8C"


def five_deal(rules: Rules = FIVE, hands: tuple[str, ...] = FIVE_HANDS) -> Deal:
    return Deal.new(dealer=4, hands=list(hands), kitty=FIVE_KITTY, rules=rules)


def play_out(deal: Deal) -> None:
    while not deal.is_over:
        deal.apply(deal.legal_actions()[0])


def test_five_handed_deals_five_hands_of_five_from_28_cards() -> None:
    assert seat_names(players=5) == ("South", "West", "Northwest", "Northeast", "East")
    deal = Deal.shuffled(seed=5, dealer=2, rules=FIVE)
    assert [len(deal.hand(s)) for s in range(5)] == [5] * 5 and len(deal.kitty) == 3
    assert FIVE.deck_size == 28 and deal.upcard is not None
    assert deal.to_act == 3 and texts(deal) == ["pass", "order", "order alone"]


def test_the_partner_is_called_after_the_dealers_discard() -> None:
    deal = five_deal()
    deal.apply("order")
    assert deal.phase is Phase.DISCARD and deal.to_act == 4
    assert "turn" in refusal(deal, "partner AC")
    assert "does not hold 9♣" in refusal(deal, "discard 9C")  # (it lies in the kitty)
    deal.apply("discard 8H")
    assert deal.phase is Phase.PARTNER and deal.to_act == 0
    called = [t.removeprefix("partner ") for t in texts(deal)]
    # any card that is not trump and not South's: no heart, no J♦ (the left bower)
    assert len(called) == 20 and "AC" in called and "9C" in called  # 28 less 8 trumps
    assert not any(c.endswith("H") or c == "JD" for c in called)


def test_a_called_card_must_not_be_trump_nor_yours_nor_the_upcard() -> None:
    deal = five_deal()
    for action in ("order", "discard 8H"):
        deal.apply(action)
    assert "is a trump" in refusal(deal, "partner 9H")
    assert "J♦ is a trump" in refusal(deal, "partner JD")  # the left bower
    with_hand = five_deal(hands=("JH JD AH KH AC", "9H 8D 9D TD QD", "KD AD TC JC QC",
                                 "KC QH 8S 9S TS", "8H JS QS KS AS"))  # fmt: skip
    for action in ("order", "discard 8H"):
        with_hand.apply(action)
    assert "you hold A♣ yourself" in refusal(with_hand, "partner AC")
    second = five_deal()
    for _ in range(5):
        second.apply("pass")
    message = refusal(second, "call H")
    assert "turned down" in message and "clubs, diamonds or spades" in message
    second.apply("call C")
    message = refusal(second, "partner TH")
    assert "is the upcard, turned down on the kitty" in message and "Call one of" in message


def test_the_dealer_may_not_call_their_own_discard() -> None:
    deal = five_deal()
    for action in ("pass", "pass", "pass", "pass", "order", "discard AS"):
        deal.apply(action)
    assert deal.to_act == 4
    assert "you buried A♠" in refusal(deal, "partner AS")
    # ... but another maker may call the dealer's discard: nobody then holds it
    other = five_deal()
    for action in ("order", "discard AS", "partner AS"):
        other.apply(action)
    assert other.partner is None and other.called_card is not None


def test_call_ace_allows_only_the_aces_of_other_suits() -> None:
    deal = five_deal(FIVE.replace(call_ace=True))
    for action in ("order", "discard 8H"):
        deal.apply(action)
    assert texts(deal) == ["partner AC", "partner AD", "partner AS"]
    message = refusal(deal, "partner KC")
    assert "the called card must be an ace, and K♣ is not" in message
    assert "call_ace" not in message  # the players' words, not the option's name


def test_a_maker_with_nothing_to_call_plays_alone() -> None:
    deal = five_deal(
        FIVE.replace(call_ace=True),
        hands=("AC AD AS KH QH", "9H 8D 9D TD QD", "KD JH TC JC QC", "KC JD 8S 9S TS",
               "8H JS QS KS AH"),
    )  # fmt: skip
    for action in ("order", "discard 8H"):
        deal.apply(action)
    assert deal.phase is Phase.PLAY and deal.maker_alone and deal.called_card is None


def test_five_handed_march_with_a_partner_scores_2_each() -> None:
    deal = five_deal()
    for action in ("order", "discard 8H", "partner AC"):
        deal.apply(action)
    assert deal.partner == 3 and deal.to_act == 0 and deal.sitting_out == ()
    play_out(deal)
    assert deal.result is not None and deal.result.partner == 3
    assert deal.result.points == (2, 0, 0, 2, 0)


def test_five_handed_card_in_the_kitty_the_maker_scores_as_a_loner() -> None:
    """bradwilson.io: "If the caller goes alone, either by choice or because the
    called card is buried, then they are given five points if they take all five
    tricks." Nobody at the table knows it is buried until the end."""
    deal = five_deal()
    for action in ("order", "discard 8H", "partner 9C"):
        deal.apply(action)
    assert deal.partner is None and deal.plays_alone and not deal.maker_alone
    assert not any(deal.view(s).maker_alone for s in range(5))
    play_out(deal)
    assert deal.result is not None and deal.result.points == (5, 0, 0, 0, 0)


def test_five_handed_declared_alone_march_scores_5() -> None:
    deal = five_deal()
    for action in ("order alone", "discard 8H"):
        deal.apply(action)
    assert deal.phase is Phase.PLAY and deal.maker_alone and deal.sitting_out == ()
    assert deal.to_act == 0  # left of the dealer, always
    play_out(deal)
    assert deal.result is not None and deal.result.points == (5, 0, 0, 0, 0)


def test_five_handed_euchre_gives_2_to_each_defender() -> None:
    deal = five_deal()
    for action in ("pass", "order", "discard 8H", "partner KC"):
        deal.apply(action)
    assert deal.maker == 1 and deal.partner == 3
    play_out(deal)  # South's five trumps take every trick
    assert deal.result is not None and deal.result.points == (2, 0, 2, 0, 2)


def test_alone_is_refused_where_the_table_forbids_it() -> None:
    deal = five_deal(FIVE.replace(allow_alone=False))
    assert texts(deal) == ["pass", "order"]
    assert "Going alone is not played at this table" in refusal(deal, "order alone")


def test_five_handed_stick_the_dealer_and_no_trump() -> None:
    deal = five_deal(FIVE.replace(stick_the_dealer=True))
    for _ in range(9):
        deal.apply("pass")
    assert deal.to_act == 4 and "pass" not in texts(deal)
    assert "the dealer may not pass" in refusal(deal, "pass")
    assert "call N" not in texts(deal)
    assert "No trump is not allowed at this table" in refusal(deal, "call N")
    no_trump = five_deal(FIVE.replace(allow_no_trump=True))
    for _ in range(5):
        no_trump.apply("pass")
    assert "call N" in texts(no_trump)
    no_trump.apply("call N")
    assert no_trump.phase is Phase.PARTNER
    assert "partner JC" in texts(no_trump) and "partner 9H" in texts(no_trump)  # no bowers


def test_five_handed_all_pass_twice_throws_in() -> None:
    deal = five_deal()
    for _ in range(10):
        deal.apply("pass")
    assert deal.is_over and deal.result is not None and deal.result.thrown_in
    assert deal.result.points == (0, 0, 0, 0, 0)


def test_the_holder_knows_and_nobody_else_until_the_card_is_played() -> None:
    deal = five_deal()
    for action in ("order", "discard 8H", "partner AC"):
        deal.apply(action)
    for seat in range(5):
        view = deal.view(seat)
        assert view.partner is None and view.sides == ((0,), (1,), (2,), (3,), (4,))
        assert view.called_card is not None and view.called_card.code == "AC"
        assert (view.called_card in view.hand) == (seat == 3)
    while not deal.partner_revealed:
        deal.apply(deal.legal_actions()[0])
    assert deal.view(0).partner == 3 and deal.view(3).partner == 0
    assert all(deal.view(s).partner is None for s in (1, 2, 4))


@pytest.mark.parametrize(
    ("tricks", "alone", "points"),
    [
        (3, False, ("makers", 1)),
        (4, False, ("makers", 1)),
        (5, False, ("makers", 2)),
        (3, True, ("makers", 1)),
        (4, True, ("makers", 1)),
        (5, True, ("makers", 5)),
        (2, False, ("defenders", 2)),
        (0, True, ("defenders", 2)),
    ],
)
def test_five_handed_scoring_table(tricks: int, alone: bool, points: tuple[str, int]) -> None:
    # RULES 9.4: 3 or 4 tricks = 1, all 5 = 2, alone all 5 = 5 (3 or 4 alone = 1),
    # euchred = 2 to each defender.
    assert score_hand(tricks, maker_alone=alone, rules=FIVE) == points


def five_game(score: tuple[int, ...]) -> Game:
    """A game from ``score`` whose deal Northwest makes, calling the K♣ (Northeast's),
    and South's five trumps euchre: 2 each to South, West and East."""
    game = Game(rules=FIVE, first_dealer=4, score=score, shuffle=False)
    game.start(five_deal())
    for action in ("pass", "pass", "order", "discard 8H", "partner KC"):
        game.apply(action)
    while not game.deal.is_over:
        game.apply(game.legal_actions()[0])
    return game


def test_five_handed_game_first_player_to_10_level_at_the_top_plays_on() -> None:
    ahead = five_game((9, 8, 0, 0, 0))
    assert ahead.score == (11, 10, 0, 0, 2)
    assert ahead.is_over and ahead.winner == 0
    level = five_game((9, 9, 0, 0, 0))
    assert level.score == (11, 11, 0, 0, 2)
    assert not level.is_over and level.winner is None  # level at the top: play on


# ----------------------------------------------------------------------- the options


@pytest.mark.parametrize(
    ("rules", "words"),
    [
        (lambda: Rules(shoot_the_moon=True), "auction"),
        (lambda: Rules(call_ace=True), "players=5"),
        (lambda: Rules(min_rank=8), "five-handed"),
        (lambda: Rules(players=5), "min_rank=8"),
        (lambda: Rules(auction=True, players=5, min_rank=8), "players=4"),
        (lambda: BID.replace(allow_alone=True), "allow_alone"),
        (lambda: BID.replace(defend_alone=True), "defend_alone"),
        (lambda: BID.replace(go_under=True), "go_under"),
        (lambda: BID.replace(min_rank=7), "min_rank"),
        (lambda: BID.replace(call_ace=True), "players=5"),
        (lambda: FIVE.replace(shoot_the_moon=True), "auction"),
        (lambda: FIVE.replace(defend_alone=True), "defend_alone"),
        (lambda: FIVE.replace(four_trick_tokens=True), "four_trick_tokens"),
        # a loner's march scores 5 in this form, whatever the option says
        (lambda: FIVE.replace(alone_march_points=8), "alone_march_points=8 does not apply"),
        (lambda: Rules(target=32), "15"),
        (lambda: BID.replace(alone_euchre_points=4), "alone_euchre_points=4 does not apply"),
        (lambda: FIVE.replace(cutthroat_march_points=2), "not to five-handed Euchre"),
    ],
)
def test_options_refused_where_they_do_not_apply(rules: object, words: str) -> None:
    with pytest.raises(RulesError) as error:
        rules()  # type: ignore[operator]
    assert words in str(error.value)


def test_the_presets_and_what_they_mean() -> None:
    assert Rules.presets()["bid_euchre"] == BID and Rules.presets()["five_handed"] == FIVE
    assert BID.form == "bid_euchre" and FIVE.form == "five_handed"
    assert (BID.hand_size, BID.kitty_size, BID.scorers, BID.has_upcard) == (6, 0, 2, False)
    assert BID.replace(joker=True).kitty_size == 1
    assert (FIVE.hand_size, FIVE.kitty_size, FIVE.scorers, FIVE.has_upcard) == (5, 3, 5, True)
    assert BID.stick_the_dealer and not BID.allow_alone and BID.target == 32
    assert FIVE.target == 10 and FIVE.min_rank == 8
    assert str(Action.bid(4)) == "bid 4" and str(Action.moon()) == "moon"
    assert str(Action.trump("H")) == "trump H" and str(Action.trump(None)) == "trump N"
    assert str(Action.partner("AS")) == "partner AS"


def test_the_high_bidder_is_the_maker_once_the_auction_ends() -> None:
    deal = bid_deal(BID)
    for action in ("bid 4", "pass", "pass", "pass"):
        assert deal.maker is None
        deal.apply(action)
    assert deal.phase is Phase.TRUMP and deal.trump is None
    assert deal.maker == deal.high_bidder == deal.view(2).maker


@pytest.mark.parametrize("pattern", ["2-3", "alternating"])
def test_bid_euchre_refuses_a_deal_pattern_it_would_not_play(pattern: str) -> None:
    """Bid Euchre deals six cards each, three at a time: the option was taken and
    then ignored, where the other options that do not apply are refused."""
    with pytest.raises(RulesError, match="each player gets six cards, always three at a time"):
        Rules.bid_euchre().replace(deal_pattern=pattern)
