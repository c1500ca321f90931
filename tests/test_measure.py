"""The measuring tools behind the strategy chapter."""

from __future__ import annotations

import math

import pytest

from euchre import Action, Card, Deal, EuchreError, Phase, Suit, cards
from euchre.bots import RandomBot, RuleBot
from euchre.measure import (
    Estimate,
    LeadTrumpBot,
    advance,
    find_deals,
    holding,
    play_variants,
    team_points,
    try_action,
    wilson,
)
from euchre.tournament import play_deal

RULE = [RuleBot()] * 4


def test_wilson_matches_known_values_and_stays_in_range() -> None:
    low, high = wilson(45, 50)
    assert (round(low, 4), round(high, 4)) == (0.7864, 0.9565)
    assert wilson(0, 10)[0] == 0.0 and 0 < wilson(0, 10)[1] < 0.35
    assert wilson(10, 10)[1] == 1.0 and 0.65 < wilson(10, 10)[0] < 1
    assert wilson(0, 0) == (0.0, 1.0)


def test_estimates() -> None:
    rate = Estimate.rate(30, 40)
    assert rate.value == 0.75 and rate.low < 0.75 < rate.high and rate.n == 40
    mean = Estimate.mean([2, -2, 1, 1, 0])
    assert mean.value == pytest.approx(0.4) and mean.low < 0.4 < mean.high
    assert not mean.excludes_zero
    assert Estimate.mean([1, 1, 2, 1]).excludes_zero
    assert math.isnan(Estimate.mean([]).value)
    assert "to" in str(mean)


@pytest.mark.parametrize(
    ("value", "why"),
    [
        ("2", "is not a number"),
        (True, "is not a number"),
        (math.nan, "is not a finite number"),
        (10**400, "is too large to count with"),
    ],
    ids=["text", "bool", "nan", "huge int"],
)
def test_a_mean_of_what_is_not_a_number_says_why(value: object, why: str) -> None:
    with pytest.raises(EuchreError) as raised:
        Estimate.mean([1, value])  # type: ignore[list-item]
    assert str(raised.value).endswith(f", which {why}: give numbers only.")


def test_holding_counts_the_left_bower_as_trump() -> None:
    h = holding(cards("JD AH 9H AS KC"), Suit.HEARTS)
    assert (h.right, h.left, h.ace, h.trumps, h.off_aces, h.bowers) == (False, True, True, 3, 1, 1)
    h = holding(cards("JD AH 9H AS KC"), Suit.DIAMONDS)
    assert (h.right, h.left, h.trumps, h.off_aces) == (True, False, 1, 2)


def test_team_points_signs() -> None:
    deal = Deal.shuffled(seed=5, dealer=0)
    result = play_deal(deal, RULE)
    assert team_points(result, 0) == -team_points(result, 1)
    assert team_points(result, 0) == team_points(result, 2)
    assert abs(team_points(result, 0)) in (1, 2, 4) or result.thrown_in


def test_advance_stops_when_asked_or_at_the_end() -> None:
    deal = Deal.shuffled(seed=9, dealer=2)
    assert advance(deal, RULE, lambda d: d.phase is Phase.PLAY) or deal.is_over
    assert not advance(deal, RULE, lambda d: False)
    assert deal.is_over


def test_try_action_forces_the_action_and_leaves_the_deal_alone() -> None:
    deal = Deal.shuffled(seed=3, dealer=1)
    before = deal.history
    ordered = try_action(deal, "order", RULE, double_dummy=True)
    assert deal.history == before and deal.phase is Phase.ORDER
    assert ordered.makers
    assert ordered.made == (ordered.tricks >= 3)
    assert ordered.double_dummy is not None and 0 <= ordered.double_dummy <= 5
    # A forced pass: whatever happens next, the outcome is consistent.
    passed = try_action(deal, Action.pass_(), RULE)
    assert passed.double_dummy is None
    assert passed.points != 0 or not passed.makers


def test_try_action_needs_a_decision() -> None:
    deal = Deal.shuffled(seed=3, dealer=1)
    advance(deal, RULE, lambda d: False)
    with pytest.raises(ValueError, match="over"):
        try_action(deal, "pass", RULE)


def test_double_dummy_of_a_laydown_loner() -> None:
    deal = Deal.new(
        dealer=3,
        hands=["JH JD AH KH QH", "9C TC QC KC AC", "9S TS QS KS AS", "9D TD QD KD AD"],
        kitty="TH 9H JC JS",
    )
    outcome = try_action(deal, "order alone", RULE, double_dummy=True)
    assert outcome == try_action(deal, "order alone", RULE, double_dummy=True)
    assert (outcome.double_dummy, outcome.tricks, outcome.points) == (5, 5, 4)


def test_find_deals_is_seeded_and_sorts_by_kind() -> None:
    def kind(deal: Deal) -> str | None:
        return "red" if deal.upcard.suit in (Suit.HEARTS, Suit.DIAMONDS) else "black"

    one = find_deals(kind, {"red": 4, "black": 2}, seed=11)
    two = find_deals(kind, {"red": 4, "black": 2}, seed=11)
    assert [len(one["red"]), len(one["black"])] == [4, 2]
    assert [d.dealt for d in one["red"]] == [d.dealt for d in two["red"]]
    assert all(d.upcard.suit in (Suit.HEARTS, Suit.DIAMONDS) for d in one["red"])
    assert find_deals(kind, {"red": 5}, seed=1, max_deals=3)["red"] != []
    assert len(find_deals(kind, {"red": 5}, seed=1, max_deals=3)["red"]) <= 3


def test_find_deals_after_bidding() -> None:
    found = find_deals(
        lambda d: "second round" if d.phase is Phase.CALL else None,
        {"second round": 3},
        seed=2,
        bots=RULE,
        until=lambda d: d.phase is not Phase.ORDER,
    )
    assert len(found["second round"]) == 3
    assert all(d.upcard_turned_down for d in found["second round"])
    with pytest.raises(ValueError, match="bots"):
        find_deals(lambda d: None, {"x": 1}, seed=1, until=lambda d: True)


def test_prefilter_deals_valid_deals_of_the_kind() -> None:
    def right_bower(upcard: Card, hand: tuple[Card, ...]) -> bool:
        return holding(hand, upcard.suit).right

    found = find_deals(
        lambda d: "right",
        {"right": 20},
        seed=4,
        prefilter=right_bower,
    )["right"]
    assert len(found) == 20
    for deal in found:
        seat = (deal.dealer + 1) % 4
        assert holding(deal.dealt_hand(seat), deal.upcard.suit).right
        every = [c for s in range(4) for c in deal.dealt_hand(s)] + [deal.upcard]
        assert len(set(every)) == 21 and all(len(deal.dealt_hand(s)) == 5 for s in range(4))
        play_deal(deal, RULE)  # plays out without error
    assert {d.dealer for d in found} == {0, 1, 2, 3}


def test_play_variants_matches_playing_each_variant_in_full() -> None:
    rule, no_aces = RuleBot(), RuleBot(exclude={18})
    trump_leader = LeadTrumpBot(rule)
    for seed in range(12):
        deal = Deal.shuffled(seed=seed, dealer=seed % 4)
        variants = {
            "no aces for team 0": [no_aces, rule, no_aces, rule],
            "defenders lead trump": [trump_leader] * 4,
            "same": [rule] * 4,
        }
        base, results = play_variants(deal, [rule] * 4, variants)
        assert base == play_deal(deal.copy(), [rule] * 4)
        for name, bots in variants.items():
            assert results[name] == play_deal(deal.copy(), bots), (seed, name)
        assert results["same"] == base
        assert deal.phase is Phase.ORDER  # the deal itself is untouched


def test_lead_trump_bot_leads_trump_as_defender_early() -> None:
    deal = Deal.new(
        dealer=0,
        hands=["9C TC QC KC AC", "JH 9H 9D TD 9S", "JS QS KS AS TH", "QD KD AD JC TS"],
        kitty="AH KH QH JD",
    )
    deal.apply("pass")  # seat 1
    deal.apply("order")  # seat 2, the dealer's partner: hearts, seats 0 and 2 make
    deal.apply("discard 9C")
    view = deal.view(1)  # seat 1, a defender, leads the first trick
    assert view.is_my_turn and not view.current_trick
    assert LeadTrumpBot(RuleBot()).act(view) == Action.play(Card("JH"))
    assert LeadTrumpBot(RuleBot(), high=False).act(view) == Action.play(Card("9H"))
    assert RuleBot().act(view).card not in (Card("JH"), Card("9H"))  # rule 19
    # As makers only, or after the first trick, it plays like its base.
    assert LeadTrumpBot(RuleBot(), side="makers").act(view) == RuleBot().act(view)
    assert LeadTrumpBot(RuleBot(), tricks=0).act(view) == RuleBot().act(view)
    with pytest.raises(ValueError, match="side"):
        LeadTrumpBot(RuleBot(), side="nobody")
    assert "defenders" in repr(LeadTrumpBot(RuleBot()))


def test_lead_trump_bot_defers_to_its_base_otherwise() -> None:
    base = RandomBot(seed=1)
    bot = LeadTrumpBot(RuleBot(), side="makers", tricks=0)
    deal = Deal.shuffled(seed=8, dealer=0)
    for _ in range(20):
        seat = deal.to_act
        if seat is None:
            break
        view = deal.view(seat)
        assert bot.act(view) == RuleBot().act(view)
        deal.apply(base.act(view), seat=seat)
